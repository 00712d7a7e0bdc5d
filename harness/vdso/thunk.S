/* The three cancellable-syscall thunks of the vrt runtime (vrt.h), after
 * musl's src/thread/i386/syscall_cp.s.  Each one:
 *
 *   long vrt_sc_X(volatile int *cancel, long nr, a, b, c, d, e, f, target)
 *
 * saves the callee-saved registers, and between its begin and end labels
 * checks *cancel, loads the syscall registers and enters the kernel.  The
 * cancel-signal handler (vrt.c) moves a context whose EIP is in [begin,
 * end) to the X_cancel label, which restores the registers and tail-calls
 * vrt_cancel_entry(): it sees the window from the inside, so any EIP there
 * means "the syscall has not been performed".
 *
 *   int80   enters with int $0x80 (the kernel restarts it by EIP -= 2, onto
 *           the int, still inside the window)
 *   naive   enters with call *target (AT_SYSINFO): while the call is pending
 *           the EIP is inside __kernel_vsyscall, outside the window
 *   helper  the same call; the handler asks pending_syscall_return_address()
 *           whether the vDSO context is a pending call whose return address
 *           is vrt_helper_end, and if so aborts it (abort_pending_syscall)
 *           and moves it to helper_cancel like an in-window context.
 *
 * After abort_pending_syscall every GPR but ESP is clobbered: the cancel
 * path uses nothing but the stack.  i386 only.
 */
	.text
	.hidden vrt_cancel_entry

/* Stack after the four pushes: 20 cancel, 24 nr, 28 a, 32 b, 36 c, 40 d,
 * 44 e, 48 f, 52 target. */
.macro VRT_PROLOGUE
	pushl %ebx
	pushl %esi
	pushl %edi
	pushl %ebp
.endm
.macro VRT_LOAD
	movl 24(%esp), %eax
	movl 28(%esp), %ebx
	movl 32(%esp), %ecx
	movl 36(%esp), %edx
	movl 40(%esp), %esi
	movl 44(%esp), %edi
	movl 48(%esp), %ebp
.endm
.macro VRT_EPILOGUE
	popl %ebp
	popl %edi
	popl %esi
	popl %ebx
.endm

.macro VRT_THUNK name, enter
	.globl vrt_sc_\name
	.type vrt_sc_\name, @function
	.globl vrt_\name\()_begin
	.globl vrt_\name\()_end
vrt_sc_\name:
	VRT_PROLOGUE
vrt_\name\()_begin:
	movl 20(%esp), %eax
	cmpl $0, (%eax)
	jne vrt_\name\()_cancel
	VRT_LOAD
	\enter
vrt_\name\()_end:
	VRT_EPILOGUE
	ret
	.globl vrt_\name\()_cancel
vrt_\name\()_cancel:
	VRT_EPILOGUE
	jmp vrt_cancel_entry
	.size vrt_sc_\name, . - vrt_sc_\name
.endm

	VRT_THUNK int80, "int $0x80"
	VRT_THUNK naive, "call *52(%esp)"
	VRT_THUNK helper, "call *52(%esp)"

	.section .note.GNU-stack, "", @progbits
