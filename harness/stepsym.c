/* Where a sweep boundary is: the symbol+offset of an address, read from the
 * mapped object's own ELF symbol tables (.symtab, else the build-id debug
 * file under the libc root's or this machine's /usr/lib/debug, plus
 * .dynsym), since dladdr misses hidden
 * functions such as __pthread_enable_asynccancel and does not exist in
 * static musl; the vDSO is read from memory.  Optional objdump lines.
 * Runs in the sweep's parent only (allocates, forks objdump). */
#include <elf.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef __UCLIBC__ /* cr.h has its getauxval */
#include <sys/auxv.h>
#endif
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cr.h"
#include "preload.h"
#include "step.h"

#if UINTPTR_MAX > 0xffffffffu
#define Ehdr Elf64_Ehdr
#define Shdr Elf64_Shdr
#define Sym Elf64_Sym
#define Nhdr Elf64_Nhdr
#define ST_BIND ELF64_ST_BIND
#define ST_TYPE ELF64_ST_TYPE
#else
#define Ehdr Elf32_Ehdr
#define Shdr Elf32_Shdr
#define Sym Elf32_Sym
#define Nhdr Elf32_Nhdr
#define ST_BIND ELF32_ST_BIND
#define ST_TYPE ELF32_ST_TYPE
#endif

struct sym {
	uintptr_t lo, hi;
	int rank;
	int unsized; /* a function whose symbol has no size (asm thunks) */
	char *name;
};

struct obj {
	char path[512];
	char base_name[128];
	uintptr_t base, lo, hi;
	int is_vdso;
	int nsyms, cap;
	struct sym *syms;
	/* disassembly cache: one objdump run per symbol range */
	int ninsn;
	uintptr_t *insn_at;
	char **insn;
};

static struct obj objs[16];
static int nobjs;

struct find {
	uintptr_t a;
	struct obj *o;
};

static int find_cb(struct dl_phdr_info *info, size_t size, void *arg)
{
	struct find *f = arg;
	(void)size;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
		if (ph->p_type != PT_LOAD || f->a < lo || f->a >= lo + ph->p_memsz)
			continue;
		if (nobjs == (int)(sizeof objs / sizeof objs[0]))
			return 1;
		struct obj *o = &objs[nobjs++];
		memset(o, 0, sizeof *o);
		o->base = info->dlpi_addr;
		o->lo = lo;
		o->hi = lo + ph->p_memsz;
		if (info->dlpi_name && *info->dlpi_name)
			snprintf(o->path, sizeof o->path, "%s", info->dlpi_name);
		/* the main program: not /proc/self/exe, which is the dynamic
		 * loader when LIBC_ROOT started us through one */
		else if (cr_mapped_path((const void *)lo, o->path, sizeof o->path) < 0)
			strcpy(o->path, "?");
		if (access(o->path, R_OK) && (strstr(o->path, "vdso") || strstr(o->path, "linux-gate")))
			o->is_vdso = 1;
		if (lo <= getauxval(AT_SYSINFO_EHDR) && getauxval(AT_SYSINFO_EHDR) < o->hi)
			o->is_vdso = 1;
		const char *b = strrchr(o->path, '/');
		snprintf(o->base_name, sizeof o->base_name, "%s", o->is_vdso ? "[vdso]" : b ? b + 1 : o->path);
		f->o = o;
		return 1;
	}
	return 0;
}

static int sym_rank(const Sym *s, const char *name)
{
	int r = ST_BIND(s->st_info) == STB_GLOBAL ? 3 : ST_BIND(s->st_info) == STB_WEAK ? 2 : 1;
	if (!strncmp(name, "__GI_", 5) || !strncmp(name, "__libc_", 7))
		r -= 1;
	return r;
}

/* Every defined symbol of the symbol tables of type want (SHT_SYMTAB,
 * SHT_DYNSYM, or 0 for both) in the ELF image at img (size len), bounds
 * checked: fn(sym, name, count, arg) with count the table's size, until fn
 * returns nonzero (then that value; else 0).  The vDSO is mapped whole:
 * file offsets hold in memory too. */
