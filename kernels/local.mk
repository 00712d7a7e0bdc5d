# kernels: the i386 suite on real Debian kernels in QEMU guests (kernels/README).
# Included from the top Makefile.am.
#
#   make kernel-images  fetch the kernels of CR_KERNEL_RELEASES into
#                       $(CR_KERNELS_DIR) (scripts/cr-kernels fetch)
#   make check-kernels  boot each kernel x CPU model (AMD: syscall, Intel:
#                       sysenter), run every i386 race of every i386 variant
#                       (hammer and sweep) on this machine's i386 libcs and
#                       the libc roots of CR_KERNEL_ROOTS, the vDSO-helper
#                       selftest and the probe: $(CR_KERNELS_OUT)/results.json
#                       and results.md.  Fails when a guest or a verdict is not
#                       as expected; says SKIP (exit 0) without qemu or a
#                       kernel, unless CR_KERNELS_REQUIRE=1.
#   make kernels-results  check-kernels, kept as results/kernels.json and .md
#   make check          one smoke guest (kernels/tests/smoke.sh)
CR_KERNELS_DIR = $(abs_top_builddir)/kernel-images
CR_KERNEL_RELEASES = bookworm trixie sid
CR_KERNEL_ROOTS = trixie
CR_KERNEL_CPUS = amd,intel
CR_KERNELS_OUT = kernels-run
CR_KERNELS_ARGS =

if HAVE_I386
# The guest's first program: kernel, CPU vendor, the AT_SYSINFO bytes and
# their decode (harness/vdso/vsys.c) as JSON.
CR_KERNELS_PROBE = kernels/guestinfo.glibc-i386
CR_EXTRA_SRCS_kernels_guestinfo = harness/vdso/helper.c harness/vdso/vsys.c
CR_ALL_BINS += $(CR_KERNELS_PROBE)
endif

kernel-images:
	$(CR_PY) $(srcdir)/scripts/cr-kernels fetch --dest '$(CR_KERNELS_DIR)' $(CR_KERNEL_RELEASES)

check-kernels: $(CR_RACE_BINS) $(CR_KERNELS_PROBE) $(CR_VDSO_SELFTEST) harness/cr-run kernel-images
	$(CR_PY) $(srcdir)/scripts/cr-fetch-libc --dest '$(CR_LIBC_ROOTS_DIR)' $(CR_KERNEL_ROOTS)
	@rc=0; $(CR_PY) $(srcdir)/scripts/cr-kernels run --builddir . --srcdir '$(abs_top_srcdir)' \
	  --kernels '$(CR_KERNELS_DIR)' --roots '$(CR_LIBC_ROOTS_DIR)' --root '$(CR_KERNEL_ROOTS)' \
	  --cpus '$(CR_KERNEL_CPUS)' --out '$(CR_KERNELS_OUT)' $(CR_KERNELS_ARGS) $(CR_KERNEL_RELEASES) || rc=$$?; \
	if test $$rc = 77 && test -z '$(CR_KERNELS_REQUIRE)'; then echo "check-kernels: SKIPPED (see above)"; exit 0; fi; \
	test -f '$(CR_KERNELS_OUT)/results.md' && cat '$(CR_KERNELS_OUT)/results.md'; exit $$rc

# make kernels-results: the kernel matrix as the committed reference,
# results/kernels.json and kernels.md ($(CR_RESULTS_OUT)); the new run is
# compared with the reference it replaces first (printed, never a failure).
# Under TCG a race program takes 4 to 100 s, so the whole catalogue (225 runs)
# takes about 45 minutes a guest here, 4-5 hours for the six; the reference
# covers the descriptor races of CR_KERNEL_RESULTS_RACES (about 7 minutes a
# guest), every i386 variant, every mode.  CR_KERNEL_RESULTS_RACES= (empty) runs every race.
CR_KERNEL_RESULTS_RACES = open,openat,accept,accept4,recvmsg,close,read
kernels-results:
	$(MAKE) $(AM_MAKEFLAGS) check-kernels CR_KERNELS_ARGS="$(if $(CR_KERNEL_RESULTS_RACES),--races $(CR_KERNEL_RESULTS_RACES)) $(CR_KERNELS_ARGS)" || \
	  echo "kernels-results: not everything was as expected (see the table)"
	if test -f '$(CR_RESULTS_OUT)/kernels.json'; then $(CR_PY) $(srcdir)/scripts/cr-compare --quiet \
	  '$(CR_RESULTS_OUT)/kernels.json' '$(CR_KERNELS_OUT)/results.json' || true; fi
	cp '$(CR_KERNELS_OUT)/results.json' '$(CR_RESULTS_OUT)/kernels.json'
	$(CR_PY) $(srcdir)/scripts/cr-table '$(CR_RESULTS_OUT)/kernels.json' > '$(CR_RESULTS_OUT)/kernels.md'
	@echo "kernels-results: $(CR_RESULTS_OUT)/kernels.json, kernels.md"

