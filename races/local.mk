# races: one program per cancellation point, built once per variant
# (races/open.glibc-x86_64, races/open.musl-i386, ...), each a TAP test.
CR_RACES = open accept close
CR_PROGRAM_STEMS += $(addprefix races/,$(CR_RACES))
CR_RACE_BINS = $(call cr_bins,$(addprefix races/,$(CR_RACES)))
TESTS += $(CR_RACE_BINS:=.t)
EXTRA_DIST += $(addprefix races/,$(addsuffix .c,$(CR_RACES)))
