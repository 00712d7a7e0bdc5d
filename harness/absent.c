/* CR_PROBE_ABSENT (harness/absent.h). */
#include <stdlib.h>
#include <string.h>

#include "absent.h"

int cr_probe_absent(const char *name)
{
	const char *s = getenv("CR_PROBE_ABSENT");
	size_t n = strlen(name);
	while (s && *s) {
		size_t w;
		s += strspn(s, ", \t");
		w = strcspn(s, ", \t");
		if (w == n && !strncmp(s, name, n))
			return 1;
		s += w;
	}
	return 0;
}
