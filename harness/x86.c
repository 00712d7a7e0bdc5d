/* The x86 instruction decoder (harness/x86.h). */
#include "x86.h"

const unsigned char *cr_insn_opcode(uintptr_t ip)
{
	const unsigned char *p = (const unsigned char *)ip;
	for (int i = 0; i < 4 && (*p == 0x26 || *p == 0x2e || *p == 0x36 || *p == 0x3e ||
				  *p == 0x64 || *p == 0x65 || *p == 0x66 || *p == 0xf2 || *p == 0xf3
#ifdef __x86_64__
				  || (*p & 0xf0) == 0x40
#endif
				  ); i++)
		p++;
	return p;
}

int cr_insn_is_syscall(uintptr_t ip)
{
	const unsigned char *b = (const unsigned char *)ip;
	return (b[0] == 0x0f && (b[1] == 0x05 || b[1] == 0x34)) || (b[0] == 0xcd && b[1] == 0x80);
}

uintptr_t cr_insn_syscall_return(uintptr_t ip)
{
	const unsigned char *c = (const unsigned char *)ip;
#ifdef __i386__
	if (c[0] == 0x0f && (c[1] == 0x05 || c[1] == 0x34) && c[2] == 0xcd && c[3] == 0x80)
		return ip + 4;
#else
	(void)c;
#endif
	return ip + 2;
}

int cr_insn_is_call(uintptr_t ip)
{
	const unsigned char *p = cr_insn_opcode(ip);
	return p[0] == 0xe8 || (p[0] == 0xff && ((p[1] >> 3) & 7) == 2);
}

int cr_insn_is_ret(uintptr_t ip)
{
	const unsigned char *p = cr_insn_opcode(ip);
	return p[0] == 0xc3 || p[0] == 0xc2;
}
