/* Raw kernel entry cost on i386 through `int $0x80`, getppid: the entry
 * musl's i386 cancellable-syscall thunk must use, because a vDSO entry
 * hides the PC from its cancel handler (musl src/thread/i386/
 * syscall_cp.s).  On this VM the hypervisor traps it: ~5000 ns vs ~190 ns
 * for AT_SYSINFO (bench/README). */
#include <sys/syscall.h>

#include "benchlib.h"

#ifndef __i386__
#error "entry-int80 is the i386 int $0x80 entry"
#endif

#define GETPPID()                                                    \
	do {                                                         \
		long r_ = SYS_getppid;                               \
		__asm__ volatile("int $0x80" : "+a"(r_) : : "memory"); \
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
	.name = "entry-int80",
	.path = "int80",
	.what = "i386 getppid through int $0x80 (inline asm)",
	.iterations = 20000, .reps = 30, .warmup = 3,
	.cpu_time = BENCH_CPU_THREAD,
	.run = run,
	.step = one,
};

int main(int argc, char **argv)
{
	return bench_main(&bench, argc, argv);
}
