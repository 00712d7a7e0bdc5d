/* dietlibc: a cancel that acts in pthread_cond_wait without the mutex, and
 * a cancelled waiter that takes the signal another waiter needed
 * (dietlibc-cancel.md, 8).
 *
 * dietlibc's pthread_cond_wait (libpthread/pthread_cond_wait.c) puts the
 * thread on the condition variable's wait chain, releases the mutex and
 * sleeps in __thread_suspend: a loop that looks at the cancel flag, then
 * calls sigsuspend -- libpthread's sigsuspend, a cancellation point that
 * tests the cancel itself (pthread_sys_sigsuspend.c).  Only after the
 * sleep does pthread_cond_wait take the mutex again, take the thread off
 * the chain and test the cancel.  So:
 *
 *   a. a cancel that lands between the loop's look at the flag and
 *      sigsuspend's test acts in sigsuspend: the cleanup handlers run
 *      without the mutex (POSIX: the mutex is re-acquired before the first
 *      cleanup handler is called), and the thread ends on the wait chain,
 *      its descriptor on the stack its join frees, which a later signal,
 *      broadcast or wait on the condition variable reads;
 *   b. pthread_cond_signal sends its restart signal to the first thread of
 *      the chain and leaves it there.  A waiter woken by a cancel is on the
 *      chain until it holds the mutex again: a signal sent meanwhile goes
 *      to it, and it acts on the cancel, while another waiter sleeps on
 *      (POSIX: a cancelled waiter "shall not consume any condition signal
 *      that may be directed concurrently at the condition variable if
 *      there are other threads blocked on the condition variable").
 *
 * a is placed by single-stepping the waiter (the trace flag) until it
 * reaches sigsuspend's entry, where it waits while the main thread cancels
 * it: as a cancel from another thread lands, whenever it arrives while the
 * waiter runs those instructions (22 boundaries on x86_64; the suite's
 * sweep maps them every run).  Where the wait has no such call (glibc,
 * musl), a's waiter is cancelled while it sleeps.  b: the main thread
 * holds the mutex while it cancels the first of two waiters, signals once
 * the cancel has woken it, and then releases the mutex.
 *
 * Build: diet gcc -O2 -o dietlibc-cond-wait dietlibc-cond-wait.c -lpthread
 * (or gcc ... -pthread for another libc; x86).  Exit 1 when a or b holds,
 * 0 when neither; every wait is bounded (alarm). */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

static pthread_mutex_t m;      /* a: error-checking */
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static volatile int unlock_err = -1; /* a: the cleanup handler's unlock */

static void unlock_in_cleanup(void *arg)
{
	(void)arg;
	unlock_err = pthread_mutex_unlock(&m);
}

#ifdef __dietlibc__
/* The waiter single-steps from right before its pthread_cond_wait to the
 * entry of libpthread's sigsuspend (the function this program links). */
static volatile int at_sigsuspend, cancel_sent;

static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	sigset_t set;
	(void)sig;
	(void)si;
#ifdef __x86_64__
	if (uc->uc_mcontext.rip != (uintptr_t)sigsuspend)
		return; /* the next instruction traps too */
#else
	if (uc->uc_mcontext.eip != (uintptr_t)sigsuspend)
		return;
#endif
	uc->uc_mcontext.eflags &= ~0x100ul; /* no more steps */
	at_sigsuspend = 1;
	while (!cancel_sent)
		;
	/* the cancel signal (not blocked here) is taken on the way back
	 * from a system call: its handler records the cancel */
	do
		sched_yield();
	while (!sigpending(&set) && sigismember(&set, SIGRTMAX - 1));
}

static void trace_on(void)
{
#ifdef __x86_64__
	__asm__ volatile("pushfq; orq $0x100, (%%rsp); popfq" ::: "memory", "cc");
#else
	__asm__ volatile("pushfl; orl $0x100, (%%esp); popfl" ::: "memory", "cc");
#endif
}
#endif

static void *waiter_a(void *arg)
{
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock_in_cleanup, NULL);
#ifdef __dietlibc__
	trace_on();
