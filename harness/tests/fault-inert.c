/* fault.c with an injected inert (see there). */
#define CR_FAULT_INERT 1
#define CR_FAULT_NAME "fault-inert"
#include "fault.c"
