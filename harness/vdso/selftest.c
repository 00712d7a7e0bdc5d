/* The RFC's selftest idea (2016 RFC "x86/vdso/32: Add AT_SYSINFO
 * cancellation helpers"), on the running kernel:
 *
 *  1. single-step a read() through the helper thunk and __kernel_vsyscall;
 *     at every trap pending_syscall_return_address() must give the thunk's
 *     recorded return address exactly while EIP is in __kernel_vsyscall and
 *     the byte waiting in the pipe is still unread (the oracle: FIONREAD,
 *     independent of the decoder), and -1 everywhere else; and the
 *     unwinder (libgcc, the vDSO's CFI) must name the same caller;
 *  2. abort at every boundary: where pending, abort_pending_syscall() gives
 *     0 and the call returns -EINTR with the byte still unread; elsewhere
 *     -EINVAL, and the read happens exactly once;
 *  3. a read blocked in the kernel and interrupted by a signal (SA_RESTART:
 *     EIP back on the int $0x80) is pending, and aborts with -EINTR;
 *  4. per thunk, a cancel delivered at every boundary before the syscall of
 *     a read that would block, and a cancel sent to a blocked read: int80
 *     and helper must act every time; naive must lose the cancels that land
 *     inside __kernel_vsyscall (the thread stays blocked; a watchdog byte
 *     unblocks it after the bound).
 *  5. 1-3 again on executed copies of the layouts this kernel does not run
 *     whose entry is int $0x80 (7.0 NOP prefix, 7.0 FRED "int $0x80; ret",
 *     pre-7.0 without a fast entry), with the emulation on their decode.
 * TAP; exit 0 pass, 1 fail, 77 skip (no AT_SYSINFO / unknown layout), 99.
 */
#include <errno.h>
#include <execinfo.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include "task.h"
#include "cr.h"
#include "vdso/helper.h"
#include "vdso/vrt.h"

#define MAXTRAPS 4000
#define BOUND_MS 300

enum { M_OFF, M_RECORD, M_ABORT, M_CANCEL };

struct trap {
	uint32_t ip;
	int unread;               /* bytes still in the pipe (oracle) */
	unsigned long ra;         /* pending_syscall_return_address() */
	uint32_t unwound;         /* the unwinder's caller of EIP's frame (0: none) */
};

static struct {
	volatile int mode;
	int k;                    /* act at trap k */
	int n;                    /* traps so far */
	uint32_t stop;            /* stop stepping in [stop, stop + 5) */
	int rfd;                  /* the pipe's read end, for FIONREAD */
	struct trap t[MAXTRAPS];
	long abort_r;
	volatile int want_cancel, cancel_done;
	vrt_thread_t victim;
	int unwind;               /* ask the unwinder too (the live vDSO has CFI) */
} st;

static uint32_t vs_lo, vs_hi; /* __kernel_vsyscall [lo, hi) */
static const char *vs_name = "__kernel_vsyscall";

/* The helpers under test: the RFC ABI on the live vDSO, or the emulation on
 * an executed copy of another layout (test_copies). */
static struct vsys_layout alt;
static unsigned long alt_pend(const void *uc)
{
	return vsys_pending_return_address(&alt, uc);
}
static long alt_abort(void *uc)
{
	return vsys_abort_pending(&alt, uc);
}
static unsigned long (*pend_fn)(const void *) = pending_syscall_return_address;
static long (*abort_fn)(void *) = abort_pending_syscall;

static int in_vsyscall(uint32_t ip)
{
	return ip >= vs_lo && ip < vs_hi;
}

static const char *where(uint32_t ip, char *buf, size_t n)
{
	/* thunk.S lays them out in this order */
	const uint32_t a[4] = {(uint32_t)(uintptr_t)vrt_sc_int80, (uint32_t)(uintptr_t)vrt_sc_naive,
			       (uint32_t)(uintptr_t)vrt_sc_helper, (uint32_t)(uintptr_t)vrt_sc_helper + 64};
	static const char *const names[] = {"vrt_sc_int80", "vrt_sc_naive", "vrt_sc_helper"};
	if (in_vsyscall(ip)) {
		snprintf(buf, n, "%s+%u", vs_name, ip - vs_lo);
		return buf;
	}
	for (int i = 0; i < 3; i++)
		if (ip >= a[i] && ip < a[i + 1]) {
			snprintf(buf, n, "%s+%u", names[i], ip - a[i]);
			return buf;
		}
	snprintf(buf, n, "%#x", ip);
	return buf;
}

