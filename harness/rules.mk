# Rules for every variant program (see harness/variants.mk); included last.
CR_ALL_BINS += $(call cr_bins,$(CR_PROGRAM_STEMS))
CR_ALL_OBJS = $(sort $(addsuffix .o,$(CR_ALL_BINS)) \
	$(foreach b,$(CR_ALL_BINS),$(call cr_hobjs,$(call cr_vbin,$(b))) $(call cr_xobjs,$(b),$(call cr_vbin,$(b)))))

# Header dependencies are tracked by the compiler (-MD -MP: one .d file per
# object, included below once it exists).  A program built from another's
# source (a family's call, races/local.mk) names it in CR_SRC_<stem> and its
# own flags in CR_FLAGS_<stem> (the stem's '/' turned into '_').
.SECONDEXPANSION:
$(CR_ALL_OBJS): $$(call cr_src,$$@)
	@$(MKDIR_P) $(@D)
	$(AM_V_CC)$(call cr_cc,$(call cr_vof,$@)) $(call CR_CFLAGS_FOR,$(call cr_vof,$@)) $(CR_FLAGS_$(subst /,_,$(call cr_stem,$@))) -MD -MP -MF $(@:.o=.d) -c -o $@ $<

$(CR_ALL_BINS): $$@.o $$(call cr_hobjs,$$(call cr_vbin,$$@)) $$(call cr_xobjs,$$@,$$(call cr_vbin,$$@))
	$(AM_V_CCLD)$(call cr_cc,$(call cr_vbin,$@)) $(call CR_CFLAGS_FOR,$(call cr_vbin,$@)) $(CR_LINK_BASE) -o $@ $^ $(call cr_link_libs,$(call cr_vbin,$@))

# Test entries: races/open.glibc-x86_64.t -> races/open.glibc-x86_64
$(addsuffix .t,$(CR_ALL_BINS)): %.t: %
	$(AM_V_GEN)rm -f $@ && $(LN_S) $(notdir $<) $@

all-local: $(CR_ALL_BINS)
check-local: $(CR_ALL_BINS)
# Cleaned from a list file, not through CLEANFILES: Automake's clean rule
# names CLEANFILES twice in one shell command, and with 9 variants that
# command (132 kB) passes Linux's 128 kB limit on one argument; the rule's
# leading '-' then hides the failure and make distclean leaves every program.
CR_CLEAN_VARIANT_FILES = $(CR_ALL_BINS) $(CR_ALL_OBJS) $(CR_ALL_OBJS:.o=.d) $(addsuffix .t,$(CR_ALL_BINS))
clean-local: cr-clean-variants
cr-clean-variants:
	$(file >cr-clean.list,$(CR_CLEAN_VARIANT_FILES))
	tr ' ' '\n' <cr-clean.list | xargs rm -f && rm -f cr-clean.list
.PHONY: cr-clean-variants
-include $(CR_ALL_OBJS:.o=.d)

# GNU make only: TESTS += the .t entries of CR_VARIANT_TESTS.
-include $(top_srcdir)/harness/tests.gmk
