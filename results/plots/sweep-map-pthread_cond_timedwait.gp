# sweep-map-pthread_cond_timedwait: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-pthread_cond_timedwait.gp
set terminal svg size 1300,216 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-pthread_cond_timedwait.svg"
set title 'Sweep of pthread_cond_timedwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("uclibc 1.0.35 x86_64 [host]" 0) font ',9'
set yrange [-0.6:0.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#558b2f", 20 "#37474f", 21 "#000000", 22 "#757575", 23 "#e91e63", 24 "#80deea", 25 "#cfd8dc")
set cbrange [0:25]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "__pthread_cond_timedwait" at 12,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 24.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 39,0.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 62,0.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,0.17 to 70.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 73.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,0.17 to 76.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 90.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 110,0.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 115.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 121,0.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,0.17 to 126.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 132.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 126.6,0.17 to 138.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 151.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,0.17 to 164.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 167,0.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,0.17 to 169.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,0.17 to 171.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 184.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 171.6,0.17 to 197.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 203.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,0.17 to 209.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,0.17 to 210.4,0.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_cond_timedwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
set terminal pngcairo size 1300,216 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-pthread_cond_timedwait.png"
set title 'Sweep of pthread_cond_timedwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("uclibc 1.0.35 x86_64 [host]" 0) font ',9'
set yrange [-0.6:0.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#558b2f", 20 "#37474f", 21 "#000000", 22 "#757575", 23 "#e91e63", 24 "#80deea", 25 "#cfd8dc")
set cbrange [0:25]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "__pthread_cond_timedwait" at 12,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 24.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 39,0.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 62,0.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,0.17 to 70.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 73.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,0.17 to 76.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 90.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 110,0.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 115.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 121,0.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,0.17 to 126.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 132.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 126.6,0.17 to 138.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 151.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,0.17 to 164.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 167,0.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,0.17 to 169.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,0.17 to 171.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 184.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 171.6,0.17 to 197.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 203.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,0.17 to 209.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,0.17 to 210.4,0.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_cond_timedwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
