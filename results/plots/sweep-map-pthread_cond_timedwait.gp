# sweep-map-pthread_cond_timedwait: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-pthread_cond_timedwait.gp
set terminal svg size 1300,262 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-pthread_cond_timedwait.svg"
set title 'Sweep of pthread_cond_timedwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "pthread_cond_timedwait" at 6.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 13.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 16,0.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,0.17 to 18.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 22,0.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 30.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,0.17 to 35.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 35.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 42.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 49.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 56,0.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,0.17 to 60.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 65,0.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,0.17 to 69.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 71,0.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,0.17 to 72.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,0.17 to 74.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 76,0.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,0.17 to 77.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 80,0.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,0.17 to 82.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 84.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,0.17 to 86.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 90.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,0.17 to 94.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 96,0.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 99,0.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,0.17 to 100.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 102.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 111,0.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 117.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "gettimeofday" at 122.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,0.17 to 127.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 187,0.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,0.17 to 246.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "strcmp" at 249.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 246.6,0.17 to 252.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 264.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,0.17 to 276.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "strcmp" at 279.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 276.6,0.17 to 282.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 294.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 282.6,0.17 to 306.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "strcmp" at 377.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 306.6,0.17 to 448.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 462.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 448.6,0.17 to 476.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "gettimeofday" at 479,0.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,0.17 to 481.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 481.6,0.17 to 482.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 482.6,0.17 to 483.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 483.6,0.17 to 484.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 492,0.28 center font ',7' tc rgb '#37474f'
set arrow from 484.6,0.17 to 499.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigemptyset" at 502.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 499.6,0.17 to 505.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 507,0.28 center font ',7' tc rgb '#37474f'
set arrow from 505.6,0.17 to 508.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigaddset" at 512.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 508.6,0.17 to 516.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 518.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 516.6,0.17 to 520.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 520.6,0.17 to 522.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 522.6,0.17 to 524.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 524.6,0.17 to 525.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 525.6,0.17 to 526.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 526.6,0.17 to 528.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 528.6,0.17 to 529.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 529.6,0.17 to 530.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 530.6,0.17 to 531.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 538.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 531.6,0.17 to 545.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 545.6,0.17 to 547.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 547.6,0.17 to 548.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 548.6,0.17 to 549.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 549.6,0.17 to 551.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 551.6,0.17 to 552.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 554.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 552.6,0.17 to 556.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 558,0.42 center font ',7' tc rgb '#37474f'
set arrow from 556.6,0.17 to 559.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 561,0.28 center font ',7' tc rgb '#37474f'
set arrow from 559.6,0.17 to 562.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 562.6,0.17 to 563.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 568,0.42 center font ',7' tc rgb '#37474f'
set arrow from 563.6,0.17 to 572.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 572.6,0.17 to 574.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 574.6,0.17 to 576.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 576.6,0.17 to 577.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 577.6,0.17 to 578.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 578.6,0.17 to 580.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 580.6,0.17 to 581.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 581.6,0.17 to 582.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 582.6,0.17 to 583.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 588,0.28 center font ',7' tc rgb '#37474f'
set arrow from 583.6,0.17 to 592.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 594,0.42 center font ',7' tc rgb '#37474f'
set arrow from 592.6,0.17 to 595.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 597,0.28 center font ',7' tc rgb '#37474f'
set arrow from 595.6,0.17 to 598.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 601,0.42 center font ',7' tc rgb '#37474f'
set arrow from 598.6,0.17 to 603.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 605.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 603.6,0.17 to 607.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 611.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 607.6,0.17 to 615.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 620.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 615.6,0.17 to 625.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 627.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 625.6,0.17 to 629.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 634,0.28 center font ',7' tc rgb '#37474f'
set arrow from 629.6,0.17 to 638.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 643.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 638.6,0.17 to 648.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 648.6,0.17 to 650.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 655.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 650.6,0.17 to 660.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 662.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 660.6,0.17 to 664.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 669,0.28 center font ',7' tc rgb '#37474f'
set arrow from 664.6,0.17 to 673.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 678,0.42 center font ',7' tc rgb '#37474f'
set arrow from 673.6,0.17 to 682.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 684,0.28 center font ',7' tc rgb '#37474f'
set arrow from 682.6,0.17 to 685.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 687.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 685.6,0.17 to 689.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 693.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 689.6,0.17 to 697.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 697.6,0.17 to 699.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 703.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 699.6,0.17 to 707.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 713,0.28 center font ',7' tc rgb '#37474f'
set arrow from 707.6,0.17 to 718.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 718.6,0.17 to 719.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 12,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 24.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 39,1.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,1.17 to 53.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 62,1.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,1.17 to 70.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 73.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,1.17 to 76.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 90.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,1.17 to 104.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 110,1.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,1.17 to 115.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 121,1.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,1.17 to 126.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 132.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 126.6,1.17 to 138.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 151.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,1.17 to 164.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 167,1.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,1.17 to 169.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,1.17 to 171.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 184.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 171.6,1.17 to 197.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 203.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,1.17 to 209.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,1.17 to 210.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_cond_timedwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup"
unset output
set terminal pngcairo size 1300,262 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-pthread_cond_timedwait.png"
set title 'Sweep of pthread_cond_timedwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "uclibc 1.0.35 x86_64 [host]" 1) font ',9'
set yrange [-0.6:1.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "pthread_cond_timedwait" at 6.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 13.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 16,0.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,0.17 to 18.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 22,0.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,0.17 to 25.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 30.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,0.17 to 35.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 35.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 42.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 49.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 56,0.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,0.17 to 60.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 65,0.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,0.17 to 69.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 71,0.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,0.17 to 72.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,0.17 to 74.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 76,0.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,0.17 to 77.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 80,0.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,0.17 to 82.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 84.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,0.17 to 86.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 90.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,0.17 to 94.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 96,0.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 99,0.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,0.17 to 100.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 102.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 111,0.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 117.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "gettimeofday" at 122.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,0.17 to 127.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 187,0.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,0.17 to 246.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "strcmp" at 249.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 246.6,0.17 to 252.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 264.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,0.17 to 276.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "strcmp" at 279.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 276.6,0.17 to 282.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 294.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 282.6,0.17 to 306.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "strcmp" at 377.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 306.6,0.17 to 448.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "vdso_dlsym" at 462.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 448.6,0.17 to 476.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "gettimeofday" at 479,0.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,0.17 to 481.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 481.6,0.17 to 482.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 482.6,0.17 to 483.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 483.6,0.17 to 484.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 492,0.28 center font ',7' tc rgb '#37474f'
set arrow from 484.6,0.17 to 499.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigemptyset" at 502.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 499.6,0.17 to 505.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 507,0.28 center font ',7' tc rgb '#37474f'
set arrow from 505.6,0.17 to 508.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigaddset" at 512.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 508.6,0.17 to 516.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 518.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 516.6,0.17 to 520.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 520.6,0.17 to 522.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 522.6,0.17 to 524.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 524.6,0.17 to 525.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 525.6,0.17 to 526.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 526.6,0.17 to 528.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 528.6,0.17 to 529.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 529.6,0.17 to 530.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 530.6,0.17 to 531.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 538.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 531.6,0.17 to 545.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 545.6,0.17 to 547.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 547.6,0.17 to 548.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 548.6,0.17 to 549.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 549.6,0.17 to 551.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 551.6,0.17 to 552.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 554.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 552.6,0.17 to 556.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 558,0.42 center font ',7' tc rgb '#37474f'
set arrow from 556.6,0.17 to 559.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 561,0.28 center font ',7' tc rgb '#37474f'
set arrow from 559.6,0.17 to 562.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 562.6,0.17 to 563.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 568,0.42 center font ',7' tc rgb '#37474f'
set arrow from 563.6,0.17 to 572.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 572.6,0.17 to 574.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 574.6,0.17 to 576.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 576.6,0.17 to 577.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 577.6,0.17 to 578.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 578.6,0.17 to 580.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 580.6,0.17 to 581.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 581.6,0.17 to 582.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 582.6,0.17 to 583.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend_till" at 588,0.28 center font ',7' tc rgb '#37474f'
set arrow from 583.6,0.17 to 592.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 594,0.42 center font ',7' tc rgb '#37474f'
set arrow from 592.6,0.17 to 595.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 597,0.28 center font ',7' tc rgb '#37474f'
set arrow from 595.6,0.17 to 598.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 601,0.42 center font ',7' tc rgb '#37474f'
set arrow from 598.6,0.17 to 603.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 605.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 603.6,0.17 to 607.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 611.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 607.6,0.17 to 615.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 620.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 615.6,0.17 to 625.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 627.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 625.6,0.17 to 629.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 634,0.28 center font ',7' tc rgb '#37474f'
set arrow from 629.6,0.17 to 638.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 643.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 638.6,0.17 to 648.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 648.6,0.17 to 650.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 655.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 650.6,0.17 to 660.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 662.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 660.6,0.17 to 664.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 669,0.28 center font ',7' tc rgb '#37474f'
set arrow from 664.6,0.17 to 673.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 678,0.42 center font ',7' tc rgb '#37474f'
set arrow from 673.6,0.17 to 682.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 684,0.28 center font ',7' tc rgb '#37474f'
set arrow from 682.6,0.17 to 685.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 687.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 685.6,0.17 to 689.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 693.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 689.6,0.17 to 697.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 697.6,0.17 to 699.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 703.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 699.6,0.17 to 707.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 713,0.28 center font ',7' tc rgb '#37474f'
set arrow from 707.6,0.17 to 718.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 718.6,0.17 to 719.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 12,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 24.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 39,1.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,1.17 to 53.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 62,1.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,1.17 to 70.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 73.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,1.17 to 76.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 90.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,1.17 to 104.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 110,1.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,1.17 to 115.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 121,1.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,1.17 to 126.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 132.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 126.6,1.17 to 138.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 151.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,1.17 to 164.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 167,1.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,1.17 to 169.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,1.17 to 171.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 184.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 171.6,1.17 to 197.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait" at 203.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,1.17 to 209.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,1.17 to 210.4,1.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_cond_timedwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup"
unset output
