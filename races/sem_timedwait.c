/* sem_timedwait(3) vs pthread_cancel: the token lost when the cancel acts
 * after it was taken; the same race as sem_wait.c, through sem_timedwait
 * with a deadline an hour away (the harness bounds every trial). */
#define CR_SEM_TIMEDWAIT 1
#include "sem_wait.c"
