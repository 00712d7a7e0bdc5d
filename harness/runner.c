/* cr-run: the outside runner.  Runs one test program in its own process
 * group under a timeout, so a race that hangs (lost cancellation, a stuck
 * grandchild) never hangs a QA farm: the whole group is killed and the run is
 * reported as a timeout, distinct from a failure.  After kselftest's runner
 * (tools/testing/selftests/kselftest/runner.sh, kselftest_harness.h) and musl
 * libc-test's src/common/runtest.c (fork, exec, sigtimedwait, SIGKILL).
 *
 *   cr-run [--timeout S] [--kill-after S] [--junit FILE] [--name NAME]
 *          [--skip-exit N] -- PROGRAM [ARGS...]
 *   cr-run --tap2junit [--name NAME] [--junit OUT] LOG...
 *
 * Verdicts: the child's exit status is propagated (0 pass, 1 fail, 2 usage,
 * 77 skip, 99 error); timeout "Bail out! ... timed out" and exit 124; killed
 * by signal N "Bail out! ... killed by signal N" and exit 128+N; a binary the
 * kernel cannot execute (ENOEXEC, e.g. i386 without IA32 emulation) is a skip
 * (exit 77); a missing program is a harness error (exit 99).  SIGINT, SIGTERM
 * and SIGHUP are forwarded to the group; cr-run then exits 128+sig.
 * The TAP -> JUnit converter lives here once (junit.c); scripts/tap2junit
 * calls "cr-run --tap2junit".
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "absent.h"
#include "preload.h"
#include "runner.h"

#define EXIT_TIMEOUT 124
#define MAX_SECONDS 604800.0 /* a week: anything longer is a typo */

static const char usage_text[] =
	"usage: cr-run [--timeout SECONDS] [--kill-after SECONDS] [--junit FILE]\n"
	"              [--name NAME] [--skip-exit N] -- PROGRAM [ARGS...]\n"
	"       cr-run --tap2junit [--name NAME] [--junit OUT] TAPLOG...\n"
	"       cr-run --exec -- PROGRAM [ARGS...]\n"
	"  --timeout S      kill the program's process group after S seconds\n"
	"                   (default 120; exit 124, 'Bail out! ... timed out')\n"
	"  --kill-after S   SIGKILL this long after SIGTERM (default 2)\n"
	"  --junit FILE     also write JUnit XML (atomically) from the TAP output\n"
	"  --name NAME      test name in messages and JUnit (default: PROGRAM)\n"
	"  --skip-exit N    exit N instead of 77 for a skip (Automake's TAP driver\n"
	"                   calls any non-zero exit an error: use 0 there; also\n"
	"                   CR_SKIP_EXIT=N, which is not passed on to PROGRAM)\n"
	"  --exec           only leave out an LD_PRELOAD PROGRAM's loader refuses\n"
	"                   (said on stderr), then exec PROGRAM: no timeout, no\n"
	"                   output of cr-run's own (the tests' way to start one)\n"
	"  --tap2junit      convert TAP logs (files, or - for stdin) to JUnit XML\n"
	"                   on OUT (default stdout), one testsuite per log\n"
	"Exit: the program's status; 124 timeout; 128+N killed by signal N;\n"
	"77 skip (binary the kernel cannot run); 99 harness error; 2 usage.\n";

static __attribute__((noreturn)) void usage(const char *fmt, const char *arg)
{
	fprintf(stderr, "cr-run: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", usage_text);
	exit(2);
}

static double parse_seconds(const char *opt, const char *s)
{
	char *end;
	double v;
	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !isfinite(v) || v <= 0 || v > MAX_SECONDS) {
		fprintf(stderr, "cr-run: %s: '%s' is not a number of seconds in (0, %.0f]\n",
			opt, s, MAX_SECONDS);
		fprintf(stderr, "%s", usage_text);
		exit(2);
	}
	return v;
}

