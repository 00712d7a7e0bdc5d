/* The suite's one growable text buffer, and its one atomic writer
 * (records, results, JUnit): the data goes
 * to a temp file beside the target, is synced, and replaces the target by
 * rename, with every signal blocked meanwhile, so a reader sees the old
 * file or the whole new one and no signal leaves a temp file behind.
 * Linked into the harness library and into cr-run. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomic.h"

int cr_buf_add(struct cr_buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 4096;
		char *p;
		while (cap < b->len + n + 1)
			cap *= 2;
		p = realloc(b->p, cap);
		if (!p)
			return -1;
		b->p = p;
		b->cap = cap;
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = 0;
	return 0;
}

int cr_buf_puts(struct cr_buf *b, const char *s)
{
	return cr_buf_add(b, s, strlen(s));
}

static int write_all(int fd, const char *s, size_t n)
{
	while (n) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

int cr_write_atomic(const char *path, const char *data, size_t len)
{
	char tmp[4096];
	const char *slash = strrchr(path, '/');
	sigset_t all, old;
	mode_t um;
	int fd, e = 0;

	if (!strcmp(path, "-"))
		return write_all(1, data, len);
	if (snprintf(tmp, sizeof tmp, "%.*s.%s.tmpXXXXXX", slash ? (int)(slash - path + 1) : 0, path,
		     slash ? slash + 1 : path) >= (int)sizeof tmp) {
		errno = ENAMETOOLONG;
		return -1;
	}
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	fd = mkstemp(tmp);
	if (fd < 0) {
		e = errno;
		goto out;
	}
	um = umask(0);
	umask(um);
	if (fchmod(fd, 0666 & ~um) < 0 || write_all(fd, data, len) < 0 || fsync(fd) < 0)
		e = errno ? errno : EIO;
	if (close(fd) < 0 && !e)
		e = errno;
	if (!e && rename(tmp, path) < 0)
		e = errno;
	if (e)
		unlink(tmp);
out:
	sigprocmask(SIG_SETMASK, &old, NULL);
	errno = e;
	return e ? -1 : 0;
}
