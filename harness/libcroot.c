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
 * loader first lists the program with the preload (harness/preload.c); where
 * it names a preloaded library as needing what the root lacks, the preload
 * is left out of the re-executed program, which says so on stderr and in
 * its record (libc.preload_dropped). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cr.h"
#include "preload.h"

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


#ifdef __UCLIBC__
/* uClibc-ng's libc.so.0 calls some of its own functions through lazily
 * bound PLT slots: the first call of one on a cancellation point's path
 * runs the loader's resolver, so the path a sweep records differs from the
 * path of every later run (sleep on uClibc-ng 1.0.58: 1195 boundaries
 * recorded, of which 1040 diverged).  The program re-executes itself once
 * with LD_BIND_NOW=1, which uClibc-ng's loader honours: every slot is
 * bound at load time, and each run takes the path recorded. */
static void uclibc_bind_now(char **argv)
{
	if (getenv("LD_BIND_NOW"))
		return;
	setenv("LD_BIND_NOW", "1", 1);
	fflush(NULL);
	execv("/proc/self/exe", argv);
	fprintf(stderr, "%s: re-exec with LD_BIND_NOW=1: %s\n", argv[0], strerror(errno));
	exit(CR_EXIT_ERROR);
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

#ifdef __UCLIBC__
	if (!root || !*root)
		uclibc_bind_now(argv);
#endif
	if (!root || !*root || (active && !strcmp(active, root)))
		return;
#ifdef __UCLIBC__
	/* A uClibc-ng program runs on the uClibc-ng it was built with (the
	 * build tree's, scripts/build-uclibc), never on a root's glibc loader:
	 * under a root it is a skip (TAP), as make check with --with-libc-root
	 * runs it. */
	printf("1..0 # SKIP LIBC_ROOT=%s: a uClibc-ng program runs on its own libc only\n", root);
	fflush(stdout);
	(void)argc;
	(void)argv;
	exit(CR_EXIT_SKIP);
#endif
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
	{
		char what[PATH_MAX + 16];
		snprintf(what, sizeof what, "LIBC_ROOT=%s", root);
		cr_preload_settle(what, ldso, libpath, exe);
	}
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