static int each_sym(const unsigned char *img, size_t len, unsigned want,
		    int (*fn)(const Sym *, const char *, size_t, void *), void *arg)
{
	const Ehdr *eh = (const Ehdr *)img;
	if (len < sizeof *eh || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_shoff == 0 || eh->e_shoff + (size_t)eh->e_shnum * sizeof(Shdr) > len)
		return 0;
	const Shdr *sh = (const Shdr *)(img + eh->e_shoff);
	for (int i = 0; i < eh->e_shnum; i++) {
		unsigned t = sh[i].sh_type;
		if ((t != SHT_SYMTAB && t != SHT_DYNSYM) || (want && t != want) || sh[i].sh_link >= eh->e_shnum)
			continue;
		const Shdr *st = &sh[sh[i].sh_link];
		size_t soff = sh[i].sh_offset, toff = st->sh_offset;
		if (soff + sh[i].sh_size > len || toff + st->sh_size > len)
			continue;
		const Sym *sy = (const Sym *)(img + soff);
		const char *str = (const char *)(img + toff);
		size_t n = sh[i].sh_size / sizeof(Sym);
		for (size_t k = 0; k < n; k++) {
			int r;
			if (sy[k].st_shndx == SHN_UNDEF || sy[k].st_name >= st->sh_size)
				continue;
			if ((r = fn(&sy[k], str + sy[k].st_name, n, arg)))
				return r;
		}
	}
	return 0;
}

/* each_sym's callback of load_syms: a function symbol into the obj. */
static int add_sym(const Sym *sy, const char *nm, size_t count, void *arg)
{
	struct obj *o = arg;
	int t = ST_TYPE(sy->st_info);
	if ((t != STT_FUNC && t != STT_NOTYPE) || sy->st_value == 0 || !*nm || nm[0] == '$' ||
	    !strncmp(nm, ".L", 2))
		return 0;
	if (o->nsyms == o->cap) { /* room for the whole table at once */
		struct sym *ns = realloc(o->syms, (o->cap + count) * sizeof *ns);
		if (!ns)
			return 1;
		o->syms = ns;
		o->cap += count;
	}
	struct sym *s = &o->syms[o->nsyms++];
	s->lo = sy->st_value;
	s->hi = sy->st_value + (sy->st_size ? sy->st_size : 1);
	s->rank = sym_rank(sy, nm) - (t == STT_NOTYPE);
	s->unsized = t == STT_FUNC && sy->st_size == 0;
	s->name = strdup(nm);
	return 0;
}

/* Add the function symbols of the ELF image at img (size len) to o. */
static void load_syms(struct obj *o, const unsigned char *img, size_t len)
{
	each_sym(img, len, 0, add_sym, o);
}

static int by_lo(const void *a, const void *b)
{
	const struct sym *x = a, *y = b;
	return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* A function symbol without a size (an assembler thunk such as
 * __x86.get_pc_thunk.bx in a debug file) covers the code up to the next
 * symbol, so its later instructions are named too. */
static void size_unsized(struct obj *o)
{
	qsort(o->syms, (size_t)o->nsyms, sizeof *o->syms, by_lo);
	for (int i = 0; i < o->nsyms; i++) {
		struct sym *s = &o->syms[i];
		if (!s->unsized)
			continue;
		for (int j = i + 1; j < o->nsyms; j++)
			if (o->syms[j].lo > s->lo) {
				if (o->syms[j].lo - s->lo <= 256)
					s->hi = o->syms[j].lo;
				break;
			}
	}
}

static const unsigned char *map_file(const char *path, size_t *len)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	void *m;
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) < 0 || st.st_size <= 0) {
		close(fd);
		return NULL;
	}
	m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (m == MAP_FAILED)
		return NULL;
	*len = (size_t)st.st_size;
	return m;
}

