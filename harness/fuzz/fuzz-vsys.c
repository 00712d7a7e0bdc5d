/* Fuzz target: the i386 vDSO decoder and the RFC helpers emulated on its
 * layout (harness/vdso/vsys.c; seed: Lutomirski's 2016 RFC; the layouts:
 * harness/vdso/README).  A future kernel's __kernel_vsyscall is untrusted input: the
 * decoder must refuse anything it does not understand with a reason, never
 * read past the bytes given (ASan), and an accepted layout must be
 * self-consistent: offsets inside the decoded bytes, the landing pad right
 * after the int $0x80, and for every EIP in it the two helpers agree
 * (pending <=> abort succeeds and resumes at the pending return address). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "fuzz.h"
#include "vsys.h"

#define BASE 0xffffe400u

static uint32_t *fake_stack(void)
{
	static uint32_t *top;
	if (!top) {
		void *m = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
		FUZZ_ASSERT(m != MAP_FAILED);
		top = (uint32_t *)((char *)m + 2048);
	}
	return top;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct vsys_layout l;
	char err[256];
	uint8_t *copy;
	int off;

	/* An exact-size heap copy: ASan sees any read past the end. */
	copy = malloc(size ? size : 1);
	FUZZ_ASSERT(copy != NULL);
	if (size)
		memcpy(copy, data, size);
	memset(err, 0, sizeof err);
	if (vsys_decode(copy, size, BASE, &l, err, sizeof err) != 0) {
		FUZZ_ASSERT(err[0] != 0 && memchr(err, 0, sizeof err));
		free(copy);
		return 0;
	}
	FUZZ_ASSERT(l.name && vsys_entry_name(l.entry));
	FUZZ_ASSERT(l.base == BASE);
	FUZZ_ASSERT(l.size > 0 && (size_t)l.size <= size);
	FUZZ_ASSERT(l.npush == 0 || l.npush == 3);
	FUZZ_ASSERT(l.int80_off >= 0 && l.int80_off + 2 <= l.size);
	FUZZ_ASSERT(copy[l.int80_off] == 0xcd && copy[l.int80_off + 1] == 0x80);
	FUZZ_ASSERT(l.landing_off == l.int80_off + 2);
	for (int i = 0; i < l.npush; i++)
		FUZZ_ASSERT(l.push_off[i] >= 0 && l.push_off[i] < l.size);

	for (off = 0; off <= l.size; off++) {
		for (int pushed = 0; pushed <= 3; pushed++) {
			uint8_t uc[VSYS_GREGS_OFFSET + 4 * 20], uc2[sizeof uc];
			uint32_t *g = vsys_gregs(uc), *top = fake_stack();
			unsigned long ra;
			long r;

			top[0] = 0x0804abcdu;
			for (int i = 1; i <= 3; i++)
				top[-i] = 0x1000u * (uint32_t)i;
			memset(uc, 0xa5, sizeof uc);
			g[VSYS_EIP] = BASE + (uint32_t)off;
			g[VSYS_ESP] = (uint32_t)(uintptr_t)top - 4u * (uint32_t)pushed;
			memcpy(uc2, uc, sizeof uc);
			ra = vsys_pending_return_address(&l, uc);
			r = vsys_abort_pending(&l, uc2);
			if (ra == (unsigned long)-1) {
				FUZZ_ASSERT(r == -EINVAL && !memcmp(uc, uc2, sizeof uc));
			} else {
				FUZZ_ASSERT(r == 0);
				FUZZ_ASSERT(vsys_gregs(uc2)[VSYS_EIP] == (uint32_t)ra);
			}
		}
	}
	free(copy);
	return 0;
}
