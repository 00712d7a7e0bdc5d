/* The cancellation layer the harness is written against: threads, cancel,
 * cleanup handlers.  libc pthreads by default (glibc, musl); the vDSO-helper
 * runtime in harness/vdso with -DCR_RUNTIME_VRT
 * (-DCR_VRT_THUNK=int80|naive|helper).  The cancellation points themselves
 * are called by their POSIX names (harness/calls.h).
 *
 * Non-cancellable raw syscalls (cr_raw_*) are for the harness's own
 * bookkeeping: they never act on a pending cancel.
 */
#ifndef CR_CANCEL_H
#define CR_CANCEL_H

#include <fcntl.h>
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
#define cr_thread_self() vrt_thread_self()
#define cr_cancel(t) vrt_cancel(t)
#define cr_testcancel() vrt_testcancel()
#define cr_cancel_disable(old) vrt_setcancelstate(1, (old))
#define cr_cancel_restore(old) vrt_setcancelstate((old), NULL)
#define CR_CLEANUP_PUSH(fn, arg) VRT_CLEANUP_PUSH(fn, arg)
#define CR_CLEANUP_POP(ex) VRT_CLEANUP_POP(ex)

#else /* libc pthreads */
#include <pthread.h>

#include "cr.h"

typedef pthread_t cr_thread_t;
#define CR_CANCELED PTHREAD_CANCELED
#ifdef __dietlibc__
/* A dietlibc thread that is cancelled before it has run its first
 * instruction handles the cancel signal with its creator's thread pointer,
 * as the manager or the main thread, and kills every thread of the
 * process (results/findings/dietlibc-cancel.md, 4): the harness's threads
 * are created through a start that returns only once they run. */
int cr_dietlibc_create(pthread_t *t, void *(*fn)(void *), void *arg);
#define cr_thread_create(t, fn, arg) cr_dietlibc_create((t), (fn), (arg))
#else
#define cr_thread_create(t, fn, arg) pthread_create((t), NULL, (fn), (arg))
#endif
#define cr_thread_timedjoin(t, ret, ms) cr_pthread_timedjoin((t), (ret), (ms))
#define cr_thread_self() pthread_self()
#define cr_cancel(t) pthread_cancel(t)
#define cr_testcancel() pthread_testcancel()
/* Cancellation off (a cancel sent now stays pending), the previous state
 * into *old; back to it (neither acts on the pending cancel). */
#ifdef __dietlibc__
/* dietlibc drops a cancel sent while cancellation is off (its handler
 * records nothing then: results/findings/dietlibc-cancel.md, 2).  There a
 * cancel is made pending as POSIX also allows: sent while cancellation is
 * on and deferred and the thread is at no cancellation point, where the
 * cancel signal's handler records it; "restore" waits until it has. */
int cr_dietlibc_cancel_recorded(void);
#define cr_cancel_disable(old) ((void)(*(old) = PTHREAD_CANCEL_ENABLE))
#define cr_cancel_restore(old) ((void)(old), cr_dietlibc_cancel_recorded())
#else
#define cr_cancel_disable(old) pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, (old))
#define cr_cancel_restore(old) pthread_setcancelstate((old), NULL)
#endif
#define CR_CLEANUP_PUSH(fn, arg) pthread_cleanup_push((fn), (arg))
#define CR_CLEANUP_POP(ex) pthread_cleanup_pop(ex)
#endif

/* Raw, never-cancelling syscalls for the harness itself. */
static inline int cr_raw_close(int fd)
{
	return (int)syscall(SYS_close, fd);
}
/* Sleep, never a cancellation point.  SYS_nanosleep takes the kernel's old
 * timespec, two longs: a libc's struct timespec with a 64-bit time_t on
 * i386 (musl) would read as zero, and the sleep would be a spin. */
static inline void cr_raw_sleep_us(long us)
{
	long ts[2] = {us / 1000000, us % 1000000 * 1000};
	syscall(SYS_nanosleep, ts, NULL);
}
/* Wait while *w == val, at most us (a wake may come first, or none);
 * wake one waiter on w.  Private futexes, never cancellation points. */
static inline void cr_futex_wait_us(volatile int *w, int val, long us)
{
	long ts[2] = {us / 1000000, us % 1000000 * 1000}; /* the old timespec, as above */
	syscall(SYS_futex, w, 128 /* FUTEX_WAIT_PRIVATE */, val, ts);
}
static inline void cr_futex_wake(volatile int *w)
{
	syscall(SYS_futex, w, 129 /* FUTEX_WAKE_PRIVATE */, 1);
}
#ifdef SYS_open
#define cr_raw_open(path, flags) ((int)syscall(SYS_open, (path), (flags), 0))
#else
#define cr_raw_open(path, flags) ((int)syscall(SYS_openat, -100, (path), (flags), 0))
#endif

#endif
