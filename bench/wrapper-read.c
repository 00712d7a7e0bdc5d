/* Cost of one cancellable syscall through the implementation's wrapper:
 * read(fd, buf, 0) on /dev/null, a cancellation point that returns at once
 * (POSIX: read is a required cancellation point; 0 bytes does no I/O but
 * still enters the kernel).  Built for every variant, so it measures glibc's
 * SYSCALL_CANCEL (async-cancel on/off around the syscall up to 2.40, the
 * IP-range thunk from 2.41, glibc bug 12683), musl's __syscall_cp (int $0x80
 * on i386), and the vDSO-helper runtime's thunks (harness/vdso: int80,
 * naive, helper) through read().  Compare with raw-read (this file built
 * with CR_RAW_READ: the same call, not cancellable) and the entry-*
 * benchmarks. */
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "benchlib.h"
#include "cr_cancel.h"

static int fd = -1;

#ifdef CR_RAW_READ
#define NAME "raw-read"
#define WHAT "non-cancellable read(/dev/null, buf, 0) through syscall()"
#define READ0(fd, b) syscall(SYS_read, (fd), (b), 0)
#else
#define NAME "wrapper-read"
#define WHAT "cancellable read(/dev/null, buf, 0) through the implementation's wrapper"
#define READ0(fd, b) read((fd), (b), 0)
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
	.setup = setup,
	.run = run,
	.teardown = teardown,
};

int main(int argc, char **argv)
{
	return bench_main(&bench, argc, argv);
}
