/* The step engine of the deterministic sweep (harness/step.c; harness/README,
 * "The sweep").
 *
 * One call of a function F in one thread (the victim) is observed between
 * cr_step_arm() and cr_step_disarm(), both called by that thread.  Boundary 0
 * is F's first instruction, boundary M-1 the instruction F returns to.
 *   record:  EFLAGS.TF single-steps the call, every boundary's address is
 *            stored (cr_step_path).
 *   fire k:  the victim is stopped at boundary k -- by a software breakpoint
 *            (an int3 written into this process's private copy of the code),
 *            a hardware execute breakpoint (perf_event_open), or by
 *            single-stepping -- and while its SIGTRAP handler waits (the
 *            cancel signals blocked, raw futex only) the canceller thread
 *            runs fire(arg), e.g. pthread_cancel(victim).  Then TF is cleared
 *            in the saved context and the handler returns: a signal fire()
 *            made pending is delivered at exactly boundary k.
 * Which ways work on this machine is proven by use (harness/probe.h), never
 * assumed from a call that merely opens.
 */
#ifndef CR_STEP_H
#define CR_STEP_H

#include <stddef.h>
#include <stdint.h>

#define CR_STEP_MAX 65536      /* boundaries of one call (a settled call has
				* a few hundred; an unsettled first call through
				* an interposer, thousands) */
#define CR_STEP_PRE_MAX 100000 /* steps allowed before F is entered */

struct cr_step_path {
	int n;                      /* boundaries recorded */
	int complete;               /* F returned (last boundary = return address) */
	int overflow;               /* more than CR_STEP_MAX, or never entered */
	int never_entered;          /* F not reached within CR_STEP_PRE_MAX steps */
	long pre_steps;             /* steps from arm to F's entry */
	uintptr_t ip[CR_STEP_MAX];
	long nr[CR_STEP_MAX];       /* at a syscall instruction: its number, else -1 */
};

/* What a plan does: record the path, or fire at boundary k reached one of
 * three ways (the methods, in the sweep's order of preference). */
enum cr_step_how {
	CR_STEP_FIRE_SW,            /* software breakpoint (int3) to boundary k */
	CR_STEP_FIRE_BP,            /* hardware breakpoint to boundary k */
	CR_STEP_FIRE_TF,            /* single-step to boundary k */
	CR_STEP_RECORD,             /* single-step, record the path */
};
#define CR_STEP_METHODS 3           /* the FIRE ways: the first three */
/* "software-breakpoint", "hardware-breakpoint", "single-step" */
extern const char *const cr_step_method_names[CR_STEP_METHODS];

struct cr_step_plan {
	enum cr_step_how how;
	uintptr_t entry;            /* F */
	int k;                      /* boundary to fire at */
	uintptr_t k_ip;             /* breakpoints: its address (from the path) */
	int k_occurrence;           /* breakpoints: k_ip's hits from entry to k, 1.. */
	struct cr_step_path *path;  /* RECORD: filled in */
	void (*fire)(void *arg);    /* run by the canceller thread at k */
	void *arg;
	long bound_ms;              /* handler's wait for fire() */
	int watch;                  /* after fire(), watch (up to a few ms) */
	long watch_nr;              /* whether the victim goes on to block in this
				     * syscall: a cancel left pending across it */
	int in_kernel;              /* k is a syscall instruction: let the victim
				     * enter it and fire once it is blocked in
				     * that syscall (not at all if it returns) */
	int trace_after;            /* leave TF set after fire(): the next trap
				     * says whether the victim went on and with
				     * which signals pending (the delivery probe) */
};

/* What the last armed call saw (valid after cr_step_disarm). */
struct cr_step_result {
	int fired;                  /* fire() ran at boundary k */
	int fire_timeout;           /* fire() did not return within the bound */
	uintptr_t fired_ip;         /* where the victim stood */
	int boundaries;             /* boundaries passed (TF modes) */
	long traps;                 /* SIGTRAPs taken */
	int bp_error;               /* a breakpoint could not be set: errno */
	int blocked;                /* in_kernel: seen blocked, then fired */
	int returned;               /* in_kernel: returned first, not fired */
	int blocked_after;          /* watch_nr: blocked in it after fire() */
	int unreachable;            /* FIRE_TF: k is a syscall's return address,
				     * which no single-step trap reports */
	int stepped_past;           /* other threads stepped past a breakpoint */
	int traced_after;           /* trace_after: the victim trapped once more */
	long long pending_after;    /* ... with these signals pending (SigPnd) */
	long long pending_at_fire;  /* the victim's SigPnd right after fire() */
};

/* Once per process (in the sweep's child): SIGTRAP handler with the cancel
 * signals blocked, the canceller thread, and /proc/self/mem for software
 * breakpoints.  0, or -errno. */
int cr_step_init(void);
/* The SIGTRAP handler alone, no thread: enough for CR_STEP_RECORD.  A
 * benchmark records the path of the call it times in the thread state it
 * times it in (glibc takes another path once a second thread has existed).
 * 0, or -errno. */
int cr_step_init_record(void);
/* The trap handler's generation: odd while it has the victim (which may
 * wait there in a futex for the canceller), changed by every entry and
 * exit.  A waker must not take that wait for the call's own. */
unsigned cr_step_trap_gen(void);
/* In the victim, right before the call; no cancellation point.  0, or
 * -errno (a breakpoint could not be set). */
int cr_step_arm(const struct cr_step_plan *p);
/* In the victim, right after the call: never leaves the thread stepping,
 * and every byte a breakpoint replaced is back.  Neither arm nor disarm
 * contains a cancellation point. */
void cr_step_disarm(struct cr_step_result *r);
/* What the last armed call saw, from any thread (a cancel that acts at
 * boundary k unwinds the victim past cr_step_disarm); waits (bounded) for
 * the canceller to finish a request it holds, and restores any byte a
 * breakpoint still holds. */
void cr_step_peek(struct cr_step_result *r);
/* Stop the canceller thread (before _exit is fine without it). */
void cr_step_fini(void);

/* Symbol and object of an address: "__open64+0x4a" (from the object's
 * .symtab, its build-id debug file, or .dynsym), "libc.so.6+0x1234" when
 * no symbol covers it.  obj may be NULL.  Returns sym. */
const char *cr_step_symbolize(uintptr_t a, char *sym, size_t len, char *obj, size_t olen);
/* The [vdso] mapping, [*lo, *hi): 0, or -1 when there is none. */
int cr_vdso_range(uintptr_t *lo, uintptr_t *hi);
/* Is function name (or name64) one an LD_PRELOAD library loaded in this
 * process defines (fakeroot's stat, an interposer's read)?  1 with the
 * library's file name in lib, else 0.  Read from the library's ELF file:
 * its code is never run to find out. */
int cr_preload_interposes(const char *name, char *lib, size_t len);
/* One disassembly line of the instruction at a ("mov %fs:0x10,%rax") via
 * objdump, or "" where objdump is missing.  Cached per object range. */
const char *cr_step_disasm(uintptr_t a, char *buf, size_t len);

#endif
