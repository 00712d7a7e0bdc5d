/* Fuzz target: cr-run's TAP -> JUnit converter (harness/junit.c), which reads
 * whatever a test program printed.  Any bytes must give one balanced
 * <testsuite> with only characters XML 1.0 allows, and counts that add up. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "runner.h"

static size_t count(const char *s, const char *what)
{
	size_t n = 0, l = strlen(what);
	for (const char *p = strstr(s, what); p; p = strstr(p + l, what))
		n++;
	return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cr_buf out = { 0 };
	struct cr_run_end v = { CR_END_EXIT, (int)(size % 3 == 0 ? 0 : size % 3 == 1 ? 1 : 77), 0.5, "" };
	long totals[4] = { 0 };
	size_t i;

	cr_junit_suite(&out, "fuzz/input", (const char *)data, size, &v, totals);
	FUZZ_ASSERT(out.p != NULL);
	FUZZ_ASSERT(strlen(out.p) == out.len); /* no NUL byte got through */
	for (i = 0; i < out.len; i++) {
		unsigned char c = (unsigned char)out.p[i];
		FUZZ_ASSERT(c >= 0x20 || c == '\t' || c == '\n' || c == '\r');
		FUZZ_ASSERT(c != 0x7f);
	}
	FUZZ_ASSERT(!strncmp(out.p, "  <testsuite name=\"fuzz/input\"", 30));
	FUZZ_ASSERT(count(out.p, "<testsuite ") == 1 && count(out.p, "</testsuite>") == 1);
	FUZZ_ASSERT(count(out.p, "<testcase ") == count(out.p, "</testcase>"));
	FUZZ_ASSERT((long)count(out.p, "<testcase ") == totals[0]);
	FUZZ_ASSERT(totals[1] + totals[2] + totals[3] <= totals[0]);
	FUZZ_ASSERT(count(out.p, "<system-out>") == count(out.p, "</system-out>"));
	free(out.p);
	return 0;
}
