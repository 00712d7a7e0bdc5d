/* The cancellation layer a race is written against.
 *
 * Races call cr_open(), cr_close(), cr_cancel(), CR_CLEANUP_PUSH() ... and
 * never libc's names directly, so one source builds against each libc's own
 * pthread cancellation (glibc, musl: the default) and against the vDSO-helper
 * runtime in harness/vdso (-DCR_RUNTIME_VRT -DCR_VRT_THUNK=int80|naive|helper).
 *
 * Non-cancellable raw syscalls (cr_raw_*) are for the harness's own
 * bookkeeping: they never act on a pending cancel.
 */
#ifndef CR_CANCEL_H
#define CR_CANCEL_H

#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifdef CR_RUNTIME_VRT
#include "vdso/vrt.h"

typedef vrt_thread_t cr_thread_t;
#define CR_CANCELED VRT_CANCELED
#define cr_thread_create(t, fn, arg) vrt_thread_create((t), (fn), (arg))
#define cr_thread_timedjoin(t, ret, ms) vrt_thread_timedjoin((t), (ret), (ms))
#define cr_thread_detach(t) vrt_thread_detach(t)
#define cr_cancel(t) vrt_cancel(t)
#define cr_testcancel() vrt_testcancel()
#define CR_CLEANUP_PUSH(fn, arg) VRT_CLEANUP_PUSH(fn, arg)
#define CR_CLEANUP_POP(ex) VRT_CLEANUP_POP(ex)
#define cr_open vrt_open
#define cr_openat vrt_openat
#define cr_close vrt_close
#define cr_accept vrt_accept
#define cr_accept4 vrt_accept4
#define cr_read vrt_read
#define cr_recvmsg vrt_recvmsg
#define CR_IMPL_PREFIX "vdso-"

#else /* libc pthreads */
#include <fcntl.h>
#include <pthread.h>

#include "cr.h"

typedef pthread_t cr_thread_t;
#define CR_CANCELED PTHREAD_CANCELED
#define cr_thread_create(t, fn, arg) pthread_create((t), NULL, (fn), (arg))
#define cr_thread_timedjoin(t, ret, ms) cr_pthread_timedjoin((t), (ret), (ms))
#define cr_thread_detach(t) pthread_detach(t)
#define cr_cancel(t) pthread_cancel(t)
#define cr_testcancel() pthread_testcancel()
#define CR_CLEANUP_PUSH(fn, arg) pthread_cleanup_push((fn), (arg))
#define CR_CLEANUP_POP(ex) pthread_cleanup_pop(ex)
#define cr_open open
#define cr_openat openat
#define cr_close close
#define cr_accept accept
#define cr_accept4 accept4
#define cr_read read
#define cr_recvmsg recvmsg
#endif

/* Raw, never-cancelling syscalls for the harness itself. */
static inline int cr_raw_close(int fd)
{
	return (int)syscall(SYS_close, fd);
}
#ifdef SYS_open
#define cr_raw_open(path, flags) ((int)syscall(SYS_open, (path), (flags), 0))
#else
#define cr_raw_open(path, flags) ((int)syscall(SYS_openat, -100, (path), (flags), 0))
#endif

#endif
