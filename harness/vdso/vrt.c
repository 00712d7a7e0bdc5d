/* vrt: deferred cancellation on glibc pthreads with our own signal, flag,
 * cleanup stack and syscall thunks (see vrt.h; design after musl's
 * src/thread/pthread_cancel.c, the helper path after the 2016 RFC
 * "x86/vdso/32: Add AT_SYSINFO cancellation helpers"). */
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include "cr.h"
#include "vrt.h"
#include "helper.h"

#ifndef __i386__
#error "the vrt runtime is i386 only"
#endif

#define VRT_ID_int80 VRT_THUNK_INT80
#define VRT_ID_naive VRT_THUNK_NAIVE
#define VRT_ID_helper VRT_THUNK_HELPER
#define VRT_ID_(t) VRT_ID_##t
#define VRT_ID(t) VRT_ID_(t)
#ifndef CR_VRT_THUNK
#define CR_VRT_THUNK int80
#endif

int vrt_thunk = VRT_ID(CR_VRT_THUNK);
unsigned long vrt_sysinfo;

struct vrt_thread {
	pthread_t pt;
	void *(*fn)(void *);
	void *arg;
	volatile int cancel;      /* a cancel was requested */
	volatile int disabled;    /* acting on it (cleanup running): ignore */
	struct vrt_cleanup *cleanup;
	jmp_buf jb;
};

extern const char vrt_int80_cancel[], vrt_naive_cancel[], vrt_helper_cancel[];

static __thread struct vrt_thread *self;
static volatile int nocancel; /* what threads not created by vrt check */

const char *vrt_thunk_name(void)
{
	static const char *const names[] = {"int80", "naive", "helper"};
	return vrt_thunk >= 0 && vrt_thunk <= 2 ? names[vrt_thunk] : "?";
}

/* Acting on a cancel: entered from a thunk's cancel label (after the handler
 * moved the context there, or when the flag was set at entry) or from a
 * cancellation point's C code.  Runs the cleanup stack, then unwinds to the
 * start wrapper by longjmp. */
__attribute__((noreturn, visibility("hidden"))) void vrt_cancel_entry(void);
void vrt_cancel_entry(void)
{
	struct vrt_thread *t = self;
	t->disabled = 1;
	while (t->cleanup) {
		struct vrt_cleanup *c = t->cleanup;
		t->cleanup = c->next;
		c->fn(c->arg);
	}
	longjmp(t->jb, 1);
}

static int in(unsigned long ip, const char *b, const char *e)
{
	return ip >= (unsigned long)b && ip < (unsigned long)e;
}

/* The cancel signal: act only where the interrupted context is provably
 * before the syscall's side effect. */
static void on_cancel(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	greg_t *g = uc->uc_mcontext.gregs;
	struct vrt_thread *t = self;
	unsigned long ip = (unsigned long)g[REG_EIP];
	int e = errno;
	(void)sig;
	(void)si;

	if (!t || !t->cancel || t->disabled)
		return;
	if (in(ip, vrt_int80_begin, vrt_int80_end)) {
		g[REG_EIP] = (greg_t)(unsigned long)vrt_int80_cancel;
	} else if (in(ip, vrt_naive_begin, vrt_naive_end)) {
		g[REG_EIP] = (greg_t)(unsigned long)vrt_naive_cancel;
	} else if (in(ip, vrt_helper_begin, vrt_helper_end)) {
		g[REG_EIP] = (greg_t)(unsigned long)vrt_helper_cancel;
	} else if (vrt_thunk == VRT_THUNK_HELPER &&
		   pending_syscall_return_address(uc) == (unsigned long)vrt_helper_end &&
		   abort_pending_syscall(uc) == 0) {
		/* Now "returned -EINTR at vrt_helper_end" with the frame of
		 * vrt_sc_helper on the stack: take its cancel path. */
		g[REG_EIP] = (greg_t)(unsigned long)vrt_helper_cancel;
	}
	errno = e;
}