/* The unwinder's view (libgcc through the signal frame and the vDSO's CFI,
 * as the kernel's unwind_vdso selftest does): the frame after the one at
 * the interrupted EIP is the caller of __kernel_vsyscall.  backtrace() is
 * called once in main() first, so that it loads libgcc_s outside a
 * handler. */
static uint32_t unwound_caller(uint32_t ip)
{
	void *f[32];
	int n = backtrace(f, 32);
	for (int i = 0; i + 1 < n; i++)
		if ((uint32_t)(uintptr_t)f[i] == ip)
			return (uint32_t)(uintptr_t)f[i + 1];
	return 0;
}

static void tf_off(ucontext_t *uc)
{
	uc->uc_mcontext.gregs[REG_EFL] &= ~0x100;
}

static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	uint32_t ip = (uint32_t)uc->uc_mcontext.gregs[REG_EIP];
	int e = errno, k = st.n++;
	(void)sig;
	(void)si;
	if (st.mode == M_OFF || k >= MAXTRAPS) {
		tf_off(uc);
		errno = e;
		return;
	}
	if (st.mode == M_RECORD) {
		int queued = -1;
		ioctl(st.rfd, FIONREAD, &queued);
		st.t[k].ip = ip;
		st.t[k].unread = queued;
		st.t[k].ra = pend_fn(uc);
		st.t[k].unwound = in_vsyscall(ip) && st.unwind ? unwound_caller(ip) : 0;
		if (ip - st.stop < 5) /* the epilogue after the end label */
			tf_off(uc);
	} else if (k == st.k) {
		if (st.mode == M_ABORT) {
			st.abort_r = abort_fn(uc);
		} else {
			/* The canceller sends the signal now; our sa_mask holds
			 * it until we return: it lands at exactly this boundary. */
			uint64_t end = cr_now_ns() + 1000000000ull;
			__atomic_store_n(&st.want_cancel, 1, __ATOMIC_RELEASE);
			while (!__atomic_load_n(&st.cancel_done, __ATOMIC_ACQUIRE) && cr_now_ns() < end)
				;
		}
		tf_off(uc);
	}
	errno = e;
}

static void *canceller(void *arg)
{
	(void)arg;
	for (;;) {
		struct timespec ts = {0, 20000};
		if (__atomic_load_n(&st.want_cancel, __ATOMIC_ACQUIRE) == 1) {
			vrt_cancel(st.victim);
			__atomic_store_n(&st.want_cancel, 0, __ATOMIC_RELEASE);
			__atomic_store_n(&st.cancel_done, 1, __ATOMIC_RELEASE);
		}
		nanosleep(&ts, NULL);
	}
	return NULL;
}

struct run {
	int fd;
	long ret;
	int err;
	int cleanups;
	int step;
	volatile int go;
	volatile pid_t tid;
};

static void cleanup(void *arg)
{
	((struct run *)arg)->cleanups++;
}

static __attribute__((noinline)) void *stepper(void *arg)
{
	struct run *r = arg;
	char c;
	uint64_t end = cr_now_ns() + 2000000000ull;
	while (!r->go && cr_now_ns() < end)
		sched_yield();
	r->tid = (pid_t)syscall(SYS_gettid);
	VRT_CLEANUP_PUSH(cleanup, r);
	if (r->step)
		__asm__ volatile("pushfl; orl $0x100, (%%esp); popfl" ::: "cc", "memory");
	r->ret = vrt_ret(SYS_read, vrt_syscall_cp(SYS_read, r->fd, (long)&c, 1, 0, 0, 0));
	r->err = errno;
	__asm__ volatile("pushfl; andl $~0x100, (%%esp); popfl" ::: "cc", "memory");
	vrt_testcancel();
	VRT_CLEANUP_POP(0);
	return NULL;
}

static int pfd[2];

/* Is thread tid in syscall nr (the harness's /proc task reader)? */
static int in_syscall(pid_t tid, long nr)
{
	return tid && cr_task_syscall(tid) == nr;
}

