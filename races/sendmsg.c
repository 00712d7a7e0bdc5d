/* sendmsg(2) vs pthread_cancel: a record sent is unreported when the cancel acts
 * after the syscall (glibc bug 12683; fixed in glibc 2.41).  The same race
 * as write.c, through sendmsg(2) of the record in two pieces on the datagram
 * socketpair. */
#define CR_SENDMSG 1
#include "write.c"
