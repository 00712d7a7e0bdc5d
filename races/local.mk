# races: one program per cancellation point, built once per variant
# (races/open.glibc-x86_64, races/open.musl-i386, ...), each a TAP test.
CR_RACES = open openat accept accept4 recvmsg read close
CR_PROGRAM_STEMS += $(addprefix races/,$(CR_RACES))
CR_RACE_BINS = $(call cr_bins,$(addprefix races/,$(CR_RACES)))
TESTS += $(CR_RACE_BINS:=.t)
EXTRA_DIST += $(addprefix races/,$(addsuffix .c,$(CR_RACES)))

# accept4.c is accept.c built with CR_ACCEPT4.
$(foreach v,$(CR_VARIANTS),races/accept4.$(v).o): $(srcdir)/races/accept.c
