/* The __kernel_vsyscall decoder and the emulated RFC helpers (2016 RFC
 * "x86/vdso/32: Add AT_SYSINFO cancellation helpers") on byte images of
 * every layout the decoder accepts (Linux <= 6.x AMD syscall, Intel
 * sysenter, no fast entry; 7.0 with a 3-byte NOP or "int $0x80; ret"
 * prefix) and on garbage it must refuse.  Native: the images are data, the
 * i386 contexts and stacks are fake (MAP_32BIT).  TAP on stdout.
 *
 * The expected answers are written out by hand per instruction boundary
 * (how many words the function has pushed, whether the syscall is still
 * pending), not computed from the decoder. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "vdso/vsys.h"

static int n, failed;

__attribute__((format(printf, 2, 3))) static int ok(int c, const char *fmt, ...)
{
	va_list ap;
	n++;
	if (!c)
		failed++;
	printf("%sok %d - ", c ? "" : "not ", n);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	return c;
}

struct point {
	int off, pushed, pending;
};

struct image {
	const char *what;
	const char *bytes;
	size_t len;
	const char *name;
	enum vsys_entry entry;
	int int80_off, landing_off;
	struct point pts[16];
};

#define END {-1, 0, 0}
static const struct image good[] = {
	{"pre-7.0 AMD (syscall), as dumped from this VM's vDSO",
	 "\x51\x52\x55\x89\xcd\x0f\x05\xcd\x80\x5d\x5a\x59\xc3\x90\x90\x90", 16, "pre-7.0",
	 VSYS_ENTRY_SYSCALL, 7, 9,
	 {{0, 0, 1}, {1, 1, 1}, {2, 2, 1}, {3, 3, 1}, {5, 3, 1}, {7, 3, 1}, {9, 3, 0},
	  {10, 2, 0}, {11, 1, 0}, {12, 0, 0}, END}},
	{"pre-7.0 Intel (sysenter)",
	 "\x51\x52\x55\x89\xe5\x0f\x34\xcd\x80\x5d\x5a\x59\xc3", 13, "pre-7.0",
	 VSYS_ENTRY_SYSENTER, 7, 9,
	 {{0, 0, 1}, {1, 1, 1}, {2, 2, 1}, {3, 3, 1}, {5, 3, 1}, {7, 3, 1}, {9, 3, 0},
	  {12, 0, 0}, END}},
	{"pre-7.0 without a fast entry (4-byte NOP, int $0x80)",
	 "\x51\x52\x55\x0f\x1f\x40\x00\xcd\x80\x5d\x5a\x59\xc3", 13, "pre-7.0",
	 VSYS_ENTRY_INT80, 7, 9,
	 {{0, 0, 1}, {1, 1, 1}, {2, 2, 1}, {3, 3, 1}, {7, 3, 1}, {9, 3, 0}, END}},
	{"7.0, 3-byte NOP prefix, AMD",
	 "\x0f\x1f\x00\x51\x52\x55\x89\xcd\x0f\x05\xcd\x80\x5d\x5a\x59\xc3", 16, "7.0-nop",
	 VSYS_ENTRY_SYSCALL, 10, 12,
	 {{0, 0, 1}, {3, 0, 1}, {4, 1, 1}, {5, 2, 1}, {6, 3, 1}, {8, 3, 1}, {10, 3, 1},
	  {12, 3, 0}, {13, 2, 0}, {15, 0, 0}, END}},
	{"7.0, 3-byte NOP prefix, Intel",
	 "\x0f\x1f\x00\x51\x52\x55\x89\xe5\x0f\x34\xcd\x80\x5d\x5a\x59\xc3", 16, "7.0-nop",
	 VSYS_ENTRY_SYSENTER, 10, 12,
	 {{0, 0, 1}, {3, 0, 1}, {6, 3, 1}, {8, 3, 1}, {10, 3, 1}, {12, 3, 0}, END}},
	{"7.0 FRED: int $0x80; ret prefix",
	 "\xcd\x80\xc3\x51\x52\x55\x0f\x1f\x40\x00\xcd\x80\x5d\x5a\x59\xc3", 16, "7.0-int80",
	 VSYS_ENTRY_INT80, 0, 2,
	 {{0, 0, 1}, {2, 0, 0}, {3, 0, 0}, {10, 0, 0}, END}},
};

static const struct {
	const char *what, *bytes;
	size_t len;
} bad[] = {
	{"empty", "", 0},
	{"truncated after the syscall", "\x51\x52\x55\x89\xcd\x0f\x05", 7},
	{"random bytes", "\x8b\x44\x24\x04\xc3\x00\x11\x22\x33\x44\x55\x66\x77", 13},
	{"pops in the wrong order", "\x51\x52\x55\x89\xcd\x0f\x05\xcd\x80\x59\x5a\x5d\xc3", 13},
	{"mov %ecx,%ebp then sysenter", "\x51\x52\x55\x89\xcd\x0f\x34\xcd\x80\x5d\x5a\x59\xc3", 13},
	{"1-byte NOP prefix", "\x90\x51\x52\x55\x89\xcd\x0f\x05\xcd\x80\x5d\x5a\x59\xc3", 14},
	{"2.6-era sysenter with a jmp back to the entry",
	 "\x51\x52\x55\x89\xe5\x0f\x34\xeb\xf3\x90\x90\x90\x90\xcd\x80\x5d\x5a\x59\xc3", 19},
	{"no landing pad after int $0x80", "\x51\x52\x55\x89\xcd\x0f\x05\xcd\x80\xc3", 10},
	{"ret missing", "\x51\x52\x55\x89\xcd\x0f\x05\xcd\x80\x5d\x5a\x59\x90", 13},
};

#define RA 0x0804abcdu
#define GARBAGE 0x5a5a5a5au

/* One instruction boundary: a fake context at base + off with a stack of
 * p->pushed words under the return address. */
