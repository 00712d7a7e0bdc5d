/* wrapper-read in the process's only thread: the figure glibc's
 * single-thread shortcut (SINGLE_THREAD_P) gives, a non-cancellable path,
 * kept as its own labelled path beside the threaded headline figure.  One
 * source: wrapper-read.c with BENCH_SINGLE. */
#define BENCH_SINGLE 1
#include "wrapper-read.c"
