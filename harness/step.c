/* Single-step injection: stop one thread at instruction boundary k of one
 * call and let another thread act (pthread_cancel) while it stands there.
 * Technique and pitfalls: harness/README, "The sweep";
 * Linux selftests/x86/single_step_syscall.c for TF handling.
 *
 * Three ways to reach boundary k (harness/probe.c proves which work here):
 *   software breakpoint  an int3 written over the instruction at k through
 *                        /proc/self/mem (the kernel's forced write: it
 *                        reaches read-only text and the vDSO, copy-on-write
 *                        into this process only); an earlier occurrence of
 *                        the same address is stepped over (the byte put
 *                        back, one single-step, the int3 again), and so is
 *                        any other thread that meets it; the original byte
 *                        is always restored;
 *   hardware breakpoint  a perf_event_open execute breakpoint (debug
 *                        registers: some hypervisors accept them and never
 *                        fire them);
 *   single-step          EFLAGS.TF from the entry, counting boundaries: the
 *                        last resort, O(k) traps per boundary.
 *
 * The SIGTRAP handler blocks the libcs' cancel signals (glibc 32, musl 33,
 * dietlibc SIGRTMAX-1) and calls no libc function: raw futex/ioctl/pwrite
 * syscalls by inline asm (on i386 a libc syscall would go through
 * __kernel_vsyscall, which may carry the breakpoint).  TF is cleared in the
 * saved context once the cancel is pending, so the cancel's handler and the
 * unwinder are never stepped.
 */
#include <errno.h>
#include <fcntl.h>
#include <elf.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef __UCLIBC__ /* cr.h has its getauxval */
#include <sys/auxv.h>
#endif
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>
#include <x86intrin.h>

#include "arch.h"
#include "cr.h" /* getauxval, uClibc-ng's too */
#include "step.h"
#include "task.h"
#include "x86.h"
#ifdef CR_RUNTIME_VRT
#include "vdso/vrt.h"
#endif

#define FUTEX_WAIT_PRIVATE 128
#define FUTEX_WAKE_PRIVATE 129
#define PERF_EVENT_IOC_ENABLE 0x2400
#define SI_KERNEL_CODE 0x80 /* si_code of the trap an int3 raises */

const char *const cr_step_method_names[CR_STEP_METHODS] = {
	"software-breakpoint", "hardware-breakpoint", "single-step"};

/* struct perf_event_attr, PERF_ATTR_SIZE_VER7 (Linux 5.13+: sigtrap);
 * defined here because musl builds have no kernel headers. */
struct pe_attr {
	uint32_t type, size;
	uint64_t config, sample_period, sample_type, read_format;
	uint64_t flags; /* bit 0 disabled, 5 exclude_kernel, 6 exclude_hv, 36 remove_on_exec, 37 sigtrap */
	uint32_t wakeup_events, bp_type;
	uint64_t bp_addr, bp_len;
	uint64_t branch_sample_type, sample_regs_user;
	uint32_t sample_stack_user;
	int32_t clockid;
	uint64_t sample_regs_intr;
	uint32_t aux_watermark;
	uint16_t sample_max_stack, reserved2;
	uint32_t aux_sample_size, reserved3;
	uint64_t sig_data;
};
_Static_assert(sizeof(struct pe_attr) == 128, "perf_event_attr VER7 is 128 bytes");
_Static_assert(offsetof(struct pe_attr, bp_addr) == 56, "bp_addr at 56");
_Static_assert(offsetof(struct pe_attr, sig_data) == 120, "sig_data at 120");
#define PERF_TYPE_BREAKPOINT 5
#define HW_BREAKPOINT_X 4

/* An execute breakpoint's length must be the kernel's sizeof(long): 8 for
 * an i386 process on an x86_64 kernel, 4 on an i386 kernel. */
static int bp_len = 8;

static int hw_open(uintptr_t addr, int disabled)
{
	struct pe_attr a;
	long fd;
again:
	memset(&a, 0, sizeof a);
	a.type = PERF_TYPE_BREAKPOINT;
	a.size = sizeof a;
	a.sample_period = 1;
	a.flags = (disabled ? 1ull : 0) | 1ull << 5 | 1ull << 6 | 1ull << 36 | 1ull << 37;
	a.bp_type = HW_BREAKPOINT_X;
	a.bp_addr = addr;
	a.bp_len = (uint64_t)bp_len;
	a.sig_data = addr;
	fd = syscall(SYS_perf_event_open, &a, 0, -1, -1, 0x8 /* FD_CLOEXEC */);
	if (fd < 0 && errno == EINVAL && bp_len == 8 && sizeof(long) == 4) {
		bp_len = 4;
		goto again;
	}
	return fd < 0 ? -errno : (int)fd;
}

/* A software breakpoint: the byte it replaced, and whether the int3 is in
 * place now (want: the engine still wants it there). */
struct swbp {
	uintptr_t at;
	unsigned char orig;
	int in, want;
};

