/* cr_write_atomic (harness/atomic.c): the suite's one atomic writer. */
#ifndef CR_ATOMIC_H
#define CR_ATOMIC_H

#include <stddef.h>

/* Write LEN bytes to PATH ("-": stdout) through a temp file beside it and
 * a rename, every signal blocked meanwhile.  0, or -1 with errno set. */
int cr_write_atomic(const char *path, const char *data, size_t len);

#endif
