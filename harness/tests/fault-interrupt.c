/* fault.c with an injected interrupt (see there). */
#define CR_FAULT_INTERRUPT 1
#define CR_FAULT_NAME "fault-interrupt"
#include "fault.c"
