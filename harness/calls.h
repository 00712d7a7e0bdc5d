/* The catalogue: every cancellation point a race calls, declared once.
 *
 * A race calls the POSIX function by its own name (open, read, sem_wait ...)
 * and names its entry by address (.fn = open).  Under glibc and musl that is
 * the libc's own function.  Under the vDSO-helper runtime (the vdso-i386-*
 * variants) each CR_SYSCALL row below is also a definition of that function
 * in the program (harness/vdso/calls.c), a cancellable syscall through the
 * runtime's thunk, so the same race source tests the runtime; a CR_LIBCALL
 * (futex-based, library-level) has no such definition and its races do not
 * run under the runtime.  The order of the rows is the catalogue's order in
 * every table.
 *
 *   CR_SYSCALL(name, effect, ret, nr, (params), (args))
 *       ret name(params) enters syscall nr with args (i386 numbering: the
 *       runtime is i386 only), each converted to long
 *   CR_SYSCALL_VA(name, effect, ret, nr, (params), last, want, (args))
 *       the same for a variadic function: one more argument, named va, is
 *       read after the parameter named last when want (an expression of the
 *       parameters) holds, else it is 0
 *   CR_LIBCALL(name, effect)
 *       a cancellation point that is a library function
 *
 * effect: what the call does that a cancel may lose, a short phrase.
 * A new cancellation point is one row here; see harness/README, "Adding a
 * cancellation point".
 */
#ifndef CR_CALLS_H
#define CR_CALLS_H

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>
/* open's mode argument is there with O_CREAT or O_TMPFILE. */
#define CR_NEEDS_MODE(flags) (((flags) & O_CREAT) || ((flags) & O_TMPFILE) == O_TMPFILE)

#define CR_CALLS                                                                           \
	CR_SYSCALL_VA(open, "creates a descriptor", int, SYS_open,                         \
		      (const char *path, int flags), flags, CR_NEEDS_MODE(flags),          \
		      (path, flags | O_LARGEFILE, va))                                     \
	CR_SYSCALL_VA(openat, "creates a descriptor", int, SYS_openat,                     \
		      (int dirfd, const char *path, int flags), flags, CR_NEEDS_MODE(flags), \
		      (dirfd, path, flags | O_LARGEFILE, va))                              \
	CR_SYSCALL(accept, "creates a descriptor", int, SYS_accept4,                       \
		   (int fd, __SOCKADDR_ARG addr, socklen_t *__restrict len),               \
		   (fd, addr.__sockaddr__, len, 0))                                        \
	CR_SYSCALL(accept4, "creates a descriptor", int, SYS_accept4,                      \
		   (int fd, __SOCKADDR_ARG addr, socklen_t *__restrict len, int fl),       \
		   (fd, addr.__sockaddr__, len, fl))                                       \
	CR_SYSCALL(recvmsg, "creates descriptors, consumes data", ssize_t, SYS_recvmsg,    \
		   (int fd, struct msghdr *msg, int fl), (fd, msg, fl))                    \
	CR_SYSCALL(close, "releases a descriptor", int, SYS_close, (int fd), (fd))         \
	CR_SYSCALL(read, "consumes data", ssize_t, SYS_read,                               \
		   (int fd, void *buf, size_t n), (fd, buf, n))

#endif
