/* An LD_PRELOAD library a loader cannot load (harness/preload.c). */
#ifndef CR_PRELOAD_H
#define CR_PRELOAD_H
#include <stddef.h>

/* Does loader ldso (libpath: its --library-path, or NULL) refuse a library of
 * the LD_PRELOAD list pre for exe?  1 with the loader's line in why. */
/* Does the LD_PRELOAD list pre name a library whose file name is the m
 * characters at base (an entry's last path component)? */
int cr_preload_lists(const char *pre, const char *base, size_t m);
int cr_preload_refused(const char *ldso, const char *libpath, const char *exe, const char *pre, char *why,
		       size_t len);
/* exe's program interpreter (PT_INTERP) into out: 0, or -1 (static, not ELF). */
int cr_elf_interp(const char *exe, char *out, size_t len);
/* Leave out LD_PRELOAD for exe when its own interpreter refuses it (ldso
 * NULL) or ldso does: says so on stderr (prefix names the caller) and in
 * CR_PRELOAD_DROPPED, which the record carries (libc.preload_dropped). */
void cr_preload_settle(const char *prefix, const char *ldso, const char *libpath, const char *exe);
#endif
