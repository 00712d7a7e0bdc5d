/* The test switch of every probe of the suite: CR_PROBE_ABSENT, a list of
 * names (comma or space separated), makes each named probe report "absent"
 * whatever the machine can do, so every fallback path is tested on any
 * host.  Names: software-breakpoint, hardware-breakpoint, single-step,
 * cancel-delivery (the step engine, harness/probe.h), ia32 (32-bit
 * execution: cr-run and the race programs), perf, kvm, loopback.  Shared by
 * the harness and the dependency-free runner (harness/runner.c). */
#ifndef CR_ABSENT_H
#define CR_ABSENT_H

/* Is name in CR_PROBE_ABSENT? */
int cr_probe_absent(const char *name);

#endif
