/* A lazy interposer, as most LD_PRELOAD tools are (fakeroot, libeatmydata,
 * sanitizers' interceptors): open, openat and read resolve the real
 * function with dlsym(RTLD_NEXT) on their first call.  That first call runs
 * thousands of instructions the next ones do not: a sweep whose victim did
 * not settle its path first would record one path and stop at another
 * (harness/tests/sweep-env.sh runs the sweeps under it). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <unistd.h>

static int (*real_open)(const char *, int, ...);
static int (*real_openat)(int, const char *, int, ...);
static ssize_t (*real_read)(int, void *, size_t);

static int mode_of(int flags, va_list ap)
{
	return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? va_arg(ap, int) : 0;
}

int open(const char *path, int flags, ...)
{
	va_list ap;
	int mode;
	if (!real_open)
		real_open = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
	va_start(ap, flags);
	mode = mode_of(flags, ap);
	va_end(ap);
	return real_open(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...)
{
	va_list ap;
	int mode;
	if (!real_openat)
		real_openat = (int (*)(int, const char *, int, ...))dlsym(RTLD_NEXT, "openat");
	va_start(ap, flags);
	mode = mode_of(flags, ap);
	va_end(ap);
	return real_openat(dirfd, path, flags, mode);
}

ssize_t read(int fd, void *buf, size_t n)
{
	if (!real_read)
		real_read = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
	return real_read(fd, buf, n);
}
