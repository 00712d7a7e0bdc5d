# entry-cost: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot entry-cost.gp
set terminal svg size 900,480 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "entry-cost.svg"
set title 'Kernel entry cost per path (getppid, median; bars p10-p90)'
set ylabel 'ns per call (log scale)'
set logscale y
set grid ytics
set style fill solid 0.6 border -1
set boxwidth 0.6
set xtics rotate by -20
set yrange [0.1:*]
set key off
plot "entry-cost.dat" using 1:2:xtic(5) with boxes lc rgb '#1565c0', '' using 1:2:3:4 with yerrorbars lc rgb '#000000' pt 0, '' using 1:2:($2 < 10 ? sprintf('%.2f', $2) : sprintf('%.0f', $2)) with labels offset 0,1 font ',9'
unset output
set terminal pngcairo size 900,480 noenhanced font 'Sans,10' background '#ffffff'
set output "entry-cost.png"
set title 'Kernel entry cost per path (getppid, median; bars p10-p90)'
set ylabel 'ns per call (log scale)'
set logscale y
set grid ytics
set style fill solid 0.6 border -1
set boxwidth 0.6
set xtics rotate by -20
set yrange [0.1:*]
set key off
plot "entry-cost.dat" using 1:2:xtic(5) with boxes lc rgb '#1565c0', '' using 1:2:3:4 with yerrorbars lc rgb '#000000' pt 0, '' using 1:2:($2 < 10 ? sprintf('%.2f', $2) : sprintf('%.0f', $2)) with labels offset 0,1 font ',9'
unset output
