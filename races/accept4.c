/* accept4(2) vs pthread_cancel: the accepted socket leaks when the cancel
 * acts after the syscall (glibc bug 12683; fixed in glibc 2.41).  The same
 * race as accept.c, through accept4 with SOCK_CLOEXEC. */
#define CR_ACCEPT4 1
#include "accept.c"
