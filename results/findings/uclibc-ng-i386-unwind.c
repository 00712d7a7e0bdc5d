/* Cancelling a thread blocked in read() crashes the whole process on
 * uClibc-ng i386: its syscall code (INTERNAL_SYSCALL, PIC) saves %ebx with
 * "push %ebx" around "int $0x80" in inline asm, with no unwind information
 * for the push, and a cancellable call runs it in asynchronous-cancel mode.
 * A cancel that arrives while the thread is in the syscall (blocked) or
 * between the push and the pop is acted on right there; the unwinder then
 * computes the frame's CFA 4 bytes off, takes a wrong return address and
 * faults (SIGSEGV) instead of running the cleanup handlers.
 *   uclibc-gcc -m32 -pthread uclibc-ng-i386-unwind.c && ./a.out
 *   exit 1: the cancelled process died of a signal; exit 0: it was cancelled
 * (uclibc-gcc: a gcc set up for uClibc-ng i386, e.g. Buildroot's) */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int fds[2];
static volatile int cleanups;

static void cleanup(void *arg)
{
	(void)arg;
	cleanups++;
}

static void *reader(void *arg)
{
	char c;
	pthread_cleanup_push(cleanup, NULL);
	read(fds[0], &c, 1); /* blocks: nothing is ever written */
	pthread_cleanup_pop(0);
	return arg;
}

static int child(void)
{
	pthread_t t;
	void *ret;
	struct timespec ts = {0, 50000000};
	if (pipe(fds) < 0 || pthread_create(&t, NULL, reader, NULL))
		return 2;
	nanosleep(&ts, NULL); /* the reader is blocked in read() by now */
	pthread_cancel(t);
	pthread_join(t, &ret);
	return ret == PTHREAD_CANCELED && cleanups == 1 ? 0 : 3;
}

int main(void)
{
	int st;
	pid_t p = fork();
	if (p == 0)
		_exit(child());
	if (p < 0 || waitpid(p, &st, 0) != p)
		return 2;
	if (WIFSIGNALED(st)) {
		printf("a thread cancelled while blocked in read(): the process died of signal %d (%s)\n",
		       WTERMSIG(st), strsignal(WTERMSIG(st)));
		return 1;
	}
	printf("a thread cancelled while blocked in read(): %s\n",
	       WEXITSTATUS(st) == 0 ? "cancelled, its cleanup handler run once" : "not cancelled as it should be");
	return WEXITSTATUS(st) == 0 ? 0 : 1;
}
