/* waitid(2) vs pthread_cancel: the reaped child's status is lost when the
 * cancel acts after the syscall (glibc bug 12683; fixed in glibc 2.41).  The
 * same race as waitpid.c, through waitid(P_PID, pid, &info, WEXITED). */
#define CR_WAITID 1
#include "waitpid.c"
