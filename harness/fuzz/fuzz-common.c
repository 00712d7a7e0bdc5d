/* fuzz_fail: report a broken invariant on stderr and abort (libFuzzer and
 * the replay driver both turn SIGABRT into a finding). */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

void fuzz_fail(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: invariant broken: %s\n", file, line, what);
	abort();
}
