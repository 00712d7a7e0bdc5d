/* getppid() through the libc's own (non-cancellable) wrapper: a call into
 * libc, the entry the libc picks (x86_64 syscall; i386 glibc call
 * *%gs:0x10, i.e. AT_SYSINFO), the error check and the return.  The same
 * loop as `perf bench syscall basic`, so it is the like-for-like side of the
 * cross-check; entry-libc minus entry-syscall/entry-sysinfo is what the
 * wrapper's call and return cost here. */
#include <unistd.h>

#include "benchlib.h"

static double run(struct bench_ctx *c, void *st, long n)
{
	(void)c;
	(void)st;
	return BENCH_TIMED_LOOP(n, {
		(void)getppid();
		__asm__ volatile("" ::: "memory");
	});
}

/* The loop's body, once, for the step engine. */
static __attribute__((noinline)) void one(void *st)
{
	(void)st;
	(void)getppid();
	__asm__ volatile("" ::: "memory");
}

static const struct bench_desc bench = {
	.name = "entry-libc",
	.path = "libc-getppid",
	.what = "getppid() through the libc wrapper (what perf bench syscall basic loops on)",
	.iterations = 200000, .reps = 30, .warmup = 3,
	.cpu_time = BENCH_CPU_THREAD,
	.run = run,
	.step = one,
};

int main(int argc, char **argv)
{
	return bench_main(&bench, argc, argv);
}