static void check_point(const struct vsys_layout *l, const struct image *im, const struct point *p,
			uint32_t *stack_top)
{
	uint8_t uc[VSYS_GREGS_OFFSET + 4 * 20], before[sizeof uc];
	uint32_t *g = vsys_gregs(uc);
	uint32_t esp0 = (uint32_t)(uintptr_t)stack_top; /* holds RA */
	char what[200];
	unsigned long ra;
	long r;

	stack_top[0] = RA;
	for (int i = 1; i <= 3; i++)
		stack_top[-i] = 0x1000u * (uint32_t)i; /* the pushed ecx, edx, ebp */
	memset(uc, 0xa5, sizeof uc);
	g[VSYS_EIP] = l->base + (uint32_t)p->off;
	g[VSYS_ESP] = esp0 - 4u * (uint32_t)p->pushed;
	g[VSYS_EAX] = 5; /* SYS_open: the syscall number */
	memcpy(before, uc, sizeof uc);
	snprintf(what, sizeof what, "%s: EIP=+%d, %d pushed", im->what, p->off, p->pushed);

	ra = vsys_pending_return_address(l, uc);
	if (p->pending)
		ok(ra == RA, "%s: pending, return address %#lx", what, ra);
	else
		ok(ra == -1UL, "%s: not pending (%#lx)", what, ra);
	r = vsys_abort_pending(l, uc);
	if (p->pending) {
		ok(r == 0 && g[VSYS_EIP] == RA && g[VSYS_ESP] == esp0 + 4 &&
		   g[VSYS_EAX] == (uint32_t)-EINTR && g[VSYS_EBX] == 0xffffffffu &&
		   g[VSYS_EBP] == 0xffffffffu && g[VSYS_ECX] == 0xffffffffu,
		   "%s: abort gives EIP=RA, ESP past the call, EAX=-EINTR, GPRs clobbered (%ld)", what, r);
	} else {
		ok(r == -EINVAL && !memcmp(uc, before, sizeof uc),
		   "%s: abort refuses with -EINVAL, context untouched (%ld)", what, r);
	}
}

int main(void)
{
	struct vsys_layout l;
	char err[200];
	uint8_t *code;
	uint32_t *stack;

	setvbuf(stdout, NULL, _IOLBF, 0);
	/* Images and stacks below 4 GiB, so 32-bit addresses are pointers. */
	code = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	stack = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	if (code == MAP_FAILED || stack == MAP_FAILED) {
		printf("Bail out! mmap(MAP_32BIT) failed\n");
		return 99;
	}
	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
		const struct image *im = &good[i];
		uint32_t base = (uint32_t)(uintptr_t)code + 64;
		memcpy(code + 64, im->bytes, im->len);
		if (!ok(vsys_decode(code + 64, im->len, base, &l, err, sizeof err) == 0,
			"decode %s", im->what)) {
			printf("# %s\n", err);
			continue;
		}
		ok(!strcmp(l.name, im->name), "%s: layout named %s (want %s)", im->what, l.name, im->name);
		ok(l.entry == im->entry && l.int80_off == im->int80_off && l.landing_off == im->landing_off,
		   "%s: entry %s, int $0x80 at +%d, landing pad at +%d", im->what,
		   vsys_entry_name(l.entry), l.int80_off, l.landing_off);
		for (const struct point *p = im->pts; p->off >= 0; p++)
			check_point(&l, im, p, stack + 512);
		/* Outside the function: never pending. */
		{
			struct point out = {-1, 0, 0};
			struct image o = *im;
			o.what = "just before __kernel_vsyscall";
			check_point(&l, &o, &out, stack + 512);
		}
	}
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int r = vsys_decode((const uint8_t *)bad[i].bytes, bad[i].len, 0x1000, &l, err, sizeof err);
		ok(r == -1 && strstr(err, "unknown __kernel_vsyscall layout"), "refuse %s", bad[i].what);
		printf("# %s\n", r ? err : "(accepted)");
	}
	printf("1..%d\n", n);
	return failed ? 1 : 0;
}
