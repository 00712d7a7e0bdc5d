/* The functions that must not act on a pending cancel.  POSIX (XSH 2.9.5.2,
 * "Cancellation Points") lists the functions where a cancellation point
 * shall occur and those where one may, and "an implementation shall not
 * introduce cancellation points into any other functions".  With a cancel
 * pending, each function of a table (libc-test's pthread_cancel-points
 * style) runs once in a thread of its own: the thread waits with
 * cancellation disabled while another thread cancels it, enables it (the
 * cancel is now pending), calls the function, then pthread_testcancel.
 *   must-not  POSIX lists it nowhere: it must return (verdict acted,
 *             judged, none expected), a blocking one (a contended mutex, a
 *             barrier) included;
 *   may       on the "may occur" list (fopen, fprintf, stat ...): whether it
 *             acted is reported, never judged (printf is tried as fprintf on
 *             /dev/null: stdout carries the TAP stream);
 *   shall     read, the control: it must act, or the cancel was never
 *             pending and the check would prove nothing.
 * A function that returned must leave the cancel pending: the
 * pthread_testcancel after it must act (lost-cancel otherwise), and the
 * thread's cleanup handler runs exactly once (cleanup).  This file is the
 * table and its fixtures; the mode that runs it is harness/pending.c.
 * glibc and musl only: under the vDSO-helper runtime the cancel reaches only
 * the runtime's own wrappers of the catalogue's syscalls, every function
 * here is glibc's, which never sees that cancel: nothing could act, and the
 * check would hold by construction. */
#include <dirent.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "pending.h"
#include "race.h"

/* dietlibc has no shm_open, barrier, spin lock, rwlock nor posix_memalign: their rows are
 * left out there (the record lists the functions that ran). */
#ifdef __dietlibc__
#define IF_HAS(...)
#else
#define IF_HAS(...) __VA_ARGS__
#endif

/* Fixtures, made in setup() by the main thread. */
static int pfd[2], sp[2], devnull, inet_a, inet_b, fixfd;
static void *page, *unmap_page, *to_grow, *to_free;
static FILE *nullf;
static pthread_mutex_t m_plain = PTHREAD_MUTEX_INITIALIZER, m_busy = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
IF_HAS(static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
       static pthread_barrier_t barrier;
       static pthread_spinlock_t spin;)
static sem_t sem;
static pthread_key_t key;
static char shm_name[64], shm_gone[64], tmp_path[512];

/* What a call created: made (a descriptor) or kept (memory, a stream, a
 * directory, released by drop), reset by prepare() before each call and
 * released by finish() once its thread ended. */
static int made = -1;
static void *kept;
static void (*drop)(void *);

static void drop_page(void *p) { munmap(p, 4096); }
static void drop_file(void *p) { fclose(p); }
static void drop_dir(void *p) { closedir(p); }

static int prepare(void)
{
	made = -1;
	kept = NULL;
	drop = free;
	return 0;
}

static void finish(void)
{
	if (made >= 0)
		cr_raw_close(made);
	if (kept)
		drop(kept);
}

/* The calls: 0, or -1 with errno. */
static int keep(int fd)
{
	made = fd;
	return fd < 0 ? -1 : 0;
}

static int err(int e)
{
	errno = e;
	return e ? -1 : 0;
}

static int pair(int r, const int v[2])
{
	if (r == 0) {
		made = v[0];
		cr_raw_close(v[1]);
	}
	return r;
}

