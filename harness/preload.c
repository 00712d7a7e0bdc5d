/* An LD_PRELOAD library of this machine (eatmydata's, fakeroot's, a test's
 * interposer) is built against this machine's glibc.  It cannot load into a
 * musl program (fakeroot's needs __snprintf_chk), nor into an older glibc
 * root (libeatmydata needs GLIBC_2.34; bullseye has 2.31): the program would
 * die in the loader before main, and every test of it would be an error that
 * says nothing about cancellation.  So the loader first lists the program
 * with the preload (--list); where it names a preloaded library as one it
 * cannot load, the preload is left out for that program, said on stderr and
 * in CR_PRELOAD_DROPPED (the record's libc.preload_dropped).  cr-run does it
 * for every program it runs; a program re-executed under LIBC_ROOT does it
 * for the root's loader (harness/libcroot.c). */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "preload.h"

/* The library a loader's complaint names, or NULL.  glibc's ld.so --list
 * reports a missing symbol version on stderr, "...: version `GLIBC_2.34' not
 * found (required by LIB)", and still exits 0; musl's reports "Error
 * relocating LIB: __snprintf_chk: symbol not found" (a glibc library such as
 * fakeroot's in a musl program) or "Error loading shared library LIB: ...". */
static const char *named(const char *line)
{
	static const char *const marks[] = { "(required by ", "Error relocating ", "Error loading shared library " };
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++) {
		const char *p = strstr(line, marks[i]);
		if (p)
			return p + strlen(marks[i]);
	}
	return NULL;
}

/* The last path component of the k characters at p. */
static const char *last(const char *p, size_t k)
{
	const char *base = p;
	for (const char *q = p; q < p + k; q++)
		if (*q == '/')
			base = q + 1;
	return base;
}

int cr_preload_lists(const char *pre, const char *base, size_t m)
{
	/* an entry of LD_PRELOAD (separated by ':' or spaces; a path, or a
	 * bare name as eatmydata gives), matched by its last component */
	for (const char *p = pre; *p; p += strspn(p, ": ")) {
		size_t k = strcspn(p, ": ");
		const char *b = last(p, k);
		if ((size_t)(p + k - b) == m && !strncmp(b, base, m))
			return 1;
		p += k;
	}
	return 0;
}

/* The lines are read, not the exit status: 1 with the first line that names
 * a library of pre in why, else 0 (also when it cannot tell: the preload
 * is kept, as asked). */
int cr_preload_refused(const char *ldso, const char *libpath, const char *exe, const char *pre, char *why,
		       size_t len)
{
	char buf[8192], *line, *save = NULL;
	int fd[2], st = 0, refused = 0;
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
		if (libpath)
			execl(ldso, ldso, "--library-path", libpath, "--list", exe, (char *)NULL);
		else
			execl(ldso, ldso, "--list", exe, (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	/* read to the end (what does not fit is discarded), so the loader never
	 * blocks on a full pipe and the wait below is bounded by its exit */
	for (;;) {
		char spill[512];
		ssize_t n = got < sizeof buf - 1 ? read(fd[0], buf + got, sizeof buf - 1 - got) : read(fd[0], spill, sizeof spill);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		if (got < sizeof buf - 1)
			got += (size_t)n;
	}
	buf[got] = 0;
	close(fd[0]);
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	for (line = strtok_r(buf, "\n", &save); line && !refused; line = strtok_r(NULL, "\n", &save)) {
		const char *by = named(line), *bybase;
		size_t m;
		if (!by)
			continue;
		m = strcspn(by, "):");
		bybase = last(by, m);
		m -= (size_t)(bybase - by);
		refused = cr_preload_lists(pre, bybase, m);
		if (refused)
			snprintf(why, len, "%s", line);
	}
	return refused;
}

int cr_elf_interp(const char *exe, char *out, size_t len)
{
	unsigned char h[sizeof(Elf64_Ehdr)];
	int fd = open(exe, O_RDONLY | O_CLOEXEC), rc = -1;
	unsigned long phoff, phnum, phentsize, i;
	int is64;

	if (fd < 0)
		return -1;
	if (pread(fd, h, sizeof h, 0) != (ssize_t)sizeof h || memcmp(h, ELFMAG, SELFMAG))
		goto out;
	is64 = h[EI_CLASS] == ELFCLASS64;
	if (is64) {
		Elf64_Ehdr e;
		memcpy(&e, h, sizeof e);
		phoff = e.e_phoff, phnum = e.e_phnum, phentsize = e.e_phentsize;
	} else {
		Elf32_Ehdr e;
		memcpy(&e, h, sizeof e);
		phoff = e.e_phoff, phnum = e.e_phnum, phentsize = e.e_phentsize;
	}
	for (i = 0; i < phnum && i < 64; i++) {
		unsigned long type, off, sz;
		if (is64) {
			Elf64_Phdr ph;
			if (pread(fd, &ph, sizeof ph, (off_t)(phoff + i * phentsize)) != (ssize_t)sizeof ph)
				goto out;
			type = ph.p_type, off = ph.p_offset, sz = ph.p_filesz;
		} else {
			Elf32_Phdr ph;
			if (pread(fd, &ph, sizeof ph, (off_t)(phoff + i * phentsize)) != (ssize_t)sizeof ph)
				goto out;
			type = ph.p_type, off = ph.p_offset, sz = ph.p_filesz;
		}
		if (type != PT_INTERP)
			continue;
		if (sz == 0 || sz >= len || pread(fd, out, sz, (off_t)off) != (ssize_t)sz)
			goto out;
		out[sz] = 0; /* PT_INTERP holds its own NUL; this bounds a bad one */
		rc = 0;
		break;
	}
out:
	close(fd);
	return rc;
}

void cr_preload_settle(const char *prefix, const char *ldso, const char *libpath, const char *exe)
{
	const char *pre = getenv("LD_PRELOAD");
	char interp[4096], why[512];

	if (!pre || !*pre)
		return;
	if (!ldso) {
		if (cr_elf_interp(exe, interp, sizeof interp))
			return;
		ldso = interp;
	}
	if (!cr_preload_refused(ldso, libpath, exe, pre, why, sizeof why))
		return;
	fprintf(stderr, "# %s: LD_PRELOAD=%s left out: the loader cannot load it (%s)\n", prefix, pre, why);
	setenv("CR_PRELOAD_DROPPED", pre, 1);
	unsetenv("LD_PRELOAD");
}
