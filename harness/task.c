/* Thread state from /proc/self/task (harness/task.h). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "task.h"

long cr_gettid(void)
{
	return cr_raw4(SYS_gettid, 0, 0, 0, 0);
}

/* path opened for reading by a raw system call: its descriptor, or < 0 */
static long raw_open(const char *path)
{
#ifdef SYS_open
	return cr_raw4(SYS_open, (long)path, O_RDONLY | O_CLOEXEC, 0, 0);
#else
	return cr_raw4(SYS_openat, -100, (long)path, O_RDONLY | O_CLOEXEC, 0);
#endif
}

/* Up to len - 1 bytes of fd into buf (NUL-terminated), then fd closed:
 * the bytes read, 0 at the end of the file, < 0 on an error. */
static long raw_read_close(long fd, char *buf, size_t len)
{
	long n = cr_raw4(SYS_read, fd, (long)buf, (long)len - 1, 0);
	cr_raw4(SYS_close, fd, 0, 0, 0);
	buf[n > 0 ? n : 0] = 0;
	return n;
}

ssize_t cr_proc_read(const char *path, char *buf, size_t len)
{
	long fd = raw_open(path), n;
	if (fd < 0)
		return -1;
	n = raw_read_close(fd, buf, len);
	return n <= 0 ? -1 : n;
}

int cr_task_children(long pid, long *out, int max)
{
	char path[64], list[4096], *end;
	int n = 0;
	long fd;
	snprintf(path, sizeof path, "/proc/%ld/task/%ld/children", pid, pid);
	/* no such file: /proc cannot tell; an empty one: no child */
	if ((fd = raw_open(path)) < 0)
		return -1;
	if (raw_read_close(fd, list, sizeof list) <= 0)
		return 0;
	for (char *p = list; n < max; p = end) {
		long child = strtol(p, &end, 10);
		if (end == p)
			break;
		out[n++] = child;
	}
	return n;
}

int cr_task_kill(long tid, int sig)
{
#ifdef __dietlibc__
	long group = tid;
#else
	long group = cr_raw4(SYS_getpid, 0, 0, 0, 0);
#endif
	long r = cr_raw4(SYS_tgkill, group, tid, sig, 0);
	if (r < 0) {
		errno = (int)-r;
		return -1;
	}
	return 0;
}

int cr_task_stop_asleep(long tid, long nr)
{
	long ts[2] = {0, 10000}; /* the kernel's timespec: 10 us */
	int st = 0;
	if (tid <= 0 || cr_task_blocked(tid) != nr || cr_task_kill(tid, SIGSTOP))
		return 0;
	for (int i = 0; i < 100000; i++) {
		st = cr_task_state(tid);
		if (!st || st == 'T' || st == 't' || st == 'Z')
			break;
		cr_raw4(SYS_nanosleep, (long)ts, 0, 0, 0);
	}
	if ((st == 'T' || st == 't') && cr_task_syscall(tid) != nr) {
		cr_task_kill(tid, SIGCONT);
		return 0;
	}
	return 1;
}

ssize_t cr_task_file(long tid, const char *name, char *buf, size_t len)
{
	char path[64];
	snprintf(path, sizeof path, CR_TASK_DIR "/%s", tid, name);
	return cr_proc_read(path, buf, len);
}

/* The hex mask after key in a status file into *m (unsigned: a mask with
 * signal 64, bit 63, is no error value).  0, or -1 with no such key. */
static int mask_parse(const char *status, const char *key, unsigned long long *m)
{
	unsigned long long v = 0;
	for (const char *p = status; *p; p++) {
		size_t j = 0;
		while (key[j] && p[j] == key[j])
			j++;
		if (key[j])
			continue;
		for (p += j; *p == ' ' || *p == '\t'; p++)
			;
		for (;; p++) {
			int d = *p >= '0' && *p <= '9' ? *p - '0' : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10 : -1;
			if (d < 0) {
				*m = v;
				return 0;
			}
			v = v << 4 | (unsigned)d;
		}
	}
	return -1;
}

long long cr_sigpnd_parse(const char *status)
{
	unsigned long long m;
	/* signal 64 (bit 63) left out: the result is a mask or -1 */
	return mask_parse(status, "\nSigPnd:", &m) < 0 ? -1 : (long long)(m & ~(1ull << 63));
}

long cr_task_syscall(long tid)
{
	char buf[64];
	if (cr_task_file(tid, "syscall", buf, sizeof buf) < 0 || buf[0] < '0' || buf[0] > '9')
		return -1;
	return strtol(buf, NULL, 10);
}

int cr_task_state(long tid)
{
	char buf[512], *p;
	if (cr_task_file(tid, "stat", buf, sizeof buf) < 0)
		return 0;
	p = strrchr(buf, ')');
	return p && p[1] == ' ' ? p[2] : 0;
}

long cr_task_blocked(long tid)
{
	int st = cr_task_state(tid);
	if (st != 'S' && st != 'D')
		return -1;
	return cr_task_syscall(tid);
}

long long cr_task_sigpending(long tid)
{
	char buf[2048];
	if (cr_task_file(tid, "status", buf, sizeof buf) < 0)
		return -1;
	return cr_sigpnd_parse(buf);
}

long long cr_task_sigdeliverable(long tid)
{
	char buf[2048];
	long long pnd;
	unsigned long long blk;
	if (cr_task_file(tid, "status", buf, sizeof buf) < 0 || (pnd = cr_sigpnd_parse(buf)) < 0 ||
	    mask_parse(buf, "\nSigBlk:", &blk) < 0)
		return -1;
	return pnd & (long long)~blk;
}
