/* System facts for every record, queried at run time: the kernel, the CPU,
 * the mitigations in force, and the libc this process really runs on (its
 * version from the running libc itself, its path from /proc/self/maps), so a
 * wrong loader or library path cannot pass silently. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__GLIBC__) && !defined(__UCLIBC__)
#include <gnu/libc-version.h>
#endif

#include "cr.h"

static void chomp(char *s)
{
	size_t n = strlen(s);
	while (n && (s[n - 1] == '\n' || s[n - 1] == ' '))
		s[--n] = 0;
}

int cr_mapped_path(const void *addr, char *out, size_t len)
{
	char line[512];
	FILE *f = fopen("/proc/self/maps", "re");
	int found = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		unsigned long lo, hi;
		char *p;
		if (sscanf(line, "%lx-%lx", &lo, &hi) != 2)
			continue;
		if ((uintptr_t)addr < lo || (uintptr_t)addr >= hi)
			continue;
		p = strchr(line, '/');
		if (p) {
			chomp(p);
			snprintf(out, len, "%s", p);
			found = 0;
		}
		break;
	}
	fclose(f);
	return found;
}

#if defined(__UCLIBC__)
/* One more word of the libc's configuration ("bind-now", "headers=X"). */
static void config_add(struct cr_sysinfo *si, const char *word)
{
	size_t n = strlen(si->libc_config);
	snprintf(si->libc_config + n, sizeof si->libc_config - n, " %s", word);
}

/* The version in the mapped library's name, libuClibc-X.Y.Z.so (a static
 * program maps none: the headers' version stands). */
static void uclibc_mapped_version(struct cr_sysinfo *si)
{
	const char *b = strrchr(si->libc_path, '/');
	unsigned maj, min, sub;
	char built[32], word[48];
	if (!b || sscanf(b, "/libuClibc-%u.%u.%u.so", &maj, &min, &sub) != 3)
		return;
	snprintf(built, sizeof built, "%s", si->libc_version);
	snprintf(si->libc_version, sizeof si->libc_version, "%u.%u.%u", maj, min, sub);
	if (strcmp(built, si->libc_version)) {
		snprintf(word, sizeof word, "headers=%s", built);
		config_add(si, word);
	}
}
#endif

#if !defined(__GLIBC__) && !defined(__UCLIBC__) && !defined(__dietlibc__)
/* musl has no version call; its dynamic loader (which is libc.so) prints
 * "musl libc (ARCH)\nVersion X" when run as a command. */
static void musl_version(const char *ldso, char *out, size_t len)
{
	int p[2];
	pid_t pid;
	char buf[256];
	ssize_t n, got = 0;
	snprintf(out, len, "unknown");
	if (pipe(p) < 0)
		return;
	pid = fork();
	if (pid < 0) {
		close(p[0]);
		close(p[1]);
		return;
	}
	if (pid == 0) {
		dup2(p[1], 2);
		dup2(p[1], 1);
		close(p[0]);
		close(p[1]);
		execl(ldso, ldso, (char *)0);
		_exit(127);
	}
	close(p[1]);
	while (got < (ssize_t)sizeof buf - 1 &&
	       (n = read(p[0], buf + got, sizeof buf - 1 - (size_t)got)) > 0)
		got += n;
	buf[got] = 0;
	close(p[0]);
	waitpid(pid, NULL, 0);
	char *v = strstr(buf, "Version ");
	if (v) {
		v += 8;
		v[strcspn(v, "\n ")] = 0;
		snprintf(out, len, "%s", v);
	}
}
#endif

static void vulnerabilities(char *out, size_t len)
{
	const char *dir = "/sys/devices/system/cpu/vulnerabilities";
	DIR *d = opendir(dir);
	struct dirent *e;
	size_t n = 0;
	out[0] = 0;
	if (!d) {
		snprintf(out, len, "unavailable");
		return;
	}
	while ((e = readdir(d))) {
		char path[512], val[256];
		FILE *f;
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		f = fopen(path, "re");
		if (!f)
			continue;
		if (!fgets(val, sizeof val, f))
			val[0] = 0;
		fclose(f);
		chomp(val);
		/* keep the verdict word(s) before any ':' or ';' */
		val[strcspn(val, ":;,")] = 0;
		int w = snprintf(out + n, len - n, "%s%s=%s", n ? ";" : "", e->d_name, val);
		if (w < 0 || (size_t)w >= len - n)
			break;
		n += (size_t)w;
	}
	closedir(d);
}

