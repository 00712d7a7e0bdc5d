/* The kernel-and-entry-path probe a QEMU guest runs first (scripts/cr-kernels):
 * one JSON object on stdout (or --json FILE) with the running kernel, the
 * CPU vendor (cpuid), AT_SYSINFO and the bytes of __kernel_vsyscall, the
 * layout and entry instruction the suite's decoder (harness/vdso/vsys.c)
 * finds there, and, as an independent cross-check, the fast-entry opcode a
 * plain byte scan finds before the first int $0x80.  An i386 program: that
 * it runs at all shows the kernel has IA32 emulation.
 * Exit 0 (also when the decoder refuses the layout: that is reported), 2
 * usage, 99 when the JSON cannot be written. */
#include <cpuid.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/utsname.h>

#include "cr.h"
#include "vdso/helper.h"

#ifndef __i386__
#error "guestinfo probes the i386 vDSO"
#endif

#define MAXBYTES 64

/* The fast entry a byte scan sees: the first 0f 34 (sysenter) or 0f 05
 * (syscall) before the first cd 80 (int $0x80); "int80" when neither. */
static const char *scan_entry(const unsigned char *b, size_t n, int *off)
{
	for (size_t i = 0; i + 1 < n; i++) {
		if (b[i] == 0xcd && b[i + 1] == 0x80)
			break;
		if (b[i] == 0x0f && (b[i + 1] == 0x34 || b[i + 1] == 0x05)) {
			*off = (int)i;
			return b[i + 1] == 0x34 ? "sysenter" : "syscall";
		}
	}
	*off = -1;
	return "int80";
}

static void cpu_vendor(char out[13])
{
	unsigned a, b, c, d;
	memset(out, 0, 13);
	if (!__get_cpuid(0, &a, &b, &c, &d)) {
		strcpy(out, "unknown");
		return;
	}
	memcpy(out, &b, 4);
	memcpy(out + 4, &d, 4);
	memcpy(out + 8, &c, 4);
}

int main(int argc, char **argv)
{
	const char *path = "-";
	char err[200] = "", vendor[13], hex[3 * MAXBYTES + 1] = "";
	struct utsname u;
	struct cr_json *j;
	const struct vrt_helper_info *info;
	int ok, off = -1;

	if (argc == 3 && !strcmp(argv[1], "--json"))
		path = argv[2];
	else if (argc != 1) {
		fprintf(stderr, "usage: %s [--json FILE]\n", argv[0]);
		return CR_EXIT_USAGE;
	}
	cpu_vendor(vendor);
	if (uname(&u) < 0)
		memset(&u, 0, sizeof u);
	ok = vrt_helper_init(err, sizeof err) == 0;
	info = vrt_helper_info();

	j = cr_json_new();
	cr_json_obj(j, NULL);
	cr_json_str(j, "schema", "cancelrace-guestinfo/1");
	cr_json_str(j, "kernel", u.release);
	cr_json_str(j, "kernel_version", u.version);
	cr_json_str(j, "machine", u.machine);
	cr_json_str(j, "vendor", vendor);
	cr_json_int(j, "at_sysinfo", (long long)getauxval(AT_SYSINFO));
	cr_json_int(j, "vdso", (long long)getauxval(AT_SYSINFO_EHDR));
	if (info->sysinfo) {
		const unsigned char *b = (const unsigned char *)info->sysinfo;
		size_t n = info->vsyscall_size ? info->vsyscall_size : 32;
		if (n > MAXBYTES)
			n = MAXBYTES;
		for (size_t k = 0, at = 0; k < n; k++)
			at += (size_t)snprintf(hex + at, sizeof hex - at, "%s%02x", k ? " " : "", b[k]);
		cr_json_str(j, "scan_entry", scan_entry(b, n, &off));
		cr_json_int(j, "scan_entry_offset", off);
	}
	cr_json_int(j, "vsyscall_size", info->vsyscall_size);
	cr_json_str(j, "vsyscall_bytes", hex);
	cr_json_bool(j, "helpers_exported", info->exported);
	cr_json_bool(j, "decoded", info->decoded);
	if (info->decoded) {
		const struct vsys_layout *l = &info->layout;
		cr_json_str(j, "layout", l->name);
		cr_json_str(j, "entry", vsys_entry_name(l->entry));
		cr_json_int(j, "entry_offset", l->entry_off);
		cr_json_int(j, "int80_offset", l->int80_off);
		cr_json_int(j, "landing_offset", l->landing_off);
		cr_json_int(j, "pushes", l->npush);
	} else {
		cr_json_str(j, "decode_error", info->decode_err[0] ? info->decode_err : err);
	}
	cr_json_bool(j, "helper_ready", ok);
	if (!ok)
		cr_json_str(j, "helper_error", err);
	cr_json_end(j);
	if (cr_json_write_atomic(j, path) < 0) {
		fprintf(stderr, "%s: cannot write %s\n", argv[0], path);
		return CR_EXIT_ERROR;
	}
	cr_json_free(j);
	return 0;
}
