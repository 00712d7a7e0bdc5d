# sweep-map-lockf: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-lockf.gp
set terminal svg size 1300,262 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-lockf.svg"
set title 'Sweep of lockf(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "lockf" at 10.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 21.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 24,0.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,0.17 to 26.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 26.6,0.17 to 28.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 31,0.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 35,0.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 40.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 47,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 49.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,0.17 to 52.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,0.17 to 56.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,0.17 to 57.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 61,0.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 6,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 12.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "memset" at 30.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 57.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,1.17 to 66.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 73.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,1.17 to 80.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 86,1.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,1.17 to 91.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 94,1.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,1.17 to 96.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__fcntl_nocancel" at 100,1.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,1.17 to 103.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 105,1.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,1.17 to 106.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 112.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 106.6,1.17 to 118.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 120,1.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,1.17 to 121.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 124.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,1.17 to 127.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,1.17 to 128.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-lockf.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#00695c" title "held-lock"
unset output
set terminal pngcairo size 1300,262 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-lockf.png"
set title 'Sweep of lockf(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "lockf" at 10.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 21.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 24,0.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,0.17 to 26.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 26.6,0.17 to 28.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 31,0.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 35,0.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 40.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 47,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 49.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,0.17 to 52.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,0.17 to 56.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,0.17 to 57.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 61,0.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 6,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 12.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "memset" at 30.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 57.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,1.17 to 66.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 73.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,1.17 to 80.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 86,1.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,1.17 to 91.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 94,1.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,1.17 to 96.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__fcntl_nocancel" at 100,1.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,1.17 to 103.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 105,1.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,1.17 to 106.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 112.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 106.6,1.17 to 118.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 120,1.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,1.17 to 121.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "lockf" at 124.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,1.17 to 127.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,1.17 to 128.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-lockf.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#00695c" title "held-lock"
unset output
