/* A race program is one struct cr_race and CR_RACE_MAIN(race).
 *
 * The harness owns the trial: it snapshots the fd table, calls prepare() in
 * the main thread, starts the victim thread (which calls arm() then op() in a
 * loop until it is cancelled, inside a cleanup handler that releases every
 * descriptor the victim owns), cancels it from the main thread after a
 * seeded random delay, joins it under a bound, and turns what it sees into
 * verdict counts.  op() performs exactly one call of the cancellation point
 * under test and records what the call gave (cr_own) or took (cr_disown).
 * A race keeps its own state in file-scope variables: it is one program.
 */
#ifndef CR_RACE_H
#define CR_RACE_H

#include "cr.h"
#include "cr_cancel.h"

/* Verdicts, in report order: what a cancel that acted at the wrong moment
 * lost, each counted exactly (harness/verdicts.def, the one list; harness/
 * README, "Verdicts"). */
enum cr_verdict {
#define CR_VERDICT(id, name, effect, meaning, colour) CR_V_##id,
#include "verdicts.def"
	CR_V_COUNT
};
extern const char *const cr_verdict_names[CR_V_COUNT]; /* "leak", ... */
#define CR_VMASK(v) (1u << (v))
/* What every race is judged on: a descriptor left behind, the cancel not
 * acting, the cleanup handler not run exactly once. */
#define CR_VMASK_BASE (CR_VMASK(CR_V_LEAK) | CR_VMASK(CR_V_LOST_CANCEL) | CR_VMASK(CR_V_CLEANUP))
/* What every descriptor race is judged on. */
#define CR_VMASK_FD (CR_VMASK_BASE | CR_VMASK(CR_V_DOUBLE_CLOSE) | CR_VMASK(CR_V_WRONG_CLOSE))

struct cr_ctx;

#define CR_OWN_MAX 256
struct cr_owned {
	int n;
	struct cr_fdent e[CR_OWN_MAX];
};

/* The victim thread's record of what its calls did. */
struct cr_victim {
	struct cr_owned owned;   /* what the victim thread holds */
	long received;           /* data races: units the victim recorded */
	/* the harness's own bookkeeping */
	int cap;                 /* owned.n at which the loop releases */
	volatile int cleanup_runs;
	volatile long ops;       /* op() calls completed */
	int recorded;            /* cr_own + cr_disown calls (effects seen) */
	int op_recorded;         /* single-op mode: effects op() recorded */
	int counts[CR_V_COUNT];  /* filled by the cleanup handler */
};

struct cr_race {
	const char *name;        /* program and expectations name (default:
				  * the call's, from the catalogue) */
	const void *fn;          /* the cancellation point: .fn = open (the
				  * sweep's entry, the catalogue row) */
	const char *hazard;      /* one line */
	const char *reference;   /* "glibc bug 12683" */
	/* Once per run, main thread: 0, CR_EXIT_SKIP (after cr_race_skip) or
	 * -1 (harness error). */
	int (*setup)(void);
	void (*teardown)(void);
	/* Per trial, main thread, after the "before" snapshot (e.g. queue
	 * connections): 0 or -1.  finish() undoes it before the "after"
	 * snapshot. */
	int (*prepare)(void);
	void (*finish)(void);
	/* Optional, main thread, after the join and before finish(): add
	 * race-specific verdicts (e.g. bytes consumed but never received). */
	void (*account)(const struct cr_victim *v, int counts[CR_V_COUNT]);
	/* In the victim, before each op(): no cancellation point here. */
	void (*arm)(struct cr_victim *v);
	/* In the victim: exactly one call of the cancellation point. */
	void (*op)(struct cr_victim *v);
	/* Blocked mode (--blocked), for a call that can block: in place of
	 * prepare(), prepare_blocked() sets up a trial in which op() blocks in
	 * the kernel (an empty queue, a held lock); the harness sees the
	 * victim blocked before it cancels it.  wake() makes the blocked call
	 * return: called only when the cancel was lost, to free the victim. */
	int (*prepare_blocked)(void);
	void (*wake)(void);
	/* The helper thread: opens and closes other files so that a released
	 * number is reused, making wrong-descriptor closes visible. */
	int wants_reuser;
	/* op() may run only once per trial (a second pthread_join of one
	 * thread is undefined): the sweep does not settle the victim's path
	 * with a first, unobserved call.  Otherwise prepare() must let two
	 * op() calls return at once. */
	int one_call;
	unsigned verdicts;       /* CR_VMASK of the verdicts judged (0: CR_VMASK_FD;
				  * a non-descriptor race: CR_VMASK_BASE | its own) */
	long iterations;         /* --iterations default (0: the harness's) */
	long delay_max_ns;       /* --delay-max-ns default (0: the harness's) */
	/* A program with a mode of its own in place of the sweep, the blocked
	 * mode and the hammer (the functions that must not act: "pending"):
	 * mode names it (its record section, at most 7 letters), run()
	 * performs it, prints its checks (cr_check, cr_check_run with that
	 * mode) and adds its counts to the open section.  It runs for
	 * --hammer and --sweep too (the tools pass them to every race).  .fn
	 * may be NULL (set .name): its record has no call. */
	const char *mode;
	void (*run)(struct cr_ctx *c, struct cr_json *j);
};

