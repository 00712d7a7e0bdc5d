/* The dietlibc variants' own paths (harness/dietlibc.h and cr_cancel.h say
 * why each is there): dietlibc's threads are LinuxThreads-style processes,
 * served by a manager thread.  Empty under every other libc. */
#ifdef __dietlibc__
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <unistd.h>

#include "cr.h"
#include "cr_cancel.h"
#include "task.h"

/* libpthread's request to its manager thread (thread_internal.h) */
int __thread_send_manager(void (*f)(void *), void *arg);
static void manager_nothing(void *arg)
{
	(void)arg;
}

void cr_dietlibc_reap_now(void)
{
	__thread_send_manager(manager_nothing, NULL);
}

/* A request the manager runs: it says so (ran), then, for a hold, waits
 * until let go or CR_HOLD_NS have passed (a holder that never lets go
 * must not stop the manager for good; a hold that ran out is reported to
 * the release, never passed over: the holder counted on it).  The
 * manager reads one request at a time, in the order sent, runs it, then
 * reaps the threads that have ended: one that has run follows every
 * request sent before it, and a second one the reaping after the first.
 * Each request carries its generation: one that comes late (its sender
 * gave up on it) finds the gate reused and does nothing. */
#define CR_HOLD_NS 10000000000ull
static struct gate {
	volatile int ran, go, left, expired;
	volatile unsigned long gen;
	int hold;
} gate;

static void manager_gate(void *arg)
{
	struct gate *g = &gate;
	uint64_t end = cr_now_ns() + CR_HOLD_NS;
	if ((unsigned long)(uintptr_t)arg != __atomic_load_n(&g->gen, __ATOMIC_ACQUIRE))
		return; /* a request its sender gave up on */
	int hold = g->hold;
	__atomic_store_n(&g->ran, 1, __ATOMIC_RELEASE);
	cr_futex_wake(&g->ran);
	if (!hold)
		return;
	while (!__atomic_load_n(&g->go, __ATOMIC_ACQUIRE) && cr_now_ns() < end)
		cr_futex_wait_us(&g->go, 0, 1000);
	g->expired = !__atomic_load_n(&g->go, __ATOMIC_ACQUIRE);
	__atomic_store_n(&g->left, 1, __ATOMIC_RELEASE);
}

static int gate_send(int hold)
{
	uint64_t end = cr_now_ns() + 5000000000ull;
	unsigned long gen = gate.gen + 1;
	gate.ran = 0;
	gate.go = 0;
	gate.left = 0;
	gate.expired = 0;
	gate.hold = hold;
	__atomic_store_n(&gate.gen, gen, __ATOMIC_RELEASE);
	if (__thread_send_manager(manager_gate, (void *)(uintptr_t)gen) < 0)
		return -1;
	while (!__atomic_load_n(&gate.ran, __ATOMIC_ACQUIRE))
		if (cr_now_ns() > end)
			return -1;
		else
			cr_futex_wait_us(&gate.ran, 0, 1000);
	return 0;
}

int cr_dietlibc_manager_sync(void)
{
	return gate_send(0) < 0 || gate_send(0) < 0 ? -1 : 0;
}

int cr_dietlibc_manager_hold(void)
{
	return gate_send(1);
}

/* 0 once the manager has left the hold (the gate is then free); -1 when
 * the hold had run out before (the manager ran on meanwhile) or the
 * manager did not leave it within 5 s. */
int cr_dietlibc_manager_release(void)
{
	uint64_t end = cr_now_ns() + 5000000000ull;
	__atomic_store_n(&gate.go, 1, __ATOMIC_RELEASE);
	cr_futex_wake(&gate.go);
	while (!__atomic_load_n(&gate.left, __ATOMIC_ACQUIRE))
		if (cr_now_ns() > end)
			return -1;
		else
			sched_yield();
	return gate.expired ? -1 : 0;
}

struct started {
	void *(*fn)(void *);
	void *arg;
	int running;
};

static void *start(void *p)
{
	struct started *s = p;
	void *(*fn)(void *) = s->fn, *arg = s->arg;
	__atomic_store_n(&s->running, 1, __ATOMIC_RELEASE);
	return fn(arg);
}

int cr_dietlibc_create(pthread_t *t, void *(*fn)(void *), void *arg)
{
	struct started s = {fn, arg, 0};
	int e = pthread_create(t, NULL, start, &s);
	if (e)
		return e;
	while (!__atomic_load_n(&s.running, __ATOMIC_ACQUIRE))
		sched_yield();
	return 0;
}

/* SIGKILL to pid's children (the manager's are the threads), each's own
 * first. */
static void kill_children(long pid, int depth)
{
	long child[256];
	int n = cr_task_children(pid, child, 256);
	for (int i = 0; i < n; i++) {
		if (depth)
			kill_children(child[i], depth - 1);
		kill((pid_t)child[i], SIGKILL);
	}
}

#undef _exit
void cr_dietlibc_exit(int status)
{
	kill_children((long)getpid(), 1);
	_exit(status);
}

/* dietlibc's cancel signal (its pthread_cancel is pthread_kill with it):
 * once it is no longer pending for this thread its handler has run. */
int cr_dietlibc_cancel_recorded(void)
{
	uint64_t end = cr_now_ns() + 2000000000ull;
	sigset_t set;
	while (!sigpending(&set) && sigismember(&set, CR_DIETLIBC_SIGCANCEL))
		if (cr_now_ns() > end)
			return -1;
		else
			sched_yield();
	return 0;
}
#else
typedef int cr_no_dietlibc; /* ISO C wants a declaration in every file */
#endif
