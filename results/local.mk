# results: the committed reference run and its rendering (results/README).
#
#   make results   a fresh run on this machine: the race matrix (every race x
#                  variant x libc: this machine's and each fetched release,
#                  hammer and sweep) and the benchmarks, then the tables,
#                  plots and report, written to $(CR_RESULTS_OUT) (default:
#                  the source tree's results/, i.e. the committed reference).
#                  Before overwriting, the new run is compared with the
#                  reference it replaces (printed, never a failure).
#   make report    renders tables, plots and report.html from results files
#                  ($(CR_REPORT_INPUTS), default the committed reference)
#                  into $(CR_REPORT_DIR) without running anything.
#   make check-results  a fresh race matrix compared with the committed
#                  reference (cr-compare): exit 1 on a regression.
CR_RESULTS_OUT = $(abs_top_srcdir)/results
CR_RESULTS_RUN = $(abs_top_builddir)/results-run
CR_RESULTS_FILES = races.json bench.json results.md report.html MACHINE
CR_REPORT_INPUTS = $(CR_RESULTS_OUT)/races.json $(CR_RESULTS_OUT)/bench.json
CR_REPORT_DIR = report
CR_RENDER = \
	$(CR_PY) $(srcdir)/scripts/cr-table $$in > $$dir/results.md && \
	$(CR_PY) $(srcdir)/scripts/cr-plot --out $$dir/plots $$in && \
	$(CR_PY) $(srcdir)/scripts/cr-report --title "cancelrace reference results" \
	  --plots $$dir/plots -o $$dir/report.html $$in
