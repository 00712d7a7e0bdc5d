/* pthread_cancel-to-joined latency of a thread blocked in a cancellable
 * read: abort-blocked.c measured to the join's return. */
#define BENCH_JOIN 1
#include "abort-blocked.c"
