/* What the modes share (harness/mode.h): the run's stop request, the
 * check of a mode that must not run, the counts of a section, its verdict
 * checks and the errnos its calls returned with. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "mode.h"

static volatile sig_atomic_t stop_sig;

static void on_stop(int sig)
{
	stop_sig = sig;
}

void cr_stop_on_signals(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

int cr_stopped(void)
{
	return stop_sig;
}

int cr_mode_not_run(struct cr_ctx *c, const char *mode)
{
	if (!c->left)
		return 0;
	cr_check_run(c, mode, CR_CHECK_STRUCTURAL, "not-run", 0,
		     "%s %s: not run: a %s victim could not be woken", mode, c->name, c->left);
	return 1;
}

void cr_mode_tally_json(struct cr_json *j, long trials, long cancelled, const long counts[CR_V_COUNT])
{
	cr_json_obj(j, "outcomes");
	cr_json_int(j, "cancelled", cancelled);
	cr_json_int(j, "not_cancelled", trials - cancelled);
	cr_json_end(j);
	cr_json_obj(j, "counts");
	for (int v = 0; v < CR_V_COUNT; v++)
		cr_json_int(j, cr_verdict_names[v], counts[v]);
	cr_json_end(j);
}

void cr_mode_checks(struct cr_ctx *c, const char *mode, unsigned extra, const long counts[CR_V_COUNT],
		    const char *detail)
{
	for (int v = 0; v < CR_V_COUNT; v++)
		if ((c->verdicts | extra) & CR_VMASK(v))
			cr_check(c, mode, (enum cr_verdict)v, counts[v], detail);
}

void cr_mode_errno(long errs[CR_MODE_ERRNOS], int e)
{
	errs[e >= 0 && e < CR_MODE_ERRNOS ? e : CR_MODE_ERRNOS - 1]++;
}

void cr_mode_errnos_json(struct cr_json *j, const char *key, const long errs[CR_MODE_ERRNOS])
{
	cr_json_arr(j, key);
	for (int e = 0; e < CR_MODE_ERRNOS; e++)
		if (errs[e]) {
			cr_json_obj(j, NULL);
			cr_json_int(j, "errno", e);
			cr_json_str(j, "error", e ? strerror(e) : "none set");
			cr_json_int(j, "trials", errs[e]);
			cr_json_end(j);
		}
	cr_json_end(j);
}
