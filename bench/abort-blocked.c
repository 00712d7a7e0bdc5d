/* The abort path: a cancel that arrives while the cancellable syscall is
 * blocked in the kernel (read on an empty pipe).  One sample is the time
 * from cr_cancel() to the victim's cleanup handler running: signal delivery,
 * the implementation's decision (musl: IP range + rewrite to __cp_cancel;
 * glibc <= 2.40: async cancel + unwinding; 2.41: IP range; vdso-helper:
 * pending_syscall_return_address + abort_pending_syscall), the abort and the
 * unwind to the handler (musl src/thread/pthread_cancel.c; glibc bug 12683;
 * the 2016 RFC).  Built as cancel-join (-DBENCH_JOIN via cancel-join.c) it
 * measures cr_cancel() to joined instead.  stats_cpu: the victim's own CPU
 * time from just before the read to its cleanup handler (entering the
 * blocking read, the cancel signal's delivery, the decision, the abort and
 * the unwind; not the time it slept), steady on a loaded machine; for
 * cancel-join the same victim figure.  A cancellation that is lost (the
 * naive thunk) is counted, never waited for without a bound. */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "benchlib.h"
#include "cr_cancel.h"

#ifdef BENCH_JOIN
#define NAME "cancel-join"
#define END_TIME t1
#define WHAT "cancel of a thread blocked in read(pipe) until the join returns"
#else
#define NAME "abort-blocked"
#define END_TIME s->t_cleanup
#define WHAT "cancel of a thread blocked in read(pipe) until its cleanup handler runs"
#endif

#define LOST_BOUND_MS 200   /* a cancel not acted on by then is lost */
#define READY_BOUND_NS 2000000000ull

struct st {
	int pfd[2];
	volatile int ready;
	volatile long tid;
	volatile uint64_t t_cleanup;
	volatile uint64_t c_read, c_cleanup; /* the victim's CPU clock */
};
static struct st S;

static void cleanup(void *a)
{
	struct st *s = a;
	s->t_cleanup = cr_now_ns();
	s->c_cleanup = bench_thread_cpu_ns();
}

static void *victim(void *a)
{
	struct st *s = a;
	char b;
	CR_CLEANUP_PUSH(cleanup, s);
	s->tid = syscall(SYS_gettid);
	__atomic_store_n(&s->ready, 1, __ATOMIC_RELEASE);
	for (;;) {
		s->c_read = bench_thread_cpu_ns();
		(void)read(s->pfd[0], &b, 1);
		cr_testcancel();
	}
	CR_CLEANUP_POP(0);
	return NULL;
}

static void drain(int fd)
{
	int avail = 0;
	char b[64];
	while (ioctl(fd, FIONREAD, &avail) == 0 && avail > 0)
		if (read(fd, b, sizeof b) <= 0)
			break;
}

/* One sample: ns from cancel to cleanup (or join), *cpu the victim's CPU
 * time from just before the read to its cleanup handler; -1 lost; -2 error. */
static double sample(struct bench_ctx *c, struct st *s, double *cpu)
{
	cr_thread_t t;
	void *ret = NULL;
	uint64_t t0, t1, dl;
	int rc;
	s->ready = 0;
	s->t_cleanup = 0;
	s->c_read = s->c_cleanup = 0;
	if ((rc = cr_thread_create(&t, victim, s))) {
		snprintf(c->note, sizeof c->note, "thread create: %s", strerror(rc));
		return -2;
	}
	dl = cr_now_ns() + READY_BOUND_NS;
	while (!__atomic_load_n(&s->ready, __ATOMIC_ACQUIRE) || !bench_thread_asleep(s->tid)) {
		if (cr_now_ns() > dl) {
			snprintf(c->note, sizeof c->note, "victim never blocked in read");
			return -2;
		}
		sched_yield();
	}
	if (!c->threads) /* once: the victim blocked, this thread about to cancel */
		c->threads = bench_threads();
	t0 = cr_now_ns();
	cr_cancel(t);
	rc = cr_thread_timedjoin(t, &ret, LOST_BOUND_MS);
	t1 = cr_now_ns();
	if (rc == 0 && ret == CR_CANCELED && s->t_cleanup) {
		if (s->t_cleanup < t0 || s->t_cleanup > t1) {
			snprintf(c->note, sizeof c->note, "cleanup ran outside cancel..join");
			return -2;
		}
		*cpu = s->c_cleanup > s->c_read ? (double)(s->c_cleanup - s->c_read) : 0;
		return (double)(END_TIME - t0);
	}
	if (rc == 0) {
		snprintf(c->note, sizeof c->note, "victim returned without being cancelled");
		return -2;
	}
	/* Lost: wake the read; the victim then acts on the pending cancel at
	 * cr_testcancel().  Still bounded. */
	if (write(s->pfd[1], "x", 1) != 1 || cr_thread_timedjoin(t, &ret, 2000)) {
		snprintf(c->note, sizeof c->note, "lost cancel: victim not joined after waking it");
		return -2;
	}
	drain(s->pfd[0]);
	return -1;
}

static double run(struct bench_ctx *c, void *st, long n)
{
	struct st *s = st;
	double sum = 0;
	long good = 0, lost = 0;
	if (c->no_figure)
		return 0;
	while (good < n) {
		double cpu = 0, ns = sample(c, s, &cpu);
		if (ns == -2)
			return -1;
		if (ns == -1) {
			lost++;
			c->lost++;
			/* Every cancel lost: there is no figure to take. */
			if ((!good && lost >= 3) || lost > n) {
				c->no_figure = 1;
				snprintf(c->note, sizeof c->note,
					 "cancels lost: %ld of %ld not acted on within %d ms (this thunk loses the cancellation of a blocked call)",
					 lost, lost + good, LOST_BOUND_MS);
				return 0;
			}
			continue;
		}
		sum += ns;
		c->run_cpu_ns += cpu;
		good++;
	}
	return sum;
}

/* The victim's call, once, for the step engine (a byte is waiting: the
 * path to the kernel entry is the blocking call's, and it returns). */
static __attribute__((noinline)) void one(void *a)
{
	struct st *s = a;
	char b;
	(void)read(s->pfd[0], &b, 1);
	__asm__ volatile("" ::: "memory"); /* keep this a real call frame */
}

static int setup(struct bench_ctx *c, void **st)
{
	if (pipe(S.pfd)) {
		snprintf(c->note, sizeof c->note, "pipe: %s", strerror(errno));
		return -1;
	}
	/* the kernel entry, stepped in a thread of its own as the victim's */
	if (write(S.pfd[1], "x", 1) != 1 || bench_step_entry_thread(c, one, &S))
		return -1;
	drain(S.pfd[0]);
	*st = &S;
	return 0;
}

static void teardown(struct bench_ctx *c, void *st)
{
	struct st *s = st;
	(void)c;
	close(s->pfd[0]);
	close(s->pfd[1]);
}

static void record(struct bench_ctx *c, void *st, struct cr_json *j)
{
	(void)c;
	(void)st;
	cr_json_int(j, "lost_bound_ms", LOST_BOUND_MS);
}

static const struct bench_desc bench = {
	.name = NAME,
	.path = NAME,
	.what = WHAT,
	.iterations = 20, .reps = 20, .warmup = 2,
	.cpu_time = BENCH_CPU_RUN,
	.threads = BENCH_OWN_THREADS,
	.setup = setup,
	.run = run,
	.teardown = teardown,
	.record = record,
};

BENCH_MAIN(bench)
