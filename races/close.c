/* close(2) vs pthread_cancel: when the cancel acts after the kernel released
 * the descriptor, the caller still thinks it owns the number and its cleanup
 * handler closes it again: EBADF, or worse another thread's new file
 * (glibc bug 12683; fixed in glibc 2.41).  A reuser thread keeps opening
 * another file so a released number is really taken again.  The victim
 * closes TCP sockets: their release takes microseconds in the kernel (a
 * /dev/null close is over before the cancel signal can arrive). */
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include "race.h"

static void arm(struct cr_victim *v)
{
	int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		cr_fatal("socket: %s", strerror(errno));
	cr_own(v, fd);
}

static void op(struct cr_victim *v)
{
	int fd = cr_owned_fd(v);
	if (close(fd) == 0)
		cr_disown(v, fd);
}

static const struct cr_race race = {
	.fn = close,
	.hazard = "close() performed, then the cancel acts: the cleanup closes the number again",
	.reference = "glibc bug 12683",
	.arm = arm,
	.op = op,
	.wants_reuser = 1,
};

CR_RACE_MAIN(race)
