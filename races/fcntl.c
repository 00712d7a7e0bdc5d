/* fcntl(F_SETLKW) vs pthread_cancel: the call takes a POSIX record lock in
 * the kernel, so a cancel that acts after the syscall returned leaves the
 * lock held by the process with no thread that knows it: nothing will ever
 * release it (glibc bug 12683: glibc <= 2.40 runs the syscall in
 * asynchronous-cancel mode; fixed in 2.41; fcntl with F_SETLKW is a
 * cancellation point in POSIX's list).
 *
 * The victim locks byte 0 of a memfd, records it, and before its next call
 * releases it (a raw F_SETLK, no cancellation point); its struct flock is
 * on a cold page (cr_cold), so the call stays in the kernel for a page
 * fault before it takes the lock.  A record lock belongs
 * to the process, so whether it is held is asked from outside: /proc/locks
 * lists it with this process's pid.  Accounting is exact: held after the
 * cleanup (0 or 1) = held as the victim recorded it (acquired - released) +
 * held unrecorded.  Under dietlibc each thread is a process of its own
 * pid, but made with CLONE_FILES: the kernel's owner of a POSIX lock is
 * the descriptor table (fl_owner), which the victim shares with the
 * process, so its lock is the process's (the main thread's unlock
 * releases it, and it outlives the victim as it would a thread); only
 * /proc/locks names it by the pid of the process that took it, the
 * victim's.  Blocked mode: a child process holds the lock; a lost
 * cancel is freed by killing the child, whose lock the kernel releases.
 * Built per call (races/local.mk): fcntl, and lockf(F_LOCK) on byte 0 (the
 * file offset), a library function over fcntl(F_SETLKW) in glibc and musl:
 * its cancellation point is that call's, its struct flock on its own
 * stack, not the cold page. */
#include <errno.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>

#include "race.h"

/* The raw call takes the libc's own F_SETLK and struct flock, which on
 * i386 only fcntl64 reads as the libc means them. */
#ifdef SYS_fcntl64
#define SYS_FCNTL SYS_fcntl64
#else
#define SYS_FCNTL SYS_fcntl
#endif
#define BOUND_NS 2000000000ull

static int fd;
static struct stat st;    /* the memfd's identity, as /proc/locks names it */
static int held;          /* the victim holds the lock, as it recorded */
static long released;     /* locks the victim released this trial */
static pid_t holder;      /* blocked mode: the child holding the lock */
static struct flock *req; /* the victim's request, on a cold page */

static int raw_setlk(short type)
{
	struct flock fl = {.l_type = type, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1};
	return (int)syscall(SYS_FCNTL, fd, F_SETLK, &fl);
}

/* Does this process hold a POSIX lock on the memfd?  (Waiters, "->" lines,
 * hold nothing.)  1, 0, or -1 when /proc/locks cannot be read.  dietlibc:
 * the process's pid, or the victim's (see above). */
static int held_here(void)
{
#ifdef __dietlibc__
	long victim = cr_victim_tid();
#define OURS(pid) ((pid) == getpid() || (victim && (pid) == victim))
#else
#define OURS(pid) ((pid) == getpid())
#endif
	char line[256];
	int found = 0;
	FILE *f = fopen("/proc/locks", "re");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		char kind[16], adv[16], rw[16];
		unsigned maj, min;
		unsigned long ino;
		int pid;
		if (sscanf(line, "%*d: %15s %15s %15s %d %x:%x:%lu", kind, adv, rw, &pid, &maj, &min,
			   &ino) == 7 &&
		    !strcmp(kind, "POSIX") && !strcmp(rw, "WRITE") && OURS(pid) && ino == st.st_ino &&
		    maj == major(st.st_dev) && min == minor(st.st_dev))
			found = 1;
	}
	fclose(f);
	return found;
#undef OURS
}