/* Wait (at most 2 s) until thread *tid is blocked in syscall nr. */
static int wait_blocked(volatile pid_t *tid, long nr)
{
	uint64_t end = cr_now_ns() + 2000000000ull;
	struct timespec ts = {0, 1000000};
	while (cr_now_ns() < end) {
		if (in_syscall(*tid, nr))
			return 1;
		nanosleep(&ts, NULL);
	}
	return 0;
}

static int unread(void)
{
	int n = -1;
	ioctl(pfd[0], FIONREAD, &n);
	return n;
}

static void fill(int want)
{
	char c = 'x';
	int u = unread();
	if (u > want)
		for (char b; u-- > want;)
			if (read(pfd[0], &b, 1) != 1)
				cr_fatal("pipe drain: %s", strerror(errno));
	for (u = unread(); u < want; u++)
		if (write(pfd[1], &c, 1) != 1)
			cr_fatal("pipe fill: %s", strerror(errno));
}

/* One stepped read in a fresh vrt thread.  Returns 0 when joined within the
 * bound, 1 when not (then a watchdog byte is written and it is joined). */
static int one(int mode, int k, struct run *r, void **ret)
{
	vrt_thread_t t;
	int lost = 0, e;
	memset(r, 0, sizeof *r);
	r->fd = pfd[0];
	r->step = 1;
	st.n = 0;
	st.k = k;
	st.abort_r = 1;
	st.cancel_done = 0;
	st.mode = mode;
	if ((e = vrt_thread_create(&t, stepper, r)))
		cr_fatal("vrt_thread_create: %s", strerror(e));
	st.victim = t;
	__atomic_store_n(&r->go, 1, __ATOMIC_RELEASE);
	e = vrt_thread_timedjoin(t, ret, BOUND_MS);
	/* Not joined within the bound: lost when it is blocked in read; a
	 * loaded machine may only be slow (wait up to 5 s more for either). */
	for (int i = 0; e == ETIMEDOUT && i < 100; i++) {
		if (in_syscall(r->tid, SYS_read)) {
			lost = 1;
			break;
		}
		e = vrt_thread_timedjoin(t, ret, 50);
	}
	if (e == ETIMEDOUT) {
		fill(1);
		e = vrt_thread_timedjoin(t, ret, 5000);
	}
	if (e)
		cr_fatal("the stepped thread did not finish even after the watchdog byte: %s", strerror(e));
	st.mode = M_OFF;
	return lost;
}

/* Record the path of one read (a byte waiting, so it returns at once) up
 * to the thunk's end label. */
static int record(uint32_t stop)
{
	struct run r;
	void *ret;
	fill(1);
	st.stop = stop;
	one(M_RECORD, -1, &r, &ret);
	if (r.ret != 1 || st.n >= MAXTRAPS || st.t[st.n - 1].ip - stop >= 5)
		cr_fatal("recording run: read gave %ld, %d traps, last at %#x (want %#x)", r.ret, st.n,
			 st.n ? st.t[st.n - 1].ip : 0, stop);
	return st.n;
}

static void test_pending(int m)
{
	char b[64];
	int bad = 0, pending = 0, unw_ok = 0, unw_bad = 0;
	uint32_t ret_label = (uint32_t)(uintptr_t)vrt_helper_end;
	for (int k = 0; k < m; k++) {
		const struct trap *t = &st.t[k];
		int want = in_vsyscall(t->ip) && t->unread == 1;
		unsigned long exp = want ? ret_label : -1UL;
		pending += want;
		if (t->ra != exp)
			bad++;
		if (want && st.unwind) {
			if (t->unwound == ret_label)
				unw_ok++;
			else
				unw_bad++;
		}
		cr_diag("trap %2d at %-24s unread=%d pending_syscall_return_address=%#lx%s", k,
			where(t->ip, b, sizeof b), t->unread, t->ra, t->ra == exp ? "" : "  <-- WRONG");
		if (in_vsyscall(t->ip) && st.unwind)
			cr_diag("        unwinder: caller %#x%s", t->unwound,
				!want || t->unwound == ret_label ? "" : "  <-- DISAGREES");
	}
	if (st.unwind)
		cr_tap_ok(unw_bad == 0 && unw_ok == pending,
			  "the unwinder (vDSO CFI) names the same caller at %d of %d pending traps", unw_ok, pending);
	cr_tap_ok(bad == 0 && pending > 0,
		  "pending_syscall_return_address matches the recorded return address / FIONREAD oracle at all %d traps (%d pending, %d wrong)",
		  m, pending, bad);
}

