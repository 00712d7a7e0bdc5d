/* sigtimedwait(2) vs pthread_cancel: the signal taken is lost when the
 * cancel acts after the syscall (glibc bug 12683; fixed in glibc 2.41).  The
 * same race as sigwaitinfo.c, through sigtimedwait with a timeout far beyond
 * any trial's. */
#define CR_SIGTIMEDWAIT 1
#include "sigwaitinfo.c"
