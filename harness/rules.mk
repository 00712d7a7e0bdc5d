# Rules for every variant program (see harness/variants.mk); included last.
CR_ALL_BINS += $(call cr_bins,$(CR_PROGRAM_STEMS))
CR_ALL_OBJS = $(sort $(addsuffix .o,$(CR_ALL_BINS)) \
	$(foreach b,$(CR_ALL_BINS),$(call cr_hobjs,$(call cr_vbin,$(b))) $(call cr_xobjs,$(b),$(call cr_vbin,$(b)))))

.SECONDEXPANSION:
$(CR_ALL_OBJS): $$(call cr_src,$$@) $$(addprefix $$(srcdir)/,$$(CR_HARNESS_HDRS))
	@$(MKDIR_P) $(@D)
	$(AM_V_CC)$(CR_CC_$(call cr_vof,$@)) $(call CR_CFLAGS_FOR,$(call cr_vof,$@)) -c -o $@ $<

$(CR_ALL_BINS): $$@.o $$(call cr_hobjs,$$(call cr_vbin,$$@)) $$(call cr_xobjs,$$@,$$(call cr_vbin,$$@))
	$(AM_V_CCLD)$(CR_CC_$(call cr_vbin,$@)) $(call CR_CFLAGS_FOR,$(call cr_vbin,$@)) $(CR_BASE_LDFLAGS) -o $@ $^ $(CR_LIBS_$(call cr_vbin,$@))

all-local: $(CR_ALL_BINS)
check-local: $(CR_ALL_BINS)
CLEANFILES += $(CR_ALL_BINS) $(CR_ALL_OBJS)
