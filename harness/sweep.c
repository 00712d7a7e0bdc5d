/* The deterministic sweep (--sweep): for one call of the cancellation point,
 * deliver the cancel at instruction boundary 0, 1, ..., M-1 (from the
 * wrapper's entry to the instruction it returns to) and judge each run with
 * the hammer's own accounting (cr_trial).  Finds the race every time and
 * says where: glibc bug 12683's async-cancel window is a range of symbols.
 * The engine is step.c (single-step injection: harness/README).
 *
 * The path is recorded once by single-stepping (in a child process), then
 * each boundary runs in its own child, reached by a hardware breakpoint (or
 * by single-stepping where perf_event_open cannot), so a crash or a hang is
 * that boundary's verdict and the sweep goes on.
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

#include "step.h"
#include "sweep.h"

/* Outcome of one run, written by the child into shared memory. */
struct bres {
	int done;
	int returned, recorded;    /* the call returned; op() recorded its effect */
	int err;                   /* errno after the call (when nothing recorded) */
	int counts[CR_V_COUNT];
	int cancelled, timed_out, performed;
	struct cr_step_result s;
};

struct shared {
	struct cr_step_path path;
	struct bres r;
};

/* Boundary verdicts beyond the race verdicts. */
/* skipped: single-stepping cannot stop at a syscall's return address, or a
 * boundary in the vDSO's clock code was off this run's path */
enum { B_OK = CR_V_COUNT, B_CRASH, B_HANG, B_ERROR, B_DIVERGED, B_SKIPPED, B_NVERDICTS };
static const char *bname(int b)
{
	static const char *const extra[] = {"ok", "crash", "hang", "error", "diverged", "skipped"};
	return b < CR_V_COUNT ? cr_verdict_names[b] : extra[b - CR_V_COUNT];
}

struct boundary {
	uintptr_t ip;
	int k, in_kernel;          /* in_kernel: cancelled while blocked in the
				    * syscall entered at boundary k */
	int verdict, performed, sig;
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
	cr_step_disarm(&sh->r.s);
	sh->r.returned = 1;
	sh->r.recorded = v->recorded != recorded0 || v->received != received0;
	sh->r.err = sh->r.recorded ? 0 : e;
	if (!sh->r.s.fired) /* recording, or the path diverged: end the trial */
		cr_cancel(victim);
}

static void child(struct cr_ctx *c)
{
	/* The victim settles the path first: one whole, unobserved call in the
	 * same thread, so that the one-time work of a first call (lazy
	 * binding, an interposer's dlsym(RTLD_NEXT) on first use -- per thread
	 * in libeatmydata --, first-use allocation) is done before the call
	 * that is recorded, or stopped at boundary k. */
	struct cr_trial_hooks h = {before_op, after_op, NULL, 1, 1, 0, !c->race->one_call};
	struct cr_trial_result r;
	struct cr_rng rng = {c->opt.seed};
	int e;
	/* a waker the race runs must not wake the victim before the
	 * canceller acted on (or watched) its blocked call */
	if (plan.in_kernel || plan.watch)
		h.hold_us = 2000;
	if ((e = cr_step_init()) < 0) {
		cr_diag("sweep: step engine: %s", strerror(-e));
		_exit(CR_EXIT_ERROR);
	}
	cr_trial(c, &h, &rng, &r);
	cr_step_peek(&sh->r.s);
	memcpy(sh->r.counts, r.counts, sizeof r.counts);
	sh->r.cancelled = r.cancelled;
	sh->r.timed_out = r.timed_out;
	sh->r.performed = r.performed;
	sh->r.done = 1;
	_exit(0); /* a lost cancellation leaves the victim blocked: _exit ends it */
}

/* ---- in the parent ----------------------------------------------------- */

/* Run one child under a bound.  Returns the wait status; *hung when it had
 * to be killed.  The child's output (diagnostics) goes to out. */
