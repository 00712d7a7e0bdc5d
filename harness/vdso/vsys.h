/* Decoder for the i386 vDSO's __kernel_vsyscall and the RFC's two helpers
 * emulated on a decoded layout (seed patch: Andy Lutomirski, 2016 RFC
 * "x86/vdso/32: Add AT_SYSINFO cancellation helpers", never merged).
 *
 * Portable C on purpose: the native x86_64 unit tests decode byte images of
 * every accepted layout and run the emulated helpers on fake i386 contexts;
 * the i386 runtime (helper.c) runs the same code on the live vDSO.
 *
 * Accepted layouts (anything else is refused with a reason):
 *   pre-7.0   push ecx; push edx; push ebp; ENTRY; int $0x80;
 *             <landing pad> pop ebp; pop edx; pop ecx; ret
 *             ENTRY = mov ecx,ebp; syscall (AMD) | mov esp,ebp; sysenter
 *             (Intel) | NOP padding (no fast entry: int $0x80 only)
 *   7.0 fast  a 3-byte NOP, then the pre-7.0 body
 *   7.0 int80 int $0x80; ret (FRED or no fast entry), then the (dead)
 *             pre-7.0 body: the live path is the first three bytes
 * A syscall is pending while EIP is in [__kernel_vsyscall, landing pad):
 * the kernel returns fast syscalls to the landing pad and restarts them by
 * EIP -= 2, onto the int $0x80 (harness/vdso/README: the accepted layouts).
 */
#ifndef VRT_VSYS_H
#define VRT_VSYS_H

#include <stddef.h>
#include <stdint.h>

enum vsys_entry { VSYS_ENTRY_INT80, VSYS_ENTRY_SYSCALL, VSYS_ENTRY_SYSENTER };

struct vsys_layout {
	uint32_t base;        /* address of __kernel_vsyscall */
	const char *name;     /* "pre-7.0", "7.0-nop", "7.0-int80" */
	enum vsys_entry entry;/* how the live path enters the kernel */
	int prefix_len;       /* bytes before the first push (0 or 3) */
	int npush;            /* pushes on the live path (3, or 0 for int80;ret) */
	int push_off[3];      /* offset of each push instruction */
	int entry_off;        /* offset of the entry instruction */
	int int80_off;        /* offset of the int $0x80 of the live path */
	int landing_off;      /* int80_off + 2: where fast syscalls return */
	int size;             /* bytes decoded, through the final ret */
};

/* Decode len bytes found at run-time address base.  Returns 0, or -1 with a
 * reason in err (the offset and byte that did not fit). */
int vsys_decode(const uint8_t *code, size_t len, uint32_t base, struct vsys_layout *out,
		char *err, size_t errlen);
const char *vsys_entry_name(enum vsys_entry e);

/* i386 ucontext_t as the kernel writes it (struct ucontext_ia32): uc_flags,
 * uc_link, uc_stack (12 bytes), then the sigcontext's 32-bit registers. */
enum { VSYS_GS, VSYS_FS, VSYS_ES, VSYS_DS, VSYS_EDI, VSYS_ESI, VSYS_EBP, VSYS_ESP,
       VSYS_EBX, VSYS_EDX, VSYS_ECX, VSYS_EAX, VSYS_TRAPNO, VSYS_ERR, VSYS_EIP };
#define VSYS_GREGS_OFFSET 20
static inline uint32_t *vsys_gregs(void *uc)
{
	return (uint32_t *)((char *)uc + VSYS_GREGS_OFFSET);
}

/* The RFC's semantics on layout l.  The stack words are read through
 * (uintptr_t)ESP, so the context's ESP must address readable memory (in
 * tests: a MAP_32BIT fake stack). */
unsigned long vsys_pending_return_address(const struct vsys_layout *l, const void *uc);
long vsys_abort_pending(const struct vsys_layout *l, void *uc);

#endif
