# sweep-map-pthread_testcancel: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-pthread_testcancel.gp
set terminal svg size 1300,262 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-pthread_testcancel.svg"
set title 'Sweep of pthread_testcancel(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 1.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 4,0.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 8,0.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 13.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 17.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,0.17 to 18.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 2,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 4.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_testcancel.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
set terminal pngcairo size 1300,262 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-pthread_testcancel.png"
set title 'Sweep of pthread_testcancel(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 1.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 4,0.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 8,0.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 13.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 17.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,0.17 to 18.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 2,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 4.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_testcancel.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