#define CR_RACE_MAIN(race)                                   \
	int main(int argc, char **argv)                      \
	{                                                    \
		return cr_race_main(&(race), argc, argv);    \
	}
int cr_race_main(const struct cr_race *race, int argc, char **argv);

/* Record a descriptor the victim now owns (fstat gives its identity). */
void cr_own(struct cr_victim *v, int fd);
/* The victim no longer owns fd (it closed it successfully). */
void cr_disown(struct cr_victim *v, int fd);
/* The descriptor the victim acquired last (-1: none). */
int cr_owned_fd(const struct cr_victim *v);
/* The victim got n units of what the call gives (chunks, messages,
 * children, signals, events ...): received += n, and the op recorded an
 * effect (the sweep's "performed"). */
void cr_record(struct cr_victim *v, long n);
/* For account(): units the call consumed (seen from outside: an offset, a
 * queue's length, a child gone) against those the victim recorded; the
 * difference is verdict v.  Recorded more than consumed is a broken
 * accounting: a harness error, never a count. */
void cr_account_units(int counts[CR_V_COUNT], enum cr_verdict v, long consumed, long recorded);
/* Release everything owned with non-cancellable closes. */
void cr_release_all(struct cr_victim *v);
/* In setup(): say why this machine cannot run the race; returns
 * CR_EXIT_SKIP for setup to return. */
int cr_race_skip(const char *fmt, ...) CR_PRINTF(1, 2);
/* The current trial's victim thread id (0 before it started). */
long cr_victim_tid(void);
/* For a race's own helper threads (a thread that posts, signals or exits
 * to wake the victim; never a cancellation point):
 *   cr_task_blocked: the syscall thread tid is blocked in (sleeping in the
 *     kernel: /proc/self/task/TID/stat and syscall), -1 when it is not;
 *   cr_wait_blocked: wait until thread tid (0: the trial's victim, once it
 *     exists) has been blocked in syscall nr (-1: any; CR_NR_FUTEX: a futex
 *     wait, through whichever futex syscall the libc uses) for stable_us;
 *     the syscall, or -1 at the bound of ms or once *stop (may be NULL) is
 *     set;
 *   cr_helper_start: first thing in a helper thread: move to the victim's
 *     CPU (idle while the victim is blocked), off the canceller's, which
 *     spins through the cancel's delay and would starve it, with a 1 us
 *     timer slack, so its polls are as fine as they ask;
 *   cr_trial_hold_us: how long a waker must leave the victim blocked
 *     before it wakes it (pass it as stable_us): 0 in the hammer; in a
 *     sweep's run whose cancel is sent while the victim blocks, or before
 *     it blocks (the sweep then watches whether the call blocks anyway),
 *     long enough for the sweep's own canceller to act first. */
