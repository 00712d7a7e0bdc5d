/* JSON records: a small builder into memory and an atomic writer (temp file
 * in the destination's directory, fsync, rename; signals blocked meanwhile),
 * so a results file is either absent or complete, never truncated. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "atomic.h"
#include "cr.h"

#ifndef CR_PROJECT_VERSION
#define CR_PROJECT_VERSION "unknown"
#endif

#define DEPTH 32
struct cr_json {
	struct cr_buf b;
	int depth;
	int first[DEPTH];
	char close[DEPTH];
};

struct cr_json *cr_json_new(void)
{
	struct cr_json *j = calloc(1, sizeof *j);
	if (!j)
		cr_fatal("out of memory");
	return j;
}

void cr_json_free(struct cr_json *j)
{
	if (j)
		free(j->b.p);
	free(j);
}

static void put(struct cr_json *j, const char *s, size_t n)
{
	if (cr_buf_add(&j->b, s, n))
		cr_fatal("out of memory");
}

static void puts_(struct cr_json *j, const char *s)
{
	put(j, s, strlen(s));
}

static void put_string(struct cr_json *j, const char *s)
{
	put(j, "\"", 1);
	for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
		char esc[8];
		if (*p == '"' || *p == '\\') {
			esc[0] = '\\';
			esc[1] = (char)*p;
			put(j, esc, 2);
		} else if (*p < 0x20 || *p == 0x7f) {
			snprintf(esc, sizeof esc, "\\u%04x", *p);
			put(j, esc, 6);
		} else {
			put(j, (const char *)p, 1);
		}
	}
	put(j, "\"", 1);
}

static void key(struct cr_json *j, const char *k)
{
	if (j->depth > 0) {
		if (!j->first[j->depth])
			put(j, ",", 1);
		j->first[j->depth] = 0;
	}
	if (k && j->depth > 0 && j->close[j->depth] == '}') {
		put_string(j, k);
		put(j, ":", 1);
	}
}

static void open_(struct cr_json *j, const char *k, char o, char c)
{
	key(j, k);
	put(j, &o, 1);
	if (j->depth + 1 >= DEPTH)
		cr_fatal("json: nesting too deep");
	j->depth++;
	j->first[j->depth] = 1;
	j->close[j->depth] = c;
}

void cr_json_obj(struct cr_json *j, const char *k)
{
	open_(j, k, '{', '}');
}

void cr_json_arr(struct cr_json *j, const char *k)
{
	open_(j, k, '[', ']');
}

void cr_json_end(struct cr_json *j)
{
	if (j->depth == 0)
		cr_fatal("json: unbalanced end");
	put(j, &j->close[j->depth], 1);
	j->depth--;
	if (j->depth == 0)
		put(j, "\n", 1);
}

void cr_json_str(struct cr_json *j, const char *k, const char *v)
{
	key(j, k);
	put_string(j, v);
}

void cr_json_int(struct cr_json *j, const char *k, long long v)
{
	char b[32];
	key(j, k);
	snprintf(b, sizeof b, "%lld", v);
	puts_(j, b);
}

void cr_json_num(struct cr_json *j, const char *k, double v)
{
	key(j, k);
	if (!isfinite(v))
		puts_(j, "null");
	else {
		char b[64];
		snprintf(b, sizeof b, "%.9g", v);
		puts_(j, b);
	}
}

void cr_json_bool(struct cr_json *j, const char *k, int v)
{
	key(j, k);
	puts_(j, v ? "true" : "false");
}

void cr_json_null(struct cr_json *j, const char *k)
{
	key(j, k);
	puts_(j, "null");
}

const char *cr_json_text(struct cr_json *j)
{
	return j->b.p ? j->b.p : "";
}

void cr_json_header(struct cr_json *j, const char *kind, const char *program,
		    const struct cr_sysinfo *si)
{
	char when[32];
	time_t t = time(NULL);
	struct tm tm;
	gmtime_r(&t, &tm);
	strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
	cr_json_obj(j, NULL);
	cr_json_str(j, "schema", "cancelrace/2");
	cr_json_str(j, "kind", kind);
	cr_json_str(j, "program", program);
	cr_json_str(j, "variant", CR_VARIANT);
	cr_json_str(j, "project_version", CR_PROJECT_VERSION);
	cr_json_str(j, "started", when);
	cr_json_str(j, "arch", si->arch);
	cr_json_obj(j, "machine");
	cr_json_str(j, "hostname", si->hostname);
	cr_json_str(j, "kernel", si->kernel);
	cr_json_str(j, "machine", si->machine);
	cr_json_str(j, "cpu", si->cpu);
	cr_json_int(j, "ncpu", si->ncpu);
	cr_json_str(j, "vulnerabilities", si->vulnerabilities);
	cr_json_end(j);
	cr_json_obj(j, "libc");
	cr_json_str(j, "name", si->libc);
	cr_json_str(j, "version", si->libc_version);
	cr_json_str(j, "path", si->libc_path);
	if (si->libc_config[0])
		cr_json_str(j, "config", si->libc_config);
	if (getenv("CR_LIBC_ROOT_ACTIVE"))
		cr_json_str(j, "root", getenv("CR_LIBC_ROOT_ACTIVE"));
	else
		cr_json_null(j, "root");
	if (getenv("CR_PRELOAD_DROPPED")) /* harness/libcroot.c */
		cr_json_str(j, "preload_dropped", getenv("CR_PRELOAD_DROPPED"));
	cr_json_end(j);
}

int cr_json_write_atomic(struct cr_json *j, const char *path)
{
	if (j->depth != 0)
		return -EINVAL;
	return cr_write_atomic(path, cr_json_text(j), j->b.len) ? -errno : 0;
}
