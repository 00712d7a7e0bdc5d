/* pread(2) vs pthread_cancel: the negative control that shows a verdict is
 * about effects, not windows.  glibc <= 2.40 runs pread's syscall in
 * asynchronous-cancel mode like every other (glibc bug 12683), so a cancel
 * can act after the kernel read the chunk and before pread returned it; but
 * pread consumes nothing: the offset is explicit and the descriptor's own
 * offset does not move (POSIX pread: "the file offset shall not be
 * changed"), so a caller that retries reads the same bytes and nothing is
 * lost.  pread is on POSIX's list of required cancellation points.
 *
 * lost-data counts the chunks by which the descriptor's offset moved (what
 * a later read() would skip, as with a pread emulated by lseek and read):
 * 0 by construction on Linux, whose pread64 never touches it.  The window
 * itself is still seen, never judged: the victim's buffer is marked before
 * each call, and a trial that ends with the file's bytes in it and the call
 * unrecorded was cancelled inside the window (the hammer's count at the
 * end; a line for each such boundary of the sweep).  A device whose read
 * ignores the offset (/dev/kmsg) consumes on pread what read consumes; a
 * regular file, read here, does not.  pread of a pipe, FIFO or socket fails
 * (ESPIPE) and a regular file's read never waits for a signal: no blocked
 * mode.  Built per call (races/local.mk): pread, and preadv (not in
 * POSIX; a cancellation point in glibc and musl as pread is), each chunk in
 * two halves of one vector. */
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

#include "race.h"

#define CHUNK 16384
#define CHUNKS 16
#define MARK 0   /* the victim's buffer before each call */
#define FILL 'p' /* the file's bytes */

static int mfd;
static off_t off0;           /* the descriptor's offset when the trial began */
static long next;            /* the chunk the victim reads next */
static int got;              /* the last call returned its chunk */
static char buf[CHUNK];      /* the victim's (read by account() after the join) */
static pid_t run_pid;        /* the hammer's process (a sweep runs in children) */
static long trials, inside;  /* the hammer's trials; those ended inside the window */

static int setup(void)
{
	static char fill[CHUNK];
#ifdef CR_CALL_preadv
	if (!strcmp(cr_race_libc()->libc, "uclibc"))
		return cr_race_skip("preadv is no cancellation point in uClibc-ng (a plain syscall; not in POSIX's list)");
#endif
	memset(fill, FILL, sizeof fill);
	run_pid = getpid();
	mfd = memfd_create("cancelrace-pread", MFD_CLOEXEC);
	if (mfd < 0)
		return -1;
	for (int i = 0; i < CHUNKS; i++)
		if (write(mfd, fill, CHUNK) != CHUNK)
			return -1;
	return lseek(mfd, 0, SEEK_SET) == 0 ? 0 : -1;
}

static void teardown(void)
{
	if (trials)
		cr_diag(CR_STR(CALL) ": %ld of %ld hammer trials were cancelled inside the window (the kernel had read the chunk, " CR_STR(CALL) " never returned it); none consumed anything",
			inside, trials);
	cr_raw_close(mfd);
}

static int prepare(void)
{
	next = 0;
	trials += getpid() == run_pid;
	off0 = lseek(mfd, 0, SEEK_CUR);
	return off0 < 0 ? -1 : 0;
}

static void arm(struct cr_victim *v)
{
	(void)v;
	buf[0] = MARK;
	got = 0;
}

/* Each call reads the next chunk at its explicit offset; the victim
 * records the call (the sweep's "performed") and no unit consumed. */
static void op(struct cr_victim *v)
{
#ifdef CR_CALL_preadv
	const struct iovec iov[2] = {{buf, CHUNK / 2}, {buf + CHUNK / 2, CHUNK / 2}};
	if (preadv(mfd, iov, 2, (off_t)(next % CHUNKS) * CHUNK) == CHUNK) {
#else
	if (pread(mfd, buf, CHUNK, (off_t)(next % CHUNKS) * CHUNK) == CHUNK) {
#endif
		next++;
		got = 1;
		cr_record(v, 0);
	}
}

/* Consumed: whole chunks the descriptor's offset moved (none were
 * recorded); and, reported, whether the cancel acted inside the window. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	off_t off = lseek(mfd, 0, SEEK_CUR);
	if (off < 0 || (off - off0) % CHUNK)
		cr_fatal(CR_STR(CALL) ": the offset moved from %lld to %lld, not by whole chunks",
			 (long long)off0, (long long)off);
	if (buf[0] == FILL && !got) {
		if (getpid() == run_pid)
			inside++;
		else
			cr_diag(CR_STR(CALL) ": cancelled inside the window: the kernel had read the chunk, " CR_STR(CALL) " never returned it; nothing consumed");
	}
	cr_account_units(counts, CR_V_LOST_DATA, (long)((off - off0) / CHUNK), v->received);
}

static const struct cr_race race = {
	.fn = CALL,
	.hazard = "none: " CR_STR(CALL) " consumes nothing (explicit offset), so a cancel inside its window loses nothing",
	.reference = "glibc bug 12683 (the window); POSIX pread (the offset unchanged)",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.arm = arm,
	.op = op,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_DATA),
};

CR_RACE_MAIN(race)
