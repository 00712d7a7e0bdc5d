/* TAP 13 reporting, kselftest style: one write(2) per line so output from
 * several threads or a forked child never interleaves mid-line, errno kept. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cr.h"

static int tap_n, tap_failed;

static void put_line(int fd, const char *prefix, const char *fmt, va_list ap)
{
	char buf[2048];
	int saved = errno;
	size_t n = (size_t)snprintf(buf, sizeof buf, "%s", prefix);
	int m = vsnprintf(buf + n, sizeof buf - n - 1, fmt, ap);
	if (m < 0)
		m = 0;
	n += (size_t)m < sizeof buf - n - 1 ? (size_t)m : sizeof buf - n - 2;
	/* A diagnostic must stay one line: fold embedded newlines. */
	for (size_t i = 0; i < n; i++)
		if (buf[i] == '\n')
			buf[i] = ' ';
	buf[n++] = '\n';
	for (size_t off = 0; off < n;) {
		ssize_t w = write(fd, buf + off, n - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break;
		off += (size_t)w;
	}
	errno = saved;
}

void cr_tap_line(const char *prefix, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	put_line(1, prefix, fmt, ap);
	va_end(ap);
}

void cr_tap_plan(int n)
{
	cr_tap_line("1..", "%d", n);
}

int cr_tap_ok(int ok, const char *fmt, ...)
{
	char prefix[32];
	va_list ap;
	snprintf(prefix, sizeof prefix, "%sok %d - ", ok ? "" : "not ", ++tap_n);
	if (!ok)
		tap_failed++;
	va_start(ap, fmt);
	put_line(1, prefix, fmt, ap);
	va_end(ap);
	return ok;
}

void cr_tap_skip(const char *fmt, ...)
{
	char prefix[32];
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(prefix, sizeof prefix, "ok %d - ", ++tap_n);
	cr_tap_line(prefix, "%s # SKIP", msg);
}


void cr_diag(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	put_line(1, "# ", fmt, ap);
	va_end(ap);
}

int cr_tap_failed(void)
{
	return tap_failed;
}

void cr_tap_done(void)
{
	cr_tap_plan(tap_n);
}

void cr_fatal(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	put_line(1, "Bail out! ", fmt, ap);
	va_end(ap);
	cr_exit(CR_EXIT_ERROR);
}

void cr_usage(const char *usage, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	put_line(2, "error: ", fmt, ap);
	va_end(ap);
	if (usage)
		fputs(usage, stderr);
	cr_exit(CR_EXIT_USAGE);
}

void cr_exit(int status)
{
#ifdef __dietlibc__
	/* dietlibc's exit() crashes once its thread manager runs (its
	 * kill_all_threads walks descriptors already freed): what exit does
	 * for a program here (its private directory, stdio), then _exit */
	cr_private_dir_remove();
	fflush(stdout);
	fflush(stderr);
	_exit(status); /* cr_dietlibc_exit (harness/dietlibc.h) */
#else
	exit(status);
#endif
}
