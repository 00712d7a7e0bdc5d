/* Raw kernel entry cost on x86_64: the `syscall` instruction, getppid (the
 * cheapest syscall with no side effect; `perf bench syscall basic` uses it
 * too, so the figure cross-checks).  The baseline every cancellable wrapper
 * on x86_64 pays (~130 ns on this VM). */
#include <sys/syscall.h>

#include "benchlib.h"

#ifndef __x86_64__
#error "entry-syscall is the x86_64 syscall instruction"
#endif

#define GETPPID()                                                                   \
	do {                                                                        \
		long r_ = SYS_getppid;                                              \
		__asm__ volatile("syscall" : "+a"(r_) : : "rcx", "r11", "memory"); \
	} while (0)

static double run(struct bench_ctx *c, void *st, long n)
{
	(void)c;
	(void)st;
	return BENCH_TIMED_LOOP(n, GETPPID());
}

/* The loop's body, once, for the step engine. */
static __attribute__((noinline)) void one(void *st)
{
	(void)st;
	GETPPID();
}

static const struct bench_desc bench = {
	.name = "entry-syscall",
	.path = "syscall",
	.what = "x86_64 getppid through the syscall instruction (inline asm)",
	.iterations = 200000, .reps = 30, .warmup = 3,
	.cpu_time = BENCH_CPU_THREAD,
	.run = run,
	.step = one,
};

int main(int argc, char **argv)
{
	return bench_main(&bench, argc, argv);
}
