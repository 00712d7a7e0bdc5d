/* Keeping a call in the kernel long enough for a cancel to land inside it:
 * a page for its buffer that the kernel must fault back in during the call
 * (cr_cold_page, cr_cold), a path that takes long to walk (cr_slow_path:
 * cr.h). */
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cr.h"

static size_t page_size(void)
{
	static size_t n;
	if (!n)
		n = (size_t)sysconf(_SC_PAGESIZE);
	return n;
}

void *cr_cold_page(void)
{
	int fd = memfd_create("cancelrace-cold", MFD_CLOEXEC);
	void *p = MAP_FAILED;
	if (fd >= 0 && ftruncate(fd, (off_t)page_size()) == 0)
		p = mmap(NULL, page_size(), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (fd >= 0)
		close(fd);
	return p == MAP_FAILED ? NULL : p;
}

void cr_cold(void *page)
{
	if (madvise(page, page_size(), MADV_DONTNEED) < 0)
		cr_fatal("cr_cold: madvise: %s", strerror(errno));
}

/* The slow path given out, and the path it names: the sweep puts the
 * short one in its place (cr_slow_path_short). */
static char buf[PATH_MAX], plain[PATH_MAX];

void cr_slow_path_short(void)
{
	if (plain[0])
		memcpy(buf, plain, strlen(plain) + 1);
}

const char *cr_slow_path(const char *path)
{
	const char *last = strrchr(path, '/');
	size_t head = last ? (size_t)(last - path) : 0, tail = strlen(path) - head, n = 0;
	if (head + tail + 3 > sizeof buf)
		return NULL;
	memcpy(plain, path, head + tail + 1);
	memcpy(buf, path, head); /* "/dev", or nothing for "null" */
	n = head;
	if (!last) /* relative: start at "." */
		buf[n++] = '.';
	while (n + 2 + tail + 1 < sizeof buf - 2) {
		buf[n++] = '/';
		buf[n++] = '.';
	}
	if (last)
		memcpy(buf + n, last, tail + 1);
	else {
		buf[n++] = '/';
		memcpy(buf + n, path, tail + 1);
	}
	return buf;
}
