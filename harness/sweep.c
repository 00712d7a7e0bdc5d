/* The deterministic sweep (--sweep): for one call of the cancellation point,
 * deliver the cancel at instruction boundary 0, 1, ..., M-1 (from the
 * wrapper's entry to the instruction it returns to) and judge each run with
 * the hammer's own accounting (cr_trial).  Finds the race every time and
 * says where: glibc bug 12683's async-cancel window is a range of symbols.
 * Technique: ../shared/DESIGN.md "Single-step injection"; engine: step.c.
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

/* The entry of each race's cancellation point, as the race calls it. */
static uintptr_t entry_of(const char *name)
{
	static const struct {
		const char *name;
		uintptr_t fn;
	} t[] = {
		{"open", (uintptr_t)&cr_open},
		{"openat", (uintptr_t)&cr_openat},
		{"close", (uintptr_t)&cr_close},
		{"accept", (uintptr_t)&cr_accept},
		{"accept4", (uintptr_t)&cr_accept4},
		{"read", (uintptr_t)&cr_read},
		{"recvmsg", (uintptr_t)&cr_recvmsg},
	};
	for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
		if (!strcmp(t[i].name, name))
			return t[i].fn;
	return 0;
}

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
/* skipped: single-stepping cannot stop at a syscall's return address */
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
#ifdef CR_RUNTIME_VRT
	victim = vrt_thread_self();
#else
	victim = pthread_self();
#endif
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
	struct cr_trial_hooks h = {before_op, after_op, NULL, 1, 1};
	struct cr_trial_result r;
	struct cr_rng rng = {c->opt.seed};
	int e;
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

