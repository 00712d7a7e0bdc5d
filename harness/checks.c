/* The checks of a race run: every TAP point the program prints, kept so the
 * record says exactly what the TAP said.  A verdict check judges one count
 * against the expectations table (the count itself lives once, in the
 * mode's counts or summary); a structural check is the harness's claim about
 * the run (every boundary reached, the cancel acted inside the call); an
 * info check is reported, never judged.  The record's status is derived
 * from these alone (race.c). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "engine.h"

#define MAX_CHECKS 64

static struct check {
	char mode[8];
	enum cr_check_kind kind;
	char name[32];          /* the verdict, or the structural key */
	int ok, tap;            /* passed; its TAP point number */
	struct cr_expectation ex;
	int strict;
	char why[200];          /* verdict checks: the judgement, no count */
	char text[600];         /* structural and info checks: the TAP text */
} checks[MAX_CHECKS];
static int nchecks, ntap;

static const char *const kind_names[] = {"verdict", "structural", "info"};

static struct check *add(const char *mode, enum cr_check_kind kind, const char *name, int ok)
{
	struct check *k;
	if (nchecks == MAX_CHECKS)
		cr_fatal("more than %d checks in one run", MAX_CHECKS);
	k = &checks[nchecks++];
	memset(k, 0, sizeof *k);
	snprintf(k->mode, sizeof k->mode, "%s", mode);
	snprintf(k->name, sizeof k->name, "%s", name);
	k->kind = kind;
	k->ok = ok;
	k->tap = ++ntap;
	return k;
}

int cr_judge(enum cr_expect e, int strict, long count, const char **why)
{
	int ok;
	if (strict) {
		ok = count == 0;
		*why = ok ? "strict: none seen" : "strict: any race fails";
	} else if (e == CR_EXPECT_RACY) {
		ok = count > 0;
		*why = ok ? "known race detected (positive control)"
			  : "MISSED the known race (positive control failed: budget too small, or is this libc fixed?)";
	} else if (e == CR_EXPECT_MAY) {
		ok = 1;
		*why = "may happen: reported, not judged";
	} else {
		ok = count == 0;
		*why = ok ? "none, as expected (negative control)"
			  : "UNEXPECTED race where none is expected (negative control failed)";
	}
	return ok;
}

int cr_check(struct cr_ctx *c, const char *mode, enum cr_verdict v, long count,
	     const char *detail)
{
	struct cr_expectation ex;
	char err[512];
	const char *vn = cr_verdict_names[v];
	const char *why;
	struct check *k;
	int ok;

	if (cr_expect_lookup(c->opt.expect, c->impl, c->si.libc_version, c->si.arch, c->name,
			     mode, vn, &ex, err, sizeof err) < 0)
		cr_fatal("expectations: %s", err);
	ok = cr_judge(ex.expect, c->opt.strict, count, &why);
	k = add(mode, CR_CHECK_VERDICT, vn, ok);
	k->ex = ex;
	k->strict = c->opt.strict;
	snprintf(k->why, sizeof k->why, "%s", why);
	cr_tap_ok(ok, "%s %s %s: %ld %s; expected %s: %s [%s]", mode, c->name, vn, count, detail,
		  cr_expect_name(ex.expect), why, ex.reference);
	return ok;
}

int cr_check_run(struct cr_ctx *c, const char *mode, enum cr_check_kind kind, const char *name,
		 int ok, const char *fmt, ...)
{
	struct check *k;
	va_list ap;
	(void)c;
	if (kind == CR_CHECK_INFO)
		ok = 1;
	k = add(mode, kind, name, ok);
	va_start(ap, fmt);
	vsnprintf(k->text, sizeof k->text, fmt, ap);
	va_end(ap);
	cr_tap_ok(ok, "%s", k->text);
	return ok;
}

void cr_checks_json(struct cr_json *j, const char *mode)
{
	cr_json_arr(j, "checks");
	for (int i = 0; i < nchecks; i++) {
		const struct check *k = &checks[i];
		if (strcmp(k->mode, mode))
			continue;
		cr_json_obj(j, NULL);
		cr_json_int(j, "tap", k->tap);
		cr_json_str(j, "kind", kind_names[k->kind]);
		cr_json_str(j, "mode", k->mode);
		if (k->kind == CR_CHECK_VERDICT) {
			cr_json_str(j, "verdict", k->name);
			cr_json_str(j, "expect", cr_expect_name(k->ex.expect));
			cr_json_str(j, "reference", k->ex.reference);
			cr_json_int(j, "table_line", k->ex.line);
			cr_json_bool(j, "strict", k->strict);
			cr_json_str(j, "why", k->why);
		} else {
			cr_json_str(j, "name", k->name);
			cr_json_str(j, "text", k->text);
		}
		cr_json_bool(j, "ok", k->ok);
		cr_json_end(j);
	}
	cr_json_end(j);
}

int cr_checks_failed(void)
{
	int n = 0;
	for (int i = 0; i < nchecks; i++)
		n += !checks[i].ok;
	return n;
}
