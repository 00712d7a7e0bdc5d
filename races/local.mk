# races: one program per cancellation point, built once per variant
# (races/open.glibc-x86_64, races/open.musl-i386, ...), each a TAP test.
CR_RACES = open openat accept accept4 recvmsg read close
CR_PROGRAM_STEMS += $(addprefix races/,$(CR_RACES))
CR_RACE_BINS = $(call cr_bins,$(addprefix races/,$(CR_RACES)))
CR_VARIANT_TESTS += $(CR_RACE_BINS)
EXTRA_DIST += $(addprefix races/,$(addsuffix .c,$(CR_RACES)))

# accept4.c is accept.c built with CR_ACCEPT4.
$(foreach v,$(CR_VARIANTS),races/accept4.$(v).o): $(srcdir)/races/accept.c

# The main job: every race of every variant (hammer and sweep) on this
# machine's libcs, through the matrix runner: suite/results.json (one
# "cancelrace-results/1" file) and suite/results.md (the table).  Exit 1 when
# a verdict is not what results/expectations.tsv predicts.
CR_SUITE_DIR = suite
suite: $(CR_RACE_BINS) harness/cr-run
	$(PYTHON3) $(srcdir)/scripts/cr-matrix --builddir . --out '$(CR_SUITE_DIR)' \
	  --expect '$(abs_top_srcdir)/results/expectations.tsv' --host
	@echo "suite: $(CR_SUITE_DIR)/results.md"; cat '$(CR_SUITE_DIR)/results.md'
PHONY_TARGETS += suite
