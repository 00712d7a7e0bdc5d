/* TAP 13 -> JUnit XML, the one converter of the project (cr-run --junit,
 * cr-run --tap2junit, scripts/tap2junit).  Mapping follows the JUnit schema
 * Jenkins and GitLab read (testsuites/testsuite/testcase with failure, error,
 * skipped, system-out); TAP per testanything.org/tap-version-13-specification:
 *   ok ... # SKIP r      -> <skipped message="r"/>
 *   not ok ... # TODO r  -> <skipped message="TODO: r"/> (expected failure)
 *   ok ... # TODO r      -> <failure> (unexpected pass, as Automake's XPASS)
 *   not ok               -> <failure>, with the "# " lines that follow it
 *   Bail out! r          -> <error> testcase "bail out"
 *   missing plan, wrong count, bad exit status -> <error> testcases
 *   1..0 # SKIP r        -> one skipped testcase named after the suite
 * XML 1.0 cannot carry most control bytes or invalid UTF-8: they become '?'.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "runner.h"

#define MAX_LOG (64u << 20)

/* Out of memory in the buffer (cr_buf_add): the record loses text, not the
 * run. */
static void buf_printf(struct cr_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static void buf_printf(struct cr_buf *b, const char *fmt, ...)
{
	char tmp[512];
	va_list ap;
	int n;
	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n > 0)
		cr_buf_add(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

/* Length of a valid UTF-8 sequence at s (max n bytes), 0 if invalid. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
	size_t k, i;
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		k = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		k = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		k = 4;
	else
		return 0;
	if (k > n)
		return 0;
	for (i = 1; i < k; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if (k == 3 && s[0] == 0xe0 && s[1] < 0xa0)
		return 0;
	if (k == 3 && s[0] == 0xed && s[1] >= 0xa0) /* surrogates */
		return 0;
	if (k == 4 && s[0] == 0xf0 && s[1] < 0x90)
		return 0;
	if (k == 4 && s[0] == 0xf4 && s[1] >= 0x90)
		return 0;
	return k;
}

static void xml_text(struct cr_buf *b, const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0;
	while (i < n) {
		size_t k;
		switch (u[i]) {
		case '&': cr_buf_puts(b, "&amp;"); i++; continue;
		case '<': cr_buf_puts(b, "&lt;"); i++; continue;
		case '>': cr_buf_puts(b, "&gt;"); i++; continue;
		case '"': cr_buf_puts(b, "&quot;"); i++; continue;
		case '\t': case '\n': case '\r':
			cr_buf_add(b, s + i, 1); i++; continue;
		}
		if (u[i] < 0x20 || u[i] == 0x7f || !(k = utf8_len(u + i, n - i))) {
			cr_buf_puts(b, "?");
			i++;
			continue;
		}
		cr_buf_add(b, s + i, k);
		i += k;
	}
}

static void xml_str(struct cr_buf *b, const char *s)
{
	xml_text(b, s, strlen(s));
}

/* ---- TAP parsing ------------------------------------------------------------ */

enum tkind { T_PASS, T_FAIL, T_SKIP, T_TODO, T_XPASS, T_ERROR };

struct tcase {
	enum tkind kind;
	char name[256];
	char reason[256];
	struct cr_buf detail;
};

static void trim(char *s)
{
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		s[--n] = 0;
	while (*s == ' ' || *s == '\t')
		memmove(s, s + 1, n--);
}

static void copy(char *dst, size_t cap, const char *s, size_t n)
{
	if (n >= cap)
		n = cap - 1;
	memcpy(dst, s, n);
	dst[n] = 0;
	trim(dst);
}

/* "ok 3 - desc # SKIP why" after the "ok"/"not ok" word. */
static void parse_point(struct tcase *t, int ok, const char *s, long number)
{
	const char *hash = NULL, *p;
	for (p = s; *p; p++)
		if (*p == '\\' && p[1])
			p++;
		else if (*p == '#') {
			hash = p;
			break;
		}
	while (*s == ' ')
		s++;
	while (*s >= '0' && *s <= '9')
		s++;
	while (*s == ' ')
		s++;
	if (*s == '-' && (!hash || s < hash))
		s++;
	copy(t->name, sizeof t->name, s, hash ? (size_t)(hash - s) : strlen(s));
	if (!t->name[0])
		snprintf(t->name, sizeof t->name, "test %ld", number);
	t->kind = ok ? T_PASS : T_FAIL;
	if (hash) {
		const char *d = hash + 1;
		while (*d == ' ')
			d++;
		if (!strncasecmp(d, "skip", 4)) {
			d += 4;
			while (*d && *d != ' ')
				d++;
			t->kind = ok ? T_SKIP : T_FAIL; /* a failing SKIP is still a failure */
		} else if (!strncasecmp(d, "todo", 4)) {
			d += 4;
			t->kind = ok ? T_XPASS : T_TODO;
		} else {
			d = NULL;
		}
		if (d)
			copy(t->reason, sizeof t->reason, d, strlen(d));
	}
}

struct tap {
	struct tcase *t;
	size_t n, cap;
	long planned;      /* -1: no plan */
	int plan_skip;
	char plan_reason[256];
	int bailed;
	char bail[512];
};

static struct tcase *add_case(struct tap *tp)
{
	if (tp->n == tp->cap) {
		size_t cap = tp->cap ? tp->cap * 2 : 32;
		struct tcase *p = realloc(tp->t, cap * sizeof *p);
		if (!p)
			return NULL;
		tp->t = p;
		tp->cap = cap;
	}
	memset(&tp->t[tp->n], 0, sizeof tp->t[0]);
	return &tp->t[tp->n++];
}

static void parse_tap(struct tap *tp, const char *text, size_t len)
{
	const char *p = text, *end = text + len;
	tp->planned = -1;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		char line[1024];
		struct tcase *t;
		copy(line, sizeof line, p, n);
		/* Strip a trailing CR (copy() already trimmed blanks). */
		if (line[0] && line[strlen(line) - 1] == '\r')
			line[strlen(line) - 1] = 0;
		p += n + (nl ? 1 : 0);
		if (tp->bailed)
			continue;
		if (!strncmp(line, "ok", 2) && (!line[2] || line[2] == ' ')) {
			if ((t = add_case(tp)))
				parse_point(t, 1, line + 2, (long)tp->n);
		} else if (!strncmp(line, "not ok", 6) && (!line[6] || line[6] == ' ')) {
			if ((t = add_case(tp)))
				parse_point(t, 0, line + 6, (long)tp->n);
		} else if (!strncmp(line, "1..", 3) && line[3] >= '0' && line[3] <= '9') {
			char *e;
			tp->planned = strtol(line + 3, &e, 10);
			while (*e == ' ')
				e++;
			if (*e == '#') {
				e++;
				while (*e == ' ')
					e++;
				if (!strncasecmp(e, "skip", 4)) {
					tp->plan_skip = 1;
					e += 4;
					while (*e && *e != ' ')
						e++;
					copy(tp->plan_reason, sizeof tp->plan_reason, e, strlen(e));
				}
			}
		} else if (!strncmp(line, "Bail out!", 9)) {
			tp->bailed = 1;
			copy(tp->bail, sizeof tp->bail, line + 9, strlen(line + 9));
		} else if (line[0] == '#' && tp->n) {
			struct cr_buf *d = &tp->t[tp->n - 1].detail;
			cr_buf_puts(d, line);
			cr_buf_puts(d, "\n");
		}
	}
}