static int parse_status(const char *s, int *out)
{
	char *end;
	long x;
	errno = 0;
	x = strtol(s, &end, 10);
	if (errno || end == s || *end || x < 0 || x > 255)
		return -1;
	*out = (int)x;
	return 0;
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- the child's side ----------------------------------------------------- */

/* Reads the ELF header: 1 when PATH is an ELF32 i386 binary; *is_elf set. */
static int elf_is_i386(const char *path, int *is_elf, int *machine)
{
	unsigned char h[sizeof(Elf32_Ehdr)];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;
	*is_elf = 0;
	*machine = 0;
	if (fd < 0)
		return 0;
	n = read(fd, h, sizeof h);
	close(fd);
	if (n < (ssize_t)sizeof h || memcmp(h, ELFMAG, SELFMAG))
		return 0;
	*is_elf = 1;
	*machine = h[18] | h[19] << 8; /* e_machine, little-endian */
	return h[EI_CLASS] == ELFCLASS32 && *machine == EM_386;
}

static int skip_exit = 77;
static sigset_t old_mask;
static struct sigaction old_pipe;

/* CR_PROBE_ABSENT=ia32: 32-bit programs are not executed, as on a kernel
 * without IA32 emulation, so the no-IA32 paths are tested on any host. */
static int ia32_off(void)
{
	return cr_probe_absent("ia32");
}

static __attribute__((noreturn)) void child(char **argv, int errfd, int outfd, int no_exec)
{
	int e;
	setpgid(0, 0);
	if (outfd >= 0 && dup2(outfd, 1) < 0)
		_exit(127);
	/* A background process group must not stop on a terminal read. */
	if (isatty(0)) {
		int nul = open("/dev/null", O_RDONLY);
		if (nul >= 0 && nul != 0) {
			dup2(nul, 0);
			close(nul);
		}
	}
	sigaction(SIGPIPE, &old_pipe, NULL);
	/* A shell's background job ignores SIGINT: the program must not. */
	signal(SIGINT, SIG_DFL);
	signal(SIGQUIT, SIG_DFL);
	sigprocmask(SIG_SETMASK, &old_mask, NULL);
	if (no_exec)
		errno = no_exec;
	else if (strchr(argv[0], '/'))
		execv(argv[0], argv);
	else
		execvp(argv[0], argv);
	e = errno;
	if (write(errfd, &e, sizeof e) < 0)
		_exit(127);
	_exit(127);
}

/* ---- the parent's side ---------------------------------------------------- */

struct run {
	const char *name;
	pid_t pid;        /* the child, leader of its own group */
	int sfd;          /* signalfd: SIGCHLD, SIGINT, SIGTERM, SIGHUP */
	int outfd;        /* read end of the child's stdout (--junit), or -1 */
	struct cr_buf tap; /* what the child printed (--junit) */
	int status;       /* the child's wait status once reaped */
	int reaped;
};

static void put_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return; /* stdout gone: keep collecting for the JUnit file */
		p += w;
		n -= (size_t)w;
	}
}

/* Reaps every exited child (orphans of the group come to us: we are a child
 * subreaper); notes the leader's status. */
static void reap(struct run *r)
{
	int st;
	pid_t p;
	while ((p = waitpid(-1, &st, WNOHANG)) > 0)
		if (p == r->pid) {
			r->status = st;
			r->reaped = 1;
		}
}

static int group_alive(pid_t pgid)
{
	return kill(-pgid, 0) == 0 || errno == EPERM;
}

/* Copies what the child printed to our stdout (and the buffer).  Returns 0 at
 * end of file. */
static int pump(struct run *r)
{
	char buf[8192];
	ssize_t n = read(r->outfd, buf, sizeof buf);
	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return 1;
	if (n <= 0) {
		close(r->outfd);
		r->outfd = -1;
		return 0;
	}
	put_all(1, buf, (size_t)n);
	cr_buf_add(&r->tap, buf, (size_t)n);
	return 1;
}

/* Waits for events until DEADLINE (monotonic seconds; <0: none) or until
 * DONE(r) holds.  Returns the first forwarded-worthy signal seen (SIGINT,
 * SIGTERM, SIGHUP), 0 otherwise. */