/* The NT_GNU_BUILD_ID note of an ELF image: its length (0 when none),
 * the bytes at *id. */
static size_t build_id(const unsigned char *img, size_t len, const unsigned char **id)
{
	const Ehdr *eh = (const Ehdr *)img;
	const Shdr *sh;
	if (len < sizeof *eh || eh->e_shoff == 0 || eh->e_shoff + (size_t)eh->e_shnum * sizeof(Shdr) > len)
		return 0;
	sh = (const Shdr *)(img + eh->e_shoff);
	for (int i = 0; i < eh->e_shnum; i++) {
		size_t off = sh[i].sh_offset, end = off + sh[i].sh_size;
		if (sh[i].sh_type != SHT_NOTE || end > len)
			continue;
		while (off + sizeof(Nhdr) <= end) {
			const Nhdr *nh = (const Nhdr *)(img + off);
			size_t name = off + sizeof *nh, desc = name + ((nh->n_namesz + 3) & ~3u);
			if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && desc + nh->n_descsz <= end &&
			    nh->n_descsz >= 2 && !memcmp(img + name, "GNU", 4)) {
				*id = img + desc;
				return nh->n_descsz;
			}
			off = desc + ((nh->n_descsz + 3) & ~3u);
		}
	}
	return 0;
}

/* The detached debug file of an image, found by build-id: DIR/.build-id/
 * xx/yyyy.debug under the active libc root's usr/lib/debug (a root's
 * libc6-dbg, fetched with it), then this machine's /usr/lib/debug.  A file
 * counts only if it carries the same build-id.  Mapped, or NULL. */
static const unsigned char *map_debug_file(const unsigned char *img, size_t len, size_t *dlen)
{
	const unsigned char *id, *did, *dimg;
	size_t n = build_id(img, len, &id);
	const char *root = getenv("LIBC_ROOT");
	char rel[160], path[PATH_MAX];
	if (!n || n > 64)
		return NULL;
	size_t k = (size_t)snprintf(rel, sizeof rel, ".build-id/%02x/", id[0]);
	for (size_t j = 1; j < n; j++)
		k += (size_t)snprintf(rel + k, sizeof rel - k, "%02x", id[j]);
	snprintf(rel + k, sizeof rel - k, ".debug");
	for (int pass = 0; pass < 2; pass++) {
		if (pass == 0 && (!root || !*root))
			continue;
		snprintf(path, sizeof path, "%s/usr/lib/debug/%s", pass == 0 ? root : "", rel);
		if (!(dimg = map_file(path, dlen)))
			continue;
		if (build_id(dimg, *dlen, &did) == n && !memcmp(did, id, n))
			return dimg;
		munmap((void *)dimg, *dlen);
	}
	return NULL;
}

static int has_symtab(const unsigned char *img, size_t len)
{
	const Ehdr *eh = (const Ehdr *)img;
	if (eh->e_shoff == 0 || eh->e_shoff + (size_t)eh->e_shnum * sizeof(Shdr) > len)
		return 0;
	const Shdr *sh = (const Shdr *)(img + eh->e_shoff);
	for (int i = 0; i < eh->e_shnum; i++)
		if (sh[i].sh_type == SHT_SYMTAB)
			return 1;
	return 0;
}

/* The [vdso] mapping's length from /proc/self/maps: its section headers
 * lie past the PT_LOAD's p_memsz. */
/* The vDSO's mapped length (it never moves: read once per process). */
static size_t vdso_len(uintptr_t eh)
{
	static uintptr_t at;
	static size_t len;
	char line[512];
	FILE *f;
	if (at == eh && len)
		return len;
	at = eh;
	len = 0;
	if (!(f = fopen("/proc/self/maps", "re")))
		return 0;
	while (fgets(line, sizeof line, f)) {
		unsigned long lo, hi;
		if (sscanf(line, "%lx-%lx", &lo, &hi) == 2 && lo == eh && strstr(line, "[vdso]")) {
			len = hi - lo;
			break;
		}
	}
	fclose(f);
	return len;
}

