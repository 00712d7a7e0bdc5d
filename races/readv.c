/* readv(2) vs pthread_cancel: the data readv consumed is lost when the
 * cancel acts after the syscall (glibc bug 12683; fixed in glibc 2.41);
 * readv is on POSIX's list of required cancellation points.  The same race
 * as read.c, each chunk read into two halves of one vector. */
#define CR_READV 1
#include "read.c"