static int wait_events(struct run *r, double deadline, int (*done)(struct run *))
{
	int sig = 0;
	while (!done(r)) {
		struct pollfd pf[2] = { { r->sfd, POLLIN, 0 }, { r->outfd, POLLIN, 0 } };
		int nfd = r->outfd >= 0 ? 2 : 1;
		int ms = -1;
		if (deadline >= 0) {
			double left = deadline - now_s();
			if (left <= 0)
				break;
			ms = (int)(left * 1000) + 1;
		}
		/* Group members that are not our children yet die silently:
		 * re-check at least every 100 ms. */
		if (ms < 0 || ms > 100)
			ms = 100;
		if (poll(pf, (nfds_t)nfd, ms) < 0 && errno != EINTR)
			break;
		if (nfd == 2 && (pf[1].revents & (POLLIN | POLLHUP | POLLERR)))
			pump(r);
		if (pf[0].revents & POLLIN) {
			struct signalfd_siginfo si;
			while (read(r->sfd, &si, sizeof si) == (ssize_t)sizeof si)
				if (si.ssi_signo != SIGCHLD) {
					if (!sig)
						sig = (int)si.ssi_signo;
					if (!done(r)) /* forward */
						kill(-r->pid, (int)si.ssi_signo);
				}
		}
		reap(r);
		if (sig)
			break;
	}
	reap(r);
	return sig;
}

static int leader_done(struct run *r)
{
	return r->reaped;
}

static int group_done(struct run *r)
{
	reap(r);
	return r->reaped && !group_alive(r->pid);
}

static int output_done(struct run *r)
{
	return r->outfd < 0;
}

/* FIRST (SIGTERM; 0 when a forwarded signal was already sent) and SIGCONT
 * for stopped members to the group, SIGKILL after KILL_AFTER seconds, then a
 * bounded wait until the group is gone.  Returns 1 if members were left. */
static int kill_group(struct run *r, int first, double kill_after)
{
	if (!group_alive(r->pid))
		return 0;
	if (first)
		kill(-r->pid, first);
	kill(-r->pid, SIGCONT);
	wait_events(r, now_s() + kill_after, group_done);
	if (!group_done(r)) {
		kill(-r->pid, SIGKILL);
		wait_events(r, now_s() + 5, group_done);
	}
	if (!group_done(r))
		fprintf(stderr, "cr-run: %s: process group %d survived SIGKILL\n",
			r->name, (int)r->pid);
	return 1;
}

/* What the runner itself says goes into the JUnit record too. */
static struct cr_buf *say_buf;

/* One TAP line on stdout, one write. */
static __attribute__((format(printf, 1, 2))) void say(const char *fmt, ...)
{
	char line[1200];
	va_list ap;
	int n;
	va_start(ap, fmt);
	n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof line) {
		n = sizeof line - 1;
		line[n - 1] = '\n';
	}
	put_all(1, line, (size_t)n);
	if (say_buf)
		cr_buf_add(say_buf, line, (size_t)n);
}

/* Linux x86 signal names (sigabbrev_np is glibc-only). */
static const char *signame(int s)
{
	static const char *const names[] = {
		"0", "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE", "KILL", "USR1",
		"SEGV", "USR2", "PIPE", "ALRM", "TERM", "STKFLT", "CHLD", "CONT", "STOP", "TSTP",
		"TTIN", "TTOU", "URG", "XCPU", "XFSZ", "VTALRM", "PROF", "WINCH", "IO", "PWR", "SYS",
	};
	if (s > 0 && s < (int)(sizeof names / sizeof names[0]))
		return names[s];
	if (s >= SIGRTMIN && s <= SIGRTMAX) {
		static char rt[16];
		snprintf(rt, sizeof rt, "RTMIN+%d", s - SIGRTMIN);
		return rt;
	}
	return "UNKNOWN";
}

