/* The deterministic sweep (--sweep): for one call of the cancellation point,
 * deliver the cancel at instruction boundary 0, 1, ..., M-1 (from the
 * wrapper's entry to the instruction it returns to) and judge each run with
 * the hammer's own accounting (cr_trial).  Finds the race every time and
 * says where: glibc bug 12683's async-cancel window is a range of symbols.
 * The engine is step.c (harness/README, "The sweep").
 *
 * One child process, forked once per sweep, proves the engine's mechanisms
 * (probe.c), records the path once by single-stepping, then runs every
 * boundary as an in-process trial, as the hammer runs its trials, reaching
 * it by the method the probes chose.  A boundary that crashes or hangs the
 * child is that boundary's verdict (after one retry); a new child goes on
 * from the next boundary.  A fork costs milliseconds on some hosts, a trial
 * a tenth of one.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mode.h"
#include "probe.h"
#include "step.h"
#include "sweep.h"
#include "x86.h"

/* Outcome of one run, written by the child into shared memory. */
struct bres {
	int done;
	int returned, recorded;    /* the call returned; op() recorded its effect */
	int err;                   /* errno after the call (when nothing recorded) */
	int counts[CR_V_COUNT];
	int cancelled, timed_out, performed, reruns;
	uint64_t t_end;            /* when the run ended (CLOCK_MONOTONIC) */
	struct cr_step_result s;
};

/* A run: boundary k, or (in_kernel) the cancel while blocked in the
 * syscall entered at boundary k; how: the method that reaches it (-1: the
 * sweep's own). */
struct run {
	int k, in_kernel, how;
};

#define MAX_RUNS (2 * CR_STEP_MAX)

/* Between the parent and its children. */
struct shared {
	struct cr_probes probes;
	int probed;
	int recorded;              /* 1 path recorded, -1 recording failed */
	int rec_status;            /* the recording child's wait status (-1 hung) */
	int record_only;           /* record into path2 and stop (the re-record) */
	double record_ms;          /* the recording trial's cost */
	int recorded2;
	struct cr_step_path path, path2;
	int nruns;
	volatile int cur;          /* the run in progress (-1: none) */
	volatile int next;         /* the run a new child starts at */
	volatile unsigned beat;    /* bumped by every run's start and end */
	uint64_t t_runs;           /* the first run's start (CLOCK_MONOTONIC) */
	struct run runs[MAX_RUNS];
	struct bres res[MAX_RUNS];
};

/* Boundary verdicts beyond the race verdicts (harness/verdicts.def: ok, and
 * the run's own trouble).  skipped: single-stepping cannot stop at a
 * syscall's return address, or a boundary in the vDSO's clock code was off
 * this run's path. */
enum {
	B_BEFORE_FIRST = CR_V_COUNT - 1,
#define CR_BOUNDARY(id, name, meaning, colour) B_##id,
#include "verdicts.def"
	B_NVERDICTS
};
static const char *bname(int b)
{
	static const char *const extra[] = {
#define CR_BOUNDARY(id, name, meaning, colour) name,
#include "verdicts.def"
	};
	return b < CR_V_COUNT ? cr_verdict_names[b] : extra[b - CR_V_COUNT];
}

struct boundary {
	uintptr_t ip;
	int k, in_kernel;          /* in_kernel: cancelled while blocked in the
				    * syscall entered at boundary k */
	int verdict, performed, sig;
	int how;                   /* its method, when not the sweep's (-1) */
	int returned, err;         /* the call returned (to op); its errno */
	long traps;
	char sym[96];
};

/* ---- in the child ------------------------------------------------------ */

static struct cr_step_plan plan;
static struct shared *sh;
static cr_thread_t victim;
static int recorded0;
static long received0;
static struct bres *cur_res;

static void fire(void *arg)
{
	(void)arg;
	cr_cancel(victim);
}

static void before_op(struct cr_victim *v, void *arg)
{
	(void)arg;
	recorded0 = v->recorded;
	received0 = v->received;
	victim = cr_thread_self();
	cr_step_arm(&plan); /* on failure nothing fires: after_op cancels */
}

static void after_op(struct cr_victim *v, void *arg)
{
	int e = errno;
	(void)arg;
	cr_step_disarm(&cur_res->s);
	cur_res->returned = 1;
	cur_res->recorded = v->recorded != recorded0 || v->received != received0;
	cur_res->err = cur_res->recorded ? 0 : e;
	if (!cur_res->s.fired) /* recording, or the path diverged: end the trial */
		cr_cancel(victim);
}

/* One trial under plan into *out.  Returns 0, or 1 when the victim was
 * left behind (a lost cancellation): the child cannot go on. */
static int trial(struct cr_ctx *c, struct bres *out, uint64_t seed)
{
	/* The victim settles the path first: one whole, unobserved call in the
	 * same thread, so that the one-time work of a first call (lazy
	 * binding, an interposer's dlsym(RTLD_NEXT) on first use -- per thread
	 * in libeatmydata --, first-use allocation) is done before the call
	 * that is recorded, or stopped at boundary k. */
	struct cr_trial_hooks h = {.before_op = before_op, .after_op = after_op, .one_op = 1, .no_cancel = 1,
				   .warm_op = !c->race->one_op};
	struct cr_trial_result r;
	struct cr_rng rng = {seed};
	/* a waker the race runs must not wake the victim before the
	 * canceller acted on (or watched) its blocked call */
	if (plan.in_kernel || plan.watch)
		h.hold_us = 2000;
	memset(out, 0, sizeof *out);
	cur_res = out;
	cr_trial(c, &h, &rng, &r);
	cr_step_peek(&out->s);
	memcpy(out->counts, r.counts, sizeof r.counts);
	out->cancelled = r.cancelled;
	out->timed_out = r.timed_out;
	out->performed = r.performed;
	out->t_end = cr_now_ns();
	out->done = 1;
	return r.timed_out;
}

