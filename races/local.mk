# races: one program per cancellation point, built once per variant
# (races/open.glibc-x86_64, races/open.musl-i386, ...), each a TAP test.
# Every call of the catalogue (harness/calls.h) is a race of its name, read
# from the catalogue itself: a CR_SYSCALL row a race of every variant
# (CR_RACES), a CR_LIBCALL row a library race (CR_LIB_RACES, below).
CR_CALLS_H = $(top_srcdir)/harness/calls.h
# (sed's '.' stands for the row's '(': make counts parentheses.)
CR_RACES = $(shell sed -n 's/^[[:space:]]*CR_SYSCALL\(_VA\)*.\([a-z0-9_]*\),.*/\2/p' $(CR_CALLS_H))
CR_LIB_RACES = $(shell sed -n 's/^[[:space:]]*CR_LIBCALL.\([a-z0-9_]*\),.*/\1/p' $(CR_CALLS_H))
# open through a FIFO (a second race of open, named by its .name)
CR_RACES += open-fifo
# the functions that must not act (a mode of its own: pending)
CR_LIB_RACES += must-not-act
# Families: one source races the calls that differ only in how they are
# called, built per call from races/FAMILY.c with -DCALL=<call> and
# -DCR_CALL_<call> (CR_SRC_<stem>, CR_FLAGS_<stem>: harness/rules.mk).  A
# new call of a family is its catalogue row and one word here.
CR_FAMILIES = read pread recv write accept recvmsg mq_receive waitpid sigwaitinfo epoll_wait sem_wait \
	pthread_cond_wait pthread_join fcntl noeffect
CR_FAMILY_read = read readv
CR_FAMILY_pread = pread preadv
CR_FAMILY_recv = recv recvfrom
CR_FAMILY_write = write writev pwrite pwritev send sendto sendmsg sendmmsg mq_send mq_timedsend \
	msgsnd
CR_FAMILY_accept = accept accept4
CR_FAMILY_recvmsg = recvmsg recvmmsg
CR_FAMILY_mq_receive = mq_receive mq_timedreceive msgrcv
CR_FAMILY_waitpid = waitpid waitid wait wait3 wait4
CR_FAMILY_sigwaitinfo = sigwaitinfo sigtimedwait sigwait
CR_FAMILY_epoll_wait = epoll_wait epoll_pwait
CR_FAMILY_sem_wait = sem_wait sem_timedwait sem_clockwait
CR_FAMILY_pthread_cond_wait = pthread_cond_wait pthread_cond_timedwait pthread_cond_clockwait
CR_FAMILY_fcntl = fcntl lockf
CR_FAMILY_pthread_join = pthread_join pthread_timedjoin_np pthread_clockjoin_np
# no effect to lose: the cancel must act, the cleanup run once
CR_FAMILY_noeffect = nanosleep clock_nanosleep usleep sleep pause sigsuspend poll ppoll select \
	pselect fsync fdatasync msync tcdrain pthread_testcancel aio_suspend getrandom
