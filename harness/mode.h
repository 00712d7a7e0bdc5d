/* A mode of a race program: one way of running the race's trials, a peer
 * of the others.  cr_race_main (race.c) runs every mode picked, in the
 * order of its table, each in a section of the run's record of the mode's
 * name: it opens the section, the mode writes its fields, cr_race_main adds
 * the mode's checks and closes it.  The modes: sweep (sweep.c), blocked
 * (blocked.c), hammer (hammer.c), pending (pending.c). */
#ifndef CR_MODE_H
#define CR_MODE_H

#include "engine.h"

struct cr_mode {
	/* The record's section, the mode of its checks and the first word
	 * of their TAP lines (at most 7 letters): "sweep" */
	const char *name;
	/* This run runs it: the options picked it, or the race has it. */
	int (*picked)(const struct cr_ctx *c);
	/* Runs it: prints its diagnostics and checks, writes the section's
	 * fields into j.  CR_MODE_LEFT: a victim thread is left behind in
	 * this process (a lost cancel nothing could wake), else 0. */
	int (*run)(struct cr_ctx *c, struct cr_json *j);
};
#define CR_MODE_LEFT 1

extern const struct cr_mode cr_mode_sweep, cr_mode_blocked, cr_mode_hammer, cr_mode_pending;

/* ---- what the modes share (mode.c) -------------------------------------- */
/* SIGTERM, SIGINT and SIGHUP ask the run to stop: cr_stop_on_signals()
 * catches them; cr_stopped() is the signal caught, or 0 (a mode's loop
 * ends at once, no mode starts after it). */
void cr_stop_on_signals(void);
int cr_stopped(void);
/* A mode that runs victims in this process does not run once a mode left
 * one behind (c->left): its failed check "not-run" says so; 1 then, else 0
 * (the mode still writes its section, with nothing counted). */
int cr_mode_not_run(struct cr_ctx *c, const char *mode);
/* The section's outcomes {cancelled, not_cancelled} of trials, and counts
 * {each verdict: n} (the one copy of each count: a check carries none). */
void cr_mode_tally_json(struct cr_json *j, long trials, long cancelled, const long counts[CR_V_COUNT]);
/* A verdict check of the mode for each verdict the race judges, and for
 * those of extra (the mode's own: CR_VMASK_BLOCKED ...), with detail. */
void cr_mode_checks(struct cr_ctx *c, const char *mode, unsigned extra, const long counts[CR_V_COUNT],
		    const char *detail);
/* The errnos the calls of a mode returned with (blocked's late-cancel,
 * pending's not-acted): cr_mode_errno() tallies one (the last slot takes
 * any beyond Linux's), cr_mode_errnos_json() writes them as key: [{errno,
 * error, trials}]. */
#define CR_MODE_ERRNOS 256
void cr_mode_errno(long errs[CR_MODE_ERRNOS], int e);
void cr_mode_errnos_json(struct cr_json *j, const char *key, const long errs[CR_MODE_ERRNOS]);

#endif
