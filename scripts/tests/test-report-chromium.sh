#!/bin/sh
# scripts: the HTML report renders in headless Chromium: cr-plot + cr-report
# on the sample results, a screenshot taken (a PNG, much larger than a blank
# page's), the DOM holds the tables and the five inline SVG figures
# (trade-off, entry, wrapper, a sweep map per call), and
# Chromium logs no console message.  The console detector is first proven on
# a page that does log an error, so this test can fail.
src=${CR_SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
py=${PYTHON3:-python3}
chromium=${CHROMIUM:-$(command -v chromium || command -v chromium-browser)}
[ "$py" = no ] && { echo "1..0 # SKIP python3 not found"; exit 77; }
[ -n "$chromium" ] && [ -x "$chromium" ] || { echo "1..0 # SKIP chromium not installed (apt-get install chromium)"; exit 77; }
command -v gnuplot >/dev/null || { echo "1..0 # SKIP gnuplot not installed"; exit 77; }
. "$src/harness/tests/tap.sh"
tap_tmpdir cr-chromium
t=$tmp
check() { # STATUS DESCRIPTION [LOG shown when it failed]
	ok "$1" "$2"
	[ "$1" = 0 ] || [ -z "$3" ] || sed 's/^/# /' "$3" | head -n 15
}
# Headless, no network, bounded (timeout kills it: never a hang).
browse() { # url out.png log [extra]
	timeout 90 "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--user-data-dir="$t/profile.$n" --window-size=1300,2400 --enable-logging=stderr --v=0 \
		--screenshot="$2" "$1" >"$3" 2>&1
}
"$py" "$src/scripts/cr-plot" --out "$t/plots" "$src/scripts/tests/sample-results.json" "$src/scripts/tests/sample-bench.json" >"$t/plot.log" 2>&1
check $? "cr-plot draws the sample figures" "$t/plot.log"
"$py" "$src/scripts/cr-report" -o "$t/report.html" --plots "$t/plots" "$src/scripts/tests/sample-results.json" "$src/scripts/tests/sample-bench.json" >"$t/report.log" 2>&1
check $? "cr-report writes report.html" "$t/report.log"

printf '<!DOCTYPE html><html><body><p>x</p><script>console.error("deliberate console error")</script></body></html>\n' >"$t/bad.html"
browse "file://$t/bad.html" "$t/bad.png" "$t/bad.log"
grep -q 'CONSOLE.*deliberate console error' "$t/bad.log"
check $? "the console detector sees a page's console error (control)" "$t/bad.log"
printf '<!DOCTYPE html><html><body></body></html>\n' >"$t/blank.html"
browse "file://$t/blank.html" "$t/blank.png" "$t/blank.log"

browse "file://$t/report.html" "$t/shot.png" "$t/shot.log"
st=$?
[ $st = 0 ] && [ -s "$t/shot.png" ] && [ "$(head -c 4 "$t/shot.png" | od -An -c | tr -d ' ')" = "211PNG" ]
check $? "Chromium takes a screenshot of the report (exit $st)" "$t/shot.log"
shot=$(wc -c <"$t/shot.png" 2>/dev/null || echo 0) blank=$(wc -c <"$t/blank.png" 2>/dev/null || echo 0)
[ "$shot" -gt $((blank * 10)) ] && [ "$blank" -gt 0 ]
check $? "the screenshot is not blank ($shot bytes, a blank page $blank)"
! grep 'CONSOLE' "$t/shot.log" >"$t/console.log"
check $? "no console message while rendering the report" "$t/console.log"
timeout 90 "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
	--disable-background-networking --disable-component-update --disable-sync \
	--user-data-dir="$t/profile.dom" --dump-dom "file://$t/report.html" >"$t/dom.html" 2>"$t/dom.log"
[ "$(grep -o '<svg' "$t/dom.html" | wc -l)" = 5 ] && grep -q 'Race verdicts' "$t/dom.html" &&
	grep -q 'Trade-off' "$t/dom.html" && grep -q 'glibc 2.31 i386 \[bullseye\]' "$t/dom.html"
check $? "the rendered DOM holds the trade-off and verdict tables and the five figures" "$t/dom.log"
echo "1..$n"
[ "$failed" = 0 ]