__attribute__((constructor)) static void vrt_init(void)
{
	struct sigaction sa;
	char err[256];

	if (VRT_CANCEL_SIGNAL < SIGRTMIN || VRT_CANCEL_SIGNAL > SIGRTMAX) {
		printf("1..0 # SKIP vrt: signal %d is not a free real-time signal here (SIGRTMIN %d)\n",
		       VRT_CANCEL_SIGNAL, SIGRTMIN);
		exit(77);
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_cancel;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigemptyset(&sa.sa_mask);
	if (sigaction(VRT_CANCEL_SIGNAL, &sa, NULL) < 0) {
		printf("Bail out! vrt: sigaction(%d): %s\n", VRT_CANCEL_SIGNAL, strerror(errno));
		exit(99);
	}
	if (vrt_helper_init(err, sizeof err) == 0) {
		vrt_sysinfo = vrt_helper_info()->sysinfo;
	} else if (vrt_thunk != VRT_THUNK_INT80) {
		printf("1..0 # SKIP vrt %s thunk: %s\n", vrt_thunk_name(), err);
		exit(77);
	}
}

static void *start(void *p)
{
	struct vrt_thread *t = p;
	void *r;
	self = t;
	if (setjmp(t->jb) == 0)
		r = t->fn(t->arg);
	else
		r = VRT_CANCELED;
	self = NULL;
	return r;
}

int vrt_thread_create(vrt_thread_t *out, void *(*fn)(void *), void *arg)
{
	struct vrt_thread *t = calloc(1, sizeof *t);
	int e;
	if (!t)
		return EAGAIN;
	t->fn = fn;
	t->arg = arg;
	if ((e = pthread_create(&t->pt, NULL, start, t))) {
		free(t);
		return e;
	}
	*out = t;
	return 0;
}

int vrt_thread_timedjoin(vrt_thread_t t, void **ret, long ms)
{
	void *r;
	int e;
	if ((e = cr_pthread_timedjoin(t->pt, &r, ms)))
		return e;
	if (ret)
		*ret = r;
	free(t);
	return 0;
}

vrt_thread_t vrt_thread_self(void)
{
	return self;
}

int vrt_cancel(vrt_thread_t t)
{
	__atomic_store_n(&t->cancel, 1, __ATOMIC_SEQ_CST);
	if (t == self) {
		vrt_testcancel();
		return 0;
	}
	/* The target may see the flag at its next cancellation point and exit
	 * before the signal is sent: glibc < 2.34 then says ESRCH (later ones
	 * return 0 for an exited, unjoined thread).  The cancel was delivered. */
	int e = pthread_kill(t->pt, VRT_CANCEL_SIGNAL);
	return e == ESRCH ? 0 : e;
}

void vrt_testcancel(void)
{
	struct vrt_thread *t = self;
	if (t && t->cancel && !t->disabled)
		vrt_cancel_entry();
}

int vrt_setcancelstate(int disable, int *old)
{
	struct vrt_thread *t = self;
	if (!t)
		return EINVAL;
	if (old)
		*old = t->disabled;
	t->disabled = disable;
	return 0;
}

void vrt_cleanup_push(struct vrt_cleanup *c, void (*fn)(void *), void *arg)
{
	struct vrt_thread *t = self;
	c->fn = fn;
	c->arg = arg;
	c->next = t ? t->cleanup : NULL;
	if (t)
		t->cleanup = c;
}

void vrt_cleanup_pop(struct vrt_cleanup *c, int execute)
{
	struct vrt_thread *t = self;
	if (t && t->cleanup == c)
		t->cleanup = c->next;
	if (execute)
		c->fn(c->arg);
}

long vrt_syscall_cp(long nr, long a, long b, long c, long d, long e, long f)
{
	struct vrt_thread *t = self;
	volatile int *flag = t && !t->disabled ? &t->cancel : &nocancel;
	long r;

	switch (vrt_thunk) {
	case VRT_THUNK_NAIVE:
		r = vrt_sc_naive(flag, nr, a, b, c, d, e, f, vrt_sysinfo);
		break;
	case VRT_THUNK_HELPER:
		r = vrt_sc_helper(flag, nr, a, b, c, d, e, f, vrt_sysinfo);
		break;
	default:
		r = vrt_sc_int80(flag, nr, a, b, c, d, e, f, 0);
		break;
	}
	/* A syscall the kernel does not restart returns -EINTR: not
	 * performed, so the cancel can act (close is the exception: Linux
	 * releases the descriptor even then, as musl assumes). */
	if (r == -EINTR && nr != SYS_close && t && t->cancel && !t->disabled)
		vrt_cancel_entry();
	return r;
}

long vrt_ret(long nr, long r)
{
	if (nr == SYS_close && r == -EINTR)
		return 0; /* the descriptor is gone either way */
	if (r < 0 && r > -4096) {
		errno = (int)-r;
		return -1;
	}
	return r;
}
