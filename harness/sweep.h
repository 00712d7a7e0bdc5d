/* Deterministic mode: deliver the cancel at every instruction boundary of
 * one call of the cancellation point (see harness/sweep.c). */
#ifndef CR_SWEEP_H
#define CR_SWEEP_H

#include "race.h"

/* Runs the sweep for c->race, prints the map, the windows and its TAP
 * points (through cr_check), and adds "boundaries", "windows", "summary"
 * and a "checks" array (open it with cr_json_arr(j, "checks") and pass j to
 * cr_check) to j, which is positioned inside the record's open "sweep"
 * object (j may be NULL).  Returns 0, or CR_EXIT_SKIP when the
 * variant cannot be swept (with a "# SKIP" point printed), or -1 on a
 * harness error. */
int cr_sweep(struct cr_ctx *c, struct cr_json *j);

#endif
