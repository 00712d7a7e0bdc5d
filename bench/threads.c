/* What a benchmark reads of its threads (bench/benchlib.h): the calling
 * thread's CPU time, the threads of the process, whether one is asleep.
 * The driver (benchlib.c) and the stepped kernel entry (benchstep.c) both
 * read them, so they stand below both: the driver calls the stepper, the
 * stepper never the driver. */
#include <stdio.h>
#include <time.h>

#include "benchlib.h"
#include "task.h"

uint64_t bench_thread_cpu_ns(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts))
		return 0;
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#ifdef __dietlibc__
#include <unistd.h>

static long main_pid; /* bench_note_main(): the main thread's process */
#endif

void bench_note_main(void)
{
#ifdef __dietlibc__
	main_pid = (long)getpid();
#endif
}

int bench_threads(void)
{
#ifdef __dietlibc__
	/* Each thread a process: the main one, and the children of its
	 * thread manager (its one child, from the first pthread_create on). */
	long manager, threads[1024];
	int n = cr_task_children(main_pid ? main_pid : (long)getpid(), &manager, 1);
	if (n <= 0)
		return n < 0 ? -1 : 1;
	n = cr_task_children(manager, threads, 1024);
	return n < 0 ? -1 : 1 + n;
#else
	char line[128];
	int n = -1;
	FILE *f = fopen("/proc/self/status", "re");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "Threads: %d", &n) == 1)
			break;
	fclose(f);
	return n;
#endif
}

int bench_thread_asleep(long tid)
{
	return cr_task_blocked(tid) >= 0; /* the harness's /proc task reader */
}
