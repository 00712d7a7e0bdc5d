# sweep-map-sem_wait: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-sem_wait.gp
set terminal svg size 1300,1182 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-sem_wait.svg"
set title 'Sweep of sem_wait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21) font ',9'
set yrange [-0.6:21.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "sem_wait" at 5.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 14,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 19.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 27.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 32.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 36,0.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 40,0.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,0.17 to 42.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,0.17 to 46.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 50.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 59.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 66.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,0.17 to 68.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 73,0.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,0.17 to 77.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 83,0.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,0.17 to 88.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 93,0.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 102.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,0.17 to 107.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 110,0.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,0.17 to 112.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 116.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,0.17 to 120.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 125.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 120.6,0.17 to 130.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 130.6,0.17 to 132.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 137.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,0.17 to 142.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 144.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,0.17 to 146.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 151,0.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,0.17 to 155.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 162.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 155.6,0.17 to 169.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 171,0.42 center font ',7' tc rgb '#37474f'
set arrow from 169.6,0.17 to 172.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,0.17 to 174.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 176,0.28 center font ',7' tc rgb '#37474f'
set arrow from 174.6,0.17 to 177.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 180,0.42 center font ',7' tc rgb '#37474f'
set arrow from 177.6,0.17 to 182.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 184.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 182.6,0.17 to 186.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 192,0.42 center font ',7' tc rgb '#37474f'
set arrow from 186.6,0.17 to 197.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 199,0.28 center font ',7' tc rgb '#37474f'
set arrow from 197.6,0.17 to 200.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 202,0.42 center font ',7' tc rgb '#37474f'
set arrow from 200.6,0.17 to 203.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 205,0.28 center font ',7' tc rgb '#37474f'
set arrow from 203.6,0.17 to 206.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 213,0.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,0.17 to 219.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 219.6,0.17 to 221.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 221.6,0.17 to 223.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 223.6,0.17 to 224.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 224.6,0.17 to 225.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 225.6,0.17 to 227.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 227.6,0.17 to 228.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 228.6,0.17 to 229.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 229.6,0.17 to 230.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 232,0.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,0.17 to 233.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigdelset" at 237.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,0.17 to 241.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 247,0.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,0.17 to 252.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 254,0.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,0.17 to 255.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,0.17 to 257.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 260,0.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,0.17 to 262.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 264,0.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,0.17 to 265.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 269.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,0.17 to 273.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 275,0.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,0.17 to 276.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 276.6,0.17 to 278.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 278.6,0.17 to 280.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 280.6,0.17 to 281.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 281.6,0.17 to 282.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 282.6,0.17 to 284.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 284.6,0.17 to 285.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 287.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 285.6,0.17 to 289.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 291,0.42 center font ',7' tc rgb '#37474f'
set arrow from 289.6,0.17 to 292.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 294,0.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,0.17 to 295.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 295.6,0.17 to 296.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 301.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 296.6,0.17 to 306.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,0.17 to 308.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 310,0.28 center font ',7' tc rgb '#37474f'
set arrow from 308.6,0.17 to 311.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 314,0.42 center font ',7' tc rgb '#37474f'
set arrow from 311.6,0.17 to 316.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 318.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,0.17 to 320.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 324.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,0.17 to 328.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 333.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 328.6,0.17 to 338.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 340.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 338.6,0.17 to 342.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 347,0.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,0.17 to 351.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 357,0.42 center font ',7' tc rgb '#37474f'
set arrow from 351.6,0.17 to 362.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 362.6,0.17 to 364.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 369.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 364.6,0.17 to 374.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 376.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 374.6,0.17 to 378.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 383,0.28 center font ',7' tc rgb '#37474f'
set arrow from 378.6,0.17 to 387.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 392,0.42 center font ',7' tc rgb '#37474f'
set arrow from 387.6,0.17 to 396.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 398,0.28 center font ',7' tc rgb '#37474f'
set arrow from 396.6,0.17 to 399.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 401.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 399.6,0.17 to 403.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 407.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 403.6,0.17 to 411.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 411.6,0.17 to 413.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 417.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 413.6,0.17 to 421.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 426,0.28 center font ',7' tc rgb '#37474f'
set arrow from 421.6,0.17 to 430.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 434.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 430.6,0.17 to 438.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 440,0.28 center font ',7' tc rgb '#37474f'
set arrow from 438.6,0.17 to 441.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 444,0.42 center font ',7' tc rgb '#37474f'
set arrow from 441.6,0.17 to 446.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 448.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 446.6,0.17 to 450.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 456,0.42 center font ',7' tc rgb '#37474f'
set arrow from 450.6,0.17 to 461.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 463,0.28 center font ',7' tc rgb '#37474f'
set arrow from 461.6,0.17 to 464.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 466,0.42 center font ',7' tc rgb '#37474f'
set arrow from 464.6,0.17 to 467.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 469.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 467.6,0.17 to 471.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 475.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 471.6,0.17 to 479.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 479.6,0.17 to 481.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 485.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 481.6,0.17 to 489.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 494.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 489.6,0.17 to 499.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 499.6,0.17 to 500.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 1.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 3.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 6,1.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,1.17 to 8.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 12.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 18.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,1.17 to 22.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 29,1.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,1.17 to 35.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 40,1.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 49,1.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,1.17 to 53.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 55.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,1.17 to 57.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,1.17 to 59.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 63.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,1.17 to 67.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 77,1.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,1.17 to 86.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 90.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,1.17 to 94.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 99,1.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,1.17 to 103.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 106,1.28 center font ',7' tc rgb '#37474f'
set arrow from 103.6,1.17 to 108.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 110,1.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,1.17 to 111.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,1.17 to 113.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 125.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,1.17 to 137.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 141.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 137.6,1.17 to 145.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 154,1.28 center font ',7' tc rgb '#37474f'
set arrow from 145.6,1.17 to 162.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 166,1.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,1.17 to 169.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 171,1.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,1.17 to 172.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,1.17 to 174.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,1.17 to 176.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__sem_wait_32_finish" at 183,1.42 center font ',7' tc rgb '#37474f'
set arrow from 176.6,1.17 to 189.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 194,1.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,1.17 to 198.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 198.6,1.17 to 199.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,2.17 to 7.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 10.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 7.6,2.17 to 13.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 22,2.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,2.17 to 30.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 33.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,2.17 to 36.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 38.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,2.17 to 40.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 43.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,2.17 to 46.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 52,2.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 65,2.28 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 72.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 78.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,2.17 to 84.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 87,2.28 center font ',7' tc rgb '#37474f'
set arrow from 84.6,2.17 to 89.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 98,2.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,2.17 to 106.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 109,2.28 center font ',7' tc rgb '#37474f'
set arrow from 106.6,2.17 to 111.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 116.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,2.17 to 121.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 121.6,2.17 to 122.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 1.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 6.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 9.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 13.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,3.17 to 17.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,3.17 to 19.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,3.17 to 21.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 29,3.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,3.17 to 36.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 41,3.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,3.17 to 45.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 50,3.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,3.17 to 54.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 58,3.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,3.17 to 61.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 67,3.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,3.17 to 72.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 75,3.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,3.17 to 77.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,3.17 to 79.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 94.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,3.17 to 109.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 121,3.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,3.17 to 132.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 137.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,3.17 to 142.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 146,3.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,3.17 to 149.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 154,3.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,3.17 to 158.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 160.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 158.6,3.17 to 162.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 164.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,3.17 to 166.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 168,3.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,3.17 to 169.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,3.17 to 171.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 183,3.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,3.17 to 194.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 205,3.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,3.17 to 215.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,3.17 to 217.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 226,3.42 center font ',7' tc rgb '#37474f'
set arrow from 217.6,3.17 to 234.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 238,3.28 center font ',7' tc rgb '#37474f'
set arrow from 234.6,3.17 to 241.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 243,3.42 center font ',7' tc rgb '#37474f'
set arrow from 241.6,3.17 to 244.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 246,3.28 center font ',7' tc rgb '#37474f'
set arrow from 244.6,3.17 to 247.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 247.6,3.17 to 249.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 255.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 249.6,3.17 to 261.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 266,3.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,3.17 to 270.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 270.6,3.17 to 271.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 1.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 3.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 6.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,4.17 to 9.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 13.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,4.17 to 17.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,4.17 to 19.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,4.17 to 21.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 29,4.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,4.17 to 36.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 41,4.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,4.17 to 45.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 50,4.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,4.17 to 54.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90a40]" at 58,4.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 67,4.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 72.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 75,4.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,4.17 to 77.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,4.17 to 79.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 94.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,4.17 to 109.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 121,4.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,4.17 to 132.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 137.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,4.17 to 142.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 146,4.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,4.17 to 149.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 154,4.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,4.17 to 158.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 160.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 158.6,4.17 to 162.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 164.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,4.17 to 166.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 168,4.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,4.17 to 169.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,4.17 to 171.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 183,4.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,4.17 to 194.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 205,4.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,4.17 to 215.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,4.17 to 217.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 226,4.42 center font ',7' tc rgb '#37474f'
set arrow from 217.6,4.17 to 234.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 238,4.28 center font ',7' tc rgb '#37474f'
set arrow from 234.6,4.17 to 241.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 243,4.42 center font ',7' tc rgb '#37474f'
set arrow from 241.6,4.17 to 244.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x909b0]" at 246,4.28 center font ',7' tc rgb '#37474f'
set arrow from 244.6,4.17 to 247.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 247.6,4.17 to 249.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x909b0]" at 255.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 249.6,4.17 to 261.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 266,4.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,4.17 to 270.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 270.6,4.17 to 271.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 2.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,5.17 to 8.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,5.17 to 14.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 22,5.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,5.17 to 29.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 32.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,5.17 to 35.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 37.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,5.17 to 39.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 42,5.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,5.17 to 44.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,5.17 to 46.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 57.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,5.17 to 68.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 77,5.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,5.17 to 85.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 91.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,5.17 to 97.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 104.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,5.17 to 111.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 119,5.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,5.17 to 126.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 136.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 126.6,5.17 to 146.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 149,5.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,5.17 to 151.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 156,5.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,5.17 to 160.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 160.6,5.17 to 161.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 2.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,6.17 to 14.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 22,6.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,6.17 to 29.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 32.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,6.17 to 35.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 37.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,6.17 to 39.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 42,6.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,6.17 to 44.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,6.17 to 46.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 57.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,6.17 to 68.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 77,6.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,6.17 to 85.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 91.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,6.17 to 97.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 104.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,6.17 to 111.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 119,6.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,6.17 to 126.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 136.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 126.6,6.17 to 146.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 149,6.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,6.17 to 151.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 156,6.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,6.17 to 160.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 160.6,6.17 to 161.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 1.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 3.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 6.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,7.17 to 9.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 13.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,7.17 to 17.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,7.17 to 19.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,7.17 to 21.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 28.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,7.17 to 35.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 40,7.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,7.17 to 44.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 49,7.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,7.17 to 53.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 57,7.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 66,7.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,7.17 to 71.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 74,7.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,7.17 to 78.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 94,7.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,7.17 to 109.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 122,7.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,7.17 to 134.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 136.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 134.6,7.17 to 138.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,7.17 to 139.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 144.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,7.17 to 149.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 149.6,7.17 to 150.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 152.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 150.6,7.17 to 154.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 160.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,7.17 to 166.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 176.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 166.6,7.17 to 186.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,7.17 to 188.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 197,7.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,7.17 to 205.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 209,7.42 center font ',7' tc rgb '#37474f'
set arrow from 205.6,7.17 to 212.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 214,7.28 center font ',7' tc rgb '#37474f'
set arrow from 212.6,7.17 to 215.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 217,7.42 center font ',7' tc rgb '#37474f'
set arrow from 215.6,7.17 to 218.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 218.6,7.17 to 220.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 226.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 220.6,7.17 to 232.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 237,7.42 center font ',7' tc rgb '#37474f'
set arrow from 232.6,7.17 to 241.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 241.6,7.17 to 242.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 2.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 14.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 21.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,8.17 to 28.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 31.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,8.17 to 34.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 36.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,8.17 to 38.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 41,8.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,8.17 to 43.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,8.17 to 45.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 55.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,8.17 to 65.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 75.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,8.17 to 85.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 92,8.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,8.17 to 98.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,8.17 to 99.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 103,8.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,8.17 to 106.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 113.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 106.6,8.17 to 120.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 130.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 120.6,8.17 to 140.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 143,8.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,8.17 to 145.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 150,8.28 center font ',7' tc rgb '#37474f'
set arrow from 145.6,8.17 to 154.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 154.6,8.17 to 155.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 1.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 3.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 6.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,9.17 to 9.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 13.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,9.17 to 17.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,9.17 to 19.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,9.17 to 21.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 28.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,9.17 to 35.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 40,9.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,9.17 to 44.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 49,9.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,9.17 to 53.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 57,9.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 66,9.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 74,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 76.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 93,9.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,9.17 to 107.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 119.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,9.17 to 131.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 133.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 131.6,9.17 to 135.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 135.6,9.17 to 136.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 141.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 136.6,9.17 to 146.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 146.6,9.17 to 147.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 149.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 147.6,9.17 to 151.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 157,9.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,9.17 to 162.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 172.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,9.17 to 182.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 182.6,9.17 to 184.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 193,9.28 center font ',7' tc rgb '#37474f'
set arrow from 184.6,9.17 to 201.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 205,9.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,9.17 to 208.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 210,9.28 center font ',7' tc rgb '#37474f'
set arrow from 208.6,9.17 to 211.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 218,9.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,9.17 to 224.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 229,9.28 center font ',7' tc rgb '#37474f'
set arrow from 224.6,9.17 to 233.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,9.17 to 234.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 2.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,10.17 to 8.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,10.17 to 14.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 21,10.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,10.17 to 27.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 30.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,10.17 to 33.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,10.17 to 37.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 40,10.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,10.17 to 42.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 42.6,10.17 to 44.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 54.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,10.17 to 64.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 75.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,10.17 to 86.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 93,10.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,10.17 to 99.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,10.17 to 100.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 104.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 100.6,10.17 to 108.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 115.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,10.17 to 122.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 132.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 122.6,10.17 to 142.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 145,10.42 center font ',7' tc rgb '#37474f'
set arrow from 142.6,10.17 to 147.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 152,10.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,10.17 to 156.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 156.6,10.17 to 157.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,11.17 to 3.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,11.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,11.17 to 8.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,11.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,11.17 to 13.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,11.17 to 15.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,11.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,11.17 to 24.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,11.17 to 25.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 27,11.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,11.17 to 28.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,11.17 to 30.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 34.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,11.17 to 38.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 40,11.42 center font ',7' tc rgb '#37474f'
set arrow from 38.6,11.17 to 41.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 45.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,11.17 to 49.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 51,11.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,11.17 to 52.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,11.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,11.17 to 57.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 66.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,11.17 to 75.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,11.17 to 83.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 85,11.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,11.17 to 86.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 89,11.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,11.17 to 91.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,11.17 to 105.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,11.17 to 111.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbc0]" at 114.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,11.17 to 117.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,11.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,11.17 to 124.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 126,11.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,11.17 to 127.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,11.17 to 129.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 141.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 129.6,11.17 to 153.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 153.6,11.17 to 154.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 157.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,11.17 to 160.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 160.6,11.17 to 162.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 170.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 162.6,11.17 to 178.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 189,11.42 center font ',7' tc rgb '#37474f'
set arrow from 178.6,11.17 to 199.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 204,11.28 center font ',7' tc rgb '#37474f'
set arrow from 199.6,11.17 to 208.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 219.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,11.17 to 230.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 233.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,11.17 to 236.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 240,11.42 center font ',7' tc rgb '#37474f'
set arrow from 236.6,11.17 to 243.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbe0]" at 246,11.28 center font ',7' tc rgb '#37474f'
set arrow from 243.6,11.17 to 248.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 253.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 248.6,11.17 to 258.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6f4c0]" at 260,11.28 center font ',7' tc rgb '#37474f'
set arrow from 258.6,11.17 to 261.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 264.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 261.6,11.17 to 267.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 279,11.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,11.17 to 290.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 297,11.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,11.17 to 303.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 305,11.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,11.17 to 306.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,11.17 to 307.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 13.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,12.17 to 15.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 18,12.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,12.17 to 20.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,12.17 to 22.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 25.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,12.17 to 28.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 30,12.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,12.17 to 31.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 33.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,12.17 to 35.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 42.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,12.17 to 49.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 52.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,12.17 to 55.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 57,12.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,12.17 to 58.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 60.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,12.17 to 62.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 68,12.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 75,12.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 76.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c190]" at 79,12.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,12.17 to 81.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 84.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,12.17 to 87.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 101.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,12.17 to 115.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 115.6,12.17 to 116.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 127.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 116.6,12.17 to 138.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 145.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 138.6,12.17 to 152.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 157.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 152.6,12.17 to 162.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 173.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,12.17 to 184.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 186.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 184.6,12.17 to 188.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 191.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,12.17 to 194.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c1b0]" at 196.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,12.17 to 198.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 202.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,12.17 to 206.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 206.6,12.17 to 208.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 210.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 208.6,12.17 to 212.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 221.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 212.6,12.17 to 230.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 237,12.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,12.17 to 243.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 243.6,12.17 to 244.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,13.17 to 3.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,13.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,13.17 to 8.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,13.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,13.17 to 13.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,13.17 to 15.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,13.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,13.17 to 24.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,13.17 to 25.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 27,13.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,13.17 to 28.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,13.17 to 30.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 34.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,13.17 to 38.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 40,13.42 center font ',7' tc rgb '#37474f'
set arrow from 38.6,13.17 to 41.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 45.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,13.17 to 49.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 51,13.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,13.17 to 52.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,13.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,13.17 to 57.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 66.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,13.17 to 83.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 85,13.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,13.17 to 86.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 89,13.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,13.17 to 91.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,13.17 to 105.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,13.17 to 111.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a4f0]" at 114.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,13.17 to 117.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,13.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,13.17 to 124.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 126,13.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,13.17 to 127.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,13.17 to 129.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 142.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 129.6,13.17 to 155.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,13.17 to 156.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 159.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,13.17 to 162.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,13.17 to 164.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 172.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,13.17 to 180.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 191,13.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,13.17 to 201.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 206,13.28 center font ',7' tc rgb '#37474f'
set arrow from 201.6,13.17 to 210.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 221.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,13.17 to 232.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 235.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,13.17 to 238.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 242,13.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,13.17 to 245.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a510]" at 248,13.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,13.17 to 250.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 255.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 250.6,13.17 to 260.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cef0]" at 262,13.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,13.17 to 263.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 266.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,13.17 to 269.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 280,13.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,13.17 to 290.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 297,13.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,13.17 to 303.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 305,13.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,13.17 to 306.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,13.17 to 307.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,14.17 to 3.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,14.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,14.17 to 8.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,14.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,14.17 to 13.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,14.17 to 15.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,14.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,14.17 to 24.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,14.17 to 25.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 27,14.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,14.17 to 28.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,14.17 to 30.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 34.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,14.17 to 38.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 40,14.42 center font ',7' tc rgb '#37474f'
set arrow from 38.6,14.17 to 41.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 45.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,14.17 to 49.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 51,14.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,14.17 to 52.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,14.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,14.17 to 57.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 66.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,14.17 to 75.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,14.17 to 83.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 85,14.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 89,14.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 91.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,14.17 to 105.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,14.17 to 111.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a4f0]" at 114.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,14.17 to 117.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,14.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,14.17 to 124.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 126,14.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,14.17 to 127.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,14.17 to 129.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 142.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 129.6,14.17 to 155.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,14.17 to 156.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 159.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,14.17 to 162.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,14.17 to 164.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 172.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,14.17 to 180.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 191,14.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,14.17 to 201.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 206,14.28 center font ',7' tc rgb '#37474f'
set arrow from 201.6,14.17 to 210.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 221.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,14.17 to 232.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 235.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,14.17 to 238.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 242,14.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,14.17 to 245.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a510]" at 248,14.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,14.17 to 250.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 255.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 250.6,14.17 to 260.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6cef0]" at 262,14.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,14.17 to 263.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 266.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,14.17 to 269.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 280,14.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,14.17 to 290.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 297,14.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,14.17 to 303.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 305,14.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,14.17 to 306.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,14.17 to 307.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 13.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,15.17 to 15.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 18,15.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,15.17 to 20.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,15.17 to 22.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 25.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,15.17 to 28.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 30,15.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,15.17 to 31.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 33.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,15.17 to 35.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 42.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,15.17 to 49.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 52.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,15.17 to 55.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 57,15.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 60.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 62.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 68.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,15.17 to 74.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 76,15.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,15.17 to 77.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c20]" at 80,15.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,15.17 to 82.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 85.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,15.17 to 88.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 103,15.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,15.17 to 117.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,15.17 to 118.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 129.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,15.17 to 140.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 147.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,15.17 to 154.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 159.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,15.17 to 164.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 176,15.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,15.17 to 187.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 189.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 187.6,15.17 to 191.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 194.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 191.6,15.17 to 197.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c40]" at 199.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 197.6,15.17 to 201.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 205.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,15.17 to 209.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,15.17 to 211.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 213.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,15.17 to 215.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 223.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 215.6,15.17 to 231.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 238,15.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,15.17 to 244.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 244.6,15.17 to 245.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,16.17 to 13.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 18,16.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,16.17 to 20.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,16.17 to 22.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 25.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,16.17 to 28.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 30,16.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,16.17 to 31.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 33.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,16.17 to 35.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 42.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,16.17 to 49.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 52.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,16.17 to 55.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 57,16.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,16.17 to 58.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 60.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 68.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 74.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 76,16.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,16.17 to 77.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c20]" at 80,16.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,16.17 to 82.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 85.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,16.17 to 88.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 103,16.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,16.17 to 117.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,16.17 to 118.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 129.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,16.17 to 140.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 147.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,16.17 to 154.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 159.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,16.17 to 164.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 176,16.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,16.17 to 187.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 189.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 187.6,16.17 to 191.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 194.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 191.6,16.17 to 197.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c40]" at 199.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 197.6,16.17 to 201.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 205.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,16.17 to 209.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,16.17 to 211.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 213.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,16.17 to 215.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 223.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 215.6,16.17 to 231.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 238,16.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,16.17 to 244.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 244.6,16.17 to 245.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,17.17 to 1.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,17.17 to 3.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,17.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,17.17 to 8.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,17.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,17.17 to 13.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,17.17 to 15.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,17.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,17.17 to 25.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,17.17 to 27.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,17.17 to 29.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 32,17.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,17.17 to 34.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 36,17.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,17.17 to 37.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 41.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,17.17 to 45.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 47,17.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,17.17 to 48.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 51,17.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,17.17 to 53.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 62.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,17.17 to 71.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 75.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,17.17 to 79.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 81,17.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 85,17.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,17.17 to 87.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 95,17.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,17.17 to 102.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 105.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,17.17 to 108.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770c0]" at 111.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 108.6,17.17 to 114.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 117.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,17.17 to 120.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,17.17 to 121.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 121.6,17.17 to 123.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 137,17.28 center font ',7' tc rgb '#37474f'
set arrow from 123.6,17.17 to 150.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 150.6,17.17 to 151.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 154.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,17.17 to 157.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 157.6,17.17 to 159.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 167.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 159.6,17.17 to 175.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 186,17.42 center font ',7' tc rgb '#37474f'
set arrow from 175.6,17.17 to 196.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 201,17.28 center font ',7' tc rgb '#37474f'
set arrow from 196.6,17.17 to 205.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 216,17.42 center font ',7' tc rgb '#37474f'
set arrow from 205.6,17.17 to 226.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 229.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,17.17 to 232.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 236,17.42 center font ',7' tc rgb '#37474f'
set arrow from 232.6,17.17 to 239.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770e0]" at 242,17.28 center font ',7' tc rgb '#37474f'
set arrow from 239.6,17.17 to 244.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 249.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 244.6,17.17 to 254.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78f00]" at 256,17.28 center font ',7' tc rgb '#37474f'
set arrow from 254.6,17.17 to 257.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 260.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,17.17 to 263.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 271.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 263.6,17.17 to 279.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 286,17.42 center font ',7' tc rgb '#37474f'
set arrow from 279.6,17.17 to 292.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 294,17.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,17.17 to 295.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 295.6,17.17 to 296.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 8.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 14.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 16,18.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,18.17 to 17.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 20.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,18.17 to 23.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,18.17 to 25.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 29,18.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,18.17 to 32.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 34.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,18.17 to 36.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 38.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,18.17 to 40.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 47.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 40.6,18.17 to 54.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58,18.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,18.17 to 61.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 63.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,18.17 to 65.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 67.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,18.17 to 69.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 75.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 83.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,18.17 to 85.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788c0]" at 88.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,18.17 to 91.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 94.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,18.17 to 97.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 111.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,18.17 to 125.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 125.6,18.17 to 127.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 138.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,18.17 to 149.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 156.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,18.17 to 163.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 167.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 163.6,18.17 to 171.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 183,18.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,18.17 to 194.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 196.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,18.17 to 198.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 202,18.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,18.17 to 205.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788e0]" at 208,18.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,18.17 to 210.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 214.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,18.17 to 218.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7a3a0]" at 220,18.28 center font ',7' tc rgb '#37474f'
set arrow from 218.6,18.17 to 221.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 223.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 221.6,18.17 to 225.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 231.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 225.6,18.17 to 237.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 244,18.42 center font ',7' tc rgb '#37474f'
set arrow from 237.6,18.17 to 250.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 250.6,18.17 to 251.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,19.17 to 1.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,19.17 to 3.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,19.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,19.17 to 8.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 10.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,19.17 to 12.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 12.6,19.17 to 14.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 18.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,19.17 to 23.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 25,19.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,19.17 to 26.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 26.6,19.17 to 28.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 32.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,19.17 to 36.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 38,19.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,19.17 to 39.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 43.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,19.17 to 47.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 49,19.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,19.17 to 50.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 53,19.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,19.17 to 55.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 65,19.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 78.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 84,19.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,19.17 to 85.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 88,19.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,19.17 to 90.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98,19.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,19.17 to 105.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,19.17 to 111.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7aba0]" at 114.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,19.17 to 117.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,19.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,19.17 to 124.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 124.6,19.17 to 125.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 125.6,19.17 to 127.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 141,19.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,19.17 to 154.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 154.6,19.17 to 155.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 157,19.28 center font ',7' tc rgb '#37474f'
set arrow from 155.6,19.17 to 158.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 158.6,19.17 to 160.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 168.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 160.6,19.17 to 176.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 187,19.28 center font ',7' tc rgb '#37474f'
set arrow from 176.6,19.17 to 197.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 201,19.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,19.17 to 204.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 215,19.28 center font ',7' tc rgb '#37474f'
set arrow from 204.6,19.17 to 225.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 228,19.42 center font ',7' tc rgb '#37474f'
set arrow from 225.6,19.17 to 230.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 234,19.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,19.17 to 237.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7abc0]" at 240,19.42 center font ',7' tc rgb '#37474f'
set arrow from 237.6,19.17 to 242.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 247.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,19.17 to 252.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cc10]" at 254,19.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,19.17 to 255.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 259,19.28 center font ',7' tc rgb '#37474f'
set arrow from 255.6,19.17 to 262.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 270.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,19.17 to 278.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 284.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 278.6,19.17 to 290.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 292,19.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,19.17 to 293.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 293.6,19.17 to 294.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 1,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7,20.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 11.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,20.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,20.17 to 14.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 17.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,20.17 to 20.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,20.17 to 22.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 26,20.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,20.17 to 29.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 31.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,20.17 to 33.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 35.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,20.17 to 37.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 43.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,20.17 to 49.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 53,20.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,20.17 to 56.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 58.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,20.17 to 60.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 62.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,20.17 to 64.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 70,20.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 77.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 79.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de10]" at 82.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,20.17 to 85.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 88.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,20.17 to 91.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 104,20.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,20.17 to 116.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,20.17 to 118.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 129.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,20.17 to 140.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 147.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,20.17 to 154.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 158.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,20.17 to 162.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 172,20.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,20.17 to 181.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 183.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,20.17 to 185.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 189,20.42 center font ',7' tc rgb '#37474f'
set arrow from 185.6,20.17 to 192.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de30]" at 195,20.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,20.17 to 197.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 201.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,20.17 to 205.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7faa0]" at 207,20.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,20.17 to 208.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 210.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,20.17 to 212.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 218.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 212.6,20.17 to 224.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 229.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 224.6,20.17 to 234.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 234.6,20.17 to 235.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 2.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 5.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 11,21.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,21.17 to 16.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 21,21.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,21.17 to 25.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 31.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,21.17 to 37.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 44,21.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,21.17 to 50.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,21.17 to 51.4,21.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-sem_wait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#5e35b1" title "lost-token", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup", NaN with points pt 5 lc rgb "#ba68c8" title "broken-object"
unset output
set terminal pngcairo size 1300,1182 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-sem_wait.png"
set title 'Sweep of sem_wait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21) font ',9'
set yrange [-0.6:21.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "sem_wait" at 5.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 14,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 19.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 27.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 32.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 36,0.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 40,0.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,0.17 to 42.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,0.17 to 46.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 50.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 59.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 66.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,0.17 to 68.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 73,0.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,0.17 to 77.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 83,0.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,0.17 to 88.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 93,0.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 102.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,0.17 to 107.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 110,0.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,0.17 to 112.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 116.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,0.17 to 120.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 125.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 120.6,0.17 to 130.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 130.6,0.17 to 132.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 137.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,0.17 to 142.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 144.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,0.17 to 146.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 151,0.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,0.17 to 155.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 162.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 155.6,0.17 to 169.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 171,0.42 center font ',7' tc rgb '#37474f'
set arrow from 169.6,0.17 to 172.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,0.17 to 174.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 176,0.28 center font ',7' tc rgb '#37474f'
set arrow from 174.6,0.17 to 177.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 180,0.42 center font ',7' tc rgb '#37474f'
set arrow from 177.6,0.17 to 182.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 184.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 182.6,0.17 to 186.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 192,0.42 center font ',7' tc rgb '#37474f'
set arrow from 186.6,0.17 to 197.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 199,0.28 center font ',7' tc rgb '#37474f'
set arrow from 197.6,0.17 to 200.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 202,0.42 center font ',7' tc rgb '#37474f'
set arrow from 200.6,0.17 to 203.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 205,0.28 center font ',7' tc rgb '#37474f'
set arrow from 203.6,0.17 to 206.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 213,0.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,0.17 to 219.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 219.6,0.17 to 221.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 221.6,0.17 to 223.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 223.6,0.17 to 224.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 224.6,0.17 to 225.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 225.6,0.17 to 227.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 227.6,0.17 to 228.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 228.6,0.17 to 229.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 229.6,0.17 to 230.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 232,0.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,0.17 to 233.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigdelset" at 237.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,0.17 to 241.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 247,0.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,0.17 to 252.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 254,0.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,0.17 to 255.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,0.17 to 257.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 260,0.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,0.17 to 262.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 264,0.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,0.17 to 265.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 269.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,0.17 to 273.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 275,0.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,0.17 to 276.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 276.6,0.17 to 278.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 278.6,0.17 to 280.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 280.6,0.17 to 281.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 281.6,0.17 to 282.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 282.6,0.17 to 284.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 284.6,0.17 to 285.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 287.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 285.6,0.17 to 289.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 291,0.42 center font ',7' tc rgb '#37474f'
set arrow from 289.6,0.17 to 292.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 294,0.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,0.17 to 295.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 295.6,0.17 to 296.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 301.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 296.6,0.17 to 306.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,0.17 to 308.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 310,0.28 center font ',7' tc rgb '#37474f'
set arrow from 308.6,0.17 to 311.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 314,0.42 center font ',7' tc rgb '#37474f'
set arrow from 311.6,0.17 to 316.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 318.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,0.17 to 320.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 324.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,0.17 to 328.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 333.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 328.6,0.17 to 338.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 340.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 338.6,0.17 to 342.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 347,0.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,0.17 to 351.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 357,0.42 center font ',7' tc rgb '#37474f'
set arrow from 351.6,0.17 to 362.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 362.6,0.17 to 364.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 369.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 364.6,0.17 to 374.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 376.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 374.6,0.17 to 378.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 383,0.28 center font ',7' tc rgb '#37474f'
set arrow from 378.6,0.17 to 387.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 392,0.42 center font ',7' tc rgb '#37474f'
set arrow from 387.6,0.17 to 396.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 398,0.28 center font ',7' tc rgb '#37474f'
set arrow from 396.6,0.17 to 399.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 401.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 399.6,0.17 to 403.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 407.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 403.6,0.17 to 411.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 411.6,0.17 to 413.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 417.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 413.6,0.17 to 421.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 426,0.28 center font ',7' tc rgb '#37474f'
set arrow from 421.6,0.17 to 430.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 434.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 430.6,0.17 to 438.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 440,0.28 center font ',7' tc rgb '#37474f'
set arrow from 438.6,0.17 to 441.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 444,0.42 center font ',7' tc rgb '#37474f'
set arrow from 441.6,0.17 to 446.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 448.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 446.6,0.17 to 450.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 456,0.42 center font ',7' tc rgb '#37474f'
set arrow from 450.6,0.17 to 461.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 463,0.28 center font ',7' tc rgb '#37474f'
set arrow from 461.6,0.17 to 464.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 466,0.42 center font ',7' tc rgb '#37474f'
set arrow from 464.6,0.17 to 467.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 469.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 467.6,0.17 to 471.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 475.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 471.6,0.17 to 479.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 479.6,0.17 to 481.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 485.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 481.6,0.17 to 489.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 494.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 489.6,0.17 to 499.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 499.6,0.17 to 500.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 1.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 3.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 6,1.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,1.17 to 8.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 12.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 18.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,1.17 to 22.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 29,1.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,1.17 to 35.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 40,1.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 49,1.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,1.17 to 53.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 55.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,1.17 to 57.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,1.17 to 59.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 63.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,1.17 to 67.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 77,1.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,1.17 to 86.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 90.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,1.17 to 94.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 99,1.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,1.17 to 103.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 106,1.28 center font ',7' tc rgb '#37474f'
set arrow from 103.6,1.17 to 108.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 110,1.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,1.17 to 111.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,1.17 to 113.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 125.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,1.17 to 137.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 141.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 137.6,1.17 to 145.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 154,1.28 center font ',7' tc rgb '#37474f'
set arrow from 145.6,1.17 to 162.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 166,1.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,1.17 to 169.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 171,1.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,1.17 to 172.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,1.17 to 174.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,1.17 to 176.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__sem_wait_32_finish" at 183,1.42 center font ',7' tc rgb '#37474f'
set arrow from 176.6,1.17 to 189.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 194,1.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,1.17 to 198.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 198.6,1.17 to 199.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,2.17 to 7.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_wait" at 10.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 7.6,2.17 to 13.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 22,2.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,2.17 to 30.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 33.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,2.17 to 36.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 38.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,2.17 to 40.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 43.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,2.17 to 46.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 52,2.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 65,2.28 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 72.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 78.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,2.17 to 84.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 87,2.28 center font ',7' tc rgb '#37474f'
set arrow from 84.6,2.17 to 89.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 98,2.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,2.17 to 106.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 109,2.28 center font ',7' tc rgb '#37474f'
set arrow from 106.6,2.17 to 111.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 116.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,2.17 to 121.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 121.6,2.17 to 122.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 1.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 6.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 9.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 13.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,3.17 to 17.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,3.17 to 19.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,3.17 to 21.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 29,3.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,3.17 to 36.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 41,3.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,3.17 to 45.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 50,3.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,3.17 to 54.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 58,3.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,3.17 to 61.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 67,3.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,3.17 to 72.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 75,3.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,3.17 to 77.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,3.17 to 79.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 94.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,3.17 to 109.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 121,3.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,3.17 to 132.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 137.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,3.17 to 142.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 146,3.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,3.17 to 149.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 154,3.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,3.17 to 158.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 160.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 158.6,3.17 to 162.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 164.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,3.17 to 166.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 168,3.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,3.17 to 169.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,3.17 to 171.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 183,3.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,3.17 to 194.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 205,3.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,3.17 to 215.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,3.17 to 217.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 226,3.42 center font ',7' tc rgb '#37474f'
set arrow from 217.6,3.17 to 234.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 238,3.28 center font ',7' tc rgb '#37474f'
set arrow from 234.6,3.17 to 241.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 243,3.42 center font ',7' tc rgb '#37474f'
set arrow from 241.6,3.17 to 244.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 246,3.28 center font ',7' tc rgb '#37474f'
set arrow from 244.6,3.17 to 247.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 247.6,3.17 to 249.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 255.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 249.6,3.17 to 261.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 266,3.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,3.17 to 270.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 270.6,3.17 to 271.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 1.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 3.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 6.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,4.17 to 9.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 13.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,4.17 to 17.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,4.17 to 19.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,4.17 to 21.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 29,4.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,4.17 to 36.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 41,4.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,4.17 to 45.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 50,4.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,4.17 to 54.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90a40]" at 58,4.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 67,4.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 72.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 75,4.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,4.17 to 77.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,4.17 to 79.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 94.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,4.17 to 109.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 121,4.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,4.17 to 132.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 137.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,4.17 to 142.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 146,4.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,4.17 to 149.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 154,4.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,4.17 to 158.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 160.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 158.6,4.17 to 162.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 164.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,4.17 to 166.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 168,4.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,4.17 to 169.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 169.6,4.17 to 171.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 183,4.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,4.17 to 194.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 205,4.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,4.17 to 215.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,4.17 to 217.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 226,4.42 center font ',7' tc rgb '#37474f'
set arrow from 217.6,4.17 to 234.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 238,4.28 center font ',7' tc rgb '#37474f'
set arrow from 234.6,4.17 to 241.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 243,4.42 center font ',7' tc rgb '#37474f'
set arrow from 241.6,4.17 to 244.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x909b0]" at 246,4.28 center font ',7' tc rgb '#37474f'
set arrow from 244.6,4.17 to 247.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 247.6,4.17 to 249.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x909b0]" at 255.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 249.6,4.17 to 261.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 266,4.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,4.17 to 270.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 270.6,4.17 to 271.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 2.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,5.17 to 8.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,5.17 to 14.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 22,5.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,5.17 to 29.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 32.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,5.17 to 35.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 37.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,5.17 to 39.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 42,5.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,5.17 to 44.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,5.17 to 46.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 57.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,5.17 to 68.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 77,5.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,5.17 to 85.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 91.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,5.17 to 97.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 104.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,5.17 to 111.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 119,5.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,5.17 to 126.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 136.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 126.6,5.17 to 146.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 149,5.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,5.17 to 151.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 156,5.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,5.17 to 160.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 160.6,5.17 to 161.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 2.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,6.17 to 14.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 22,6.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,6.17 to 29.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 32.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,6.17 to 35.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 37.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,6.17 to 39.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 42,6.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,6.17 to 44.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,6.17 to 46.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 57.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,6.17 to 68.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 77,6.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,6.17 to 85.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 91.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,6.17 to 97.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 104.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,6.17 to 111.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 119,6.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,6.17 to 126.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 136.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 126.6,6.17 to 146.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 149,6.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,6.17 to 151.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 156,6.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,6.17 to 160.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 160.6,6.17 to 161.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 1.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 3.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 6.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,7.17 to 9.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 13.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,7.17 to 17.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,7.17 to 19.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,7.17 to 21.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 28.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,7.17 to 35.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 40,7.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,7.17 to 44.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 49,7.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,7.17 to 53.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 57,7.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 66,7.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,7.17 to 71.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 74,7.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,7.17 to 78.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 94,7.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,7.17 to 109.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 122,7.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,7.17 to 134.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 136.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 134.6,7.17 to 138.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,7.17 to 139.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 144.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,7.17 to 149.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 149.6,7.17 to 150.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 152.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 150.6,7.17 to 154.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 160.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,7.17 to 166.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 176.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 166.6,7.17 to 186.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,7.17 to 188.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 197,7.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,7.17 to 205.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 209,7.42 center font ',7' tc rgb '#37474f'
set arrow from 205.6,7.17 to 212.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 214,7.28 center font ',7' tc rgb '#37474f'
set arrow from 212.6,7.17 to 215.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 217,7.42 center font ',7' tc rgb '#37474f'
set arrow from 215.6,7.17 to 218.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 218.6,7.17 to 220.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 226.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 220.6,7.17 to 232.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 237,7.42 center font ',7' tc rgb '#37474f'
set arrow from 232.6,7.17 to 241.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 241.6,7.17 to 242.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 2.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 14.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 21.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,8.17 to 28.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 31.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,8.17 to 34.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 36.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,8.17 to 38.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 41,8.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,8.17 to 43.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,8.17 to 45.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 55.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,8.17 to 65.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 75.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,8.17 to 85.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 92,8.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,8.17 to 98.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,8.17 to 99.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 103,8.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,8.17 to 106.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 113.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 106.6,8.17 to 120.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 130.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 120.6,8.17 to 140.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 143,8.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,8.17 to 145.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 150,8.28 center font ',7' tc rgb '#37474f'
set arrow from 145.6,8.17 to 154.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 154.6,8.17 to 155.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 1.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 3.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 6.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,9.17 to 9.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@GLIBC_2.1" at 13.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,9.17 to 17.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,9.17 to 19.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,9.17 to 21.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 28.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,9.17 to 35.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 40,9.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,9.17 to 44.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 49,9.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,9.17 to 53.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 57,9.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 66,9.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 74,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 76.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 93,9.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,9.17 to 107.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 119.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,9.17 to 131.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 133.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 131.6,9.17 to 135.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 135.6,9.17 to 136.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 141.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 136.6,9.17 to 146.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 146.6,9.17 to 147.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 149.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 147.6,9.17 to 151.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 157,9.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,9.17 to 162.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 172.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,9.17 to 182.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 182.6,9.17 to 184.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 193,9.28 center font ',7' tc rgb '#37474f'
set arrow from 184.6,9.17 to 201.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 205,9.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,9.17 to 208.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 210,9.28 center font ',7' tc rgb '#37474f'
set arrow from 208.6,9.17 to 211.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 218,9.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,9.17 to 224.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 229,9.28 center font ',7' tc rgb '#37474f'
set arrow from 224.6,9.17 to 233.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,9.17 to 234.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 1,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 2.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 5.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,10.17 to 8.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait@@GLIBC_2.34" at 11.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,10.17 to 14.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 21,10.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,10.17 to 27.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 30.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,10.17 to 33.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,10.17 to 37.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 40,10.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,10.17 to 42.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 42.6,10.17 to 44.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 54.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,10.17 to 64.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 75.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,10.17 to 86.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 93,10.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,10.17 to 99.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,10.17 to 100.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 104.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 100.6,10.17 to 108.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 115.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,10.17 to 122.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 132.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 122.6,10.17 to 142.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 145,10.42 center font ',7' tc rgb '#37474f'
set arrow from 142.6,10.17 to 147.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 152,10.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,10.17 to 156.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 156.6,10.17 to 157.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,11.17 to 3.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,11.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,11.17 to 8.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,11.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,11.17 to 13.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,11.17 to 15.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,11.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,11.17 to 24.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,11.17 to 25.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 27,11.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,11.17 to 28.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,11.17 to 30.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 34.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,11.17 to 38.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 40,11.42 center font ',7' tc rgb '#37474f'
set arrow from 38.6,11.17 to 41.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 45.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,11.17 to 49.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 51,11.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,11.17 to 52.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,11.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,11.17 to 57.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 66.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,11.17 to 75.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,11.17 to 83.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 85,11.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,11.17 to 86.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 89,11.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,11.17 to 91.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,11.17 to 105.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,11.17 to 111.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbc0]" at 114.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,11.17 to 117.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,11.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,11.17 to 124.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 126,11.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,11.17 to 127.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,11.17 to 129.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 141.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 129.6,11.17 to 153.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 153.6,11.17 to 154.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 157.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,11.17 to 160.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 160.6,11.17 to 162.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 170.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 162.6,11.17 to 178.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 189,11.42 center font ',7' tc rgb '#37474f'
set arrow from 178.6,11.17 to 199.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 204,11.28 center font ',7' tc rgb '#37474f'
set arrow from 199.6,11.17 to 208.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 219.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,11.17 to 230.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 233.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,11.17 to 236.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 240,11.42 center font ',7' tc rgb '#37474f'
set arrow from 236.6,11.17 to 243.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbe0]" at 246,11.28 center font ',7' tc rgb '#37474f'
set arrow from 243.6,11.17 to 248.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 253.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 248.6,11.17 to 258.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6f4c0]" at 260,11.28 center font ',7' tc rgb '#37474f'
set arrow from 258.6,11.17 to 261.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 264.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 261.6,11.17 to 267.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 279,11.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,11.17 to 290.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 297,11.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,11.17 to 303.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 305,11.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,11.17 to 306.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,11.17 to 307.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 13.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,12.17 to 15.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 18,12.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,12.17 to 20.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,12.17 to 22.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 25.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,12.17 to 28.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 30,12.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,12.17 to 31.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 33.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,12.17 to 35.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 42.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,12.17 to 49.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 52.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,12.17 to 55.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 57,12.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,12.17 to 58.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 60.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,12.17 to 62.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 68,12.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 75,12.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 76.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c190]" at 79,12.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,12.17 to 81.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 84.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,12.17 to 87.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 101.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,12.17 to 115.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 115.6,12.17 to 116.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 127.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 116.6,12.17 to 138.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 145.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 138.6,12.17 to 152.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 157.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 152.6,12.17 to 162.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 173.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,12.17 to 184.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 186.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 184.6,12.17 to 188.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 191.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,12.17 to 194.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c1b0]" at 196.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,12.17 to 198.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 202.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,12.17 to 206.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 206.6,12.17 to 208.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 210.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 208.6,12.17 to 212.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 221.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 212.6,12.17 to 230.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 237,12.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,12.17 to 243.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 243.6,12.17 to 244.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,13.17 to 3.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,13.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,13.17 to 8.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,13.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,13.17 to 13.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,13.17 to 15.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,13.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,13.17 to 24.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,13.17 to 25.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 27,13.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,13.17 to 28.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,13.17 to 30.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 34.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,13.17 to 38.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 40,13.42 center font ',7' tc rgb '#37474f'
set arrow from 38.6,13.17 to 41.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 45.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,13.17 to 49.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 51,13.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,13.17 to 52.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,13.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,13.17 to 57.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 66.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,13.17 to 83.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 85,13.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,13.17 to 86.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 89,13.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,13.17 to 91.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,13.17 to 105.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,13.17 to 111.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a4f0]" at 114.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,13.17 to 117.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,13.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,13.17 to 124.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 126,13.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,13.17 to 127.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,13.17 to 129.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 142.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 129.6,13.17 to 155.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,13.17 to 156.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 159.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,13.17 to 162.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,13.17 to 164.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 172.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,13.17 to 180.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 191,13.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,13.17 to 201.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 206,13.28 center font ',7' tc rgb '#37474f'
set arrow from 201.6,13.17 to 210.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 221.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,13.17 to 232.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 235.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,13.17 to 238.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 242,13.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,13.17 to 245.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a510]" at 248,13.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,13.17 to 250.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 255.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 250.6,13.17 to 260.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cef0]" at 262,13.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,13.17 to 263.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 266.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,13.17 to 269.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 280,13.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,13.17 to 290.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 297,13.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,13.17 to 303.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 305,13.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,13.17 to 306.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,13.17 to 307.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,14.17 to 3.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,14.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,14.17 to 8.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,14.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,14.17 to 13.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,14.17 to 15.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,14.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,14.17 to 24.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,14.17 to 25.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 27,14.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,14.17 to 28.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,14.17 to 30.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 34.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,14.17 to 38.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 40,14.42 center font ',7' tc rgb '#37474f'
set arrow from 38.6,14.17 to 41.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 45.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,14.17 to 49.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 51,14.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,14.17 to 52.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,14.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,14.17 to 57.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 66.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,14.17 to 75.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,14.17 to 83.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 85,14.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 89,14.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 91.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,14.17 to 105.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,14.17 to 111.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a4f0]" at 114.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,14.17 to 117.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,14.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,14.17 to 124.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 126,14.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,14.17 to 127.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 127.6,14.17 to 129.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 142.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 129.6,14.17 to 155.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,14.17 to 156.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 159.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,14.17 to 162.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,14.17 to 164.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 172.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,14.17 to 180.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 191,14.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,14.17 to 201.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 206,14.28 center font ',7' tc rgb '#37474f'
set arrow from 201.6,14.17 to 210.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 221.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,14.17 to 232.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 235.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,14.17 to 238.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 242,14.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,14.17 to 245.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a510]" at 248,14.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,14.17 to 250.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 255.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 250.6,14.17 to 260.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6cef0]" at 262,14.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,14.17 to 263.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 266.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,14.17 to 269.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 280,14.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,14.17 to 290.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 297,14.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,14.17 to 303.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 305,14.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,14.17 to 306.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 306.6,14.17 to 307.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 13.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,15.17 to 15.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 18,15.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,15.17 to 20.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,15.17 to 22.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 25.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,15.17 to 28.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 30,15.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,15.17 to 31.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 33.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,15.17 to 35.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 42.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,15.17 to 49.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 52.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,15.17 to 55.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 57,15.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 60.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 62.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 68.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,15.17 to 74.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 76,15.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,15.17 to 77.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c20]" at 80,15.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,15.17 to 82.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 85.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,15.17 to 88.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 103,15.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,15.17 to 117.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,15.17 to 118.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 129.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,15.17 to 140.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 147.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,15.17 to 154.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 159.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,15.17 to 164.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 176,15.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,15.17 to 187.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 189.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 187.6,15.17 to 191.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 194.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 191.6,15.17 to 197.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c40]" at 199.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 197.6,15.17 to 201.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 205.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,15.17 to 209.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,15.17 to 211.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 213.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,15.17 to 215.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 223.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 215.6,15.17 to 231.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 238,15.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,15.17 to 244.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 244.6,15.17 to 245.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,16.17 to 13.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 18,16.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,16.17 to 20.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,16.17 to 22.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 25.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,16.17 to 28.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 30,16.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,16.17 to 31.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 33.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,16.17 to 35.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 42.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,16.17 to 49.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 52.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,16.17 to 55.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 57,16.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,16.17 to 58.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 60.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 68.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 74.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 76,16.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,16.17 to 77.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c20]" at 80,16.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,16.17 to 82.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 85.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,16.17 to 88.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 103,16.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,16.17 to 117.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,16.17 to 118.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 129.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,16.17 to 140.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 147.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,16.17 to 154.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 159.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,16.17 to 164.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 176,16.42 center font ',7' tc rgb '#37474f'
set arrow from 164.6,16.17 to 187.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 189.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 187.6,16.17 to 191.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 194.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 191.6,16.17 to 197.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c40]" at 199.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 197.6,16.17 to 201.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 205.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,16.17 to 209.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,16.17 to 211.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 213.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,16.17 to 215.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 223.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 215.6,16.17 to 231.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 238,16.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,16.17 to 244.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 244.6,16.17 to 245.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,17.17 to 1.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,17.17 to 3.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,17.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,17.17 to 8.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,17.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,17.17 to 13.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,17.17 to 15.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 20,17.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,17.17 to 25.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,17.17 to 27.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,17.17 to 29.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 32,17.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,17.17 to 34.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 36,17.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,17.17 to 37.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 41.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,17.17 to 45.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 47,17.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,17.17 to 48.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 51,17.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,17.17 to 53.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 62.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,17.17 to 71.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 75.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,17.17 to 79.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 81,17.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 85,17.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,17.17 to 87.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 95,17.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,17.17 to 102.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 105.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,17.17 to 108.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770c0]" at 111.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 108.6,17.17 to 114.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 117.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,17.17 to 120.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,17.17 to 121.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 121.6,17.17 to 123.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 137,17.28 center font ',7' tc rgb '#37474f'
set arrow from 123.6,17.17 to 150.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 150.6,17.17 to 151.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 154.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,17.17 to 157.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 157.6,17.17 to 159.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 167.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 159.6,17.17 to 175.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 186,17.42 center font ',7' tc rgb '#37474f'
set arrow from 175.6,17.17 to 196.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 201,17.28 center font ',7' tc rgb '#37474f'
set arrow from 196.6,17.17 to 205.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 216,17.42 center font ',7' tc rgb '#37474f'
set arrow from 205.6,17.17 to 226.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 229.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,17.17 to 232.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 236,17.42 center font ',7' tc rgb '#37474f'
set arrow from 232.6,17.17 to 239.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770e0]" at 242,17.28 center font ',7' tc rgb '#37474f'
set arrow from 239.6,17.17 to 244.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 249.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 244.6,17.17 to 254.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78f00]" at 256,17.28 center font ',7' tc rgb '#37474f'
set arrow from 254.6,17.17 to 257.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 260.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,17.17 to 263.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 271.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 263.6,17.17 to 279.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 286,17.42 center font ',7' tc rgb '#37474f'
set arrow from 279.6,17.17 to 292.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 294,17.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,17.17 to 295.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 295.6,17.17 to 296.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 8.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 14.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 16,18.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,18.17 to 17.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 20.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,18.17 to 23.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,18.17 to 25.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 29,18.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,18.17 to 32.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 34.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,18.17 to 36.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 38.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,18.17 to 40.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 47.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 40.6,18.17 to 54.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58,18.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,18.17 to 61.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 63.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,18.17 to 65.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 67.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,18.17 to 69.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 75.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 83.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,18.17 to 85.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788c0]" at 88.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,18.17 to 91.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 94.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,18.17 to 97.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 111.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,18.17 to 125.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 125.6,18.17 to 127.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 138.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,18.17 to 149.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 156.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,18.17 to 163.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 167.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 163.6,18.17 to 171.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 183,18.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,18.17 to 194.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 196.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 194.6,18.17 to 198.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 202,18.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,18.17 to 205.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788e0]" at 208,18.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,18.17 to 210.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 214.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,18.17 to 218.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7a3a0]" at 220,18.28 center font ',7' tc rgb '#37474f'
set arrow from 218.6,18.17 to 221.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 223.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 221.6,18.17 to 225.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 231.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 225.6,18.17 to 237.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 244,18.42 center font ',7' tc rgb '#37474f'
set arrow from 237.6,18.17 to 250.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 250.6,18.17 to 251.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,19.17 to 1.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,19.17 to 3.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 6,19.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,19.17 to 8.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 10.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,19.17 to 12.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 12.6,19.17 to 14.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 18.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,19.17 to 23.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 25,19.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,19.17 to 26.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 26.6,19.17 to 28.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 32.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,19.17 to 36.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 38,19.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,19.17 to 39.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 43.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,19.17 to 47.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 49,19.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,19.17 to 50.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 53,19.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,19.17 to 55.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 65,19.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 78.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 84,19.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,19.17 to 85.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 88,19.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,19.17 to 90.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 98,19.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,19.17 to 105.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 108.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,19.17 to 111.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7aba0]" at 114.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,19.17 to 117.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 121,19.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,19.17 to 124.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 124.6,19.17 to 125.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 125.6,19.17 to 127.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 141,19.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,19.17 to 154.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 154.6,19.17 to 155.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 157,19.28 center font ',7' tc rgb '#37474f'
set arrow from 155.6,19.17 to 158.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 158.6,19.17 to 160.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 168.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 160.6,19.17 to 176.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 187,19.28 center font ',7' tc rgb '#37474f'
set arrow from 176.6,19.17 to 197.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 201,19.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,19.17 to 204.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 215,19.28 center font ',7' tc rgb '#37474f'
set arrow from 204.6,19.17 to 225.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 228,19.42 center font ',7' tc rgb '#37474f'
set arrow from 225.6,19.17 to 230.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 234,19.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,19.17 to 237.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7abc0]" at 240,19.42 center font ',7' tc rgb '#37474f'
set arrow from 237.6,19.17 to 242.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 247.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,19.17 to 252.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cc10]" at 254,19.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,19.17 to 255.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 259,19.28 center font ',7' tc rgb '#37474f'
set arrow from 255.6,19.17 to 262.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 270.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,19.17 to 278.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 284.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 278.6,19.17 to 290.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 292,19.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,19.17 to 293.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 293.6,19.17 to 294.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 1,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 7,20.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 11.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,20.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,20.17 to 14.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 17.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,20.17 to 20.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,20.17 to 22.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 26,20.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,20.17 to 29.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 31.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,20.17 to 33.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 35.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,20.17 to 37.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 43.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,20.17 to 49.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 53,20.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,20.17 to 56.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 58.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,20.17 to 60.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 62.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,20.17 to 64.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 70,20.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 77.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 79.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de10]" at 82.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,20.17 to 85.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 88.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,20.17 to 91.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 104,20.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,20.17 to 116.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,20.17 to 118.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 129.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,20.17 to 140.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 147.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,20.17 to 154.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 158.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,20.17 to 162.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 172,20.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,20.17 to 181.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 183.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,20.17 to 185.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 189,20.42 center font ',7' tc rgb '#37474f'
set arrow from 185.6,20.17 to 192.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de30]" at 195,20.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,20.17 to 197.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 201.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 197.6,20.17 to 205.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7faa0]" at 207,20.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,20.17 to 208.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 210.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,20.17 to 212.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 218.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 212.6,20.17 to 224.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 229.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 224.6,20.17 to 234.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 234.6,20.17 to 235.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 2.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 5.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 11,21.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,21.17 to 16.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 21,21.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,21.17 to 25.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 31.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,21.17 to 37.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_wait" at 44,21.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,21.17 to 50.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,21.17 to 51.4,21.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-sem_wait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#5e35b1" title "lost-token", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup", NaN with points pt 5 lc rgb "#ba68c8" title "broken-object"
unset output