/* Record the path into pa: a trial under a RECORD plan.  1, or -1. */
static int record(struct cr_ctx *c, struct cr_step_path *pa)
{
	struct bres r;
	memset(&plan, 0, sizeof plan);
	plan.how = CR_STEP_RECORD;
	plan.entry = (uintptr_t)c->race->fn;
	plan.path = pa;
	plan.fire = fire;
	plan.bound_ms = c->opt.bound_ms;
	trial(c, &r, c->opt.seed);
	return pa->complete ? 1 : -1;
}

static int in_vdso(uintptr_t ip);

/* A software breakpoint is the whole process's: every thread that meets it
 * traps, and a thread that meets it with SIGTRAP blocked is killed by it.
 * glibc and musl block every signal in a thread's last syscalls (thread
 * exit, and glibc's pthread_create and pthread_kill), on i386 every
 * syscall of every thread returns through __kernel_vsyscall, and every
 * thread reads the clock in the vDSO (a race's helpers too: musl's
 * sem_timedwait reads it on its path, and a helper that met its int3 hung
 * the run, 2 s a boundary for some 70 boundaries).  So a boundary in the
 * vDSO, and one whose software-breakpoint run crashed with SIGTRAP or
 * diverged (other threads kept meeting it), is reached by a mechanism of
 * the victim thread alone: a hardware breakpoint where proven, else
 * single-step.  -1: none better than the sweep's own. */
static int per_thread_how(void)
{
	if (sh->probes.how != CR_STEP_FIRE_SW)
		return -1;
	if (sh->probes.method[CR_STEP_FIRE_BP].works)
		return CR_STEP_FIRE_BP;
	return sh->probes.method[CR_STEP_FIRE_TF].works ? CR_STEP_FIRE_TF : -1;
}

static int run_how(uintptr_t ip)
{
	return in_vdso(ip) ? per_thread_how() : -1;
}

static int how_of(const struct run *ru)
{
	return ru->how >= 0 ? ru->how : sh->probes.how;
}

/* The order of the runs: the boundaries right after a syscall instruction
 * first (where a window is, it starts there, so a race is seen in the
 * first runs), then the rest, then the in-kernel runs. */
static void plan_runs(void)
{
	const struct cr_step_path *pa = &sh->path;
	static unsigned char queued[CR_STEP_MAX];
	int n = 0;
	/* the path's part only: a page the child writes is a page it copies
	 * (some 13 us a page on a nested hypervisor) */
	memset(queued, 0, (size_t)pa->n);
	for (int k = 0; k + 1 < pa->n; k++)
		if (cr_insn_is_syscall(pa->ip[k]) && !queued[k + 1]) {
			sh->runs[n++] = (struct run){k + 1, 0, run_how(pa->ip[k + 1])};
			queued[k + 1] = 1;
		}
	for (int k = 0; k < pa->n; k++)
		if (!queued[k])
			sh->runs[n++] = (struct run){k, 0, run_how(pa->ip[k])};
	for (int k = 0; k < pa->n; k++)
		if (cr_insn_is_syscall(pa->ip[k]))
			sh->runs[n++] = (struct run){k, 1, -1};
	sh->nruns = n;
}

/* The plan of run i, by method how. */
static void plan_run(struct cr_ctx *c, int i)
{
	const struct cr_step_path *pa = &sh->path;
	const struct run *ru = &sh->runs[i];
	memset(&plan, 0, sizeof plan);
	plan.how = (enum cr_step_how)how_of(ru);
	plan.entry = (uintptr_t)c->race->fn;
	plan.fire = fire;
	plan.bound_ms = c->opt.bound_ms;
	plan.k = ru->k;
	plan.k_ip = pa->ip[ru->k];
	plan.in_kernel = ru->in_kernel;
	/* the first syscall from k on: does the victim still block in it? */
	for (int j = ru->k; j < pa->n && !ru->in_kernel; j++)
		if (pa->nr[j] >= 0) {
			plan.watch = 1;
			plan.watch_nr = pa->nr[j];
			break;
		}
	for (int j = 0; j <= ru->k; j++)
		plan.k_occurrence += pa->ip[j] == plan.k_ip;
}

static int judge(unsigned verdicts, const struct bres *r, uintptr_t want, int in_kernel);

static int run_now = -1;

static int in_vdso(uintptr_t ip);

static int through_vdso(const struct cr_step_path *pa)
{
	for (int k = 0; k < pa->n; k++)
		if (in_vdso(pa->ip[k]))
			return 1;
	return 0;
}

int cr_sweep_run(void)
{
	return run_now;
}