/* Another thread that met a breakpoint and is being stepped past it. */
#define PASSERS 16
struct passer {
	long tid;
	struct swbp *bp;
};

/* The armed call: the plan and what the trap handler has seen of it. */
static struct armed {
	struct cr_step_plan p;
	volatile int phase;     /* 0 idle, 1 before entry, 2 in the call, 3 done */
	long victim;            /* the arming thread's id */
	uintptr_t ret_ip, ret_sp;
	int boundaries, hits;
	long traps, pre;
	int fired, fire_timeout;
	uintptr_t fired_ip;
	int hw_entry, hw_k, bp_error;
	long k_nr;              /* in_kernel: the victim's syscall */
	int blocked, returned, blocked_after;
	uintptr_t sys_ret;      /* after a syscall boundary: where it returns */
	uintptr_t leaf_ret;     /* in a vDSO leaf: the caller's return address */
	int prev_vdso;          /* the last boundary was in the vDSO */
	int unreachable;
	int claim;              /* a fire request: CLAIM_* (below) */
	int fire_end;           /* fire() has returned */
	struct swbp sw[2];      /* [0] the entry, [1] boundary k */
	struct swbp *reinsert;  /* the victim steps past this one */
	int tracing;            /* trace_after: TF left set after fire() */
	int traced_after, stepped_past;
	long long pending_after, pending_at_fire;
	int victim_cpu;         /* where the victim armed (-1: not known) */
} A = {.hw_entry = -1, .hw_k = -1, .victim_cpu = -1};

static struct passer passers[PASSERS];
static int sw_lock;             /* the breakpoint bytes, across threads */
static int memfd = -1;          /* /proc/self/mem */
static int fire_req, fire_done, quit, busy;
static int watch_stop;          /* the trial is over: stop watching the victim */
/* the canceller runs on a CPU of its own: handoffs are spun first; given
 * up for good (spin_off) when the other side keeps not answering in time */
static int spin_pair, spin_off, spin_hits, spin_misses;
static pthread_t canceller;
static int inited;

static void futex_wait_us(int *w, int val, long us)
{
	long ts[2] = {us / 1000000, (us % 1000000) * 1000L}; /* the kernel's old timespec */
	cr_raw4(SYS_futex, (long)w, FUTEX_WAIT_PRIVATE, val, (long)ts);
}

static void futex_wait_ms(int *w, int val, long ms)
{
	futex_wait_us(w, val, ms * 1000);
}

static void futex_wake(int *w)
{
	cr_raw4(SYS_futex, (long)w, FUTEX_WAKE_PRIVATE, 1, 0);
}

/* Spin (bounded: SPIN_CYCLES of the time-stamp counter, some tens of
 * microseconds) until *w != val: 1, or 0 at the bound.  The handoffs of a
 * boundary (victim to canceller, canceller back) are spun before they are
 * slept when the two run on two CPUs: a futex wake-up is a context switch,
 * some 10 us on a nested hypervisor, three of them a boundary.  rdtsc, not
 * clock_gettime: the victim spins in its trap handler, where a call into
 * the vDSO could meet the victim's own breakpoint. */
#define SPIN_CYCLES 100000ull
static int spin_while(const int *w, int val)
{
	uint64_t end = __rdtsc() + SPIN_CYCLES;
	for (;;) {
		if (__atomic_load_n(w, __ATOMIC_SEQ_CST) != val)
			return 1;
		__builtin_ia32_pause();
		if (__rdtsc() > end)
			return 0;
	}
}

/* A handoff's spin answered in time (hit) or not.  On a loaded machine the
 * canceller's CPU is someone else's as often as not: a spin then only
 * burns what the others need, and a pinned canceller waits for its one
 * CPU.  Four misses, and more than one in five: sleep, and unpin. */
static void spin_count(int hit)
{
	if (hit) {
		__atomic_add_fetch(&spin_hits, 1, __ATOMIC_RELAXED);
		return;
	}
	int m = __atomic_add_fetch(&spin_misses, 1, __ATOMIC_RELAXED);
	if (m >= 4 && m * 4 > __atomic_load_n(&spin_hits, __ATOMIC_RELAXED)) {
		__atomic_store_n(&spin_pair, 0, __ATOMIC_SEQ_CST);
		__atomic_store_n(&spin_off, 1, __ATOMIC_SEQ_CST);
	}
}

static void lock(void)
{
	while (__atomic_exchange_n(&sw_lock, 1, __ATOMIC_ACQUIRE))
		;
}

static void unlock(void)
{
	__atomic_store_n(&sw_lock, 0, __ATOMIC_RELEASE);
}

/* Put the int3 in (on = 1) or the original byte back (on = 0); with the
 * lock held.  0, or -errno. */
static int sw_set(struct swbp *b, int on)
{
	unsigned char c = on ? CR_BRK_BYTE : b->orig;
	int e;
	if (!b->at || b->in == on)
		return 0;
	if ((e = cr_text_write(memfd, b->at, &c, 1)))
		return e;
	b->in = on;
	return 0;
}

