# sweep-map-sleep: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-sleep.gp
set terminal svg size 1300,262 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-sleep.svg"
set title 'Sweep of sleep(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "sleep" at 5.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 13.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 15.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,0.17 to 17.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 20,0.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 24,0.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 29.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 35.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,0.17 to 39.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 39.6,0.17 to 40.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 40.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 41.6,0.17 to 43.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 46.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 50,0.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 53,0.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 59.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 6.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 13.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_sigaction" at 23.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,1.17 to 33.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 36.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,1.17 to 39.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 42.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,1.17 to 45.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 51,1.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,1.17 to 56.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 63.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,1.17 to 70.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 76.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,1.17 to 82.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 84,1.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,1.17 to 85.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 91.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,1.17 to 97.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,1.17 to 98.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-sleep.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel"
unset output
set terminal pngcairo size 1300,262 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-sleep.png"
set title 'Sweep of sleep(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "sleep" at 5.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 13.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 15.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,0.17 to 17.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 20,0.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 24,0.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 29.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 35.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,0.17 to 39.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 39.6,0.17 to 40.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 40.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 41.6,0.17 to 43.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 46.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 50,0.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 53,0.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 59.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 6.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 13.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_sigaction" at 23.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,1.17 to 33.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 36.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,1.17 to 39.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 42.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,1.17 to 45.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 51,1.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,1.17 to 56.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 63.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,1.17 to 70.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 76.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,1.17 to 82.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "nanosleep" at 84,1.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,1.17 to 85.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "sleep" at 91.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,1.17 to 97.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,1.17 to 98.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-sleep.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel"
unset output
