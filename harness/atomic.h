/* harness/atomic.c: the suite's one growable text buffer (records, JUnit)
 * and its one atomic writer. */
#ifndef CR_ATOMIC_H
#define CR_ATOMIC_H

#include <stddef.h>

/* Write LEN bytes to PATH ("-": stdout) through a temp file beside it and
 * a rename, every signal blocked meanwhile.  0, or -1 with errno set. */
int cr_write_atomic(const char *path, const char *data, size_t len);

/* A growable text buffer, always NUL-terminated once it holds text. */
struct cr_buf {
	char *p;
	size_t len, cap;
};
/* Append n bytes of s.  0, or -1 when out of memory (the buffer is left as
 * it was: the caller decides whether losing text is fatal). */
int cr_buf_add(struct cr_buf *b, const char *s, size_t n);
int cr_buf_puts(struct cr_buf *b, const char *s);

#endif
