/* openat(2) vs pthread_cancel: the descriptor openat created is lost when
 * the cancel acts after the syscall (glibc bug 12683; fixed in glibc 2.41).
 * Opens relative to a directory descriptor, as *at() callers do, through a
 * path the kernel takes some 20 us to walk (cr_slow_path: races/open.c). */
#include "race.h"

static int dirfd;
static const char *path;

static int setup(void)
{
	dirfd = cr_raw_open("/dev", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	path = cr_slow_path("null");
	return dirfd < 0 || !path ? -1 : 0;
}

static void teardown(void)
{
	cr_raw_close(dirfd);
}

static void op(struct cr_victim *v)
{
	int fd = openat(dirfd, path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.fn = openat,
	.hazard = "descriptor created by openat() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.op = op,
};

CR_RACE_MAIN(race)
