/* cancelrace harness: the small API every race and benchmark links.
 *
 *   reporting   cr_tap_*, cr_diag, cr_fatal (exit 99), cr_usage (exit 2)
 *   ledger      cr_ledger_take / cr_ledger_diff: the fd table by (fd, dev, ino)
 *   records     cr_json_*: one JSON record per run, written atomically
 *   system      cr_sysinfo: kernel, CPU, libc name and version (at run time)
 *   strings     CR_STR: a macro's value as a string literal
 *
 * A race's own API (struct cr_race, CR_RACE_MAIN) is race.h, which includes
 * this one.
 *
 * Exit codes: 0 pass, 1 fail, 2 usage, 77 skip, 99 harness error.
 * See harness/README for the verdicts and the record format.
 */
#ifndef CR_H
#define CR_H

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#ifdef __UCLIBC__
/* uClibc-ng (1.0.35) has no memfd_create wrapper: the system call. */
#include <sys/syscall.h>
#include <unistd.h>
#ifndef MFD_CLOEXEC
#define MFD_CLOEXEC 0x0001U
#endif
static inline int cr_memfd_create(const char *name, unsigned int flags)
{
	return (int)syscall(SYS_memfd_create, name, flags);
}
#define memfd_create cr_memfd_create
/* ... nor getauxval: the entry read from the auxiliary vector the kernel
 * shows in /proc/self/auxv. */
