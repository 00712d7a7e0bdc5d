/* The RFC helper ABI on the running kernel (2016 RFC "x86/vdso/32: Add
 * AT_SYSINFO cancellation helpers"): the vDSO's own __vdso_* functions when
 * its dynsym exports them, else the emulation of vsys.c on the decoded
 * __kernel_vsyscall.  i386 only. */
#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>

#include "helper.h"

#ifndef __i386__
#error "harness/vdso/helper.c is for i386 builds"
#endif

typedef unsigned long (*pending_fn)(const void *);
typedef long (*abort_fn)(void *);

static struct vrt_helper_info info;
static pending_fn vdso_pending;
static abort_fn vdso_abort;
static int ready;

const struct vrt_helper_info *vrt_helper_info(void)
{
	return &info;
}

/* Look up the vDSO's dynamic symbols through PT_DYNAMIC (DT_SYMTAB,
 * DT_STRTAB, DT_STRSZ; the count from DT_HASH, else the gap between the
 * symbol and string tables), bounds-checked against the loaded image. */
static int vdso_symbols(uintptr_t base, uintptr_t *vsyscall, uint32_t *vsyscall_size,
			char *err, size_t errlen)
{
	const Elf32_Ehdr *eh = (const Elf32_Ehdr *)base;
	const Elf32_Phdr *ph;
	const Elf32_Dyn *dyn = NULL;
	const Elf32_Sym *sym = NULL;
	const char *str = NULL;
	uint32_t image = 0, vaddr0 = 0, strsz = 0, nsym = 0;
	uintptr_t bias;
	int have_load = 0;

	if (memcmp(eh->e_ident, ELFMAG, SELFMAG) || eh->e_ident[EI_CLASS] != ELFCLASS32) {
		snprintf(err, errlen, "AT_SYSINFO_EHDR %#lx is not an ELF32 image", (unsigned long)base);
		return -1;
	}
	ph = (const Elf32_Phdr *)(base + eh->e_phoff);
	for (int i = 0; i < eh->e_phnum; i++)
		if (ph[i].p_type == PT_LOAD && !have_load) {
			have_load = 1;
			vaddr0 = ph[i].p_vaddr - ph[i].p_offset;
			image = ph[i].p_offset + ph[i].p_memsz;
		}
	bias = base - vaddr0;
	for (int i = 0; i < eh->e_phnum; i++)
		if (ph[i].p_type == PT_DYNAMIC)
			dyn = (const Elf32_Dyn *)(bias + ph[i].p_vaddr);
	if (!have_load || !dyn) {
		snprintf(err, errlen, "vDSO: no PT_LOAD or no PT_DYNAMIC");
		return -1;
	}
#define VRT_IN_IMAGE(a) ((uintptr_t)(a) >= base && (uintptr_t)(a) < base + image)
	for (; VRT_IN_IMAGE(dyn) && dyn->d_tag != DT_NULL; dyn++) {
		const uint32_t *hash;
		switch (dyn->d_tag) {
		case DT_SYMTAB: sym = (const Elf32_Sym *)(bias + dyn->d_un.d_ptr); break;
		case DT_STRTAB: str = (const char *)(bias + dyn->d_un.d_ptr); break;
		case DT_STRSZ: strsz = dyn->d_un.d_val; break;
		case DT_HASH:
			hash = (const uint32_t *)(bias + dyn->d_un.d_ptr);
			if (VRT_IN_IMAGE(hash + 1))
				nsym = hash[1];
			break;
		}
	}
	if (!sym || !str || !VRT_IN_IMAGE(sym) || !VRT_IN_IMAGE(str) ||
	    (uintptr_t)str + strsz > base + image) {
		snprintf(err, errlen, "vDSO: no usable DT_SYMTAB / DT_STRTAB");
		return -1;
	}
	if (!nsym && (uintptr_t)str > (uintptr_t)sym)
		nsym = (uint32_t)(((uintptr_t)str - (uintptr_t)sym) / sizeof *sym);
	for (uint32_t s = 0; s < nsym && VRT_IN_IMAGE(sym + s + 1); s++) {
		const char *name;
		uintptr_t addr;
		if (sym[s].st_name >= strsz || sym[s].st_shndx == SHN_UNDEF ||
		    ELF32_ST_TYPE(sym[s].st_info) != STT_FUNC)
			continue;
		name = str + sym[s].st_name;
		addr = bias + sym[s].st_value;
		if (!VRT_IN_IMAGE(addr))
			continue;
		if (!strcmp(name, "__kernel_vsyscall")) {
			*vsyscall = addr;
			*vsyscall_size = sym[s].st_size;
		} else if (!strcmp(name, "__vdso_pending_syscall_return_address")) {
			vdso_pending = (pending_fn)addr;
		} else if (!strcmp(name, "__vdso_abort_pending_syscall")) {
			vdso_abort = (abort_fn)addr;
		}
	}
#undef VRT_IN_IMAGE
	return 0;
}

int vrt_helper_init(char *err, size_t errlen)
{
	if (ready)
		return 0;
	return vrt_helper_init_at(getauxval(AT_SYSINFO_EHDR), getauxval(AT_SYSINFO), err, errlen);
}

int vrt_helper_init_at(uintptr_t ehdr, uintptr_t sysinfo, char *err, size_t errlen)
{
	uintptr_t vsyscall = 0;
	uint32_t size = 0;

	ready = 0;
	vdso_pending = NULL;
	vdso_abort = NULL;
	memset(&info, 0, sizeof info);
	info.sysinfo = sysinfo;
	info.vdso = ehdr;
	if (!info.sysinfo || !info.vdso) {
		snprintf(err, errlen, "no AT_SYSINFO / AT_SYSINFO_EHDR in the auxiliary vector (vdso=0?)");
		return -1;
	}
	if (vdso_symbols(info.vdso, &vsyscall, &size, err, errlen) < 0)
		return -1;
	if (vsyscall && vsyscall != info.sysinfo) {
		snprintf(err, errlen, "AT_SYSINFO %#lx is not the vDSO's __kernel_vsyscall %#lx",
			 (unsigned long)info.sysinfo, (unsigned long)vsyscall);
		return -1;
	}
	/* Bounded by the symbol's size when the dynsym gives one. */
	info.decoded = vsys_decode((const uint8_t *)info.sysinfo, size ? size : 32,
				   (uint32_t)info.sysinfo, &info.layout, info.decode_err,
				   sizeof info.decode_err) == 0;
	info.vsyscall_size = size;
	info.exported = vdso_pending && vdso_abort;
	if (!info.exported && !info.decoded) {
		snprintf(err, errlen, "the vDSO exports no cancellation helpers and %s", info.decode_err);
		return -1;
	}
	ready = 1;
	return 0;
}

unsigned long pending_syscall_return_address(const void *ucontext)
{
	if (!ready)
		return -1UL;
	if (info.exported)
		return vdso_pending(ucontext);
	return vsys_pending_return_address(&info.layout, ucontext);
}

long abort_pending_syscall(void *ucontext)
{
	if (!ready)
		return -EINVAL;
	if (info.exported)
		return vdso_abort(ucontext);
	return vsys_abort_pending(&info.layout, ucontext);
}
