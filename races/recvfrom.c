/* recvfrom(2) vs pthread_cancel: the datagram recvfrom consumed is lost
 * when the cancel acts after the syscall (glibc bug 12683; fixed in glibc
 * 2.41); recvfrom is on POSIX's list of required cancellation points.  The
 * same race as recv.c, asking for the sender's address too. */
#define CR_RECVFROM 1
#include "recv.c"
