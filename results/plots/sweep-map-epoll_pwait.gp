# sweep-map-epoll_pwait: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-epoll_pwait.gp
set terminal svg size 1300,216 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-epoll_pwait.svg"
set title 'Sweep of epoll_pwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("uclibc 1.0.35 x86_64 [host]" 0) font ',9'
set yrange [-0.6:0.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "epoll_pwait" at 6,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 12.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 18,0.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 30.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 43.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,0.17 to 49.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 51.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-epoll_pwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#d84315" title "lost-event"
unset output
set terminal pngcairo size 1300,216 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-epoll_pwait.png"
set title 'Sweep of epoll_pwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("uclibc 1.0.35 x86_64 [host]" 0) font ',9'
set yrange [-0.6:0.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "epoll_pwait" at 6,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 12.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 18,0.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 30.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 43.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,0.17 to 49.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 51.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-epoll_pwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#d84315" title "lost-event"
unset output
