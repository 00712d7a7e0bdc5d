/* open(2) of a FIFO vs pthread_cancel: the descriptor leaks when the cancel
 * acts after the kernel opened the FIFO but before open() returned it (glibc
 * bug 12683; fixed in glibc 2.41); open is on POSIX's list of required
 * cancellation points, and an open of a FIFO for reading blocks until a
 * writer comes (POSIX open(), O_NONBLOCK clear).  The hammer opens a FIFO
 * that has a writer already (an O_RDWR descriptor held for the run), so open
 * returns at once; blocked mode opens a second FIFO that has none, and a lost
 * cancel is freed by opening a writer.  Both FIFOs are in the run's private
 * temporary directory. */
#include <sys/stat.h>

#include "race.h"

static char ready[512];   /* a writer is held open: open returns at once */
static char lonely[512];  /* no writer: open blocks */
static const char *fifo;  /* what op() opens */
static int holder = -1, writer = -1;

static int setup(void)
{
	if (cr_private_path("fifo-ready", ready, sizeof ready) < 0 ||
	    cr_private_path("fifo-lonely", lonely, sizeof lonely) < 0 || mkfifo(ready, 0600) < 0 ||
	    mkfifo(lonely, 0600) < 0)
		return -1;
	holder = cr_raw_open(ready, O_RDWR | O_CLOEXEC);
	return holder < 0 ? -1 : 0;
}

static void teardown(void)
{
	cr_raw_close(holder);
}

static int prepare(void)
{
	fifo = ready;
	return 0;
}

static int prepare_blocked(void)
{
	fifo = lonely;
	return 0;
}

/* The victim is blocked in open, a reader of lonely: a writer that does not
 * wait (O_NONBLOCK) is let in, and the reader's open completes. */
static void wake(void)
{
	writer = cr_raw_open(lonely, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
	if (writer < 0)
		cr_fatal("open-fifo: cannot open a writer to wake the blocked victim");
}

static void finish(void)
{
	if (writer >= 0)
		cr_raw_close(writer);
	writer = -1;
}

static void op(struct cr_victim *v)
{
	int fd = open(fifo, O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.name = "open-fifo",
	.fn = open,
	.hazard = "descriptor of a FIFO opened by open() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.finish = finish,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
};

CR_RACE_MAIN(race)
