/* read(2) vs pthread_cancel: read consumes data in the kernel (here: advances
 * the shared file offset), so a cancel that acts after the syscall loses the
 * chunk: the caller never learns it was read (glibc bug 12683; fixed in glibc
 * 2.41).  Accounting is exact: chunks consumed (the offset) = chunks the
 * victim recorded + chunks lost. */
#include <errno.h>
#include <string.h>
#include <sys/mman.h>

#include "race.h"

#define CHUNK 16384
#define CHUNKS 16

static int fd;

static int setup(void)
{
	static char zero[CHUNK];
	fd = memfd_create("cancelrace-read", MFD_CLOEXEC);
	if (fd < 0)
		return -1;
	for (int i = 0; i < CHUNKS; i++)
		if (write(fd, zero, CHUNK) != CHUNK)
			return -1;
	return 0;
}

static void teardown(void)
{
	cr_raw_close(fd);
}

static int prepare(void)
{
	return lseek(fd, 0, SEEK_SET) == 0 ? 0 : -1;
}

static void op(struct cr_victim *v)
{
	static __thread char buf[CHUNK];
	if (read(fd, buf, CHUNK) == CHUNK)
		v->received++;
}

/* Chunks the offset says were consumed but the victim never recorded. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	off_t off = lseek(fd, 0, SEEK_CUR);
	if (off < 0 || off % CHUNK)
		cr_fatal("read: offset %lld is not a whole number of chunks", (long long)off);
	counts[CR_V_LOST_DATA] += (int)(off / CHUNK - v->received);
}

static const struct cr_race race = {
	.fn = read,
	.hazard = "data consumed by read() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.op = op,
	.verdicts = CR_VMASK(CR_V_LOST_DATA) | CR_VMASK(CR_V_LOST_CANCEL) | CR_VMASK(CR_V_CLEANUP) |
		    CR_VMASK(CR_V_LEAK),
};

CR_RACE_MAIN(race)
