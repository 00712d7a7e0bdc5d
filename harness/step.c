/* Single-step injection: stop one thread at instruction boundary k of one
 * call and let another thread act (pthread_cancel) while it stands there.
 * Technique and pitfalls: harness/README, "The sweep";
 * Linux selftests/x86/single_step_syscall.c for TF handling.
 *
 * The SIGTRAP handler blocks the libcs' cancel signals (glibc 32, musl 33)
 * and calls no libc function: raw futex/ioctl syscalls by inline asm (on
 * i386 a libc syscall would go through __kernel_vsyscall, which may carry
 * the breakpoint).  TF is cleared in the saved context once the cancel is
 * pending, so the cancel's handler and the unwinder are never stepped.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include "step.h"
#ifdef CR_RUNTIME_VRT
#include "vdso/vrt.h"
#endif

#define TF 0x100ul
#define FUTEX_WAIT_PRIVATE 128
#define FUTEX_WAKE_PRIVATE 129
#define PERF_EVENT_IOC_ENABLE 0x2400

#ifdef __x86_64__
#define UC_IP(uc) ((uc)->uc_mcontext.gregs[REG_RIP])
#define UC_SP(uc) ((uc)->uc_mcontext.gregs[REG_RSP])
#define UC_FL(uc) ((uc)->uc_mcontext.gregs[REG_EFL])
#define UC_AX(uc) ((uc)->uc_mcontext.gregs[REG_RAX])
static long raw4(long n, long a, long b, long c, long d)
{
	long r;
	register long r10 __asm__("r10") = d;
	__asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10)
			 : "rcx", "r11", "memory");
	return r;
}
static void tf_set(void)
{
	__asm__ volatile("pushfq; orq $0x100, (%%rsp); popfq" ::: "memory", "cc");
}
static void tf_clear(void)
{
	__asm__ volatile("pushfq; andq $~0x100, (%%rsp); popfq" ::: "memory", "cc");
}
#elif defined(__i386__)
#define UC_IP(uc) ((uc)->uc_mcontext.gregs[REG_EIP])
#define UC_SP(uc) ((uc)->uc_mcontext.gregs[REG_ESP])
#define UC_FL(uc) ((uc)->uc_mcontext.gregs[REG_EFL])
#define UC_AX(uc) ((uc)->uc_mcontext.gregs[REG_EAX])
/* int $0x80, not the vDSO: the path under test may run through it. */
static long raw4(long n, long a, long b, long c, long d)
{
	long r;
	__asm__ volatile("int $0x80" : "=a"(r) : "a"(n), "b"(a), "c"(b), "d"(c), "S"(d)
			 : "memory");
	return r;
}
static void tf_set(void)
{
	__asm__ volatile("pushfl; orl $0x100, (%%esp); popfl" ::: "memory", "cc");
}
static void tf_clear(void)
{
	__asm__ volatile("pushfl; andl $~0x100, (%%esp); popfl" ::: "memory", "cc");
}
#else
#error "the single-step engine is x86 only"
#endif

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

static int bp_open(uintptr_t addr, int disabled)
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

static struct {
	struct cr_step_plan p;
	volatile int phase; /* 0 idle, 1 before entry, 2 in the call, 3 done */
	uintptr_t ret_ip, ret_sp;
	int boundaries, hits;
	long traps, pre;
	int fired, fire_timeout;
	uintptr_t fired_ip;
	int bp_entry, bp_k, bp_error;
	long k_tid, k_nr;       /* in_kernel: the victim and its syscall */
	int blocked, returned, blocked_after;
	uintptr_t sys_ret;      /* after a syscall boundary: where it returns */
	int unreachable;
	int claim;              /* a fire request: CLAIM_* (below) */
	int fire_end;           /* fire() has returned */
} S = {.bp_entry = -1, .bp_k = -1};

static int fire_req, fire_done, quit, busy;
static pthread_t canceller;
static int inited;

static void futex_wait_ms(int *w, int val, long ms)
{
	long ts[2] = {ms / 1000, (ms % 1000) * 1000000L}; /* the kernel's old timespec */
	raw4(SYS_futex, (long)w, FUTEX_WAIT_PRIVATE, val, (long)ts);
}

static void futex_wake(int *w)
{
	raw4(SYS_futex, (long)w, FUTEX_WAKE_PRIVATE, 1, 0);
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
	return __atomic_compare_exchange_n(&S.claim, &open, to, 0, __ATOMIC_SEQ_CST,
					   __ATOMIC_SEQ_CST);
}

