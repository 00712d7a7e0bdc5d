/* writev(2) vs pthread_cancel: a record sent is unreported when the cancel acts
 * after the syscall (glibc bug 12683; fixed in glibc 2.41).  The same race
 * as write.c, through writev(2) of the record in two pieces, into the same pipe. */
#define CR_WRITEV 1
#include "write.c"