# make check: boot the smallest kernel once (Intel model: the sysenter path
# this machine never runs), one sweep; a skip without qemu or a kernel.
TESTS += kernels/tests/smoke.sh kernels/tests/test_kernels.py
CR_KERNEL_SMOKE = bookworm
AM_TESTS_ENVIRONMENT += CR_KERNELS_DIR='$(CR_KERNELS_DIR)'; export CR_KERNELS_DIR; \
	CR_KERNEL_SMOKE='$(CR_KERNEL_SMOKE)'; export CR_KERNEL_SMOKE;
# make check's i386 part where this machine cannot run 32-bit programs
# (kernels/tests/i386-guest.qemu): one guest of CR_I386_GUEST_KERNEL with
# the CR_I386_GUEST_CPU model runs every race of CR_I386_GUEST_RACES (the
# catalogue's syscall races) under the vDSO-helper, int80 and naive thunks,
# and the glibc-i386 / musl-i386 controls of CR_I386_GUEST_CONTROLS, sweep
# and blocked; skips where 32-bit programs run here.  Its own extension: the
# guest needs more than CR_TIMEOUT (CR_I386_GUEST_BUDGET seconds for the
# guest, CR_I386_GUEST_TIMEOUT for the whole test).
CR_I386_GUEST_KERNEL = bookworm
CR_I386_GUEST_CPU = amd
CR_I386_GUEST_RACES = $(subst $(cr_space),$(cr_comma),$(strip $(CR_RACES)))
CR_I386_GUEST_CONTROLS = open,accept,read
CR_I386_GUEST_BUDGET = 840
CR_I386_GUEST_TIMEOUT = 900
cr_comma = ,
cr_space = $(subst ,, )
TEST_EXTENSIONS += .qemu
QEMU_LOG_DRIVER = $(LOG_DRIVER)
QEMU_LOG_COMPILER = $(LOG_COMPILER)
AM_QEMU_LOG_FLAGS = --timeout $(CR_I386_GUEST_TIMEOUT) -- $(SHELL)
TESTS += kernels/tests/i386-guest.qemu
AM_TESTS_ENVIRONMENT += CR_I386_GUEST_KERNEL='$(CR_I386_GUEST_KERNEL)'; export CR_I386_GUEST_KERNEL; \
	CR_I386_GUEST_CPU='$(CR_I386_GUEST_CPU)'; export CR_I386_GUEST_CPU; \
	CR_I386_GUEST_RACES='$(CR_I386_GUEST_RACES)'; export CR_I386_GUEST_RACES; \
	CR_I386_GUEST_CONTROLS='$(CR_I386_GUEST_CONTROLS)'; export CR_I386_GUEST_CONTROLS; \
	CR_I386_GUEST_BUDGET='$(CR_I386_GUEST_BUDGET)'; export CR_I386_GUEST_BUDGET;
PHONY_TARGETS += kernel-images check-kernels kernels-results
dist_noinst_SCRIPTS += scripts/cr-kernels
EXTRA_DIST += kernels/README kernels/local.mk kernels/guestinfo.c kernels/guest-init \
	kernels/tests/smoke.sh kernels/tests/test_kernels.py kernels/tests/i386-guest.qemu \
	kernels/tests/sample-kernels.json
