/* The RFC's helper ABI (2016 RFC "x86/vdso/32: Add AT_SYSINFO cancellation
 * helpers", Andy Lutomirski; never merged), for i386 signal handlers:
 *
 *   pending_syscall_return_address(ucontext): if the context is inside a
 *     pending AT_SYSINFO call (EIP in __kernel_vsyscall before the landing
 *     pad: not yet entered, or being restarted), the return address of that
 *     call; otherwise -1UL.
 *   abort_pending_syscall(ucontext): for a pending call, pop its frame and
 *     point the context at the return address with EAX = -EINTR (the
 *     syscall not performed) and every other GPR clobbered: returns 0.
 *     Otherwise -EINVAL.
 *
 * They call the running vDSO's __vdso_pending_syscall_return_address /
 * __vdso_abort_pending_syscall when its dynsym has them; otherwise they
 * emulate them on __kernel_vsyscall as decoded by vsys_decode().
 */
#ifndef VRT_HELPER_H
#define VRT_HELPER_H

#include <stddef.h>
#include <stdint.h>

#include "vsys.h"

unsigned long pending_syscall_return_address(const void *ucontext);
long abort_pending_syscall(void *ucontext);

/* Find the vDSO (AT_SYSINFO_EHDR), AT_SYSINFO and the helpers.  Idempotent;
 * returns 0, or -1 with the reason in err (no AT_SYSINFO, a layout the
 * decoder refuses, ...).  Async-signal-safe after the first success. */
int vrt_helper_init(char *err, size_t errlen);
/* The same on a given image (tests: a fake vDSO); always re-initialises. */
int vrt_helper_init_at(uintptr_t ehdr, uintptr_t sysinfo, char *err, size_t errlen);

struct vrt_helper_info {
	uintptr_t sysinfo;          /* AT_SYSINFO: __kernel_vsyscall */
	uintptr_t vdso;             /* AT_SYSINFO_EHDR */
	uint32_t vsyscall_size;     /* from the dynsym (0: unknown) */
	int exported;               /* 1: the vDSO's own __vdso_* helpers */
	struct vsys_layout layout;  /* decoded (also when exported) */
	int decoded;                /* layout is valid */
	char decode_err[160];       /* why not, when it is not */
};
const struct vrt_helper_info *vrt_helper_info(void);

#endif
