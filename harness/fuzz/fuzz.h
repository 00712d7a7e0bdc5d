/* The fuzz entry points (libFuzzer's signature).  Each target checks its
 * own invariants and abort()s when one breaks; a crash, a sanitizer report
 * or a hang is a finding.  Built twice: with clang -fsanitize=fuzzer for
 * "make fuzz", and with replay.c's plain main for the corpus replay test in
 * make check (any compiler). */
#ifndef CR_FUZZ_H
#define CR_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_ASSERT(c) \
	do { \
		if (!(c)) \
			fuzz_fail(__FILE__, __LINE__, #c); \
	} while (0)
void fuzz_fail(const char *file, int line, const char *what) __attribute__((noreturn));

#endif
