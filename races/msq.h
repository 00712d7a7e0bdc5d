/* The System V message queue of the msgsnd and msgrcv races.  A System V
 * queue outlives its process.  The run removes it in teardown (and at exit,
 * on a harness error); a run killed before that leaves it behind, so the
 * queue's key names its run (a tag and the pid) and opening one first
 * removes every tagged queue whose run is gone (by its pid in this pid
 * namespace: the one place a run sharing the IPC namespace from another
 * pid namespace could be taken for a dead one). */
#ifndef CR_RACES_MSQ_H
#define CR_RACES_MSQ_H

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/msg.h>
#include <unistd.h>

#include "race.h"

#define CR_MSQ_PID_BITS 22 /* pid_max is at most 2^22 */
#define CR_MSQ_KEY_TAG 0x1c5L

static int cr_msq_id = -1;
static pid_t cr_msq_owner;

/* Remove the queues of runs that are gone: a key with our tag whose pid is
 * no process now (or is ours: that run is over). */
static void cr_msq_reclaim(void)
{
	FILE *f = fopen("/proc/sysvipc/msg", "re");
	char line[256];
	long key;
	int id;
	if (!f)
		return;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "%ld %d", &key, &id) == 2 && key >> CR_MSQ_PID_BITS == CR_MSQ_KEY_TAG) {
			pid_t pid = (pid_t)(key & ((1L << CR_MSQ_PID_BITS) - 1));
			if (pid == getpid() || (kill(pid, 0) < 0 && errno == ESRCH))
				msgctl(id, IPC_RMID, NULL);
		}
	fclose(f);
}

/* Remove the run's queue: only the run's own process (not a sweep child). */
static void cr_msq_close(void)
{
	if (cr_msq_id >= 0 && getpid() == cr_msq_owner && msgctl(cr_msq_id, IPC_RMID, NULL) == 0)
		cr_msq_id = -1;
}

/* The run's queue in *qid: 0, -1 (error) or CR_EXIT_SKIP (no System V
 * message queue here: ENOSYS, EACCES, EPERM). */
static int cr_msq_open(const char *race, int *qid)
{
	cr_msq_owner = getpid();
	cr_msq_reclaim();
	cr_msq_id = msgget((key_t)(CR_MSQ_KEY_TAG << CR_MSQ_PID_BITS | cr_msq_owner),
			   IPC_CREAT | IPC_EXCL | 0600);
	if (cr_msq_id < 0) {
		if (errno == ENOSYS || errno == EACCES || errno == EPERM)
			return cr_race_skip("no System V message queue here: msgget: %s", strerror(errno));
		cr_diag("%s: msgget: %s", race, strerror(errno));
		return -1;
	}
	*qid = cr_msq_id;
	return atexit(cr_msq_close) ? -1 : 0;
}

#endif
