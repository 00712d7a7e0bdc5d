/* Strict option parsing, monotonic time, and a seeded PRNG (splitmix64). */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cr.h"
#ifdef __dietlibc__
#include <sched.h>
#include <signal.h>
#include <stdio.h>

#include "cr_cancel.h"
#include "task.h"
#endif

int cr_parse_long(const char *s, long min, long max, long *out)
{
	char *end;
	long v;
	if (!s || !*s)
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

int cr_parse_u64(const char *s, uint64_t *out)
{
	char *end;
	unsigned long long v;
	if (!s || !*s || *s == '-' || *s == '+')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (errno || *end)
		return -1;
	*out = v;
	return 0;
}

int cr_parse_double(const char *s, double min, double max, double *out)
{
	char *end;
	double v;
	if (!s || !*s)
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (errno || *end || !isfinite(v) || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

uint64_t cr_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t cr_rng_next(struct cr_rng *r)
{
	uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

uint64_t cr_rng_below(struct cr_rng *r, uint64_t n)
{
	return n ? cr_rng_next(r) % n : 0;
}

int cr_version_cmp(const char *a, const char *b)
{
	while (*a || *b) {
		unsigned long x = strtoul(a, (char **)&a, 10);
		unsigned long y = strtoul(b, (char **)&b, 10);
		if (x != y)
			return x < y ? -1 : 1;
		while (*a && *a != '.' && (*a < '0' || *a > '9'))
			a++;
		while (*b && *b != '.' && (*b < '0' || *b > '9'))
			b++;
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if (!*a != !*b) /* 2.41 vs 2.41.1 */
			return *a ? 1 : -1;
	}
	return 0;
}

#ifdef __dietlibc__ /* (cr_pthread_timedjoin) */
/* libpthread's request to its manager thread (thread_internal.h) */
int __thread_send_manager(void (*f)(void *), void *arg);
static void manager_nothing(void *arg)
{
	(void)arg;
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
	while (!sigpending(&set) && sigismember(&set, SIGRTMAX - 1))
		if (cr_now_ns() > end)
			return -1;
		else
			sched_yield();
	return 0;
}
#endif

int cr_pthread_timedjoin(pthread_t t, void **ret, long ms)
{
#ifdef __dietlibc__
	/* No timed join: a thread is a process of its pid (pthread_t); it has
	 * ended once /proc says it is gone or a zombie, then the join is
	 * immediate.  A zombie is reaped by the thread manager (its parent),
	 * which looks for one only when a request comes or its poll for one
	 * times out, every 30 ms: a request that does nothing, sent through
	 * dietlibc's own call for it, has it reap now, so a join costs
	 * microseconds, not up to 30 ms. */
	char path[64], st[512];
	snprintf(path, sizeof path, "/proc/%ld/stat", (long)t);
	for (long waited = 0;; waited++) {
		char *s = cr_proc_read(path, st, sizeof st) < 0 ? NULL : strrchr(st, ')');
		if (s && s[1] == ' ' && s[2] == 'Z')
			__thread_send_manager(manager_nothing, NULL);
		if (!s || s[1] != ' ' || s[2] == 'Z' || s[2] == 'X')
			return pthread_join(t, ret);
		if (waited >= ms * 10)
			return ETIMEDOUT;
		cr_raw_sleep_us(100);
	}
#else
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += ms / 1000;
	ts.tv_nsec += (ms % 1000) * 1000000L;
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	return pthread_timedjoin_np(t, ret, &ts);
#endif
}
