/* open(2) vs pthread_cancel: a descriptor leaks when the cancel acts after
 * the kernel created it but before open() returned it (glibc bug 12683:
 * glibc <= 2.40 runs the syscall in asynchronous-cancel mode; fixed in 2.41). */
#include "race.h"

static void op(struct cr_victim *v)
{
	int fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.fn = open,
	.hazard = "descriptor created by open() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.op = op,
};

CR_RACE_MAIN(race)
