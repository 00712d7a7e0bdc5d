# harness: the library every variant program links (compiled per variant by
# harness/rules.mk), plus a native copy (libcr.a) for the unit tests.
CR_HARNESS_SRCS += \
	harness/tap.c \
	harness/util.c \
	harness/ledger.c \
	harness/sysinfo.c \
	harness/json.c \
	harness/expect.c \
	harness/libcroot.c \
	harness/race.c \
	harness/trial.c
CR_HARNESS_HDRS += harness/cr.h harness/cr_cancel.h harness/race.h harness/sweep.h

# sweep
CR_HARNESS_SRCS += harness/sweep.c

EXTRA_DIST += $(CR_HARNESS_SRCS) $(CR_HARNESS_HDRS) harness/README \
	harness/variants.mk harness/rules.mk
