/* dietlibc: a pthread_cancel that reaches a thread before it has run its
 * first instruction kills the whole process (dietlibc-cancel.md, 4).
 *
 * dietlibc's thread manager clones a thread without a thread pointer of its
 * own (no CLONE_SETTLS): the thread sets it in its first instructions.  The
 * cancel signal's handler finds "this thread" through that pointer; a
 * cancel that is pending when the new thread first returns to user space
 * runs the handler with the manager's pointer, so the thread takes itself
 * for the manager or the main thread, sends the cancel signal to every
 * thread and SIGKILLs them; the manager, seeing a thread killed by a signal
 * that is not the cancel, kills the process with it.  pthread_create has
 * returned by then: POSIX lets the caller cancel the thread at once.
 *
 * A child process creates and at once cancels and joins 2000 threads while
 * one spinning process a CPU keeps the new threads from running first.
 * Build: diet gcc -O2 -o dietlibc-early-cancel dietlibc-early-cancel.c
 * -lpthread (or gcc ... -pthread for another libc).  Exit 1 when the child
 * was killed, 0 when it survived; every wait is bounded (alarm). */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static void *idle(void *arg)
{
	for (;;)
		pause();
	return arg;
}

static int creates_and_cancels(void)
{
	for (int i = 0; i < 2000; i++) {
		pthread_t t;
		if (pthread_create(&t, NULL, idle, NULL))
			return 2;
		pthread_cancel(t);
		pthread_join(t, NULL);
	}
	return 0;
}

int main(void)
{
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	pid_t spin[64], child;
	int n = 0, st = 0;
	for (; n < ncpu && n < 64; n++)
		if ((spin[n] = fork()) == 0) {
			alarm(60);
			for (;;)
				;
		}
	if ((child = fork()) == 0) {
		alarm(50);
		_exit(creates_and_cancels());
	}
	waitpid(child, &st, 0);
	while (n--) {
		kill(spin[n], SIGKILL);
		waitpid(spin[n], NULL, 0);
	}
	if (WIFSIGNALED(st)) {
		printf("2000 threads cancelled as soon as created: the process was killed by signal %d\n",
		       WTERMSIG(st));
		return 1;
	}
	printf("2000 threads cancelled as soon as created: the process survived (exit %d)\n", WEXITSTATUS(st));
	return WEXITSTATUS(st) ? 2 : 0;
}
