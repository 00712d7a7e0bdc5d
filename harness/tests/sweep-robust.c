/* A sweep must survive its boundaries: fault.c with a crash (SIGSEGV) in
 * the 3rd boundary run and a hang in the 5th and its rerun (its accounting
 * hook, in the sweep's child process); harness/tests/sweep-robust.sh checks
 * the sweep reports exactly one "crash" and one "hang" verdict, still runs
 * every other boundary, and fails: a crash or hang is a per-boundary
 * verdict, never the end of the sweep. */
#define CR_FAULT_CRASH 1
#define CR_FAULT_NAME "fault-crash"
#include "fault.c"
