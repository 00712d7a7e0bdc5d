/* The catalogue: every cancellation point a race calls, declared once.
 *
 * A race calls the POSIX function by its own name (open, read, sem_wait ...)
 * and names its entry by address (.fn = open).  Under glibc and musl that is
 * the libc's own function.  Under the vDSO-helper runtime (the vdso-i386-*
 * variants) each CR_SYSCALL row below is also a definition of that function
 * in the program (harness/vdso/wrappers.c), a cancellable syscall through the
 * runtime's thunk, so the same race source tests the runtime; a CR_LIBCALL
 * (futex-based, library-level) has no such definition and its races do not
 * run under the runtime.  The order of the rows is the catalogue's order in
 * every table.
 *
 *   CR_SYSCALL(name, effect, ret, nr, (params), (args))
 *       ret name(params) enters syscall nr with args (i386 numbering: the
 *       runtime is i386 only), each converted to long
 *   CR_SYSCALL_VA(name, effect, ret, nr, (params), last, want, (args))
 *       the same for a variadic function: one more argument, named va, is
 *       read after the parameter named last when want (an expression of the
 *       parameters) holds, else it is 0
 *   CR_LIBCALL(name, effect)
 *       a cancellation point that is a library function
 *
 * effect: what the call does that a cancel may lose, a short phrase.
 * A new cancellation point is one row here; see harness/README, "Adding a
 * cancellation point".
 */
#ifndef CR_CALLS_H
#define CR_CALLS_H

#include <fcntl.h>
#include <mqueue.h>
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#ifndef __dietlibc__ /* getrandom is in its unistd.h */
#include <sys/random.h>
#endif
#include <sys/msg.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
/* POSIX.1-2024's sem_clockwait and pthread_cond_clockwait, and
 * pthread_clockjoin_np: glibc has them (since 2.30 and 2.31), musl has
 * none.  Where the headers do not declare them they are declared weak here,
 * so the catalogue's row has an address (null); their races set .fn only
 * where CR_HAS_CLOCKWAIT, else their .name, and skip. */
#if defined __GLIBC__ && !defined __UCLIBC__
#define CR_HAS_CLOCKWAIT 1
#else
#define CR_HAS_CLOCKWAIT 0
int sem_clockwait(sem_t *__restrict sem, clockid_t clock, const struct timespec *__restrict at)
	__attribute__((weak));
int pthread_cond_clockwait(pthread_cond_t *__restrict c, pthread_mutex_t *__restrict m,
			   clockid_t clock, const struct timespec *__restrict at) __attribute__((weak));
int pthread_clockjoin_np(pthread_t t, void **ret, clockid_t clock, const struct timespec *at)
	__attribute__((weak));
#endif
/* A race's setup() where its clock call is missing (race.h's skip) */
#define CR_SKIP_NO_CLOCKWAIT() \
	cr_race_skip("this libc has no " CR_STR(CALL) " (glibc has it since 2.30; musl and uClibc-ng have none)")
/* POSIX AIO (aio_suspend): uClibc-ng is built without it (no <aio.h>);
 * there aio_suspend is declared weak (a null address for its row) and its
 * race skips, by the libc. */
#if __has_include(<aio.h>) && !defined __dietlibc__ /* its include path ends in glibc's */
#include <aio.h>
#define CR_HAS_AIO 1
#else
#define CR_HAS_AIO 0
struct aiocb;
int aio_suspend(const struct aiocb *const list[], int n, const struct timespec *tmo) __attribute__((weak));
#endif
/* open's mode argument is there with O_CREAT or O_TMPFILE. */
#define CR_NEEDS_MODE(flags) (((flags) & O_CREAT) || ((flags) & O_TMPFILE) == O_TMPFILE)

