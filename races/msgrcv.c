/* msgrcv(2) vs pthread_cancel: a message taken off a System V queue is lost
 * when the cancel acts after the syscall (glibc bug 12683; fixed in glibc
 * 2.41).  The same race as mq_receive.c, which also says how the queue is
 * removed even after a killed run.  Linux never restarts msgrcv after a
 * signal handler (signal(7)): a cancel of a blocked msgrcv makes it return
 * EINTR, so blocked mode loses no cancel even in the vDSO runtime's naive
 * thunk, which acts on EINTR.  msgrcv takes its messages by type, behind
 * a ballast of others the kernel walks inside the call (mq_receive.c). */
#define CR_MSGRCV 1
#include "mq_receive.c"