static int setup(void)
{
	fd = memfd_create("cancelrace-fcntl", MFD_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) < 0)
		return -1;
	/* One call first, an unlock: glibc < 2.34 reaches libc's fcntl from
	 * libpthread's through a lazily bound PLT slot, which the sweep would
	 * otherwise walk (800 boundaries in the dynamic linker). */
	if (fcntl(fd, F_SETLKW, &(struct flock){.l_type = F_UNLCK, .l_whence = SEEK_SET}) < 0 ||
	    !(req = cr_cold_page()))
		return -1;
	*req = (struct flock){.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1};
	if (held_here() < 0)
		return cr_race_skip("/proc/locks cannot be read (%s): a lock held by the process cannot be seen",
				    strerror(errno));
	return 0;
}

static void teardown(void)
{
	cr_raw_close(fd);
}

static int prepare(void)
{
	held = 0;
	released = 0;
	holder = 0;
	return 0;
}

/* Blocked mode: a child takes the lock and says so through a pipe, then
 * waits to be killed. */
static int prepare_blocked(void)
{
	struct pollfd p = {.events = POLLIN};
	int pfd[2], ok;
	char c = 0;
	prepare();
	if (pipe2(pfd, O_CLOEXEC) < 0)
		return -1;
	holder = fork();
	if (holder == 0) {
		c = raw_setlk(F_WRLCK) == 0 ? 'l' : 'e';
		if (syscall(SYS_write, pfd[1], &c, 1) == 1)
			for (;;)
				pause();
		_exit(1);
	}
	p.fd = pfd[0];
	ok = holder > 0 && poll(&p, 1, (int)(BOUND_NS / 1000000)) == 1 &&
	     syscall(SYS_read, pfd[0], &c, 1) == 1 && c == 'l';
	cr_raw_close(pfd[0]);
	cr_raw_close(pfd[1]);
	return ok ? 0 : -1;
}

static void wake(void)
{
	if (kill(holder, SIGKILL) < 0)
		cr_fatal(CR_STR(CALL) ": cannot kill the lock holder to wake the blocked victim: %s", strerror(errno));
}

/* Before each call: release the lock the last call took (not a
 * cancellation point), so every call takes it anew. */
static void arm(struct cr_victim *v)
{
	(void)v;
	cr_cold(req);
	if (held) {
		if (raw_setlk(F_UNLCK) < 0)
			cr_fatal(CR_STR(CALL) ": releasing the lock: %s", strerror(errno));
		held = 0;
		released++;
	}
}

static void op(struct cr_victim *v)
{
#ifdef CR_CALL_lockf
	if (lockf(fd, F_LOCK, 1) == 0) {
#else
	if (fcntl(fd, F_SETLKW, req) == 0) {
#endif
		held = 1;
		cr_record(v, 1);
	}
}

/* Held now (/proc/locks) against held as recorded; then released, and a
 * blocked trial's holder killed and reaped (bounded). */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	int now = held_here();
	if (now < 0)
		cr_fatal(CR_STR(CALL) ": /proc/locks: %s", strerror(errno));
	if (raw_setlk(F_UNLCK) < 0)
		cr_fatal(CR_STR(CALL) ": releasing the lock after the trial: %s", strerror(errno));
	if (holder > 0) {
		uint64_t end = cr_now_ns() + BOUND_NS;
		int status;
		pid_t r;
		kill(holder, SIGKILL);
		while ((r = waitpid(holder, &status, WNOHANG)) == 0)
			if (cr_now_ns() > end)
				cr_fatal(CR_STR(CALL) ": the lock holder %d not gone 2 s after SIGKILL", (int)holder);
			else
				sched_yield();
		if (r < 0)
			cr_fatal(CR_STR(CALL) ": waitpid(%d): %s", (int)holder, strerror(errno));
		holder = 0;
	}
	cr_account_units(counts, CR_V_HELD_LOCK, now, v->received - released);
}

static const struct cr_race race = {
	.fn = CALL,
	.hazard = "a record lock taken by " CR_STR(CALL) "() stays held when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.arm = arm,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.delay_max_ns = CR_DELAY_FIRST_CALLS,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_HELD_LOCK),
};

CR_RACE_MAIN(race)
