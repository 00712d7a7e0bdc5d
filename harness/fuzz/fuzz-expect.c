/* Fuzz target: the expectations-table reader (cr_expect_lookup in
 * harness/expect.c), which every race runs on results/expectations.tsv or a
 * user's --expect FILE.  The input is the table's text, handed over through
 * a memfd (no temp file); every lookup must return 0 or -1, with a
 * NUL-terminated message on -1 and a valid expectation on 0. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cr.h"
#include "fuzz.h"

static const char *const queries[][6] = {
	{ "glibc", "2.36", "x86_64", "open", "hammer", "leak" },
	{ "glibc", "2.41", "i386", "close", "sweep", "double-close" },
	{ "musl", "1.2.3", "i386", "accept", "hammer", "lost-cancel" },
	{ "vdso-helper", "0", "i386", "read", "sweep", "lost-data" },
	{ "glibc", "2.40.9000", "x86_64", "recvmsg", "hammer", "leak" },
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int fd = -1;
	char path[64], err[512];
	size_t i;

	if (fd < 0) {
		fd = memfd_create("expectations", MFD_CLOEXEC);
		FUZZ_ASSERT(fd >= 0);
	}
	FUZZ_ASSERT(ftruncate(fd, 0) == 0);
	FUZZ_ASSERT(pwrite(fd, data, size, 0) == (ssize_t)size);
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	for (i = 0; i < sizeof queries / sizeof queries[0]; i++) {
		const char *const *q = queries[i];
		struct cr_expectation e;
		int r;
		memset(&e, 0x5a, sizeof e);
		memset(err, 0x5a, sizeof err);
		err[sizeof err - 1] = 0;
		r = cr_expect_lookup(path, q[0], q[1], q[2], q[3], q[4], q[5], &e, err, sizeof err);
		FUZZ_ASSERT(r == 0 || r == -1);
		if (r < 0) {
			FUZZ_ASSERT(memchr(err, 0, sizeof err) != NULL);
			FUZZ_ASSERT(err[0] != 0);
			continue;
		}
		FUZZ_ASSERT(e.expect == CR_EXPECT_NONE || e.expect == CR_EXPECT_RACY ||
			    e.expect == CR_EXPECT_MAY);
		FUZZ_ASSERT(memchr(e.reference, 0, sizeof e.reference) != NULL);
		FUZZ_ASSERT(e.line >= 0);
		FUZZ_ASSERT(strcmp(cr_expect_name(e.expect), "") != 0);
	}
	return 0;
}
