/* A broken cancellation point, on purpose: an LD_PRELOAD interposer of the
 * cancellation points the races call (open, close, read, write, accept,
 * waitpid, mq_receive, msgrcv, sigwaitinfo, fcntl(F_SETLKW), epoll_wait),
 * each reimplemented with the raw system call -- syscall(2), which is no
 * cancellation point in glibc or musl -- wrapped the way CR_BROKEN says:
 *
 *   async  asynchronous cancel type around the syscall, then the type
 *          restored: glibc <= 2.40's design (glibc bug 12683).  A cancel
 *          that lands after the kernel returned acts before the caller sees
 *          the result: the descriptor leaks, the close is repeated, the data
 *          is lost.
 *   late   the syscall, then pthread_testcancel(): the cancel acts after the
 *          effect, every time it is pending by then.
 *   none   the syscall alone: no cancellation point at all.  A call blocked
 *          in the kernel is never cancelled (lost-cancel in the blocked
 *          mode, or late-cancel where the kernel returns EINTR).
 *   early  pthread_testcancel(), then the syscall: a cancel pending at entry
 *          acts, one sent while the call blocks does not.
 *
 * harness/tests/broken-libc.sh runs race programs under each kind and
 * asserts that the verdict naming the bug fires: the suite's verdicts are
 * shown to fail where cancellation is broken, not only to pass where it is
 * not.  Built per variant (harness/local.mk), so the same source runs in
 * glibc and musl programs.  Other fcntl commands are no cancellation point:
 * they go to the libc's own fcntl, unchanged. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/msg.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

enum kind { K_ASYNC, K_LATE, K_NONE, K_EARLY };
static enum kind kind;
static int (*libc_fcntl)(int, int, ...);

/* The kind is read once, before main: an unset or unknown CR_BROKEN is the
 * caller's mistake, said and fatal (a silent default would test another
 * kind than the one asked for). */
__attribute__((constructor)) static void brokenshim_init(void)
{
	static const char *const names[] = { "async", "late", "none", "early" };
	const char *s = getenv("CR_BROKEN");
	size_t i;

	libc_fcntl = (int (*)(int, int, ...))dlsym(RTLD_NEXT, "fcntl");
	for (i = 0; s && i < sizeof names / sizeof names[0]; i++)
		if (!strcmp(s, names[i])) {
			kind = (enum kind)i;
			return;
		}
	static const char msg[] = "brokenshim: CR_BROKEN must be async, late, none or early\n";
	syscall(SYS_write, 2, msg, sizeof msg - 1);
	_exit(99);
}

/* Before the syscall: the kind's entry (the type the caller had, for async). */
static int enter(void)
{
	int old = PTHREAD_CANCEL_DEFERRED;
	if (kind == K_ASYNC)
		pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old);
	else if (kind == K_EARLY)
		pthread_testcancel();
	return old;
}

/* After it: the syscall's result and errno survive what the kind does. */
static long leave(int old, long r)
{
	int e = errno;
	if (kind == K_ASYNC)
		pthread_setcanceltype(old, NULL);
	else if (kind == K_LATE)
		pthread_testcancel();
	errno = e;
	return r;
}

#define BROKEN(...) do { int old_ = enter(); return leave(old_, syscall(__VA_ARGS__)); } while (0)

static mode_t mode_of(int flags, va_list ap)
{
	return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? va_arg(ap, mode_t) : 0;
}

int open(const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;
	va_start(ap, flags);
	mode = mode_of(flags, ap);
	va_end(ap);
	BROKEN(SYS_openat, AT_FDCWD, path, flags, mode);
}

int close(int fd)
{
	BROKEN(SYS_close, fd);
}

ssize_t read(int fd, void *buf, size_t n)
{
	BROKEN(SYS_read, fd, buf, n);
}

ssize_t write(int fd, const void *buf, size_t n)
{
	BROKEN(SYS_write, fd, buf, n);
}

int accept(int fd, struct sockaddr *addr, socklen_t *len)
{
	BROKEN(SYS_accept4, fd, addr, len, 0);
}

pid_t waitpid(pid_t pid, int *status, int options)
{
	BROKEN(SYS_wait4, pid, status, options, NULL);
}

ssize_t mq_receive(mqd_t q, char *msg, size_t len, unsigned *prio)
{
	BROKEN(SYS_mq_timedreceive, q, msg, len, prio, NULL);
}

#ifdef SYS_msgrcv
ssize_t msgrcv(int id, void *msg, size_t len, long type, int flags)
{
	BROKEN(SYS_msgrcv, id, msg, len, type, flags);
}
#endif

int sigwaitinfo(const sigset_t *set, siginfo_t *info)
{
	BROKEN(SYS_rt_sigtimedwait, set, info, NULL, _NSIG / 8);
}

int epoll_wait(int ep, struct epoll_event *ev, int n, int ms)
{
	BROKEN(SYS_epoll_wait, ep, ev, n, ms);
}

int fcntl(int fd, int cmd, ...)
{
	va_list ap;
	void *arg;
	va_start(ap, cmd);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (cmd != F_SETLKW)
		return libc_fcntl(fd, cmd, arg);
#ifdef SYS_fcntl64
	BROKEN(SYS_fcntl64, fd, cmd, arg);
#else
	BROKEN(SYS_fcntl, fd, cmd, arg);
#endif
}
