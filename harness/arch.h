/* The engine's architecture part, in one place: the saved context's
 * registers, raw system calls that no libc (nor an interposer) can turn into
 * a cancellation point, the trace flag, and the breakpoint instruction.
 * x86 only (x86_64 and i386); another architecture adds its block here
 * (arm64: no user-settable trace flag, brk #0; riscv64: ebreak) and in
 * harness/x86.c's decoder. */
#ifndef CR_ARCH_H
#define CR_ARCH_H

#include <stdint.h>
#include <sys/syscall.h>
#include <ucontext.h>

#define CR_TF 0x100ul           /* EFLAGS.TF: trap after each instruction */
#define CR_BRK_BYTE 0xcc        /* int3: the software breakpoint */
#define CR_BRK_LEN 1            /* the trap reports the address after it */

#ifdef __x86_64__
#ifdef __dietlibc__ /* its ucontext holds the kernel's struct sigcontext */
#define CR_UC_IP(uc) ((uc)->uc_mcontext.rip)
#define CR_UC_SP(uc) ((uc)->uc_mcontext.rsp)
#define CR_UC_FL(uc) ((uc)->uc_mcontext.eflags)
#define CR_UC_AX(uc) ((uc)->uc_mcontext.rax)
#else
#define CR_UC_IP(uc) ((uc)->uc_mcontext.gregs[REG_RIP])
#define CR_UC_SP(uc) ((uc)->uc_mcontext.gregs[REG_RSP])
#define CR_UC_FL(uc) ((uc)->uc_mcontext.gregs[REG_EFL])
#define CR_UC_AX(uc) ((uc)->uc_mcontext.gregs[REG_RAX])
#endif
static inline long cr_raw6(long n, long a, long b, long c, long d, long e, long f)
{
	long r;
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	__asm__ volatile("syscall"
			 : "=a"(r)
			 : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
			 : "rcx", "r11", "memory");
	return r;
}
static inline void cr_tf_set(void)
{
	__asm__ volatile("pushfq; orq $0x100, (%%rsp); popfq" ::: "memory", "cc");
}
static inline void cr_tf_clear(void)
{
	__asm__ volatile("pushfq; andq $~0x100, (%%rsp); popfq" ::: "memory", "cc");
}
#elif defined(__i386__)
#ifdef __dietlibc__
#define CR_UC_IP(uc) ((uc)->uc_mcontext.eip)
#define CR_UC_SP(uc) ((uc)->uc_mcontext.esp)
#define CR_UC_FL(uc) ((uc)->uc_mcontext.eflags)
#define CR_UC_AX(uc) ((uc)->uc_mcontext.eax)
#else
#define CR_UC_IP(uc) ((uc)->uc_mcontext.gregs[REG_EIP])
#define CR_UC_SP(uc) ((uc)->uc_mcontext.gregs[REG_ESP])
#define CR_UC_FL(uc) ((uc)->uc_mcontext.gregs[REG_EFL])
#define CR_UC_AX(uc) ((uc)->uc_mcontext.gregs[REG_EAX])
#endif
/* int $0x80, never the vDSO: the path under test may run through it (and
 * carry a breakpoint there).  Five arguments are enough for the engine. */
static inline long cr_raw6(long n, long a, long b, long c, long d, long e, long f)
{
	long r;
	(void)f;
	__asm__ volatile("int $0x80"
			 : "=a"(r)
			 : "a"(n), "b"(a), "c"(b), "d"(c), "S"(d), "D"(e)
			 : "memory");
	return r;
}
static inline void cr_tf_set(void)
{
	__asm__ volatile("pushfl; orl $0x100, (%%esp); popfl" ::: "memory", "cc");
}
static inline void cr_tf_clear(void)
{
	__asm__ volatile("pushfl; andl $~0x100, (%%esp); popfl" ::: "memory", "cc");
}
#else
#error "the single-step engine is x86 only"
#endif

#define cr_raw4(n, a, b, c, d) cr_raw6((n), (a), (b), (c), (d), 0, 0)

/* Write len bytes at address a of this process's own code through
 * /proc/self/mem (memfd open on it): the kernel's forced write, which
 * reaches read-only text and the vDSO alike, copy-on-write into this
 * process only.  0, or -errno. */
static inline int cr_text_write(int memfd, uintptr_t a, const void *buf, long len)
{
	/* i386: the offset is two registers, low then high (0) */
	long r = cr_raw6(SYS_pwrite64, memfd, (long)buf, len, (long)a, 0, 0);
	return r == len ? 0 : r < 0 ? (int)r : -5 /* EIO */;
}

#endif
