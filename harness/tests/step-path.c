/* The single-step engine on its own (harness/step.c): record the path of one
 * getppid() and one open() call, then stop at every boundary k, by hardware
 * breakpoint and by single-stepping, and check the thread stood exactly at
 * the recorded address and the call still returned the right result.
 * The technique: harness/README, "The sweep". */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "step.h"

static int fails;
static volatile int fired;
static struct cr_step_path path;

static void fire(void *arg)
{
	(void)arg;
	fired++;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

#define FAIL(...) (printf("not ok - " __VA_ARGS__), printf("\n"), fails++)

/* One call of the target under plan p; returns 1 when the result is right. */
static int call(int which, const struct cr_step_plan *p, struct cr_step_result *r)
{
	long want = which ? 0 : getppid();
	int fd;
	if (cr_step_arm(p) < 0)
		return -1;
	if (which == 0) {
		long got = getppid();
		cr_step_disarm(r);
		return got == want;
	}
	fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	cr_step_disarm(r);
	if (fd < 0)
		return 0;
	close(fd);
	return 1;
}

static void sweep(int which, const char *name, uintptr_t entry, int use_bp)
{
	struct cr_step_plan p = {.how = CR_STEP_RECORD, .entry = entry, .path = &path,
				 .fire = fire, .bound_ms = 2000};
	struct cr_step_result r;
	char sym[128], first[128], last[128];
	double t0 = now();
	int n, bad = 0, skipped = 0, nsys = 0;
	long traps = 0;

	if (call(which, &p, &r) != 1 || !path.complete || path.n < 3 || path.ip[0] != entry) {
		FAIL("%s: record: result or path wrong (n=%d complete=%d overflow=%d)", name,
		     path.n, path.complete, path.overflow);
		return;
	}
	n = path.n;
	cr_step_symbolize(path.ip[0], first, sizeof first, NULL, 0);
	cr_step_symbolize(path.ip[n - 2], last, sizeof last, NULL, 0);
	printf("ok - %s: %d boundaries recorded (%ld traps), %s .. %s\n", name, n, r.traps,
	       first, last);
	for (int k = 0; k < n; k++) {
		int before = fired, ok;
		p.how = use_bp ? CR_STEP_FIRE_BP : CR_STEP_FIRE_TF;
		p.k = k;
		p.k_ip = path.ip[k];
		p.k_occurrence = 0;
		for (int i = 0; i <= k; i++)
			p.k_occurrence += path.ip[i] == path.ip[k];
		p.path = NULL;
		ok = call(which, &p, &r);
		traps += r.traps;
		if (!use_bp && r.unreachable && ok == 1 && !r.fired) {
			skipped++; /* a syscall's return address: no trap reports it */
			continue;
		}
		if (ok != 1 || !r.fired || fired != before + 1 || r.fired_ip != path.ip[k]) {
			cr_step_symbolize(path.ip[k], sym, sizeof sym, NULL, 0);
			if (bad++ < 5)
				FAIL("%s %s: boundary %d (%s): result %d fired %d at %#lx", name,
				     use_bp ? "breakpoint" : "single-step", k, sym, ok, r.fired,
				     (unsigned long)r.fired_ip);
		}
	}
	for (int k = 0; k < n; k++)
		nsys += cr_step_is_syscall(path.ip[k]);
	if (!bad && skipped <= nsys)
		printf("ok - %s: stopped at all %d boundaries by %s (%d syscall return unreachable), %ld traps, %.1f ms\n",
		       name, n, use_bp ? "hardware breakpoint" : "single-step", skipped, traps,
		       (now() - t0) * 1e3);
	else if (!bad)
		FAIL("%s: single-step could not reach %d boundaries (%d syscalls)", name, skipped, nsys);
}

int main(void)
{
	int e, bp;
	setvbuf(stdout, NULL, _IOLBF, 0);
	if ((e = cr_step_init()) < 0) {
		printf("Bail out! cr_step_init: %s\n", strerror(-e));
		return 99;
	}
	bp = cr_step_bp_probe();
	if (bp)
		printf("# hardware breakpoints unavailable (%s): single-step only\n", strerror(bp));
	(void)getppid(); /* bind (the build also links -z now) */
	close(open("/dev/null", O_RDONLY));
	for (int m = bp ? 1 : 0; m < 2; m++) {
		sweep(0, "getppid", (uintptr_t)&getppid, m == 0);
		sweep(1, "open", (uintptr_t)&open, m == 0);
	}
	cr_step_fini();
	printf("1..%d\n", bp ? 4 : 8);
	return fails ? 1 : 0;
}
