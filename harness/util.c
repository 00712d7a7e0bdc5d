/* Strict option parsing, monotonic time, and a seeded PRNG (splitmix64). */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cr.h"
#ifdef __dietlibc__
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
	for (long waited = 0;; waited++) {
		int st = cr_task_state((long)t);
		if (st == 'Z')
			cr_dietlibc_reap_now();
		if (!st || st == 'Z' || st == 'X')
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