static int sw_insert(struct swbp *b, uintptr_t at)
{
	int e;
	b->at = at;
	b->orig = *(volatile const unsigned char *)at;
	b->in = 0;
	b->want = 1;
	lock();
	e = sw_set(b, 1);
	unlock();
	return e;
}

/* Remove for good (the engine no longer wants it). */
static void sw_remove(struct swbp *b)
{
	lock();
	b->want = 0;
	sw_set(b, 0);
	unlock();
}

static void sw_remove_all(void)
{
	sw_remove(&A.sw[0]);
	sw_remove(&A.sw[1]);
	A.reinsert = NULL;
}

/* Who ends a fire request.  The canceller claims it (CLAIM_FIRE) before it
 * calls fire(); the victim withdraws it (CLAIM_GONE) before it goes where
 * fire() could no longer find it alive: past cr_step_disarm (in_kernel: the
 * call returned before the canceller fired), or out of the trap handler at
 * the bound.  Without the claim a canceller that saw the victim blocked,
 * then lost the CPU, fired after the call had returned and the trial had
 * cancelled, joined and freed the victim: fire() on a freed thread (vrt:
 * SIGSEGV in pthread_kill; "sweep k=66+kernel: crash" under load). */
enum { CLAIM_OPEN, CLAIM_FIRE, CLAIM_GONE };

static int claim(int to)
{
	int open = CLAIM_OPEN;
	return __atomic_compare_exchange_n(&A.claim, &open, to, 0, __ATOMIC_SEQ_CST,
					   __ATOMIC_SEQ_CST);
}

/* The canceller: fire() unless the victim withdrew.  Returns 1 if fired. */
static int claim_and_fire(void)
{
	if (!claim(CLAIM_FIRE))
		return 0;
	if (A.p.fire)
		A.p.fire(A.p.arg);
	if (A.p.trace_after)
		A.pending_at_fire = cr_task_sigpending(A.victim);
	A.fired = 1;
	__atomic_store_n(&A.fire_end, 1, __ATOMIC_SEQ_CST);
	futex_wake(&A.fire_end);
	return 1;
}

/* The victim: withdraw the request, or, if the canceller has claimed it,
 * wait (bounded) until fire() has returned. */
static void withdraw(void)
{
	long waited = 0;
	if (claim(CLAIM_GONE))
		return;
	while (!__atomic_load_n(&A.fire_end, __ATOMIC_SEQ_CST) && waited < A.p.bound_ms) {
		futex_wait_ms(&A.fire_end, 0, 10);
		waited += 10;
	}
}

/* In the handler: have the canceller run fire(), wait for it (bounded).
 * in_kernel: only ask, and let the victim go into its syscall. */
static void do_fire(uintptr_t ip, ucontext_t *uc)
{
	long waited = 0;
	A.fired_ip = ip;
	if (A.p.in_kernel) {
		A.k_nr = (long)CR_UC_AX(uc);
		__atomic_store_n(&fire_req, 2, __ATOMIC_SEQ_CST);
		futex_wake(&fire_req);
		return;
	}
	__atomic_store_n(&fire_done, 0, __ATOMIC_SEQ_CST);
	__atomic_store_n(&fire_req, 1, __ATOMIC_SEQ_CST);
	futex_wake(&fire_req);
	if (__atomic_load_n(&spin_pair, __ATOMIC_SEQ_CST))
		spin_count(spin_while(&fire_done, 0));
	while (!__atomic_load_n(&fire_done, __ATOMIC_SEQ_CST)) {
		if (waited >= A.p.bound_ms) {
			A.fire_timeout = 1;
			withdraw(); /* or wait for a fire() already running */
			return;
		}
		futex_wait_ms(&fire_done, 0, 10);
		waited += 10;
	}
	A.fired = 1;
}

static void finish(ucontext_t *uc)
{
	CR_UC_FL(uc) &= ~CR_TF;
	A.phase = 3;
}

/* Fire at the boundary the victim stands on; with trace_after, TF stays
 * set for one more trap. */
static void fire_here(uintptr_t ip, ucontext_t *uc)
{
	do_fire(ip, uc);
	if (A.p.trace_after && !A.p.in_kernel) {
		CR_UC_FL(uc) |= CR_TF;
		A.tracing = 1;
		return;
	}
	finish(uc);
}

/* The signals pending for this thread (SigPnd of /proc/thread-self/status),
 * with no libc function: the handler calls it. */
static long long own_pending(void)
{
	char buf[2048];
	if (cr_proc_read("/proc/thread-self/status", buf, sizeof buf) < 0)
		return -1;
	return cr_sigpnd_parse(buf);
}

/* Odd while the trap handler has the victim (it may wait there), bumped on
 * the way in and on the way out. */
static unsigned trap_gen;

