/* The catalogue's cancellation points (harness/calls.h) as the vDSO-helper
 * runtime's own: each CR_SYSCALL row becomes a definition of that function
 * in the program, a cancellable syscall through the runtime's thunk
 * (vrt_syscall_cp), so a race that calls open() tests the runtime under
 * the vdso-i386-* variants exactly as it tests glibc or musl elsewhere.
 * Linked into the vdso-* variant programs only. */
#include <errno.h>
#include <stdarg.h>

#include "calls.h"
#include "vrt.h"

#ifndef O_LARGEFILE
#define O_LARGEFILE 0100000
#endif

/* Up to six arguments, each as a long, padded with zeros. */
#define VRT_ARGS(...) VRT_ARGS_(__VA_ARGS__, 0, 0, 0, 0, 0, 0)
#define VRT_ARGS_(a, b, c, d, e, f, ...) \
	(long)(a), (long)(b), (long)(c), (long)(d), (long)(e), (long)(f)
#define VRT_UNPAREN(...) __VA_ARGS__

#define CR_SYSCALL(name, effect, ret, nr, params, args)                     \
	ret name params                                                     \
	{                                                                   \
		return (ret)vrt_ret(nr, vrt_syscall_cp(nr, VRT_ARGS args)); \
	}
#define CR_SYSCALL_VA(name, effect, ret, nr, params, last, want, args)      \
	ret name(VRT_UNPAREN params, ...)                                   \
	{                                                                   \
		long va = 0;                                                \
		if (want) {                                                 \
			va_list ap;                                         \
			va_start(ap, last);                                 \
			va = va_arg(ap, long);                              \
			va_end(ap);                                         \
		}                                                           \
		return (ret)vrt_ret(nr, vrt_syscall_cp(nr, VRT_ARGS args)); \
	}
#define CR_LIBCALL(name, effect)

CR_CALLS
