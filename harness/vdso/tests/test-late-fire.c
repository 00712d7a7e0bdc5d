/* Regression test of the sweep engine's in-kernel boundary (harness/step.c,
 * "K+kernel": the cancel is sent once the victim is seen blocked in the
 * syscall entered at boundary K).  The hazard: the canceller saw the victim
 * blocked, lost the CPU, and fired after the call had returned, the trial
 * had cancelled the victim itself, joined and freed it: fire() on a freed
 * thread.  Seen as a rare "sweep k=66+kernel: crash" of
 * races/accept.vdso-i386-helper under make -j2 distcheck (SIGSEGV in
 * pthread_kill on the freed vrt thread, called from the canceller).
 *
 * Made deterministic here: the victim blocks in a read of an empty pipe
 * (its syscall instruction is the in-kernel boundary); fire() writes the
 * byte, so the read returns on its own during fire(), then waits 200 ms and
 * checks the victim has NOT got past cr_step_disarm meanwhile (it must stay
 * until fire() returns, or it could be gone under fire()'s feet).  And the
 * other order: a read that does not block is withdrawn by cr_step_disarm
 * and fire() never runs.  Native (the engine is the same code on i386).
 * TAP on stdout; 77 where no way to stop at an instruction works here. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "probe.h"
#include "step.h"

static struct cr_probes probes;

/* long late_read(int fd, void *buf, unsigned long n): read(2) with a
 * known syscall instruction (late_read_sys): the in-kernel boundary. */
long late_read(int fd, void *buf, unsigned long n);
extern const char late_read_sys[];
#ifdef __x86_64__
__asm__(".text\n.globl late_read\n.type late_read, @function\nlate_read:\n"
	"\tmovl $0, %eax\n" /* SYS_read */
	".globl late_read_sys\nlate_read_sys:\n\tsyscall\n\tret\n"
	".size late_read, . - late_read\n");
#elif defined(__i386__)
__asm__(".text\n.globl late_read\n.type late_read, @function\nlate_read:\n"
	"\tpushl %ebx\n\tmovl 8(%esp), %ebx\n\tmovl 12(%esp), %ecx\n\tmovl 16(%esp), %edx\n"
	"\tmovl $3, %eax\n" /* SYS_read */
	".globl late_read_sys\nlate_read_sys:\n\tint $0x80\n\tpopl %ebx\n\tret\n"
	".size late_read, . - late_read\n");
#else
#error "the single-step engine is x86 only"
#endif

static int n, failed;
static int pipes[2][2], *pfd;
static int passed;          /* the victim is past cr_step_disarm */
static int fire_calls, passed_during_fire;
static long got;
static struct cr_step_result res;
static int arm_err;

static int ok(int c, const char *what)
{
	n++;
	failed += !c;
	printf("%sok %d - %s\n", c ? "" : "not ", n, what);
	return c;
}

static void sleep_ms(long ms)
{
	struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
}

/* In the canceller thread, once the victim is seen blocked in the read. */
static void late_fire(void *arg)
{
	(void)arg;
	__atomic_add_fetch(&fire_calls, 1, __ATOMIC_SEQ_CST);
	if (write(pfd[1], "x", 1) != 1) { /* the read now returns on its own */
		printf("# late_fire: write: %s\n", strerror(errno));
		return;
	}
	for (int i = 0; i < 20; i++) {
		sleep_ms(10);
		if (__atomic_load_n(&passed, __ATOMIC_SEQ_CST))
			passed_during_fire = 1;
	}
}

static void *victim(void *arg)
{
	struct cr_step_plan p;
	char c;
	(void)arg;
	memset(&p, 0, sizeof p);
	p.how = (enum cr_step_how)probes.how;
	p.entry = (uintptr_t)late_read;
	p.k = 1;
	p.k_ip = (uintptr_t)late_read_sys;
	p.k_occurrence = 1;
	p.fire = late_fire;
	p.bound_ms = 2000;
	p.in_kernel = 1;
	if ((arm_err = cr_step_arm(&p)) < 0)
		return NULL;
	got = late_read(pfd[0], &c, 1);
	cr_step_disarm(&res);
	__atomic_store_n(&passed, 1, __ATOMIC_SEQ_CST);
	return NULL;
}

/* One call; prefill: the byte is there already (the read does not block). */
static int one(int prefill)
{
	pthread_t t;
	struct timespec dl;
	int e;
	passed = fire_calls = passed_during_fire = 0;
	got = -1;
	pfd = pipes[prefill];
	if (prefill && write(pfd[1], "y", 1) != 1) {
		printf("Bail out! write: %s\n", strerror(errno));
		exit(99);
	}
	if ((e = pthread_create(&t, NULL, victim, NULL))) {
		printf("Bail out! pthread_create: %s\n", strerror(e));
		exit(99);
	}
	clock_gettime(CLOCK_REALTIME, &dl);
	dl.tv_sec += 10;
	if ((e = pthread_timedjoin_np(t, NULL, &dl))) {
		printf("Bail out! the victim did not return within 10 s: %s\n", strerror(e));
		exit(99);
	}
	if (arm_err < 0) {
		printf("Bail out! %s could not be armed: %s\n", cr_step_method_names[probes.how],
		       strerror(-arm_err));
		exit(99);
	}
	sleep_ms(50); /* a canceller that would still fire has time to */
	cr_step_peek(&res);
	return 0;
}

int main(void)
{
	char what[200];
	int e;
	setvbuf(stdout, NULL, _IONBF, 0);
	/* Before cr_step_init: the canceller thread runs on a private copy of
	 * the descriptor table (step.c), and fire() writes to the pipe. */
	if (pipe(pipes[0]) < 0 || pipe(pipes[1]) < 0) {
		printf("Bail out! pipe: %s\n", strerror(errno));
		return 99;
	}
	if ((e = cr_step_init()) < 0) {
		printf("Bail out! cr_step_init: %s\n", strerror(-e));
		return 99;
	}
	cr_probe_run(&probes);
	if (probes.how < 0) {
		printf("1..0 # SKIP no way to stop at an instruction here: %s\n", probes.reason);
		return 77;
	}
	printf("# stopped by %s (%s)\n", cr_step_method_names[probes.how], probes.reason);
	printf("1..6\n");
	one(0);
	snprintf(what, sizeof what, "blocked read: seen blocked (%d), fire() ran once (%d), read returned 1 (%ld)",
		 res.blocked, fire_calls, got);
	ok(res.blocked && res.fired && fire_calls == 1 && got == 1, what);
	ok(!passed_during_fire,
	   "the call returned during fire(): the victim stayed in cr_step_disarm until fire() returned");
	ok(passed, "the victim then went on past cr_step_disarm");
	one(1);
	snprintf(what, sizeof what, "read that does not block: returned 1 (%ld), not seen blocked (%d)",
		 got, res.blocked);
	ok(got == 1 && !res.blocked, what);
	snprintf(what, sizeof what, "withdrawn by cr_step_disarm: fire() never ran (%d calls), reported returned (%d)",
		 fire_calls, res.returned);
	ok(fire_calls == 0 && !res.fired && res.returned, what);
	ok(!passed_during_fire, "no fire() after the victim passed cr_step_disarm");
	cr_step_fini();
	return failed ? 1 : 0;
}
