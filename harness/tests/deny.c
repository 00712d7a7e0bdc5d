/* no-perf PROGRAM [ARGS...]: run PROGRAM where perf_event_open is refused
 * with EACCES, as on a Debian kernel (kernel.perf_event_paranoid = 3) for a
 * user without CAP_PERFMON: a seccomp filter, inherited across exec, for
 * both the x86_64 and the i386 system call (a 32-bit program too).  For the
 * test that the sweep falls back to single-stepping and says so. */
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#define NR_PERF_EVENT_OPEN_X86_64 298
#define NR_PERF_EVENT_OPEN_I386 336

int main(int argc, char **argv)
{
	struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0, 3),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NR_PERF_EVENT_OPEN_X86_64, 4, 5),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_I386, 0, 3),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NR_PERF_EVENT_OPEN_I386, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {sizeof f / sizeof f[0], f};
	if (argc < 2) {
		fprintf(stderr, "usage: no-perf PROGRAM [ARGS...]\n");
		return 2;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
	    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) < 0) {
		fprintf(stderr, "no-perf: seccomp: %s\n", strerror(errno));
		return 99;
	}
	execvp(argv[1], argv + 1);
	fprintf(stderr, "no-perf: %s: %s\n", argv[1], strerror(errno));
	return 99;
}
