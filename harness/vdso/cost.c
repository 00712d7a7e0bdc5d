/* The cost of one cancellable getppid through each vrt thunk (int80,
 * naive, helper: vrt.h) next to glibc's own syscall() (call *%gs:0x10, the
 * vDSO's fast entry), measured here: the median of REPS timed loops.
 * A measurement, not a test: it never fails on a figure.
 *   usage: cost [CALLS_PER_REP]   (default 20000) */
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cr.h"
#include "vdso/vrt.h"

#define REPS 15

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double run(int thunk, long calls)
{
	double ns[REPS];
	for (int r = 0; r < REPS; r++) {
		uint64_t t0 = cr_now_ns();
		if (thunk < 0)
			for (long i = 0; i < calls; i++)
				syscall(SYS_getppid);
		else
			for (long i = 0; i < calls; i++)
				vrt_syscall_cp(SYS_getppid, 0, 0, 0, 0, 0, 0);
		ns[r] = (double)(cr_now_ns() - t0) / (double)calls;
	}
	qsort(ns, REPS, sizeof ns[0], cmp);
	return ns[REPS / 2];
}

int main(int argc, char **argv)
{
	long calls = 20000;
	struct cr_sysinfo si;
	if (argc > 2 || (argc == 2 && cr_parse_long(argv[1], 1, 100000000, &calls)))
		cr_usage("usage: cost [CALLS_PER_REP]\n", "bad arguments");
	cr_sysinfo_get(&si);
	printf("# %s, %s, kernel %s; median of %d reps x %ld calls\n", si.cpu, si.arch, si.kernel, REPS, calls);
	printf("glibc-syscall %.1f ns/call\n", run(-1, calls));
	for (int t = VRT_THUNK_INT80; t <= VRT_THUNK_HELPER; t++) {
		vrt_thunk = t;
		if (t != VRT_THUNK_INT80 && !vrt_sysinfo) {
			printf("%s skipped: no AT_SYSINFO\n", vrt_thunk_name());
			continue;
		}
		printf("%s %.1f ns/call\n", vrt_thunk_name(), run(t, calls));
	}
	return 0;
}
