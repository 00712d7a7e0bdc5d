/* The abort path, first half: a cancel that arrives while the cancellable
 * syscall is pending but not yet in the kernel.  The victim is stopped by a
 * breakpoint on the call's syscall instruction -- software (int3) or
 * hardware, whichever the engine's probes saw fire here -- (the
 * `syscall` inside __kernel_vsyscall for the vDSO thunks, musl's int $0x80
 * on i386, glibc's syscall inside read), the cancel is made pending there
 * (harness/step.h: the SIGTRAP handler waits while the step engine's thread
 * calls cr_cancel), and the sample is the time from cr_cancel() returning to
 * the victim's cleanup handler: signal delivery, the implementation's
 * decision (musl: IP range; glibc <= 2.40: async cancel; vdso-helper:
 * pending_syscall_return_address + abort_pending_syscall, 2016 RFC) and the
 * unwind.  The same stop with no cancel (the control) measures the engine's
 * own hand-back (futex wake, sigreturn) plus the rest of the call; the record
 * carries both and their difference.  stats_cpu and control.cpu: the
 * victim's own CPU time over the same spans (from the call), steady on a
 * loaded machine.  glibc bug 12683. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "benchlib.h"
#include "cr_cancel.h"
#include "probe.h"
#include "step.h"
#include "x86.h"

#define JOIN_BOUND_MS 2000

struct st {
	int pfd[2];
	int control;                  /* this sample: stop without cancelling */
	cr_thread_t self;
	volatile uint64_t t_fire, t_cleanup, t_ret;
	volatile uint64_t c_call, c_cleanup, c_ret; /* the victim's CPU clock */
	int threads;                  /* alive at the first call (the path's) */
	struct cr_step_path path;
	uintptr_t k_ip;
	int k, k_occ;
	double *ctl;                  /* control samples (ns per sample) */
	double *ctlcpu;               /* their victim CPU time */
	long nctl, capctl;
	char ksym[96];
};
static struct st S;

static __attribute__((noinline)) ssize_t do_read(int fd, char *b)
{
	ssize_t r = read(fd, b, 1);
	__asm__ volatile("" ::: "memory"); /* keep this a real call frame */
	return r;
}

static void fire(void *arg)
{
	struct st *s = arg;
	if (!s->control)
		cr_cancel(s->self);
	s->t_fire = cr_now_ns();
}

static void cleanup(void *a)
{
	struct st *s = a;
	s->t_cleanup = cr_now_ns();
	s->c_cleanup = bench_thread_cpu_ns();
}

static struct cr_step_plan plan;
static struct cr_probes probes;

static void *victim(void *a)
{
	struct st *s = a;
	struct cr_step_result r;
	char b;
	CR_CLEANUP_PUSH(cleanup, s);
	s->self = cr_thread_self();
	if (!s->threads) /* once, in the path's call: this one, main, canceller */
		s->threads = bench_threads();
	cr_step_arm(&plan);
	s->c_call = bench_thread_cpu_ns();
	(void)do_read(s->pfd[0], &b);
	s->t_ret = cr_now_ns(); /* before disarm, which may wait for the engine */
	s->c_ret = bench_thread_cpu_ns();
	cr_step_disarm(&r);
	cr_testcancel(); /* a cancel the call did not act on acts here */
	CR_CLEANUP_POP(0);
	return NULL;
}

/* One stopped call: 0, *ns (wall) and *cpu (the victim's CPU time from the
 * call to its cleanup handler, or to its return for the control), or -1
 * with a note (harness error). */