static int run(struct cr_ctx *c, int *hung, char *out, size_t outlen)
{
	int pfd[2], st = 0;
	size_t n = 0;
	pid_t pid;
	/* the child may wait a bound in the trap handler and one in the join */
	uint64_t deadline = cr_now_ns() + (2 * (uint64_t)c->opt.bound_ms + 1000) * 1000000ull;

	*hung = 0;
	memset(&sh->r, 0, sizeof sh->r);
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
	close(pfd[1]);
	for (;;) {
		struct pollfd p = {pfd[0], POLLIN, 0};
		uint64_t now = cr_now_ns();
		int ms = now >= deadline ? 0 : (int)((deadline - now) / 1000000) + 1;
		ssize_t r;
		if (poll(&p, 1, ms) == 0) {
			kill(pid, SIGKILL);
			*hung = 1;
			break;
		}
		r = read(pfd[0], out + n, n + 1 < outlen ? outlen - n - 1 : 0);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			char sink[256];
			if (r == 0 || read(pfd[0], sink, sizeof sink) <= 0)
				break;
			continue;
		}
		n += (size_t)r;
	}
	out[n] = 0;
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

static int judge(unsigned verdicts, const struct shared *s, int st, int hung,
		 uintptr_t want_ip, int *sig)
{
	*sig = 0;
	if (hung)
		return B_HANG;
	if (WIFSIGNALED(st)) {
		*sig = WTERMSIG(st);
		return B_CRASH;
	}
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || !s->r.done)
		return B_ERROR;
	for (int v = 0; v < CR_V_COUNT; v++)
		if (s->r.counts[v] && (verdicts & CR_VMASK(v)))
			return v;
	if (!s->r.s.fired && s->r.s.unreachable)
		return B_SKIPPED;
	if (!s->r.s.fired || s->r.s.fired_ip != want_ip)
		return B_DIVERGED;
	return B_OK;
}

/* x86 prefixes, then the opcode: is the instruction at ip a call / ret? */
static const unsigned char *opcode(uintptr_t ip)
{
	const unsigned char *p = (const unsigned char *)ip;
	for (int i = 0; i < 4 && (*p == 0x26 || *p == 0x2e || *p == 0x36 || *p == 0x3e ||
				  *p == 0x64 || *p == 0x65 || *p == 0x66 || *p == 0xf2 || *p == 0xf3
#ifdef __x86_64__
				  || (*p & 0xf0) == 0x40
#endif
				  ); i++)
		p++;
	return p;
}

static int is_call(uintptr_t ip)
{
	const unsigned char *p = opcode(ip);
	return p[0] == 0xe8 || (p[0] == 0xff && ((p[1] >> 3) & 7) == 2);
}