unsigned cr_step_trap_gen(void)
{
	return __atomic_load_n(&trap_gen, __ATOMIC_SEQ_CST);
}

/* How long another thread that met a breakpoint waits in the trap handler
 * for the victim to pass it (50 us at a time). */
#define PARK_US 50
#define PARK_MAX 400

/* A thread other than the victim met a software breakpoint.  While the
 * byte is out for it to step past, the victim could run through the
 * address untrapped (the breakpoint is the whole process's): so it first
 * waits, bounded, for the victim to take its breakpoint (the byte then goes
 * for good) or end its call; a thread the victim waits for goes on at the
 * bound.  Then: the byte back, one instruction stepped, the int3 again. */
static void pass_other(long tid, struct swbp *b, ucontext_t *uc)
{
	long ts[2] = {0, PARK_US * 1000L};
	for (int i = 0; i < PARK_MAX && b->in && b->want && (A.phase == 1 || A.phase == 2); i++)
		cr_raw4(SYS_nanosleep, (long)ts, 0, 0, 0);
	lock();
	if (!b->in) { /* taken by the victim meanwhile: nothing to step past */
		CR_UC_IP(uc) = (greg_t)b->at;
		unlock();
		return;
	}
	for (int i = 0; i < PASSERS; i++)
		if (!passers[i].tid) {
			passers[i].tid = tid;
			passers[i].bp = b;
			sw_set(b, 0);
			CR_UC_IP(uc) = (greg_t)b->at;
			CR_UC_FL(uc) |= CR_TF;
			A.stepped_past++;
			unlock();
			return;
		}
	/* no room: the byte goes for good (the victim's run then diverges,
	 * and the sweep says so) */
	b->want = 0;
	sw_set(b, 0);
	CR_UC_IP(uc) = (greg_t)b->at;
	unlock();
}

/* The single-step trap of a thread being stepped past: 1 if it was one. */
static int passed_other(long tid, ucontext_t *uc)
{
	int found = 0;
	lock();
	for (int i = 0; i < PASSERS; i++)
		if (passers[i].tid == tid) {
			if (passers[i].bp->want)
				sw_set(passers[i].bp, 1);
			passers[i].tid = 0;
			found = 1;
		}
	unlock();
	if (found)
		CR_UC_FL(uc) &= ~CR_TF;
	return found;
}

/* The entry was reached (boundary 0): where F will return to. */
static void entered(uintptr_t ip, uintptr_t sp)
{
	A.phase = 2;
	A.ret_ip = *(uintptr_t *)sp;
	A.ret_sp = sp + sizeof(uintptr_t);
	(void)ip;
	if (A.p.path)
		A.p.path->pre_steps = A.pre;
}

/* The software-breakpoint trap of the victim at b->at. */
static void sw_victim(struct swbp *b, uintptr_t sp, ucontext_t *uc)
{
	uintptr_t at = b->at;
	CR_UC_IP(uc) = (greg_t)at;
	if (A.phase == 1 && at == A.p.entry) {
		entered(at, sp);
		A.boundaries = 1;
		if (b == &A.sw[0]) { /* k is elsewhere: the entry's int3 is done */
			sw_remove(b);
			return;
		}
	}
	if (b == &A.sw[1] && A.phase == 2 && ++A.hits == A.p.k_occurrence) {
		sw_remove(b);
		fire_here(at, uc);
		return;
	}
	/* an earlier occurrence (or one before the entry): step over it */
	lock();
	sw_set(b, 0);
	unlock();
	A.reinsert = b;
	CR_UC_FL(uc) |= CR_TF;
}

static int sw_trap(long tid, uintptr_t ip, uintptr_t sp, int code, ucontext_t *uc)
{
	struct swbp *b = NULL;
	if (code == SI_KERNEL_CODE)
		for (int i = 0; i < 2; i++)
			if (A.sw[i].at && A.sw[i].at + CR_BRK_LEN == ip)
				b = &A.sw[i];
	if (tid != A.victim) {
		if (b)
			pass_other(tid, b, uc);
		else if (!passed_other(tid, uc))
			CR_UC_FL(uc) &= ~CR_TF;
		return 1;
	}
	if (b) {
		sw_victim(b, sp, uc);
		return 1;
	}
	if (A.reinsert) { /* the victim stepped past an earlier occurrence */
		lock();
		if (A.reinsert->want)
			sw_set(A.reinsert, 1);
		unlock();
		A.reinsert = NULL;
		CR_UC_FL(uc) &= ~CR_TF;
		return 1;
	}
	return 0;
}

