/* mq_send(3) vs pthread_cancel: a message sent is unreported when the cancel
 * acts after the syscall (glibc bug 12683; fixed in glibc 2.41).  The same
 * race as write.c, into a POSIX message queue (unlinked as soon as it is
 * open; no POSIX queues here: a skip). */
#define CR_MQ_SEND 1
#include "write.c"
