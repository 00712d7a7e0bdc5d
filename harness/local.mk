# harness: the library every variant program links (compiled per variant by
# harness/rules.mk), plus a native copy (libcr.a) for the unit tests.
CR_HARNESS_SRCS += \
	harness/tap.c \
	harness/util.c \
	harness/ledger.c \
	harness/sysinfo.c \
	harness/json.c \
	harness/atomic.c \
	harness/expect.c \
	harness/libcroot.c \
	harness/preload.c \
	harness/race.c \
	harness/options.c \
	harness/mode.c \
	harness/hammer.c \
	harness/blocked.c \
	harness/pending.c \
	harness/checks.c \
	harness/calls.c \
	harness/trial.c \
	harness/calibrate.c \
	harness/net.c \
	harness/tmpdir.c \
	harness/coldpage.c \
	harness/dietlibc.c
CR_HARNESS_HDRS += harness/cr.h harness/cr_cancel.h harness/race.h harness/engine.h harness/verdicts.def harness/mode.h harness/sweep.h harness/pending.h \
	harness/calls.h harness/atomic.h harness/preload.h harness/dietlibc.h

# sweep
CR_HARNESS_SRCS += harness/sweep.c
# The step engine and what it stands on: the probes that prove its
# mechanisms, the one /proc task reader, the one x86 decoder.
CR_HARNESS_SRCS += harness/step.c harness/stepsym.c harness/probe.c harness/absent.c harness/task.c harness/x86.c
CR_HARNESS_HDRS += harness/step.h harness/probe.h harness/absent.h harness/task.h harness/x86.h harness/arch.h
CR_STEP_TESTS = harness/tests/step-path harness/tests/sweep-accept-blocking
CR_PROGRAM_STEMS += $(CR_STEP_TESTS)
CR_STEP_BINS = $(call cr_bins,$(CR_STEP_TESTS))
CR_VARIANT_TESTS += $(CR_STEP_BINS)
EXTRA_DIST += $(CR_STEP_TESTS:=.c)
TESTS += harness/tests/sweep-methods.sh harness/tests/sweep-robust.sh
CR_PROGRAM_STEMS += harness/tests/sweep-robust
EXTRA_DIST += harness/tests/sweep-methods.sh harness/tests/sweep-robust.sh harness/tests/sweep-robust.c
# The i386 programs on this host: their own tests, or one skip that says
# why not (harness/tests.gmk).
TESTS += harness/tests/i386-host.sh
EXTRA_DIST += harness/tests/i386-host.sh
AM_TESTS_ENVIRONMENT += CR_I386_RUNS='$(CR_I386_RUNS)'; export CR_I386_RUNS;

# The sweep where QA runs it (harness/tests/sweep-env.sh): a lazy
# LD_PRELOAD interposer built for every libc and arch, and deny (a
# seccomp wrapper that refuses the named system calls: perf_event_open, as
# Debian's perf_event_paranoid = 3 does for a user; pwrite64, the software
# breakpoint's write to /proc/self/mem).
CR_SHIM_VARIANTS = $(filter glibc-x86_64 glibc-i386 musl-x86_64 musl-i386,$(CR_VARIANTS))
CR_SHIMS = $(foreach v,$(CR_SHIM_VARIANTS),harness/tests/lazyshim.$(v).so)
$(CR_SHIMS): harness/tests/lazyshim.%.so: $(srcdir)/harness/tests/lazyshim.c
	@$(MKDIR_P) $(@D)
	$(AM_V_CCLD)$(call cr_cc,$*) -std=gnu11 -O2 $(CR_WARN) -shared -fPIC -o $@ $< -ldl
check_DATA += $(CR_SHIMS)
CLEANFILES += $(CR_SHIMS)
# Broken cancellation on purpose (harness/tests/brokenshim.c: open, close,
# read, write, accept, waitpid ... as raw syscalls, cancelled the way
# CR_BROKEN says: async, late, none, early), for every libc and arch:
# harness/tests/broken-libc.sh shows each verdict fails where it must.
CR_BROKEN_SHIMS = $(foreach v,$(CR_SHIM_VARIANTS),harness/tests/brokenshim.$(v).so)
$(CR_BROKEN_SHIMS): harness/tests/brokenshim.%.so: $(srcdir)/harness/tests/brokenshim.c
	@$(MKDIR_P) $(@D)
	$(AM_V_CCLD)$(call cr_cc,$*) -std=gnu11 -O2 $(CR_WARN) -shared -fPIC -pthread -o $@ $< -ldl
