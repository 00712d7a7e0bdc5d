/* Shared benchmark driver: options, warm-up, repetitions, statistics, the
 * TAP line and the JSON record (kind "bench", harness/README).  A benchmark
 * is one struct bench_desc and main() calling bench_main().
 *
 * Measurements, never timed tests: a benchmark fails only on a harness error
 * (exit 99), never because of a figure.
 */
#ifndef BENCHLIB_H
#define BENCHLIB_H

#include <stdint.h>

#include "cr.h"

enum { BENCH_CPU_NONE, BENCH_CPU_THREAD, BENCH_CPU_RUN };

/* The thread state a figure is measured in (the record's "threads" and
 * "thread_state").  glibc's cancellable wrappers take a non-cancellable
 * shortcut while the process has one thread (SINGLE_THREAD_P), so a
 * cancellable call must be timed with a second thread alive.
 *   BENCH_ONE_THREAD     the measuring thread is the only one (checked)
 *   BENCH_PARKED_THREAD  benchlib starts a second thread before setup and
 *                        parks it (blocked in read on a pipe, not spinning)
 *                        until teardown; two threads while timing (checked)
 *   BENCH_OWN_THREADS    the program runs its own threads (victims) and
 *                        sets c->threads where it measures */
enum { BENCH_ONE_THREAD, BENCH_PARKED_THREAD, BENCH_OWN_THREADS };

/* The kernel entry the measured call executed (bench/benchstep.c), from one
 * single-stepped call before timing. */
struct bench_entry {
	int stepped;         /* a complete path was recorded */
	char kind[12];       /* "syscall", "int80", "sysenter", "vdso", "none" */
	char insn[12];       /* the instruction that entered the kernel */
	char via[40];        /* kind vdso: the call into it, "call *%gs:0x10" */
	char at[96];         /* symbol+offset of insn */
	char layout[16];     /* kind vdso: vsys_decode()'s layout, or "" */
	char text[96];       /* the record's "entry": "int $0x80", "call
			      * *%gs:0x10 -> vDSO syscall" ... */
	int boundaries;      /* instruction boundaries of the call */
	int syscalls;        /* system-call instructions on its path */
	long nr;             /* the first one's number */
	int threads;         /* threads alive when it was stepped */
};

struct bench_ctx {
	long iterations;     /* --iterations: calls per repetition */
	long reps;           /* --reps: measured repetitions */
	long warmup;         /* --warmup: unrecorded repetitions first */
	int cpu;             /* --cpu: pinned CPU, -1 none */
	const char *json;    /* --json FILE */
	const char *entry;   /* the kernel entry (ent.text) */
	struct bench_entry ent; /* from the stepped call */
	int threads;         /* threads alive while timing (read, not assumed;
			      * BENCH_OWN_THREADS: set by run) */
	char note[512];      /* set by setup/run: one diagnostic line */
	long lost;           /* set by run: samples that could not be taken */
	double run_cpu_ns;   /* BENCH_CPU_RUN: run() adds its calls' CPU ns */
	int no_figure;       /* set by run: nothing measurable (reason in note):
			      * reported as a skip, stats null */
	double load[3];      /* /proc/loadavg at the start (-1 unknown) */
	struct cr_sysinfo si;
	char impl[32];       /* "glibc", "musl", "vdso-helper" ... */
};

struct bench_desc {
	const char *name;      /* program name: "entry-int80" */
	const char *path;      /* what is measured: "int80", "wrapper-read" */
	const char *what;      /* one line for --help and the record */
	long iterations, reps, warmup; /* defaults */
	/* CPU time per call beside wall time (stats_cpu): on a shared machine
	 * it leaves out the time a thread was preempted, which wall time
	 * cannot.  BENCH_CPU_THREAD: run() is one thread's loop that never
	 * sleeps, benchlib reads the thread's CPU clock around it.
	 * BENCH_CPU_RUN: run() adds the CPU nanoseconds of its n calls to
	 * c->run_cpu_ns itself (e.g. a victim thread's own CPU time). */
	int cpu_time;
	int threads;           /* BENCH_ONE_THREAD (default) ... above */
	/* One call of the measured path, a function of its own (noinline):
	 * benchlib single-steps it once after setup, before the warm-up, in
	 * the measuring thread, to record the kernel entry it executes.  A
	 * program without it (BENCH_OWN_THREADS) records the entry itself in
	 * setup (bench_step_entry*, bench_entry_of_path); a record without a
	 * stepped entry is a harness error. */
	void (*step)(void *st);
	/* Once, before the warm-up: 0, CR_EXIT_SKIP (reason in c->note) or
	 * -1 (harness error, reason in c->note). */
	int (*setup)(struct bench_ctx *c, void **st);
	/* n calls of the measured path; returns the nanoseconds they took (the
	 * function reads the clock itself, outside its loop), or a negative
	 * value on a harness error (reason in c->note). */
	double (*run)(struct bench_ctx *c, void *st, long n);
	void (*teardown)(struct bench_ctx *c, void *st);
	/* Optional: extra fields in the record's top object. */
	void (*record)(struct bench_ctx *c, void *st, struct cr_json *j);
};

