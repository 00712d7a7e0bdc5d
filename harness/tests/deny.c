/* deny SYSCALL[,SYSCALL...] PROGRAM [ARGS...]: run PROGRAM where the named
 * system calls fail with EACCES (a seccomp filter inherited across exec,
 * for both the x86_64 and the i386 number, so a 32-bit program too):
 *   perf_event_open  as on a Debian kernel (perf_event_paranoid = 3) for a
 *                    user without CAP_PERFMON: no hardware breakpoint;
 *   pwrite64         no write to /proc/self/mem: no software breakpoint;
 *   ptrace, process_vm_writev  the other ways into a process's memory.
 * For the tests that the sweep's probes see a refused mechanism, fall back
 * to the next one and say why in the record. */
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

static const struct {
	const char *name;
	unsigned nr64, nr32;
} calls[] = {
	{"perf_event_open", 298, 336},
	{"pwrite64", 18, 181},
	{"ptrace", 101, 26},
	{"process_vm_writev", 311, 348},
};
#define NCALLS (sizeof calls / sizeof calls[0])
#define MAXF (4 + 2 * 2 * NCALLS + 2)

static int usage(void)
{
	fprintf(stderr, "usage: deny SYSCALL[,SYSCALL...] PROGRAM [ARGS...]\n  SYSCALL:");
	for (size_t i = 0; i < NCALLS; i++)
		fprintf(stderr, " %s", calls[i].name);
	fprintf(stderr, "\n");
	return 2;
}

/* One arch's block: load nr, one jump to the EACCES return per denied call. */
static size_t block(struct sock_filter *f, size_t n, const int *deny, int is64, size_t *fix, size_t *nfix)
{
	f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr));
	for (size_t i = 0; i < NCALLS; i++)
		if (deny[i]) {
			fix[(*nfix)++] = n; /* jt patched to the EACCES return below */
			f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
							      is64 ? calls[i].nr64 : calls[i].nr32, 0, 0);
		}
	f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	return n;
}

int main(int argc, char **argv)
{
	struct sock_filter f[MAXF];
	struct sock_fprog prog;
	int deny[NCALLS] = {0};
	size_t n = 0, fix[2 * NCALLS], nfix = 0, skip32;
	char list[256], *tok, *save = NULL;
	if (argc < 3 || strlen(argv[1]) >= sizeof list)
		return usage();
	strcpy(list, argv[1]);
	for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		size_t i = 0;
		while (i < NCALLS && strcmp(tok, calls[i].name))
			i++;
		if (i == NCALLS) {
			fprintf(stderr, "deny: %s: not a system call this wrapper knows\n", tok);
			return usage();
		}
		deny[i] = 1;
	}
	f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch));
	skip32 = n;
	f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0, 0);
	n = block(f, n, deny, 1, fix, &nfix);
	f[skip32].jf = (unsigned char)(n - skip32 - 1); /* not x86_64: the i386 block */
	n = block(f, n, deny, 0, fix, &nfix);
	for (size_t i = 0; i < nfix; i++)
		f[fix[i]].jt = (unsigned char)(n - fix[i] - 1);
	f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES);
	prog.len = (unsigned short)n;
	prog.filter = f;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) < 0) {
		fprintf(stderr, "deny: seccomp: %s\n", strerror(errno));
		return 99;
	}
	execvp(argv[2], argv + 2);
	fprintf(stderr, "deny: %s: %s\n", argv[2], strerror(errno));
	return 99;
}