check_DATA += $(CR_BROKEN_SHIMS)
CLEANFILES += $(CR_BROKEN_SHIMS)
EXTRA_DIST += harness/tests/brokenshim.c
check_PROGRAMS += harness/tests/deny
harness_tests_deny_SOURCES = harness/tests/deny.c
harness_tests_deny_CFLAGS = -std=gnu11 -O2 $(CR_WARN)
TESTS += harness/tests/sweep-env.sh harness/tests/netns.sh harness/tests/root-preload.sh
EXTRA_DIST += harness/tests/sweep-env.sh harness/tests/lazyshim.c harness/tests/netns.sh harness/tests/root-preload.sh

# Races with one injected fault each (harness/tests/fault.c; sweep-robust is
# the crash), for the tools' test on failed runs (scripts/tests/test-integrity).
CR_FAULTS = diverge inert error hang interrupt
CR_FAULT_BINS = $(foreach f,$(CR_FAULTS),harness/tests/fault-$(f).glibc-x86_64)
CR_ALL_BINS += $(CR_FAULT_BINS)
EXTRA_DIST += harness/tests/fault.c $(foreach f,$(CR_FAULTS),harness/tests/fault-$(f).c)

EXTRA_DIST += $(CR_HARNESS_SRCS) $(CR_HARNESS_HDRS) harness/README harness/tests.gmk \
	harness/variants.mk harness/rules.mk

# A native copy of the harness for its own unit tests (and sanitizer builds).
check_LIBRARIES = harness/libcr.a
harness_libcr_a_SOURCES = $(CR_HARNESS_SRCS)
harness_libcr_a_CFLAGS = $(CR_BASE_CFLAGS) -DCR_VARIANT='"native"' $(CR_NATIVE_CFLAGS)
CR_NATIVE_CFLAGS =
CR_UNIT_TESTS = harness/tests/test-ledger harness/tests/test-expect harness/tests/test-accounting
check_PROGRAMS += $(CR_UNIT_TESTS)
harness_tests_test_ledger_SOURCES = harness/tests/test-ledger.c
harness_tests_test_expect_SOURCES = harness/tests/test-expect.c
harness_tests_test_accounting_SOURCES = harness/tests/test-accounting.c
harness_tests_test_ledger_CFLAGS = $(harness_libcr_a_CFLAGS)
harness_tests_test_expect_CFLAGS = $(harness_libcr_a_CFLAGS)
harness_tests_test_accounting_CFLAGS = $(harness_libcr_a_CFLAGS)
CR_UNIT_LDADD = harness/libcr.a -lpthread
harness_tests_test_ledger_LDADD = $(CR_UNIT_LDADD)
harness_tests_test_expect_LDADD = $(CR_UNIT_LDADD)
harness_tests_test_accounting_LDADD = $(CR_UNIT_LDADD)
TESTS += $(CR_UNIT_TESTS) harness/tests/test-args.sh harness/tests/lint.sh
# Blocked mode's late-cancel verdict fails on a blocked call that returns
# before the cancel acts (an epoll_wait that is no cancellation point).
CR_LATE_CANCEL_BINS = $(call cr_bins,harness/tests/late-cancel,$(filter glibc-% musl-%,$(CR_VARIANTS)))
CR_ALL_BINS += $(CR_LATE_CANCEL_BINS)
TESTS += harness/tests/late-cancel.sh
EXTRA_DIST += harness/tests/late-cancel.sh harness/tests/late-cancel.c
# Each verdict fails where cancellation is broken: race programs under
# brokenshim's four kinds (async, late, none, early) must fail with the
# verdict that names the bug (leak, double-close, lost-data ..., lost-cancel,
# late-cancel), never with a harness error.
TESTS += harness/tests/broken-libc.sh
EXTRA_DIST += harness/tests/broken-libc.sh
# The verdicts are declared once (harness/verdicts.def): the hand-written
# tables that name them held to it.
TESTS += harness/tests/test-verdicts.py
EXTRA_DIST += harness/tests/test-verdicts.py
EXTRA_DIST += harness/tests/test-args.sh harness/tests/tap.sh harness/tests/lint.sh
