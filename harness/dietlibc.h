/* What the dietlibc-* variants need of their libc that dietlibc's headers
 * do not give, included first in every one of their objects (-include, the
 * variant's flags in harness/variants.mk).  dietlibc (0.34) names system
 * calls only as the kernel does (__NR_x) and lacks a few glibc and musl
 * extensions the harness uses; its threads are LinuxThreads-style processes
 * (harness/task.c reads them under /proc/TID, not /proc/self/task/TID).
 * Nothing here changes what a race calls: a cancellation point is always
 * dietlibc's own function. */
#ifndef CR_DIETLIBC_H
#define CR_DIETLIBC_H
#ifdef __dietlibc__

/* gettid, tgkill, getrandom (unistd.h), unlinkat (fcntl.h) */
#define _LINUX_SOURCE 1
#define _ATFILE_SOURCE 1

#include <asm/unistd.h>
#include <sched.h>
#include <time.h>

/* The catalogue's and the engine's system calls by glibc's names, where
 * the kernel's headers have them (i386 has no accept, x86_64 no socketcall). */
#ifdef __NR__newselect
#define SYS__newselect __NR__newselect
#endif
#ifdef __NR_accept
#define SYS_accept __NR_accept
#endif
#ifdef __NR_accept4
#define SYS_accept4 __NR_accept4
#endif
#ifdef __NR_close
#define SYS_close __NR_close
#endif
#ifdef __NR_connect
#define SYS_connect __NR_connect
#endif
#ifdef __NR_epoll_pwait
#define SYS_epoll_pwait __NR_epoll_pwait
#endif
#ifdef __NR_epoll_wait
#define SYS_epoll_wait __NR_epoll_wait
#endif
#ifdef __NR_fcntl
#define SYS_fcntl __NR_fcntl
#endif
#ifdef __NR_fcntl64
#define SYS_fcntl64 __NR_fcntl64
#endif
#ifdef __NR_fdatasync
#define SYS_fdatasync __NR_fdatasync
#endif
#ifdef __NR_fork
#define SYS_fork __NR_fork
#endif
#ifdef __NR_fsync
#define SYS_fsync __NR_fsync
#endif
#ifdef __NR_futex
#define SYS_futex __NR_futex
#endif
#ifdef __NR_futex_time64
#define SYS_futex_time64 __NR_futex_time64
#endif
#ifdef __NR_getcpu
#define SYS_getcpu __NR_getcpu
#endif
#ifdef __NR_getdents64
#define SYS_getdents64 __NR_getdents64
#endif
#ifdef __NR_getppid
#define SYS_getppid __NR_getppid
#endif
#ifdef __NR_getrandom
#define SYS_getrandom __NR_getrandom
#endif
#ifdef __NR_gettid
#define SYS_gettid __NR_gettid
#endif
#ifdef __NR_ioctl
#define SYS_ioctl __NR_ioctl
#endif
#ifdef __NR_memfd_create
#define SYS_memfd_create __NR_memfd_create
#endif
#ifdef __NR_mq_timedreceive
#define SYS_mq_timedreceive __NR_mq_timedreceive
#endif
#ifdef __NR_mq_timedsend
#define SYS_mq_timedsend __NR_mq_timedsend
#endif
#ifdef __NR_msgrcv
#define SYS_msgrcv __NR_msgrcv
#endif
#ifdef __NR_msgsnd
#define SYS_msgsnd __NR_msgsnd
#endif
#ifdef __NR_msync
#define SYS_msync __NR_msync
#endif
#ifdef __NR_nanosleep
#define SYS_nanosleep __NR_nanosleep
#endif
#ifdef __NR_open
#define SYS_open __NR_open
#endif
#ifdef __NR_openat
#define SYS_openat __NR_openat
#endif
#ifdef __NR_pause
#define SYS_pause __NR_pause
#endif
#ifdef __NR_perf_event_open
#define SYS_perf_event_open __NR_perf_event_open
#endif
#ifdef __NR_poll
#define SYS_poll __NR_poll
#endif
#ifdef __NR_ppoll
#define SYS_ppoll __NR_ppoll
#endif
#ifdef __NR_pread64
#define SYS_pread64 __NR_pread64
#endif
#ifdef __NR_preadv
#define SYS_preadv __NR_preadv
#endif
#ifdef __NR_pselect6
#define SYS_pselect6 __NR_pselect6
#endif
#ifdef __NR_pwrite64
#define SYS_pwrite64 __NR_pwrite64
#endif
#ifdef __NR_pwritev
#define SYS_pwritev __NR_pwritev
#endif
#ifdef __NR_read
#define SYS_read __NR_read
#endif
#ifdef __NR_readv
#define SYS_readv __NR_readv
#endif
#ifdef __NR_recvfrom
#define SYS_recvfrom __NR_recvfrom
#endif
#ifdef __NR_recvmmsg
#define SYS_recvmmsg __NR_recvmmsg
#endif
#ifdef __NR_recvmsg
#define SYS_recvmsg __NR_recvmsg
#endif
#ifdef __NR_rt_sigsuspend
#define SYS_rt_sigsuspend __NR_rt_sigsuspend
#endif
#ifdef __NR_rt_sigtimedwait
#define SYS_rt_sigtimedwait __NR_rt_sigtimedwait
#endif
#ifdef __NR_sched_yield
#define SYS_sched_yield __NR_sched_yield
#endif
#ifdef __NR_sendmmsg
#define SYS_sendmmsg __NR_sendmmsg
#endif
#ifdef __NR_sendmsg
#define SYS_sendmsg __NR_sendmsg
#endif
#ifdef __NR_sendto
#define SYS_sendto __NR_sendto
#endif
#ifdef __NR_socketcall
#define SYS_socketcall __NR_socketcall
#endif
#ifdef __NR_statx
#define SYS_statx __NR_statx
#endif
#ifdef __NR_tgkill
#define SYS_tgkill __NR_tgkill
#endif
#ifdef __NR_unshare
#define SYS_unshare __NR_unshare
#endif
#ifdef __NR_wait4
#define SYS_wait4 __NR_wait4
#endif
#ifdef __NR_waitid
#define SYS_waitid __NR_waitid
#endif
#ifdef __NR_waitpid
#define SYS_waitpid __NR_waitpid
#endif
#ifdef __NR_write
#define SYS_write __NR_write
#endif
#ifdef __NR_writev
#define SYS_writev __NR_writev
#endif