static int c_socket(void) { return keep(socket(AF_UNIX, SOCK_STREAM, 0)); }
static int c_socketpair(void)
{
	int v[2];
	return pair(socketpair(AF_UNIX, SOCK_STREAM, 0, v), v);
}
static int c_pipe(void)
{
	int v[2];
	return pair(pipe(v), v);
}
static int c_dup(void) { return keep(dup(devnull)); }
static int c_dup2(void) { return keep(dup2(devnull, 100)); }
static int c_bind(void)
{
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	return bind(inet_a, (struct sockaddr *)&a, sizeof a);
}
static int c_listen(void) { return listen(inet_b, 4); }
static int c_getsockname(void)
{
	struct sockaddr_in a;
	socklen_t n = sizeof a;
	return getsockname(inet_b, (struct sockaddr *)&a, &n);
}
static int c_setsockopt(void)
{
	int one = 1;
	return setsockopt(sp[0], SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
}
static int c_getsockopt(void)
{
	int v;
	socklen_t n = sizeof v;
	return getsockopt(sp[0], SOL_SOCKET, SO_TYPE, &v, &n);
}
static int c_shutdown(void) { return shutdown(sp[1], SHUT_WR); }
static int c_mmap(void)
{
	void *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return -1;
	kept = p;
	drop = drop_page;
	return 0;
}
static int c_munmap(void) { return munmap(unmap_page, 4096); }
static int c_mprotect(void) { return mprotect(page, 4096, PROT_READ); }
IF_HAS(static int c_shm_open(void) { return keep(shm_open(shm_name, O_RDWR | O_CREAT | O_EXCL, 0600)); }
       static int c_shm_unlink(void) { return shm_unlink(shm_gone); })
static int c_ftruncate(void) { return ftruncate(fixfd, 8192); }
static int c_mutex_lock(void)
{
	int e = pthread_mutex_lock(&m_plain);
	if (!e)
		pthread_mutex_unlock(&m_plain);
	return err(e);
}
static int c_mutex_busy(void)
{
	int e = pthread_mutex_lock(&m_busy);
	if (!e)
		pthread_mutex_unlock(&m_busy);
	return err(e);
}
static int c_mutex_trylock(void)
{
	int e = pthread_mutex_trylock(&m_plain);
	if (!e)
		pthread_mutex_unlock(&m_plain);
	return err(e);
}
static int c_cond_signal(void) { return err(pthread_cond_signal(&cond)); }
static int c_cond_broadcast(void) { return err(pthread_cond_broadcast(&cond)); }
IF_HAS(static int c_barrier(void) {
	int e = pthread_barrier_wait(&barrier);
	return err(e == PTHREAD_BARRIER_SERIAL_THREAD ? 0 : e);
} static int c_spin(void) {
	int e = pthread_spin_lock(&spin);
	if (!e)
		pthread_spin_unlock(&spin);
	return err(e);
})
static int c_setspecific(void) { return err(pthread_setspecific(key, &key)); }
static int c_pthread_kill(void) { return err(pthread_kill(pthread_self(), 0)); }
static int c_sigmask(void)
{
	sigset_t s;
	return err(pthread_sigmask(SIG_BLOCK, NULL, &s));
}
static int c_sigaction(void)
{
	struct sigaction sa;
	return sigaction(SIGUSR2, NULL, &sa);
}
static int c_kill(void) { return kill(getpid(), 0); }
static int c_sem_post(void) { return sem_post(&sem); }
static int c_sem_trywait(void) { return sem_trywait(&sem); }
static int c_sem_getvalue(void)
{
	int v;
	return sem_getvalue(&sem, &v);
}
static int c_malloc(void) { return (kept = malloc(100000)) ? 0 : -1; }
static int c_calloc(void) { return (kept = calloc(1000, 100)) ? 0 : -1; }
static int c_realloc(void)
{
	void *p = realloc(to_grow, 200000);
	if (!p)
		return -1;
	to_grow = NULL;
	kept = p;
	return 0;
}
static int c_free(void)
{
	free(to_free);
	to_free = NULL;
	return 0;
}
IF_HAS(static int c_posix_memalign(void) { return err(posix_memalign(&kept, 4096, 8192)); })
static int c_getpid(void) { return getpid() > 0 ? 0 : -1; }
static int c_clock_gettime(void)
{
	struct timespec ts;
	return clock_gettime(CLOCK_MONOTONIC, &ts);
}
static int c_sched_yield(void) { return sched_yield(); }
static int c_umask(void)
{
	umask(umask(022));
	return 0;
}
static int c_getrlimit(void)
{
	struct rlimit rl;
	return getrlimit(RLIMIT_NOFILE, &rl);
}
static int c_uname(void)
{
	struct utsname u;
	return uname(&u);
}
static int c_sysconf(void) { return sysconf(_SC_PAGESIZE) > 0 ? 0 : -1; }
/* "may" points */
static int c_fopen(void)
{
	drop = drop_file;
	return (kept = fopen("/dev/null", "r")) ? 0 : -1;
}
static int c_fprintf(void) { return fprintf(nullf, "cancelrace %d\n", 1) < 0 ? -1 : 0; }
static int c_fputs(void) { return fputs("cancelrace\n", nullf) < 0 ? -1 : 0; }
static int c_fflush(void) { return fflush(nullf); }
static int c_stat(void)
{
	struct stat st;
	return stat("/", &st);
}
static int c_fstat(void)
{
	struct stat st;
	return fstat(devnull, &st);
}
static int c_access(void) { return access("/", R_OK); }
static int c_lseek(void) { return lseek(devnull, 0, SEEK_SET) < 0 ? -1 : 0; }
static int c_ioctl(void)
{
	int n;
	return ioctl(pfd[0], FIONREAD, &n);
}
static int c_fcntl(void) { return fcntl(devnull, F_GETFL) < 0 ? -1 : 0; }
static int c_unlink(void) { return unlink(tmp_path); }
static int c_opendir(void)
{
	drop = drop_dir;
	return (kept = opendir("/")) ? 0 : -1;
}
static int c_getcwd(void)
{
	char b[512];
	return getcwd(b, sizeof b) ? 0 : -1;
}
static int c_strerror(void) { return strerror(EINVAL) ? 0 : -1; }
static int c_localtime(void)
{
	time_t t0 = 0;
	struct tm tm;
	return localtime_r(&t0, &tm) ? 0 : -1;
}
IF_HAS(static int c_rdlock(void) {
	int e = pthread_rwlock_rdlock(&rw);
	if (!e)
		pthread_rwlock_unlock(&rw);
	return err(e);
})
/* the control */
static int c_read(void)
{
	char b;
	return read(pfd[0], &b, 1) == 1 ? 0 : -1;
}

/* What the main thread does once the runner is blocked (a function that
 * must wait for it): the other side of the contended lock or barrier. */
static void r_mutex(void) { pthread_mutex_unlock(&m_busy); }
IF_HAS(static void r_barrier(void) { pthread_barrier_wait(&barrier); })
static void h_mutex(void) { pthread_mutex_lock(&m_busy); }

static const struct cr_pending_fn points[] = {
	{"socket", CR_MUST_NOT, c_socket, 0, 0},
	{"socketpair", CR_MUST_NOT, c_socketpair, 0, 0},
	{"pipe", CR_MUST_NOT, c_pipe, 0, 0},
	{"dup", CR_MUST_NOT, c_dup, 0, 0},
	{"dup2", CR_MUST_NOT, c_dup2, 0, 0},
	{"bind", CR_MUST_NOT, c_bind, 0, 0},
	{"listen", CR_MUST_NOT, c_listen, 0, 0},
	{"getsockname", CR_MUST_NOT, c_getsockname, 0, 0},
	{"setsockopt", CR_MUST_NOT, c_setsockopt, 0, 0},
	{"getsockopt", CR_MUST_NOT, c_getsockopt, 0, 0},
	{"shutdown", CR_MUST_NOT, c_shutdown, 0, 0},
	{"mmap", CR_MUST_NOT, c_mmap, 0, 0},
	{"munmap", CR_MUST_NOT, c_munmap, 0, 0},
	{"mprotect", CR_MUST_NOT, c_mprotect, 0, 0},
	IF_HAS({"shm_open", CR_MUST_NOT, c_shm_open, 0, 0}, {"shm_unlink", CR_MUST_NOT, c_shm_unlink, 0, 0},)
	{"ftruncate", CR_MUST_NOT, c_ftruncate, 0, 0},
	{"pthread_mutex_lock", CR_MUST_NOT, c_mutex_lock, 0, 0},
	{"pthread_mutex_lock (contended)", CR_MUST_NOT, c_mutex_busy, h_mutex, r_mutex},
	{"pthread_mutex_trylock", CR_MUST_NOT, c_mutex_trylock, 0, 0},
	{"pthread_cond_signal", CR_MUST_NOT, c_cond_signal, 0, 0},
	{"pthread_cond_broadcast", CR_MUST_NOT, c_cond_broadcast, 0, 0},
	IF_HAS({"pthread_barrier_wait (blocking)", CR_MUST_NOT, c_barrier, 0, r_barrier},
	       {"pthread_spin_lock", CR_MUST_NOT, c_spin, 0, 0},)
	{"pthread_setspecific", CR_MUST_NOT, c_setspecific, 0, 0},
	{"pthread_kill", CR_MUST_NOT, c_pthread_kill, 0, 0},
	{"pthread_sigmask", CR_MUST_NOT, c_sigmask, 0, 0},
	{"sigaction", CR_MUST_NOT, c_sigaction, 0, 0},
	{"kill", CR_MUST_NOT, c_kill, 0, 0},
	{"sem_post", CR_MUST_NOT, c_sem_post, 0, 0},
	{"sem_trywait", CR_MUST_NOT, c_sem_trywait, 0, 0},
	{"sem_getvalue", CR_MUST_NOT, c_sem_getvalue, 0, 0},
	{"malloc", CR_MUST_NOT, c_malloc, 0, 0},
	{"calloc", CR_MUST_NOT, c_calloc, 0, 0},
	{"realloc", CR_MUST_NOT, c_realloc, 0, 0},
	{"free", CR_MUST_NOT, c_free, 0, 0},
	IF_HAS({"posix_memalign", CR_MUST_NOT, c_posix_memalign, 0, 0},)
	{"getpid", CR_MUST_NOT, c_getpid, 0, 0},
	{"clock_gettime", CR_MUST_NOT, c_clock_gettime, 0, 0},
	{"sched_yield", CR_MUST_NOT, c_sched_yield, 0, 0},
	{"umask", CR_MUST_NOT, c_umask, 0, 0},
	{"getrlimit", CR_MUST_NOT, c_getrlimit, 0, 0},
	{"uname", CR_MUST_NOT, c_uname, 0, 0},
	{"sysconf", CR_MUST_NOT, c_sysconf, 0, 0},
	{"fopen", CR_MAY, c_fopen, 0, 0},
	{"fprintf", CR_MAY, c_fprintf, 0, 0},
	{"fputs", CR_MAY, c_fputs, 0, 0},
	{"fflush", CR_MAY, c_fflush, 0, 0},
	{"stat", CR_MAY, c_stat, 0, 0},
	{"fstat", CR_MAY, c_fstat, 0, 0},
	{"access", CR_MAY, c_access, 0, 0},
	{"lseek", CR_MAY, c_lseek, 0, 0},
	{"ioctl", CR_MAY, c_ioctl, 0, 0},
	{"fcntl", CR_MAY, c_fcntl, 0, 0},
	{"unlink", CR_MAY, c_unlink, 0, 0},
	{"opendir", CR_MAY, c_opendir, 0, 0},
	{"getcwd", CR_MAY, c_getcwd, 0, 0},
	{"strerror", CR_MAY, c_strerror, 0, 0},
	{"localtime_r", CR_MAY, c_localtime, 0, 0},
	IF_HAS({"pthread_rwlock_rdlock", CR_MAY, c_rdlock, 0, 0},)
	{"read", CR_SHALL, c_read, 0, 0},
	{0},
};

static int setup(void)
{
	char byte = 'x';
	snprintf(shm_name, sizeof shm_name, "/cancelrace-mna-%ld", (long)getpid());
	snprintf(shm_gone, sizeof shm_gone, "/cancelrace-mna-gone-%ld", (long)getpid());
	snprintf(tmp_path, sizeof tmp_path, "%s/cancelrace-mna-XXXXXX",
		 getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (pipe(pfd) || write(pfd[1], &byte, 1) != 1 || socketpair(AF_UNIX, SOCK_STREAM, 0, sp) ||
	    (devnull = open("/dev/null", O_RDWR | O_CLOEXEC)) < 0 ||
	    (inet_a = socket(AF_INET, SOCK_STREAM, 0)) < 0 || (inet_b = socket(AF_INET, SOCK_STREAM, 0)) < 0 ||
	    !(nullf = fopen("/dev/null", "w")) || setvbuf(nullf, NULL, _IONBF, 0) ||
	    IF_HAS(pthread_barrier_init(&barrier, NULL, 2) || pthread_spin_init(&spin, 0) ||)
	    sem_init(&sem, 0, 1) || pthread_key_create(&key, NULL) || (fixfd = mkstemp(tmp_path)) < 0)
		return -1;
	if (!(to_grow = malloc(16)) || !(to_free = malloc(200000)))
		return -1;
	page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unmap_page = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (page == MAP_FAILED || unmap_page == MAP_FAILED)
		return -1;
	/* the object shm_unlink removes (without it, shm_unlink fails:
	 * reported as the point's error, still a call that must not act) */
	IF_HAS({
		int fd = shm_open(shm_gone, O_RDWR | O_CREAT, 0600);
		if (fd >= 0)
			cr_raw_close(fd);
	})
	return 0;
}

static void teardown(void)
{
	IF_HAS(shm_unlink(shm_name); shm_unlink(shm_gone);)
	unlink(tmp_path);
}

static const struct cr_race race = {
	.name = "must-not-act",
	.hazard = "a function POSIX lists as no cancellation point acts on a pending cancel",
	.reference = "POSIX XSH 2.9.5.2 Cancellation Points: no cancellation point in any other function",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.finish = finish,
	.pending = points,
	.verdicts = CR_VMASK(CR_V_ACTED) | CR_VMASK(CR_V_LOST_CANCEL) | CR_VMASK(CR_V_CLEANUP),
};

CR_RACE_MAIN(race)
