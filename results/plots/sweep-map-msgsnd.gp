# sweep-map-msgsnd: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-msgsnd.gp
set terminal svg size 1300,216 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-msgsnd.svg"
set title 'Sweep of msgsnd(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("uclibc 1.0.35 x86_64 [host]" 0) font ',9'
set yrange [-0.6:0.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "msgsnd" at 4.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 15,0.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 20.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "msgsnd" at 26.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 38.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "msgsnd" at 46,0.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-msgsnd.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#4e342e" title "unreported-write"
unset output
set terminal pngcairo size 1300,216 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-msgsnd.png"
set title 'Sweep of msgsnd(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("uclibc 1.0.35 x86_64 [host]" 0) font ',9'
set yrange [-0.6:0.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "msgsnd" at 4.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 15,0.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 20.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "msgsnd" at 26.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 38.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "msgsnd" at 46,0.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-msgsnd.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#4e342e" title "unreported-write"
unset output
