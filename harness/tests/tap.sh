# Sourced by the shell tests: TAP points and a private temp dir that is
# removed on exit, SIGTERM or SIGINT (no litter in TMPDIR).
#   . "${CR_SRCDIR:-.}/harness/tests/tap.sh"; tap_tmpdir NAME
n=0 failed=0
ok() { # ok STATUS DESCRIPTION: a point, passed when STATUS is 0
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi
}
tap_tmpdir() {
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX") || { echo "Bail out! mktemp"; exit 99; }
	trap 'rm -rf "$tmp"' EXIT
	trap 'exit 143' TERM
	trap 'exit 130' INT
}
# Sets progs to one built x86_64 race program (glibc, else musl) for each
# of open (files), read (data) and accept (sockets); skips when none is.
tap_pick_races() {
	progs=
	for p in races/open races/read races/accept; do
		for v in glibc-x86_64 musl-x86_64; do
			[ -x "${CR_BUILDDIR:-.}/$p.$v" ] && { progs="$progs $p.$v"; break; }
		done
	done
	[ -n "$progs" ] || { echo "1..0 # SKIP no x86_64 race program built"; exit 77; }
}