static void hw_trap(uintptr_t ip, uintptr_t sp, ucontext_t *uc)
{
	if (A.phase == 1 && ip == A.p.entry) {
		entered(ip, sp);
		/* Closed here, not in disarm: a cancel that acts at k never
		 * reaches disarm, and the fd ledger must not see the engine's
		 * descriptors. */
		cr_raw4(SYS_close, A.hw_entry, 0, 0, 0);
		A.hw_entry = -1;
		A.hits = A.p.k_ip == ip;
		A.boundaries = 1;
		if (A.hits != A.p.k_occurrence) {
			cr_raw4(SYS_ioctl, A.hw_k, PERF_EVENT_IOC_ENABLE, 0, 0);
			return;
		}
	} else if (A.phase != 2) {
		finish(uc);
		return;
	} else {
		A.boundaries++;
		if (ip != A.p.k_ip || ++A.hits != A.p.k_occurrence)
			return;
	}
	cr_raw4(SYS_close, A.hw_k, 0, 0, 0);
	A.hw_k = -1;
	fire_here(ip, uc);
}

/* Record the path, or single-step to boundary k. */
/* The vDSO's leaves: a call into the vDSO anywhere but its system-call
 * entry (AT_SYSINFO, __kernel_vsyscall on i386; x86_64 has none) is a
 * clock read (__vdso_clock_gettime and the unnamed code it calls): no
 * cancellation point, no effect, and a path that depends on the clock
 * source's state (a pvclock retry, a fallback).  It is stepped through,
 * from its first instruction to the return to its caller, and none of its
 * instructions is a boundary, so a map is the same every run.  The range
 * and the entry are read before any trap: the handler only compares. */
static uintptr_t vdso_lo, vdso_hi, vdso_entry;

/* 1: ip is in a leaf (skip it), 0: a boundary. */
static int vdso_leaf(uintptr_t ip, uintptr_t sp)
{
	int in = ip >= vdso_lo && ip < vdso_hi;
	if (A.leaf_ret) {
		if (ip != A.leaf_ret)
			return 1;
		A.leaf_ret = 0; /* back in the caller: a boundary again */
	} else if (in && !A.prev_vdso && ip != vdso_entry) {
		/* entered from outside, by a call: the return address is on
		 * top of the stack */
		A.leaf_ret = *(const uintptr_t *)sp;
		return 1;
	}
	A.prev_vdso = in; /* in: the system-call entry's own code */
	return 0;
}

static void tf_trap(uintptr_t ip, uintptr_t sp, ucontext_t *uc)
{
	int b;
	if (A.phase == 1) {
		if (ip != A.p.entry) {
			if (++A.pre > CR_STEP_PRE_MAX) {
				if (A.p.path)
					A.p.path->overflow = A.p.path->never_entered = 1;
				finish(uc);
			}
			return;
		}
		entered(ip, sp); /* F's first instruction: boundary 0 */
	} else if (A.phase != 2) {
		finish(uc); /* a stray trap: never leave the thread stepping */
		return;
	}
	if (vdso_leaf(ip, sp))
		return; /* stepped through, never a boundary */
	/* The single-step trap after a syscall comes one instruction late
	 * (Linux returns with TF but traps after the next instruction): the
	 * syscall's return address is a boundary no trap reports.  Count it
	 * here; only a breakpoint can stop there (FIRE_TF marks it). */
	if (A.sys_ret && ip != A.sys_ret) {
		b = A.boundaries++;
		if (A.p.how == CR_STEP_RECORD && b < CR_STEP_MAX - 1) {
			A.p.path->ip[b] = A.sys_ret;
			A.p.path->nr[b] = -1;
		} else if (A.p.how == CR_STEP_FIRE_TF && b == A.p.k) {
			A.unreachable = 1;
			finish(uc);
			return;
		}
	}
	A.sys_ret = cr_insn_is_syscall(ip) ? cr_insn_syscall_return(ip) : 0;
	b = A.boundaries++;
	if (A.p.how == CR_STEP_RECORD) {
		struct cr_step_path *pa = A.p.path;
		pa->ip[b] = ip;
		pa->nr[b] = cr_insn_is_syscall(ip) ? (long)CR_UC_AX(uc) : -1;
		pa->n = b + 1;
		if (ip == A.ret_ip && sp == A.ret_sp) {
			pa->complete = 1;
			finish(uc);
		} else if (pa->n == CR_STEP_MAX) {
			pa->overflow = 1;
			finish(uc);
		}
		return;
	}
	if (b == A.p.k)
		fire_here(ip, uc);
	else if ((ip == A.ret_ip && sp == A.ret_sp) || b >= CR_STEP_MAX)
		finish(uc);
}

static void trap(long tid, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	uintptr_t ip = (uintptr_t)CR_UC_IP(uc), sp = (uintptr_t)CR_UC_SP(uc);
	if (tid == A.victim)
		A.traps++;
	if (A.p.how == CR_STEP_FIRE_SW && sw_trap(tid, ip, sp, si->si_code, uc))
		return;
	if (tid != A.victim) { /* a stray trap of another thread */
		CR_UC_FL(uc) &= ~CR_TF;
		return;
	}
	if (A.tracing) { /* the trap after fire(): the victim went on */
		A.tracing = 0;
		A.traced_after = 1;
		A.pending_after = own_pending();
		finish(uc);
		return;
	}
	if (A.phase == 3 || A.phase == 0) {
		finish(uc);
		return;
	}
	if (A.p.how == CR_STEP_FIRE_BP)
		hw_trap(ip, sp, uc);
	else if (A.p.how == CR_STEP_FIRE_SW)
		finish(uc); /* a trap that is no breakpoint of ours */
	else
		tf_trap(ip, sp, uc);
}

