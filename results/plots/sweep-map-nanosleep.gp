# sweep-map-nanosleep: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-nanosleep.gp
set terminal svg size 1300,262 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-nanosleep.svg"
set title 'Sweep of nanosleep(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "nanosleep" at 1.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,0.17 to 5.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 8,0.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,0.17 to 10.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 12,0.28 center font ',7' tc rgb '#37474f'
set arrow from 10.6,0.17 to 13.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 17.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,0.17 to 21.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 23.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 28.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 34.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 38,0.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 39.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 41,0.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,0.17 to 42.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 42.6,0.17 to 43.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 2.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 11,1.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 23.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 30.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 36.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,1.17 to 42.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 44,1.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,1.17 to 45.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,1.17 to 46.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-nanosleep.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel"
unset output
set terminal pngcairo size 1300,262 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-nanosleep.png"
set title 'Sweep of nanosleep(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "nanosleep" at 1.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,0.17 to 5.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 8,0.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,0.17 to 10.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 12,0.28 center font ',7' tc rgb '#37474f'
set arrow from 10.6,0.17 to 13.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 17.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,0.17 to 21.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 23.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 28.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 34.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 38,0.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 39.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 41,0.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,0.17 to 42.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 42.6,0.17 to 43.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 2.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 11,1.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 23.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 30.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 36.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,1.17 to 42.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 44,1.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,1.17 to 45.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,1.17 to 46.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-nanosleep.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel"
unset output
