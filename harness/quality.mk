# ASan+UBSan (./configure --enable-sanitizers): the native variant
# (glibc-x86_64), the native harness copy and its unit tests, and cr-run.
CR_SAN_FLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
if ENABLE_SANITIZERS
CR_VFLAGS_glibc_x86_64 = $(CR_SAN_FLAGS)
CR_NATIVE_CFLAGS += $(CR_SAN_FLAGS)
harness_cr_run_CFLAGS += $(CR_SAN_FLAGS)
AM_TESTS_ENVIRONMENT += ASAN_OPTIONS=abort_on_error=0:detect_leaks=1:exitcode=99; export ASAN_OPTIONS; \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=99; export UBSAN_OPTIONS;
endif

# Quality targets (documented in harness/installed-tests/README):
#   make check-sanitizers  a nested ASan+UBSan build (glibc-x86_64 only) and
#                          its make check, in sanitizers-build/
#   make check-valgrind    the native unit tests, cr-run and a short race
#                          under valgrind (memcheck; errors -> exit 99)
#   make cppcheck          cppcheck over every C source (warnings -> fail)
CR_SAN_BUILDDIR = sanitizers-build
check-sanitizers:
	rm -rf $(CR_SAN_BUILDDIR) && $(MKDIR_P) $(CR_SAN_BUILDDIR)
	cd $(CR_SAN_BUILDDIR) && $(abs_top_srcdir)/configure --enable-sanitizers \
	  --enable-variants=glibc-x86_64 $(CR_SAN_CONFIGURE_FLAGS) >configure.log && $(MAKE) check

VALGRIND = valgrind
EXTRA_DIST += harness/valgrind.supp
CR_VALGRIND_FLAGS = -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
	--show-leak-kinds=definite --suppressions=$(abs_top_srcdir)/harness/valgrind.supp
CR_VALGRIND_RACE = races/open.glibc-x86_64
check-valgrind: $(CR_UNIT_TESTS) $(CR_FUZZ_REPLAY) harness/cr-run
	@command -v $(VALGRIND) >/dev/null 2>&1 || { echo "check-valgrind: SKIP: $(VALGRIND) not installed"; exit 0; }; \
	fail=0; \
	run() { echo "  VALGRIND $$*"; $(VALGRIND) $(CR_VALGRIND_FLAGS) "$$@" >valgrind.out 2>&1; rc=$$?; \
	  if [ $$rc = 99 ]; then cat valgrind.out; fail=1; fi; }; \
	for t in $(CR_UNIT_TESTS); do CR_EXPECT='$(abs_top_srcdir)/results/expectations.tsv' run ./$$t; done; \
	for t in $(CR_FUZZ_REPLAY); do CR_SRCDIR='$(abs_top_srcdir)' run ./$$t; done; \
	run ./harness/cr-run -- true; \
	run ./harness/cr-run --timeout 1 --kill-after 1 -- sleep 10; \
	run ./harness/cr-run --junit valgrind.xml -- sh -c 'echo 1..1; echo ok 1'; \
	run ./harness/cr-run --tap2junit --junit valgrind.xml valgrind.out; \
	if [ -x $(CR_VALGRIND_RACE) ]; then \
	  CR_EXPECT='$(abs_top_srcdir)/results/expectations.tsv' run ./$(CR_VALGRIND_RACE) --hammer --iterations 50 --seconds 20; fi; \
	rm -f valgrind.out valgrind.xml; \
	if [ $$fail = 0 ]; then echo "check-valgrind: no memcheck errors"; else echo "check-valgrind: FAIL"; exit 1; fi

CPPCHECK = cppcheck
# Two passes, as built: x86_64 and i386 (i386-only files #error elsewhere).
CR_CPPCHECK_FLAGS = -q --error-exitcode=1 --enable=warning,style,performance,portability \
	--inline-suppr --std=c11 -D_GNU_SOURCE -DCR_VARIANT='"native"' \
	--suppress=missingIncludeSystem --suppress=preprocessorErrorDirective -I$(srcdir)/harness
cppcheck:
	@command -v $(CPPCHECK) >/dev/null 2>&1 || { echo "cppcheck: SKIP: $(CPPCHECK) not installed"; exit 0; }; \
	srcs=`cd $(srcdir) && find harness races bench -name '*.c' | LC_ALL=C sort | sed 's|^|$(srcdir)/|'`; \
	$(CPPCHECK) $(CR_CPPCHECK_FLAGS) -D__x86_64__ -U__i386__ $$srcs && \
	$(CPPCHECK) $(CR_CPPCHECK_FLAGS) -D__i386__ -U__x86_64__ $$srcs && echo "cppcheck: clean"
# make check in a private TMPDIR that must be empty afterwards (litter).
check-litter:
	@t=`mktemp -d "$${TMPDIR:-/tmp}/cr-check-litter.XXXXXX"` || exit 99; \
	TMPDIR=$$t $(MAKE) $(AM_MAKEFLAGS) check; rc=$$?; \
	left=`ls -A "$$t"`; rm -rf "$$t"; \
	if [ -n "$$left" ]; then echo "check-litter: FAIL: left in TMPDIR: $$left"; exit 1; fi; \
	echo "check-litter: TMPDIR empty after make check"; exit $$rc
PHONY_TARGETS += check-sanitizers check-valgrind cppcheck check-litter
clean-local:
	rm -rf $(CR_SAN_BUILDDIR)

