/* The kernel entry a benchmark's measured call really executes, taken from
 * one single-stepped call before timing (harness/step.h, CR_STEP_RECORD):
 * the first system-call instruction on the call's path, and, when it lies
 * in the vDSO, the call that went there (glibc: call *%gs:0x10; the vrt
 * thunks: call *AT_SYSINFO from the stack) and what __kernel_vsyscall does,
 * decoded by the suite's one decoder (harness/vdso/vsys.c).  A figure then
 * names the path it measured: glibc >= 2.41 on i386 takes int $0x80 once a
 * second thread exists, the single-thread shortcut takes the vDSO. */
#include <stdio.h>
#include <string.h>
#ifndef __UCLIBC__ /* cr.h has its getauxval */
#include <sys/auxv.h>
#endif

#include "benchlib.h"
#include "cr_cancel.h"
#include "step.h"
#include "x86.h"
#include "vdso/vsys.h"

#define STEP_BOUND_MS 2000

static const char *const REG[8] = {"eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi"};

/* The text of the call instruction at a ("call *%gs:0x10", "call
 * *0x34(%esp)", "call *%eax", "call 0x..."); its bytes for other forms. */
static void call_text(uintptr_t a, char *out, size_t len)
{
	const unsigned char *b = (const unsigned char *)a;
	int gs = b[0] == 0x65;
	const unsigned char *m = b + gs + 1, *dp = m + 1;
	int mod = m[0] >> 6, reg = (m[0] >> 3) & 7, rm = m[0] & 7;
	const char *seg = gs ? "%gs:" : "";
	int32_t d = 0;
	if (b[gs] == 0xe8) {
		memcpy(&d, m, 4);
		snprintf(out, len, "call %#lx", (unsigned long)(a + (uintptr_t)gs + 5 + (uintptr_t)(intptr_t)d));
		return;
	}
	if (b[gs] != 0xff || reg != 2 || (rm == 4 && mod != 3 && m[1] != 0x24))
		goto raw; /* not call *r/m, or an indexed SIB form */
	if (mod == 3) {
		snprintf(out, len, "call *%%%s", REG[rm]);
		return;
	}
	if (mod == 0 && rm == 5) {
		memcpy(&d, dp, 4);
		snprintf(out, len, "call *%s%#x", seg, (unsigned)d);
		return;
	}
	dp += rm == 4; /* the SIB byte: base %esp, no index */
	if (mod == 1)
		d = (signed char)dp[0];
	else if (mod == 2)
		memcpy(&d, dp, 4);
	if (mod == 0)
		snprintf(out, len, "call *%s(%%%s)", seg, REG[rm]);
	else
		snprintf(out, len, "call *%s%#x(%%%s)", seg, (unsigned)d, REG[rm]);
	return;
raw:
	snprintf(out, len, "call (%02x %02x %02x %02x)", b[0], b[1], b[2], b[3]);
}

static const char *insn_name(uintptr_t ip)
{
	const unsigned char *b = (const unsigned char *)ip;
	if (b[0] == 0xcd)
		return "int $0x80";
	return b[1] == 0x34 ? "sysenter" : "syscall";
}

void bench_entry_of_path(const struct cr_step_path *p, int threads, struct bench_entry *e)
{
	uintptr_t vlo = 0, vhi = 0, ip;
	int k = -1, in_vdso, j;
	memset(e, 0, sizeof *e);
	e->stepped = p->complete;
	e->boundaries = p->n;
	e->threads = threads;
	e->nr = -1;
	for (int i = 0; i < p->n; i++)
		if (cr_insn_is_syscall(p->ip[i])) {
			if (k < 0)
				k = i;
			e->syscalls++;
		}
	if (k < 0) {
		snprintf(e->kind, sizeof e->kind, "none");
		return;
	}
	ip = p->ip[k];
	e->nr = p->nr[k];
	snprintf(e->insn, sizeof e->insn, "%s", insn_name(ip));
	cr_step_symbolize(ip, e->at, sizeof e->at, NULL, 0);
	in_vdso = cr_vdso_range(&vlo, &vhi) == 0 && ip >= vlo && ip < vhi;
	if (!in_vdso) {
		snprintf(e->kind, sizeof e->kind, "%s", strcmp(e->insn, "int $0x80") ? e->insn : "int80");
		snprintf(e->text, sizeof e->text, "%s", e->insn);
		return;
	}
	snprintf(e->kind, sizeof e->kind, "vdso");
	/* the last boundary before the vDSO is the call into it */
	for (j = k; j > 0 && p->ip[j - 1] >= vlo && p->ip[j - 1] < vhi; j--)
		;
	if (j > 0)
		call_text(p->ip[j - 1], e->via, sizeof e->via);
	else
		snprintf(e->via, sizeof e->via, "?");
#ifdef __i386__
	{
		unsigned long at = getauxval(AT_SYSINFO);
		struct vsys_layout l;
		char err[160];
		if (at && vsys_decode((const uint8_t *)at, 32, (uint32_t)at, &l, err, sizeof err) == 0)
			snprintf(e->layout, sizeof e->layout, "%s", l.name);
	}
#endif
	snprintf(e->text, sizeof e->text, "%s -> vDSO %s", e->via, e->insn);
}