static __attribute__((noreturn)) void child(struct cr_ctx *c)
{
	int e;
	if ((e = cr_step_init()) < 0) {
		cr_diag("sweep: step engine: %s", strerror(-e));
		_exit(CR_EXIT_ERROR);
	}
	if (!sh->probed) {
		cr_probe_run(&sh->probes);
		sh->probed = 1;
	}
	if (sh->probes.how < 0)
		_exit(0);
	run_now = 0;
	cr_slow_path_short();
	if (sh->record_only) {
		sh->recorded2 = record(c, &sh->path2);
		_exit(0);
	}
	if (!sh->recorded) {
		uint64_t t0 = cr_now_ns();
		sh->recorded = record(c, &sh->path);
		/* The vDSO's clock code retries its read when the kernel updated
		 * the clock meanwhile, which a single-stepped read (13 us a
		 * step) often meets: a path through it is recorded again until
		 * the shortest (the one without a retry) was seen twice, at
		 * most 8 times. */
		for (int again = 0, seen = 1; again < 7 && seen < 2 && sh->recorded > 0 &&
					      through_vdso(&sh->path); again++) {
			if (record(c, &sh->path2) <= 0 || sh->path2.n > sh->path.n)
				continue;
			if (sh->path2.n == sh->path.n) {
				seen++;
				continue;
			}
			cr_diag("sweep %s: the path recorded again is shorter (%d boundaries, not %d): a retry of the vDSO's clock read left out",
				c->name, sh->path2.n, sh->path.n);
			memcpy(&sh->path, &sh->path2, sizeof sh->path);
			seen = 1;
		}
		sh->record_ms = (cr_now_ns() - t0) / 1e6;
		if (sh->recorded < 0)
			_exit(0);
		plan_runs();
	}
	if (!sh->t_runs)
		sh->t_runs = cr_now_ns();
	for (int i = sh->next; i < sh->nruns; i++) {
		struct bres *r = &sh->res[i];
		int v;
		if (c->opt.sweep_only >= 0 && sh->runs[i].k != c->opt.sweep_only)
			continue;
		sh->cur = i;
		run_now = i + 1;
		__atomic_add_fetch(&sh->beat, 1, __ATOMIC_SEQ_CST);
		plan_run(c, i);
		if (trial(c, r, c->opt.seed + (uint64_t)i))
			_exit(0); /* a victim left blocked: a new child goes on */
		/* diverged or timed out: a loaded machine can cause it once */
		v = judge(c->verdicts, r, plan.k_ip, plan.in_kernel);
		if (v == B_ERROR || (v == B_DIVERGED && !(plan.in_kernel && r->s.returned))) {
			int reruns = r->reruns + 1;
			if (v == B_DIVERGED && plan.how == CR_STEP_FIRE_SW && per_thread_how() >= 0) {
				sh->runs[i].how = per_thread_how();
				plan_run(c, i);
			}
			if (trial(c, r, c->opt.seed + (uint64_t)i))
				_exit(0);
			r->reruns = reruns;
		}
		__atomic_add_fetch(&sh->beat, 1, __ATOMIC_SEQ_CST);
	}
	sh->cur = -1;
	_exit(0); /* a lost cancellation leaves the victim blocked: _exit ends it */
}

/* ---- in the parent ----------------------------------------------------- */

/* Copy the child's output to ours as diagnostics ("Bail out!" from a child
 * is a boundary's harness error, not the program's). */
static void relay(char *buf, size_t *n, int last)
{
	char *p = buf, *nl;
	buf[*n] = 0;
	while ((nl = strchr(p, '\n')) || (last && *p)) {
		if (nl)
			*nl = 0;
		cr_diag("%s", p[0] == '#' ? p + (p[1] == ' ' ? 2 : 1) : p);
		p = nl ? nl + 1 : p + strlen(p);
	}
	*n = strlen(p);
	memmove(buf, p, *n);
}

/* Run one child from run sh->next until it ends: its wait status; *hung
 * when it made no progress within the bound of one run and was killed. */
