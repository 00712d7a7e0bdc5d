# wrapper-cost: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot wrapper-cost.gp
set terminal svg size 1500,560 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "wrapper-cost.svg"
set title 'Cancellable read() wrapper vs the raw syscall, per implementation (median)'
set ylabel 'ns per call (log scale)'
set logscale y
set grid ytics
set style data histogram
set rmargin 14
set bmargin 9
set style histogram clustered gap 1
set style fill solid 0.7 border -1
set xtics rotate by -35 font ',9'
set yrange [50:*]
set key top left
set datafile missing 'NaN'
plot "wrapper-cost.dat" using 2:xtic(4) title 'raw syscall (baseline)' lc rgb '#90a4ae', '' using 3 title 'cancellable wrapper' lc rgb '#1565c0'
unset output
set terminal pngcairo size 1500,560 noenhanced font 'Sans,10' background '#ffffff'
set output "wrapper-cost.png"
set title 'Cancellable read() wrapper vs the raw syscall, per implementation (median)'
set ylabel 'ns per call (log scale)'
set logscale y
set grid ytics
set style data histogram
set rmargin 14
set bmargin 9
set style histogram clustered gap 1
set style fill solid 0.7 border -1
set xtics rotate by -35 font ',9'
set yrange [50:*]
set key top left
set datafile missing 'NaN'
plot "wrapper-cost.dat" using 2:xtic(4) title 'raw syscall (baseline)' lc rgb '#90a4ae', '' using 3 title 'cancellable wrapper' lc rgb '#1565c0'
unset output