#endif
	pthread_cond_wait(&c, &m); /* nothing signals c */
	pthread_cleanup_pop(1);
	return arg;
}

/* b: two waiters for one token */
static pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c2 = PTHREAD_COND_INITIALIZER;
static volatile int tokens, waiting, taken;

static void unlock2(void *arg)
{
	(void)arg;
	pthread_mutex_unlock(&m2);
}

static void *waiter_b(void *arg)
{
	pthread_mutex_lock(&m2);
	pthread_cleanup_push(unlock2, NULL);
	waiting++;
	while (!tokens)
		pthread_cond_wait(&c2, &m2);
	tokens--;
	taken++;
	pthread_cleanup_pop(1);
	return arg;
}

static void hung(int sig)
{
	static const char msg[] = "a wait did not end within 20 s\n";
	(void)sig;
	write(1, msg, sizeof msg - 1);
	_exit(2);
}

int main(void)
{
	pthread_mutexattr_t attr;
	pthread_t t, a, b;
	void *ret;
	int busy, lost_a, lost_b;
	setvbuf(stdout, NULL, _IONBF, 0);
	signal(SIGALRM, hung);
	alarm(20);

	pthread_mutexattr_init(&attr);
#ifdef __dietlibc__
	pthread_mutexattr_setkind_np(&attr, PTHREAD_MUTEX_ERRORCHECK_NP);
	{
		struct sigaction sa;
		memset(&sa, 0, sizeof sa);
		sa.sa_sigaction = on_trap;
		sa.sa_flags = SA_SIGINFO;
		sigaction(SIGTRAP, &sa, NULL);
	}
#else
	pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
#endif
	if (pthread_mutex_init(&m, &attr) || pthread_create(&t, NULL, waiter_a, NULL))
		return 2;
#ifdef __dietlibc__
	while (!at_sigsuspend)
		sched_yield();
	pthread_cancel(t);
	cancel_sent = 1;
#else
	usleep(200000); /* asleep in pthread_cond_wait */
	pthread_cancel(t);
#endif
	pthread_join(t, &ret);
	busy = pthread_cond_destroy(&c); /* reads the chain's head only */
	lost_a = unlock_err != 0 || busy != 0;
	printf("a. a waiter cancelled %s: %s; its cleanup handler's unlock: %s; pthread_cond_destroy with no waiter: %s%s\n",
#ifdef __dietlibc__
	       "at sigsuspend's entry",
#else
	       "while it sleeps",
#endif
	       ret == PTHREAD_CANCELED ? "cancelled" : "returned", unlock_err ? strerror(unlock_err) : "done",
	       busy ? strerror(busy) : "done",
	       lost_a ? " (the handler ran without the mutex; the thread is still on the wait chain)" : "");

	if (pthread_create(&a, NULL, waiter_b, NULL))
		return 2;
	while (waiting < 1)
		sched_yield();
	usleep(100000); /* a asleep, first on c2 */
	if (pthread_create(&b, NULL, waiter_b, NULL))
		return 2;
	while (waiting < 2)
		sched_yield();
	usleep(100000); /* b asleep, second */
	pthread_mutex_lock(&m2);
	pthread_cancel(a);
	usleep(100000); /* the cancel has woken a, which waits for m2 */
	tokens = 1;
	pthread_cond_signal(&c2);
	pthread_mutex_unlock(&m2);
	pthread_join(a, &ret);
	for (int i = 0; i < 100 && !taken; i++)
		usleep(10000);
	lost_b = !taken;
	if (lost_b) { /* the chain holds b alone: a took itself off */
		pthread_mutex_lock(&m2);
		pthread_cond_broadcast(&c2);
		pthread_mutex_unlock(&m2);
	}
	pthread_join(b, NULL);
	printf("b. one signal, sent while the first of two waiters was being cancelled (%s): the other waiter %s\n",
	       ret == PTHREAD_CANCELED ? "cancelled" : "returned",
	       lost_b ? "slept on with the token there 1 s (the signal went to the cancelled waiter)"
		      : "took the token");
	_exit(lost_a || lost_b); /* dietlibc's exit() with its thread manager alive crashes (dietlibc-cancel.md) */
}
