# make install: the runner and every variant program under
# $(pkglibexecdir) (races/open.glibc-x86_64 ...), the expectations table under
# $(pkgdatadir), bin/cancelrace-run (runs the installed races: TAP, JUnit),
# bin/cancelrace-tap2junit, and GNOME installed-tests metadata, one .test file
# per installed race under $(datadir)/installed-tests/cancelrace/.
pkglibexec_PROGRAMS = harness/cr-run
bin_SCRIPTS += cancelrace-run cancelrace-tap2junit
CR_INSTALLED_TESTS_DIR = $(datadir)/installed-tests/$(PACKAGE)
CR_SUBST = $(SED) -e 's|@pkglibexecdir[@]|$(pkglibexecdir)|g' \
	-e 's|@pkgdatadir[@]|$(pkgdatadir)|g' -e 's|@PACKAGE_VERSION[@]|$(PACKAGE_VERSION)|g'
cancelrace-run: $(srcdir)/harness/installed-tests/cancelrace-run.in Makefile
	$(AM_V_GEN)$(CR_SUBST) $(srcdir)/harness/installed-tests/cancelrace-run.in >$@.tmp && chmod +x $@.tmp && mv -f $@.tmp $@
cancelrace-tap2junit: $(srcdir)/scripts/tap2junit Makefile
	$(AM_V_GEN)$(SED) -e 's|^default_runner=$$|default_runner=$(pkglibexecdir)/cr-run|' \
	  $(srcdir)/scripts/tap2junit >$@.tmp && chmod +x $@.tmp && mv -f $@.tmp $@
CLEANFILES += cancelrace-run cancelrace-tap2junit
EXTRA_DIST += harness/installed-tests/cancelrace-run.in harness/installed-tests/README

install-exec-local: $(CR_ALL_BINS)
	@for b in $(CR_ALL_BINS); do \
	  d="$(DESTDIR)$(pkglibexecdir)/`dirname $$b`"; \
	  $(MKDIR_P) "$$d" || exit 1; \
	  echo " $(INSTALL_PROGRAM) $$b '$$d'"; \
	  $(INSTALL_PROGRAM) "$$b" "$$d" || exit 1; \
	done

install-data-local:
	$(MKDIR_P) "$(DESTDIR)$(pkgdatadir)" "$(DESTDIR)$(CR_INSTALLED_TESTS_DIR)"
	$(INSTALL_DATA) $(srcdir)/results/expectations.tsv "$(DESTDIR)$(pkgdatadir)/expectations.tsv"
	@for b in $(CR_RACE_BINS); do \
	  t="$(DESTDIR)$(CR_INSTALLED_TESTS_DIR)/`basename $$b`.test"; \
	  printf '[Test]\nType=session\nExec=%s %s\nOutput=TAP\n' \
	    '$(bindir)/cancelrace-run' "$$b" >"$$t.tmp" && mv -f "$$t.tmp" "$$t" || exit 1; \
	done
	@echo "  installed-tests: `echo $(CR_RACE_BINS) | wc -w` .test files in $(DESTDIR)$(CR_INSTALLED_TESTS_DIR)"

uninstall-local:
	@for b in $(CR_ALL_BINS); do rm -f "$(DESTDIR)$(pkglibexecdir)/$$b"; done
	@for b in $(CR_RACE_BINS); do rm -f "$(DESTDIR)$(CR_INSTALLED_TESTS_DIR)/`basename $$b`.test"; done
	rm -f "$(DESTDIR)$(pkgdatadir)/expectations.tsv"
	-test ! -d "$(DESTDIR)$(pkglibexecdir)" || find "$(DESTDIR)$(pkglibexecdir)" -depth -type d -empty -delete
	-rmdir "$(DESTDIR)$(CR_INSTALLED_TESTS_DIR)" "$(DESTDIR)$(datadir)/installed-tests" "$(DESTDIR)$(pkgdatadir)" "$(DESTDIR)$(pkglibexecdir)" 2>/dev/null

# A test of the install itself (DESTDIR, runs one installed race, uninstall).
TESTS += harness/tests/install-destdir.sh
EXTRA_DIST += harness/tests/install-destdir.sh
AM_TESTS_ENVIRONMENT += CR_MAKE='$(MAKE)'; export CR_MAKE; \
	CR_BINDIR='$(bindir)'; export CR_BINDIR; CR_DATADIR='$(datadir)'; export CR_DATADIR; \
	CR_PKGDATADIR='$(pkgdatadir)'; export CR_PKGDATADIR; \
	CR_PKGLIBEXECDIR='$(pkglibexecdir)'; export CR_PKGLIBEXECDIR;

