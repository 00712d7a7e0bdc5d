/* The catalogue's rows as data (harness/calls.h): name, effect, kind and
 * the function's address, so a race that names its entry (.fn = open) finds
 * its row, and the record carries the call's place in the catalogue. */
#include <string.h>

#include "engine.h"
#include "calls.h"

static const struct cr_call calls[] = {
#define CR_ROW(name, effect, kind) {#name, effect, kind, (const void *)&name},
#define CR_SYSCALL(name, effect, ...) CR_ROW(name, effect, "syscall")
#define CR_SYSCALL_VA(name, effect, ...) CR_ROW(name, effect, "syscall")
#define CR_LIBCALL(name, effect) CR_ROW(name, effect, "library")
	CR_CALLS
#undef CR_ROW
#undef CR_SYSCALL
#undef CR_SYSCALL_VA
#undef CR_LIBCALL
};

const struct cr_call *cr_call_of(const void *fn)
{
	for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++)
		if (calls[i].fn == fn)
			return &calls[i];
	return NULL;
}

const struct cr_call *cr_call_named(const char *name)
{
	for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++)
		if (!strcmp(calls[i].name, name))
			return &calls[i];
	return NULL;
}

int cr_call_index(const struct cr_call *call)
{
	return (int)(call - calls);
}
