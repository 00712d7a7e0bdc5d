/* Run under another libc: with LIBC_ROOT=DIR (a root unpacked by
 * scripts/cr-fetch-libc), a program re-executes itself once through DIR's own
 * dynamic loader with DIR's library path, so glibc 2.41 (say) runs a binary
 * built against this machine's 2.36.  The record's libc{} is then queried
 * from the libc actually running, so a wrong root cannot pass silently.
 *
 * An LD_PRELOAD library of this machine (eatmydata, fakeroot, a sanitizer's
 * runtime) is built against this machine's glibc and may need symbol
 * versions an older root lacks (libeatmydata needs GLIBC_2.34; bullseye has
 * 2.31): the program would die in the loader before main.  So the root's
 * loader first lists the program with the preload (ld.so --list); where it
 * names a preloaded library as needing what the root lacks, the preload is
 * left out of the re-executed program, which says so on stderr and in its
 * record (libc.preload_dropped). */
#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cr.h"

#if defined(__x86_64__)
#define TRIPLET "x86_64-linux-gnu"
#define MUSLDIR "x86_64-linux-musl"
#define GLIBC_LDSO "ld-linux-x86-64.so.2"
#define MUSL_LDSO "ld-musl-x86_64.so.1"
#else
#define TRIPLET "i386-linux-gnu"
#define MUSLDIR "i386-linux-musl"
#define GLIBC_LDSO "ld-linux.so.2"
#define MUSL_LDSO "ld-musl-i386.so.1"
#endif

/* A candidate counts only if it resolves to a regular file inside root
 * (Debian's packages carry absolute symlinks that point at the host). */
static int inside(const char *root, const char *rel, char *out, size_t len)
{
	char path[PATH_MAX], real[PATH_MAX], rroot[PATH_MAX];
	struct stat st;
	snprintf(path, sizeof path, "%s/%s", root, rel);
	if (!realpath(root, rroot) || !realpath(path, real))
		return 0;
	if (strncmp(real, rroot, strlen(rroot)) || stat(real, &st) || !S_ISREG(st.st_mode))
		return 0;
	snprintf(out, len, "%s", real);
	return 1;
}

#ifdef __GLIBC__
/* Does the root's loader complain that a library of LD_PRELOAD (pre) needs
 * what the root lacks?  ld.so --list reports a missing symbol version on
 * stderr, "...: version `GLIBC_2.34' not found (required by LIB)", and
 * still exits 0, so the lines are read.  1 with that line in why, else 0
 * (also when it cannot tell: the preload is kept, as asked). */
static int preload_refused(const char *ldso, const char *libpath, const char *exe, const char *pre,
			   char *why, size_t len)
{
	char buf[8192], *line, *save = NULL;
	int fd[2], st = 0, refused = 0;
	ssize_t n;
	size_t got = 0;
	pid_t pid;

	why[0] = 0;
	if (pipe(fd))
		return 0;
	pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return 0;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);
		if (null >= 0)
			dup2(null, 1);
		dup2(fd[1], 2);
		close(fd[0]);
		execl(ldso, ldso, "--library-path", libpath, "--list", exe, (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	while ((n = read(fd[0], buf + got, sizeof buf - 1 - got)) > 0 && (got += (size_t)n) < sizeof buf - 1)
		;
	buf[got] = 0;
	close(fd[0]);
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	for (line = strtok_r(buf, "\n", &save); line && !refused; line = strtok_r(NULL, "\n", &save)) {
		const char *by = strstr(line, "(required by ");
		size_t m;
		if (!by)
			continue;
		by += strlen("(required by ");
		m = strcspn(by, ")");
		/* an entry of LD_PRELOAD (separated by ':' or spaces; a path, or a
		 * bare name as eatmydata gives), matched by its last component */
		for (const char *p = pre; *p && !refused; p += strspn(p, ": ")) {
			size_t k = strcspn(p, ": ");
			const char *base = p, *bybase = by;
			for (const char *q = p; q < p + k; q++)
				if (*q == '/')
					base = q + 1;
			for (const char *q = by; q < by + m; q++)
				if (*q == '/')
					bybase = q + 1;
			refused = (size_t)(p + k - base) == (size_t)(by + m - bybase) &&
				  !strncmp(base, bybase, (size_t)(by + m - bybase));
			p += k;
		}
		if (refused)
			snprintf(why, len, "%s", line);
	}
	return refused;
}
#endif

void cr_libc_root_reexec(int argc, char **argv)
{
	const char *root = getenv("LIBC_ROOT");
	const char *active = getenv("CR_LIBC_ROOT_ACTIVE");
	char ldso[PATH_MAX], exe[PATH_MAX], libpath[3 * PATH_MAX];
	static const char *const cands[] = {
#ifdef __GLIBC__
		"usr/lib/" TRIPLET "/" GLIBC_LDSO, "lib/" TRIPLET "/" GLIBC_LDSO,
#if defined(__x86_64__)
		"lib64/" GLIBC_LDSO,
#else
		"lib/" GLIBC_LDSO,
#endif
#else
		"usr/lib/" MUSLDIR "/libc.so", "lib/" MUSL_LDSO,
#endif
		NULL};
	char **nargv;
	ssize_t n;
	int i, found = 0;

	if (!root || !*root || (active && !strcmp(active, root)))
		return;
	for (i = 0; cands[i] && !found; i++)
		found = inside(root, cands[i], ldso, sizeof ldso);
	if (!found) {
		fprintf(stderr, "%s: LIBC_ROOT=%s has no %s loader for this binary (looked for %s",
			argv[0], root,
#ifdef __GLIBC__
			"glibc",
#else
			"musl",
#endif
			cands[0]);
		for (i = 1; cands[i]; i++)
			fprintf(stderr, ", %s", cands[i]);
		fprintf(stderr, ")\n");
		exit(CR_EXIT_ERROR);
	}
	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n < 0) {
		perror("readlink /proc/self/exe");
		exit(CR_EXIT_ERROR);
	}
	exe[n] = 0;
#ifdef __GLIBC__
	snprintf(libpath, sizeof libpath, "%s/usr/lib/" TRIPLET ":%s/lib/" TRIPLET, root, root);
#else
	snprintf(libpath, sizeof libpath, "%s/usr/lib/" MUSLDIR ":%s/lib/" MUSLDIR, root, root);
#endif
#ifdef __GLIBC__
	{
		const char *pre = getenv("LD_PRELOAD");
		char why[512];
		if (pre && *pre && preload_refused(ldso, libpath, exe, pre, why, sizeof why)) {
			fprintf(stderr, "# LIBC_ROOT=%s: LD_PRELOAD=%s left out: the root's loader cannot load it (%s)\n",
				root, pre, why);
			setenv("CR_PRELOAD_DROPPED", pre, 1);
			unsetenv("LD_PRELOAD");
		}
	}
#endif
	nargv = calloc((size_t)argc + 5, sizeof *nargv);
	if (!nargv)
		exit(CR_EXIT_ERROR);
	nargv[0] = ldso;
	nargv[1] = "--library-path";
	nargv[2] = libpath;
	nargv[3] = exe;
	for (i = 1; i < argc; i++)
		nargv[3 + i] = argv[i];
	setenv("CR_LIBC_ROOT_ACTIVE", root, 1);
	fflush(NULL);
	execv(ldso, nargv);
	fprintf(stderr, "%s: exec %s: %s\n", argv[0], ldso, strerror(errno));
	exit(CR_EXIT_ERROR);
}
