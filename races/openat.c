/* openat(2) vs pthread_cancel: the descriptor openat created is lost when
 * the cancel acts after the syscall (glibc bug 12683; fixed in glibc 2.41).
 * Opens relative to a directory descriptor, as *at() callers do. */
#include "race.h"

static int setup(struct cr_ctx *c, void **st)
{
	static int dirfd;
	(void)c;
	dirfd = cr_raw_open("/dev", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	*st = &dirfd;
	return dirfd < 0 ? -1 : 0;
}

static void teardown(struct cr_ctx *c, void *st)
{
	(void)c;
	cr_raw_close(*(int *)st);
}

static void op(struct cr_victim *v, void *st)
{
	int fd = cr_openat(*(int *)st, "null", O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.name = "openat",
	.hazard = "descriptor created by openat() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.op = op,
	.iterations = 2000,
};

int main(int argc, char **argv)
{
	return cr_race_main(&race, argc, argv);
}