#include <elf.h>
#include <fcntl.h>
static inline unsigned long cr_getauxval(unsigned long type)
{
	unsigned long v[2], r = 0;
	int fd = open("/proc/self/auxv", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	while (read(fd, v, sizeof v) == (ssize_t)sizeof v && v[0] != AT_NULL)
		if (v[0] == type) {
			r = v[1];
			break;
		}
	close(fd);
	return r;
}
#define getauxval cr_getauxval
/* ... and keeps isfinite's __finite in a libm this build does not make
 * (DO_C99_MATH unset): the compiler's own. */
#include <math.h>
#undef isfinite
#define isfinite(x) __builtin_isfinite(x)
#endif

#define CR_EXIT_PASS 0
#define CR_EXIT_FAIL 1
#define CR_EXIT_USAGE 2
#define CR_EXIT_SKIP 77
#define CR_EXIT_ERROR 99

#ifndef CR_VARIANT
#define CR_VARIANT "unknown"
#endif

#define CR_PRINTF(a, b) __attribute__((format(printf, a, b)))
/* A macro's value as a string literal: CR_STR(CALL) -> "read". */
#define CR_STR_(x) #x
#define CR_STR(x) CR_STR_(x)

/* ---- TAP 13 on stdout, one write(2) per line ---------------------------- */
void cr_tap_plan(int n);          /* "1..n" (may come last: cr_tap_done) */
void cr_tap_done(void);           /* trailing plan for the points printed */
void cr_tap_line(const char *prefix, const char *fmt, ...) CR_PRINTF(2, 3);
/* Returns ok; numbers test points itself. */
int cr_tap_ok(int ok, const char *fmt, ...) CR_PRINTF(2, 3);
void cr_tap_skip(const char *fmt, ...) CR_PRINTF(1, 2);
void cr_diag(const char *fmt, ...) CR_PRINTF(1, 2);
int cr_tap_failed(void); /* number of "not ok" so far */
__attribute__((noreturn)) void cr_fatal(const char *fmt, ...) CR_PRINTF(1, 2);
/* Usage error: message and the program's usage on stderr, exit 2. */
__attribute__((noreturn)) void cr_usage(const char *usage, const char *fmt, ...)
	CR_PRINTF(2, 3);

/* ---- option parsing helpers (strict: whole string, range-checked) ------- */
int cr_parse_long(const char *s, long min, long max, long *out);
int cr_parse_u64(const char *s, uint64_t *out);
int cr_parse_double(const char *s, double min, double max, double *out);

/* ---- fd ledger ------------------------------------------------------------ */
struct cr_fdent {
	int fd;
	uint64_t dev, ino;   /* the open file's identity (cr_fd_identity) */
};
/* The identity (device, inode) of open descriptor fd, by a raw statx
 * system call: never a libc function an interposer could turn into a
 * cancellation point (fakeroot's fstat talks to its daemon).  0, or
 * -errno (EBADF: not open). */
int cr_fd_identity(int fd, uint64_t *dev, uint64_t *ino);
#define CR_LEDGER_MAX 4096
struct cr_ledger {
	int n;                /* entries, sorted by fd */
	struct cr_fdent e[CR_LEDGER_MAX];
};
/* Snapshot of this process's fd table (from /proc/self/fd, the directory's
 * own descriptor excluded).  Returns 0, or -errno. */
int cr_ledger_take(struct cr_ledger *l);
/* added: in after, not in before (or same number, other file).
 * removed: in before, not in after (or same number, other file). */
void cr_ledger_diff(const struct cr_ledger *before, const struct cr_ledger *after,
		    struct cr_ledger *added, struct cr_ledger *removed);
int cr_ledger_has(const struct cr_ledger *l, int fd, uint64_t dev, uint64_t ino);
/* 1 when the descriptors open now are exactly l's numbers (one raw poll
 * over them and the numbers just past, where a new descriptor would go):
 * a snapshot taken earlier that nothing since can have changed but a
 * same-number reopen.  0 otherwise. */
int cr_ledger_still(const struct cr_ledger *l);
/* Describe fd (e.g. "/dev/null" or "socket:[1234]") into buf. */
const char *cr_fd_describe(int fd, char *buf, size_t len);

/* pthread_join with a bound of ms milliseconds: 0, or ETIMEDOUT (the thread
 * is left running). */
int cr_pthread_timedjoin(pthread_t t, void **ret, long ms);

/* A listening socket on 127.0.0.1, ephemeral port (in *addr): fd, or -1
 * (errno ENETUNREACH: no usable loopback here, cr_loopback_why() says why:
 * a race skips with it).  Brings a namespace's loopback up where allowed. */
struct sockaddr_in;
int cr_listen_loopback(struct sockaddr_in *addr, int backlog);
const char *cr_loopback_why(void);

/* name's path in the run's private temporary directory (mode 0700, made on
 * first use, removed with what it holds when the program exits), in out:
 * 0, or -1. */
int cr_private_path(const char *name, char *out, size_t len);
/* Remove it now (else at exit; a forked child never removes it). */
void cr_private_dir_remove(void);
/* exit(status), or what it must do under a libc whose exit() cannot be
 * trusted with threads (dietlibc) */
void cr_exit(int status) __attribute__((noreturn));

/* ---- a buffer the kernel faults in -----------------------------------------
 * A call that is over in a fraction of a microsecond is seldom caught by a
 * cancel: its signal arrives after the call returned.  The call's buffer on
 * a cold page keeps the thread in the kernel for a page fault, inside the
 * call.  cr_cold_page() maps a page of its own (shared: what is written in
 * it stays), NULL on failure; cr_cold(page) drops it from the mapping
 * (MADV_DONTNEED: no cancellation point), so the next access, the kernel's
 * own during the call, faults it back in. */
void *cr_cold_page(void);
void cr_cold(void *page);
/* The same for a call that takes a path: path with "/." components put
 * before its last one, up to PATH_MAX, so the kernel's lookup walks some
 * two thousand components (about 20 us, where /dev/null alone takes one):
 * the same file, opened by a call that stays in the kernel long enough for
 * a cancel to land inside it.  A static buffer (one per program); NULL when
 * path is too long to pad. */
const char *cr_slow_path(const char *path);
/* The sweep: the buffer cr_slow_path gave out names its path directly
 * again (a long walk inside the kernel changes no boundary of the call,
 * and costs every trial twice). */
void cr_slow_path_short(void);

/* ---- monotonic time and a seeded PRNG ------------------------------------ */
uint64_t cr_now_ns(void);
struct cr_rng {
	uint64_t s;
};
uint64_t cr_rng_next(struct cr_rng *r); /* splitmix64 */
uint64_t cr_rng_below(struct cr_rng *r, uint64_t n);

/* ---- system facts, queried at run time ------------------------------------ */
struct cr_sysinfo {
	char kernel[200];       /* uname -srv */
	char machine[65];       /* uname -m (of the kernel) */
	char hostname[65];
	char cpu[96];           /* /proc/cpuinfo model name */
	int ncpu;
	char arch[16];          /* what this binary is: x86_64 / i386 */
	char libc[16];          /* glibc / musl / uclibc / unknown */
	char libc_version[32];  /* as the running libc reports it */
	char libc_path[256];    /* the libc object actually mapped */
	char libc_config[96];   /* build options, where the libc is configurable
	                         * (uClibc-ng); empty otherwise */
	char vulnerabilities[512]; /* "name=state;..." from sysfs, short */
};
void cr_sysinfo_get(struct cr_sysinfo *si);
/* Path of the file mapped at addr (from /proc/self/maps): 0, or -1. */
int cr_mapped_path(const void *addr, char *out, size_t len);
/* Compare dotted versions: <0, 0, >0. */
int cr_version_cmp(const char *a, const char *b);

/* With LIBC_ROOT=DIR set, re-execute once under DIR's dynamic loader and
 * library path (harness/libcroot.c); returns when there is nothing to do. */
void cr_libc_root_reexec(int argc, char **argv);

/* ---- JSON records --------------------------------------------------------- */
struct cr_json;
struct cr_json *cr_json_new(void);
void cr_json_free(struct cr_json *j);
/* key is NULL inside arrays. */
void cr_json_obj(struct cr_json *j, const char *key);
void cr_json_arr(struct cr_json *j, const char *key);
void cr_json_end(struct cr_json *j);
void cr_json_str(struct cr_json *j, const char *key, const char *v);
void cr_json_int(struct cr_json *j, const char *key, long long v);
void cr_json_num(struct cr_json *j, const char *key, double v);
void cr_json_bool(struct cr_json *j, const char *key, int v);
void cr_json_null(struct cr_json *j, const char *key);
/* The fields every record carries: schema, kind, program, variant,
 * project_version, started, machine{}, libc{}.  Opens the top object. */
void cr_json_header(struct cr_json *j, const char *kind, const char *program,
		    const struct cr_sysinfo *si);
const char *cr_json_text(struct cr_json *j); /* after the last cr_json_end */
/* Write to path via a temp file in the same directory + rename. 0 or -errno.
 * path "-" writes to stdout. */
int cr_json_write_atomic(struct cr_json *j, const char *path);

/* ---- expectations (results/expectations.tsv) ------------------------------ */
enum cr_expect {
	CR_EXPECT_NONE,  /* must show none: negative control */
	CR_EXPECT_RACY,  /* must show at least one: positive control */
	CR_EXPECT_MAY,   /* may or may not show (reported, not judged) */
};
struct cr_expectation {
	enum cr_expect expect;
	char reference[160];
	int line; /* in the table, 0 = built-in default */
};
/* impl: "glibc", "musl", "vdso-int80", ...; mode "hammer" or "sweep".
 * Returns 0, or -1 with a message in err when the table is unreadable or
 * malformed.  No matching row: CR_EXPECT_NONE ("no row: race-free assumed"). */
int cr_expect_lookup(const char *table, const char *impl, const char *version,
		     const char *arch, const char *call, const char *mode,
		     const char *verdict, struct cr_expectation *out, char *err,
		     size_t errlen);
/* Parse the whole table: 0, or -1 with the first malformed row in err. */
int cr_expect_validate(const char *table, char *err, size_t errlen);
const char *cr_expect_name(enum cr_expect e);

#endif
