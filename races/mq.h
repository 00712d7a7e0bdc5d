/* The POSIX message queue of the mq_send and mq_receive races: a fresh queue
 * opened through two descriptors (the victim's and the harness's) and
 * unlinked at once, so nothing outlives the run, whatever ends it. */
#ifndef CR_RACES_MQ_H
#define CR_RACES_MQ_H

#include <errno.h>
#include <mqueue.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "race.h"

/* 0, -1 (error) or CR_EXIT_SKIP: this machine has no POSIX message queues
 * for us (no kernel support, not permitted, RLIMIT_MSGQUEUE too small).  At
 * most 16 messages of size bytes, fewer when the limits say so
 * (fs.mqueue.msg_max, 10 by default, binds without CAP_SYS_RESOURCE;
 * RLIMIT_MSGQUEUE bounds the bytes). */
static int cr_mq_open(const char *race, size_t size, mqd_t *victim, int victim_flags,
		      mqd_t *other, int other_flags)
{
	struct mq_attr a = {.mq_maxmsg = 16, .mq_msgsize = (long)size};
	char name[64];
	snprintf(name, sizeof name, "/cancelrace-%s.%ld", race, (long)getpid());
	mq_unlink(name); /* a queue left by a killed run with our pid */
	while ((*victim = mq_open(name, victim_flags | O_CREAT | O_EXCL | O_CLOEXEC, 0600, &a)) < 0 &&
	       (errno == EINVAL || errno == EMFILE) && a.mq_maxmsg > 1)
		a.mq_maxmsg--;
	if (*victim < 0) {
		struct rlimit rl;
		if (errno == ENOSYS || errno == EACCES || errno == EPERM)
			return cr_race_skip("no POSIX message queue here: mq_open: %s", strerror(errno));
		if (errno == EMFILE && getrlimit(RLIMIT_MSGQUEUE, &rl) == 0 && rl.rlim_cur < 2 * size)
			return cr_race_skip("RLIMIT_MSGQUEUE (%llu bytes) leaves no room for a queue",
					    (unsigned long long)rl.rlim_cur);
		cr_diag("%s: mq_open %s: %s", race, name, strerror(errno));
		return -1;
	}
	*other = mq_open(name, other_flags | O_CLOEXEC);
	mq_unlink(name);
	return *other < 0 ? -1 : 0;
}

/* Turn O_NONBLOCK on or off on q: 0 or -1. */
static inline int cr_mq_nonblock(mqd_t q, int on)
{
	struct mq_attr a = {.mq_flags = on ? O_NONBLOCK : 0};
	return mq_setattr(q, &a, NULL);
}

#endif
