# harness/vdso: the vDSO-helper cancellation runtime (vrt) for the vdso-i386-*
# variants, its decoder unit test (native) and the RFC-style single-step
# selftest (i386).  Included from the top Makefile.am.

# The runtime, linked into every vdso-* variant program (harness/variants.mk).
CR_VRT_SRCS += harness/vdso/vrt.c harness/vdso/thunk.S harness/vdso/helper.c \
	harness/vdso/vsys.c
# The catalogue's cancellation points as the runtime's own functions: only
# in the vdso-* variant programs (the selftest links the runtime alone).
CR_VRT_CALL_SRCS += harness/vdso/wrappers.c
CR_HARNESS_HDRS += harness/vdso/vrt.h harness/vdso/helper.h harness/vdso/vsys.h
EXTRA_DIST += $(CR_VRT_SRCS) $(CR_VRT_CALL_SRCS) harness/vdso/vrt.h harness/vdso/helper.h \
	harness/vdso/vsys.h harness/vdso/README harness/vdso/selftest.c \
	harness/vdso/cost.c harness/vdso/tests/fakevdso.c

# Decoder on byte images of every accepted layout (and garbage), natively.
check_PROGRAMS += harness/vdso/tests/test-decode
harness_vdso_tests_test_decode_SOURCES = harness/vdso/tests/test-decode.c \
	harness/vdso/vsys.c harness/vdso/vsys.h
harness_vdso_tests_test_decode_CFLAGS = $(CR_BASE_CFLAGS) -DCR_VARIANT='"native"'
TESTS += harness/vdso/tests/test-decode

# The sweep engine's in-kernel boundary (harness/step.c): fire() never runs
# after the victim has passed cr_step_disarm (the rare "k=66+kernel: crash"
# of races/*.vdso-i386-helper under load).  Native.
# The whole harness behind it (the probes choose the way to stop), glibc
# x86_64 alone: the engine is the same code for every variant.
CR_PROGRAM_STEMS += harness/vdso/tests/test-late-fire
CR_VARIANT_TESTS += $(call cr_bins,harness/vdso/tests/test-late-fire,$(filter glibc-x86_64,$(CR_VARIANTS)))
EXTRA_DIST += harness/vdso/tests/test-late-fire.c

if HAVE_I386
# The RFC's selftest: single-step __kernel_vsyscall, check the helpers at
# every trap; abort at every boundary; the three thunks on a blocking read.
# An i386 glibc program with the runtime linked in (it switches thunks).
CR_VDSO_SELFTEST = harness/vdso/selftest.glibc-i386
CR_EXTRA_SRCS_harness_vdso_selftest = $(CR_VRT_SRCS)
# The cost of one cancellable getppid through each thunk (not a test).
CR_VDSO_COST = harness/vdso/cost.glibc-i386
CR_EXTRA_SRCS_harness_vdso_cost = $(CR_VRT_SRCS)
# The exported-helpers path on fake vDSO images (no kernel exports them).
CR_VDSO_FAKE = harness/vdso/tests/fakevdso.glibc-i386
CR_EXTRA_SRCS_harness_vdso_tests_fakevdso = harness/vdso/helper.c harness/vdso/vsys.c
CR_ALL_BINS += $(CR_VDSO_SELFTEST) $(CR_VDSO_COST) $(CR_VDSO_FAKE)
TESTS += harness/vdso/selftest.glibc-i386.t harness/vdso/tests/fakevdso.glibc-i386.t
endif
