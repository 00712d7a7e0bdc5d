/* Raw kernel entry cost on i386 through `int $0x80`, getppid: the entry
 * musl's i386 cancellable-syscall thunk must use, because a vDSO entry
 * hides the PC from its cancel handler (musl src/thread/i386/
 * syscall_cp.s).  On this VM the hypervisor traps it: some 30 times the
 * cost of an entry through AT_SYSINFO (the figures: README, "Benchmarks"). */
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

BENCH_ENTRY_MAIN("entry-int80", "int80", "i386 getppid through int $0x80 (inline asm)", 20000,
		 GETPPID())