#define CR_CALLS                                                                           \
	/* creates a descriptor */                                                         \
	CR_SYSCALL_VA(open, "creates a descriptor", int, SYS_open,                         \
		      (const char *path, int flags), flags, CR_NEEDS_MODE(flags),          \
		      (path, flags | O_LARGEFILE, va))                                     \
	CR_SYSCALL_VA(openat, "creates a descriptor", int, SYS_openat,                     \
		      (int dirfd, const char *path, int flags), flags, CR_NEEDS_MODE(flags), \
		      (dirfd, path, flags | O_LARGEFILE, va))                              \
	CR_SYSCALL(creat, "creates a descriptor", int, SYS_open,                           \
		   (const char *path, mode_t mode),                                        \
		   (path, O_CREAT | O_WRONLY | O_TRUNC | O_LARGEFILE, mode))               \
	CR_SYSCALL(accept, "creates a descriptor", int, SYS_accept4,                       \
		   (int fd, __SOCKADDR_ARG addr, socklen_t *__restrict len),               \
		   (fd, addr.__sockaddr__, len, 0))                                        \
	CR_SYSCALL(accept4, "creates a descriptor", int, SYS_accept4,                      \
		   (int fd, __SOCKADDR_ARG addr, socklen_t *__restrict len, int fl),       \
		   (fd, addr.__sockaddr__, len, fl))                                       \
	CR_SYSCALL(recvmsg, "creates descriptors, consumes data", ssize_t, SYS_recvmsg,    \
		   (int fd, struct msghdr *msg, int fl), (fd, msg, fl))                    \
	CR_SYSCALL(recvmmsg, "creates descriptors, consumes data", int, SYS_recvmmsg,      \
		   (int fd, struct mmsghdr *vec, unsigned int vlen, int fl,                \
		    struct timespec *tmo), (fd, vec, vlen, fl, tmo))                       \
	/* releases a descriptor */                                                        \
	CR_SYSCALL(close, "releases a descriptor", int, SYS_close, (int fd), (fd))         \
	/* consumes data */                                                                \
	CR_SYSCALL(read, "consumes data", ssize_t, SYS_read,                               \
		   (int fd, void *buf, size_t n), (fd, buf, n))                            \
	CR_SYSCALL(readv, "consumes data", ssize_t, SYS_readv,                             \
		   (int fd, const struct iovec *iov, int n), (fd, iov, n))                 \
	CR_SYSCALL(pread, "reads at an offset", ssize_t, SYS_pread64,                      \
		   (int fd, void *buf, size_t n, off_t off),                               \
		   (fd, buf, n, off, (long long)off >> 32))                                \
	CR_SYSCALL(preadv, "reads at an offset", ssize_t, SYS_preadv,                      \
		   (int fd, const struct iovec *iov, int n, off_t off),                    \
		   (fd, iov, n, off, (long long)off >> 32))                                \
	CR_SYSCALL(recv, "consumes data", ssize_t, SYS_recvfrom,                           \
		   (int fd, void *buf, size_t n, int fl), (fd, buf, n, fl, 0, 0))          \
	CR_SYSCALL(recvfrom, "consumes data", ssize_t, SYS_recvfrom,                       \
		   (int fd, void *__restrict buf, size_t n, int fl, __SOCKADDR_ARG addr,   \
		    socklen_t *__restrict alen), (fd, buf, n, fl, addr.__sockaddr__, alen)) \
	/* consumes a message */                                                           \
	CR_SYSCALL(mq_receive, "consumes a message", ssize_t, SYS_mq_timedreceive,         \
		   (mqd_t q, char *buf, size_t n, unsigned int *prio), (q, buf, n, prio, 0)) \
	CR_SYSCALL(mq_timedreceive, "consumes a message", ssize_t, SYS_mq_timedreceive,    \
		   (mqd_t q, char *buf, size_t n, unsigned int *prio,                      \
		    const struct timespec *at), (q, buf, n, prio, at))                     \
	CR_SYSCALL(msgrcv, "consumes a message", ssize_t, SYS_msgrcv,                      \
		   (int q, void *buf, size_t n, long type, int fl), (q, buf, n, type, fl)) \
	/* produces data */                                                                \
	CR_SYSCALL(write, "produces data", ssize_t, SYS_write,                             \
		   (int fd, const void *buf, size_t n), (fd, buf, n))                      \
	CR_SYSCALL(pwrite, "produces data", ssize_t, SYS_pwrite64,                         \
		   (int fd, const void *buf, size_t n, off_t off),                         \
		   (fd, buf, n, off, (long long)off >> 32))                                \
	CR_SYSCALL(pwritev, "produces data", ssize_t, SYS_pwritev,                         \
		   (int fd, const struct iovec *iov, int n, off_t off),                    \
		   (fd, iov, n, off, (long long)off >> 32))                                \
	CR_SYSCALL(writev, "produces data", ssize_t, SYS_writev,                           \
		   (int fd, const struct iovec *iov, int n), (fd, iov, n))                 \
	CR_SYSCALL(send, "produces data", ssize_t, SYS_sendto,                             \
		   (int fd, const void *buf, size_t n, int fl), (fd, buf, n, fl, 0, 0))    \
	CR_SYSCALL(sendto, "produces data", ssize_t, SYS_sendto,                           \
		   (int fd, const void *buf, size_t n, int fl, __CONST_SOCKADDR_ARG addr,  \
		    socklen_t alen), (fd, buf, n, fl, addr.__sockaddr__, alen))            \
	CR_SYSCALL(sendmsg, "produces data", ssize_t, SYS_sendmsg,                         \
		   (int fd, const struct msghdr *msg, int fl), (fd, msg, fl))              \
	CR_SYSCALL(sendmmsg, "produces data", int, SYS_sendmmsg,                           \
		   (int fd, struct mmsghdr *vec, unsigned int vlen, int fl),               \
		   (fd, vec, vlen, fl))                                                    \
	CR_SYSCALL(mq_send, "produces a message", int, SYS_mq_timedsend,                   \
		   (mqd_t q, const char *buf, size_t n, unsigned int prio),                \
		   (q, buf, n, prio, 0))                                                   \
	CR_SYSCALL(mq_timedsend, "produces a message", int, SYS_mq_timedsend,              \
		   (mqd_t q, const char *buf, size_t n, unsigned int prio,                 \
		    const struct timespec *at), (q, buf, n, prio, at))                     \
	CR_SYSCALL(msgsnd, "produces a message", int, SYS_msgsnd,                          \
		   (int q, const void *buf, size_t n, int fl), (q, buf, n, fl))            \
	/* reaps a child */                                                                \
	CR_SYSCALL(waitpid, "reaps a child", pid_t, SYS_waitpid,                           \
		   (pid_t pid, int *status, int options), (pid, status, options))          \
	CR_SYSCALL(waitid, "reaps a child", int, SYS_waitid,                               \
		   (idtype_t type, id_t id, siginfo_t *info, int options),                 \
		   (type, id, info, options, 0))                                           \
	CR_SYSCALL(wait, "reaps a child", pid_t, SYS_wait4, (int *status),                 \
		   (-1, status, 0, 0))                                                     \
	CR_SYSCALL(wait3, "reaps a child", pid_t, SYS_wait4,                               \
		   (int *status, int options, struct rusage *ru), (-1, status, options, ru)) \
	CR_SYSCALL(wait4, "reaps a child", pid_t, SYS_wait4,                               \
		   (pid_t pid, int *status, int options, struct rusage *ru),               \
		   (pid, status, options, ru))                                             \
	/* consumes a signal (_NSIG / 8 bytes of mask) */                                  \
	CR_SYSCALL(sigwaitinfo, "consumes a signal", int, SYS_rt_sigtimedwait,             \
		   (const sigset_t *__restrict set, siginfo_t *__restrict info),           \
		   (set, info, 0, 8))                                                      \
	CR_SYSCALL(sigtimedwait, "consumes a signal", int, SYS_rt_sigtimedwait,            \
		   (const sigset_t *__restrict set, siginfo_t *__restrict info,            \
		    const struct timespec *__restrict tmo), (set, info, tmo, 8))           \
	/* sigwait returns 0 and the signal's number through sig: a library                \
	 * function over sigtimedwait in glibc and musl */                                 \
	CR_LIBCALL(sigwait, "consumes a signal")                                           \
	/* consumes events */                                                              \
	CR_SYSCALL(epoll_wait, "consumes events", int, SYS_epoll_wait,                     \
		   (int epfd, struct epoll_event *ev, int n, int ms), (epfd, ev, n, ms))   \
	CR_SYSCALL(epoll_pwait, "consumes events", int, SYS_epoll_pwait,                   \
		   (int epfd, struct epoll_event *ev, int n, int ms, const sigset_t *mask), \
		   (epfd, ev, n, ms, mask, 8))                                             \
	/* takes a lock (F_SETLKW) */                                                      \
	CR_SYSCALL_VA(fcntl, "takes a lock", int, SYS_fcntl64, (int fd, int cmd), cmd, 1,  \
		      (fd, cmd, va))                                                       \
	/* lockf(F_LOCK): a library function over fcntl(F_SETLKW) */                      \
	CR_LIBCALL(lockf, "takes a lock")                                                  \
	/* connects */                                                                     \
	CR_SYSCALL(connect, "connects", int, SYS_connect,                                  \
		   (int fd, __CONST_SOCKADDR_ARG addr, socklen_t alen),                    \
		   (fd, addr.__sockaddr__, alen))                                          \
	/* no effect to lose: sleeps, waits, flushes (races/noeffect.c) */                 \
	CR_SYSCALL(nanosleep, "none: sleeps", int, SYS_nanosleep,                          \
		   (const struct timespec *req, struct timespec *rem), (req, rem))         \
	/* clock_nanosleep returns the error number, not -1 and errno as a                 \
	 * wrapper of the runtime does: a library function here */                         \
	CR_LIBCALL(clock_nanosleep, "none: sleeps")                                        \
	/* usleep and sleep: library functions over nanosleep */                           \
	CR_LIBCALL(usleep, "none: sleeps")                                                 \
	CR_LIBCALL(sleep, "none: sleeps")                                                  \
	/* (0): a first argument pause ignores, as the wrappers take one */                \
	CR_SYSCALL(pause, "none: waits for a signal", int, SYS_pause, (void), (0))         \
	CR_SYSCALL(sigsuspend, "none: waits for a signal", int, SYS_rt_sigsuspend,         \
		   (const sigset_t *mask), (mask, 8))                                      \
	CR_SYSCALL(poll, "none: waits for readiness", int, SYS_poll,                       \
		   (struct pollfd *fds, nfds_t n, int ms), (fds, n, ms))                   \
	CR_SYSCALL(ppoll, "none: waits for readiness", int, SYS_ppoll,                     \
		   (struct pollfd *fds, nfds_t n, const struct timespec *tmo,              \
		    const sigset_t *mask), (fds, n, tmo, mask, 8))                         \
	CR_SYSCALL(select, "none: waits for readiness", int, SYS__newselect,               \
		   (int n, fd_set *__restrict r, fd_set *__restrict w,                     \
		    fd_set *__restrict e, struct timeval *__restrict tv), (n, r, w, e, tv)) \
	/* pselect6's sixth argument: the mask and its size */                             \
	CR_SYSCALL(pselect, "none: waits for readiness", int, SYS_pselect6,                \
		   (int n, fd_set *__restrict r, fd_set *__restrict w,                     \
		    fd_set *__restrict e, const struct timespec *__restrict tmo,           \
		    const sigset_t *__restrict mask),                                      \
		   (n, r, w, e, tmo, ((long[]){(long)mask, 8})))                           \
	CR_SYSCALL(fsync, "none: flushes", int, SYS_fsync, (int fd), (fd))                 \
	CR_SYSCALL(fdatasync, "none: flushes", int, SYS_fdatasync, (int fd), (fd))         \
	CR_SYSCALL(msync, "none: flushes", int, SYS_msync,                                 \
		   (void *addr, size_t len, int fl), (addr, len, fl))                      \
	CR_SYSCALL(tcdrain, "none: waits for output", int, SYS_ioctl, (int fd),            \
		   (fd, TCSBRK, 1))                                                        \
	CR_LIBCALL(pthread_testcancel, "none: acts on a pending cancel")                   \
	CR_LIBCALL(aio_suspend, "none: waits for a request")                              \
	CR_SYSCALL(getrandom, "none: reads random bytes", ssize_t, SYS_getrandom,          \
		   (void *buf, size_t n, unsigned int fl), (buf, n, fl))                   \
	/* futex-based: library functions */                                               \
	CR_LIBCALL(sem_wait, "takes a token")                                              \
	CR_LIBCALL(sem_timedwait, "takes a token")                                         \
	CR_LIBCALL(sem_clockwait, "takes a token")                                         \
	CR_LIBCALL(pthread_cond_wait, "re-takes a mutex, consumes a signal")               \
	CR_LIBCALL(pthread_cond_timedwait, "re-takes a mutex, consumes a signal")          \
	CR_LIBCALL(pthread_cond_clockwait, "re-takes a mutex, consumes a signal")          \
	CR_LIBCALL(pthread_join, "reaps a thread")                                         \
	CR_LIBCALL(pthread_timedjoin_np, "reaps a thread")                                 \
	CR_LIBCALL(pthread_clockjoin_np, "reaps a thread")

#endif