/* ---- XML -------------------------------------------------------------------- */

static void classname(struct cr_buf *b, const char *name)
{
	char c[512];
	size_t i;
	snprintf(c, sizeof c, "%s", name);
	for (i = 0; c[i]; i++)
		if (c[i] == '/')
			c[i] = '.';
		else if (c[i] == '.')
			c[i] = '-';
	xml_str(b, c);
}

static void testcase_open(struct cr_buf *b, const char *suite, const char *name)
{
	cr_buf_puts(b, "    <testcase classname=\"");
	classname(b, suite);
	cr_buf_puts(b, "\" name=\"");
	xml_str(b, name);
	cr_buf_puts(b, "\" time=\"0\">\n");
}

static void element(struct cr_buf *b, const char *tag, const char *type, const char *msg,
		    const struct cr_buf *body)
{
	buf_printf(b, "      <%s", tag);
	if (type)
		buf_printf(b, " type=\"%s\"", type);
	cr_buf_puts(b, " message=\"");
	xml_str(b, msg);
	if (body && body->len) {
		cr_buf_puts(b, "\">");
		xml_text(b, body->p, body->len);
		buf_printf(b, "</%s>\n", tag);
	} else {
		cr_buf_puts(b, "\"/>\n");
	}
}

static void error_case(struct cr_buf *b, const char *suite, const char *name, const char *type,
		       const char *msg, long totals[4], long *errors)
{
	testcase_open(b, suite, name);
	element(b, "error", type, msg, NULL);
	cr_buf_puts(b, "    </testcase>\n");
	(*errors)++;
	totals[0]++;
	totals[2]++;
}

