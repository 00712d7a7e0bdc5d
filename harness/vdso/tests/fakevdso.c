/* The helper ABI's choice between the vDSO's own __vdso_* helpers and the
 * emulation (2016 RFC "x86/vdso/32: Add AT_SYSINFO cancellation helpers":
 * no kernel exports them, so the exported path cannot run on a real vDSO).
 * Builds fake vDSO images in memory (ELF32, PT_DYNAMIC, DT_HASH, dynsym)
 * and checks what vrt_helper_init_at() finds and which implementation the
 * ABI then calls; then re-initialises on the running vDSO.  i386, TAP. */
#include <elf.h>
#include <errno.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>

#include "cr.h"
#include "vdso/helper.h"

#define VSYSCALL 0x800
#define PENDING 0x820
#define ABORT 0x830

static const char strtab[] = "\0__kernel_vsyscall\0__vdso_pending_syscall_return_address\0"
			     "__vdso_abort_pending_syscall";

/* A fake vDSO at page: __kernel_vsyscall = code (len bytes), and the two
 * helpers when exports is set (stubs returning 0x12345678 and 0x7777). */
static void build(uint8_t *page, const char *code, size_t len, int exports)
{
	Elf32_Ehdr *eh = (Elf32_Ehdr *)page;
	Elf32_Phdr *ph = (Elf32_Phdr *)(page + sizeof *eh);
	Elf32_Dyn *dyn = (Elf32_Dyn *)(page + 0x100);
	uint32_t *hash = (uint32_t *)(page + 0x200);
	Elf32_Sym *sym = (Elf32_Sym *)(page + 0x300);
	int n = exports ? 4 : 2;

	memset(page, 0, 4096);
	memcpy(eh->e_ident, ELFMAG, SELFMAG);
	eh->e_ident[EI_CLASS] = ELFCLASS32;
	eh->e_ident[EI_DATA] = ELFDATA2LSB;
	eh->e_ident[EI_VERSION] = EV_CURRENT;
	eh->e_type = ET_DYN;
	eh->e_machine = EM_386;
	eh->e_version = EV_CURRENT;
	eh->e_phoff = sizeof *eh;
	eh->e_ehsize = sizeof *eh;
	eh->e_phentsize = sizeof *ph;
	eh->e_phnum = 2;
	ph[0].p_type = PT_LOAD;
	ph[0].p_filesz = ph[0].p_memsz = 4096;
	ph[0].p_flags = PF_R | PF_X;
	ph[1].p_type = PT_DYNAMIC;
	ph[1].p_offset = ph[1].p_vaddr = 0x100;
	ph[1].p_filesz = ph[1].p_memsz = 5 * sizeof *dyn;
	dyn[0].d_tag = DT_HASH, dyn[0].d_un.d_ptr = 0x200;
	dyn[1].d_tag = DT_SYMTAB, dyn[1].d_un.d_ptr = 0x300;
	dyn[2].d_tag = DT_STRTAB, dyn[2].d_un.d_ptr = 0x400;
	dyn[3].d_tag = DT_STRSZ, dyn[3].d_un.d_val = sizeof strtab;
	dyn[4].d_tag = DT_NULL;
	hash[0] = 1;      /* nbucket */
	hash[1] = (uint32_t)n; /* nchain = symbols */
	memcpy(page + 0x400, strtab, sizeof strtab);
	for (int i = 1; i < n; i++) {
		static const uint32_t name[] = {0, 1, 19, 57};
		static const uint32_t value[] = {0, VSYSCALL, PENDING, ABORT};
		sym[i].st_name = name[i];
		sym[i].st_value = value[i];
		sym[i].st_size = i == 1 ? (uint32_t)len : 6;
		sym[i].st_info = ELF32_ST_INFO(STB_GLOBAL, STT_FUNC);
		sym[i].st_shndx = 1;
	}
	memcpy(page + VSYSCALL, code, len);
	memcpy(page + PENDING, "\xb8\x78\x56\x34\x12\xc3", 6); /* mov $0x12345678,%eax; ret */
	memcpy(page + ABORT, "\xb8\x77\x77\x00\x00\xc3", 6);   /* mov $0x7777,%eax; ret */
}

