/* The expectations table (results/expectations.tsv): which implementation is
 * known to show which verdict in which call, with its reference.  Expectations
 * are data: a row per known behaviour, first match wins.  Columns, separated
 * by tabs:
 *
 *   impl  versions  arch  call  mode  verdict  expect  reference...
 *
 * versions: "*", or comma-separated constraints "<2.41", ">=2.41", "=1.2.3".
 * Other columns: a value, a comma list of values ("hammer,sweep") or "*".
 * expect: racy | none | may. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cr.h"

const char *cr_expect_name(enum cr_expect e)
{
	switch (e) {
	case CR_EXPECT_RACY:
		return "racy";
	case CR_EXPECT_MAY:
		return "may";
	default:
		return "none";
	}
}

/* "*", a word, or a comma list of words ("hammer,sweep"). */
static int match(const char *pat, const char *v)
{
	size_t n = strlen(v);
	if (!strcmp(pat, "*"))
		return 1;
	for (const char *p = pat; *p;) {
		size_t w = strcspn(p, ",");
		if (w == n && !strncmp(p, v, n))
			return 1;
		p += w;
		if (*p == ',')
			p++;
	}
	return 0;
}

/* -1: malformed, 0: no match, 1: match */
static int match_versions(const char *pat, const char *v)
{
	char buf[256];
	if (!strcmp(pat, "*"))
		return 1;
	if (strlen(pat) >= sizeof buf)
		return -1;
	strcpy(buf, pat);
	for (char *save, *c = strtok_r(buf, ",", &save); c; c = strtok_r(NULL, ",", &save)) {
		int cmp, ok;
		const char *num = c;
		while (*num == '<' || *num == '>' || *num == '=')
			num++;
		if (*num < '0' || *num > '9')
			return -1;
		cmp = cr_version_cmp(v, num);
		if (!strncmp(c, "<=", 2))
			ok = cmp <= 0;
		else if (!strncmp(c, ">=", 2))
			ok = cmp >= 0;
		else if (c[0] == '<')
			ok = cmp < 0;
		else if (c[0] == '>')
			ok = cmp > 0;
		else if (c[0] == '=' || num == c)
			ok = cmp == 0;
		else
			return -1;
		if (!ok)
			return 0;
	}
	return 1;
}

int cr_expect_lookup(const char *table, const char *impl, const char *version,
		     const char *arch, const char *call, const char *mode,
		     const char *verdict, struct cr_expectation *out, char *err,
		     size_t errlen)
{
	char line[1024];
	int lineno = 0;
	FILE *f;
	out->expect = CR_EXPECT_NONE;
	out->line = 0;
	snprintf(out->reference, sizeof out->reference, "no row in the table: race-free assumed");
	if (!table || !*table)
		return 0;
	f = fopen(table, "re");
	if (!f) {
		snprintf(err, errlen, "%s: %s", table, strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		char *col[8] = {0};
		int n = 0, m;
		char *p = line;
		lineno++;
		if (!strchr(line, '\n') && !feof(f)) {
			snprintf(err, errlen, "%s:%d: line too long", table, lineno);
			goto bad;
		}
		line[strcspn(line, "\r\n")] = 0;
		if (line[0] == '#' || line[strspn(line, " \t")] == 0)
			continue;
		while (n < 8 && p) {
			while (*p == '\t')
				p++;
			col[n++] = p;
			p = n < 8 ? strchr(p, '\t') : NULL;
			if (p)
				*p++ = 0;
		}
		if (n < 8 || !*col[6]) {
			snprintf(err, errlen, "%s:%d: expected 8 tab-separated columns (impl versions arch call mode verdict expect reference)", table, lineno);
			goto bad;
		}
		m = match_versions(col[1], version);
		if (m < 0) {
			snprintf(err, errlen, "%s:%d: bad version constraint '%s'", table, lineno, col[1]);
			goto bad;
		}
		if (strcmp(col[6], "racy") && strcmp(col[6], "none") && strcmp(col[6], "may")) {
			snprintf(err, errlen, "%s:%d: expect must be racy, none or may, not '%s'", table, lineno, col[6]);
			goto bad;
		}
		if (!m || !match(col[0], impl) || !match(col[2], arch) || !match(col[3], call) ||
		    !match(col[4], mode) || !match(col[5], verdict))
			continue;
		out->expect = !strcmp(col[6], "racy") ? CR_EXPECT_RACY
			      : !strcmp(col[6], "may") ? CR_EXPECT_MAY : CR_EXPECT_NONE;
		snprintf(out->reference, sizeof out->reference, "%s", col[7]);
		out->line = lineno;
		break;
	}
	fclose(f);
	return 0;
bad:
	fclose(f);
	return -1;
}

int cr_expect_validate(const char *table, char *err, size_t errlen)
{
	struct cr_expectation e;
	/* An impl no row can name: every row is parsed, none matches. */
	return cr_expect_lookup(table, "\001", "0", "\001", "\001", "\001", "\001", &e, err, errlen);
}
