/* getppid() through the libc's own (non-cancellable) wrapper: a call into
 * libc, the entry the libc picks (x86_64 syscall; i386 glibc call
 * *%gs:0x10, i.e. AT_SYSINFO), the error check and the return.  The same
 * loop as `perf bench syscall basic`, so it is the like-for-like side of the
 * cross-check; entry-libc minus entry-syscall/entry-sysinfo is what the
 * wrapper's call and return cost here. */
#include <unistd.h>

#include "benchlib.h"

BENCH_ENTRY_MAIN("entry-libc", "libc-getppid",
		 "getppid() through the libc wrapper (what perf bench syscall basic loops on)", 200000,
		 {
			 (void)getppid();
			 __asm__ volatile("" ::: "memory");
		 })
