/* The one x86 instruction decoder of the engine: just what the sweep, the
 * step engine and the benchmarks ask of an instruction at an address (a
 * system call entry, where the kernel resumes after it, a call, a return).
 * The vDSO's entry layout is decoded in harness/vdso/vsys.c on top of it. */
#ifndef CR_X86_H
#define CR_X86_H

#include <stdint.h>

/* The opcode at ip, past legacy prefixes (and REX on x86_64). */
const unsigned char *cr_insn_opcode(uintptr_t ip);
/* A system call entry: syscall (0f 05), sysenter (0f 34), int $0x80 (cd 80). */
int cr_insn_is_syscall(uintptr_t ip);
/* Where the kernel resumes after the system call entry at ip: the next
 * instruction, or on i386 past the "int $0x80" that follows a vDSO's
 * syscall/sysenter (the kernel returns to the int80 landing pad). */
uintptr_t cr_insn_syscall_return(uintptr_t ip);
/* call rel32 (e8), call r/m (ff /2). */
int cr_insn_is_call(uintptr_t ip);
/* ret (c3), ret imm16 (c2). */
int cr_insn_is_ret(uintptr_t ip);

#endif
