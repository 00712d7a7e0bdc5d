/* mq_receive(3) vs pthread_cancel: mq_receive takes a message off the queue
 * in the kernel, so a cancel that acts after the syscall loses it: the
 * caller never learns it was received (glibc bug 12683: glibc <= 2.40 runs
 * the syscall in asynchronous-cancel mode; fixed in 2.41).  mq_receive and
 * msgrcv are cancellation points in POSIX's list, mq_timedreceive too;
 * this one source races each (built per call, races/local.mk;
 * mq_timedreceive with an absolute timeout an hour away, so that it waits
 * as mq_receive does; msgrcv: a System V queue, taken by type behind a
 * ballast of others the kernel walks inside the call).
 * Linux never restarts msgrcv after a signal handler (signal(7)): a cancel
 * of a blocked msgrcv makes it return EINTR, so blocked mode loses no
 * cancel even in the vDSO runtime's naive thunk, which acts on EINTR.
 *
 * Accounting is exact: messages consumed (those queued less the queue's
 * length: mq_getattr's mq_curmsgs, msgctl(IPC_STAT)'s msg_qnum) = messages
 * the victim recorded (each carries its sequence number, checked) + lost
 * messages.  The hammer and the sweep receive without blocking from a full
 * queue; blocked mode receives from an empty one, and a lost cancel is
 * freed by one message.  The POSIX queue is unlinked as soon as it is open,
 * so it outlives no run; for the System V queue see below.  A machine
 * without either kind of queue (ENOSYS, EACCES, EPERM) skips. */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "race.h"

/* A message is about a page (see write.c: the longer the call stays in the
 * kernel after it has performed, the more often the hammer sees the race). */
struct msg {
#ifdef CR_CALL_msgrcv
	long mtype;
#endif
	uint32_t seq, pad[(4096 - sizeof(long)) / 4 - 1];
};

/* The queue: q_take() is the call under test (1: a message; 0 and errno
 * EAGAIN or ENOMSG: none, non-blocking), q_put() queues one without
 * blocking (0, or -1 and EAGAIN when full), q_len() counts what is queued,
 * q_nonblock() sets whether q_take() may block. */
#ifdef CR_CALL_msgrcv
/* The queue outlives no run that ends (races/msq.h). */
#include "msq.h"

#define BODY (sizeof(struct msg) - sizeof(long))

static int qid = -1;
static int rcv_flags; /* IPC_NOWAIT, or 0: q_take() may block */

/* The ballast: one-byte messages of type 2, queued once in setup ahead of
 * the race's messages (type 1), which msgrcv takes by type: the kernel
 * walks the ballast inside every call (some 20 us for 3000), so a cancel
 * sent at a random moment lands inside the syscall, where the race is.
 * The ballast stays queued for the run; q_len() counts type 1 alone. */
#define BALLAST_MAX 3000
static long ballast;

static void ballast_fill(void)
{
	struct msqid_ds ds;
	struct {
		long mtype;
		char c;
	} b = {2, 0};
	long room;
	if (msgctl(qid, IPC_STAT, &ds) < 0)
		return;
	/* leave room for three of the race's messages (kernel.msgmnb bytes;
	 * Linux also bounds the number of messages by it) */
	room = (long)ds.msg_qbytes - 3 * (long)BODY - 64;
	while (ballast < BALLAST_MAX && ballast < room && msgsnd(qid, &b, 1, IPC_NOWAIT) == 0)
		ballast++;
}

static void teardown(void)
{
	cr_msq_close();
}

static int setup(void)
{
	int r = cr_msq_open("msgrcv", &qid);
	if (r == 0)
		ballast_fill();
	return r;
}

static int q_take(struct msg *m)
{
	return msgrcv(qid, m, BODY, 1, rcv_flags) == (ssize_t)BODY;
}

/* kernel.msgmnb (16384 bytes by default) makes a full queue of 3 beside
 * the ballast */
static int q_put(const struct msg *m)
{
	return msgsnd(qid, m, BODY, IPC_NOWAIT);
}

static long q_len(void)
{
	struct msqid_ds ds;
	if (msgctl(qid, IPC_STAT, &ds) < 0)
		cr_fatal("msgrcv: msgctl(IPC_STAT): %s", strerror(errno));
	return (long)ds.msg_qnum - ballast;
}

