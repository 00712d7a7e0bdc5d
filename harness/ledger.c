/* The fd ledger: a snapshot of this process's descriptor table, each entry
 * identified by number, device and inode, so that "leaked", "released" and
 * "reused by another file" are exact, whatever the process inherited
 * (descriptors 10 or 251 from a parent, a low RLIMIT_NOFILE). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
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
			struct stat st;
			off += d->d_reclen;
			if (d->d_name[0] < '0' || d->d_name[0] > '9' || *end || fd == dfd)
				continue;
			if (fstat((int)fd, &st) < 0)
				continue; /* closed meanwhile */
			if (l->n == CR_LEDGER_MAX) {
				syscall(SYS_close, dfd);
				return -EMFILE;
			}
			l->e[l->n].fd = (int)fd;
			l->e[l->n].dev = st.st_dev;
			l->e[l->n].ino = st.st_ino;
			l->n++;
		}
	}
	syscall(SYS_close, dfd);
	qsort(l->e, (size_t)l->n, sizeof l->e[0], cmp_fd);
	return 0;
}

int cr_ledger_has(const struct cr_ledger *l, int fd, dev_t dev, ino_t ino)
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
