/* The mechanism probes (harness/probe.h): each way the engine can reach a
 * boundary, used on a function whose path is known, before a sweep trusts
 * it.  Opening a perf breakpoint proves nothing: some hypervisors accept
 * one and never fire it. */
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cr.h"
#include "cr_cancel.h"
#include "probe.h"
#include "race.h" /* cr_wait_blocked */
#include "task.h"

/* The known path: nine boundaries, one address met three times.
 *   k0 mov $3,%ecx; k1 dec %ecx; k2 jnz; k3 dec; k4 jnz; k5 dec; k6 jnz;
 *   k7 ret; k8 the return address.
 * The same bytes on x86_64 and i386; %ecx is free for the callee in both. */
__asm__(".text\n"
	".globl cr_probe_path\n"
	".type cr_probe_path, @function\n"
	"cr_probe_path:\n"
	"	.byte 0xb9, 0x03, 0x00, 0x00, 0x00\n" /* mov $3, %ecx */
	"1:	.byte 0xff, 0xc9\n"                   /* dec %ecx */
	"	jnz 1b\n"
	"	ret\n"
	".size cr_probe_path, .-cr_probe_path\n");
void cr_probe_path(void);

#define PATH_N 9
#define PROBE_K 3 /* the second "dec": occurrence 2 of its address */

static struct cr_step_path path;
static volatile int fires;

static void count_fire(void *arg)
{
	(void)arg;
	fires++;
}

static void say(struct cr_mechanism *m, int works, const char *fmt, ...) CR_PRINTF(3, 4);
static void say(struct cr_mechanism *m, int works, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(m->why, sizeof m->why, fmt, ap);
	va_end(ap);
	m->works = works;
}

/* The path must be the known one: nine boundaries, the loop's address
 * three times, the caller's return address last. */
static int known_path(const struct cr_step_path *pa)
{
	uintptr_t e = (uintptr_t)&cr_probe_path;
	return pa->complete && pa->n == PATH_N && pa->ip[0] == e && pa->ip[1] == e + 5 &&
	       pa->ip[3] == e + 5 && pa->ip[5] == e + 5 && pa->ip[7] == e + 9;
}

static void probe_step(struct cr_mechanism *m)
{
	struct cr_step_plan p = {.how = CR_STEP_RECORD, .entry = (uintptr_t)&cr_probe_path,
				 .path = &path, .bound_ms = 1000};
	struct cr_step_result r;
	if (cr_probe_absent("single-step")) {
		say(m, 0, "switched off (CR_PROBE_ABSENT)");
		return;
	}
	if (cr_step_arm(&p) < 0) {
		say(m, 0, "could not be armed");
		return;
	}
	cr_probe_path();
	cr_step_disarm(&r);
	if (!known_path(&path))
		say(m, 0, "recorded %d boundaries of the known path of %d (%ld traps)", path.n, PATH_N,
		    r.traps);
	else
		say(m, 1, "counted the known path (%d boundaries, %ld traps)", path.n, r.traps);
}

/* Fire at boundary PROBE_K by method how: exactly once, exactly there, and
 * the code as it was. */
static void probe_fire(struct cr_mechanism *m, enum cr_step_how how)
{
	unsigned char before[16], after[16];
	struct cr_step_plan p = {.how = how, .entry = (uintptr_t)&cr_probe_path, .k = PROBE_K,
				 .k_ip = path.ip[PROBE_K], .k_occurrence = 2, .fire = count_fire,
				 .bound_ms = 1000};
	struct cr_step_result r;
	int e;
	if (cr_probe_absent(cr_step_method_names[how])) {
		say(m, 0, "switched off (CR_PROBE_ABSENT)");
		return;
	}
	memcpy(before, (const void *)&cr_probe_path, sizeof before);
	fires = 0;
	if ((e = cr_step_arm(&p)) < 0) {
		say(m, 0, "could not be set: %s", strerror(-e));
		return;
	}
	cr_probe_path();
	cr_step_disarm(&r);
	memcpy(after, (const void *)&cr_probe_path, sizeof after);
	if (memcmp(before, after, sizeof before))
		say(m, 0, "left the code changed");
	else if (!fires)
		say(m, 0, "armed, never fired on the known path (%ld traps)", r.traps);
	else if (fires != 1 || r.fired_ip != path.ip[PROBE_K])
		say(m, 0, "fired %d times, at %#lx, not once at %#lx", fires,
		    (unsigned long)r.fired_ip, (unsigned long)path.ip[PROBE_K]);
	else
		say(m, 1, "fired once at the repeated address's second pass (%ld traps)", r.traps);
}

