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
# tap_run PROG [ARGS...]: run PROG as cr-run starts every program of the
# suite (harness/cr-run --exec): an LD_PRELOAD its loader cannot load
# (fakeroot's glibc library in a musl program, under fakeroot make check)
# is left out for it and said on stderr; nothing else changes.
tap_run() { "${CR_BUILDDIR:-.}/harness/cr-run" --exec -- "$@"; }
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
# tap_runnable PROG: 0 when PROG can run here, proven by running it (its
# --help); else 1 with the reason in $why.  32-bit programs do not run with
# CR_PROBE_ABSENT=ia32 (the no-IA32 paths, tested on any host).
tap_runnable() {
	case ",${CR_PROBE_ABSENT:-}," in
	*[,\ ]ia32[,\ ]*)
		if [ "$(od -An -tx1 -j4 -N1 "$1" | tr -d ' ')" = 01 ]; then
			why="32-bit execution switched off (CR_PROBE_ABSENT=ia32)"
			return 1
		fi ;;
	esac
	tap_run "$1" --help >/dev/null 2>&1 </dev/null # (not under timeout(1): on ENOEXEC it runs the file as a script)
	[ $? -ne 126 ] && return 0
	why="this kernel cannot execute it ($(LC_ALL=C "$1" --help 2>&1 | sed -n '1s/.*: //p'))"
	return 1
}
