/* Baseline for wrapper-read: the same read(/dev/null, buf, 0) through the
 * libc's generic syscall(), which is not a cancellation point (glibc enters
 * the kernel the fast way here: syscall on x86_64, the vDSO's AT_SYSINFO on
 * i386), with the same parked second thread.  wrapper-read minus raw-read
 * is what cancellability costs each implementation.  One source:
 * wrapper-read.c with CR_RAW_READ. */
#define CR_RAW_READ 1
#include "wrapper-read.c"