/* The cancel delivery: a thread of the implementation under test, async
 * where the implementation has it, is stopped at boundary PROBE_K and
 * cancelled; TF stays set for one more trap.  Either the cancel acted
 * there (the thread never went on), or its signal was delivered there (the
 * thread went on with nothing pending: a deferred runtime acts at its next
 * cancellation point). */
static struct {
	cr_thread_t self;
	volatile int cleanup, returned;
	struct cr_step_plan p;
	struct cr_step_result r;
} dv;

static void dv_fire(void *arg)
{
	(void)arg;
	cr_cancel(dv.self);
}

static void dv_cleanup(void *arg)
{
	(void)arg;
	dv.cleanup = 1;
}

static void *dv_thread(void *arg)
{
	dv.self = cr_thread_self();
	CR_CLEANUP_PUSH(dv_cleanup, NULL);
#ifndef CR_RUNTIME_VRT
	pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, NULL);
#endif
	if (cr_step_arm(&dv.p) == 0) {
		cr_probe_path();
		cr_step_disarm(&dv.r);
	}
	dv.returned = 1;
#ifndef CR_RUNTIME_VRT
	pthread_setcanceltype(PTHREAD_CANCEL_DEFERRED, NULL);
#endif
	for (int i = 0; i < 1000; i++) {
		cr_testcancel();
		cr_raw_sleep_us(1000);
	}
	CR_CLEANUP_POP(0);
	return arg;
}

static void probe_delivery(struct cr_mechanism *m, int how)
{
	cr_thread_t t;
	void *ret = NULL;
	memset(&dv, 0, sizeof dv);
	dv.p.how = (enum cr_step_how)how;
	dv.p.entry = (uintptr_t)&cr_probe_path;
	dv.p.k = PROBE_K;
	dv.p.k_ip = path.ip[PROBE_K];
	dv.p.k_occurrence = 2;
	dv.p.fire = dv_fire;
	dv.p.bound_ms = 1000;
	dv.p.trace_after = 1;
	if (cr_probe_absent("cancel-delivery")) {
		say(m, 0, "switched off (CR_PROBE_ABSENT)");
		return;
	}
	if (cr_thread_create(&t, dv_thread, NULL)) {
		say(m, 0, "no thread");
		return;
	}
	if (cr_thread_timedjoin(t, &ret, 3000)) {
		say(m, 0, "the cancelled thread never ended");
		return;
	}
	if (!dv.returned)
		cr_step_peek(&dv.r);
	if (ret != CR_CANCELED || !dv.cleanup || !dv.r.fired)
		say(m, 0, "the thread was %scancelled, fired %d", ret == CR_CANCELED ? "" : "not ",
		    dv.r.fired);
	else if (dv.r.traced_after && dv.r.pending_after != 0)
		say(m, 0, "not delivered where sent (pending %#llx at the boundary, %#llx at the next trap)",
		    (unsigned long long)dv.r.pending_at_fire, (unsigned long long)dv.r.pending_after);
	else if (!dv.returned) /* the next trap, if any, was the handler's entry */
		say(m, 1, "acted at the boundary it was sent at");
	else if (dv.r.pending_at_fire > 0)
		say(m, 1, "delivered at the boundary it was sent at (acted at the next cancellation point)");
	else
		say(m, 0, "never pending: the cancel was not sent at the boundary");
}

/* CR_SWEEP_METHOD: -1 (none forced), a method, or -2 (not a method). */
static int forced(void)
{
	static const char *const short_names[CR_STEP_METHODS] = {"sw", "hw", "step"};
	const char *s = getenv("CR_SWEEP_METHOD");
	if (!s || !*s)
		return -1;
	for (int i = 0; i < CR_STEP_METHODS; i++)
		if (!strcmp(s, cr_step_method_names[i]) || !strcmp(s, short_names[i]))
			return i;
	return -2;
}

