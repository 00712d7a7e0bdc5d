/* The pending mode's table (harness/pending.c): functions each called once,
 * in a thread of its own that enables cancellation with a cancel already
 * pending, then calls pthread_testcancel.  A race that brings one
 * (races/must-not-act.c) names it .pending; it runs in place of the other
 * modes. */
#ifndef CR_PENDING_H
#define CR_PENDING_H

/* What POSIX says of the function: no cancellation point may occur in it
 * (acting is the verdict acted, judged), one may (reported, never judged),
 * or one shall (the control: it must act, or no cancel was pending). */
enum cr_pending_class { CR_MUST_NOT, CR_MAY, CR_SHALL };

struct cr_pending_fn {
	const char *name;        /* NULL ends the table */
	enum cr_pending_class cls;
	int (*call)(void);       /* in its thread: 0, or -1 with errno */
	void (*hold)(void);      /* main thread, before its thread starts */
	void (*release)(void);   /* main thread, once its thread is blocked in
				  * the call (a lock's or barrier's other side) */
};

#endif
