# Variant machinery: one source, one binary per variant, by per-target flags.
#
# A variant V has a compiler command CR_CC_<V> (probed by configure) and flags
# CR_VFLAGS_<V>, where <V> is V with '-' turned into '_' (Automake allows no
# '-' in variable names): $(call cr_cc,V) and CR_CFLAGS_FOR take the variant.  SRC.c compiles to SRC.V.o; program P.V links P.V.o, any
# CR_EXTRA_SRCS_<P> objects, and the harness objects of V.  An area (races/,
# bench/, ...) adds its program stems to CR_PROGRAM_STEMS (built for every
# variant) or exact binaries to CR_ALL_BINS; harness/rules.mk, included last,
# turns the lists into rules.
CR_VARIANTS = @CR_VARIANTS@
# yes when configure ran an i386 program it built (IA32 emulation here)
CR_I386_RUNS = @CR_I386_RUNS@
CR_MISSING_VARIANTS = @CR_MISSING@

CR_CC_glibc_x86_64 = @CR_CC_GLIBC_X86_64@
CR_CC_glibc_i386 = @CR_CC_GLIBC_I386@
CR_CC_musl_x86_64 = @CR_CC_MUSL_X86_64@
CR_CC_musl_i386 = @CR_CC_MUSL_I386@
CR_CC_vdso_i386_int80 = @CR_CC_VDSO_I386@
CR_CC_vdso_i386_naive = @CR_CC_VDSO_I386@
CR_CC_vdso_i386_helper = @CR_CC_VDSO_I386@
# uClibc-ng, built by configure in uclibc/ (scripts/build-uclibc)
CR_CC_uclibc_x86_64 = @CR_CC_UCLIBC_X86_64@
CR_CC_uclibc_i386 = @CR_CC_UCLIBC_I386@

# dietlibc, through its diet wrapper (static programs): harness/dietlibc.h
# first in every object, the cancellation points configure read of its
# libpthread (dietlibc-points-ARCH.h, in the build tree), its version.
# -pthread is lost under diet's -nostdlib: libpthread by name, and libcompat
# for syscall(); it has no librt (CR_NO_LIBRT: its mq_* are in libc).
CR_CC_dietlibc_x86_64 = @CR_CC_DIETLIBC_X86_64@
CR_CC_dietlibc_i386 = @CR_CC_DIETLIBC_I386@
CR_DIETLIBC_FLAGS = -include $(top_srcdir)/harness/dietlibc.h -I$(top_builddir) \
	-DCR_DIETLIBC_VERSION='"@CR_DIETLIBC_VERSION@"'
CR_VFLAGS_dietlibc_x86_64 = $(CR_DIETLIBC_FLAGS)
CR_VFLAGS_dietlibc_i386 = $(CR_DIETLIBC_FLAGS)
CR_LIBS_dietlibc_x86_64 = -lpthread -lcompat
CR_LIBS_dietlibc_i386 = -lpthread -lcompat
CR_NO_LIBRT = dietlibc-x86_64 dietlibc-i386

CR_VFLAGS_vdso_i386_int80 = -DCR_RUNTIME_VRT -DCR_VRT_THUNK=int80
CR_VFLAGS_vdso_i386_naive = -DCR_RUNTIME_VRT -DCR_VRT_THUNK=naive
CR_VFLAGS_vdso_i386_helper = -DCR_RUNTIME_VRT -DCR_VRT_THUNK=helper

# -z now: symbols are bound before a sweep single-steps a call.
CR_WARN = -Wall -Wextra -Werror -Wno-missing-field-initializers
CR_BASE_CFLAGS = -std=gnu11 -O2 -g -pthread $(CR_WARN) -D_GNU_SOURCE \
	-I$(top_srcdir)/harness -DCR_PROJECT_VERSION='"$(PACKAGE_VERSION)"' \
	-DCR_EXPECT_PATH='"$(abs_top_srcdir)/results/expectations.tsv"'