static int run_child(struct cr_ctx *c, int *hung, int *forks)
{
	int pfd[2], st = 0;
	char out[4096];
	size_t n = 0;
	pid_t pid;
	/* one run may wait a bound in the trap handler and one in the join */
	uint64_t bound = (2 * (uint64_t)c->opt.bound_ms + 1000) * 1000000ull;
	uint64_t deadline = cr_now_ns() + bound + 2000000000ull; /* + probes, record */
	unsigned beat = sh->beat;

	*hung = 0;
	if (pipe2(pfd, O_CLOEXEC) < 0)
		cr_fatal("sweep: pipe: %s", strerror(errno));
	pid = fork();
	if (pid < 0)
		cr_fatal("sweep: fork: %s", strerror(errno));
	if (pid == 0) {
		dup2(pfd[1], 1);
		dup2(pfd[1], 2);
		close(pfd[0]);
		child(c);
	}
	(*forks)++;
	close(pfd[1]);
	for (;;) {
		struct pollfd p = {pfd[0], POLLIN, 0};
		uint64_t now = cr_now_ns();
		ssize_t r;
		if (sh->beat != beat) {
			beat = sh->beat;
			deadline = now + bound;
		}
		if (now >= deadline) {
			kill(pid, SIGKILL);
			*hung = 1;
			break;
		}
		if (poll(&p, 1, 20) == 0)
			continue;
		r = read(pfd[0], out + n, sizeof out - n - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
		if (n == sizeof out - 1)
			out[n - 1] = '\n';
		relay(out, &n, 0);
	}
	relay(out, &n, 1);
	close(pfd[0]);
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	return st;
}

/* A throw-away cancel so the libc's lazy parts (glibc loads libgcc_s for the
 * unwinder on the first pthread_cancel; musl installs its handler) are done
 * once, before the children inherit them. */
static void *warm_victim(void *arg)
{
	for (;;) {
		struct timespec ts = {0, 1000000};
		cr_testcancel();
		nanosleep(&ts, NULL);
	}
	return arg;
}

static void warm_up(void)
{
	cr_thread_t t;
	void *ret;
	if (cr_thread_create(&t, warm_victim, NULL))
		return;
	cr_cancel(t);
	cr_thread_timedjoin(t, &ret, 2000);
}

/* The verdict of one run from what the child wrote. */
static int judge(unsigned verdicts, const struct bres *r, uintptr_t want, int in_kernel)
{
	int v;
	if (!r->done)
		return B_ERROR;
	if (!in_kernel && r->s.fire_timeout)
		return B_ERROR; /* the canceller never ran: no verdict */
	if (!in_kernel && !r->s.fired) /* never at k: no cancel was sent, so
					* a victim left blocked is no lost cancel */
		return r->s.unreachable ? B_SKIPPED : B_DIVERGED;
	for (v = 0; v < CR_V_COUNT; v++)
		if (r->counts[v] && (verdicts & CR_VMASK(v)))
			return v;
	if (!r->s.fired && r->s.unreachable)
		return B_SKIPPED;
	if (!r->s.fired || r->s.fired_ip != want)
		return B_DIVERGED;
	return B_OK;
}

static int in_vdso(uintptr_t ip)
{
	uintptr_t lo, hi;
	return cr_vdso_range(&lo, &hi) == 0 && ip >= lo && ip < hi;
}

/* One sweep's state, phase to phase. */
struct sweep {
	struct cr_ctx *c;
	int m, nk;               /* boundaries; in-kernel boundaries run */
	struct boundary *b, *kb;
	int *bad;                /* per run: a child's crash/hang/error verdict */
	int nb[B_NVERDICTS];     /* boundaries (both kinds) per verdict */
	int nwin;
	int rerecorded;          /* the path was recorded again after a divergence */
	int forks, retried;      /* children; runs retried in a new child */
	long traps;
	uint64_t t0, t_first;      /* start; the first race verdict */
	double elapsed, record_ms;
};

static void name_unnamed(struct boundary *b, int m);

/* Symbols for every boundary (in the parent, after the runs: the sweep's
 * own cost is the runs). */
static void symbolize(struct sweep *w)
{
	for (int k = 0; k < w->m; k++)
		cr_step_symbolize(w->b[k].ip, w->b[k].sym, sizeof w->b[k].sym, NULL, 0);
	name_unnamed(w->b, w->m);
	for (int i = 0; i < w->nk; i++)
		memcpy(w->kb[i].sym, w->b[w->kb[i].k].sym, sizeof w->kb[i].sym);
}

/* Children until every run is done.  A run that crashed, hung or failed its
 * child is run once more in a new child; the second outcome stands. */
static void run_children(struct sweep *w)
{
	static unsigned char retried[MAX_RUNS]; /* zero but for the runs of a sweep before */
	memset(retried, 0, (size_t)sh->nruns);
	sh->next = 0;
	for (;;) {
		int hung, st, i, v;
		sh->cur = -1;
		st = run_child(w->c, &hung, &w->forks);
		i = sh->cur;
		if (!sh->probed || sh->probes.how < 0 || sh->recorded <= 0) {
			if (sh->probed && sh->probes.how >= 0 && !sh->recorded)
				sh->recorded = -1; /* the recording child died */
			sh->rec_status = hung ? -1 : st;
			return;
		}
		if (i < 0 && !hung && WIFEXITED(st) && !WEXITSTATUS(st))
			return; /* every run done */
		if (i < 0) { /* died between runs: go on where it stood */
			if (w->forks > sh->nruns + 8)
				return;
			continue;
		}
		v = hung ? B_HANG : WIFSIGNALED(st) ? B_CRASH : sh->res[i].timed_out ? -1 : B_ERROR;
		if (how_of(&sh->runs[i]) == CR_STEP_FIRE_SW && per_thread_how() >= 0 &&
		    ((v == B_CRASH && WTERMSIG(st) == SIGTRAP) || (v < 0 && !sh->res[i].s.fired))) {
			/* another thread met the int3 with SIGTRAP blocked, or
			 * the victim, off its path, was left blocked (a thread
			 * it waits for held at the int3) */
			sh->runs[i].how = per_thread_how();
			retried[i] = 0;
			if (v < 0)
				v = B_HANG;
		}
		if (v >= 0 && !retried[i]) {
			retried[i] = 1;
			w->retried++;
			cr_diag("sweep k=%d%s: %s; run once more in a new child%s%s", sh->runs[i].k,
				sh->runs[i].in_kernel ? "+kernel" : "", bname(v),
				sh->runs[i].how >= 0 ? ", by " : "",
				sh->runs[i].how >= 0 ? cr_step_method_names[sh->runs[i].how] : "");
			sh->next = i;
			continue;
		}
		if (v >= 0) {
			w->bad[i] = v == B_CRASH ? B_CRASH + 0x100 * WTERMSIG(st) : v;
			sh->res[i].done = 0;
		}
		sh->next = i + 1;
	}
}

/* The runs' outcomes as boundaries: w->b by k, w->kb the in-kernel ones
 * that blocked. */
static void collect(struct sweep *w)
{
	struct cr_ctx *c = w->c;
	memset(w->nb, 0, sizeof w->nb);
	w->nk = 0;
	w->traps = 0;
	for (int k = 0; k < w->m; k++) {
		w->b[k].ip = sh->path.ip[k];
		w->b[k].k = k;
		w->b[k].verdict = -1;
	}
	for (int i = 0; i < sh->nruns; i++) {
		const struct run *ru = &sh->runs[i];
		const struct bres *r = &sh->res[i];
		struct boundary *x = ru->in_kernel ? &w->kb[w->nk] : &w->b[ru->k];
		if (c->opt.sweep_only >= 0 && ru->k != c->opt.sweep_only)
			continue;
		x->ip = sh->path.ip[ru->k];
		x->k = ru->k;
		x->in_kernel = ru->in_kernel;
		x->how = ru->how;
		x->sig = 0;
		if (w->bad[i]) {
			x->verdict = w->bad[i] & 0xff;
			x->sig = w->bad[i] >> 8;
		} else {
			x->verdict = judge(c->verdicts, r, x->ip, ru->in_kernel);
		}
		if (r->reruns)
			cr_diag("sweep k=%d%s: run twice in the child (the first diverged or timed out), %s the second time",
				ru->k, ru->in_kernel ? "+kernel" : "", bname(x->verdict));
		if (x->verdict == B_DIVERGED && !ru->in_kernel && in_vdso(x->ip)) {
			/* The vDSO's clock code (musl's timed waits read the
			 * clock) takes a path that depends on the clock
			 * source's state: its boundaries are no fixed point. */
			cr_diag("sweep k=%d: in the vDSO, off this run's path: skipped", ru->k);
			x->verdict = B_SKIPPED;
		}
		x->performed = r->performed || r->recorded;
		x->returned = r->returned;
		x->err = r->err;
		x->traps = r->s.traps;
		if (ru->in_kernel && x->verdict == B_DIVERGED && r->s.returned) {
			cr_diag("sweep k=%d+kernel: the syscall returned before the canceller saw it blocked: no in-kernel boundary",
				ru->k);
			continue;
		}
		/* Cancelled while blocked, yet the call completed: the cancel
		 * did not act on the blocked call (only the test's own wake-up
		 * ended it; a real caller would block on): lost. */
		if (ru->in_kernel && x->verdict == B_OK && x->performed && r->s.blocked &&
		    (c->verdicts & CR_VMASK(CR_V_LOST_CANCEL)))
			x->verdict = CR_V_LOST_CANCEL;
		/* Cancel pending before the syscall, and the victim still
		 * blocked in it: lost the same way. */
		if (!ru->in_kernel && x->verdict == B_OK && x->performed && r->s.blocked_after &&
		    (c->verdicts & CR_VMASK(CR_V_LOST_CANCEL)))
			x->verdict = CR_V_LOST_CANCEL;
		if (x->verdict > B_OK)
			cr_diag("sweep k=%d%s: %s%s%.0d", ru->k, ru->in_kernel ? "+kernel" : "",
				bname(x->verdict), x->sig ? ", signal " : "", x->sig);
		w->traps += x->traps;
		w->nb[x->verdict]++;
		if (ru->in_kernel)
			w->nk++;
	}
}

/* When the first race verdict was written: the run's end, from the
 * children's clock (shared: CLOCK_MONOTONIC). */
static uint64_t first_detection(const struct sweep *w)
{
	uint64_t t = 0;
	for (int i = 0; i < sh->nruns; i++) {
		const struct bres *r = &sh->res[i];
		int v = r->done && !w->bad[i] ? judge(w->c->verdicts, r, sh->path.ip[sh->runs[i].k],
						      sh->runs[i].in_kernel) : B_ERROR;
		if (v < B_OK && r->t_end && (!t || r->t_end < t))
			t = r->t_end;
	}
	return t;
}
/* A boundary in a function no symbol table names (glibc's hidden
 * __libc_disable_asynccancel on i386, where no debug file is installed)
 * is named after the entry of the call frame it runs in, found by
 * following calls, returns and far (tail-call) jumps along the path:
 * "[libc.so.6+0x83f20]+0x41" is 0x41 into the code entered at 0x83f20. */
static void name_unnamed(struct boundary *b, int m)
{
	uintptr_t entry[64];
	char esym[64][96];
	int depth = 0;
	for (int k = 0; k < m; k++) {
		if (k > 0 && cr_insn_is_call(b[k - 1].ip) && depth < 64) {
			entry[depth] = b[k].ip;
			snprintf(esym[depth], sizeof esym[depth], "%s", b[k].sym);
			depth++;
		} else if (k > 0 && cr_insn_is_ret(b[k - 1].ip) && depth > 0) {
			depth--;
		} else if (k > 0 && depth > 0 && (b[k].ip < b[k - 1].ip || b[k].ip > b[k - 1].ip + 15) &&
			   (b[k].ip < entry[depth - 1] || b[k].ip - entry[depth - 1] > 0x400)) {
			/* a far jump: a tail call enters another function */
			entry[depth - 1] = b[k].ip;
			snprintf(esym[depth - 1], sizeof esym[depth - 1], "%s", b[k].sym);
		}
		if (depth > 0 && b[k].ip >= entry[depth - 1] && b[k].ip - entry[depth - 1] <= 0x400) {
			/* unnamed: the symbolizer fell back to "object+0xoff" */
			const char *plus = strstr(b[k].sym, "+0x");
			const char *eplus = strstr(esym[depth - 1], "+0x");
			if (plus && eplus && strchr(b[k].sym, '.') && strchr(b[k].sym, '.') < plus &&
			    (size_t)(plus - b[k].sym) == (size_t)(eplus - esym[depth - 1]) &&
			    !strncmp(b[k].sym, esym[depth - 1], (size_t)(plus - b[k].sym)))
				snprintf(b[k].sym, sizeof b[k].sym, "[%s]+%#lx", esym[depth - 1],
					 (unsigned long)(b[k].ip - entry[depth - 1]));
		}
	}
}

static void add_boundaries(struct cr_json *j, const struct boundary *b, int m, int disasm)
{
	char addr[32], insn[160];
	for (int k = 0; k < m; k++) {
		if (b[k].verdict < 0)
			continue;
		cr_json_obj(j, NULL);
		cr_json_int(j, "k", b[k].k);
		if (b[k].in_kernel)
			cr_json_bool(j, "in_kernel", 1);
		snprintf(addr, sizeof addr, "%#lx", (unsigned long)b[k].ip);
		cr_json_str(j, "addr", addr);
		cr_json_str(j, "symbol", b[k].sym);
		cr_json_bool(j, "performed", b[k].performed);
		cr_json_str(j, "verdict", bname(b[k].verdict));
		if (b[k].how >= 0)
			cr_json_str(j, "method", cr_step_method_names[b[k].how]);
		if (b[k].sig)
			cr_json_int(j, "signal", b[k].sig);
		if (disasm && *cr_step_disasm(b[k].ip, insn, sizeof insn))
			cr_json_str(j, "insn", insn);
		cr_json_end(j);
	}
}

/* 3. The map: one line per boundary. */
static void print_map(const struct sweep *w)
{
	char insn[160];
	for (int k = 0; k < w->m; k++) {
		const struct boundary *b = &w->b[k];
		if (b->verdict < 0)
			continue;
		*insn = 0;
		if (w->c->opt.disasm)
			cr_step_disasm(b->ip, insn, sizeof insn);
		cr_diag("sweep %3d %#14lx %-44s %-13s %s%s%s", k, (unsigned long)b->ip, b->sym,
			b->performed ? "performed" : "not-performed", bname(b->verdict),
			*insn ? "  | " : "", insn);
		for (int i = 0; i < w->nk; i++)
			if (w->kb[i].k == k)
				cr_diag("sweep %3d+kernel %-36s %-13s %s  (cancelled while blocked in the syscall)",
					k, w->kb[i].sym, w->kb[i].performed ? "performed" : "not-performed",
					bname(w->kb[i].verdict));
	}
}

static void window_json(struct cr_json *j, const char *what, const char *from, const char *to,
			int first, int last, int in_kernel)
{
	if (!j)
		return;
	cr_json_obj(j, NULL);
	cr_json_str(j, "verdict", what);
	cr_json_str(j, "from", from);
	cr_json_str(j, "to", to);
	cr_json_int(j, "first_k", first);
	cr_json_int(j, "last_k", last);
	if (in_kernel)
		cr_json_bool(j, "in_kernel", 1);
	cr_json_end(j);
}

/* 5. Windows: maximal runs of race verdicts (a double close may show as a
 * wrong close where the number was reused: one window), and of each harness
 * verdict (crash, hang, ...) on its own; then each in-kernel boundary that
 * raced. */
static void windows(struct sweep *w, struct cr_json *j)
{
	const struct boundary *b = w->b;
	int last;
	if (j)
		cr_json_arr(j, "windows");
	for (int k = 0; k < w->m; k = last + 1) {
		char what[128];
		int seen[B_NVERDICTS] = {0};
		size_t n = 0;
		last = k;
		if (b[k].verdict < 0 || b[k].verdict == B_OK)
			continue;
		while (last + 1 < w->m && b[last + 1].verdict >= 0 &&
		       (b[k].verdict < B_OK ? b[last + 1].verdict < B_OK
					    : b[last + 1].verdict == b[k].verdict))
			last++;
		for (int i = k; i <= last; i++)
			seen[b[i].verdict]++;
		*what = 0;
		for (int v = 0; v < B_NVERDICTS; v++)
			if (seen[v])
				n += (size_t)snprintf(what + n, sizeof what - n, "%s%s", n ? "+" : "", bname(v));
		w->nwin++;
		cr_diag("sweep window %d: %s at k=%d..%d (%d boundaries): %s .. %s", w->nwin, what, k,
			last, last - k + 1, b[k].sym, b[last].sym);
		window_json(j, what, b[k].sym, b[last].sym, k, last, 0);
	}
	for (int i = 0; i < w->nk; i++) {
		char at[128];
		if (w->kb[i].verdict == B_OK)
			continue;
		w->nwin++;
		snprintf(at, sizeof at, "%s (blocked in the kernel)", w->kb[i].sym);
		cr_diag("sweep window %d: %s at k=%d+kernel: %s", w->nwin, bname(w->kb[i].verdict),
			w->kb[i].k, at);
		window_json(j, bname(w->kb[i].verdict), at, at, w->kb[i].k, w->kb[i].k, 1);
	}
	if (j)
		cr_json_end(j);
}

/* What each mechanism's probe saw, for the record. */
static void mechanisms_json(struct cr_json *j)
{
	cr_json_obj(j, "mechanisms");
	for (int i = 0; i < CR_STEP_METHODS; i++) {
		cr_json_obj(j, cr_step_method_names[i]);
		cr_json_bool(j, "works", sh->probes.method[i].works);
		cr_json_str(j, "why", sh->probes.method[i].why);
		cr_json_end(j);
	}
	cr_json_obj(j, "cancel-delivery");
	cr_json_bool(j, "works", sh->probes.delivery.works);
	cr_json_str(j, "why", sh->probes.delivery.why);
	cr_json_end(j);
	cr_json_num(j, "probe_ms", sh->probes.elapsed_ms);
	cr_json_end(j);
}

/* 6. The summary line and the record's boundaries and summary. */
static void summary(const struct sweep *w, struct cr_json *j)
{
	const struct cr_ctx *c = w->c;
	const char *method = cr_step_method_names[sh->probes.how];
	int runs = c->opt.sweep_only >= 0 ? 1 : w->m + w->nk;
	int alone = 0, alone_how = 0;  /* boundaries reached by the victim's own mechanism */
	int nrun = 0;
	double setup_ms = 0, run_ms = 0;
	uint64_t t_last = 0;
	for (int i = 0; i < sh->nruns; i++)
		if (sh->res[i].done) {
			nrun++;
			if (sh->res[i].t_end > t_last)
				t_last = sh->res[i].t_end;
		}
	if (nrun && sh->t_runs > w->t0 && t_last > sh->t_runs) {
		setup_ms = (sh->t_runs - w->t0) / 1e6;
		run_ms = (t_last - sh->t_runs) / 1e6 / nrun;
	}
	char line[512], also[96] = "";
	size_t n = 0;
	for (int v = 0; v < CR_V_COUNT; v++) {
		int kv = 0;
		if (!(c->verdicts & CR_VMASK(v)))
			continue;
		for (int i = 0; i < w->nk; i++)
			kv += w->kb[i].verdict == v;
		if (w->nb[v])
			n += (size_t)snprintf(line + n, sizeof line - n, "%s%d of %d boundaries %s",
					      n ? ", " : "", w->nb[v] - kv, w->m, cr_verdict_names[v]);
		if (kv)
			n += (size_t)snprintf(line + n, sizeof line - n, " + %d blocked in the kernel", kv);
	}
	if (!n) {
		n = (size_t)snprintf(line, sizeof line, "0 of %d boundaries race (no", w->m);
		for (int v = 0; v < CR_V_COUNT; v++)
			if (c->verdicts & CR_VMASK(v))
				n += (size_t)snprintf(line + n, sizeof line - n, " %s", cr_verdict_names[v]);
		snprintf(line + n, sizeof line - n, ")");
	}
	for (int k = 0; k < w->m; k++)
		if (w->b[k].verdict >= 0 && w->b[k].how >= 0) {
			alone++;
			alone_how = w->b[k].how;
		}
	if (alone)
		snprintf(also, sizeof also, "; %d in code every thread runs by %s", alone,
			 cr_step_method_names[alone_how]);
	cr_diag("sweep %s: %s; %d window%s; %.3f s for %d runs, %.3f ms a boundary (%s%s; %ld traps, %d child%s)%s",
		c->name, line, w->nwin, w->nwin == 1 ? "" : "s", w->elapsed, runs,
		runs ? w->elapsed * 1e3 / runs : 0.0, sh->probes.reason, also, w->traps, w->forks,
		w->forks == 1 ? "" : "ren", c->opt.sweep_only >= 0 ? " (--sweep-boundary)" : "");
	if (w->t_first)
		cr_diag("sweep %s: first detection %.1f ms into the sweep", c->name,
			(w->t_first - w->t0) / 1e6);
	/* What a boundary costs at the margin, apart from what any sweep pays
	 * once (the warm-up cancel, the child's fork, the probes, the path). */
	if (setup_ms > 0 && run_ms > 0)
		cr_diag("sweep %s: %.1f ms before the first run (probes %.1f ms, path %.1f ms), then %.3f ms a run",
			c->name, setup_ms, sh->probes.elapsed_ms, w->record_ms, run_ms);
	if (!j)
		return;
	cr_json_arr(j, "boundaries");
	add_boundaries(j, w->b, w->m, c->opt.disasm);
	add_boundaries(j, w->kb, w->nk, c->opt.disasm);
	cr_json_end(j);
	cr_json_obj(j, "summary");
	cr_json_int(j, "boundaries", w->m);
	cr_json_int(j, "in_kernel", w->nk);
	for (int v = 0; v < B_NVERDICTS; v++)
		cr_json_int(j, bname(v), w->nb[v]);
	cr_json_int(j, "windows", w->nwin);
	cr_json_str(j, "method", method);
	cr_json_str(j, "method_reason", sh->probes.reason);
	/* boundaries every thread runs (or that crashed or diverged under the
	 * int3), reached by the victim thread's own mechanism instead */
	cr_json_int(j, "victim_only", alone);
	if (alone)
		cr_json_str(j, "victim_only_method", cr_step_method_names[alone_how]);
	mechanisms_json(j);
	cr_json_int(j, "children", w->forks);
	cr_json_int(j, "retried", w->retried);
	cr_json_num(j, "record_ms", w->record_ms);
	cr_json_num(j, "ms_per_boundary", runs ? w->elapsed * 1e3 / runs : 0.0);
	if (setup_ms > 0 && run_ms > 0) {
		cr_json_num(j, "setup_ms", setup_ms);
		cr_json_num(j, "ms_per_run", run_ms);
	}
	cr_json_bool(j, "rerecorded", w->rerecorded);
	cr_json_int(j, "traps", w->traps);
	cr_json_num(j, "elapsed_s", w->elapsed);
	if (w->t_first)
		cr_json_num(j, "first_detection_s", (w->t_first - w->t0) / 1e9);
	else
		cr_json_null(j, "first_detection_s");
	cr_json_end(j);
}

/* A boundary whose verdict says the cancel acted with the call's effect
 * done and unrecorded (a leak, a lost child, ...): for a race whose libc
 * takes the effect before any test (.effect_first), the call cancelled
 * inside.  Not the verdicts about the cancel or the handler themselves
 * (lost-cancel: it never acted). */
static int acted_losing(int v)
{
	return v >= 0 && v < CR_V_COUNT && v != CR_V_LOST_CANCEL && v != CR_V_LATE_CANCEL &&
	       v != CR_V_CLEANUP && v != CR_V_ACTED && v != CR_V_NOT_ACTED;
}

/* 7. The checks: one per judged verdict, "every boundary ran and was
 * reached", and "the cancel acted inside the call" (a sweep that cannot
 * fail is no test: some boundary must see the call cancelled before its
 * effect, and some the effect recorded; a libc that tests the cancel only
 * after the syscall fails it.  A race marked .effect_first, whose libc
 * takes the effect before any test, counts a boundary that lost it).
 * One boundary (--sweep-boundary) is a debugging run: reported, not
 * judged against the table. */
static void checks(const struct sweep *w)
{
	struct cr_ctx *c = w->c;
	const struct boundary *b = w->b;
	const int *nb = w->nb;
	int before = 0, losing = 0, after = 0, inside;
	if (c->opt.sweep_only >= 0) {
		for (int k = 0; k < w->m; k++)
			if (b[k].verdict >= 0)
				cr_check_run(c, "sweep", CR_CHECK_INFO, "one-boundary", 1,
					     "sweep %s boundary %d (%s): %s, %s (one boundary: not judged)",
					     c->name, k, b[k].sym, b[k].performed ? "performed" : "not performed",
					     bname(b[k].verdict));
	} else {
		char detail[160];
		snprintf(detail, sizeof detail, "of %d boundaries%s%.0d%s (%.3f s)", w->m,
			 w->nk ? " + " : "", w->nk, w->nk ? " blocked in the kernel" : "", w->elapsed);
		for (int v = 0; v < CR_V_COUNT; v++)
			if (c->verdicts & CR_VMASK(v))
				cr_check(c, "sweep", (enum cr_verdict)v, nb[v], detail);
	}
	cr_check_run(c, "sweep", CR_CHECK_STRUCTURAL, "reached",
		     nb[B_CRASH] + nb[B_HANG] + nb[B_ERROR] + nb[B_DIVERGED] == 0,
		     "sweep %s: every boundary ran and was reached: %d crashed, %d hung, %d harness errors, %d diverged from the path%s%.0d%s",
		     c->name, nb[B_CRASH], nb[B_HANG], nb[B_ERROR], nb[B_DIVERGED],
		     nb[B_SKIPPED] ? " (" : "", nb[B_SKIPPED],
		     nb[B_SKIPPED] ? " skipped: a syscall return address single-stepping cannot stop at, or the vDSO's clock code off the recorded path)" : "");
	if (c->opt.sweep_only >= 0)
		return;
	for (int k = 0; k < w->m; k++) {
		before += b[k].verdict == B_OK && !b[k].performed;
		losing += acted_losing(b[k].verdict);
		after += b[k].verdict == B_OK && b[k].performed;
	}
	inside = before + (c->race->effect_first ? losing : 0);
	if (!inside || !after)
		cr_diag("sweep: last boundary: returned %d, performed %d, errno %d (%s)",
			b[w->m - 1].returned, b[w->m - 1].performed, b[w->m - 1].err,
			strerror(b[w->m - 1].err));
	cr_check_run(c, "sweep", CR_CHECK_STRUCTURAL, "acted-inside", inside > 0 && after > 0,
		     "sweep %s: the cancel acted inside the call: %d boundaries cancelled before the effect, %d losing it%s, %d after it was recorded",
		     c->name, before, losing, c->race->effect_first ? " (the libc takes the effect before any test)" : "", after);
}

/* The sweep could not run: no method works here (a skip, with the
 * probes' reason), or the path could not be recorded (a failed check). */
static void not_run(struct sweep *w, struct cr_json *j)
{
	struct cr_ctx *c = w->c;
	if (!sh->probed || sh->probes.how < 0) {
		const char *why = sh->probed ? sh->probes.reason : "the probing child died";
		cr_tap_skip("sweep %s: no way to reach a boundary here: %s", c->name, why);
		if (j) {
			cr_json_str(j, "skipped", why);
			if (sh->probed)
				mechanisms_json(j);
		}
		return;
	}
	cr_check_run(c, "sweep", CR_CHECK_STRUCTURAL, "recorded", 0,
		     "sweep %s: recording the path of one call failed (%s, %d boundaries, %s)", c->name,
		     sh->rec_status < 0 ? "hung" : WIFSIGNALED(sh->rec_status) ? "crashed"
		     : WEXITSTATUS(sh->rec_status) ? "harness error" : "exit 0",
		     sh->path.n,
		     sh->path.never_entered ? "the entry was never reached"
		     : sh->path.overflow ? "longer than the path buffer" : "did not return");
}

/* 1. Probes, the path and every run, in as few children as the runs
 * allow.  When boundaries diverged, the path is recorded once more: if the
 * second path differs, the first was not settled (a one-time first call's
 * work the warm-up did not cover) and the sweep starts over on the second;
 * if it is the same, the divergence stands. */
static int run_sweep(struct sweep *w)
{
	int hung;
	run_children(w);
	if (!sh->probed || sh->probes.how < 0 || sh->recorded <= 0)
		return -1;
	w->m = sh->path.n;
	collect(w);
	if (!w->nb[B_DIVERGED] || w->c->opt.sweep_only >= 0)
		return 0;
	sh->record_only = 1;
	run_child(w->c, &hung, &w->forks);
	sh->record_only = 0;
	if (sh->recorded2 <= 0 || (sh->path2.n == sh->path.n &&
				   !memcmp(sh->path2.ip, sh->path.ip, (size_t)sh->path.n * sizeof sh->path.ip[0]))) {
		cr_diag("sweep %s: %d boundaries diverged; the path recorded again is %s: the divergence stands",
			w->c->name, w->nb[B_DIVERGED], sh->recorded2 > 0 ? "the same" : "not to be had");
		return 0;
	}
	cr_diag("sweep %s: %d boundaries diverged; the path recorded again is another (%d boundaries, %d before): the sweep starts over on it",
		w->c->name, w->nb[B_DIVERGED], sh->path2.n, sh->path.n);
	memcpy(&sh->path, &sh->path2, sizeof sh->path);
	plan_runs();
	memset(sh->res, 0, sizeof sh->res);
	memset(w->bad, 0, MAX_RUNS * sizeof *w->bad);
	w->rerecorded = 1;
	run_children(w);
	w->m = sh->path.n;
	collect(w);
	return 0;
}

/* The mode: the map, the windows and the checks; the section's
 * "boundaries", "windows" and "summary" (or "skipped" when no method
 * works here).  Its runs are child processes: it leaves no thread behind. */
static int run(struct cr_ctx *c, struct cr_json *j)
{
	struct sweep w;

	memset(&w, 0, sizeof w);
	w.c = c;
	w.t0 = cr_now_ns();
	sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE,
		  -1, 0);
	if (sh == MAP_FAILED)
		cr_fatal("sweep: mmap: %s", strerror(errno));
	if (!(w.b = calloc(CR_STEP_MAX, sizeof *w.b)) || !(w.kb = calloc(CR_STEP_MAX, sizeof *w.kb)) ||
	    !(w.bad = calloc(MAX_RUNS, sizeof *w.bad)))
		cr_fatal("sweep: out of memory");
	warm_up();
	/* The trap handler and the vDSO's bounds (a /proc/self/maps read) once,
	 * here: every child inherits them instead of paying for them (the
	 * children's /proc/self/mem is their own, opened by cr_step_init). */
	cr_step_init_record();
	if (run_sweep(&w) < 0) {
		not_run(&w, j);
	} else {
		uint64_t tf = first_detection(&w);
		w.elapsed = (cr_now_ns() - w.t0) / 1e9;
		w.t_first = tf;
		w.record_ms = sh->record_ms;
		symbolize(&w);
		cr_diag("sweep %s: %d boundaries from %#lx, %ld steps before the entry; mechanisms proven in %.1f ms: %s",
			c->name, w.m, (unsigned long)c->race->fn, sh->path.pre_steps, sh->probes.elapsed_ms,
			sh->probes.reason);
		print_map(&w);
		windows(&w, j);
		summary(&w, j);
		checks(&w);
	}
	free(w.b);
	free(w.kb);
	free(w.bad);
	munmap(sh, sizeof *sh);
	return 0;
}

static int picked(const struct cr_ctx *c)
{
	return c->opt.sweep;
}

const struct cr_mode cr_mode_sweep = {.name = "sweep", .picked = picked, .run = run};
