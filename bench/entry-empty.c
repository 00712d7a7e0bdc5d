/* The harness's own overhead: the same fixed-count loop with an empty body
 * (a compiler barrier, so the loop is not optimised away), timed the same
 * way as the entry benchmarks, so it can be subtracted from them and shown
 * to be negligible. */
#include "benchlib.h"

/* The loop's body: a compiler barrier, no system call. */
BENCH_ENTRY_MAIN("entry-empty", "empty",
		 "empty loop body: the per-iteration overhead of the benchmark loop", 200000,
		 __asm__ volatile("" : : : "memory"))
