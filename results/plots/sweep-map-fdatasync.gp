# sweep-map-fdatasync: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-fdatasync.gp
set terminal svg size 1300,262 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-fdatasync.svg"
set title 'Sweep of fdatasync(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "fdatasync" at 1,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 7,0.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 11,0.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 12.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 16.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,0.17 to 20.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 22,0.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,0.17 to 26.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 26.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 32.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 2.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 11,1.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 21,1.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 25.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 31.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,1.17 to 37.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 39,1.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 40.6,1.17 to 41.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-fdatasync.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
set terminal pngcairo size 1300,262 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-fdatasync.png"
set title 'Sweep of fdatasync(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "fdatasync" at 1,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 7,0.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 11,0.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 12.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 16.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,0.17 to 20.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 22,0.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,0.17 to 26.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 26.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 32.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 2.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 11,1.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 21,1.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 25.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 31.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,1.17 to 37.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fdatasync" at 39,1.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 40.6,1.17 to 41.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-fdatasync.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