int cr_vdso_range(uintptr_t *lo, uintptr_t *hi)
{
	uintptr_t eh = getauxval(AT_SYSINFO_EHDR);
	size_t len = eh ? vdso_len(eh) : 0;
	if (!len)
		return -1;
	*lo = eh;
	*hi = eh + len;
	return 0;
}

/* dl_iterate_phdr, and the program itself where it lists nothing: static
 * dietlibc's reads the program headers only in its dynamic start, and a
 * sweep of its static programs named no boundary.  The kernel's AT_PHDR
 * gives them (the base: where PT_PHDR says they are, 0 when not PIE). */
static void find_obj(struct find *f)
{
	dl_iterate_phdr(find_cb, f);
#ifdef __dietlibc__
	if (!f->o && getauxval(AT_PHDR)) {
		struct dl_phdr_info info;
		memset(&info, 0, sizeof info);
		info.dlpi_phdr = (const ElfW(Phdr) *)getauxval(AT_PHDR);
		info.dlpi_phnum = (ElfW(Half))getauxval(AT_PHNUM);
		info.dlpi_name = "";
		for (int i = 0; i < info.dlpi_phnum; i++)
			if (info.dlpi_phdr[i].p_type == PT_PHDR)
				info.dlpi_addr = getauxval(AT_PHDR) - info.dlpi_phdr[i].p_vaddr;
		find_cb(&info, sizeof info, f);
	}
#endif
}

static struct obj *obj_of(uintptr_t a)
{
	struct find f = {a, NULL};
	size_t len;
	const unsigned char *img;
	for (int i = 0; i < nobjs; i++)
		if (a >= objs[i].lo && a < objs[i].hi)
			return &objs[i];
	find_obj(&f);
	if (!f.o)
		return NULL;
	if (f.o->is_vdso) {
		uintptr_t eh = getauxval(AT_SYSINFO_EHDR);
		size_t vlen = vdso_len(eh);
		if (eh && vlen)
			load_syms(f.o, (const unsigned char *)eh, vlen);
	} else if ((img = map_file(f.o->path, &len))) {
		size_t dlen;
		const unsigned char *dimg;
		if (!has_symtab(img, len) && (dimg = map_debug_file(img, len, &dlen))) {
			load_syms(f.o, dimg, dlen);
			munmap((void *)dimg, dlen);
		}
		load_syms(f.o, img, len);
		munmap((void *)img, len);
	}
	if (f.o->nsyms)
		size_unsized(f.o);
	return f.o;
}

static const struct sym *sym_of(struct obj *o, uintptr_t rel)
{
	const struct sym *best = NULL;
	for (int i = 0; i < o->nsyms; i++) {
		const struct sym *s = &o->syms[i];
		if (rel < s->lo || rel >= s->hi)
			continue;
		/* innermost range first, then the better name */
		if (!best || s->lo > best->lo || (s->lo == best->lo && s->rank > best->rank))
			best = s;
	}
	return best;
}

/* A symbol of an object other than the libc, its loader, the vDSO and the
 * program itself (an interposer such as libeatmydata.so or libfakeroot, or
 * a library the libc splits off, libpthread.so.0 before glibc 2.34) is
 * named with its object: an interposer's open must not read as libc's. */
static int interposed(const struct obj *o)
{
	static const char *const own[] = {"libc.so", "libc-", "ld-linux", "ld-musl", NULL};
	static char exe[512];
	if (o->is_vdso)
		return 0;
	for (int i = 0; own[i]; i++)
		if (!strncmp(o->base_name, own[i], strlen(own[i])))
			return 0;
	if (!*exe && cr_mapped_path((const void *)&interposed, exe, sizeof exe) < 0)
		return 0;
	return strcmp(o->path, exe) != 0;
}

