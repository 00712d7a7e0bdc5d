/* Decoding __kernel_vsyscall and emulating the RFC helpers on the decoded
 * layout (see vsys.h for the accepted layouts; seed patch: 2016 RFC
 * "x86/vdso/32: Add AT_SYSINFO cancellation helpers"). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "vsys.h"

const char *vsys_entry_name(enum vsys_entry e)
{
	switch (e) {
	case VSYS_ENTRY_SYSCALL: return "syscall";
	case VSYS_ENTRY_SYSENTER: return "sysenter";
	default: return "int80";
	}
}

/* Length of the NOP instruction at p (the encodings the kernel's
 * alternatives and assemblers pad with), or 0. */
static int nop_len(const uint8_t *p, size_t left)
{
	static const uint8_t *const nops[] = {
		(const uint8_t *)"\x90",
		(const uint8_t *)"\x66\x90",
		(const uint8_t *)"\x0f\x1f\x00",
		(const uint8_t *)"\x8d\x76\x00",
		(const uint8_t *)"\x66\x66\x90",
		(const uint8_t *)"\x0f\x1f\x40\x00",
		(const uint8_t *)"\x8d\x74\x26\x00",
	};
	static const int lens[] = {1, 2, 3, 3, 3, 4, 4};
	for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++)
		if ((size_t)lens[i] <= left && !memcmp(p, nops[i], (size_t)lens[i]))
			return lens[i];
	return 0;
}

struct cur {
	const uint8_t *c;
	size_t len, at, bad; /* bad: first byte that did not match */
	char *err;
	size_t errlen;
};

static int eat(struct cur *k, const char *bytes, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (k->at + i >= k->len || k->c[k->at + i] != (uint8_t)bytes[i]) {
			k->bad = k->at + i;
			return 0;
		}
	k->at += n;
	k->bad = k->at;
	return 1;
}

static int refuse(struct cur *k, const char *want)
{
	size_t at = k->bad > k->at ? k->bad : k->at;
	if (at < k->len)
		snprintf(k->err, k->errlen, "unknown __kernel_vsyscall layout: offset %zu has byte %02x, expected %s",
			 at, k->c[at], want);
	else
		snprintf(k->err, k->errlen, "unknown __kernel_vsyscall layout: ends at offset %zu, expected %s",
			 at, want);
	return -1;
}

int vsys_decode(const uint8_t *code, size_t len, uint32_t base, struct vsys_layout *l,
		char *err, size_t errlen)
{
	struct cur k = {code, len, 0, 0, err, errlen};
	int int80_ret = 0, n;
	static const char pushes[] = "\x51\x52\x55"; /* push ecx, edx, ebp */

	memset(l, 0, sizeof *l);
	l->base = base;
	l->name = "pre-7.0";
	/* 7.0 prefix: "int $0x80; ret", or a 3-byte NOP in its place. */
	if (eat(&k, "\xcd\x80\xc3", 3)) {
		int80_ret = 1;
		l->name = "7.0-int80";
	} else if ((n = nop_len(code, len)) == 3) {
		k.at = 3;
		l->name = "7.0-nop";
	} else if (n) {
		return refuse(&k, "push %ecx (51), a 3-byte NOP or int $0x80; ret (cd 80 c3)");
	}
	l->prefix_len = (int)k.at;
	for (int i = 0; i < 3; i++) {
		l->push_off[i] = (int)k.at;
		if (!eat(&k, &pushes[i], 1))
			return refuse(&k, i == 0 ? "push %ecx (51)" : i == 1 ? "push %edx (52)" : "push %ebp (55)");
	}
	/* The fast entry, or the padding the kernel left in its place. */
	if (eat(&k, "\x89\xcd", 2)) { /* mov %ecx,%ebp */
		l->entry_off = (int)k.at;
		if (!eat(&k, "\x0f\x05", 2))
			return refuse(&k, "syscall (0f 05) after mov %ecx,%ebp");
		l->entry = VSYS_ENTRY_SYSCALL;
	} else if (eat(&k, "\x89\xe5", 2)) { /* mov %esp,%ebp */
		l->entry_off = (int)k.at;
		if (!eat(&k, "\x0f\x34", 2))
			return refuse(&k, "sysenter (0f 34) after mov %esp,%ebp");
		l->entry = VSYS_ENTRY_SYSENTER;
	} else {
		size_t pad = 0;
		while (pad < 4 && (n = nop_len(code + k.at, len - k.at)) && pad + (size_t)n <= 4) {
			pad += (size_t)n;
			k.at += (size_t)n;
		}
		if (pad != 4)
			return refuse(&k, "mov %ecx,%ebp; syscall, mov %esp,%ebp; sysenter, or 4 bytes of NOP");
		l->entry = VSYS_ENTRY_INT80;
	}
	l->int80_off = (int)k.at;
	if (!eat(&k, "\xcd\x80", 2))
		return refuse(&k, "int $0x80 (cd 80)");
	l->landing_off = (int)k.at;
	if (!eat(&k, "\x5d\x5a\x59\xc3", 4))
		return refuse(&k, "the landing pad: pop %ebp; pop %edx; pop %ecx; ret (5d 5a 59 c3)");
	l->size = (int)k.at;
	if (l->entry == VSYS_ENTRY_INT80)
		l->entry_off = l->int80_off;
	l->npush = 3;
	if (int80_ret) {
		/* Only "int $0x80; ret" runs; the body behind it is dead. */
		l->entry = VSYS_ENTRY_INT80;
		l->npush = 0;
		l->entry_off = l->int80_off = 0;
		l->landing_off = 2;
	}
	return 0;
}

/* The stack slot holding the return address of a pending call, or 0. */
static uint32_t retaddr_slot(const struct vsys_layout *l, const uint32_t *g)
{
	uint32_t ip = g[VSYS_EIP], off, pushed = 0;
	if (ip < l->base || ip - l->base >= (uint32_t)l->landing_off)
		return 0;
	off = ip - l->base;
	for (int i = 0; i < l->npush; i++)
		if ((uint32_t)l->push_off[i] < off)
			pushed++;
	return g[VSYS_ESP] + 4 * pushed;
}

unsigned long vsys_pending_return_address(const struct vsys_layout *l, const void *uc)
{
	uint32_t slot = retaddr_slot(l, vsys_gregs((void *)uc));
	return slot ? (unsigned long)*(const uint32_t *)(uintptr_t)slot : -1UL;
}

long vsys_abort_pending(const struct vsys_layout *l, void *uc)
{
	uint32_t *g = vsys_gregs(uc);
	uint32_t slot = retaddr_slot(l, g);
	if (!slot)
		return -EINVAL;
	g[VSYS_EIP] = *(const uint32_t *)(uintptr_t)slot;
	g[VSYS_ESP] = slot + 4;
	/* As the RFC: EAX = -EINTR, every other GPR clobbered. */
	g[VSYS_EAX] = (uint32_t)-EINTR;
	g[VSYS_EBX] = g[VSYS_ECX] = g[VSYS_EDX] = 0xffffffffu;
	g[VSYS_ESI] = g[VSYS_EDI] = g[VSYS_EBP] = 0xffffffffu;
	return 0;
}
