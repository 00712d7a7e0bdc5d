/* The harness's own overhead: the same fixed-count loop with an empty body
 * (a compiler barrier, so the loop is not optimised away), timed the same
 * way as the entry benchmarks, so it can be subtracted from them and shown
 * to be negligible. */
#include "benchlib.h"

static double run(struct bench_ctx *c, void *st, long n)
{
	(void)c;
	(void)st;
	return BENCH_TIMED_LOOP(n, __asm__ volatile("" : : : "memory"));
}

/* The loop's body, once, for the step engine: no system call. */
static __attribute__((noinline)) void one(void *st)
{
	(void)st;
	__asm__ volatile("" : : : "memory");
}

static const struct bench_desc bench = {
	.name = "entry-empty",
	.path = "empty",
	.what = "empty loop body: the per-iteration overhead of the benchmark loop",
	.iterations = 200000, .reps = 30, .warmup = 3,
	.cpu_time = BENCH_CPU_THREAD,
	.run = run,
	.step = one,
};

int main(int argc, char **argv)
{
	return bench_main(&bench, argc, argv);
}
