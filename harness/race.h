/* What a race author needs: one struct cr_race and CR_RACE_MAIN(race).
 *
 * The harness owns the trial: it snapshots the fd table, calls prepare() in
 * the main thread, starts the victim thread (arm() then op() in a loop until
 * it is cancelled, inside a cleanup handler that releases every descriptor
 * the victim owns), cancels it, joins it under a bound, and turns what it
 * sees into verdict counts.  op() makes exactly one call of the cancellation
 * point and records what the call gave (cr_own, cr_record) or took
 * (cr_disown).  A race keeps its state in file-scope variables: it is one
 * program.  The engine's side is harness/engine.h (no race includes it).
 */
#ifndef CR_RACE_H
#define CR_RACE_H

#include "cr.h"
#include "cr_cancel.h"

/* The verdicts, in report order (harness/verdicts.def, the one list). */
enum cr_verdict {
#define CR_VERDICT(id, name, effect, meaning, colour) CR_V_##id,
#include "verdicts.def"
	CR_V_COUNT
};
extern const char *const cr_verdict_names[CR_V_COUNT]; /* "leak", ... */
#define CR_VMASK(v) (1u << (v))
/* Every race is judged on a descriptor left, the cancel not acting, the
 * cleanup handler not run once; a descriptor race on closes too. */
#define CR_VMASK_BASE (CR_VMASK(CR_V_LEAK) | CR_VMASK(CR_V_LOST_CANCEL) | CR_VMASK(CR_V_CLEANUP))
#define CR_VMASK_FD (CR_VMASK_BASE | CR_VMASK(CR_V_DOUBLE_CLOSE) | CR_VMASK(CR_V_WRONG_CLOSE))

#define CR_OWN_MAX 256
/* The victim's record of its calls (the harness keeps those after received). */
struct cr_victim {
	struct { int n; struct cr_fdent e[CR_OWN_MAX]; } owned; /* held */
	long received;           /* units recorded (cr_record) */
	int cap;                 /* owned.n at which the loop releases */
	volatile int cleanup_runs;
	volatile long ops;       /* op() calls that returned */
	int recorded;            /* effects recorded (cr_own, cr_disown, cr_record) */
	int counts[CR_V_COUNT];  /* filled by the cleanup handler */
};

struct cr_pending_fn; /* harness/pending.h */
struct cr_race {
	const char *name;        /* default: the call's (the catalogue's) */
	const void *fn;          /* the cancellation point, .fn = open */
	const char *hazard;      /* one line */
	const char *reference;   /* "glibc bug 12683" */
	int (*setup)(void);      /* once, main thread: 0, CR_EXIT_SKIP, -1 */
	void (*teardown)(void);
	/* Per trial, main thread, after the "before" fd snapshot: 0 or -1;
	 * finish() undoes it before the "after" snapshot. */
	int (*prepare)(void);
	void (*finish)(void);
	/* After the join, before finish(): the race's own verdicts. */
	void (*account)(const struct cr_victim *v, int counts[CR_V_COUNT]);
	/* In the victim: arm() before each op() (no cancellation point);
	 * op() exactly one call of the cancellation point. */
	void (*arm)(struct cr_victim *v);
	void (*op)(struct cr_victim *v);
	/* Blocked mode (--blocked): prepare_blocked() in place of prepare()
	 * sets up a trial in which op() blocks in the kernel; wake() makes the
	 * blocked call return, called only when the cancel was lost. */
	int (*prepare_blocked)(void);
	void (*wake)(void);
	int wants_reuser;        /* a thread reopens released numbers */
	/* A trial may run op() once only (a second pthread_join of one thread
	 * is undefined): the sweep makes no first, unobserved op().  Otherwise
	 * prepare() must let two op() calls return. */
	int one_op;
	unsigned verdicts;       /* judged (0: CR_VMASK_FD; else CR_VMASK_BASE | own) */
	/* The libc under test takes the call's effect before it tests the
	 * cancel at all (dietlibc's pthread_join): no boundary can see the
	 * call cancelled before its effect, so the sweep's "the cancel acted
	 * inside the call" takes a boundary that lost the effect for one.
	 * Set only where the libc's code says so: elsewhere a sweep with no
	 * clean cancel before the effect is a failure (a broken libc). */
	int effect_first;
	long iterations;         /* --iterations default (0: the harness's) */
	long delay_max_ns;       /* --delay-max-ns default (0: the harness's) */
	/* In place of the other modes (--hammer and --sweep run it), the
	 * pending mode's table (harness/pending.h; prepare() and finish()
	 * around each function).  .fn is NULL. */
	const struct cr_pending_fn *pending;
};

/* .delay_max_ns of a race whose window lies in the victim's first calls
 * (the hammer's default 20 us lands later, among calls that cannot race). */
#define CR_DELAY_FIRST_CALLS 5000
#define CR_RACE_MAIN(race) int main(int argc, char **argv) { cr_exit(cr_race_main(&(race), argc, argv)); }
int cr_race_main(const struct cr_race *race, int argc, char **argv);

/* In op(): the victim owns fd (its identity taken); no longer owns it; the
 * last one it got (-1: none); got n units (received += n: an effect). */
void cr_own(struct cr_victim *v, int fd);
void cr_disown(struct cr_victim *v, int fd);
int cr_owned_fd(const struct cr_victim *v);
void cr_record(struct cr_victim *v, long n);
/* In account(): units consumed as seen from outside against those
 * recorded; the difference is verdict v (recorded more: a harness error). */
void cr_account_units(int counts[CR_V_COUNT], enum cr_verdict v, long consumed, long recorded);
void cr_release_all(struct cr_victim *v);    /* non-cancellable closes */
int cr_race_skip(const char *fmt, ...) CR_PRINTF(1, 2); /* setup(): why not here */
/* In setup(): the libc running the race (->libc "glibc", "musl", "uclibc";
 * ->libc_version "2.36"), as the record names it: a skip may follow from
 * the libc alone, never from the behaviour under test. */
const struct cr_sysinfo *cr_race_libc(void);
long cr_victim_tid(void);                    /* 0 before it started */
int cr_trial_one_op(void); /* in prepare(): 1 in a sweep's run (op() once) */
int cr_trial_pending(void); /* in prepare(): 1 when op() starts with a cancel
			     * pending (the pending mode; one_op too) */
/* A race's own waker thread (harness/README, "Adding a cancellation
 * point"): cr_helper_start() first; cr_wait_blocked() until thread tid (0:
 * the victim) has been blocked in syscall nr (-1 any, CR_NR_FUTEX) for
 * stable_us (pass cr_trial_hold_us()): the syscall, or -1 at ms or *stop
 * (the victim counts from its op() on: the syscalls of arm() and of the
 * sweep's arming are not the call's);
 * cr_task_blocked(): the syscall tid sleeps in, or -1; cr_task_state():
 * its state letter ('S', 'T', 'Z', ...), 0 once gone; cr_task_kill(): a
 * signal to thread tid (tgkill; dietlibc's threads too); cr_trial_mark():
 * the hammer's cancel delay counts from here (right before the wake-up). */
#define CR_NR_FUTEX (-2)
void cr_helper_start(void);
long cr_wait_blocked(long tid, long nr, long stable_us, long ms, const volatile int *stop);
long cr_trial_hold_us(void);
long cr_task_blocked(long tid);
int cr_task_state(long tid);
int cr_task_kill(long tid, int sig);
void cr_trial_mark(void);

#endif