static void choose(struct cr_probes *p)
{
	int f = forced();
	size_t n;
	p->how = -1;
	if (f == -2) {
		snprintf(p->reason, sizeof p->reason,
			 "CR_SWEEP_METHOD=%s is no method (software-breakpoint, hardware-breakpoint, single-step)",
			 getenv("CR_SWEEP_METHOD"));
		return;
	}
	if (f >= 0) {
		if (p->method[f].works && p->method[CR_STEP_FIRE_TF].works) {
			p->how = f;
			snprintf(p->reason, sizeof p->reason, "CR_SWEEP_METHOD=%s", cr_step_method_names[f]);
		} else {
			snprintf(p->reason, sizeof p->reason, "CR_SWEEP_METHOD=%s, which does not work here: %s",
				 cr_step_method_names[f],
				 p->method[f].works ? p->method[CR_STEP_FIRE_TF].why : p->method[f].why);
		}
		return;
	}
	if (!p->method[CR_STEP_FIRE_TF].works) { /* no path can be recorded */
		snprintf(p->reason, sizeof p->reason, "single-step %s: no path can be recorded",
			 p->method[CR_STEP_FIRE_TF].why);
		return;
	}
	for (int i = 0; i < CR_STEP_METHODS && p->how < 0; i++)
		if (p->method[i].works)
			p->how = i;
	n = (size_t)snprintf(p->reason, sizeof p->reason, "%s", cr_step_method_names[p->how]);
	for (int i = 0; i < CR_STEP_METHODS && n < sizeof p->reason; i++)
		if (!p->method[i].works)
			n += (size_t)snprintf(p->reason + n, sizeof p->reason - n, "; %s: %s",
					      cr_step_method_names[i], p->method[i].why);
}

void cr_probe_run(struct cr_probes *p)
{
	uint64_t t0 = cr_now_ns();
	memset(p, 0, sizeof *p);
	cr_probe_path(); /* bound and paged in */
	probe_step(&p->method[CR_STEP_FIRE_TF]);
	if (p->method[CR_STEP_FIRE_TF].works) {
		probe_fire(&p->method[CR_STEP_FIRE_SW], CR_STEP_FIRE_SW);
		probe_fire(&p->method[CR_STEP_FIRE_BP], CR_STEP_FIRE_BP);
		/* single-step to boundary k, as the sweep's last resort does */
		probe_fire(&p->method[CR_STEP_FIRE_TF], CR_STEP_FIRE_TF);
	} else {
		say(&p->method[CR_STEP_FIRE_SW], 0, "not tried: no path to place it on");
		say(&p->method[CR_STEP_FIRE_BP], 0, "not tried: no path to place it on");
	}
	choose(p);
	if (p->how >= 0)
		probe_delivery(&p->delivery, p->how);
	else
		say(&p->delivery, 0, "not tried: no method");
	if (p->how >= 0 && !p->delivery.works) {
		snprintf(p->reason + strlen(p->reason), sizeof p->reason - strlen(p->reason),
			 "; but the cancel %s", p->delivery.why);
		p->how = -1;
	}
	p->elapsed_ms = (cr_now_ns() - t0) / 1e6;
}

static int crash_fds[2];
static volatile long crash_tid;

static void *crash_reader(void *arg)
{
	char ch;
	crash_tid = cr_gettid();
	if (read(crash_fds[0], &ch, 1) < 0) /* blocks: nothing is written */
		return NULL;
	return arg;
}

static int crash_child(void)
{
	pthread_t t;
	void *ret = NULL;
	if (pipe(crash_fds) < 0 || pthread_create(&t, NULL, crash_reader, NULL))
		return 2;
	for (int i = 0; i < 5000 && !crash_tid; i++)
		cr_raw_sleep_us(1000);
	if (crash_tid)
		cr_wait_blocked(crash_tid, -1, 0, 5000, NULL);
	pthread_cancel(t);
	if (cr_pthread_timedjoin(t, &ret, 4000))
		return 3;
	return ret == PTHREAD_CANCELED ? 0 : 4;
}

int cr_probe_cancel_crashes(char *why, size_t len)
{
	int st = 0;
	pid_t p;
	fflush(NULL);
	if ((p = fork()) < 0)
		return 0; /* cannot tell: the races will show it */
	if (p == 0)
		_exit(crash_child());
	for (int i = 0; i < 5000 && waitpid(p, &st, WNOHANG) == 0; i++)
		cr_raw_sleep_us(1000);
	if (waitpid(p, &st, WNOHANG) == 0) {
		kill(p, SIGKILL);
		waitpid(p, &st, 0);
		snprintf(why, len, "a thread cancelled while blocked in read() did not end within 5 s");
		return 1;
	}
	if (WIFSIGNALED(st)) {
		snprintf(why, len, "a thread cancelled while blocked in read() killed the process (signal %d, %s)",
			 WTERMSIG(st), strsignal(WTERMSIG(st)));
		return 1;
	}
	return 0;
}
