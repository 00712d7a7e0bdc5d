# Variant machinery: one source, one binary per variant, by per-target flags.
#
# A variant V has a compiler command CR_CC_V (probed by configure) and flags
# CR_VFLAGS_V.  SRC.c compiles to SRC.V.o; program P.V links P.V.o, any
# CR_EXTRA_SRCS_<P> objects, and the harness objects of V.  An area (races/,
# bench/, ...) adds its program stems to CR_PROGRAM_STEMS (built for every
# variant) or exact binaries to CR_ALL_BINS; harness/rules.mk, included last,
# turns the lists into rules.
CR_VARIANTS = @CR_VARIANTS@
CR_MISSING_VARIANTS = @CR_MISSING@

CR_CC_glibc-x86_64 = @CR_CC_GLIBC_X86_64@
CR_CC_glibc-i386 = @CR_CC_GLIBC_I386@
CR_CC_musl-x86_64 = @CR_CC_MUSL_X86_64@
CR_CC_musl-i386 = @CR_CC_MUSL_I386@
CR_CC_vdso-i386-int80 = @CR_CC_VDSO_I386@
CR_CC_vdso-i386-naive = @CR_CC_VDSO_I386@
CR_CC_vdso-i386-helper = @CR_CC_VDSO_I386@

CR_VFLAGS_vdso-i386-int80 = -DCR_RUNTIME_VRT -DCR_VRT_THUNK=int80
CR_VFLAGS_vdso-i386-naive = -DCR_RUNTIME_VRT -DCR_VRT_THUNK=naive
CR_VFLAGS_vdso-i386-helper = -DCR_RUNTIME_VRT -DCR_VRT_THUNK=helper

# -z now: symbols are bound before a sweep single-steps a call.
CR_WARN = -Wall -Wextra -Werror -Wno-missing-field-initializers
CR_BASE_CFLAGS = -std=gnu11 -O2 -g -pthread $(CR_WARN) -D_GNU_SOURCE \
	-I$(top_srcdir)/harness -DCR_PROJECT_VERSION='"$(PACKAGE_VERSION)"'
CR_BASE_LDFLAGS = -pthread -Wl,-z,now
CR_CFLAGS_FOR = $(CR_BASE_CFLAGS) $(CR_VFLAGS_$(1)) -DCR_VARIANT='"$(1)"' $(CR_USER_CFLAGS)

# Harness sources linked into every variant program; the vDSO runtime's
# sources are added for vdso-* variants.
CR_HARNESS_SRCS =
CR_VRT_SRCS =
CR_HARNESS_HDRS =
CR_PROGRAM_STEMS =
CR_ALL_BINS =

# $(call cr_objs,VARIANT,SOURCES)
cr_objs = $(foreach s,$(2),$(basename $(s)).$(1).o)
cr_vof = $(subst .,,$(suffix $(basename $(1))))
cr_vbin = $(subst .,,$(suffix $(1)))
cr_stem = $(basename $(basename $(1)))
cr_src = $(firstword $(wildcard $(srcdir)/$(call cr_stem,$(1)).c $(srcdir)/$(call cr_stem,$(1)).S))
cr_hobjs = $(call cr_objs,$(1),$(CR_HARNESS_SRCS) $(if $(findstring vdso-,$(1)),$(CR_VRT_SRCS)))
cr_xobjs = $(call cr_objs,$(2),$(CR_EXTRA_SRCS_$(subst /,_,$(basename $(1)))))
# $(call cr_bins,STEMS[,VARIANTS]): races/open -> races/open.glibc-x86_64 ...
cr_bins = $(foreach v,$(if $(2),$(2),$(CR_VARIANTS)),$(addsuffix .$(v),$(1)))
