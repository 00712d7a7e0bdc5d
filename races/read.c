/* read(2) vs pthread_cancel: read consumes data in the kernel (here: advances
 * the shared file offset), so a cancel that acts after the syscall loses the
 * chunk: the caller never learns it was read (glibc bug 12683; fixed in glibc
 * 2.41).  Accounting is exact: chunks consumed (the offset) = chunks the
 * victim recorded + chunks lost.  Blocked mode reads an empty pipe; a lost
 * cancel is freed by one chunk written into it.  Built per call (races/
 * local.mk): read, and readv(2), each chunk in two halves of one vector. */
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/uio.h>

#include "race.h"

#define CHUNK 16384
#define CHUNKS 16

static int mfd, pfd[2];
static int fd;           /* what op() reads: the memfd, or the pipe (blocked) */
static long woken;       /* chunks written into the pipe by wake() */
static char zero[CHUNK];

static int setup(void)
{
	mfd = memfd_create("cancelrace-read", MFD_CLOEXEC);
	if (mfd < 0 || pipe2(pfd, O_CLOEXEC) < 0 || fcntl(pfd[1], F_SETPIPE_SZ, 2 * CHUNK) < 0)
		return -1;
	for (int i = 0; i < CHUNKS; i++)
		if (write(mfd, zero, CHUNK) != CHUNK)
			return -1;
	return 0;
}

static void teardown(void)
{
	cr_raw_close(mfd);
	cr_raw_close(pfd[0]);
	cr_raw_close(pfd[1]);
}

static int prepare(void)
{
	fd = mfd;
	return lseek(mfd, 0, SEEK_SET) == 0 ? 0 : -1;
}

static int prepare_blocked(void)
{
	fd = pfd[0];
	woken = 0;
	return 0;
}

static void wake(void)
{
	if (write(pfd[1], zero, CHUNK) != CHUNK)
		cr_fatal(CR_STR(CALL) ": cannot write into the pipe to wake the blocked victim");
	woken++;
}

static __thread char buf[CHUNK]; /* the victim's */

static void op(struct cr_victim *v)
{
#ifdef CR_CALL_readv
	const struct iovec iov[2] = {{buf, CHUNK / 2}, {buf + CHUNK / 2, CHUNK / 2}};
	if (readv(fd, iov, 2) == CHUNK)
#else
	if (read(fd, buf, CHUNK) == CHUNK)
#endif
		cr_record(v, 1);
}

/* Chunks consumed (the memfd's offset; or those written into the pipe and
 * no longer in it) against those the victim recorded. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	long consumed;
	if (fd == mfd) {
		off_t off = lseek(mfd, 0, SEEK_CUR);
		if (off < 0 || off % CHUNK)
			cr_fatal(CR_STR(CALL) ": offset %lld is not a whole number of chunks", (long long)off);
		consumed = (long)(off / CHUNK);
	} else {
		int left = 0;
		if (ioctl(pfd[0], FIONREAD, &left) < 0 || left % CHUNK)
			cr_fatal(CR_STR(CALL) ": %d bytes left in the pipe, not whole chunks", left);
		consumed = woken - left / CHUNK;
		for (; left > 0; left -= CHUNK) /* drain for the next trial */
			if (read(pfd[0], zero, CHUNK) != CHUNK)
				cr_fatal(CR_STR(CALL) ": cannot drain the pipe");
	}
	cr_account_units(counts, CR_V_LOST_DATA, consumed, v->received);
}

static const struct cr_race race = {
	.fn = CALL,
	.hazard = "data consumed by " CR_STR(CALL) "() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_DATA),
};

CR_RACE_MAIN(race)
