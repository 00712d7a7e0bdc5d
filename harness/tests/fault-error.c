/* fault.c with an injected error (see there). */
#define CR_FAULT_ERROR 1
#define CR_FAULT_NAME "fault-error"
#include "fault.c"
