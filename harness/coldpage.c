/* A page for a call's buffer that the kernel must fault back in during the
 * call (cr_cold_page, cr_cold: cr.h). */
#include <errno.h>
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