$(foreach f,$(CR_FAMILIES),$(foreach c,$(CR_FAMILY_$(f)),$(eval CR_SRC_races_$(c) = races/$(f).c)$(eval CR_FLAGS_races_$(c) = -DCALL=$(c) -DCR_CALL_$(c))))
CR_FAMILY_CALLS = $(foreach f,$(CR_FAMILIES),$(CR_FAMILY_$(f)))
CR_PROGRAM_STEMS += $(addprefix races/,$(CR_RACES))
# A library race tests a cancellation point the libc implements itself (a
# CR_LIBCALL row of harness/calls.h): it is built for every variant but the
# vDSO-helper runtime's, whose cancel reaches only its own wrappers of the
# catalogue's syscalls.  The tests, make matrix-info (its race-variants
# lines) and the install rules take CR_RACE_BINS, which holds both kinds.
CR_LIB_VARIANTS = $(filter-out vdso-%,$(CR_VARIANTS))
CR_LIB_RACE_BINS = $(if $(CR_LIB_VARIANTS),$(call cr_bins,$(addprefix races/,$(CR_LIB_RACES)),$(CR_LIB_VARIANTS)))
CR_ALL_BINS += $(CR_LIB_RACE_BINS)
CR_RACE_BINS = $(call cr_bins,$(addprefix races/,$(CR_RACES))) $(CR_LIB_RACE_BINS)
CR_VARIANT_TESTS += $(CR_RACE_BINS)
# the sources: one a race, or one a family
EXTRA_DIST += $(addprefix races/,$(addsuffix .c,$(filter-out $(CR_FAMILY_CALLS),$(CR_RACES) $(CR_LIB_RACES)) $(CR_FAMILIES)))
# the POSIX queue of mq_send and mq_receive
EXTRA_DIST += races/mq.h
# the System V queue of msgsnd and msgrcv
EXTRA_DIST += races/msq.h

# The main job: every race of every variant (every mode) on this machine's
# libcs, through the matrix runner (scripts/suite): suite/results.json (one
# "cancelrace-results/1" file) and suite/results.md (the table); the i386
# variants in a QEMU guest where this machine cannot run them.  Exit 1 when
# a verdict is not what results/expectations.tsv predicts.
CR_SUITE_DIR = suite
suite: $(CR_RACE_BINS) harness/cr-run $(CR_KERNELS_PROBE) $(CR_VDSO_SELFTEST)
	PYTHON3='$(PYTHON3)' $(SHELL) $(srcdir)/scripts/suite --builddir . --out '$(CR_SUITE_DIR)' \
	  --expect '$(abs_top_srcdir)/results/expectations.tsv'
	@echo "suite: $(CR_SUITE_DIR)/results.md"; cat '$(CR_SUITE_DIR)/results.md'
PHONY_TARGETS += suite

# Longer hammers, outside make check: every race of every variant with
# CR_LONG_ARGS (default 50000 trials or 120 s each, never stopped early),
# judged as in make check;
# and check-loop, which reruns make check's races until one fails (to hunt a
# flaky verdict; CR_LOOPS bounds it).
CR_LONG_ARGS = --hammer --iterations 50000 --seconds 120
CR_LOOPS = 20
check-long: $(CR_RACE_BINS) harness/cr-run
	@fail=0; n=0; total=`echo $(CR_RACE_BINS) | wc -w`; for b in $(CR_RACE_BINS); do \
	  n=$$((n + 1)); echo "[$$n/$$total] $$b $(CR_LONG_ARGS)"; \
	  if $(AM_TESTS_ENVIRONMENT) CR_HAMMER_ENOUGH=; $(LOG_COMPILER) --timeout 600 -- ./$$b $(CR_LONG_ARGS) > check-long.log 2>&1; \
	  then grep -E '^# hammer: [0-9]+ trials' check-long.log; \
	  else fail=$$((fail + 1)); grep -E '^(not ok|Bail out|# hammer: [0-9]+ trials)' check-long.log; fi; \
	done; echo "check-long: $$fail of $$total not as expected"; test $$fail = 0
check-loop: $(CR_RACE_BINS) harness/cr-run
	@i=0; while [ $$i -lt $(CR_LOOPS) ]; do i=$$((i + 1)); echo "check-loop: round $$i"; \
	  for b in $(CR_RACE_BINS); do \
	    $(AM_TESTS_ENVIRONMENT) $(LOG_COMPILER) --timeout 300 -- ./$$b > check-loop.log 2>&1 || \
	      { echo "check-loop: $$b failed in round $$i:"; grep -E '^(not ok|Bail out)' check-loop.log; exit 1; }; \
	  done; done; echo "check-loop: $(CR_LOOPS) rounds, no failure"
PHONY_TARGETS += check-long check-loop
CLEANFILES += check-loop.log check-long.log
