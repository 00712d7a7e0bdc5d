/* Unit test: the expectations table: version constraints, wildcards, first
 * match wins, the built-in default, and malformed tables rejected with the
 * line number. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cr.h"

static char path[4096];

static void table(const char *text)
{
	FILE *f = fopen(path, "w");
	if (!f || fputs(text, f) < 0 || fclose(f))
		cr_fatal("cannot write %s", path);
}

static int lookup(const char *impl, const char *ver, const char *call, const char *verdict,
		  struct cr_expectation *e, char *err)
{
	return cr_expect_lookup(path, impl, ver, "x86_64", call, "hammer", verdict, e, err, 256);
}

int main(void)
{
	struct cr_expectation e;
	char err[256] = "";
	const char *tmp = getenv("TMPDIR");
	int fd;

	snprintf(path, sizeof path, "%s/cr-test-expect.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	fd = mkstemp(path);

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (fd < 0)
		cr_fatal("mkstemp");
	close(fd);
	table("# comment\n\n"
	      "glibc\t<2.41\t*\topen\t*\tleak\tracy\tbug 12683\n"
	      "glibc\t>=2.41\t*\t*\t*\t*\tnone\tfixed\n"
	      "musl\t>=1.2,<1.3\ti386\t*\t*\t*\tmay\tmusl range\n"
	      "glibc\t*\t*\topen\t*\tleak\tmay\tshadowed\n");

	cr_tap_ok(lookup("glibc", "2.36", "open", "leak", &e, err) == 0 && e.expect == CR_EXPECT_RACY &&
			  e.line == 3 && !strcmp(e.reference, "bug 12683"),
		  "glibc 2.36 open leak is racy (row 3)");
	cr_tap_ok(lookup("glibc", "2.31", "open", "leak", &e, err) == 0 && e.expect == CR_EXPECT_RACY,
		  "glibc 2.31 is racy too");
	cr_tap_ok(lookup("glibc", "2.41", "open", "leak", &e, err) == 0 && e.expect == CR_EXPECT_NONE &&
			  e.line == 4,
		  "glibc 2.41 is clean: the first matching row wins over a later one");
	cr_tap_ok(lookup("glibc", "2.41.9000", "open", "leak", &e, err) == 0 && e.expect == CR_EXPECT_NONE,
		  "a development version 2.41.9000 counts as >= 2.41");
	cr_tap_ok(lookup("glibc", "2.40", "close", "leak", &e, err) == 0 && e.expect == CR_EXPECT_NONE &&
			  e.line == 0,
		  "no row: race-free assumed, reported as the built-in default");
	cr_tap_ok(cr_expect_lookup(path, "musl", "1.2.3", "i386", "open", "sweep", "leak", &e, err, 256) == 0 &&
			  e.expect == CR_EXPECT_MAY,
		  "a comma is 'and' in version constraints (musl 1.2.3 in >=1.2,<1.3)");
	cr_tap_ok(cr_expect_lookup(path, "musl", "1.3", "i386", "open", "sweep", "leak", &e, err, 256) == 0 &&
			  e.expect == CR_EXPECT_NONE,
		  "and outside it (musl 1.3)");
	cr_tap_ok(cr_version_cmp("2.9", "2.10") < 0 && cr_version_cmp("2.41", "2.41") == 0 &&
			  cr_version_cmp("2.41.1", "2.41") > 0,
		  "versions compare numerically (2.9 < 2.10)");

	table("glibc\t*\t*\topen\t*\tleak\tracy\tfirst row matches\nbroken row\n");
	cr_tap_ok(cr_expect_validate(path, err, sizeof err) < 0 && strstr(err, ":2:"),
		  "validation reads past the first match to a malformed row (%s)", err);
	table("glibc\t<2.41\t*\topen\t*\tleak\tracy\n");
	cr_tap_ok(lookup("glibc", "2.36", "open", "leak", &e, err) < 0 && strstr(err, ":1:"),
		  "a row without a reference is rejected with its line (%s)", err);
	table("# ok\nglibc\t<x\t*\topen\t*\tleak\tracy\tref\n");
	cr_tap_ok(lookup("glibc", "2.36", "open", "leak", &e, err) < 0 && strstr(err, ":2:"),
		  "a bad version constraint is rejected (%s)", err);
	table("glibc\t*\t*\topen\t*\tleak\tmaybe\tref\n");
	cr_tap_ok(lookup("glibc", "2.36", "open", "leak", &e, err) < 0 && strstr(err, "racy, none or may"),
		  "an unknown expectation word is rejected (%s)", err);
	unlink(path);
	cr_tap_ok(lookup("glibc", "2.36", "open", "leak", &e, err) < 0,
		  "a missing table is an error, not 'race-free' (%s)", err);
	cr_tap_done();
	return cr_tap_failed() ? 1 : 0;
}