void cr_junit_suite(struct cr_buf *out, const char *name, const char *tap, size_t len,
		    const struct cr_run_end *v, long totals[4])
{
	struct tap tp = { 0 };
	struct cr_buf b = { 0 };
	long tests = 0, failures = 0, errors = 0, skipped = 0;
	char msg[600];
	size_t i;

	parse_tap(&tp, tap, len);
	for (i = 0; i < tp.n; i++) {
		struct tcase *t = &tp.t[i];
		testcase_open(&b, name, t->name);
		switch (t->kind) {
		case T_PASS:
			if (t->detail.len) {
				cr_buf_puts(&b, "      <system-out>");
				xml_text(&b, t->detail.p, t->detail.len);
				cr_buf_puts(&b, "</system-out>\n");
			}
			break;
		case T_FAIL:
			element(&b, "failure", "fail", t->reason[0] ? t->reason : t->name, &t->detail);
			failures++;
			break;
		case T_XPASS:
			snprintf(msg, sizeof msg, "unexpected pass (TODO %s)", t->reason);
			element(&b, "failure", "xpass", msg, &t->detail);
			failures++;
			break;
		case T_SKIP:
			element(&b, "skipped", NULL, t->reason, NULL);
			skipped++;
			break;
		case T_TODO:
			snprintf(msg, sizeof msg, "TODO: %s", t->reason);
			element(&b, "skipped", NULL, msg, NULL);
			skipped++;
			break;
		case T_ERROR:
			break;
		}
		cr_buf_puts(&b, "    </testcase>\n");
		tests++;
		free(t->detail.p);
	}
	totals[0] += tests;
	totals[1] += failures;
	totals[3] += skipped;

	if (tp.bailed) {
		error_case(&b, name, "bail out",
			   v->kind == CR_END_TIMEOUT ? "timeout" :
			   v->kind == CR_END_SIGNAL ? "signal" :
			   v->kind == CR_END_INTERRUPTED ? "interrupted" : "bail-out",
			   tp.bail, totals, &errors);
		tests++;
	} else if (tp.planned == 0 && tp.plan_skip && !tp.n) {
		testcase_open(&b, name, name);
		element(&b, "skipped", NULL, tp.plan_reason, NULL);
		cr_buf_puts(&b, "    </testcase>\n");
		tests++;
		skipped++;
		totals[0]++;
		totals[3]++;
	} else if (tp.planned < 0) {
		error_case(&b, name, "plan", "plan", "missing test plan", totals, &errors);
		tests++;
	} else if (tp.planned != (long)tp.n) {
		snprintf(msg, sizeof msg, "planned %ld tests, ran %zu", tp.planned, tp.n);
		error_case(&b, name, "plan", "plan", msg, totals, &errors);
		tests++;
	}
	if (!tp.bailed && v->kind == CR_END_UNKNOWN && v->msg[0]) {
		error_case(&b, name, "exit status", "exit-status", v->msg, totals, &errors);
		tests++;
	}
	if (!tp.bailed && v->kind == CR_END_EXIT && v->status != 0 &&
	    !(v->status == 77 && skipped) && !(v->status == 1 && failures)) {
		snprintf(msg, sizeof msg, "exited with status %d", v->status);
		error_case(&b, name, "exit status", "exit-status", msg, totals, &errors);
		tests++;
	}
	free(tp.t);

	cr_buf_puts(out, "  <testsuite name=\"");
	xml_str(out, name);
	buf_printf(out, "\" tests=\"%ld\" failures=\"%ld\" errors=\"%ld\" skipped=\"%ld\"", tests,
		   failures, errors, skipped);
	if (v->elapsed >= 0)
		buf_printf(out, " time=\"%.3f\"", v->elapsed);
	cr_buf_puts(out, ">\n");
	if (b.len)
		cr_buf_add(out, b.p, b.len);
	cr_buf_puts(out, "    <system-out>");
	xml_text(out, tap, len);
	cr_buf_puts(out, "</system-out>\n  </testsuite>\n");
	free(b.p);
}