const char *cr_step_symbolize(uintptr_t a, char *sym, size_t len, char *obj, size_t olen)
{
	struct obj *o = obj_of(a);
	const struct sym *s;
	if (!o) {
		snprintf(sym, len, "%#lx", (unsigned long)a);
		if (obj)
			snprintf(obj, olen, "?");
		return sym;
	}
	if (obj)
		snprintf(obj, olen, "%s", o->base_name);
	if ((s = sym_of(o, a - o->base)) && interposed(o))
		snprintf(sym, len, "%s:%s+%#lx", o->base_name, s->name, (unsigned long)(a - o->base - s->lo));
	else if (s)
		snprintf(sym, len, "%s+%#lx", s->name, (unsigned long)(a - o->base - s->lo));
	else
		snprintf(sym, len, "%s+%#lx", o->base_name, (unsigned long)(a - o->base));
	return sym;
}

static const char *objdump_path(void)
{
	static char path[256];
	static int done;
	const char *p = getenv("PATH");
	if (done)
		return *path ? path : NULL;
	done = 1;
	for (p = p ? p : "/usr/bin:/bin"; *p;) {
		const char *c = strchr(p, ':');
		size_t n = c ? (size_t)(c - p) : strlen(p);
		snprintf(path, sizeof path, "%.*s/objdump", (int)n, p);
		if (n && access(path, X_OK) == 0)
			return path;
		p += n + (c != NULL);
	}
	*path = 0;
	return NULL;
}

/* objdump [lo, hi) of o (relative addresses) into o's cache. */
static void disasm_range(struct obj *o, uintptr_t lo, uintptr_t hi, int whole)
{
	char cmd[1400], line[512], file[600];
	const char *od = objdump_path();
	FILE *p;
	if (!od)
		return;
	int vfd = -1;
	snprintf(file, sizeof file, "%s", o->path);
	if (o->is_vdso) {
		/* No file: hand objdump the image in an anonymous memory file,
		 * inherited across popen (nothing on disk, nothing to leave). */
		uintptr_t eh = getauxval(AT_SYSINFO_EHDR);
		size_t vlen = vdso_len(eh);
		vfd = (int)syscall(SYS_memfd_create, "cr-vdso", 0);
		if (vfd < 0 || !vlen || write(vfd, (void *)eh, vlen) != (ssize_t)vlen) {
			if (vfd >= 0)
				close(vfd);
			return;
		}
		snprintf(file, sizeof file, "/proc/self/fd/%d", vfd);
	}
	snprintf(cmd, sizeof cmd, "'%s' -d --no-show-raw-insn --start-address=%#lx --stop-address=%#lx '%s' 2>/dev/null",
		 od, (unsigned long)lo, (unsigned long)hi, file);
	p = popen(cmd, "r");
	if (vfd >= 0 && !p)
		close(vfd);
	if (!p)
		return;
	int first_new = o->ninsn;
	while (fgets(line, sizeof line, p)) {
		char *colon, *end;
		unsigned long at = strtoul(line, &end, 16);
		if (end == line || !(colon = strchr(line, ':')) || colon != end || colon[1] != '\t')
			continue;
		char *txt = colon + 2;
		txt[strcspn(txt, "\n")] = 0;
		for (char *t = txt; *t; t++)
			if (*t == '\t')
				*t = ' ';
		/* objdump names branch targets after the nearest exported
		 * symbol ("<__libc_alloca_cutoff@@GLIBC_PRIVATE+0xd0>"),
		 * which misleads: keep the bare address */
		char *lt = strstr(txt, " <");
		if (lt && strchr(lt, '>'))
			*lt = 0;
		uintptr_t *na = realloc(o->insn_at, (o->ninsn + 1) * sizeof *na);
		char **nt = na ? realloc(o->insn, (o->ninsn + 1) * sizeof *nt) : NULL;
		if (na)
			o->insn_at = na;
		if (!nt)
			break;
		o->insn = nt;
		o->insn_at[o->ninsn] = at;
		o->insn[o->ninsn++] = strdup(txt);
	}
	pclose(p);
	if (vfd >= 0)
		close(vfd);
	/* the range may end inside an instruction ("rex.W"): drop the last
	 * line of a range that is not a whole symbol */
	if (!whole && o->ninsn > first_new)
		free(o->insn[--o->ninsn]);
}

