/* cr-run internals shared by runner.c (the bounded runner) and junit.c (the
 * one TAP -> JUnit XML converter, also behind "cr-run --tap2junit"). */
#ifndef CR_RUNNER_H
#define CR_RUNNER_H

#include <stddef.h>

#include "atomic.h"


/* How a run ended, as the runner saw it. */
enum cr_end_kind {
	CR_END_UNKNOWN,     /* converting a log: only the TAP is known */
	CR_END_EXIT,        /* exited with status */
	CR_END_SKIP,        /* runner-decided skip (binary the kernel cannot run) */
	CR_END_ERROR,       /* runner-decided harness error */
	CR_END_TIMEOUT,
	CR_END_SIGNAL,      /* the program was killed by a signal */
	CR_END_INTERRUPTED, /* the runner was signalled and forwarded it */
};
struct cr_run_end {
	enum cr_end_kind kind;
	int status;      /* the runner's exit status */
	double elapsed;  /* seconds; <0 unknown */
	char msg[1024];
};

/* Appends one <testsuite> for TAP text (LEN bytes) named NAME to OUT; adds its
 * counts to TOTALS[4] = tests, failures, errors, skipped. */
void cr_junit_suite(struct cr_buf *out, const char *name, const char *tap, size_t len,
		    const struct cr_run_end *v, long totals[4]);
/* Writes a whole JUnit document for one run to PATH ("-": stdout),
 * atomically (temp file in the same directory + rename). 0 or -1 (errno). */
int cr_junit_write(const char *path, const char *name, const char *tap, size_t len,
		   const struct cr_run_end *v);
/* "cr-run --tap2junit": converts TAP logs ("-" = stdin) to one JUnit file.
 * Returns an exit status: 0 written, 2 unreadable input, 99 cannot write. */
int cr_tap2junit_files(int n, char **files, const char *name, const char *out);

#endif
