/* The fd ledger: a snapshot of this process's descriptor table, each entry
 * identified by number, device and inode, so that "leaked", "released" and
 * "reused by another file" are exact, whatever the process inherited
 * (descriptors 10 or 251 from a parent, a low RLIMIT_NOFILE). */
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cr.h"

/* The kernel's getdents64 record; only d_reclen and d_name are read. */
struct linux_dirent64 {
	uint64_t d_ino;    /* cppcheck-suppress unusedStructMember */
	int64_t d_off;     /* cppcheck-suppress unusedStructMember */
	unsigned short d_reclen;
	unsigned char d_type; /* cppcheck-suppress unusedStructMember */
	char d_name[];
};

static int cmp_fd(const void *a, const void *b)
{
	const struct cr_fdent *x = a, *y = b;
	return (x->fd > y->fd) - (x->fd < y->fd);
}

/* struct statx as the kernel defines it (linux/stat.h; musl has no copy). */
struct cr_statx {
	uint32_t mask, blksize;
	uint64_t attributes;
	uint32_t nlink, uid, gid;
	uint16_t mode, pad1;
	uint64_t ino, size, blocks, attributes_mask;
	int64_t times[8];
	uint32_t rdev_major, rdev_minor, dev_major, dev_minor;
	uint64_t spare[14];
};
_Static_assert(sizeof(struct cr_statx) == 256, "struct statx is 256 bytes");
_Static_assert(offsetof(struct cr_statx, dev_major) == 136, "stx_dev_major at 136");

int cr_fd_identity(int fd, uint64_t *dev, uint64_t *ino)
{
	struct cr_statx x;
	/* AT_EMPTY_PATH 0x1000: the descriptor itself; STATX_INO 0x100 */
	if (syscall(SYS_statx, fd, "", 0x1000, 0x100, &x) < 0)
		return -errno;
	*dev = (uint64_t)x.dev_major << 32 | x.dev_minor;
	*ino = x.ino;
	return 0;
}

int cr_ledger_take(struct cr_ledger *l)
{
	char buf[4096];
	int dfd = (int)syscall(SYS_openat, AT_FDCWD, "/proc/self/fd",
			       O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
	if (dfd < 0)
		return -errno;
	l->n = 0;
	for (;;) {
		long n = syscall(SYS_getdents64, dfd, buf, sizeof buf);
		if (n < 0) {
			int e = errno;
			syscall(SYS_close, dfd);
			return -e;
		}
		if (n == 0)
			break;
		for (long off = 0; off < n;) {
			struct linux_dirent64 *d = (void *)(buf + off);
			char *end;
			long fd = strtol(d->d_name, &end, 10);
			uint64_t dev = 0, ino = 0;
			off += d->d_reclen;
			if (d->d_name[0] < '0' || d->d_name[0] > '9' || *end || fd == dfd)
				continue;
			if (cr_fd_identity((int)fd, &dev, &ino) < 0)
				continue; /* closed meanwhile */
			if (l->n == CR_LEDGER_MAX) {
				syscall(SYS_close, dfd);
				return -EMFILE;
			}
			l->e[l->n].fd = (int)fd;
			l->e[l->n].dev = dev;
			l->e[l->n].ino = ino;
			l->n++;
		}
	}
	syscall(SYS_close, dfd);
	qsort(l->e, (size_t)l->n, sizeof l->e[0], cmp_fd);
	return 0;
}

int cr_ledger_has(const struct cr_ledger *l, int fd, uint64_t dev, uint64_t ino)
{
	int lo = 0, hi = l->n - 1;
	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		if (l->e[mid].fd == fd)
			return l->e[mid].dev == dev && l->e[mid].ino == ino;
		if (l->e[mid].fd < fd)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return 0;
}

static void subtract(const struct cr_ledger *a, const struct cr_ledger *b,
		     struct cr_ledger *out)
{
	out->n = 0;
	for (int i = 0; i < a->n; i++)
		if (!cr_ledger_has(b, a->e[i].fd, a->e[i].dev, a->e[i].ino))
			out->e[out->n++] = a->e[i];
}

void cr_ledger_diff(const struct cr_ledger *before, const struct cr_ledger *after,
		    struct cr_ledger *added, struct cr_ledger *removed)
{
	if (added)
		subtract(after, before, added);
	if (removed)
		subtract(before, after, removed);
}

const char *cr_fd_describe(int fd, char *buf, size_t len)
{
	char path[64];
	ssize_t n;
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	n = readlink(path, buf, len - 1);
	if (n < 0)
		snprintf(buf, len, "(closed)");
	else
		buf[n] = 0;
	return buf;
}

int cr_ledger_still(const struct cr_ledger *l)
{
	static struct pollfd p[CR_LEDGER_MAX + 16];
	int top = (l->n ? l->e[l->n - 1].fd : -1) + 16, j = 0;
	if (top >= (int)(sizeof p / sizeof p[0]))
		return 0;
	for (int fd = 0; fd <= top; fd++)
		p[fd] = (struct pollfd){fd, 0, 0};
	/* raw: poll is a cancellation point; a zero timeout never blocks */
#ifdef SYS_poll
	if (syscall(SYS_poll, p, (unsigned long)top + 1, 0) < 0)
#else
	if (syscall(SYS_ppoll, p, (unsigned long)top + 1, (long[2]){0, 0}, NULL, 8) < 0)
#endif
		return 0;
	for (int fd = 0; fd <= top; fd++) {
		int open = !(p[fd].revents & POLLNVAL);
		int listed = j < l->n && l->e[j].fd == fd;
		if (open != listed)
			return 0;
		j += listed;
	}
	return 1;
}
