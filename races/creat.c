/* creat(2) vs pthread_cancel: the descriptor creat created leaks when the
 * cancel acts after the kernel made it but before creat() returned it (glibc
 * bug 12683: glibc <= 2.40 runs the syscall in asynchronous-cancel mode;
 * fixed in 2.41).  creat is on POSIX's list of required cancellation points.
 * The file is in the run's private temporary directory; each call creates
 * (truncates) it again, through a path the kernel takes some 20 us to walk
 * (cr_slow_path: races/open.c).  creat never blocks: no blocked mode (creat
 * of an existing FIFO is open's, races/open-fifo.c). */
#include "race.h"

static char file[512];
static const char *path;

static int setup(void)
{
	if (cr_private_path("creat", file, sizeof file) < 0)
		return -1;
	path = cr_slow_path(file);
	return path ? 0 : -1;
}

static void op(struct cr_victim *v)
{
	int fd = creat(path, 0600);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.fn = creat,
	.hazard = "descriptor created by creat() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.op = op,
};

CR_RACE_MAIN(race)