#define CR_NR_FUTEX (-2)
long cr_task_blocked(long tid); /* harness/task.h */
long cr_wait_blocked(long tid, long nr, long stable_us, long ms, const volatile int *stop);
void cr_helper_start(void);
long cr_trial_hold_us(void);
/* In prepare(): 1 in a sweep's run (a trial of one op), 0 in the hammer. */
int cr_trial_single_op(void);

/* ---- the catalogue (harness/calls.h) ------------------------------------ */
struct cr_call {
	const char *name;        /* "open" */
	const char *effect;      /* "creates a descriptor" */
	const char *kind;        /* "syscall" | "library" */
	const void *fn;
};
/* The catalogue row of fn, or NULL. */
const struct cr_call *cr_call_of(const void *fn);
/* Its position in the catalogue (the order of every table). */
int cr_call_index(const struct cr_call *call);

/* ---- for the harness: the run, its checks, one trial -------------------- */
struct cr_opts {
	long iterations;       /* --iterations N: trials (hammer) */
	double seconds;        /* --seconds S: wall bound of the hammer */
	uint64_t seed;         /* --seed X (printed; replays a run) */
	long bound_ms;         /* --bound-ms: lost-cancel bound per trial */
	long delay_max_ns;     /* --delay-max-ns: canceller's random delay */
	const char *json;      /* --json FILE */
	const char *expect;    /* --expect FILE (default $CR_EXPECT) */
	int strict;            /* --strict or CR_STRICT=1: any race fails */
	int hammer, sweep;     /* modes; default all the race has */
	int blocked;           /* --blocked: cancel while blocked (races that block) */
	long blocked_trials;   /* --blocked-trials N */
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
};

/* Every TAP point a race program prints is a check, kept for its record:
 * the record's pass/fail is derived from these alone.
 *   verdict     a verdict count judged against the expectations table
 *   structural  the run itself (every boundary reached, the cancel acted
 *               inside the call): a harness claim that can fail
 *   info        reported, never judged (one debug boundary) */
enum cr_check_kind { CR_CHECK_VERDICT, CR_CHECK_STRUCTURAL, CR_CHECK_INFO };
/* The verdict logic alone: does count pass under expectation e? */
int cr_judge(enum cr_expect e, int strict, long count, const char **why);
/* Judge verdict v's count in mode ("hammer" | "sweep") against the table
 * and print the TAP point.  Returns 1 if it passed. */
int cr_check(struct cr_ctx *c, const char *mode, enum cr_verdict v, long count,
	     const char *detail);
/* A structural or info check: name is a short key ("reached",
 * "acted-inside"), the rest is the TAP text.  Returns ok. */
int cr_check_run(struct cr_ctx *c, const char *mode, enum cr_check_kind kind, const char *name,
		 int ok, const char *fmt, ...) CR_PRINTF(6, 7);
/* Append mode's checks to j, inside the open mode object, as "checks". */
void cr_checks_json(struct cr_json *j, const char *mode);
/* Checks that failed so far: the run's status ("fail" when any). */
int cr_checks_failed(void);

/* One trial with the harness's full accounting, reusable by the sweep: the
 * victim runs arm()+op() once with before_op(arg) called right before op()
 * and after_op(arg) right after it (NULL for none), then loops as usual. */
struct cr_trial_hooks {
	void (*before_op)(struct cr_victim *v, void *arg);
	void (*after_op)(struct cr_victim *v, void *arg);
	void *arg;
	int single_op;  /* 1: victim performs one op, then waits in a
			 * cancellation point (nanosleep) to be cancelled */
	int no_cancel;  /* 1: the harness's canceller does not run (the hook
			 * cancels the victim itself) */
	int blocked;    /* 1 (with single_op): prepare_blocked(), then cancel
			 * once the victim is seen blocked in the kernel; a lost
			 * cancel is woken (race->wake) and counted */
	int warm_call;  /* 1 (with single_op): the victim makes one whole,
			 * unobserved arm()+op() first */
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
};
int cr_trial(struct cr_ctx *c, const struct cr_trial_hooks *h, struct cr_rng *rng,
	     struct cr_trial_result *r);

/* Stop the harness's helper threads (before exit or fork). */
void cr_trial_shutdown(void);

#endif
