/* Baseline for wrapper-read: the same read(/dev/null, buf, 0) through the
 * libc's generic syscall(), which is not a cancellation point (glibc and
 * musl enter the kernel the fast way here: syscall on x86_64, the vDSO's
 * AT_SYSINFO on i386).  wrapper-read minus raw-read is what cancellability
 * costs each implementation. */
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "benchlib.h"
#include "cr_cancel.h"

static int fd = -1;

static double run(struct bench_ctx *c, void *st, long n)
{
	char b;
	uint64_t t0 = cr_now_ns();
	(void)st;
	for (long i = 0; i < n; i++) {
		if (syscall(SYS_read, fd, &b, 0) != 0) {
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
	.name = "raw-read",
	.path = "raw-read",
	.what = "non-cancellable read(/dev/null, buf, 0) through syscall()",
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