#define AMD "\x51\x52\x55\x89\xcd\x0f\x05\xcd\x80\x5d\x5a\x59\xc3"

int main(void)
{
	uint8_t *page = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uintptr_t base = (uintptr_t)page;
	uint8_t uc[512];
	uint32_t *g = vsys_gregs(uc);
	const struct vrt_helper_info *hi = vrt_helper_info();
	char err[256];
	int r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (page == MAP_FAILED) {
		cr_tap_line("1..0 # SKIP ", "no executable anonymous page: %s", strerror(errno));
		return CR_EXIT_SKIP;
	}
	memset(uc, 0, sizeof uc);
	g[VSYS_EIP] = 0x1000; /* nowhere near the fake __kernel_vsyscall */

	build(page, AMD, 13, 1);
	r = vrt_helper_init_at(base, base + VSYSCALL, err, sizeof err);
	cr_tap_ok(r == 0 && hi->exported && hi->decoded && hi->vsyscall_size == 13,
		  "exports found: init %d, exported %d, decoded %d (%s), size %u", r, hi->exported, hi->decoded,
		  hi->decoded ? hi->layout.name : hi->decode_err, hi->vsyscall_size);
	cr_tap_ok(pending_syscall_return_address(uc) == 0x12345678ul && abort_pending_syscall(uc) == 0x7777,
		  "the ABI calls the vDSO's own helpers when exported");

	build(page, AMD, 13, 0);
	r = vrt_helper_init_at(base, base + VSYSCALL, err, sizeof err);
	cr_tap_ok(r == 0 && !hi->exported && hi->decoded, "no exports: emulated on the decoded layout (init %d, exported %d)",
		  r, hi->exported);
	cr_tap_ok(pending_syscall_return_address(uc) == -1UL && abort_pending_syscall(uc) == -EINVAL,
		  "emulated: a context outside __kernel_vsyscall is not pending, abort refuses");

	build(page, "\x90\x90\x90\x90\xc3", 5, 1);
	r = vrt_helper_init_at(base, base + VSYSCALL, err, sizeof err);
	cr_tap_ok(r == 0 && hi->exported && !hi->decoded, "exports + unknown layout: exported helpers used (%s)",
		  hi->decode_err);

	build(page, "\x90\x90\x90\x90\xc3", 5, 0);
	r = vrt_helper_init_at(base, base + VSYSCALL, err, sizeof err);
	cr_tap_ok(r < 0 && strstr(err, "unknown __kernel_vsyscall layout"), "no exports + unknown layout: refused (%s)",
		  r < 0 ? err : "accepted");
	cr_tap_ok(pending_syscall_return_address(uc) == -1UL && abort_pending_syscall(uc) == -EINVAL,
		  "after a refused init the ABI answers 'not pending'");

	build(page, AMD, 13, 0);
	r = vrt_helper_init_at(base, base + VSYSCALL + 1, err, sizeof err);
	cr_tap_ok(r < 0 && strstr(err, "is not the vDSO's __kernel_vsyscall"), "AT_SYSINFO elsewhere: refused (%s)",
		  r < 0 ? err : "accepted");

	page[1] = 'X';
	r = vrt_helper_init_at(base, base + VSYSCALL, err, sizeof err);
	cr_tap_ok(r < 0 && strstr(err, "not an ELF32 image"), "bad ELF magic: refused (%s)", r < 0 ? err : "accepted");

	r = vrt_helper_init_at(getauxval(AT_SYSINFO_EHDR), getauxval(AT_SYSINFO), err, sizeof err);
	cr_tap_ok(r == 0, "the running vDSO: helpers %s, layout %s", r ? err : hi->exported ? "exported" : "emulated",
		  hi->decoded ? hi->layout.name : hi->decode_err);
	munmap(page, 4096);
	cr_tap_done();
	return cr_tap_failed() ? CR_EXIT_FAIL : CR_EXIT_PASS;
}
