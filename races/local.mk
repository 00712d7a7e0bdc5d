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
# machine's libcs, one JSON record each under suite/, then one results file
# and its Markdown table (scripts/cr-collect, scripts/cr-table when present).
CR_SUITE_DIR = suite
suite: $(CR_RACE_BINS) harness/cr-run
	@rm -rf $(CR_SUITE_DIR).tmp && $(MKDIR_P) $(CR_SUITE_DIR).tmp
	@n=0; total=`echo $(CR_RACE_BINS) | wc -w`; for b in $(CR_RACE_BINS); do \
	  n=$$((n + 1)); \
	  echo "[$$n/$$total] $$b"; \
	  $(LOG_COMPILER) --timeout 600 -- ./$$b --json $(CR_SUITE_DIR).tmp/`echo $$b | tr / _`.json \
	    > $(CR_SUITE_DIR).tmp/`echo $$b | tr / _`.tap 2>&1; \
	  grep -E '^(not ok|Bail out)' $(CR_SUITE_DIR).tmp/`echo $$b | tr / _`.tap || true; \
	done
	@rm -rf $(CR_SUITE_DIR) && mv $(CR_SUITE_DIR).tmp $(CR_SUITE_DIR)
	@echo "suite: records in $(CR_SUITE_DIR)/"
PHONY_TARGETS += suite