static void test_abort(int m)
{
	struct trap path[MAXTRAPS];
	int bad = 0, aborted = 0, refused = 0;
	char b[64];
	memcpy(path, st.t, sizeof(struct trap) * (size_t)m);
	for (int k = 0; k < m; k++) {
		struct run r;
		void *ret;
		int want = in_vsyscall(path[k].ip) && path[k].unread == 1, ok;
		fill(1);
		one(M_ABORT, k, &r, &ret);
		if (want)
			ok = st.abort_r == 0 && r.ret == -1 && r.err == EINTR && unread() == 1;
		else
			ok = st.abort_r == -EINVAL && r.ret == 1 && unread() == 0;
		aborted += want && ok;
		refused += !want && ok;
		if (!ok) {
			bad++;
			cr_diag("abort at trap %d (%s): helper %ld, read %ld errno %d, unread %d: WRONG", k,
				where(path[k].ip, b, sizeof b), st.abort_r, r.ret, r.err, unread());
		}
	}
	cr_tap_ok(bad == 0, "abort_pending_syscall at each of %d boundaries: %d aborted (-EINTR, not performed), %d refused (-EINVAL, performed once), %d wrong",
		  m, aborted, refused, bad);
}

/* A read blocked in the kernel, interrupted by an SA_RESTART signal. */
static volatile uint32_t restart_ip;
static volatile unsigned long restart_ra;
static volatile long restart_abort = 1;

static void on_usr1(int sig, siginfo_t *si, void *ctx)
{
	(void)sig;
	(void)si;
	restart_ip = (uint32_t)((ucontext_t *)ctx)->uc_mcontext.gregs[REG_EIP];
	restart_ra = pend_fn(ctx);
	restart_abort = abort_fn(ctx);
}

static volatile pid_t reader_tid;

static void *blocked_reader(void *arg)
{
	static volatile int zero;
	char c;
	(void)arg;
	reader_tid = (pid_t)syscall(SYS_gettid);
	return (void *)vrt_sc_helper(&zero, SYS_read, pfd[0], (long)&c, 1, 0, 0, 0, vrt_sysinfo);
}

static void test_restart(void)
{
	struct sigaction sa;
	pthread_t t;
	struct timespec ts = {0, 50000000};
	void *r = NULL;
	char b[64];
	restart_ip = 0;
	restart_ra = 0;
	restart_abort = 1;
	reader_tid = 0;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_usr1;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigaction(SIGUSR1, &sa, NULL);
	fill(0);
	if (pthread_create(&t, NULL, blocked_reader, NULL))
		cr_fatal("pthread_create");
	if (!wait_blocked(&reader_tid, SYS_read))
		cr_diag("restart: the reader was not seen blocked in read within 2 s");
	pthread_kill(t, SIGUSR1);
	nanosleep(&ts, NULL);
	if (restart_abort != 0)
		fill(1); /* not aborted: unblock it */
	pthread_join(t, &r);
	cr_tap_ok(restart_abort == 0 && (long)r == -EINTR && restart_ra == (unsigned long)vrt_helper_end &&
		  in_vsyscall(restart_ip) && ((uint8_t *)(uintptr_t)restart_ip)[0] == 0xcd &&
		  ((uint8_t *)(uintptr_t)restart_ip)[1] == 0x80 && unread() == 0,
		  "blocked read + SA_RESTART signal: EIP %s (on int $0x80), pending with return address %#lx, abort %ld, read returned %ld",
		  where(restart_ip, b, sizeof b), restart_ra, restart_abort, (long)r);
	fill(0);
}

