#!/bin/sh
# kernels: the make check smoke guest.  Boots the smallest fetched kernel
# (CR_KERNEL_SMOKE, bookworm's 6.1) in QEMU with the Intel CPU model, whose
# 32-bit vDSO enters with sysenter (this machine's AMD CPU never does), runs
# the probe and one sweep (races/open.glibc-i386: glibc 2.36's leak window),
# and checks what came back: a valid results file, the accelerator named,
# the decoded entry sysenter, a record that carries the guest's kernel,
# vendor and entry and is as expected, and a table that tells it from a run
# on this machine.  Under a minute.  Skips without qemu or a fetched kernel;
# with CR_KERNELS_REQUIRE set (CI fetches the kernel) those are failures.
. "${CR_SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}/harness/tests/tap.sh"
src=${CR_SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
b=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
rel=${CR_KERNEL_SMOKE:-bookworm}
kdir=${CR_KERNELS_DIR:-$b/kernel-images}
need() { # REASON: a skip, or a failure when the setup must have provided it
	if [ -n "${CR_KERNELS_REQUIRE:-}" ]; then
		echo "not ok 1 - $1 (CR_KERNELS_REQUIRE is set: the setup must provide it)"
		echo "1..1"
		exit 1
	fi
	echo "1..0 # SKIP $1"
	exit 77
}
[ "$py" = no ] && need "python3 not found by configure"
command -v qemu-system-x86_64 >/dev/null || need "qemu-system-x86_64 not installed (apt-get install qemu-system-x86)"
[ -f "$kdir/$rel/.complete" ] || need "no fetched $rel kernel in $kdir (make kernel-images CR_KERNEL_RELEASES=$rel)"
[ -x "$b/races/open.glibc-i386" ] && [ -x "$b/kernels/guestinfo.glibc-i386" ] || need "the i386 programs are not built"
tap_tmpdir cr-kernels-smoke

"$py" "$src/scripts/cr-kernels" run --builddir "$b" --srcdir "$src" --kernels "$kdir" --out "$tmp/run" \
	--cpus intel --races open --variants glibc-i386 --mode sweep --no-selftest \
	--kvm-boot-timeout 6 --guest-timeout 100 --budget 110 "$rel" >"$tmp/log" 2>&1
rc=$?
[ $rc = 77 ] && need "$(sed -n 's/^cr-kernels: SKIP //p' "$tmp/log" | head -n 1)"
ok $rc "a $rel guest ran the probe and one sweep: $(sed -n 's/^cr-kernels: \[[^]]*\] \(PASS\|FAIL\) in /\1 in /p' "$tmp/log")"
[ $rc = 0 ] || sed 's/^/# /' "$tmp/log" | tail -n 25
sed -n 's/^cr-kernels: \[[^]]*\] \(kvm: .*\)/# \1/p' "$tmp/log"

"$py" "$src/scripts/cr-validate" "$tmp/run/results.json" >"$tmp/val" 2>&1
ok $? "the guest's results file validates (cr-validate)"
"$py" - "$tmp/run/results.json" >"$tmp/facts" 2>&1 <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
g = d["guests"][0]
v = g.get("vdso") or {}
print("guest", g["tag"], g.get("kernel"), g.get("vendor"), g.get("accel"), v.get("layout"), v.get("entry"),
      v.get("vsyscall_bytes", "").replace(" ", ""))
print("accel_note", g.get("accel_note", ""))
for r in d["records"]:
    s = r["sweep"]["summary"]
    gg = r["guest"]
    print("record", r["program"], r["variant"], r["status"], gg["kernel"], gg["vendor"], gg["entry"], gg["timing"],
          s["boundaries"], s["leak"], r["machine"]["kernel"].split()[1])
EOF
sed 's/^/# /' "$tmp/facts"
grep -q '^guest .* GenuineIntel \(kvm\|tcg\) pre-7.0 sysenter 51525589e50f34cd80' "$tmp/facts"
ok $? "the probe saw GenuineIntel and decoded __kernel_vsyscall as pre-7.0 with sysenter (51 52 55 89 e5 0f 34 cd 80)"
grep -q '^accel_note .*\(kvm\|tcg\) used' "$tmp/facts"
ok $? "the accelerator used is named"
awk '$1 == "record" && $4 == "pass" && $6 == "GenuineIntel" && $7 == "sysenter" && ($8 == "emulated" || $8 == "virtualised") && $10 > 0 && $5 == $11' "$tmp/facts" | grep -q .
ok $? "the sweep record came back from the guest kernel, as expected, with its leak window, labelled with vendor, entry and timing"
"$py" "$src/scripts/cr-table" "$tmp/run/results.json" >"$tmp/table" 2>&1 &&
	grep -q '^| glibc 2.36 i386 \[host @ guest:'"$rel"'/intel/sysenter\]' "$tmp/table" &&
	grep -q '^QEMU guests: ' "$tmp/table" && ! grep -q '^Machine: ' "$tmp/table"
ok $? "cr-table keeps the guest's rows apart from this machine's (@ guest:$rel/intel/sysenter)"
echo "1..$n"
[ $failed = 0 ]
