/* Unit test: the fd ledger sees exactly what was added and removed, by number
 * and identity, whatever the process inherited (10, 251) and under a low
 * RLIMIT_NOFILE. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cr.h"

static struct cr_ledger a, b, added, removed;

int main(void)
{
	struct rlimit rl = {64, 64};
	int fd, fd2;

	setvbuf(stdout, NULL, _IOLBF, 0);
	/* inherited descriptors at odd numbers */
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0 || dup2(fd, 10) != 10 || dup2(fd, 251) != 251)
		cr_fatal("cannot set up inherited fds");
	close(fd);
	/* valgrind keeps its own descriptors above the limit and refuses */
	if (setrlimit(RLIMIT_NOFILE, &rl) < 0) {
		cr_tap_skip("RLIMIT_NOFILE cannot be lowered to 64 here (valgrind?)");
	} else {
		struct rlimit now;
		cr_tap_ok(getrlimit(RLIMIT_NOFILE, &now) == 0 && now.rlim_cur == 64 && now.rlim_max == 64,
			  "RLIMIT_NOFILE is 64 (the snapshots below run under it)");
	}

	cr_tap_ok(cr_ledger_take(&a) == 0, "snapshot with fds 10 and 251 open");
	cr_tap_ok(cr_ledger_has(&a, 10, a.e[0].dev, 0) == 0, "lookup needs the identity, not just the number");
	{
		int has10 = 0, has251 = 0;
		for (int i = 0; i < a.n; i++) {
			has10 |= a.e[i].fd == 10;
			has251 |= a.e[i].fd == 251;
		}
		cr_tap_ok(has10 && has251, "inherited fds 10 and 251 are in the ledger (%d entries)", a.n);
	}
	fd = open("/dev/zero", O_RDONLY);
	cr_ledger_take(&b);
	cr_ledger_diff(&a, &b, &added, &removed);
	cr_tap_ok(added.n == 1 && added.e[0].fd == fd && removed.n == 0,
		  "one open is one added entry (fd %d), nothing removed", fd);

	close(251);
	cr_ledger_take(&b);
	cr_ledger_diff(&a, &b, &added, &removed);
	cr_tap_ok(added.n == 1 && removed.n == 1 && removed.e[0].fd == 251,
		  "closing an inherited fd is one removed entry");

	/* same number, another file: both added and removed */
	close(fd);
	fd2 = open("/dev/urandom", O_RDONLY);
	cr_ledger_take(&a);
	close(fd2);
	fd = open("/dev/zero", O_RDONLY);
	cr_ledger_take(&b);
	cr_ledger_diff(&a, &b, &added, &removed);
	cr_tap_ok(fd == fd2 && added.n == 1 && removed.n == 1 && added.e[0].fd == fd &&
			  removed.e[0].fd == fd,
		  "a number reused by another file shows as removed + added (fd %d)", fd);
	{
		char buf[64];
		cr_tap_ok(!strcmp(cr_fd_describe(fd, buf, sizeof buf), "/dev/zero"),
			  "describe names the file (%s)", buf);
	}
	cr_tap_done();
	return cr_tap_failed() ? 1 : 0;
}