/* The canceller: fire() unless the victim withdrew.  Returns 1 if fired. */
static int claim_and_fire(void)
{
	if (!claim(CLAIM_FIRE))
		return 0;
	if (S.p.fire)
		S.p.fire(S.p.arg);
	S.fired = 1;
	__atomic_store_n(&S.fire_end, 1, __ATOMIC_SEQ_CST);
	futex_wake(&S.fire_end);
	return 1;
}

/* The victim: withdraw the request, or, if the canceller has claimed it,
 * wait (bounded) until fire() has returned. */
static void withdraw(void)
{
	long waited = 0;
	if (claim(CLAIM_GONE))
		return;
	while (!__atomic_load_n(&S.fire_end, __ATOMIC_SEQ_CST) && waited < S.p.bound_ms) {
		futex_wait_ms(&S.fire_end, 0, 10);
		waited += 10;
	}
}

/* In the handler: have the canceller run fire(), wait for it (bounded).
 * in_kernel: only ask, and let the victim go into its syscall. */
static void do_fire(uintptr_t ip, ucontext_t *uc)
{
	long waited = 0;
	S.fired_ip = ip;
	S.k_tid = raw4(SYS_gettid, 0, 0, 0, 0);
	if (S.p.in_kernel) {
		S.k_nr = (long)UC_AX(uc);
		__atomic_store_n(&fire_req, 2, __ATOMIC_SEQ_CST);
		futex_wake(&fire_req);
		return;
	}
	__atomic_store_n(&fire_done, 0, __ATOMIC_SEQ_CST);
	__atomic_store_n(&fire_req, 1, __ATOMIC_SEQ_CST);
	futex_wake(&fire_req);
	while (!__atomic_load_n(&fire_done, __ATOMIC_SEQ_CST)) {
		if (waited >= S.p.bound_ms) {
			S.fire_timeout = 1;
			withdraw(); /* or wait for a fire() already running */
			return;
		}
		futex_wait_ms(&fire_done, 0, 10);
		waited += 10;
	}
	S.fired = 1;
}

/* Where the kernel resumes after the syscall instruction at ip: the next
 * instruction, or on i386 past the "int $0x80" that follows a vDSO's
 * syscall/sysenter (the kernel returns to the int80 landing pad). */
static uintptr_t syscall_return(uintptr_t ip)
{
	const unsigned char *c = (const unsigned char *)ip;
#ifdef __i386__
	if (c[0] == 0x0f && (c[1] == 0x05 || c[1] == 0x34) && c[2] == 0xcd && c[3] == 0x80)
		return ip + 4;
#else
	(void)c;
#endif
	return ip + 2;
}

static void finish(ucontext_t *uc)
{
	UC_FL(uc) &= ~TF;
	S.phase = 3;
}

/* Odd while the trap handler has the victim (it may wait there), bumped on
 * the way in and on the way out. */
static unsigned trap_gen;

unsigned cr_step_trap_gen(void)
{
	return __atomic_load_n(&trap_gen, __ATOMIC_SEQ_CST);
}

static void trap(int sig, siginfo_t *si, void *ctx);

static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	__atomic_add_fetch(&trap_gen, 1, __ATOMIC_SEQ_CST);
	trap(sig, si, ctx);
	__atomic_add_fetch(&trap_gen, 1, __ATOMIC_SEQ_CST);
}

