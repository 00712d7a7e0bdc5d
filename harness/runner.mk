# The bounded runner cr-run (every test runs through it: LOG_COMPILER), its
# unit tests, TAP -> JUnit.
CR_RUNNER_SRCS = harness/runner.c harness/junit.c harness/runner.h harness/atomic.c harness/atomic.h \
	harness/preload.c harness/preload.h harness/absent.c harness/absent.h

harness_cr_run_SOURCES = $(CR_RUNNER_SRCS)
harness_cr_run_CFLAGS = -std=gnu11 -O2 -g $(CR_WARN) -D_GNU_SOURCE
harness_cr_run_LDADD = -lm

# Runner unit tests (TAP).
CR_RELIABILITY_TESTS = harness/tests/runner-verdicts.sh harness/tests/reliability-sigterm.sh \
	harness/tests/reliability-badinput.sh harness/tests/reliability-parallel.sh
TESTS += $(CR_RELIABILITY_TESTS)
EXTRA_DIST += $(CR_RELIABILITY_TESTS)
AM_TESTS_ENVIRONMENT += CR_CC_I386='$(CR_CC_glibc_i386)'; export CR_CC_I386;
# Automake's TAP driver calls exit 77 an error even after "1..0 # SKIP": the
# runner under it exits 0 for a skip (the TAP says SKIP).  Only the outermost
# cr-run sees this (it unsets it for the program).
AM_TESTS_ENVIRONMENT += CR_SKIP_EXIT=0; export CR_SKIP_EXIT;

# TAP -> JUnit for CI engines: "make check; make junit" writes test-suite.xml
# (Jenkins "junit", GitLab artifacts:reports:junit).
CR_JUNIT_TESTS = scripts/tests/junit-convert.sh
TESTS += $(CR_JUNIT_TESTS)
EXTRA_DIST += $(CR_JUNIT_TESTS) scripts/tap2junit
JUNIT_XML = test-suite.xml
junit: harness/cr-run
	$(AM_V_GEN)$(SHELL) $(srcdir)/scripts/tap2junit --runner harness/cr-run -o $(JUNIT_XML) .
PHONY_TARGETS += junit
CLEANFILES += $(JUNIT_XML)