static int run_program(char **argv, const char *name, double timeout,
		       double kill_after, const char *junit)
{
	struct run r = { name, 0, -1, -1, { 0, 0, 0 }, 0, 0 };
	int errpipe[2], outpipe[2] = { -1, -1 };
	int is_elf, machine, is32, exec_errno = 0, code, timed_out = 0, sig = 0;
	sigset_t mask;
	struct sigaction ign = { 0 };
	struct cr_run_end v = { 0 };
	struct stat st;
	double t0;

	is32 = elf_is_i386(argv[0], &is_elf, &machine);
	if (strchr(argv[0], '/') && stat(argv[0], &st) < 0) {
		fprintf(stderr, "cr-run: %s: %s\n", argv[0], strerror(errno));
		printf("Bail out! %s: cannot run %s: %s\n", name, argv[0], strerror(errno));
		return 99;
	}
	if (is_elf && strchr(argv[0], '/')) { /* a preload its loader refuses (harness/preload.c) */
		char what[512];
		snprintf(what, sizeof what, "cr-run: %s", name);
		cr_preload_settle(what, NULL, NULL, argv[0]);
	}
	if (pipe2(errpipe, O_CLOEXEC) < 0 || (junit && pipe2(outpipe, O_CLOEXEC) < 0)) {
		perror("cr-run: pipe");
		return 99;
	}
	sigemptyset(&mask);
	sigaddset(&mask, SIGCHLD);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGHUP);
	sigprocmask(SIG_BLOCK, &mask, &old_mask);
	/* Ignored signals never reach a signalfd: take them back (blocked). */
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	ign.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &ign, &old_pipe);
	r.sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
	if (r.sfd < 0) {
		perror("cr-run: signalfd");
		return 99;
	}
	/* Orphaned grandchildren come back to us, so we can reap them all. */
	prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
	fflush(stdout);
	r.pid = fork();
	if (r.pid < 0) {
		perror("cr-run: fork");
		return 99;
	}
	if (r.pid == 0)
		child(argv, errpipe[1], outpipe[1], is32 && ia32_off() ? ENOEXEC : 0);
	setpgid(r.pid, r.pid); /* also here: no window where the group is ours */
	t0 = now_s();
	close(errpipe[1]);
	if (junit) {
		close(outpipe[1]);
		r.outfd = outpipe[0];
	}
	/* The exec outcome: EOF means exec succeeded (CLOEXEC). */
	for (;;) {
		ssize_t n = read(errpipe[0], &exec_errno, sizeof exec_errno);
		if (n < 0 && errno == EINTR)
			continue;
		if (n != (ssize_t)sizeof exec_errno)
			exec_errno = 0;
		break;
	}
	close(errpipe[0]);

	sig = wait_events(&r, t0 + timeout, leader_done);
	if (!r.reaped && !sig)
		timed_out = 1;
	if (exec_errno)
		timed_out = sig = 0; /* the child only reported the error and exits */
	/* Whatever happened: nothing of the group survives us. */
	if (kill_group(&r, sig ? 0 : SIGTERM, kill_after) && r.reaped && !timed_out && !sig)
		fprintf(stderr, "cr-run: %s: killed processes left in the group after the program exited\n",
			name);
	if (r.outfd >= 0)
		wait_events(&r, now_s() + kill_after, output_done);
	if (r.outfd >= 0) /* a writer escaped the group: stop listening */
		close(r.outfd);

	if (junit)
		say_buf = &r.tap;
	if (exec_errno) {
		if (exec_errno == ENOEXEC || (is32 && exec_errno == EINVAL)) {
			v.kind = CR_END_SKIP;
			if (is32)
				snprintf(v.msg, sizeof v.msg, "%s: this kernel cannot run 32-bit (%s)", name,
					 ia32_off() ? "switched off: CR_PROBE_ABSENT=ia32" : "IA32 emulation absent");
			else
				snprintf(v.msg, sizeof v.msg,
					 "%s: this kernel cannot execute %s (%s, ELF machine %d)",
					 name, argv[0], is_elf ? "ELF" : "not ELF", machine);
			say("1..0 # SKIP %s\n", v.msg);
			code = 77;
		} else if (is32 && exec_errno == ENOENT) {
			v.kind = CR_END_SKIP;
			snprintf(v.msg, sizeof v.msg, "%s: the 32-bit ELF interpreter of %s is not installed",
				 name, argv[0]);
			say("1..0 # SKIP %s\n", v.msg);
			code = 77;
		} else {
			v.kind = CR_END_ERROR;
			snprintf(v.msg, sizeof v.msg, "%s: cannot execute %s: %s", name, argv[0],
				 strerror(exec_errno));
			fprintf(stderr, "cr-run: %s\n", v.msg);
			say("Bail out! %s\n", v.msg);
			code = 99;
		}
	} else if (timed_out) {
		v.kind = CR_END_TIMEOUT;
		snprintf(v.msg, sizeof v.msg, "%s timed out after %g s (process group killed)",
			 name, timeout);
		say("Bail out! %s\n", v.msg);
		code = EXIT_TIMEOUT;
	} else if (sig) {
		v.kind = CR_END_INTERRUPTED;
		snprintf(v.msg, sizeof v.msg, "%s interrupted by signal %d (SIG%s), forwarded to its process group",
			 name, sig, signame(sig));
		say("Bail out! %s\n", v.msg);
		code = 128 + sig;
	} else if (WIFSIGNALED(r.status)) {
		int s = WTERMSIG(r.status);
		v.kind = CR_END_SIGNAL;
		snprintf(v.msg, sizeof v.msg, "%s killed by signal %d (SIG%s)", name, s, signame(s));
		say("Bail out! %s\n", v.msg);
		code = 128 + s;
	} else {
		code = WEXITSTATUS(r.status);
		if (is32 && (code == 126 || code == 127)) {
			v.kind = CR_END_SKIP;
			snprintf(v.msg, sizeof v.msg,
				 "%s: this kernel cannot run 32-bit (IA32 emulation absent)", name);
			say("1..0 # SKIP %s\n", v.msg);
			code = 77;
		} else {
			v.kind = CR_END_EXIT;
		}
	}
	v.status = code;
	v.elapsed = now_s() - t0;
	/* How long it took, for a farm's logs and the suite's time budget. */
	say("# cr-run: %s: exit %d after %.2f s\n", name, code, v.elapsed);
	if (junit && cr_junit_write(junit, name, r.tap.p ? r.tap.p : "", r.tap.len, &v) < 0)
		fprintf(stderr, "cr-run: %s: cannot write %s: %s\n", name, junit, strerror(errno));
	free(r.tap.p);
	return code;
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "timeout", required_argument, NULL, 't' },
		{ "kill-after", required_argument, NULL, 'k' },
		{ "junit", required_argument, NULL, 'j' },
		{ "name", required_argument, NULL, 'n' },
		{ "tap2junit", no_argument, NULL, 'c' },
		{ "exec", no_argument, NULL, 'x' },
		{ "skip-exit", required_argument, NULL, 's' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	double timeout = 120, kill_after = 2;
	const char *junit = NULL, *name = NULL;
	int c, convert = 0, exec_only = 0, rc;
	const char *e;

	setvbuf(stdout, NULL, _IOLBF, 0);
	/* The build's test environment sets CR_SKIP_EXIT=0 for Automake's TAP
	 * driver; it is for this runner only, not for runners the test starts. */
	if ((e = getenv("CR_SKIP_EXIT")) && *e) {
		if (parse_status(e, &skip_exit) < 0)
			usage("CR_SKIP_EXIT: '%s' is not an exit status 0..255", e);
	}
	unsetenv("CR_SKIP_EXIT");
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+", opts, NULL)) != -1) {
		switch (c) {
		case 't':
			timeout = parse_seconds("--timeout", optarg);
			break;
		case 'k':
			kill_after = parse_seconds("--kill-after", optarg);
			break;
		case 'j':
			if (!*optarg)
				usage("--junit: empty file name%s", "");
			junit = optarg;
			break;
		case 'n':
			if (!*optarg)
				usage("--name: empty name%s", "");
			name = optarg;
			break;
		case 'c':
			convert = 1;
			break;
		case 'x':
			exec_only = 1;
			break;
		case 's':
			if (parse_status(optarg, &skip_exit) < 0)
				usage("--skip-exit: '%s' is not an exit status 0..255", optarg);
			break;
		case 'h':
			fputs(usage_text, stdout);
			return 0;
		default:
			usage("unknown option, or option without its argument: %s", argv[optind - 1]);
		}
	}
	if (optind >= argc)
		usage(convert ? "--tap2junit: no TAP log given%s" : "no PROGRAM given%s", "");
	if (convert)
		return cr_tap2junit_files(argc - optind, argv + optind, name, junit);
	if (!*argv[optind])
		usage("empty PROGRAM name%s", "");
	if (exec_only) {
		int is_elf = 0, machine = 0;
		elf_is_i386(argv[optind], &is_elf, &machine);
		if (is_elf && strchr(argv[optind], '/'))
			cr_preload_settle("cr-run", NULL, NULL, argv[optind]);
		/* execv for a path: execvp would run a file the kernel
		 * refuses (ENOEXEC: i386 without IA32) as a shell script */
		if (strchr(argv[optind], '/'))
			execv(argv[optind], argv + optind);
		else
			execvp(argv[optind], argv + optind);
		fprintf(stderr, "cr-run: %s: %s\n", argv[optind], strerror(errno));
		return errno == ENOENT ? 127 : 126;
	}
	if (!name) {
		name = argv[optind];
		if (!strncmp(name, "./", 2))
			name += 2;
	}
	rc = run_program(argv + optind, name, timeout, kill_after, junit);
	return rc == 77 ? skip_exit : rc;
}