/* Order statistics of n values (sorted in place). */
struct bench_stats {
	double median, min, max, mad, p10, p90, mean, stdev;
	long n;
};
void bench_stats(double *v, long n, struct bench_stats *s);
/* Its order statistics as fields of the open JSON object: median, min,
 * max, mad, p10, p90 (null each when none: no figure). */
void bench_stats_json(struct cr_json *j, const struct bench_stats *s, int none);

int bench_main(const struct bench_desc *d, int argc, char **argv);
/* A benchmark program's main(): bench_main() on its descriptor. */
#define BENCH_MAIN(desc)                                         \
	int main(int argc, char **argv)                          \
	{                                                        \
		cr_exit(bench_main(&(desc), argc, argv));        \
	}

/* The timed loop of a run(): the nanoseconds n executions of STMT take,
 * the clock read outside the loop. */
#define BENCH_TIMED_LOOP(n, ...)                                    \
	__extension__({                                             \
		uint64_t bench_t0_ = cr_now_ns();                   \
		for (long bench_i_ = 0; bench_i_ < (n); bench_i_++) \
			__VA_ARGS__;                                \
		(double)(cr_now_ns() - bench_t0_);                  \
	})

/* A whole kernel-entry benchmark whose measured path is one statement (the
 * entry-* programs): run(), its timed loop of the statement; one(), the
 * statement once (noinline), which the step engine single-steps for the
 * record's kernel entry (its "at" names one+offset); the descriptor (30
 * repetitions after 3 of warm-up, the thread's CPU time beside wall time);
 * and main(). */
#define BENCH_ENTRY_MAIN(NAME, PATH, WHAT, ITERATIONS, ...)                    \
	static double run(struct bench_ctx *c, void *st, long n)               \
	{                                                                      \
		(void)c;                                                       \
		(void)st;                                                      \
		return BENCH_TIMED_LOOP(n, __VA_ARGS__);                       \
	}                                                                      \
	static __attribute__((noinline)) void one(void *st)                    \
	{                                                                      \
		(void)st;                                                      \
		__VA_ARGS__;                                                   \
	}                                                                      \
	static const struct bench_desc bench = {                               \
		.name = NAME, .path = PATH, .what = WHAT,                      \
		.iterations = ITERATIONS, .reps = 30, .warmup = 3,             \
		.cpu_time = BENCH_CPU_THREAD,                                  \
		.run = run,                                                    \
		.step = one,                                                   \
	};                                                                     \
	BENCH_MAIN(bench)

/* bench/threads.c.  The calling thread's CPU time
 * (CLOCK_THREAD_CPUTIME_ID), ns; 0 on error. */
uint64_t bench_thread_cpu_ns(void);
/* Threads of this process now (/proc/self/status), -1 unknown. */
int bench_threads(void);
/* Called by the main thread first (bench_main): under dietlibc, whose
 * threads are processes, the one whose threads bench_threads counts. */
void bench_note_main(void);
/* Is thread tid asleep ('S' in /proc/self/task/TID/stat)? */
int bench_thread_asleep(long tid);

/* bench/benchstep.c: single-step one fn(arg) in the calling thread (or in
 * a new thread of the implementation, for a call measured in a victim) and
 * set c->ent and c->entry from its path: 0, or -1 with a note. */
int bench_step_entry(struct bench_ctx *c, void (*fn)(void *), void *arg);
int bench_step_entry_thread(struct bench_ctx *c, void (*fn)(void *), void *arg);
struct cr_step_path;
/* The kernel entry of a recorded path (threads: the count to record). */
void bench_entry_of_path(const struct cr_step_path *p, int threads, struct bench_entry *e);
void bench_entry_json(struct cr_json *j, const struct bench_entry *e);

#endif
