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