static void trap(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	uintptr_t ip = (uintptr_t)UC_IP(uc), sp = (uintptr_t)UC_SP(uc);
	int b;
	(void)sig;
	(void)si;
	S.traps++;
	if (S.phase == 1 && ip != S.p.entry) {
		if (++S.pre > CR_STEP_PRE_MAX || S.p.how == CR_STEP_FIRE_BP) {
			if (S.p.path)
				S.p.path->overflow = S.p.path->never_entered = 1;
			finish(uc);
		}
		return;
	}
	if (S.phase == 1) { /* F's first instruction: boundary 0 */
		S.phase = 2;
		S.ret_ip = *(uintptr_t *)sp;
		S.ret_sp = sp + sizeof(uintptr_t);
		if (S.p.path)
			S.p.path->pre_steps = S.pre;
		if (S.p.how == CR_STEP_FIRE_BP) {
			/* Closed here, not in disarm: a cancel that acts at k
			 * never reaches disarm, and the fd ledger must not see
			 * the engine's descriptors. */
			raw4(SYS_close, S.bp_entry, 0, 0, 0);
			S.bp_entry = -1;
			S.hits = S.p.k_ip == ip;
			S.boundaries = 1;
			if (S.hits == S.p.k_occurrence) {
				raw4(SYS_close, S.bp_k, 0, 0, 0);
				S.bp_k = -1;
				do_fire(ip, uc);
				finish(uc);
			} else {
				raw4(SYS_ioctl, S.bp_k, PERF_EVENT_IOC_ENABLE, 0, 0);
			}
			return;
		}
	} else if (S.phase != 2) {
		finish(uc); /* a stray trap: never leave the thread stepping */
		return;
	}
	if (S.p.how == CR_STEP_FIRE_BP) {
		S.boundaries++;
		if (ip == S.p.k_ip && ++S.hits == S.p.k_occurrence) {
			raw4(SYS_close, S.bp_k, 0, 0, 0);
			S.bp_k = -1;
			do_fire(ip, uc);
			finish(uc);
		}
		return;
	}
	/* The single-step trap after a syscall comes one instruction late
	 * (Linux returns with TF but traps after the next instruction): the
	 * syscall's return address is a boundary no trap reports.  Count it
	 * here; only a breakpoint can stop there (FIRE_TF marks it). */
	if (S.sys_ret && ip != S.sys_ret) {
		b = S.boundaries++;
		if (S.p.how == CR_STEP_RECORD && b < CR_STEP_MAX - 1) {
			S.p.path->ip[b] = S.sys_ret;
			S.p.path->nr[b] = -1;
		} else if (S.p.how == CR_STEP_FIRE_TF && b == S.p.k) {
			S.unreachable = 1;
			finish(uc);
			return;
		}
	}
	S.sys_ret = cr_step_is_syscall(ip) ? syscall_return(ip) : 0;
	b = S.boundaries++;
	if (S.p.how == CR_STEP_RECORD) {
		struct cr_step_path *pa = S.p.path;
		pa->ip[b] = ip;
		pa->nr[b] = cr_step_is_syscall(ip) ? (long)UC_AX(uc) : -1;
		pa->n = b + 1;
		if (ip == S.ret_ip && sp == S.ret_sp) {
			pa->complete = 1;
			finish(uc);
		} else if (pa->n == CR_STEP_MAX) {
			pa->overflow = 1;
			finish(uc);
		}
		return;
	}
	if (b == S.p.k) {
		do_fire(ip, uc);
		finish(uc);
	} else if ((ip == S.ret_ip && sp == S.ret_sp) || b >= CR_STEP_MAX) {
		finish(uc);
	}
}

/* The victim's current syscall from /proc (-1 when running or unknown). */
static long syscall_of(long tid)
{
	char path[64], buf[64];
	long nr = -1;
	ssize_t n;
	int fd;
	snprintf(path, sizeof path, "/proc/self/task/%ld/syscall", tid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n > 0 && buf[0] >= '0' && buf[0] <= '9') {
		buf[n] = 0;
		nr = strtol(buf, NULL, 10);
	}
	return nr;
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
			end = now + (uint64_t)S.p.bound_ms * 1000000ull;
		if (__atomic_load_n(&S.phase, __ATOMIC_SEQ_CST) == 0 ||
		    __atomic_load_n(&S.claim, __ATOMIC_SEQ_CST) != CLAIM_OPEN) {
			S.returned = 1;
			return;
		}
		if (syscall_of(S.k_tid) == S.k_nr) {
			S.blocked = 1;
			break;
		}
		if (now > end) {
			S.fire_timeout = 1;
			break;
		}
		ts.tv_sec = 0;
		ts.tv_nsec = 20000;
		nanosleep(&ts, NULL);
	}
	/* the victim may have returned since it was seen blocked */
	if (!claim_and_fire())
		S.returned = 1;
}

/* After fire(): does the victim go on to block in watch_nr (the cancel was
 * left pending across the syscall)?  Stops when it returns or exits. */
static void watch_after(void)
{
	struct timespec ts = {0, 20000};
	for (int i = 0; i < 100; i++) {
		char path[64];
		long nr;
		if (__atomic_load_n(&S.phase, __ATOMIC_SEQ_CST) == 0)
			return;
		snprintf(path, sizeof path, "/proc/self/task/%ld", S.k_tid);
		if (access(path, F_OK))
			return; /* the victim is gone: it was cancelled */
		nr = syscall_of(S.k_tid);
		if (nr == S.p.watch_nr) {
			S.blocked_after = 1;
			return;
		}
		nanosleep(&ts, NULL);
	}
}

