/* A private temporary directory for races whose call needs a path of its
 * own (creat's file, a FIFO): made on first use, mode 0700, under $TMPDIR or
 * /tmp, so parallel runs never share a name; emptied and removed when the
 * process that made it exits (a sweep's forked children never remove it). */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cr.h"

static char dir[512];
static pid_t owner;

void cr_private_dir_remove(void)
{
	DIR *d;
	if (!*dir || getpid() != owner)
		return;
	if ((d = opendir(dir))) {
		const struct dirent *e;
		char path[sizeof dir + 256];
		while ((e = readdir(d)))
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") &&
			    snprintf(path, sizeof path, "%s/%s", dir, e->d_name) < (int)sizeof path)
				unlink(path);
		closedir(d);
	}
	rmdir(dir);
}

int cr_private_path(const char *name, char *out, size_t len)
{
	if (!*dir) {
		const char *t = getenv("TMPDIR");
		if (snprintf(dir, sizeof dir, "%s/cancelrace-XXXXXX", t && *t ? t : "/tmp") >=
			    (int)sizeof dir ||
		    !mkdtemp(dir)) {
			cr_diag("private directory under %s: %s", t && *t ? t : "/tmp", strerror(errno));
			*dir = 0;
			return -1;
		}
		owner = getpid();
		atexit(cr_private_dir_remove);
	}
	if (snprintf(out, len, "%s/%s", dir, name) >= (int)len) {
		errno = ENAMETOOLONG;
		return -1;
	}
	return 0;
}