int bench_step_entry(struct bench_ctx *c, void (*fn)(void *), void *arg)
{
	static struct cr_step_path path;
	struct cr_step_plan plan;
	int e;
	if ((e = cr_step_init_record())) {
		snprintf(c->note, sizeof c->note, "step engine: %s", strerror(-e));
		return -1;
	}
	memset(&plan, 0, sizeof plan);
	plan.how = CR_STEP_RECORD;
	plan.entry = (uintptr_t)fn;
	plan.path = &path;
	plan.bound_ms = STEP_BOUND_MS;
	if ((e = cr_step_arm(&plan)) < 0) {
		snprintf(c->note, sizeof c->note, "step engine: arm: %s", strerror(-e));
		return -1;
	}
	fn(arg);
	cr_step_disarm(NULL);
	if (!path.complete) {
		snprintf(c->note, sizeof c->note, "the measured call's path was not recorded (%d boundaries%s)",
			 path.n, path.overflow ? ", overflow" : "");
		return -1;
	}
	bench_entry_of_path(&path, bench_threads(), &c->ent);
	c->entry = c->ent.kind[0] == 'n' ? NULL : c->ent.text;
	return 0;
}

struct step_job {
	struct bench_ctx *c;
	void (*fn)(void *);
	void *arg;
	int rc;
};

static void *step_thread(void *a)
{
	struct step_job *j = a;
	j->rc = bench_step_entry(j->c, j->fn, j->arg);
	return NULL;
}

int bench_step_entry_thread(struct bench_ctx *c, void (*fn)(void *), void *arg)
{
	static struct step_job j; /* outlives a thread left running at the bound */
	cr_thread_t t;
	int e;
	j.c = c, j.fn = fn, j.arg = arg, j.rc = -1;
	if ((e = cr_thread_create(&t, step_thread, &j))) {
		snprintf(c->note, sizeof c->note, "thread create: %s", strerror(e));
		return -1;
	}
	if (cr_thread_timedjoin(t, NULL, STEP_BOUND_MS)) {
		snprintf(c->note, sizeof c->note, "the stepped call did not return within %d ms",
			 STEP_BOUND_MS);
		return -1;
	}
	return j.rc;
}

void bench_entry_json(struct cr_json *j, const struct bench_entry *e)
{
	cr_json_obj(j, "kernel_entry");
	cr_json_str(j, "method", "single-step");
	cr_json_str(j, "kind", e->kind);
	if (e->insn[0]) {
		cr_json_str(j, "insn", e->insn);
		cr_json_str(j, "at", e->at);
		cr_json_int(j, "nr", e->nr);
	} else {
		cr_json_null(j, "insn");
		cr_json_null(j, "at");
		cr_json_null(j, "nr");
	}
	if (e->via[0])
		cr_json_str(j, "via", e->via);
	else
		cr_json_null(j, "via");
	if (e->layout[0])
		cr_json_str(j, "vdso_layout", e->layout);
	else
		cr_json_null(j, "vdso_layout");
	cr_json_int(j, "boundaries", e->boundaries);
	cr_json_int(j, "syscalls", e->syscalls);
	cr_json_int(j, "threads", e->threads);
	cr_json_end(j);
}