static int is_ret(uintptr_t ip)
{
	const unsigned char *p = opcode(ip);
	return p[0] == 0xc3 || p[0] == 0xc2;
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
		if (k > 0 && is_call(b[k - 1].ip) && depth < 64) {
			entry[depth] = b[k].ip;
			snprintf(esym[depth], sizeof esym[depth], "%s", b[k].sym);
			depth++;
		} else if (k > 0 && is_ret(b[k - 1].ip) && depth > 0) {
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

static int in_vdso(uintptr_t ip)
{
	uintptr_t lo, hi;
	return cr_vdso_range(&lo, &hi) == 0 && ip >= lo && ip < hi;
}

/* Run boundary k (in_kernel: blocked in the syscall k enters) into *x.
 * Returns 0 when an in-kernel run found the call not blocking. */
static int run_boundary(struct cr_ctx *c, int bp, int k, int in_kernel, struct boundary *x,
			char *out, size_t outlen)
{
	int st, hung;
	plan.how = bp ? CR_STEP_FIRE_TF : CR_STEP_FIRE_BP;
	plan.path = NULL;
	plan.k = k;
	plan.k_ip = x->ip;
	plan.in_kernel = in_kernel;
	/* the first syscall from k on: does the victim still block in it? */
	plan.watch = 0;
	for (int i = k; i < sh->path.n && !in_kernel; i++)
		if (sh->path.nr[i] >= 0) {
			plan.watch = 1;
			plan.watch_nr = sh->path.nr[i];
			break;
		}
	plan.k_occurrence = 0;
	for (int i = 0; i <= k; i++)
		plan.k_occurrence += sh->path.ip[i] == x->ip;
	st = run(c, &hung, out, outlen);
	x->verdict = judge(c->verdicts, sh, st, hung, x->ip, &x->sig);
	if (!in_kernel && !hung && sh->r.done && sh->r.s.fire_timeout)
		x->verdict = B_ERROR; /* the canceller never ran: no verdict */
	/* A hang, harness error or divergence is run once more before it is
	 * reported (a loaded machine can starve one run); a real one repeats. */
	if (x->verdict == B_HANG || x->verdict == B_ERROR ||
	    (x->verdict == B_DIVERGED && !(in_kernel && sh->r.s.returned))) {
		int first = x->verdict;
		st = run(c, &hung, out, outlen);
		x->verdict = judge(c->verdicts, sh, st, hung, x->ip, &x->sig);
		if (!in_kernel && !hung && sh->r.done && sh->r.s.fire_timeout)
			x->verdict = B_ERROR;
		cr_diag("sweep k=%d%s: %s on the first run, %s on the second", k,
			in_kernel ? "+kernel" : "", bname(first), bname(x->verdict));
	}
	if (x->verdict == B_DIVERGED && !in_kernel && in_vdso(x->ip)) {
		/* The vDSO's clock code (musl's timed waits read the clock)
		 * takes a path that depends on the clock source's state: its
		 * boundaries are no fixed point of the call. */
		cr_diag("sweep k=%d: in the vDSO, off this run's path: skipped", k);
		x->verdict = B_SKIPPED;
	}
	x->performed = sh->r.performed || sh->r.recorded;
	x->returned = sh->r.returned;
	x->err = sh->r.err;
	x->traps = sh->r.s.traps;
	if (in_kernel && x->verdict == B_DIVERGED && sh->r.s.returned)
		return 0;
	/* Cancelled while blocked, yet the call completed: the cancel did not
	 * act on the blocked call (only the test's own wake-up ended it; a
	 * real caller would block on): a lost cancellation. */
	if (in_kernel && x->verdict == B_OK && x->performed && sh->r.s.blocked &&
	    (c->verdicts & CR_VMASK(CR_V_LOST_CANCEL)))
		x->verdict = CR_V_LOST_CANCEL;
	/* Cancel pending before the syscall, and the victim still blocked in
	 * it: lost the same way. */
	if (!in_kernel && x->verdict == B_OK && x->performed && sh->r.s.blocked_after &&
	    (c->verdicts & CR_VMASK(CR_V_LOST_CANCEL)))
		x->verdict = CR_V_LOST_CANCEL;
	if (x->verdict > B_OK || *out) {
		out[strcspn(out, "\n")] = 0;
		cr_diag("sweep k=%d%s: %s%s%s", k, in_kernel ? "+kernel" : "", bname(x->verdict),
			*out ? ": " : "", out);
	}
	return 1;
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
		if (b[k].sig)
			cr_json_int(j, "signal", b[k].sig);
		if (disasm && *cr_step_disasm(b[k].ip, insn, sizeof insn))
			cr_json_str(j, "insn", insn);
		cr_json_end(j);
	}
}

/* One sweep's state, phase to phase. */
struct sweep {
	struct cr_ctx *c;
	uintptr_t entry;
	int bp;                  /* 0 hardware breakpoints; errno of the probe;
				  * -1 single-stepping forced */
	int m, nk;               /* boundaries; in-kernel boundaries run */
	struct boundary *b, *kb;
	int *order;
	int nb[B_NVERDICTS];     /* boundaries (both kinds) per verdict */
	int nwin;
	int rerecorded;          /* the path was recorded again after a divergence */
	long traps;
	uint64_t t0, t_first;
	double elapsed;
};

/* 1. The path, single-stepped once in a child.  0, or -1 (reported as the
 * failed structural check "recorded"). */
static int record_path(struct sweep *w, char *out, size_t outlen)
{
	struct cr_ctx *c = w->c;
	int st, hung;
	uint64_t t_rec;
	memset(&plan, 0, sizeof plan);
	plan.how = CR_STEP_RECORD;
	plan.entry = w->entry;
	plan.path = &sh->path;
	plan.fire = fire;
	plan.bound_ms = c->opt.bound_ms;
	st = run(c, &hung, out, outlen);
	if (hung || !WIFEXITED(st) || WEXITSTATUS(st) || !sh->path.complete) {
		cr_check_run(c, "sweep", CR_CHECK_STRUCTURAL, "recorded", 0,
			     "sweep %s: recording the path of one call failed (%s%s, %d boundaries, %s)%s%s",
			     c->name, hung ? "hung" : WIFSIGNALED(st) ? "crashed" : "exit ",
			     hung || WIFSIGNALED(st) ? "" : (WEXITSTATUS(st) ? "non-zero" : "0"),
			     sh->path.n,
			     sh->path.never_entered ? "the entry was never reached"
			     : sh->path.overflow ? "longer than the path buffer" : "did not return",
			     *out ? ": " : "", out);
		return -1;
	}
	w->m = sh->path.n;
	t_rec = cr_now_ns();
	cr_diag("sweep %s: %d boundaries from %#lx (path recorded in %.1f ms), %ld steps before the entry; each boundary by %s",
		c->name, w->m, (unsigned long)w->entry, (t_rec - w->t0) / 1e6, sh->path.pre_steps,
		w->bp ? "single-stepping (no hardware breakpoint)" : "hardware breakpoint");
	if (w->bp > 0)
		cr_diag("sweep: perf_event_open breakpoint: %s (perf_event_paranoid?)", strerror(w->bp));
	else if (w->bp < 0)
		cr_diag("sweep: single-stepping to each boundary (CR_SWEEP_METHOD=step)");
	return 0;
}

/* Boundaries diverged from the recorded path: record it once more.  When
 * the second path differs, the first was not settled (a one-time first
 * call's work the warm-up did not cover): the sweep starts over on the
 * second, once (returns 1).  When it is the same, the divergence stands. */
static int rerecord(struct sweep *w, char *out, size_t outlen)
{
	int n = sh->path.n, same;
	uintptr_t *first = malloc((size_t)n * sizeof *first);
	if (!first)
		cr_fatal("sweep: out of memory");
	memcpy(first, sh->path.ip, (size_t)n * sizeof *first);
	if (record_path(w, out, outlen) < 0) {
		free(first);
		return 0;
	}
	same = sh->path.n == n && !memcmp(first, sh->path.ip, (size_t)n * sizeof *first);
	free(first);
	cr_diag("sweep %s: %d boundaries diverged; the path recorded again is %s (%d boundaries, %d before)%s",
		w->c->name, w->nb[B_DIVERGED], same ? "the same" : "another", sh->path.n, n,
		same ? ": the divergence stands" : ": the sweep starts over on it");
	if (same)
		return 0;
	free(w->b);
	free(w->kb);
	free(w->order);
	w->b = w->kb = NULL;
	w->order = NULL;
	memset(w->nb, 0, sizeof w->nb);
	w->nk = 0;
	w->traps = 0;
	w->t_first = 0;
	w->rerecorded = 1;
	return 1;
}

/* 2. The order of the runs: the boundaries right after a syscall
 * instruction first (where a window is, it starts there, so a race is seen
 * in the first runs), then the rest; symbols for every boundary. */
static void plan_runs(struct sweep *w)
{
	int n = 0, m = w->m;
	if (!(w->b = calloc((size_t)m, sizeof *w->b)) || !(w->kb = calloc((size_t)m, sizeof *w->kb)) ||
	    !(w->order = calloc((size_t)m, sizeof *w->order)))
		cr_fatal("sweep: out of memory");
	for (int k = 0; k < m; k++)
		if (cr_step_is_syscall(sh->path.ip[k]) && k + 1 < m)
			w->order[n++] = k + 1;
	for (int k = 0; k < m; k++) {
		int seen = 0;
		for (int i = 0; i < n && !seen; i++)
			seen = w->order[i] == k;
		if (!seen)
			w->order[n++] = k;
	}
	for (int k = 0; k < m; k++) {
		w->b[k].ip = sh->path.ip[k];
		w->b[k].k = k;
		cr_step_symbolize(w->b[k].ip, w->b[k].sym, sizeof w->b[k].sym, NULL, 0);
	}
	name_unnamed(w->b, m);
}

/* 3. One child per boundary; then, for each syscall instruction, one child
 * cancelled while blocked in that syscall (blocking calls). */
static void run_all(struct sweep *w, char *out, size_t outlen)
{
	struct cr_ctx *c = w->c;
	for (int i = 0; i < w->m; i++) {
		int k = w->order[i];
		if (c->opt.sweep_only >= 0 && c->opt.sweep_only != k) {
			w->b[k].verdict = -1;
			continue;
		}
		run_boundary(c, w->bp, k, 0, &w->b[k], out, outlen);
		w->traps += w->b[k].traps;
		w->nb[w->b[k].verdict]++;
		if (w->b[k].verdict < B_OK && !w->t_first)
			w->t_first = cr_now_ns();
	}
	for (int k = 0; k < w->m; k++) {
		struct boundary *x = &w->kb[w->nk];
		if (w->b[k].verdict < 0 || !cr_step_is_syscall(w->b[k].ip))
			continue;
		*x = w->b[k];
		x->in_kernel = 1;
		if (run_boundary(c, w->bp, k, 1, x, out, outlen) == 0) {
			cr_diag("sweep k=%d+kernel: the syscall returned before the canceller saw it blocked: no in-kernel boundary",
				k);
			continue;
		}
		w->traps += x->traps;
		w->nb[x->verdict]++;
		w->nk++;
	}
	w->elapsed = (cr_now_ns() - w->t0) / 1e9;
}

/* 4. The map: one line per boundary. */
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

/* 6. The summary line and the record's boundaries and summary. */
static void summary(const struct sweep *w, struct cr_json *j)
{
	const struct cr_ctx *c = w->c;
	const char *method = w->bp ? "single-step" : "hardware-breakpoint";
	char line[512];
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
	cr_diag("sweep %s: %s; %d window%s; %.3f s for %d runs (%s, %ld traps)%s", c->name, line,
		w->nwin, w->nwin == 1 ? "" : "s", w->elapsed, c->opt.sweep_only >= 0 ? 1 : w->m,
		method, w->traps, c->opt.sweep_only >= 0 ? " (--sweep-boundary)" : "");
	if (w->t_first)
		cr_diag("sweep %s: first detection %.1f ms into the sweep", c->name,
			(w->t_first - w->t0) / 1e6);
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
	if (w->bp > 0) {
		char why[160];
		snprintf(why, sizeof why, "no hardware breakpoint: perf_event_open: %s%s", strerror(w->bp),
			 w->bp == EACCES || w->bp == EPERM ? " (kernel.perf_event_paranoid?)" : "");
		cr_json_str(j, "method_reason", why);
	} else if (w->bp < 0) {
		cr_json_str(j, "method_reason", "CR_SWEEP_METHOD=step");
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

/* 7. The checks: one per judged verdict, "every boundary ran and was
 * reached", and "the cancel acted inside the call" (a sweep that cannot
 * fail is no test: some boundary must see the call cancelled before its
 * effect, and some the effect recorded).  One boundary (--sweep-boundary)
 * is a debugging run: reported, not judged against the table. */
static void checks(const struct sweep *w)
{
	struct cr_ctx *c = w->c;
	const struct boundary *b = w->b;
	const int *nb = w->nb;
	int before = 0, after = 0;
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
		after += b[k].verdict == B_OK && b[k].performed;
	}
	if (!before || !after)
		cr_diag("sweep: last boundary: returned %d, performed %d, errno %d (%s)",
			b[w->m - 1].returned, b[w->m - 1].performed, b[w->m - 1].err,
			strerror(b[w->m - 1].err));
	cr_check_run(c, "sweep", CR_CHECK_STRUCTURAL, "acted-inside", before > 0 && after > 0,
		     "sweep %s: the cancel acted inside the call: %d boundaries cancelled before the effect, %d after it was recorded",
		     c->name, before, after);
}

int cr_sweep(struct cr_ctx *c, struct cr_json *j)
{
	struct sweep w;
	char out[2048];
	int rc = 0;

	memset(&w, 0, sizeof w);
	w.c = c;
	w.entry = (uintptr_t)c->race->fn;
	w.t0 = cr_now_ns();
	sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED)
		cr_fatal("sweep: mmap: %s", strerror(errno));
	warm_up();
	w.bp = cr_step_bp_probe();
	{ /* CR_SWEEP_METHOD=step forces single-stepping (to compare methods) */
		const char *meth = getenv("CR_SWEEP_METHOD");
		if (meth && !strcmp(meth, "step") && !w.bp)
			w.bp = -1;
	}
	if (record_path(&w, out, sizeof out) < 0) {
		rc = -1;
	} else {
		plan_runs(&w);
		run_all(&w, out, sizeof out);
		if (w.nb[B_DIVERGED] && rerecord(&w, out, sizeof out)) {
			plan_runs(&w);
			run_all(&w, out, sizeof out);
		}
		print_map(&w);
		windows(&w, j);
		summary(&w, j);
		checks(&w);
	}
	free(w.b);
	free(w.kb);
	free(w.order);
	munmap(sh, sizeof *sh);
	return rc;
}
