/* fault.c with an injected diverge (see there). */
#define CR_FAULT_DIVERGE 1
#define CR_FAULT_NAME "fault-diverge"
#include "fault.c"