# The rendered run in $$dir installed as the reference: $$files and the
# plots (the old plots removed first: a plot no longer made must not stay).
CR_RESULTS_INSTALL = \
	$(MKDIR_P) '$(CR_RESULTS_OUT)/plots' && rm -f '$(CR_RESULTS_OUT)'/plots/* && \
	(cd "$$dir" && cp $$files '$(CR_RESULTS_OUT)/' && cp plots/* '$(CR_RESULTS_OUT)/plots/')

results: $(CR_RACE_BINS) libc-roots
	rm -rf '$(CR_RESULTS_RUN)' && $(MKDIR_P) '$(CR_RESULTS_RUN)'
	$(CR_PY) $(srcdir)/scripts/cr-matrix --builddir . --out '$(CR_RESULTS_RUN)/matrix' \
	  --expect '$(abs_top_srcdir)/results/expectations.tsv' --roots '$(CR_LIBC_ROOTS_DIR)' \
	  --host $(CR_MATRIX_ARGS) $(CR_MATRIX_RELEASES) || echo "results: some verdicts were not as expected (see the table)"
	cp '$(CR_RESULTS_RUN)/matrix/results.json' '$(CR_RESULTS_RUN)/races.json'
	$(MAKE) $(AM_MAKEFLAGS) bench CR_BENCH_OUT='$(CR_RESULTS_RUN)/bench' || echo "results: make bench failed; the records it wrote are kept"
	$(MKDIR_P) '$(CR_RESULTS_RUN)/bench'
	$(CR_PY) $(srcdir)/scripts/cr-collect --generator "make bench" -o '$(CR_RESULTS_RUN)/bench.json' '$(CR_RESULTS_RUN)/bench'
	$(SHELL) $(srcdir)/scripts/cr-machine > '$(CR_RESULTS_RUN)/MACHINE'
	dir='$(CR_RESULTS_RUN)'; in="$$dir/races.json $$dir/bench.json"; $(CR_RENDER)
	if test -f '$(CR_RESULTS_OUT)/races.json'; then $(CR_PY) $(srcdir)/scripts/cr-compare --quiet \
	  '$(CR_RESULTS_OUT)/races.json' '$(CR_RESULTS_RUN)/races.json' || true; fi
	dir='$(CR_RESULTS_RUN)'; files='$(CR_RESULTS_FILES)'; $(CR_RESULTS_INSTALL)
	@echo "results: written to $(CR_RESULTS_OUT) (report: $(CR_RESULTS_OUT)/report.html)"

report:
	dir='$(CR_REPORT_DIR)'; in='$(CR_REPORT_INPUTS)'; $(MKDIR_P) "$$dir" && $(CR_RENDER)
	@echo "report: $(CR_REPORT_DIR)/report.html"

check-results: $(CR_RACE_BINS) libc-roots
	$(CR_PY) $(srcdir)/scripts/cr-matrix --builddir . --out '$(CR_RESULTS_RUN)/check' \
	  --expect '$(abs_top_srcdir)/results/expectations.tsv' --roots '$(CR_LIBC_ROOTS_DIR)' \
	  --host $(CR_MATRIX_ARGS) $(CR_MATRIX_RELEASES); \
	$(CR_PY) $(srcdir)/scripts/cr-compare '$(CR_RESULTS_OUT)/races.json' '$(CR_RESULTS_RUN)/check/results.json'

# make qa-reference: the reference QA report, bookworm (glibc 2.36) against
# trixie (glibc 2.41), made by scripts/cr-qa with every race and the
# per-implementation benchmarks of the four libc variants (about 2.5 minutes
# here), into $(CR_RESULTS_OUT)/qa-bookworm-trixie/: report.md, report.html
# and each side's results file (re-rendered without a run by
# scripts/cr-qa baseline.json candidate.json).
CR_QA_VARIANTS = glibc-x86_64,glibc-i386,musl-x86_64,musl-i386
CR_QA_RUN = $(abs_top_builddir)/qa-bookworm-trixie
qa-reference: $(CR_RACE_BINS) $(CR_BENCH_BINS)
	rm -rf '$(CR_QA_RUN)'
	$(CR_PY) $(srcdir)/scripts/cr-qa --builddir . --roots '$(CR_LIBC_ROOTS_DIR)' --out '$(CR_QA_RUN)' \
	  --expect '$(abs_top_srcdir)/results/expectations.tsv' --variants $(CR_QA_VARIANTS) bookworm trixie || \
	  test $$? = 1
	$(MKDIR_P) '$(CR_RESULTS_OUT)/qa-bookworm-trixie'
	cp '$(CR_QA_RUN)/report.md' '$(CR_QA_RUN)/report.html' '$(CR_RESULTS_OUT)/qa-bookworm-trixie/'
	cp '$(CR_QA_RUN)/baseline/results.json' '$(CR_RESULTS_OUT)/qa-bookworm-trixie/baseline.json'
	cp '$(CR_QA_RUN)/candidate/results.json' '$(CR_RESULTS_OUT)/qa-bookworm-trixie/candidate.json'
	@echo "qa-reference: $(CR_RESULTS_OUT)/qa-bookworm-trixie/report.md"

# make results-variants CR_RESULTS_VARIANTS=uclibc-x86_64,dietlibc-x86_64:
# those variants' rows run afresh on this machine's libcs (every race in
# every mode, their per-implementation benchmarks, and this machine's raw
# kernel entry for the trade-off's ratio), put in place of their rows in the
# reference (cr-collect --replace: by program, variant and root; this
# machine's raw entry in place of its own, --replace-machine), and the
# tables, plots and report rendered again.  For a variant added since the
# last make results, or on a host that cannot run the whole matrix (without
# IA32, make results would lose the reference's i386 rows).  The records
# keep their own date and machine; results/README says which rows came when.
CR_RESULTS_VARIANTS =
CR_RESULTS_ADD = $(abs_top_builddir)/results-add
results-variants: $(CR_RACE_BINS) $(CR_BENCH_BINS) harness/cr-run bench/link-info
	@test -n '$(CR_RESULTS_VARIANTS)' || { echo "results-variants: name them: CR_RESULTS_VARIANTS=v1,v2" >&2; exit 2; }
	@for v in `echo '$(CR_RESULTS_VARIANTS)' | tr , ' '`; do \
	  case " $(CR_VARIANTS) " in *" $$v "*) ;; \
	  *) echo "results-variants: $$v is not a variant of this build ($(CR_VARIANTS))" >&2; exit 2;; esac; \
	  ./races/open.$$v --help >/dev/null 2>&1 || { \
	    echo "results-variants: races/open.$$v does not run on this machine: its rows would be skips in place of records" >&2; exit 2; }; \
	done
	rm -rf '$(CR_RESULTS_ADD)' && $(MKDIR_P) '$(CR_RESULTS_ADD)'
	$(CR_PY) $(srcdir)/scripts/cr-matrix --builddir . --out '$(CR_RESULTS_ADD)/matrix' \
	  --expect '$(abs_top_srcdir)/results/expectations.tsv' --host --variants '$(CR_RESULTS_VARIANTS)' \
	  $(CR_MATRIX_ARGS) || { test $$? = 1 && echo "results-variants: some verdicts were not as expected (see the table)"; }
	vs=`echo '$(CR_RESULTS_VARIANTS)' | tr , ' '`; bins=; raw=; \
	for v in $$vs; do for p in $(CR_BENCH_IMPL); do \
	  test -x bench/$$p.$$v && bins="$$bins bench/$$p.$$v"; done; \
	  case $$v in *i386*) raw="$$raw bench/entry-sysinfo.glibc-i386";; *) raw="$$raw bench/entry-syscall.glibc-x86_64";; esac; done; \
	raw=`for b in $$raw; do test -x $$b && echo $$b; done | sort -u | tr '\n' ' '`; \
	test -n "$$bins" && test -n "$$raw" || { \
	  echo "results-variants: no benchmark built for them (programs: '$$bins'; raw entry: '$$raw')" >&2; exit 2; }; \
	$(CR_BENCH_ENV) CR_BENCH_ROOTS= CR_BENCH_BINS="$$bins" CR_BENCH_LINKINFO=bench/link-info $(SHELL) $(srcdir)/scripts/bench-run \
	  --records-only --out '$(CR_RESULTS_ADD)/bench' && \
	$(CR_BENCH_ENV) CR_BENCH_ROOTS= CR_BENCH_BINS="$$raw" $(SHELL) $(srcdir)/scripts/bench-run --records-only --out '$(CR_RESULTS_ADD)/raw'
	$(CR_PY) $(srcdir)/scripts/cr-collect --replace --generator "make results + make results-variants" \
	  -o '$(CR_RESULTS_ADD)/races.json' '$(CR_RESULTS_OUT)/races.json' '$(CR_RESULTS_ADD)/matrix/results.json'
	$(CR_PY) $(srcdir)/scripts/cr-collect --replace --generator "make results + make results-variants" \
	  -o '$(CR_RESULTS_ADD)/bench-impl.json' '$(CR_RESULTS_OUT)/bench.json' '$(CR_RESULTS_ADD)/bench'
	$(CR_PY) $(srcdir)/scripts/cr-collect --replace-machine --generator "make results + make results-variants" \
	  -o '$(CR_RESULTS_ADD)/bench.json' '$(CR_RESULTS_ADD)/bench-impl.json' '$(CR_RESULTS_ADD)/raw'
	$(CR_PY) $(srcdir)/scripts/cr-compare --quiet '$(CR_RESULTS_OUT)/races.json' '$(CR_RESULTS_ADD)/races.json' || true
	dir='$(CR_RESULTS_ADD)'; in="$$dir/races.json $$dir/bench.json"; $(CR_RENDER)
	dir='$(CR_RESULTS_ADD)'; files='races.json bench.json results.md report.html'; $(CR_RESULTS_INSTALL)
	@echo "results-variants: $(CR_RESULTS_VARIANTS) written into $(CR_RESULTS_OUT)"

PHONY_TARGETS += results report check-results qa-reference results-variants
EXTRA_DIST += results/README results/expectations.tsv
# findings: a standalone reproducer and an upstream report per race found on
# a current libc (results/README)
EXTRA_DIST += results/findings/connect.c results/findings/connect.md
EXTRA_DIST += results/findings/pthread_join-pending.c results/findings/pthread_join-pending.md
EXTRA_DIST += results/findings/aio_suspend-pending.c results/findings/aio_suspend-pending.md
EXTRA_DIST += results/findings/uclibc-ng-open.c results/findings/uclibc-ng-close.c results/findings/uclibc-ng-open.md \
	results/findings/uclibc-ng-i386-unwind.c results/findings/dietlibc-cancel.md results/findings/dietlibc-cancel.c \
	results/findings/dietlibc-early-cancel.c results/findings/dietlibc-sem-wait.c results/findings/dietlibc-join.c \
	results/findings/dietlibc-cond-wait.c
# every reproducer built with each libc compiler of the build and run: the
# finding holds where its report says (exit 1), and nowhere else (exit 0)
TESTS += results/tests/findings.sh
EXTRA_DIST += results/tests/findings.sh
AM_TESTS_ENVIRONMENT += CR_FINDINGS_CC_GLIBC='$(CR_CC_GLIBC_X86_64)'; export CR_FINDINGS_CC_GLIBC; \
	CR_FINDINGS_CC_MUSL='$(CR_CC_MUSL_X86_64)'; export CR_FINDINGS_CC_MUSL; \
	CR_FINDINGS_CC_UCLIBC='$(CR_CC_UCLIBC_X86_64)'; export CR_FINDINGS_CC_UCLIBC; \
	CR_FINDINGS_DIET='$(DIET)'; export CR_FINDINGS_DIET;
