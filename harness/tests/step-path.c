/* The step engine on its own (harness/step.c): record the path of one
 * getppid() and one open() call, then stop at every boundary k by each
 * method the probes saw work here (software breakpoint, hardware breakpoint,
 * single-step), and check the thread stood exactly at the recorded address,
 * the call still returned the right result, and every method stopped at the
 * same boundaries.  A method the probes saw fail is reported as skipped,
 * with what the probe saw.  The technique: harness/README, "The sweep". */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cr.h"
#include "probe.h"
#include "step.h"
#include "x86.h"

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

static int tests;
#define FAIL(...) (printf("not ok - " __VA_ARGS__), printf("\n"), fails++, tests++)
#define OK(...) (printf("ok - " __VA_ARGS__), printf("\n"), tests++)

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

static char reached[2][CR_STEP_METHODS][CR_STEP_MAX / 64]; /* boundaries stopped at */

static void sweep(int which, const char *name, uintptr_t entry, int how)
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
	OK("%s: %d boundaries recorded (%ld traps), %s .. %s", name, n, r.traps,
	       first, last);
	for (int k = 0; k < n; k++) {
		int before = fired, ok;
		p.how = (enum cr_step_how)how;
		p.k = k;
		p.k_ip = path.ip[k];
		p.k_occurrence = 0;
		for (int i = 0; i <= k; i++)
			p.k_occurrence += path.ip[i] == path.ip[k];
		p.path = NULL;
		ok = call(which, &p, &r);
		traps += r.traps;
		if (how == CR_STEP_FIRE_TF && r.unreachable && ok == 1 && !r.fired) {
			skipped++; /* a syscall's return address: no trap reports it */
			continue;
		}
		if (ok != 1 || !r.fired || fired != before + 1 || r.fired_ip != path.ip[k]) {
			cr_step_symbolize(path.ip[k], sym, sizeof sym, NULL, 0);
			if (bad++ < 5)
				FAIL("%s %s: boundary %d (%s): result %d fired %d at %#lx", name,
				     cr_step_method_names[how], k, sym, ok, r.fired,
				     (unsigned long)r.fired_ip);
		} else if (k < CR_STEP_MAX / 8) {
			reached[which][how][k / 8] |= (char)(1 << (k % 8));
		}
	}
	for (int k = 0; k < n; k++)
		nsys += cr_insn_is_syscall(path.ip[k]);
	if (!bad && skipped <= nsys)
		OK("%s: stopped at all %d boundaries by %s (%d syscall return unreachable), %ld traps, %.1f ms",
		       name, n, cr_step_method_names[how], skipped, traps, (now() - t0) * 1e3);
	else if (!bad)
		FAIL("%s: single-step could not reach %d boundaries (%d syscalls)", name, skipped, nsys);
}

/* Every method that ran stopped at the same boundaries (single-step
 * excepted at the syscall return addresses no trap reports). */
static void compare(int which, const char *name, const struct cr_probes *pr)
{
	int ran = 0, same = 1;
	char list[200] = "";
	for (int m = 0; m < CR_STEP_METHODS; m++) {
		if (!pr->method[m].works)
			continue;
		snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", ran++ ? ", " : "",
			 cr_step_method_names[m]);
	}
	for (int k = 0; k < path.n && k < CR_STEP_MAX / 8; k++) {
		int any = -1;
		for (int m = 0; m < CR_STEP_METHODS; m++) {
			int got = !!(reached[which][m][k / 8] & (1 << (k % 8)));
			if (!pr->method[m].works || (m == CR_STEP_FIRE_TF && !got))
				continue;
			if (any >= 0 && got != any)
				same = 0;
			any = got;
		}
	}
	if (ran < 2)
		OK("%s: the methods agree # SKIP only one method works here (%s)", name, list);
	else if (same)
		OK("%s: %s stopped at the same boundaries", name, list);
	else
		FAIL("%s: %s stopped at different boundaries", name, list);
}

static int step_path(void)
{
	struct cr_probes pr;
	int e;
	setvbuf(stdout, NULL, _IOLBF, 0);
	if ((e = cr_step_init()) < 0) {
		printf("Bail out! cr_step_init: %s\n", strerror(-e));
		return 99;
	}
	cr_probe_run(&pr);
	printf("# probes (%.1f ms): chose %s\n", pr.elapsed_ms, pr.reason);
	if (!pr.method[CR_STEP_FIRE_TF].works) {
		printf("1..0 # SKIP single-step does not work here: %s\n", pr.method[CR_STEP_FIRE_TF].why);
		return 77;
	}
	(void)getppid(); /* bind (the build also links -z now) */
	close(open("/dev/null", O_RDONLY));
	for (int m = 0; m < CR_STEP_METHODS; m++) {
		if (!pr.method[m].works) {
			OK("%s # SKIP the probe saw: %s", cr_step_method_names[m], pr.method[m].why);
			continue;
		}
		sweep(0, "getppid", (uintptr_t)&getppid, m);
		sweep(1, "open", (uintptr_t)&open, m);
	}
	compare(0, "getppid", &pr);
	compare(1, "open", &pr);
	cr_step_fini();
	printf("1..%d\n", tests);
	return fails ? 1 : 0;
}

/* cr_exit: what exit() must do under dietlibc (harness/cr.h) */
int main(void)
{
	cr_exit(step_path());
}
