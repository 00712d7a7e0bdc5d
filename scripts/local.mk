# scripts: build rules (included from the top Makefile.am)
#
# Tools (Python 3 stdlib, scripts/README): the libc fetcher, the matrix
# runner, the validator, the compare, the tables, plots and HTML report.
CR_PY_TOOLS = scripts/cr-fetch-libc scripts/cr-matrix scripts/cr-validate \
	scripts/cr-compare scripts/cr-table scripts/cr-plot scripts/cr-report \
	scripts/cr-collect scripts/cr-machine scripts/cr-qa scripts/cr-relink
dist_noinst_SCRIPTS += $(CR_PY_TOOLS)
# The tools' code: one package (scripts/cancelrace/, cr-kernels' a
# subpackage of its own, cancelrace/kernels/); each executable above (and
# bench/local.mk's, kernels/local.mk's) is an entry point that puts
# scripts/ on sys.path and calls a module's main().
CR_PY_PACKAGE = scripts/cancelrace/__init__.py scripts/cancelrace/apt.py \
	scripts/cancelrace/bench_entry.py \
	scripts/cancelrace/bench_hyperfine.py scripts/cancelrace/bench_perf.py \
	scripts/cancelrace/bench_summary.py scripts/cancelrace/collect.py \
	scripts/cancelrace/compare.py \
	scripts/cancelrace/doc.py scripts/cancelrace/elf.py \
	scripts/cancelrace/fetch_libc.py \
	scripts/cancelrace/kernels/__init__.py scripts/cancelrace/kernels/boot.py \
	scripts/cancelrace/kernels/cli.py scripts/cancelrace/kernels/common.py \
	scripts/cancelrace/kernels/fetch.py scripts/cancelrace/kernels/guests.py \
	scripts/cancelrace/kernels/initramfs.py scripts/cancelrace/kernels/judge.py \
	scripts/cancelrace/kernels/plan.py \
	scripts/cancelrace/matrix.py scripts/cancelrace/model.py \
	scripts/cancelrace/packages.py scripts/cancelrace/plot.py \
	scripts/cancelrace/qa.py scripts/cancelrace/relink.py \
	scripts/cancelrace/report.py scripts/cancelrace/schema.py \
	scripts/cancelrace/table.py scripts/cancelrace/tradeoff.py \
	scripts/cancelrace/validate.py
EXTRA_DIST += $(CR_PY_PACKAGE) scripts/README scripts/build-uclibc

# Tests of the tools' offline logic, on small results files (TAP): one
# file per module of the package, test_<module>.py (the kernels/
# subpackage's: kernels/tests/test_kernels.py), and the report in a
# browser.
# Python tests run by the .py log compiler (Makefile.am); toolslib.py is
# what they share.
CR_SCRIPT_TESTS = scripts/tests/test_apt.py scripts/tests/test_bench_entry.py \
	scripts/tests/test_bench_summary.py scripts/tests/test_collect.py \
	scripts/tests/test_compare.py scripts/tests/test_doc.py \
	scripts/tests/test_elf.py scripts/tests/test_fetch_libc.py \
	scripts/tests/test_matrix.py scripts/tests/test_model.py \
	scripts/tests/test_packages.py scripts/tests/test_plot.py \
	scripts/tests/test_qa.py scripts/tests/test_relink.py \
	scripts/tests/test_report.py scripts/tests/test_schema.py \
	scripts/tests/test_table.py scripts/tests/test_tradeoff.py \
	scripts/tests/test_validate.py scripts/tests/test-report-chromium.sh
TESTS += $(CR_SCRIPT_TESTS)
# What a reader sees of failed, timed-out and interrupted runs (real runs of
# harness/tests/fault*.c through cr-matrix, cr-table, cr-report, cr-compare).
TESTS += scripts/tests/test_integrity.py
EXTRA_DIST += scripts/tests/test_integrity.py
EXTRA_DIST += $(CR_SCRIPT_TESTS) scripts/tests/toolslib.py \
	scripts/tests/sample-results.json scripts/tests/sample-bench.json \
	scripts/tests/bench-bookworm.json scripts/tests/bench-trixie.json \
	scripts/tests/fetch/debian.sources scripts/tests/fetch/sources.list \
	scripts/tests/fetch/PACKAGES.tsv

# cr-matrix asks the build what to run (a race-variants line names the
# variants of a race not built for every one: a library race) and how each
# race program links (it relinks a glibc program against an older release's
# libc6-dev when the binary needs symbol versions that release lacks).
matrix-info: $(CR_RACE_BINS)
	@$(call cr_link_info,races-link-info,$(CR_RACE_BINS))
	@mv races-link-info.tmp races-link-info
	@echo "variants $(CR_VARIANTS)"
	@echo "races $(CR_RACES) $(CR_LIB_RACES)"
	@$(foreach r,$(CR_LIB_RACES),echo "race-variants $(r) $(CR_LIB_VARIANTS)";) :
	@cat races-link-info
CLEANFILES += races-link-info

# The libc roots: DIR/<release>/ (scripts/cr-fetch-libc); CR_LIBC_ROOTS_DIR
# in the environment wins (CI points a distcheck's build at its roots).
CR_LIBC_ROOTS_DIR ?= $(abs_top_builddir)/libc-roots
CR_MATRIX_RELEASES = bullseye bookworm trixie sid
CR_MATRIX_DIR = matrix
CR_MATRIX_ARGS =
CR_PY = $(PYTHON3)
libc-roots:
	$(CR_PY) $(srcdir)/scripts/cr-fetch-libc --dest '$(CR_LIBC_ROOTS_DIR)' $(CR_MATRIX_RELEASES)

# make check-matrix: every race x variant x libc root (this machine's libcs
# and each fetched release), hammer and sweep: $(CR_MATRIX_DIR)/results.json
# and results.md.  Fails when a verdict is not what results/expectations.tsv
# predicts.  Not part of make check (it fetches, and takes minutes).
check-matrix: $(CR_RACE_BINS) libc-roots
	$(CR_PY) $(srcdir)/scripts/cr-matrix --builddir . --out '$(CR_MATRIX_DIR)' \
	  --expect '$(abs_top_srcdir)/results/expectations.tsv' \
	  --roots '$(CR_LIBC_ROOTS_DIR)' --host $(CR_MATRIX_ARGS) $(CR_MATRIX_RELEASES)
PHONY_TARGETS += matrix-info libc-roots check-matrix
