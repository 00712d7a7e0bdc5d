/* open(2) vs pthread_cancel: a descriptor leaks when the cancel acts after
 * the kernel created it but before open() returned it (glibc bug 12683:
 * glibc <= 2.40 runs the syscall in asynchronous-cancel mode; fixed in 2.41).
 * The path is /dev/null through two thousand "/." components
 * (cr_slow_path): the kernel walks it for some 20 us, so a cancel sent at a
 * random moment lands inside the syscall, where the race is, instead of
 * after a call that is over in one. */
#include "race.h"

static const char *path;

static int setup(void)
{
	path = cr_slow_path("/dev/null");
	return path ? 0 : -1;
}

static void op(struct cr_victim *v)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.fn = open,
	.hazard = "descriptor created by open() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.op = op,
};

CR_RACE_MAIN(race)
