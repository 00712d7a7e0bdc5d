/* Raw kernel entry cost on x86_64: the `syscall` instruction, getppid (the
 * cheapest syscall with no side effect; `perf bench syscall basic` uses it
 * too, so the figure cross-checks).  The baseline every cancellable wrapper
 * on x86_64 pays (its figure on this VM: README, "Benchmarks"). */
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

BENCH_ENTRY_MAIN("entry-syscall", "syscall",
		 "x86_64 getppid through the syscall instruction (inline asm)", 200000, GETPPID())
