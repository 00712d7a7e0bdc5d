# bench: microbenchmarks, one program per measured path.
# Measurements, never timed tests: `make bench` runs the set and writes one
# JSON record per run under $(CR_BENCH_OUT); `make check` runs only a smoke
# run (tiny counts) that checks the records parse (bench/smoke.sh).
#
# Entry cost of a trivial syscall, per instruction (glibc variants only: the
# asm is the same under every libc):
CR_BENCH_I386 = $(filter glibc-i386,$(CR_VARIANTS))
CR_BENCH_ENTRY_BINS = bench/entry-syscall.glibc-x86_64 bench/entry-empty.glibc-x86_64 \
	bench/entry-libc.glibc-x86_64 \
	$(if $(CR_BENCH_I386),bench/entry-int80.glibc-i386 bench/entry-sysinfo.glibc-i386 \
	bench/entry-empty.glibc-i386 bench/entry-libc.glibc-i386)
# Per implementation (every variant, the vDSO-helper runtime's three thunks
# included): the cancellable wrapper (a second thread parked, the headline
# figure, and alone in its process: glibc's single-thread shortcut), its
# non-cancellable baseline, the two abort paths (pending, blocked),
# cancel-to-joined.
CR_BENCH_VARIANTS = $(CR_VARIANTS)
CR_BENCH_IMPL = wrapper-read wrapper-read-single raw-read abort-pending abort-blocked cancel-join
CR_BENCH_IMPL_BINS = $(call cr_bins,$(addprefix bench/,$(CR_BENCH_IMPL)),$(CR_BENCH_VARIANTS))
CR_BENCH_BINS = $(CR_BENCH_ENTRY_BINS) $(CR_BENCH_IMPL_BINS)
CR_ALL_BINS += $(CR_BENCH_BINS)

# The shared rep/warm-up/statistics loop, the stepped kernel entry (with
# the suite's one vDSO decoder) and what both read of the threads, linked
# into each bench program (cr_xobjs in harness/variants.mk).  The stems keep their '-', which Automake refuses in
# a variable name, hence $(eval).
CR_BENCH_PROGS = entry-syscall entry-empty entry-libc entry-int80 entry-sysinfo $(CR_BENCH_IMPL)
CR_BENCH_LIB = bench/benchlib.c bench/benchstep.c bench/threads.c harness/vdso/vsys.c
$(foreach p,$(CR_BENCH_PROGS),$(eval CR_EXTRA_SRCS_bench_$(p) = $(CR_BENCH_LIB)))
# raw-read.c and wrapper-read-single.c are wrapper-read.c built with
# CR_RAW_READ and BENCH_SINGLE; cancel-join.c is abort-blocked.c built with
# BENCH_JOIN (the compiler tracks these includes, harness/rules.mk).

CR_BENCH_SRCS = bench/benchlib.c bench/benchlib.h bench/benchstep.c bench/threads.c \
	$(addprefix bench/,$(addsuffix .c,$(CR_BENCH_PROGS)))
EXTRA_DIST += $(CR_BENCH_SRCS) bench/README bench/smoke.sh bench/kernel-entry.sh
dist_noinst_SCRIPTS += scripts/bench-run scripts/bench-hyperfine scripts/bench-perf \
	scripts/bench-summary scripts/bench-entry

# Smoke run in make check: every bench binary with tiny counts, records
# checked to parse (and validated by scripts/cr-validate when present).
TESTS += bench/smoke.sh
check_DATA += $(CR_BENCH_BINS)
# The kernel entry each measured call takes, asserted from its record (never
# a time), here and under every fetched root under $(CR_LIBC_ROOTS_DIR)
# (bench/kernel-entry.sh).
TESTS += bench/kernel-entry.sh
check_DATA += bench/link-info
AM_TESTS_ENVIRONMENT += CR_LIBC_ROOTS_DIR='$(CR_LIBC_ROOTS_DIR)'; export CR_LIBC_ROOTS_DIR;

# make bench: the full set (bench-run), hyperfine and perf stat passes, the
# perf bench cross-check, a text summary, and the renderer when present.
# Knobs: CR_BENCH_OUT (where records go), CR_BENCH_SCALE (multiplies the
# iteration counts), CR_BENCH_ROOTS (fetched libc roots, scripts/cr-fetch-libc,
# to run the per-implementation benchmarks under; default: every complete
# root under $(CR_LIBC_ROOTS_DIR)).
CR_BENCH_OUT = $(abs_top_builddir)/results/bench
CR_BENCH_SCALE = 1
CR_BENCH_ROOTS = $(patsubst %/.complete,%,$(wildcard $(CR_LIBC_ROOTS_DIR)/*/.complete))
CR_BENCH_ENV = CR_BUILDDIR='$(abs_top_builddir)' CR_SRCDIR='$(abs_top_srcdir)' \
	PYTHON3='$(PYTHON3)' HYPERFINE='$(HYPERFINE)' PERF='$(PERF)' \
	CR_BENCH_SCALE='$(CR_BENCH_SCALE)' \
	CR_BENCH_ROOTS='$(CR_BENCH_ROOTS)' \
	CR_BENCH_BINS='$(CR_BENCH_BINS)'
# bench/link-info: how each per-implementation program links (the
# "link|..." lines of cr_link_info), so bench-run can relink a glibc program
# against an older root's libc6-dev when it needs symbol versions that
# release lacks (scripts/cr-relink, as scripts/cr-matrix does for the
# races).
bench/link-info: Makefile
	@$(call cr_link_info,$@,$(CR_BENCH_IMPL_BINS))
	@mv $@.tmp $@
CLEANFILES += bench/link-info
bench: $(CR_BENCH_BINS) harness/cr-run bench/link-info
	$(CR_BENCH_ENV) CR_BENCH_LINKINFO=bench/link-info $(SHELL) $(srcdir)/scripts/bench-run --out '$(CR_BENCH_OUT)'
bench-smoke: $(CR_BENCH_BINS) bench/link-info
	$(CR_BENCH_ENV) CR_BENCH_LINKINFO=bench/link-info $(SHELL) $(srcdir)/scripts/bench-run --smoke --out '$(CR_BENCH_OUT)-smoke'
bench-build: $(CR_BENCH_BINS)
PHONY_TARGETS += bench bench-smoke bench-build

# The hammer's yardstick (bench/peer-open.c: no harness, this machine's
# libc) and the side-by-side run: make hammer-vs-peer writes
# results/hammer-vs-peer.md (a measurement, not a test).
noinst_PROGRAMS += bench/peer-open
bench_peer_open_SOURCES = bench/peer-open.c
bench_peer_open_CFLAGS = -std=gnu11 -O2 $(CR_WARN) -pthread
bench_peer_open_LDFLAGS = -pthread
EXTRA_DIST += bench/hammer-vs-peer.sh
hammer-vs-peer: bench/peer-open $(filter races/open.glibc-x86_64,$(CR_ALL_BINS))
	CR_BUILDDIR='$(abs_top_builddir)' CR_SRCDIR='$(abs_top_srcdir)' PYTHON3='$(PYTHON3)' \
		$(SHELL) $(srcdir)/bench/hammer-vs-peer.sh --out '$(abs_top_srcdir)/results/hammer-vs-peer.md'
PHONY_TARGETS += hammer-vs-peer
