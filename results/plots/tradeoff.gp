# tradeoff: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot tradeoff.gp
set terminal svg size 1375,600 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "tradeoff.svg"
set title 'Race-free cancellation against the cost of a cancellable read(fd, buf, 0), 2 threads (median, bars p10-p90; above: x the raw entry)'
set ylabel 'ns per call, thread CPU time (log scale)'
set logscale y
set grid ytics
set style fill solid 0.7 border -1
set boxwidth 0.7
set xtics rotate by -40 font ',9'
set bmargin 12
set rmargin 20
set yrange [50:*]
set xrange [-0.7:24.7]
set key top left
set arrow from graph 0, first 224.595 to graph 1, first 224.595 nohead dt 2 lc rgb '#455a64'
set label "raw i386: 225 ns" at graph 1.01, first 224.595 left font ',9' tc rgb '#455a64'
set arrow from graph 0, first 1029.59 to graph 1, first 1029.59 nohead dt 2 lc rgb '#455a64'
set label "raw x86_64: 1030 ns" at graph 1.01, first 1029.59 left font ',9' tc rgb '#455a64'
plot "tradeoff.dat" using 1:2:5:xtic(6) with boxes lc rgb variable notitle, '' using 1:2:3:4 with yerrorbars lc rgb '#000000' pt 0 notitle, '' using 1:4:7 with labels offset 0,0.8 font ',8' notitle, NaN with boxes lc rgb "#2e7d32" title "race-free", NaN with boxes lc rgb "#ef6c00" title "race-free but for a finding", NaN with boxes lc rgb "#c62828" title "racy", NaN with boxes lc rgb "#9e9e9e" title "no race record"
unset output
set terminal pngcairo size 1375,600 noenhanced font 'Sans,10' background '#ffffff'
set output "tradeoff.png"
set title 'Race-free cancellation against the cost of a cancellable read(fd, buf, 0), 2 threads (median, bars p10-p90; above: x the raw entry)'
set ylabel 'ns per call, thread CPU time (log scale)'
set logscale y
set grid ytics
set style fill solid 0.7 border -1
set boxwidth 0.7
set xtics rotate by -40 font ',9'
set bmargin 12
set rmargin 20
set yrange [50:*]
set xrange [-0.7:24.7]
set key top left
set arrow from graph 0, first 224.595 to graph 1, first 224.595 nohead dt 2 lc rgb '#455a64'
set label "raw i386: 225 ns" at graph 1.01, first 224.595 left font ',9' tc rgb '#455a64'
set arrow from graph 0, first 1029.59 to graph 1, first 1029.59 nohead dt 2 lc rgb '#455a64'
set label "raw x86_64: 1030 ns" at graph 1.01, first 1029.59 left font ',9' tc rgb '#455a64'
plot "tradeoff.dat" using 1:2:5:xtic(6) with boxes lc rgb variable notitle, '' using 1:2:3:4 with yerrorbars lc rgb '#000000' pt 0 notitle, '' using 1:4:7 with labels offset 0,0.8 font ',8' notitle, NaN with boxes lc rgb "#2e7d32" title "race-free", NaN with boxes lc rgb "#ef6c00" title "race-free but for a finding", NaN with boxes lc rgb "#c62828" title "racy", NaN with boxes lc rgb "#9e9e9e" title "no race record"
unset output