static void *canceller_main(void *arg)
{
	sigset_t all;
	(void)arg;
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	/* A private descriptor table: the /proc files this thread reads while
	 * a trial runs must never show in the fd ledger (/proc/self/fd is the
	 * main thread's table) as a leak. */
	syscall(SYS_unshare, 0x00000400 /* CLONE_FILES */);
	for (;;) {
		while (!__atomic_load_n(&fire_req, __ATOMIC_SEQ_CST)) {
			if (__atomic_load_n(&quit, __ATOMIC_SEQ_CST))
				return NULL;
			futex_wait_ms(&fire_req, 0, 100);
		}
		__atomic_store_n(&busy, 1, __ATOMIC_SEQ_CST);
		if (__atomic_exchange_n(&fire_req, 0, __ATOMIC_SEQ_CST) == 2) {
			fire_when_blocked();
			__atomic_store_n(&busy, 0, __ATOMIC_SEQ_CST);
			continue;
		}
		if (claim_and_fire()) {
			__atomic_store_n(&fire_done, 1, __ATOMIC_SEQ_CST);
			futex_wake(&fire_done);
			if (S.p.watch)
				watch_after();
		}
		__atomic_store_n(&busy, 0, __ATOMIC_SEQ_CST);
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
#ifdef VRT_CANCEL_SIGNAL
	mask_add(&sa.sa_mask, VRT_CANCEL_SIGNAL);
#endif
	if (sigaction(SIGTRAP, &sa, NULL) < 0)
		return -errno;
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

int cr_step_bp_probe(void)
{
	int fd = bp_open((uintptr_t)&cr_step_bp_probe, 1);
	if (fd < 0)
		return -fd;
	close(fd);
	return 0;
}

int cr_step_arm(const struct cr_step_plan *p)
{
	if (!trap_installed || (p->how != CR_STEP_RECORD && !inited))
		return -EINVAL; /* no handler, or no canceller to fire */
	memset(&S, 0, sizeof S);
	S.bp_entry = S.bp_k = -1;
	S.p = *p;
	if (p->path)
		memset(p->path, 0, sizeof *p->path);
	if (p->how == CR_STEP_FIRE_BP) {
		int e = bp_open(p->entry, 0);
		if (e >= 0)
			S.bp_entry = e;
		if (e >= 0 && (e = bp_open(p->k_ip, 1)) >= 0)
			S.bp_k = e;
		if (e < 0) {
			S.bp_error = -e;
			if (S.bp_entry >= 0)
				raw4(SYS_close, S.bp_entry, 0, 0, 0);
			S.bp_entry = -1;
			return e;
		}
		__atomic_store_n(&S.phase, 1, __ATOMIC_SEQ_CST);
		return 0;
	}
	__atomic_store_n(&S.phase, 1, __ATOMIC_SEQ_CST);
	tf_set();
	return 0;
}

/* No cancellation point may run in the victim between arm and the end of
 * disarm (a pending cancel would act there, in the engine): raw syscalls. */
static void copy_result(struct cr_step_result *r)
{
	r->fired = S.fired;
	r->fire_timeout = S.fire_timeout;
	r->fired_ip = S.fired_ip;
	r->boundaries = S.boundaries;
	r->traps = S.traps;
	r->bp_error = S.bp_error;
	r->blocked = S.blocked;
	r->returned = S.returned;
	r->blocked_after = S.blocked_after;
	r->unreachable = S.unreachable;
}

void cr_step_peek(struct cr_step_result *r)
{
	/* let the canceller finish a request it holds (bounded: 2 s); never
	 * from the victim (cr_step_disarm does not wait) */
	for (int i = 0; i < 2000 && inited && (__atomic_load_n(&fire_req, __ATOMIC_SEQ_CST) ||
					       __atomic_load_n(&busy, __ATOMIC_SEQ_CST)); i++) {
		/* 1 ms, in the kernel's timespec (two longs: musl's own has a
		 * 64-bit time_t on i386, which SYS_nanosleep would read as 0) */
		long ts[2] = {0, 1000000};
		raw4(SYS_nanosleep, (long)ts, 0, 0, 0);
	}
	copy_result(r);
}

int cr_step_is_syscall(uintptr_t ip)
{
	const unsigned char *b = (const unsigned char *)ip;
	return (b[0] == 0x0f && (b[1] == 0x05 || b[1] == 0x34)) || (b[0] == 0xcd && b[1] == 0x80);
}

void cr_step_disarm(struct cr_step_result *r)
{
	tf_clear();
	withdraw(); /* in_kernel: no fire() from here on, or it has returned */
	__atomic_store_n(&S.phase, 0, __ATOMIC_SEQ_CST);
	if (S.bp_entry >= 0)
		raw4(SYS_close, S.bp_entry, 0, 0, 0);
	if (S.bp_k >= 0)
		raw4(SYS_close, S.bp_k, 0, 0, 0);
	S.bp_entry = S.bp_k = -1;
	if (r)
		copy_result(r);
}
