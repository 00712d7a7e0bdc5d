/* recvmmsg(2) with SCM_RIGHTS vs pthread_cancel: the descriptors the
 * messages of one call carried are installed by the kernel during the
 * syscall, so a cancel that acts after it loses all of them (glibc bug
 * 12683; fixed in glibc 2.41); recvmmsg is a Linux call, a cancellation
 * point in glibc and musl as recvmsg is in POSIX's list.  The same race as
 * recvmsg.c, several messages per call. */
#define CR_RECVMMSG 1
#include "recvmsg.c"
