/* fault.c with an injected hang (see there). */
#define CR_FAULT_HANG 1
#define CR_FAULT_NAME "fault-hang"
#include "fault.c"