static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	long tid = cr_gettid();
	int victim = tid == A.victim;
	(void)sig;
	/* the victim's traps alone: another thread's (a helper passing a
	 * software breakpoint in code it shares with the call) must not
	 * make the victim look held in the handler */
	if (victim)
		__atomic_add_fetch(&trap_gen, 1, __ATOMIC_SEQ_CST);
	trap(tid, si, ctx);
	if (victim)
		__atomic_add_fetch(&trap_gen, 1, __ATOMIC_SEQ_CST);
}

/* in_kernel: fire once the victim is blocked in its syscall, not if the
 * call returns first (bounded: fire anyway at the bound). */
static void fire_when_blocked(void)
{
	uint64_t end = 0;
	struct timespec ts;
	for (;;) {
		uint64_t now;
		clock_gettime(CLOCK_MONOTONIC, &ts);
		now = (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
		if (!end)
			end = now + (uint64_t)A.p.bound_ms * 1000000ull;
		if (__atomic_load_n(&A.phase, __ATOMIC_SEQ_CST) == 0 ||
		    __atomic_load_n(&A.claim, __ATOMIC_SEQ_CST) != CLAIM_OPEN) {
			A.returned = 1;
			return;
		}
		if (cr_task_syscall(A.victim) == A.k_nr) {
			A.blocked = 1;
			break;
		}
		if (now > end) {
			A.fire_timeout = 1;
			break;
		}
		ts.tv_sec = 0;
		ts.tv_nsec = 20000;
		nanosleep(&ts, NULL);
	}
	/* the victim may have returned since it was seen blocked */
	if (!claim_and_fire())
		A.returned = 1;
}

/* After fire(): does the victim go on to block in watch_nr (the cancel was
 * left pending across the syscall)?  Stops when it returns or exits. */
static void watch_after(void)
{
	for (int i = 0; i < 100; i++) {
		char buf[64];
		if (__atomic_load_n(&A.phase, __ATOMIC_SEQ_CST) == 0 ||
		    __atomic_load_n(&watch_stop, __ATOMIC_SEQ_CST))
			return;
		/* one /proc read a look: its absence is the victim gone (it
		 * was cancelled), "running" or a number the syscall it is in */
		if (cr_task_file(A.victim, "syscall", buf, sizeof buf) < 0)
			return;
		if (buf[0] >= '0' && buf[0] <= '9' && strtol(buf, NULL, 10) == A.p.watch_nr) {
			A.blocked_after = 1;
			return;
		}
		/* 20 us, or until cr_step_peek says the trial is over (the
		 * victim joined: nothing more to see); spun instead on a CPU
		 * of its own, where a sleep would leave it idle and slow to
		 * wake */
		if (__atomic_load_n(&spin_pair, __ATOMIC_SEQ_CST))
			spin_while(&watch_stop, 0);
		else
			futex_wait_us(&watch_stop, 0, 20);
	}
}

/* The canceller onto the CPUs of all (its own set at its start) but the
 * victim's (which a sweep's trials keep: the main thread's, pinned); then
 * the handoffs are spun first. */
static void move_away(const cpu_set_t *all, int victim_cpu)
{
	cpu_set_t set = *all;
	int spin = 0;
	if (!__atomic_load_n(&spin_off, __ATOMIC_SEQ_CST) && CPU_COUNT(&set) >= 2 &&
	    CPU_ISSET(victim_cpu, &set)) {
		CPU_CLR(victim_cpu, &set);
		spin = sched_setaffinity(0, sizeof set, &set) == 0;
	}
	__atomic_store_n(&spin_pair, spin, __ATOMIC_SEQ_CST);
}

static void *canceller_main(void *arg)
{
	sigset_t all;
	cpu_set_t cpus;
	int away_from = -1;
	if (sched_getaffinity(0, sizeof cpus, &cpus) < 0)
		CPU_ZERO(&cpus);
	(void)arg;
	sigfillset(&all);
	/* but SIGTRAP: this thread's libc calls may meet a software
	 * breakpoint, and a thread that meets one with SIGTRAP blocked is
	 * killed by it */
	sigdelset(&all, SIGTRAP);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	/* A private descriptor table: the /proc files this thread reads while
	 * a trial runs must never show in the fd ledger (/proc/self/fd is the
	 * main thread's table) as a leak. */
	syscall(SYS_unshare, 0x00000400 /* CLONE_FILES */);
	/* its 20 us looks at the victim sleep 20 us, not the default slack's 70 */
	prctl(PR_SET_TIMERSLACK, 1000ul, 0ul, 0ul, 0ul);
	for (;;) {
		int vcpu = __atomic_load_n(&A.victim_cpu, __ATOMIC_SEQ_CST);
		if (__atomic_load_n(&spin_off, __ATOMIC_SEQ_CST)) {
			if (away_from != -2 && CPU_COUNT(&cpus)) /* back where it may run */
				sched_setaffinity(0, sizeof cpus, &cpus);
			away_from = -2;
		} else if (vcpu >= 0 && vcpu != away_from) {
			away_from = vcpu;
			move_away(&cpus, away_from);
		}
		/* armed (cr_step_arm wakes it): the request is some
		 * microseconds away */
		if (__atomic_load_n(&spin_pair, __ATOMIC_SEQ_CST) &&
		    __atomic_load_n(&A.phase, __ATOMIC_SEQ_CST) == 1)
			spin_while(&fire_req, 0);
		if (!__atomic_load_n(&fire_req, __ATOMIC_SEQ_CST)) {
			if (__atomic_load_n(&quit, __ATOMIC_SEQ_CST))
				return NULL;
			futex_wait_ms(&fire_req, 0, 100);
			continue;
		}
		__atomic_store_n(&busy, 1, __ATOMIC_SEQ_CST);
		if (__atomic_exchange_n(&fire_req, 0, __ATOMIC_SEQ_CST) == 2) {
			fire_when_blocked();
			__atomic_store_n(&busy, 0, __ATOMIC_SEQ_CST);
			futex_wake(&busy);
			continue;
		}
		if (claim_and_fire()) {
			__atomic_store_n(&fire_done, 1, __ATOMIC_SEQ_CST);
			futex_wake(&fire_done);
			if (A.p.watch)
				watch_after();
		}
		__atomic_store_n(&busy, 0, __ATOMIC_SEQ_CST);
		futex_wake(&busy); /* cr_step_peek may wait for it */
	}
}

/* sigaddset refuses the libcs' internal signals: set the bits directly. */
static void mask_add(sigset_t *s, int sig)
{
	unsigned long *w = (unsigned long *)s;
	w[(sig - 1) / (8 * sizeof(long))] |= 1ul << ((sig - 1) % (8 * sizeof(long)));
}

static int trap_installed;

int cr_step_init_record(void)
{
	struct sigaction sa;
	if (trap_installed)
		return 0;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_trap;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigemptyset(&sa.sa_mask);
	mask_add(&sa.sa_mask, 32); /* glibc SIGCANCEL */
	mask_add(&sa.sa_mask, 33); /* musl SIGCANCEL (glibc SIGSETXID) */
#ifdef __dietlibc__
	/* dietlibc's cancel signal.  Its handler ends an asynchronous thread
	 * inside whatever handler it interrupts: unblocked here, the delivery
	 * probe's thread left this handler so, its generation stayed odd, and
	 * every later victim looked held here (cr_wait_blocked: a waker never
	 * woke the sweep's blocked call of pause or a sleep) */
	mask_add(&sa.sa_mask, CR_DIETLIBC_SIGCANCEL);
#endif
#ifdef VRT_CANCEL_SIGNAL
	mask_add(&sa.sa_mask, VRT_CANCEL_SIGNAL);
#endif
	if (sigaction(SIGTRAP, &sa, NULL) < 0)
		return -errno;
	if (cr_vdso_range(&vdso_lo, &vdso_hi) < 0)
		vdso_lo = vdso_hi = 0;
	vdso_entry = getauxval(AT_SYSINFO); /* 0 on x86_64: no such entry */
	trap_installed = 1;
	return 0;
}

int cr_step_init(void)
{
	int e;
	if (inited)
		return 0;
	if ((e = cr_step_init_record()))
		return e;
	/* Before any trial's "before" snapshot: in the ledger on both sides.
	 * Its absence only takes software breakpoints away (the probe says). */
	if (memfd < 0)
		memfd = open("/proc/self/mem", O_RDWR | O_CLOEXEC);
	quit = 0;
	if ((e = pthread_create(&canceller, NULL, canceller_main, NULL)))
		return -e;
	inited = 1;
	return 0;
}

void cr_step_fini(void)
{
	if (!inited)
		return;
	__atomic_store_n(&quit, 1, __ATOMIC_SEQ_CST);
	futex_wake(&fire_req);
	pthread_join(canceller, NULL);
	inited = 0;
}

static int arm_sw(const struct cr_step_plan *p)
{
	int e;
	if (memfd < 0)
		return -EBADF;
	if (p->k_ip != p->entry && (e = sw_insert(&A.sw[0], p->entry)))
		return e;
	if ((e = sw_insert(&A.sw[1], p->k_ip))) {
		sw_remove(&A.sw[0]);
		return e;
	}
	return 0;
}

static int arm_hw(const struct cr_step_plan *p)
{
	int e = hw_open(p->entry, 0);
	if (e >= 0)
		A.hw_entry = e;
	if (e >= 0 && (e = hw_open(p->k_ip, 1)) >= 0)
		A.hw_k = e;
	if (e < 0 && A.hw_entry >= 0) {
		cr_raw4(SYS_close, A.hw_entry, 0, 0, 0);
		A.hw_entry = -1;
	}
	return e < 0 ? e : 0;
}

int cr_step_arm(const struct cr_step_plan *p)
{
	int e = 0;
	if (!trap_installed || (p->how != CR_STEP_RECORD && !inited))
		return -EINVAL; /* no handler, or no canceller to fire */
	sw_remove_all(); /* never a stale int3 under a new plan */
	memset(&A, 0, sizeof A);
	memset(passers, 0, sizeof passers);
	A.hw_entry = A.hw_k = -1;
	A.p = *p;
	A.victim = cr_gettid();
	{
		unsigned cpu = 0;
		A.victim_cpu = cr_raw4(SYS_getcpu, (long)&cpu, 0, 0, 0) == 0 ? (int)cpu : -1;
	}
	if (p->path)
		memset(p->path, 0, offsetof(struct cr_step_path, ip));
	if (p->how == CR_STEP_FIRE_SW)
		e = arm_sw(p);
	else if (p->how == CR_STEP_FIRE_BP)
		e = arm_hw(p);
	if (e < 0) {
		A.bp_error = -e;
		return e;
	}
	__atomic_store_n(&watch_stop, 0, __ATOMIC_SEQ_CST);
	__atomic_store_n(&A.phase, 1, __ATOMIC_SEQ_CST);
	/* the canceller, on a CPU of its own, spins for the request */
	if (__atomic_load_n(&spin_pair, __ATOMIC_SEQ_CST) && p->how != CR_STEP_RECORD && !p->in_kernel)
		futex_wake(&fire_req);
	if (p->how == CR_STEP_FIRE_TF || p->how == CR_STEP_RECORD)
		cr_tf_set();
	return 0;
}

/* No cancellation point may run in the victim between arm and the end of
 * disarm (a pending cancel would act there, in the engine): raw syscalls. */
static void copy_result(struct cr_step_result *r)
{
	r->fired = A.fired;
	r->fire_timeout = A.fire_timeout;
	r->fired_ip = A.fired_ip;
	r->boundaries = A.boundaries;
	r->traps = A.traps;
	r->bp_error = A.bp_error;
	r->blocked = A.blocked;
	r->returned = A.returned;
	r->blocked_after = A.blocked_after;
	r->unreachable = A.unreachable;
	r->stepped_past = A.stepped_past;
	r->traced_after = A.traced_after;
	r->pending_after = A.pending_after;
	r->pending_at_fire = A.pending_at_fire;
}

void cr_step_peek(struct cr_step_result *r)
{
	/* let the canceller finish a request it holds (bounded: about 2 s);
	 * never from the victim (cr_step_disarm does not wait).  Woken the
	 * moment it is done (a fixed 1 ms sleep here was most of a sweep's
	 * cost a boundary); a request not yet taken is looked at every 20 us.
	 * The trial is over (its victim joined, or given up): a watch after the
	 * fire has nothing more to see. */
	__atomic_store_n(&watch_stop, 1, __ATOMIC_SEQ_CST);
	futex_wake(&watch_stop);
	for (long waited_us = 0; waited_us < 2000000 && inited &&
				 (__atomic_load_n(&fire_req, __ATOMIC_SEQ_CST) ||
				  __atomic_load_n(&busy, __ATOMIC_SEQ_CST));) {
		/* the kernel's timespec (two longs: musl's own has a 64-bit
		 * time_t on i386, which SYS_nanosleep would read as 0) */
		if (__atomic_load_n(&busy, __ATOMIC_SEQ_CST)) {
			if (__atomic_load_n(&spin_pair, __ATOMIC_SEQ_CST)) {
				int hit = spin_while(&busy, 1);
				spin_count(hit);
				if (hit)
					continue;
			}
			futex_wait_ms(&busy, 1, 1);
			waited_us += 1000;
		} else {
			long ts[2] = {0, 20000};
			cr_raw4(SYS_nanosleep, (long)ts, 0, 0, 0);
			waited_us += 20;
		}
	}
	/* a victim cancelled before disarm leaves no int3 behind */
	sw_remove_all();
	copy_result(r);
}

void cr_step_disarm(struct cr_step_result *r)
{
	cr_tf_clear();
	withdraw(); /* in_kernel: no fire() from here on, or it has returned */
	__atomic_store_n(&A.phase, 0, __ATOMIC_SEQ_CST);
	sw_remove_all();
	if (A.hw_entry >= 0)
		cr_raw4(SYS_close, A.hw_entry, 0, 0, 0);
	if (A.hw_k >= 0)
		cr_raw4(SYS_close, A.hw_k, 0, 0, 0);
	A.hw_entry = A.hw_k = -1;
	if (r)
		copy_result(r);
}
