/* The state of a thread of this process, from /proc/self/task/TID, read by
 * raw system calls only (no libc function an interposer could turn into a
 * cancellation point).  The one reader of "is this thread blocked, in which
 * syscall, with which signals pending" for the trials, the step engine, the
 * vDSO runtime's self-test and the benchmarks. */
#ifndef CR_TASK_H
#define CR_TASK_H

#include <stddef.h>
#include <sys/types.h>

/* A thread's /proc directory.  dietlibc's threads (LinuxThreads-style) are
 * processes of their own, not in this one's task list: /proc/TID. */
#ifdef __dietlibc__
#define CR_TASK_DIR "/proc/%ld"
#else
#define CR_TASK_DIR "/proc/self/task/%ld"
#endif

/* The file at path into buf (NUL-terminated) by raw open/read/close, no
 * libc function at all (the step engine's trap handler calls it): its
 * length, or -1. */
ssize_t cr_proc_read(const char *path, char *buf, size_t len);
/* The SigPnd mask of a /proc status text, parsed by hand (no libc), or -1
 * (signal 64, bit 63, left out: a mask is never negative). */
long long cr_sigpnd_parse(const char *status);
/* CR_TASK_DIR/NAME of thread TID into buf (NUL-terminated): its length, or -1
 * (the thread is gone). */
ssize_t cr_task_file(long tid, const char *name, char *buf, size_t len);
/* The syscall thread tid is in (/proc/self/task/TID/syscall), -1 when it
 * runs in user space or is gone. */
long cr_task_syscall(long tid);
/* Thread tid's state letter in its stat ('R', 'S', 'T', 'Z', ...), 0
 * once it is gone (or its stat cannot be read).  Raw system calls only. */
int cr_task_state(long tid);
/* Is thread tid blocked in a syscall: sleeping ('S' or 'D' in its stat)
 * with /proc/self/task/TID/syscall naming one?  Its number, or -1. */
long cr_task_blocked(long tid);
/* The signals pending for thread tid (its SigPnd), or -1 when it is gone. */
long long cr_task_sigpending(long tid);
/* Of those, the ones it does not block (a handler would run for them): a
 * signal a handler sent itself again with it blocked (musl's cancel
 * handler outside a cancellation point) waits for the next one, and is
 * not counted.  -1 when the thread is gone. */
long long cr_task_sigdeliverable(long tid);
/* The processes /proc lists as children of process pid (of its task
 * pid), up to max of them into out: their number, 0 for none, -1 when
 * /proc cannot tell (a kernel without CONFIG_PROC_CHILDREN). */
int cr_task_children(long pid, long *out, int max);
/* This thread's id (raw gettid). */
long cr_gettid(void);
/* Signal sig to thread tid of this process (tgkill): 0, or -1 with errno.
 * A dietlibc thread is a process of its own, its own thread group: not
 * this thread's getpid(). */
int cr_task_kill(long tid, int sig);
/* Stop thread tid (SIGSTOP) if it sleeps in syscall nr, and wait (1 s at
 * least) until it is stopped: 1 when it was stopped there (continue it
 * with SIGCONT), 0 when it was not asleep in nr -- also when it woke
 * between the look and the stop, then it is continued at once, never left
 * stopped somewhere else (holding a lock another thread spins on).  Raw
 * system calls only while it is stopped. */
int cr_task_stop_asleep(long tid, long nr);

#endif