static int one(struct bench_ctx *c, struct st *s, int control, double *ns, double *cpu,
	       int *acted)
{
	cr_thread_t t;
	void *ret = NULL;
	int avail = 0, rc;
	s->control = control;
	s->t_fire = s->t_cleanup = s->t_ret = 0;
	s->c_call = s->c_cleanup = s->c_ret = 0;
	if (ioctl(s->pfd[0], FIONREAD, &avail) == 0 && avail == 0 && write(s->pfd[1], "x", 1) != 1) {
		snprintf(c->note, sizeof c->note, "pipe refill: %s", strerror(errno));
		return -1;
	}
	if ((rc = cr_thread_create(&t, victim, s))) {
		snprintf(c->note, sizeof c->note, "thread create: %s", strerror(rc));
		return -1;
	}
	if (cr_thread_timedjoin(t, &ret, JOIN_BOUND_MS)) {
		snprintf(c->note, sizeof c->note, "victim not joined within %d ms", JOIN_BOUND_MS);
		return -1;
	}
	if (!s->t_fire) {
		snprintf(c->note, sizeof c->note, "the breakpoint at %s never fired", s->ksym);
		return -1;
	}
	*acted = s->t_cleanup && !s->t_ret;
	if (control) {
		if (ret == CR_CANCELED || !s->t_ret) {
			snprintf(c->note, sizeof c->note, "control call did not return normally");
			return -1;
		}
		*ns = (double)(s->t_ret - s->t_fire);
		*cpu = s->c_ret > s->c_call ? (double)(s->c_ret - s->c_call) : 0;
	} else {
		if (ret != CR_CANCELED || !s->t_cleanup) {
			snprintf(c->note, sizeof c->note, "victim was not cancelled");
			return -1;
		}
		*ns = (double)(s->t_cleanup - s->t_fire);
		*cpu = s->c_cleanup > s->c_call ? (double)(s->c_cleanup - s->c_call) : 0;
	}
	return 0;
}

static double run(struct bench_ctx *c, void *p, long n)
{
	struct st *s = p;
	double sum = 0;
	c->threads = s->threads;
	if (c->no_figure)
		return 0;
	for (long i = 0; i < n; i++) {
		double ns, cns, cpu = 0, ccpu = 0;
		int acted, cacted;
		if (one(c, s, 0, &ns, &cpu, &acted) || one(c, s, 1, &cns, &ccpu, &cacted))
			return -1;
		if (!acted) {
			/* Not acted on at the stop: the read was performed and
			 * the cancel acted later, at cr_testcancel(). */
			if (++c->lost >= 3 && c->lost > s->nctl / 2) {
				c->no_figure = 1;
				snprintf(c->note, sizeof c->note,
					 "the pending cancel was not acted on at %s in %ld of %ld stops: the call was performed (this thunk cannot see a call pending in the vDSO)",
					 s->ksym, c->lost, s->nctl + 1);
				return 0;
			}
		}
		if (s->nctl == s->capctl) {
			s->capctl = s->capctl ? 2 * s->capctl : 256;
			s->ctl = realloc(s->ctl, (size_t)s->capctl * sizeof *s->ctl);
			s->ctlcpu = realloc(s->ctlcpu, (size_t)s->capctl * sizeof *s->ctlcpu);
			if (!s->ctl || !s->ctlcpu)
				cr_fatal("out of memory");
		}
		s->ctlcpu[s->nctl] = ccpu;
		s->ctl[s->nctl++] = cns;
		sum += ns;
		c->run_cpu_ns += cpu;
	}
	return sum;
}

