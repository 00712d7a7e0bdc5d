/* A race program is one struct cr_race and a main() calling cr_race_main().
 *
 * The harness owns the trial: it snapshots the fd table, calls prepare() in
 * the main thread, starts the victim thread (which calls arm() then op() in a
 * loop until it is cancelled, inside a cleanup handler that releases every
 * descriptor the victim owns), cancels it from a canceller thread after a
 * seeded random delay, joins it under a bound, and turns what it sees into
 * verdict counts.  op() performs exactly one call of the cancellation point
 * under test and records what the call gave (cr_own) or took (cr_disown).
 */
#ifndef CR_RACE_H
#define CR_RACE_H

#include "cr.h"
#include "cr_cancel.h"

/* Verdicts, in report order. */
enum cr_verdict {
	CR_V_LEAK,        /* a descriptor the call created survived the victim */
	CR_V_DOUBLE_CLOSE,/* cleanup closed a number the kernel had released */
	CR_V_WRONG_CLOSE, /* cleanup met, or a close hit, another file */
	CR_V_LOST_CANCEL, /* victim not cancelled within the bound */
	CR_V_CLEANUP,     /* cleanup handler did not run exactly once */
	CR_V_LOST_DATA,   /* a data-consuming call took bytes nobody received */
	CR_V_COUNT
};
extern const char *const cr_verdict_names[CR_V_COUNT]; /* "leak", ... */
#define CR_VMASK(v) (1u << (v))
/* What every descriptor race is judged on. */
#define CR_VMASK_FD (CR_VMASK(CR_V_LEAK) | CR_VMASK(CR_V_DOUBLE_CLOSE) | \
		     CR_VMASK(CR_V_WRONG_CLOSE) | CR_VMASK(CR_V_LOST_CANCEL) | \
		     CR_VMASK(CR_V_CLEANUP))
/* The cancellation point race r calls. */
#define cr_race_call(r) ((r)->call ? (r)->call : (r)->name)
/* The verdicts race r is judged on. */
#define cr_race_verdicts(r) ((r)->verdicts ? (r)->verdicts : CR_VMASK_FD)

#define CR_OWN_MAX 256
struct cr_owned {
	int n;
	struct cr_fdent e[CR_OWN_MAX];
};

struct cr_ctx;

struct cr_victim {
	struct cr_ctx *ctx;
	const struct cr_race *race;
	struct cr_owned owned;   /* what the victim thread holds */
	int cap;                 /* owned.n at which arm() must release */
	volatile int cleanup_runs;
	volatile long ops;       /* op() calls completed */
	int recorded;            /* cr_own + cr_disown calls (effects seen) */
	int op_recorded;         /* single-op mode: effects op() recorded */
	long received;           /* data races: units the victim recorded */
	int counts[CR_V_COUNT];  /* filled by the cleanup handler */
	void *priv;              /* race's per-trial state */
};

struct cr_race {
	const char *name;        /* "open": the program, the expectations' call */
	const char *call;        /* the cancellation point, if not name (sweep entry) */
	const char *hazard;      /* one line */
	const char *reference;   /* "glibc bug 12683" */
	/* Once per run, main thread.  Returns 0, CR_EXIT_SKIP or -1 (error). */
	int (*setup)(struct cr_ctx *c, void **race_state);
	void (*teardown)(struct cr_ctx *c, void *race_state);
	/* Per trial, main thread, after the "before" snapshot: e.g. queue
	 * connections.  finish() undoes it before the "after" snapshot. */
	int (*prepare)(struct cr_victim *v, void *race_state);
	void (*finish)(struct cr_victim *v, void *race_state);
	/* Optional, main thread, after the join and before finish(): add
	 * race-specific verdicts (e.g. bytes consumed but never received). */
	void (*account)(struct cr_victim *v, void *race_state, int counts[CR_V_COUNT]);
	/* In the victim, before each op(): no cancellation point here. */
	void (*arm)(struct cr_victim *v, void *race_state);
	/* In the victim: exactly one call of the cancellation point. */
	void (*op)(struct cr_victim *v, void *race_state);
	/* The helper thread (optional): opens and closes other files so that a
	 * released number is reused, making wrong-descriptor closes visible. */
	int wants_reuser;
	unsigned verdicts;       /* CR_VMASK of the verdicts judged (0: CR_VMASK_FD) */
	long iterations;         /* default --iterations (0: harness default) */
	long delay_max_ns;       /* default --delay-max-ns (0: harness default) */
};

