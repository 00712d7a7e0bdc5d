/* vrt: a minimal POSIX-style deferred-cancellation runtime for i386 whose
 * cancellable syscalls go through one of three interchangeable thunks, to
 * test the 2016 RFC "x86/vdso/32: Add AT_SYSINFO cancellation helpers":
 *
 *   int80   musl's design (the control): begin/end labels around int $0x80;
 *           the cancel-signal handler acts when the interrupted PC is in
 *           [begin, end) (before the syscall, or restarted onto it)
 *   naive   the same labels around "call *AT_SYSINFO": the PC is inside the
 *           vDSO while the call is pending, so a cancel that arrives while
 *           the thread blocks in the kernel is not acted on (lost)
 *   helper  naive + the RFC helpers: pending_syscall_return_address() says
 *           whether a vDSO-interrupted call from this thunk is still
 *           pending; abort_pending_syscall() backs it out with -EINTR
 *
 * Threads are glibc pthreads; the cancel signal, handler, flag and cleanup
 * stack are ours.  Acting on a cancel runs the cleanup stack, then longjmps
 * to the thread's start wrapper, which returns VRT_CANCELED.  The thunk is
 * chosen at build time: -DCR_VRT_THUNK=int80|naive|helper (default int80).
 */
#ifndef VRT_H
#define VRT_H

#include <fcntl.h> /* O_* for vrt_open's callers, as <fcntl.h> gives open's */
#include <stddef.h>
#include <sys/socket.h>
#include <sys/types.h>

typedef struct vrt_thread *vrt_thread_t;
#define VRT_CANCELED ((void *)-1)
/* glibc reserves 32 and 33; SIGRTMIN is 34.  Checked at start-up. */
#define VRT_CANCEL_SIGNAL 38

int vrt_thread_create(vrt_thread_t *t, void *(*fn)(void *), void *arg);
/* 0 (the thread is reaped), or ETIMEDOUT (the thread is left running). */
int vrt_thread_timedjoin(vrt_thread_t t, void **ret, long ms);
/* The calling thread's handle (NULL in a thread vrt did not create). */
vrt_thread_t vrt_thread_self(void);
int vrt_cancel(vrt_thread_t t);
void vrt_testcancel(void);
/* pthread_setcancelstate's part the harness needs: disable 1 ignores a
 * cancel (it stays pending), 0 lets the next cancellation point act on it;
 * the previous state into *old.  Never acts itself. */
int vrt_setcancelstate(int disable, int *old);

struct vrt_cleanup {
	void (*fn)(void *);
	void *arg;
	struct vrt_cleanup *next;
};
void vrt_cleanup_push(struct vrt_cleanup *c, void (*fn)(void *), void *arg);
void vrt_cleanup_pop(struct vrt_cleanup *c, int execute);
#define VRT_CLEANUP_PUSH(fn, arg) do { struct vrt_cleanup vrt_cb_; \
	vrt_cleanup_push(&vrt_cb_, (fn), (arg));
#define VRT_CLEANUP_POP(ex) vrt_cleanup_pop(&vrt_cb_, (ex)); } while (0)

/* Any cancellable syscall; the raw kernel return (-errno).  The
 * cancellation points of the catalogue (harness/calls.h) are defined on it
 * in harness/vdso/wrappers.c, under their POSIX names. */
long vrt_syscall_cp(long nr, long a, long b, long c, long d, long e, long f);
/* A raw return as a libc function returns it: -1 with errno, except that a
 * close interrupted (-EINTR) has released the descriptor: 0. */
long vrt_ret(long nr, long r);

const char *vrt_thunk_name(void); /* "int80" | "naive" | "helper" */

/* ---- for harness/vdso's own tests and the benchmarks ----------------------
 * The thunk in use (VRT_THUNK_*); the selftest switches it to compare all
 * three in one binary.  Set it before any vrt thread exists. */
enum { VRT_THUNK_INT80, VRT_THUNK_NAIVE, VRT_THUNK_HELPER };
extern int vrt_thunk;
/* The thunks themselves (thunk.S): *cancel != 0 at entry takes the cancel
 * path; target is AT_SYSINFO for naive and helper (unused by int80). */
long vrt_sc_int80(volatile int *cancel, long nr, long a, long b, long c, long d, long e,
		  long f, unsigned long target);
long vrt_sc_naive(volatile int *cancel, long nr, long a, long b, long c, long d, long e,
		  long f, unsigned long target);
long vrt_sc_helper(volatile int *cancel, long nr, long a, long b, long c, long d, long e,
		   long f, unsigned long target);
/* Labels: [begin, end) is each thunk's window; end is also the return
 * address of the helper/naive thunk's call into the vDSO. */
extern const char vrt_int80_begin[], vrt_int80_end[];
extern const char vrt_naive_begin[], vrt_naive_end[];
extern const char vrt_helper_begin[], vrt_helper_end[];
/* AT_SYSINFO as the runtime found it (0 when there is none). */
extern unsigned long vrt_sysinfo;

#endif
