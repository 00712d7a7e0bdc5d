/* sendto(2) vs pthread_cancel: a record sent is unreported when the cancel
 * acts after the syscall (glibc bug 12683; fixed in glibc 2.41).  The same race
 * as write.c, through sendto(2) (no address: the socketpair is connected). */
#define CR_SENDTO 1
#include "write.c"