/* cpu_set_t is one word here (sched.h: up to 64 CPUs). */
#ifndef CPU_SETSIZE
#define CPU_SETSIZE ((int)(8 * sizeof(cpu_set_t)))
#endif
/* dietlibc's _exit ends this process alone.  Its thread manager, a child
 * sharing its descriptors, ends itself once its parent is gone, by seeing
 * init as its parent: under a subreaper (make check's cr-run) it never
 * does, and holds every pipe of the process open.  So the harness's _exit
 * first ends the manager and the threads it made (harness/dietlibc.c). */
#include <unistd.h>
void cr_dietlibc_exit(int status) __attribute__((noreturn));
/* Have the thread manager reap the threads that have ended now, not at
 * its next 30 ms look (cr_pthread_timedjoin). */
void cr_dietlibc_reap_now(void);
/* The manager's own work, through a request it runs (one caller at a
 * time): _sync returns once every request sent before has been run, and
 * the threads that had ended by then reaped (0, or -1 when one of its two
 * requests is not run within 5 s); _hold once the manager is held,
 * reaping nothing and running no request, until _release (0), or for 10
 * s at most (then _release says -1: the hold did not last). */
int cr_dietlibc_manager_sync(void);
int cr_dietlibc_manager_hold(void);
int cr_dietlibc_manager_release(void);
#define _exit(status) cr_dietlibc_exit(status)

/* A saved register (the harness reads them through arch.h's CR_UC_*). */
typedef unsigned long greg_t;
#ifndef isfinite
#define isfinite(x) __builtin_isfinite(x)
#endif
#ifndef NAN
#define NAN __builtin_nan("")
#endif
/* glibc's and musl's names of what dietlibc has under another */
#define PTHREAD_MUTEX_ERRORCHECK PTHREAD_MUTEX_ERRORCHECK_NP
#include <sys/eventfd.h>
#include <unistd.h>
static inline int eventfd_read(int fd, eventfd_t *v)
{
	return read(fd, v, sizeof *v) == sizeof *v ? 0 : -1;
}
static inline int eventfd_write(int fd, eventfd_t v)
{
	return write(fd, &v, sizeof v) == sizeof v ? 0 : -1;
}
#define pthread_mutexattr_settype pthread_mutexattr_setkind_np
/* The pseudo-terminal calls: in its libc, not declared; no posix_openpt */
#include <fcntl.h>
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);
static inline int posix_openpt(int flags)
{
	return open("/dev/ptmx", flags);
}
/* An ELF note's type (elf.h has no GNU notes). */
#ifndef NT_GNU_BUILD_ID
#define NT_GNU_BUILD_ID 3
#endif

/* The catalogue's functions dietlibc lacks: declared weak, so their rows
 * have a null address and their races skip, by the libc.  sigwaitinfo is
 * a macro over sigtimedwait in dietlibc's signal.h: its row takes the
 * function, which dietlibc does not define. */
#include <signal.h>
#include <sys/wait.h>
#undef sigwaitinfo
struct epoll_event;
int sigwaitinfo(const sigset_t *set, siginfo_t *info) __attribute__((weak));
int waitid(idtype_t type, id_t id, siginfo_t *info, int options) __attribute__((weak));
#include <semaphore.h>
int sigqueue(pid_t pid, int sig, const union sigval val) __attribute__((weak));
int sem_timedwait(sem_t *sem, const struct timespec *at) __attribute__((weak));
#include <pthread.h>
int pthread_timedjoin_np(pthread_t t, void **ret, const struct timespec *at) __attribute__((weak));
int epoll_pwait(int fd, struct epoll_event *ev, int n, int tmo, const sigset_t *mask) __attribute__((weak));

/* dietlibc's cancel signal: its pthread_cancel is pthread_kill with it (63
 * on x86; its headers do not name it). */
#define CR_DIETLIBC_SIGCANCEL (SIGRTMAX - 1)

#endif
#endif