/* Record a descriptor the victim now owns (fstat gives its identity). */
void cr_own(struct cr_victim *v, int fd);
/* The victim no longer owns fd (it closed it successfully). */
void cr_disown(struct cr_victim *v, int fd);
/* Release everything owned with non-cancellable closes (for arm()). */
void cr_release_all(struct cr_victim *v);

struct cr_opts {
	long iterations;       /* --iterations N: trials (hammer) */
	double seconds;        /* --seconds S: wall bound of the hammer */
	uint64_t seed;         /* --seed X (printed; replays a run) */
	long bound_ms;         /* --bound-ms: lost-cancel bound per trial */
	long delay_max_ns;     /* --delay-max-ns: canceller's random delay */
	const char *json;      /* --json FILE */
	const char *expect;    /* --expect FILE (default $CR_EXPECT) */
	int strict;            /* --strict or CR_STRICT=1: any race fails */
	int hammer, sweep;     /* modes; default both (sweep where supported) */
	int verbose;           /* -v */
	int disasm;            /* --disasm: objdump line per boundary */
	const char *sweep_only; /* --sweep-boundary K (debug one boundary) */
};

struct cr_ctx {
	const struct cr_race *race;
	void *state;              /* from race->setup */
	struct cr_opts opt;
	struct cr_sysinfo si;
	char impl[32];            /* "glibc", "musl", "vdso-helper" ... */
	const char *libc_root;    /* LIBC_ROOT in effect, or NULL */
};

/* Judge one verdict count against the expectations table and print the TAP
 * point ("ok N - hammer open leak: 154 in 2000 trials (expected: racy, glibc
 * bug 12683)").  mode is "hammer" or "sweep".  When j is non-NULL it must be
 * inside an open JSON array (the mode's "checks"): one object is appended.
 * Returns 1 if the point passed. */
/* The verdict logic alone: does count pass under expectation e? */
int cr_judge(enum cr_expect e, int strict, long count, const char **why);
int cr_check(struct cr_ctx *c, struct cr_json *j, const char *mode,
	     enum cr_verdict v, long count, const char *detail);

/* One trial with the harness's full accounting, reusable by the sweep: the
 * victim runs arm()+op() once with step_hook(arg) called right before op()
 * and step_done(arg) right after it (NULL for none), then loops as usual. */
struct cr_trial_hooks {
	void (*before_op)(struct cr_victim *v, void *arg);
	void (*after_op)(struct cr_victim *v, void *arg);
	void *arg;
	int single_op;  /* 1: victim performs one op, then waits in a
			 * cancellation point (nanosleep) to be cancelled */
	int no_cancel;  /* 1: the harness's canceller does not run (the hook
			 * cancels the victim itself) */
};
struct cr_trial_result {
	int counts[CR_V_COUNT];
	int cancelled;       /* joined with CR_CANCELED */
	int timed_out;       /* not joined within the bound (victim left) */
	long ops;            /* op() calls that returned */
	int performed;       /* side effect seen (fd created / released) */
};
int cr_trial(struct cr_ctx *c, const struct cr_trial_hooks *h,
	     struct cr_rng *rng, struct cr_trial_result *r);

/* Stop the harness's helper threads (before exit or fork). */
void cr_trial_shutdown(void);

int cr_race_main(const struct cr_race *race, int argc, char **argv);

#endif