static int setup(struct bench_ctx *c, void **st)
{
	cr_thread_t t;
	int e;
	char obj[128];
	if (pipe(S.pfd)) {
		snprintf(c->note, sizeof c->note, "pipe: %s", strerror(errno));
		return -1;
	}
	if ((e = cr_step_init()) < 0) {
		snprintf(c->note, sizeof c->note, "step engine: %s", strerror(-e));
		return -1;
	}
	/* A breakpoint counts once it has fired: the probes choose the way
	 * to stop at the syscall instruction (a software breakpoint where the
	 * debug registers never fire). */
	cr_probe_run(&probes);
	if (probes.how < 0 || probes.how == CR_STEP_FIRE_TF) {
		snprintf(c->note, sizeof c->note, "no breakpoint fires here: %s", probes.reason);
		return CR_EXIT_SKIP;
	}
	/* Record the call's path once (single-step), in a victim thread. */
	memset(&plan, 0, sizeof plan);
	plan.how = CR_STEP_RECORD;
	plan.entry = (uintptr_t)do_read;
	plan.path = &S.path;
	plan.fire = fire;
	plan.arg = &S;
	plan.bound_ms = JOIN_BOUND_MS;
	S.control = 1;
	if (write(S.pfd[1], "x", 1) != 1 || cr_thread_create(&t, victim, &S) ||
	    cr_thread_timedjoin(t, NULL, JOIN_BOUND_MS)) {
		snprintf(c->note, sizeof c->note, "recording the path failed");
		return -1;
	}
	if (!S.path.complete) {
		snprintf(c->note, sizeof c->note, "path of read() not recorded (%d boundaries%s)",
			 S.path.n, S.path.overflow ? ", overflow" : "");
		return -1;
	}
	S.k = -1;
	for (int k = 0; k < S.path.n && S.k < 0; k++)
		if (cr_insn_is_syscall(S.path.ip[k]))
			S.k = k;
	if (S.k < 0) {
		snprintf(c->note, sizeof c->note, "no syscall instruction on read()'s path");
		return -1;
	}
	bench_entry_of_path(&S.path, S.threads, &c->ent);
	c->entry = c->ent.text;
	S.k_ip = S.path.ip[S.k];
	S.k_occ = 0;
	for (int k = 0; k <= S.k; k++)
		S.k_occ += S.path.ip[k] == S.k_ip;
	cr_step_symbolize(S.k_ip, S.ksym, sizeof S.ksym, obj, sizeof obj);
	plan.how = (enum cr_step_how)probes.how;
	plan.path = NULL;
	plan.k = S.k;
	plan.k_ip = S.k_ip;
	plan.k_occurrence = S.k_occ;
	snprintf(c->note, sizeof c->note, "stopped at boundary %d of %d: %s (%s), a %s, by %s", S.k,
		 S.path.n, S.ksym, obj, "syscall instruction not yet executed",
		 cr_step_method_names[probes.how]);
	*st = &S;
	return 0;
}

static void control_stats(struct bench_ctx *c, struct st *s, struct bench_stats *cs,
			  struct bench_stats *ccpu)
{
	/* Control samples of the measured reps only (the warm-up's first). */
	long skip = s->nctl - c->reps * c->iterations;
	if (skip < 0)
		skip = 0;
	bench_stats(s->ctl + skip, s->nctl - skip, cs);
	bench_stats(s->ctlcpu + skip, s->nctl - skip, ccpu);
}

static void teardown(struct bench_ctx *c, void *st)
{
	struct st *s = st;
	struct bench_stats cs, ccpu;
	control_stats(c, s, &cs, &ccpu);
	if (cs.n)
		cr_diag("control (same stop, no cancel): median %.1f ns (p10 %.1f, p90 %.1f, %ld samples); victim CPU %.1f ns",
			cs.median, cs.p10, cs.p90, cs.n, ccpu.median);
	cr_step_fini();
	close(s->pfd[0]);
	close(s->pfd[1]);
	free(s->ctl);
	free(s->ctlcpu);
}

static void record(struct bench_ctx *c, void *p, struct cr_json *j)
{
	struct st *s = p;
	struct bench_stats cs, ccpu;
	control_stats(c, s, &cs, &ccpu);
	cr_json_obj(j, "stop");
	cr_json_int(j, "boundary", s->k);
	cr_json_int(j, "boundaries", s->path.n);
	cr_json_str(j, "symbol", s->ksym);
	cr_json_int(j, "occurrence", s->k_occ);
	cr_json_end(j);
	cr_json_obj(j, "control");
	cr_json_str(j, "what", "the same stop without a cancel: engine hand-back + rest of the call (ns)");
	bench_stats_json(j, &cs, 0);
	cr_json_int(j, "samples", cs.n);
	cr_json_obj(j, "cpu");
	cr_json_str(j, "what", "the victim's CPU time from the call to its return (ns)");
	bench_stats_json(j, &ccpu, 0);
	cr_json_end(j);
	cr_json_end(j);
}

static const struct bench_desc bench = {
	.name = "abort-pending",
	.path = "abort-pending",
	.what = "cancel made pending at the syscall instruction (not yet in the kernel) until the cleanup handler runs",
	.iterations = 20, .reps = 20, .warmup = 2,
	.cpu_time = BENCH_CPU_RUN,
	.threads = BENCH_OWN_THREADS,
	.setup = setup,
	.run = run,
	.teardown = teardown,
	.record = record,
};

BENCH_MAIN(bench)
