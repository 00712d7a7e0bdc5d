/* Cost of one cancellable syscall through the implementation's wrapper:
 * read(fd, buf, 0) on /dev/null, a cancellation point that returns at once
 * (POSIX: read is a required cancellation point; 0 bytes does no I/O but
 * still enters the kernel).  Built for every variant, so it measures glibc's
 * SYSCALL_CANCEL (async-cancel on/off around the syscall up to 2.40,
 * __syscall_cancel_arch from 2.41, glibc bug 12683), musl's __syscall_cp
 * (int $0x80 on i386), and the vDSO-helper runtime's thunks (harness/vdso:
 * int80, naive, helper) through read().
 *
 * Timed with a second thread alive (parked, benchlib): glibc's wrapper
 * takes a non-cancellable shortcut while the process has one thread
 * (SINGLE_THREAD_P), and on i386 from 2.41 its cancellable path enters with
 * int $0x80 instead of the vDSO.  The same source builds
 *   wrapper-read-single  (BENCH_SINGLE) the process's only thread: the
 *                        shortcut, its own labelled path
 *   raw-read             (CR_RAW_READ) the same call through syscall(), not
 *                        a cancellation point, with the parked thread too:
 *                        wrapper minus raw is what cancellability costs. */
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "benchlib.h"
#include "cr_cancel.h"

static int fd = -1;

#if defined(CR_RAW_READ)
#define NAME "raw-read"
#define WHAT "non-cancellable read(/dev/null, buf, 0) through syscall(), a second thread parked"
#define READ0(fd, b) syscall(SYS_read, (fd), (b), 0)
#define THREADS BENCH_PARKED_THREAD
#elif defined(BENCH_SINGLE)
#define NAME "wrapper-read-single"
#define WHAT "cancellable read(/dev/null, buf, 0) through the implementation's wrapper, the process's only thread"
#define READ0(fd, b) read((fd), (b), 0)
#define THREADS BENCH_ONE_THREAD
#else
#define NAME "wrapper-read"
#define WHAT "cancellable read(/dev/null, buf, 0) through the implementation's wrapper, a second thread parked"
#define READ0(fd, b) read((fd), (b), 0)
#define THREADS BENCH_PARKED_THREAD
#endif

static double run(struct bench_ctx *c, void *st, long n)
{
	char b;
	uint64_t t0 = cr_now_ns();
	(void)st;
	for (long i = 0; i < n; i++) {
		if (READ0(fd, &b) != 0) {
			snprintf(c->note, sizeof c->note, "read(/dev/null, 0) did not return 0");
			return -1;
		}
	}
	return (double)(cr_now_ns() - t0);
}

/* The call run() times, once, for the step engine. */
static __attribute__((noinline)) void one(void *st)
{
	char b;
	(void)st;
	(void)READ0(fd, &b);
	__asm__ volatile("" ::: "memory"); /* keep this a real call frame */
}

static int setup(struct bench_ctx *c, void **st)
{
	(void)st;
	fd = cr_raw_open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(c->note, sizeof c->note, "open /dev/null failed");
		return -1;
	}
	return 0;
}

static void teardown(struct bench_ctx *c, void *st)
{
	(void)c;
	(void)st;
	cr_raw_close(fd);
}

static const struct bench_desc bench = {
	.name = NAME,
	.path = NAME,
	.what = WHAT,
	.iterations = 20000, .reps = 30, .warmup = 3,
	.cpu_time = BENCH_CPU_THREAD,
	.threads = THREADS,
	.setup = setup,
	.run = run,
	.step = one,
	.teardown = teardown,
};

BENCH_MAIN(bench)