# -lrt: the catalogue names mq_receive and mq_send, in librt before glibc
# 2.34 (a program relinked against an older root's libc6-dev needs it).  It
# goes after the objects (CR_LINK_LIBS): with --as-needed, which this gcc
# passes by default, a library named before the objects that use it is
# dropped, and the relink for glibc 2.31 fails.
CR_LINK_BASE = -pthread -Wl,-z,now
CR_LINK_LIBS = -lrt
# $(call cr_link_libs,VARIANT): what goes after a program's objects
cr_link_libs = $(if $(filter $(1),$(CR_NO_LIBRT)),,$(CR_LINK_LIBS)) $(CR_LIBS_$(subst -,_,$(1)))
CR_CFLAGS_FOR = $(CR_BASE_CFLAGS) $(CR_VFLAGS_$(subst -,_,$(1))) -DCR_VARIANT='"$(1)"' $(CR_USER_CFLAGS)

# Harness sources linked into every variant program; the vDSO runtime's
# sources (and its definitions of the catalogue's calls, CR_VRT_CALL_SRCS)
# are added for vdso-* variants.
CR_HARNESS_SRCS =
CR_VRT_SRCS =
CR_VRT_CALL_SRCS =
CR_HARNESS_HDRS =
CR_PROGRAM_STEMS =
CR_ALL_BINS =

cr_cc = $(CR_CC_$(subst -,_,$(1)))
# $(call cr_objs,VARIANT,SOURCES)
cr_objs = $(foreach s,$(2),$(basename $(s)).$(1).o)
cr_vof = $(subst .,,$(suffix $(basename $(1))))
cr_vbin = $(subst .,,$(suffix $(1)))
cr_stem = $(basename $(basename $(1)))
cr_src = $(firstword $(addprefix $(srcdir)/,$(CR_SRC_$(subst /,_,$(call cr_stem,$(1))))) $(wildcard $(srcdir)/$(call cr_stem,$(1)).c $(srcdir)/$(call cr_stem,$(1)).S))
cr_hobjs = $(call cr_objs,$(1),$(CR_HARNESS_SRCS) $(if $(findstring vdso-,$(1)),$(CR_VRT_SRCS) $(CR_VRT_CALL_SRCS)))
cr_xobjs = $(call cr_objs,$(2),$(CR_EXTRA_SRCS_$(subst /,_,$(basename $(1)))))
# $(call cr_bins,STEMS[,VARIANTS]): races/open -> races/open.glibc-x86_64 ...
cr_bins = $(foreach v,$(if $(2),$(2),$(CR_VARIANTS)),$(addsuffix .$(v),$(1)))
# $(call cr_link_info,FILE,BINS): write FILE with one line per program,
# "link|BIN|CC|FLAGS|OBJECTS|LIBS": how it links, so a glibc program can be
# linked again against an older release's libc6-dev (scripts/cancelrace/relink.py;
# make matrix-info, bench/link-info).  Written by make itself
# ($(file)), not by echo: for every race program the lines together exceed
# the kernel's limit on one command's arguments.  Use it as the whole of a
# recipe line (make expands a recipe's lines before it runs any).
cr_link_line = link|$(1)|$(call cr_cc,$(call cr_vbin,$(1)))|$(call CR_CFLAGS_FOR,$(call cr_vbin,$(1))) $(CR_LINK_BASE)|$(1).o $(call cr_hobjs,$(call cr_vbin,$(1))) $(call cr_xobjs,$(1),$(call cr_vbin,$(1)))|$(call cr_link_libs,$(call cr_vbin,$(1)))
cr_link_info = $(file >$(1).tmp)$(foreach b,$(2),$(file >>$(1).tmp,$(call cr_link_line,$(b))))
# Tests: add a variant program's names to CR_VARIANT_TESTS (e.g.
# CR_VARIANT_TESTS += $(call cr_bins,races/open)); each runs as a test through
# a ".t" symlink (harness/rules.mk, harness/tests.gmk).  Don't add such lists
# to TESTS directly: Automake rewrites the words of lists it can see.
CR_VARIANT_TESTS =
# configure's uClibc-ng build (and its cache) goes with distclean: a new
# configure in a clean tree builds it again.  make distcheck's configure
# uses this tree's (CR_UCLIBC_DIR), not minutes of a build of its own.
AM_DISTCHECK_CONFIGURE_FLAGS = CR_UCLIBC_DIR='$(abs_builddir)/uclibc'
distclean-local: cr-distclean-uclibc
cr-distclean-uclibc:
	rm -rf uclibc dietlibc-points-x86_64.h dietlibc-points-i386.h
.PHONY: cr-distclean-uclibc