/* Cancel at every pre-syscall boundary of a read that would block. */
static void test_thunk(int which)
{
	static const char *const name[] = {"int80", "naive", "helper"};
	const char *ends[] = {vrt_int80_end, vrt_naive_end, vrt_helper_end};
	struct trap path[MAXTRAPS];
	int m, pre = 0, acted = 0, lost = 0, lost_vdso = 0, other = 0;
	char b[64];

	vrt_thunk = which;
	m = record((uint32_t)(uintptr_t)ends[which]);
	memcpy(path, st.t, sizeof(struct trap) * (size_t)m);
	for (int k = 0; k < m && path[k].unread == 1; k++) {
		struct run r;
		void *ret = NULL;
		int l;
		pre++;
		fill(0);
		l = one(M_CANCEL, k, &r, &ret);
		if (!l && ret == VRT_CANCELED && r.cleanups == 1 && unread() == 0) {
			acted++;
		} else if (l && ret == VRT_CANCELED && r.ret == 1) {
			lost++;
			lost_vdso += in_vsyscall(path[k].ip);
			cr_diag("%s: cancel at trap %d (%s) lost: blocked for %d ms, until the watchdog byte", name[which], k,
				where(path[k].ip, b, sizeof b), BOUND_MS);
		} else {
			other++;
			cr_diag("%s: cancel at trap %d (%s): lost %d, ret %p, read %ld, cleanups %d, unread %d: WRONG",
				name[which], k, where(path[k].ip, b, sizeof b), l, ret, r.ret, r.cleanups, unread());
		}
	}
	if (which == VRT_THUNK_NAIVE)
		cr_tap_ok(lost > 0 && lost == lost_vdso && other == 0,
			  "naive: cancel at each of %d pre-syscall boundaries: %d acted, %d LOST (%d inside __kernel_vsyscall), as expected: the PC is outside the labelled window",
			  pre, acted, lost, lost_vdso);
	else
		cr_tap_ok(pre > 0 && acted == pre,
			  "%s: cancel at each of %d pre-syscall boundaries: %d acted before the syscall, %d lost, %d wrong",
			  name[which], pre, acted, lost, other);

	/* The plain case: cancel a read already blocked in the kernel. */
	{
		struct run r;
		vrt_thread_t t;
		void *ret = NULL;
		int e;
		memset(&r, 0, sizeof r);
		r.fd = pfd[0];
		fill(0);
		r.go = 1;
		if (vrt_thread_create(&t, stepper, &r))
			cr_fatal("vrt_thread_create");
		if (!wait_blocked(&r.tid, SYS_read))
			cr_diag("%s: the reader was not seen blocked in read within 2 s", name[which]);
		vrt_cancel(t);
		e = vrt_thread_timedjoin(t, &ret, BOUND_MS);
		for (int i = 0; e == ETIMEDOUT && i < 100 && !in_syscall(r.tid, SYS_read); i++)
			e = vrt_thread_timedjoin(t, &ret, 50);
		if (e == ETIMEDOUT) {
			fill(1);
			e = vrt_thread_timedjoin(t, &ret, 5000);
		}
		if (e)
			cr_fatal("blocked reader not joined: %s", strerror(e));
		if (which == VRT_THUNK_NAIVE)
			cr_tap_ok(r.ret == 1 && ret == VRT_CANCELED,
				  "naive: cancel of a read blocked in the kernel is lost until data arrives (read %ld), as expected", r.ret);
		else
			cr_tap_ok(r.ret == 0 && ret == VRT_CANCELED && r.cleanups == 1,
				  "%s: cancel of a read blocked in the kernel acts (cleanup ran %d time)", name[which], r.cleanups);
		fill(0);
	}
}

/* Layouts this kernel does not run, executed from a copy: only the
 * int $0x80 ones run faithfully outside the vDSO (the kernel returns a
 * fast syscall to the real vDSO's landing pad). */