static int q_nonblock(int on)
{
	rcv_flags = on ? IPC_NOWAIT : 0;
	return 0;
}

/* The ballast makes every call long: the window is wide from the start,
 * and a mark would only narrow the hammer's aim (glibc 2.36 here: 156-316
 * lost of 2000 trials from a mark, 1622-1757 without). */
#define MARK_FIRST_CALL 0
#else
#include "mq.h"

#define MARK_FIRST_CALL 1

static mqd_t victim_end, feeder_end; /* the feeder's end is non-blocking */
#ifdef CR_CALL_mq_timedreceive
static struct timespec deadline; /* CLOCK_REALTIME, an hour after setup */
#endif

static int setup(void)
{
#ifdef CR_CALL_mq_timedreceive
	if (clock_gettime(CLOCK_REALTIME, &deadline) < 0)
		return -1;
	deadline.tv_sec += 3600;
#endif
	return cr_mq_open(CR_STR(CALL), sizeof(struct msg), &victim_end, O_RDONLY, &feeder_end,
			  O_WRONLY | O_NONBLOCK);
}

static void teardown(void)
{
	cr_raw_close(victim_end);
	cr_raw_close(feeder_end);
}

static int q_take(struct msg *m)
{
#ifdef CR_CALL_mq_timedreceive
	return mq_timedreceive(victim_end, (char *)m, sizeof *m, NULL, &deadline) == sizeof *m;
#else
	return mq_receive(victim_end, (char *)m, sizeof *m, NULL) == sizeof *m;
#endif
}

static int q_put(const struct msg *m)
{
	return mq_send(feeder_end, (const char *)m, sizeof *m, 0);
}

static long q_len(void)
{
	struct mq_attr a;
	if (mq_getattr(victim_end, &a) < 0)
		cr_fatal(CR_STR(CALL) ": mq_getattr: %s", strerror(errno));
	return a.mq_curmsgs;
}

static int q_nonblock(int on)
{
	return cr_mq_nonblock(victim_end, on);
}
#endif

static long put; /* messages queued this trial */

static int feed(void)
{
	struct msg m = {.seq = (uint32_t)put};
#ifdef CR_CALL_msgrcv
	m.mtype = 1;
#endif
	if (q_put(&m) < 0)
		return -1;
	put++;
	return 0;
}

/* Start from an empty queue (a sweep run that was killed may have left
 * messages), q_take() non-blocking (on) or blocking. */
static int empty(int on)
{
	struct msg m;
	put = 0;
	if (q_nonblock(1) < 0)
		return -1;
	while (q_take(&m))
		;
	return errno == EAGAIN || errno == ENOMSG ? q_nonblock(on) : -1;
}

/* The hammer and the sweep: a full queue. */
/* The hammer's cancel counts from the first call on the full POSIX queue
 * (cr_trial_mark): its window is the calls that drain it, 10 to 20 us on a
 * native host, and under emulation (a TCG guest) many times that, after a
 * start that takes longer still: counted from the victim's start, a 2 us
 * range sent the cancel before the first call there. */
static int first_call;

static int prepare(void)
{
	first_call = 1;
	if (empty(1) < 0)
		return -1;
	while (feed() == 0)
		;
	return errno == EAGAIN && put > 0 ? 0 : -1;
}

static int prepare_blocked(void)
{
	return empty(0);
}

static void wake(void)
{
	if (feed() < 0)
		cr_fatal(CR_STR(CALL) ": cannot send the message that wakes the blocked victim");
}

static void op(struct cr_victim *v)
{
	struct msg m;
	if (MARK_FIRST_CALL && first_call) {
		first_call = 0;
		cr_trial_mark();
	}
	if (q_take(&m)) {
		if (m.seq != (uint32_t)v->received)
			cr_fatal(CR_STR(CALL) ": got message %u, expected %ld", m.seq, v->received);
		cr_record(v, 1);
	}
}

static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	cr_account_units(counts, CR_V_LOST_MESSAGE, put - q_len(), v->received);
}

static const struct cr_race race = {
	.fn = CALL,
	.hazard = "a message taken by " CR_STR(CALL) "() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_MESSAGE),
	.delay_max_ns = 2000, /* a full queue drains in 10 to 20 microseconds */
};

CR_RACE_MAIN(race)