static int judge(const struct cr_race *race, const struct shared *s, int st, int hung,
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
		if (s->r.counts[v] && (cr_race_verdicts(race) & CR_VMASK(v)))
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
	x->verdict = judge(c->race, sh, st, hung, x->ip, &x->sig);
	if (!in_kernel && !hung && sh->r.done && sh->r.s.fire_timeout)
		x->verdict = B_ERROR; /* the canceller never ran: no verdict */
	/* A hang, harness error or divergence is run once more before it is
	 * reported (a loaded machine can starve one run); a real one repeats. */
	if (x->verdict == B_HANG || x->verdict == B_ERROR ||
	    (x->verdict == B_DIVERGED && !(in_kernel && sh->r.s.returned))) {
		int first = x->verdict;
		st = run(c, &hung, out, outlen);
		x->verdict = judge(c->race, sh, st, hung, x->ip, &x->sig);
		if (!in_kernel && !hung && sh->r.done && sh->r.s.fire_timeout)
			x->verdict = B_ERROR;
		cr_diag("sweep k=%d%s: %s on the first run, %s on the second", k,
			in_kernel ? "+kernel" : "", bname(first), bname(x->verdict));
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
	    (cr_race_verdicts(c->race) & CR_VMASK(CR_V_LOST_CANCEL)))
		x->verdict = CR_V_LOST_CANCEL;
	/* Cancel pending before the syscall, and the victim still blocked in
	 * it: lost the same way. */
	if (!in_kernel && x->verdict == B_OK && x->performed && sh->r.s.blocked_after &&
	    (cr_race_verdicts(c->race) & CR_VMASK(CR_V_LOST_CANCEL)))
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

int cr_sweep(struct cr_ctx *c, struct cr_json *j)
{
	const struct cr_race *race = c->race;
	uintptr_t entry = entry_of(cr_race_call(race));
	struct boundary *b, *kb = NULL;
	int *order = NULL;
	int nk = 0;
	int m, st, hung, bp, last, nb[B_NVERDICTS] = {0};
	int nwin = 0;
	long traps = 0;
	char out[2048], insn[160];
	uint64_t t0 = cr_now_ns(), t_first = 0, t_rec;
	double elapsed;

	if (!entry) {
		cr_tap_skip("sweep %s: no entry point known for this call", race->name);
		return CR_EXIT_SKIP;
	}
	sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED)
		cr_fatal("sweep: mmap: %s", strerror(errno));
	warm_up();
	bp = cr_step_bp_probe();
	{ /* CR_SWEEP_METHOD=step forces single-stepping (to compare methods) */
		const char *meth = getenv("CR_SWEEP_METHOD");
		if (meth && !strcmp(meth, "step") && !bp)
			bp = -1;
	}

	/* 1. the path, single-stepped once */
	memset(&plan, 0, sizeof plan);
	plan.how = CR_STEP_RECORD;
	plan.entry = entry;
	plan.path = &sh->path;
	plan.fire = fire;
	plan.bound_ms = c->opt.bound_ms;
	st = run(c, &hung, out, sizeof out);
	if (hung || !WIFEXITED(st) || WEXITSTATUS(st) || !sh->path.complete) {
		cr_tap_ok(0, "sweep %s: recording the path of one call failed (%s%s, %d boundaries, %s)%s%s",
			  race->name, hung ? "hung" : WIFSIGNALED(st) ? "crashed" : "exit ",
			  hung || WIFSIGNALED(st) ? "" : (WEXITSTATUS(st) ? "non-zero" : "0"),
			  sh->path.n, sh->path.overflow ? "overflow or never entered" : "did not return",
			  *out ? ": " : "", out);
		munmap(sh, sizeof *sh);
		return -1;
	}
	m = sh->path.n;
	t_rec = cr_now_ns();
	if (!(b = calloc((size_t)m, sizeof *b)) || !(kb = calloc((size_t)m, sizeof *kb)) ||
	    !(order = calloc((size_t)m, sizeof *order)))
		cr_fatal("sweep: out of memory");
	cr_diag("sweep %s: %d boundaries from %#lx (path recorded in %.1f ms), %ld steps before the entry; each boundary by %s",
		race->name, m, (unsigned long)entry, (t_rec - t0) / 1e6, sh->path.pre_steps,
		bp ? "single-stepping (no hardware breakpoint)" : "hardware breakpoint");
	if (bp > 0)
		cr_diag("sweep: perf_event_open breakpoint: %s (perf_event_paranoid?)", strerror(bp));
	else if (bp < 0)
		cr_diag("sweep: single-stepping to each boundary (CR_SWEEP_METHOD=step)");

	/* 2. one child per boundary; then, for each syscall instruction, one
	 * child cancelled while blocked in that syscall (blocking calls).
	 * The boundaries right after a syscall instruction go first: where a
	 * window is, it starts there, so a race is seen in the first runs. */
	{
		int n = 0;
		for (int k = 0; k < m; k++)
			if (cr_step_is_syscall(sh->path.ip[k]) && k + 1 < m)
				order[n++] = k + 1;
		for (int k = 0; k < m; k++) {
			int seen = 0;
			for (int i = 0; i < n && !seen; i++)
				seen = order[i] == k;
			if (!seen)
				order[n++] = k;
		}
	}
	for (int k = 0; k < m; k++) {
		b[k].ip = sh->path.ip[k];
		b[k].k = k;
		cr_step_symbolize(b[k].ip, b[k].sym, sizeof b[k].sym, NULL, 0);
	}
	name_unnamed(b, m);
	for (int i = 0; i < m; i++) {
		long only;
		int k = order[i];
		if (c->opt.sweep_only && (cr_parse_long(c->opt.sweep_only, 0, 1000000, &only) || only != k)) {
			b[k].verdict = -1;
			continue;
		}
		run_boundary(c, bp, k, 0, &b[k], out, sizeof out);
		traps += b[k].traps;
		nb[b[k].verdict]++;
		if (b[k].verdict < B_OK && !t_first)
			t_first = cr_now_ns();
	}
	for (int k = 0; k < m; k++) {
		struct boundary *x = &kb[nk];
		if (b[k].verdict < 0 || !cr_step_is_syscall(b[k].ip))
			continue;
		*x = b[k];
		x->in_kernel = 1;
		if (run_boundary(c, bp, k, 1, x, out, sizeof out) == 0) {
			cr_diag("sweep k=%d+kernel: the syscall returned before the canceller saw it blocked: no in-kernel boundary",
				k);
			continue;
		}
		traps += x->traps;
		nb[x->verdict]++;
		nk++;
	}
	elapsed = (cr_now_ns() - t0) / 1e9;

	/* 3. the map */
	for (int k = 0; k < m; k++) {
		if (b[k].verdict < 0)
			continue;
		*insn = 0;
		if (c->opt.disasm)
			cr_step_disasm(b[k].ip, insn, sizeof insn);
		cr_diag("sweep %3d %#14lx %-44s %-13s %s%s%s", k, (unsigned long)b[k].ip, b[k].sym,
			b[k].performed ? "performed" : "not-performed", bname(b[k].verdict),
			*insn ? "  | " : "", insn);
		for (int i = 0; i < nk; i++)
			if (kb[i].k == k)
				cr_diag("sweep %3d+kernel %-36s %-13s %s  (cancelled while blocked in the syscall)",
					k, kb[i].sym, kb[i].performed ? "performed" : "not-performed",
					bname(kb[i].verdict));
	}
	/* 4. windows: maximal runs of race verdicts (a double close may show
	 * as a wrong close where the number was reused: one window), and of
	 * each harness verdict (crash, hang, ...) on its own */
	if (j)
		cr_json_arr(j, "windows");
	for (int k = 0; k < m; k = last + 1) {
		char what[128];
		int seen[B_NVERDICTS] = {0};
		size_t n = 0;
		last = k;
		if (b[k].verdict < 0 || b[k].verdict == B_OK)
			continue;
		while (last + 1 < m && b[last + 1].verdict >= 0 &&
		       (b[k].verdict < B_OK ? b[last + 1].verdict < B_OK
					    : b[last + 1].verdict == b[k].verdict))
			last++;
		for (int i = k; i <= last; i++)
			seen[b[i].verdict]++;
		*what = 0;
		for (int v = 0; v < B_NVERDICTS; v++)
			if (seen[v])
				n += (size_t)snprintf(what + n, sizeof what - n, "%s%s", n ? "+" : "", bname(v));
		nwin++;
		cr_diag("sweep window %d: %s at k=%d..%d (%d boundaries): %s .. %s", nwin, what, k,
			last, last - k + 1, b[k].sym, b[last].sym);
		if (j) {
			cr_json_obj(j, NULL);
			cr_json_str(j, "verdict", what);
			cr_json_str(j, "from", b[k].sym);
			cr_json_str(j, "to", b[last].sym);
			cr_json_int(j, "first_k", k);
			cr_json_int(j, "last_k", last);
			cr_json_end(j);
		}
	}
	for (int i = 0; i < nk; i++) {
		char at[128];
		if (kb[i].verdict == B_OK)
			continue;
		nwin++;
		snprintf(at, sizeof at, "%s (blocked in the kernel)", kb[i].sym);
		cr_diag("sweep window %d: %s at k=%d+kernel: %s", nwin, bname(kb[i].verdict), kb[i].k, at);
		if (j) {
			cr_json_obj(j, NULL);
			cr_json_str(j, "verdict", bname(kb[i].verdict));
			cr_json_str(j, "from", at);
			cr_json_str(j, "to", at);
			cr_json_int(j, "first_k", kb[i].k);
			cr_json_int(j, "last_k", kb[i].k);
			cr_json_bool(j, "in_kernel", 1);
			cr_json_end(j);
		}
	}
	if (j)
		cr_json_end(j);

	/* 5. summary, record, checks */
	{
		char line[512], detail[160];
		size_t n = 0;
		for (int v = 0; v < CR_V_COUNT; v++) {
			int kv = 0;
			for (int i = 0; i < nk; i++)
				kv += kb[i].verdict == v;
			if ((cr_race_verdicts(race) & CR_VMASK(v)) && nb[v])
				n += (size_t)snprintf(line + n, sizeof line - n, "%s%d of %d boundaries %s",
						      n ? ", " : "", nb[v] - kv, m, cr_verdict_names[v]);
			if ((cr_race_verdicts(race) & CR_VMASK(v)) && kv)
				n += (size_t)snprintf(line + n, sizeof line - n, " + %d blocked in the kernel", kv);
		}
		if (!n)
			snprintf(line, sizeof line, "0 of %d boundaries race (no leak, double-close, wrong-close, lost-cancel, cleanup%s)",
				 m, cr_race_verdicts(race) & CR_VMASK(CR_V_LOST_DATA) ? ", lost-data" : "");
		cr_diag("sweep %s: %s; %d window%s; %.3f s for %d runs (%s, %ld traps)%s", race->name, line,
			nwin, nwin == 1 ? "" : "s", elapsed, c->opt.sweep_only ? 1 : m,
			bp ? "single-step" : "hardware breakpoint", traps,
			c->opt.sweep_only ? " (--sweep-boundary)" : "");
		if (t_first)
			cr_diag("sweep %s: first detection %.1f ms into the sweep", race->name,
				(t_first - t0) / 1e6);
		if (j) {
			cr_json_arr(j, "boundaries");
			add_boundaries(j, b, m, c->opt.disasm);
			add_boundaries(j, kb, nk, c->opt.disasm);
			cr_json_end(j);
			cr_json_obj(j, "summary");
			cr_json_int(j, "boundaries", m);
			cr_json_int(j, "in_kernel", nk);
			for (int v = 0; v < B_NVERDICTS; v++)
				cr_json_int(j, bname(v), nb[v]);
			cr_json_int(j, "windows", nwin);
			cr_json_str(j, "method", bp ? "single-step" : "hardware-breakpoint");
			cr_json_int(j, "traps", traps);
			cr_json_num(j, "elapsed_s", elapsed);
			if (t_first)
				cr_json_num(j, "first_detection_s", (t_first - t0) / 1e9);
			else
				cr_json_null(j, "first_detection_s");
			cr_json_end(j);
			cr_json_arr(j, "checks");
		}
		snprintf(detail, sizeof detail, "of %d boundaries%s%.0d%s (%.3f s)", m,
			 nk ? " + " : "", nk, nk ? " blocked in the kernel" : "", elapsed);
		/* one boundary (--sweep-boundary) is a debugging run: reported,
		 * not judged against the table */
		for (int v = 0; v < CR_V_COUNT; v++)
			if ((cr_race_verdicts(race) & CR_VMASK(v)) && !c->opt.sweep_only)
				cr_check(c, j, "sweep", (enum cr_verdict)v, nb[v], detail);
		for (int k = 0; k < m && c->opt.sweep_only; k++)
			if (b[k].verdict >= 0)
				cr_tap_ok(1, "sweep %s boundary %d (%s): %s, %s (one boundary: not judged)",
					  race->name, k, b[k].sym, b[k].performed ? "performed" : "not performed",
					  bname(b[k].verdict));
		if (j)
			cr_json_end(j);
		cr_tap_ok(nb[B_CRASH] + nb[B_HANG] + nb[B_ERROR] + nb[B_DIVERGED] == 0,
			  "sweep %s: every boundary ran and was reached: %d crashed, %d hung, %d harness errors, %d diverged from the path%s%.0d%s",
			  race->name, nb[B_CRASH], nb[B_HANG], nb[B_ERROR], nb[B_DIVERGED],
			  nb[B_SKIPPED] ? " (" : "", nb[B_SKIPPED],
			  nb[B_SKIPPED] ? " syscall return addresses skipped: single-stepping cannot stop there)" : "");
	}
	/* A sweep that cannot fail is no test: some boundary must see the
	 * call cancelled before its effect, and some the effect recorded. */
	if (!c->opt.sweep_only) {
		int before = 0, after = 0;
		for (int k = 0; k < m; k++) {
			before += b[k].verdict == B_OK && !b[k].performed;
			after += b[k].verdict == B_OK && b[k].performed;
		}
		if (!before || !after)
			cr_diag("sweep: last boundary: returned %d, performed %d, errno %d (%s)",
				b[m - 1].returned, b[m - 1].performed, b[m - 1].err,
				strerror(b[m - 1].err));
		cr_tap_ok(before > 0 && after > 0,
			  "sweep %s: the cancel acted inside the call: %d boundaries cancelled before the effect, %d after it was recorded",
			  race->name, before, after);
	}
	free(b);
	free(kb);
	free(order);
	munmap(sh, sizeof *sh);
	return 0;
}