const char *cr_step_disasm(uintptr_t a, char *buf, size_t len)
{
	struct obj *o = obj_of(a);
	uintptr_t rel;
	*buf = 0;
	if (!o || !objdump_path())
		return buf;
	rel = a - o->base;
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < o->ninsn; i++)
			if (o->insn_at[i] == rel) {
				snprintf(buf, len, "%s", o->insn[i]);
				return buf;
			}
		if (pass)
			break;
		const struct sym *s = sym_of(o, rel);
		if (s && s->hi - s->lo > 1 && s->hi - s->lo < 65536)
			disasm_range(o, s->lo, s->hi, 1);
		else
			disasm_range(o, rel, rel + 48, 0);
	}
	return buf;
}

/* ---- functions an LD_PRELOAD library takes over ------------------------ */

#ifndef STT_GNU_IFUNC
#define STT_GNU_IFUNC 10
#endif

/* each_sym's callback of defines: a global function named name (or
 * name64, its large-file twin)? */
static int is_def(const Sym *sy, const char *nm, size_t count, void *arg)
{
	const char *name = arg;
	size_t nl = strlen(name);
	int t = ST_TYPE(sy->st_info), b = ST_BIND(sy->st_info);
	(void)count;
	return (t == STT_FUNC || t == STT_GNU_IFUNC) && (b == STB_GLOBAL || b == STB_WEAK) &&
	       !strncmp(nm, name, nl) && (!nm[nl] || !strcmp(nm + nl, "64"));
}

/* Does the ELF image at img define function name (or name64) in its
 * dynamic symbol table? */
static int defines(const unsigned char *img, size_t len, const char *name)
{
	return each_sym(img, len, SHT_DYNSYM, is_def, (void *)name);
}

struct interposer {
	const char *name, *pre;
	char *lib;
	size_t len;
	int found;
};

/* A preloaded library's image, mapped once for every function asked about
 * (must-not-act asks for each of its table's functions) and kept mapped;
 * *own: one the cache had no room for, for the caller to unmap. */
static const unsigned char *preload_image(const char *path, size_t *len, int *own)
{
	static struct {
		char path[512];
		const unsigned char *img;
		size_t len;
	} cache[4];
	int i;
	*own = 0;
	for (i = 0; i < 4 && cache[i].img; i++)
		if (!strcmp(cache[i].path, path)) {
			*len = cache[i].len;
			return cache[i].img;
		}
	const unsigned char *img = map_file(path, len);
	if (img && i < 4 && strlen(path) < sizeof cache[i].path) {
		snprintf(cache[i].path, sizeof cache[i].path, "%s", path);
		cache[i].img = img;
		cache[i].len = *len;
	} else {
		*own = img != NULL;
	}
	return img;
}

static int interposer_cb(struct dl_phdr_info *info, size_t size, void *arg)
{
	struct interposer *f = arg;
	const char *b;
	const unsigned char *img;
	size_t len;
	int own;
	(void)size;
	if (!info->dlpi_name || !*info->dlpi_name)
		return 0;
	b = strrchr(info->dlpi_name, '/');
	b = b ? b + 1 : info->dlpi_name;
	if (!cr_preload_lists(f->pre, b, strlen(b)) || !(img = preload_image(info->dlpi_name, &len, &own)))
		return 0;
	f->found = defines(img, len, f->name);
	if (own)
		munmap((void *)img, len);
	if (f->found)
		snprintf(f->lib, f->len, "%s", b);
	return f->found;
}

int cr_preload_interposes(const char *name, char *lib, size_t len)
{
	struct interposer f = {name, getenv("LD_PRELOAD"), lib, len, 0};
	if (!f.pre || !*f.pre)
		return 0;
	dl_iterate_phdr(interposer_cb, &f);
	return f.found;
}
