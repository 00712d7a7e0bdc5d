/* The engine's side of a race program (harness/race.c, options.c, the
 * modes (mode.h), trial.c, checks.c, calls.c and the harness's own tests):
 * the run's options and context, the checks' bookkeeping, one trial.  No
 * race includes it: what a race needs is harness/race.h. */
#ifndef CR_ENGINE_H
#define CR_ENGINE_H

#include "race.h"

/* ---- the catalogue (harness/calls.h) ------------------------------------ */
struct cr_call {
	const char *name;        /* "open" */
	const char *effect;      /* "creates a descriptor" */
	const char *kind;        /* "syscall" | "library" */
	const void *fn;
};
/* The catalogue row of fn, or NULL. */
const struct cr_call *cr_call_of(const void *fn);
const struct cr_call *cr_call_named(const char *name); /* a row by its name */
/* Its position in the catalogue (the order of every table). */
int cr_call_index(const struct cr_call *call);

/* ---- the run ------------------------------------------------------------ */
struct cr_opts {
	long iterations;       /* --iterations N: trials (hammer) */
	int iterations_given;  /* --iterations was given: never more trials */
	double seconds;        /* --seconds S: wall bound of the hammer */
	int seconds_given;     /* --seconds was given: never longer */
	uint64_t seed;         /* --seed X (printed; replays a run) */
	long bound_ms;         /* --bound-ms: lost-cancel bound per trial */
	long delay_max_ns;     /* --delay-max-ns: canceller's random delay */
	int delay_given;       /* --delay-max-ns was given: never calibrated */
	int from_mark;         /* the hammer's delay counts from the race's
				* cr_trial_mark() (harness/calibrate.c) */
	const char *json;      /* --json FILE */
	const char *expect;    /* --expect FILE (default $CR_EXPECT) */
	int strict;            /* --strict or CR_STRICT=1: any race fails */
	int hammer, sweep;     /* modes; default all the race has */
	int blocked;           /* --blocked: cancel while blocked (races that block) */
	long blocked_trials;   /* --blocked-trials N */
	int pending;           /* --pending: the call starts with a cancel pending */
	long pending_trials;   /* --pending-trials N */
	long enough;           /* --enough N (or CR_HAMMER_ENOUGH): the hammer may
				* stop after N trials once every verdict the
				* table expects racy was seen; 0: never early */
	int verbose;           /* -v */
	int disasm;            /* --disasm: objdump line per boundary */
	long sweep_only;       /* --sweep-boundary K (debug one boundary), -1 */
};

struct cr_ctx {
	const struct cr_race *race;
	const struct cr_call *call; /* the catalogue row of race->fn */
	const char *name;         /* race->name, or the call's */
	unsigned verdicts;        /* race->verdicts, or CR_VMASK_FD */
	struct cr_opts opt;
	struct cr_sysinfo si;
	char impl[32];            /* "glibc", "musl", "vdso-helper" ... */
	const char *left;         /* the mode that left a victim thread behind
				   * (harness/mode.h), or NULL */
};
/* The run's options, from argv and the environment (harness/options.c):
 * a usage error exits 2. */
void cr_options(struct cr_ctx *c, int argc, char **argv);

/* ---- the checks (harness/checks.c) --------------------------------------
 * Every TAP point a race program prints is a check of one mode, kept for
 * the mode's section of the record: the record's pass/fail is derived
 * from these alone.
 *   verdict     a verdict count judged against the expectations table
 *               (cr_check: 1 passed)
 *   structural  the run itself (every boundary reached, the cancel acted
 *               inside the call): a harness claim that can fail, named by
 *               a short key (cr_check_run: ok is the judgement)
 *   info        reported, never judged (one debug boundary) */
enum cr_check_kind { CR_CHECK_VERDICT, CR_CHECK_STRUCTURAL, CR_CHECK_INFO };
int cr_check(struct cr_ctx *c, const char *mode, enum cr_verdict v, long count, const char *detail);
int cr_check_run(struct cr_ctx *c, const char *mode, enum cr_check_kind kind, const char *name,
		 int ok, const char *fmt, ...) CR_PRINTF(6, 7);
/* The verdict logic alone: does count pass under expectation e? */
int cr_judge(enum cr_expect e, int strict, long count, const char **why);
/* Append mode's checks to j, inside the open mode object, as "checks". */
void cr_checks_json(struct cr_json *j, const char *mode);
/* Checks that failed so far: the run's status ("fail" when any). */
int cr_checks_failed(void);

/* What blocked mode judges besides the race's own verdicts: the blocked
 * call returned before the cancel acted; and the pending mode: the call
 * returned with a cancel pending. */
#define CR_VMASK_BLOCKED CR_VMASK(CR_V_LATE_CANCEL)
#define CR_VMASK_PENDING CR_VMASK(CR_V_NOT_ACTED)

/* ---- one trial (harness/trial.c) -----------------------------------------
 * With the harness's full accounting, reusable by the sweep: the victim
 * runs arm()+op() once with before_op(arg) called right before op() and
 * after_op(arg) right after it (NULL for none), then loops as usual. */
struct cr_trial_hooks {
	void (*before_op)(struct cr_victim *v, void *arg);
	void (*after_op)(struct cr_victim *v, void *arg);
	void *arg;
	int one_op;     /* 1: victim performs one op, then waits in a
			 * cancellation point (nanosleep) to be cancelled */
	int no_cancel;  /* 1: the harness's canceller does not run (the hook
			 * cancels the victim itself) */
	int blocked;    /* 1 (with one_op): prepare_blocked(), then cancel
			 * once the victim is seen blocked in the kernel; a lost
			 * cancel is woken (race->wake) and counted */
	int warm_op;    /* 1 (with one_op): the victim makes one whole,
			 * unobserved arm()+op() first (never for a race's
			 * .one_op) */
	int pending;    /* 1 (with one_op): the victim disables cancellation
			 * after arm(), the harness cancels it then, and the
			 * victim restores it right before op(): the call
			 * starts with the cancel pending */
	long hold_us;   /* how long a race's waker leaves a blocked victim
			 * alone (cr_trial_hold_us): the sweep's, when its
			 * canceller acts on or watches the blocked call */
};
struct cr_trial_result {
	int counts[CR_V_COUNT];
	int cancelled;       /* joined with CR_CANCELED */
	int timed_out;       /* not joined within the bound (victim left) */
	long ops;            /* op() calls that returned */
	int performed;       /* side effect seen (fd created / released) */
	long blocked_nr;     /* blocked: the syscall the victim was seen in
			      * (-1: never seen blocked within the bound) */
	int late_errno;      /* late-cancel: the errno the call returned with
			      * (0: none set) */
	int op_errno;        /* one_op: the errno op() left when it returned */
};
int cr_trial(struct cr_ctx *c, const struct cr_trial_hooks *h, struct cr_rng *rng,
	     struct cr_trial_result *r);

/* The hammer's delay range for this machine (harness/calibrate.c): the
 * median length of a few uncancelled calls (from the race's mark, when it
 * has one: then c->opt.from_mark is set) into *median_ns (0: not
 * measured), and the range to use. */
long cr_calibrate_delay(struct cr_ctx *c, long *median_ns);
/* When this trial's cr_trial_mark() came (0: not yet). */
uint64_t cr_trial_mark_ns(void);

/* Stop the harness's helper threads (before exit or fork). */
void cr_trial_shutdown(void);

#endif