static void document(struct cr_buf *doc, const struct cr_buf *suites, const long totals[4])
{
	cr_buf_puts(doc, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	buf_printf(doc, "<testsuites name=\"cancelrace\" tests=\"%ld\" failures=\"%ld\" errors=\"%ld\" skipped=\"%ld\">\n",
		   totals[0], totals[1], totals[2], totals[3]);
	if (suites->len)
		cr_buf_add(doc, suites->p, suites->len);
	cr_buf_puts(doc, "</testsuites>\n");
}

int cr_junit_write(const char *path, const char *name, const char *tap, size_t len,
		   const struct cr_run_end *v)
{
	struct cr_buf suites = { 0 }, doc = { 0 };
	long totals[4] = { 0 };
	int r;
	cr_junit_suite(&suites, name, tap, len, v, totals);
	document(&doc, &suites, totals);
	r = doc.p ? cr_write_atomic(path, doc.p, doc.len) : (errno = ENOMEM, -1);
	free(suites.p);
	free(doc.p);
	return r;
}

static int read_all(const char *path, struct cr_buf *b)
{
	char buf[65536];
	int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : 0;
	if (fd < 0)
		return -1;
	for (;;) {
		ssize_t n = read(fd, buf, sizeof buf);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			if (fd)
				close(fd);
			return -1;
		}
		if (n == 0)
			break;
		if (b->len + (size_t)n > MAX_LOG) {
			if (fd)
				close(fd);
			errno = EFBIG;
			return -1;
		}
		cr_buf_add(b, buf, (size_t)n);
	}
	if (fd)
		close(fd);
	return 0;
}

/* An Automake log X.log has its verdicts in X.trs; the exit status is only
 * there (":test-result: ERROR - exited with status N"). */
static void trs_exit_error(const char *log, char *msg, size_t cap)
{
	char path[4096], line[1024];
	size_t l = strlen(log);
	FILE *f;
	msg[0] = 0;
	if (l < 4 || strcmp(log + l - 4, ".log") || l + 1 > sizeof path)
		return;
	snprintf(path, sizeof path, "%.*s.trs", (int)(l - 4), log);
	f = fopen(path, "re");
	if (!f)
		return;
	while (fgets(line, sizeof line, f)) {
		const char *m = strstr(line, "exited with status");
		if (!strncmp(line, ":test-result: ERROR", 19) && m) {
			snprintf(msg, cap, "%.*s", (int)strcspn(m, "\n"), m);
			break;
		}
	}
	fclose(f);
}

int cr_tap2junit_files(int n, char **files, const char *name, const char *out)
{
	struct cr_buf suites = { 0 }, doc = { 0 };
	long totals[4] = { 0 };
	struct cr_run_end v = { CR_END_UNKNOWN, 0, -1, "" };
	int i, rc = 0;

	for (i = 0; i < n; i++) {
		struct cr_buf log = { 0 };
		char sname[512];
		if (read_all(files[i], &log) < 0) {
			fprintf(stderr, "cr-run: --tap2junit: %s: %s\n", files[i], strerror(errno));
			free(log.p);
			rc = 2;
			continue;
		}
		if (name && n == 1) {
			snprintf(sname, sizeof sname, "%s", name);
		} else {
			const char *base = strcmp(files[i], "-") ? files[i] : "stdin";
			size_t l;
			/* "DIR/./rel/name.log" (scripts/tap2junit): name is rel/name */
			for (const char *m = strstr(base, "/./"); m; m = strstr(base, "/./"))
				base = m + 3;
			if (!strncmp(base, "./", 2))
				base += 2;
			snprintf(sname, sizeof sname, "%s", base);
			l = strlen(sname);
			if (l > 4 && !strcmp(sname + l - 4, ".log"))
				sname[l - 4] = 0;
			l = strlen(sname);
			if (l > 2 && !strcmp(sname + l - 2, ".t"))
				sname[l - 2] = 0;
		}
		trs_exit_error(files[i], v.msg, sizeof v.msg);
		cr_junit_suite(&suites, sname, log.p ? log.p : "", log.len, &v, totals);
		free(log.p);
	}
	if (rc) {
		free(suites.p);
		return rc;
	}
	document(&doc, &suites, totals);
	if (!doc.p || cr_write_atomic(out ? out : "-", doc.p, doc.len) < 0) {
		fprintf(stderr, "cr-run: --tap2junit: cannot write %s: %s\n", out ? out : "stdout",
			strerror(errno));
		rc = 99;
	}
	free(suites.p);
	free(doc.p);
	return rc;
}