void cr_sysinfo_get(struct cr_sysinfo *si)
{
	struct utsname u;
	FILE *f;
	char line[512];
	memset(si, 0, sizeof *si);
	if (uname(&u) == 0) {
		snprintf(si->kernel, sizeof si->kernel, "%s %s %s", u.sysname, u.release, u.version);
		snprintf(si->machine, sizeof si->machine, "%s", u.machine);
		snprintf(si->hostname, sizeof si->hostname, "%s", u.nodename);
	}
	snprintf(si->cpu, sizeof si->cpu, "unknown");
	f = fopen("/proc/cpuinfo", "re");
	if (f) {
		while (fgets(line, sizeof line, f)) {
			if (!strncmp(line, "model name", 10)) {
				char *p = strchr(line, ':');
				if (p && !strcmp(si->cpu, "unknown")) {
					p += 1 + (p[1] == ' ');
					chomp(p);
					snprintf(si->cpu, sizeof si->cpu, "%s", p);
				}
			}
			if (!strncmp(line, "processor", 9))
				si->ncpu++;
		}
		fclose(f);
	}
#if defined(__x86_64__)
	snprintf(si->arch, sizeof si->arch, "x86_64");
#elif defined(__i386__)
	snprintf(si->arch, sizeof si->arch, "i386");
#else
	snprintf(si->arch, sizeof si->arch, "other");
#endif
#if defined(__dietlibc__)
	/* dietlibc has no version call nor macro: the version is the one
	 * configure read of the installed dietlibc (CR_DIETLIBC_VERSION); it
	 * links statically, so the library is the program itself. */
#ifndef CR_DIETLIBC_VERSION
#define CR_DIETLIBC_VERSION "unknown"
#endif
	snprintf(si->libc, sizeof si->libc, "dietlibc");
	snprintf(si->libc_version, sizeof si->libc_version, "%.31s", CR_DIETLIBC_VERSION);
	snprintf(si->libc_config, sizeof si->libc_config, "threads=linuxthreads static");
	if (cr_mapped_path((const void *)getpid, si->libc_path, sizeof si->libc_path))
		snprintf(si->libc_path, sizeof si->libc_path, "unknown");
#elif defined(__UCLIBC__)
	/* uClibc-ng defines __GLIBC__ too, and has no version call.  The
	 * options the suite depends on are those of the headers the program
	 * was built with (scripts/build-uclibc); the version is that of the
	 * library mapped (libuClibc-X.Y.Z.so), which differs from the
	 * headers' when a program is relinked against another uClibc-ng
	 * (cr-qa's uclibc: sides): then both are said. */
#define CR_XSTR(x) CR_STR_(x)
#define CR_STR_(x) #x
	snprintf(si->libc, sizeof si->libc, "uclibc");
	snprintf(si->libc_version, sizeof si->libc_version, "%s.%s.%s", CR_XSTR(__UCLIBC_MAJOR__),
		 CR_XSTR(__UCLIBC_MINOR__), CR_XSTR(__UCLIBC_SUBLEVEL__));
	snprintf(si->libc_config, sizeof si->libc_config, "%s%s%s",
#if defined(__UCLIBC_HAS_THREADS_NATIVE__)
		 "threads=nptl",
#elif defined(__UCLIBC_HAS_LINUXTHREADS__)
		 "threads=linuxthreads",
#else
		 "threads=none",
#endif
#if defined(__UCLIBC_HAS_TLS__)
		 " tls",
#else
		 "",
#endif
#if defined(__HAVE_SHARED__)
		 " shared+static"
#else
		 " static"
#endif
	);
	if (cr_mapped_path((const void *)getpid, si->libc_path, sizeof si->libc_path))
		snprintf(si->libc_path, sizeof si->libc_path, "unknown");
	if (getenv("LD_BIND_NOW")) /* harness/libcroot.c sets it */
		config_add(si, "bind-now");
	uclibc_mapped_version(si);
#elif defined(__GLIBC__)
	snprintf(si->libc, sizeof si->libc, "glibc");
	snprintf(si->libc_version, sizeof si->libc_version, "%s", gnu_get_libc_version());
	if (cr_mapped_path((const void *)gnu_get_libc_version, si->libc_path, sizeof si->libc_path))
		snprintf(si->libc_path, sizeof si->libc_path, "unknown");
#else
	snprintf(si->libc, sizeof si->libc, "musl");
	if (cr_mapped_path((const void *)getpid, si->libc_path, sizeof si->libc_path))
		snprintf(si->libc_path, sizeof si->libc_path, "unknown");
	musl_version(si->libc_path, si->libc_version, sizeof si->libc_version);
#endif
	vulnerabilities(si->vulnerabilities, sizeof si->vulnerabilities);
}
