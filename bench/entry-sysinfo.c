/* Raw kernel entry cost on i386 through the vDSO: `call *AT_SYSINFO`
 * (__kernel_vsyscall), getppid: the fast entry glibc uses on i386 and the one
 * the RFC's vDSO helpers would let a race-free cancellable syscall use
 * (Lutomirski 2016, "x86/vdso/32: Add AT_SYSINFO cancellation helpers").
 * The instruction the vDSO really enters with (sysenter on Intel, syscall on
 * AMD, int $0x80 without either) is not assumed: one call is single-stepped
 * (the record's kernel_entry) and the vDSO's code is decoded by the suite's
 * one decoder (harness/vdso/vsys.c, the record's vdso{}). */
#include <string.h>
#ifndef __UCLIBC__ /* cr.h has its getauxval */
#include <sys/auxv.h>
#endif
#include <sys/syscall.h>

#include "benchlib.h"
#include "vdso/vsys.h"

#ifndef __i386__
#error "entry-sysinfo is the i386 AT_SYSINFO entry"
#endif

#define SCAN_BYTES 32

struct st {
	void *fn;
	struct vsys_layout l;
	int decoded;            /* vsys_decode() == 0 */
	char err[160];          /* its reason when not */
	char bytes[3 * SCAN_BYTES + 1];
};
static struct st state;

/* __kernel_vsyscall preserves every register but eax. */
#define GETPPID(fn)                                                                           \
	do {                                                                                  \
		long r_ = SYS_getppid;                                                        \
		__asm__ volatile("call *%[f]" : "+a"(r_) : [f] "rm"(fn) : "memory", "cc");   \
	} while (0)

static double run(struct bench_ctx *c, void *p, long n)
{
	struct st *s = p;
	void *fn = s->fn;
	(void)c;
	return BENCH_TIMED_LOOP(n, GETPPID(fn));
}

/* The loop's body, once, for the step engine. */
static __attribute__((noinline)) void one(void *p)
{
	struct st *s = p;
	GETPPID(s->fn);
}

static int setup(struct bench_ctx *c, void **st)
{
	unsigned long at = getauxval(AT_SYSINFO);
	if (!at) {
		snprintf(c->note, sizeof c->note, "no AT_SYSINFO in the auxiliary vector");
		return CR_EXIT_SKIP;
	}
	state.fn = (void *)at;
	for (int k = 0; k < SCAN_BYTES; k++)
		snprintf(state.bytes + 3 * k, sizeof state.bytes - 3 * (size_t)k, "%s%02x",
			 k ? " " : "", ((const unsigned char *)at)[k]);
	state.decoded = vsys_decode((const uint8_t *)at, SCAN_BYTES, (uint32_t)at, &state.l,
				    state.err, sizeof state.err) == 0;
	if (state.decoded)
		snprintf(c->note, sizeof c->note,
			 "__kernel_vsyscall at %#lx, layout %s, entry %s at +%d, landing pad +%d",
			 at, state.l.name, vsys_entry_name(state.l.entry), state.l.entry_off,
			 state.l.landing_off);
	else
		snprintf(c->note, sizeof c->note, "__kernel_vsyscall at %#lx not decoded: %s",
			 at, state.err);
	*st = &state;
	return 0;
}

static void record(struct bench_ctx *c, void *p, struct cr_json *j)
{
	struct st *s = p;
	(void)c;
	cr_json_obj(j, "vdso");
	cr_json_str(j, "bytes", s->bytes);
	cr_json_bool(j, "decoded", s->decoded);
	if (s->decoded) {
		cr_json_str(j, "layout", s->l.name);
		cr_json_int(j, "entry_offset", s->l.entry_off);
		cr_json_int(j, "landing_offset", s->l.landing_off);
	} else {
		cr_json_str(j, "error", s->err);
	}
	cr_json_end(j);
}

static const struct bench_desc bench = {
	.name = "entry-sysinfo",
	.path = "sysinfo",
	.what = "i386 getppid through call *AT_SYSINFO (__kernel_vsyscall)",
	.iterations = 200000, .reps = 30, .warmup = 3,
	.cpu_time = BENCH_CPU_THREAD,
	.setup = setup,
	.run = run,
	.step = one,
	.record = record,
};

BENCH_MAIN(bench)