static void test_copies(void)
{
	static const struct {
		const char *what, *bytes;
		size_t len;
	} img[] = {
		{"7.0-nop copy (int $0x80 padding)",
		 "\x0f\x1f\x00\x51\x52\x55\x0f\x1f\x40\x00\xcd\x80\x5d\x5a\x59\xc3", 16},
		{"7.0-int80 copy (FRED: int $0x80; ret)",
		 "\xcd\x80\xc3\x51\x52\x55\x0f\x1f\x40\x00\xcd\x80\x5d\x5a\x59\xc3", 16},
		{"pre-7.0 copy (no fast entry)", "\x51\x52\x55\x0f\x1f\x40\x00\xcd\x80\x5d\x5a\x59\xc3", 13},
	};
	uint32_t lo = vs_lo, hi = vs_hi;
	unsigned long sysinfo = vrt_sysinfo;
	int saved = vrt_thunk;
	char err[200];
	uint8_t *page = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (page == MAP_FAILED) {
		cr_tap_skip("executed copies of other layouts: no executable anonymous page (%s)", strerror(errno));
		return;
	}
	for (size_t i = 0; i < sizeof img / sizeof img[0]; i++) {
		uint8_t *code = page + 64 * i;
		int m, d;
		memcpy(code, img[i].bytes, img[i].len);
		d = vsys_decode(code, img[i].len, (uint32_t)(uintptr_t)code, &alt, err, sizeof err);
		if (!cr_tap_ok(d == 0, "%s: decoded as %s", img[i].what, d == 0 ? alt.name : err))
			continue;
		vs_lo = (uint32_t)(uintptr_t)code;
		vs_hi = vs_lo + (uint32_t)img[i].len;
		vrt_sysinfo = (unsigned long)(uintptr_t)code;
		vs_name = "copy";
		pend_fn = alt_pend;
		abort_fn = alt_abort;
		vrt_thunk = VRT_THUNK_HELPER;
		cr_diag("%s:", img[i].what);
		m = record((uint32_t)(uintptr_t)vrt_helper_end);
		test_pending(m);
		test_abort(m);
		test_restart();
	}
	pend_fn = pending_syscall_return_address;
	abort_fn = abort_pending_syscall;
	vs_name = "__kernel_vsyscall";
	vs_lo = lo;
	vs_hi = hi;
	vrt_sysinfo = sysinfo;
	vrt_thunk = saved;
	munmap(page, 4096);
}

int main(int argc, char **argv)
{
	const struct vrt_helper_info *hi;
	struct sigaction sa;
	pthread_t ct;
	char err[256];
	int m;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1) {
		if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
			printf("usage: %s\n  The RFC-style single-step selftest of the vDSO helpers (TAP); no options.\n", argv[0]);
			return 0;
		}
		fprintf(stderr, "%s: unexpected argument '%s' (no options; --help)\n", argv[0], argv[1]);
		return CR_EXIT_USAGE;
	}
	if (vrt_helper_init(err, sizeof err)) {
		cr_tap_line("1..0 # SKIP ", "%s", err);
		return CR_EXIT_SKIP;
	}
	hi = vrt_helper_info();
	vs_lo = (uint32_t)hi->sysinfo;
	vs_hi = vs_lo + (hi->vsyscall_size ? hi->vsyscall_size : (uint32_t)hi->layout.size);
	cr_diag("AT_SYSINFO %#lx (vDSO at %#lx), __kernel_vsyscall %u bytes: helpers %s", (unsigned long)hi->sysinfo,
		(unsigned long)hi->vdso, vs_hi - vs_lo, hi->exported ? "exported by the vDSO" : "emulated on the decoded layout");
	if (hi->decoded)
		cr_diag("layout %s: entry %s at +%d, int $0x80 at +%d, landing pad at +%d, %d pushes", hi->layout.name,
			vsys_entry_name(hi->layout.entry), hi->layout.entry_off, hi->layout.int80_off,
			hi->layout.landing_off, hi->layout.npush);
	else
		cr_diag("decoder: %s", hi->decode_err);
	if (pipe(pfd))
		cr_fatal("pipe: %s", strerror(errno));

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_trap;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, VRT_CANCEL_SIGNAL);
	sigaction(SIGTRAP, &sa, NULL);
	st.rfd = pfd[0];
	if (pthread_create(&ct, NULL, canceller, NULL))
		cr_fatal("pthread_create");

	{
		void *f[4];
		backtrace(f, 4); /* load libgcc_s now, not in a handler */
	}
	vrt_thunk = VRT_THUNK_HELPER;
	st.unwind = 1;
	m = record((uint32_t)(uintptr_t)vrt_helper_end);
	test_pending(m);
	st.unwind = 0;
	test_abort(m);
	test_restart();
	for (int t = VRT_THUNK_INT80; t <= VRT_THUNK_HELPER; t++)
		test_thunk(t);
	test_copies();
	cr_tap_done();
	return cr_tap_failed() ? CR_EXIT_FAIL : CR_EXIT_PASS;
}
