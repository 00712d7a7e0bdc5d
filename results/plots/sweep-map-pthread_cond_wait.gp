# sweep-map-pthread_cond_wait: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-pthread_cond_wait.gp
set terminal svg size 1300,1182 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-pthread_cond_wait.svg"
set title 'Sweep of pthread_cond_wait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21) font ',9'
set yrange [-0.6:21.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "pthread_cond_wait" at 4.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 12,0.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 14.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 18.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 27.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 32.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 39.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 46.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 53,0.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,0.17 to 57.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 62,0.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,0.17 to 66.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 68,0.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,0.17 to 69.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,0.17 to 71.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 73,0.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,0.17 to 74.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 77,0.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,0.17 to 79.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 81.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,0.17 to 83.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 87.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,0.17 to 91.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 93,0.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,0.17 to 94.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 96,0.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 99,0.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,0.17 to 100.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 107,0.28 center font ',7' tc rgb '#37474f'
set arrow from 100.6,0.17 to 113.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 113.6,0.17 to 115.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 115.6,0.17 to 117.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,0.17 to 118.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,0.17 to 119.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,0.17 to 121.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 121.6,0.17 to 122.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,0.17 to 123.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 123.6,0.17 to 124.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 126,0.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,0.17 to 127.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigdelset" at 131.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,0.17 to 135.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 141,0.42 center font ',7' tc rgb '#37474f'
set arrow from 135.6,0.17 to 146.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 148,0.28 center font ',7' tc rgb '#37474f'
set arrow from 146.6,0.17 to 149.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 149.6,0.17 to 151.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 154,0.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,0.17 to 156.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 158,0.28 center font ',7' tc rgb '#37474f'
set arrow from 156.6,0.17 to 159.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 163.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,0.17 to 167.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 169,0.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,0.17 to 170.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 170.6,0.17 to 172.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,0.17 to 174.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,0.17 to 175.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 175.6,0.17 to 176.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 176.6,0.17 to 178.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 178.6,0.17 to 179.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 181.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 179.6,0.17 to 183.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 185,0.28 center font ',7' tc rgb '#37474f'
set arrow from 183.6,0.17 to 186.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 188,0.42 center font ',7' tc rgb '#37474f'
set arrow from 186.6,0.17 to 189.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 189.6,0.17 to 190.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 195.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,0.17 to 200.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 200.6,0.17 to 202.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 204,0.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,0.17 to 205.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 208,0.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,0.17 to 210.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 212.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,0.17 to 214.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 218.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 214.6,0.17 to 222.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 227.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 222.6,0.17 to 232.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 234.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,0.17 to 236.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 241,0.42 center font ',7' tc rgb '#37474f'
set arrow from 236.6,0.17 to 245.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 250.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,0.17 to 255.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,0.17 to 257.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 262.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,0.17 to 267.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 269.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,0.17 to 271.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 276,0.42 center font ',7' tc rgb '#37474f'
set arrow from 271.6,0.17 to 280.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 285,0.28 center font ',7' tc rgb '#37474f'
set arrow from 280.6,0.17 to 289.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 291,0.42 center font ',7' tc rgb '#37474f'
set arrow from 289.6,0.17 to 292.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 294.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,0.17 to 296.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 300.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 296.6,0.17 to 304.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,0.17 to 306.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 310.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,0.17 to 314.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 319,0.42 center font ',7' tc rgb '#37474f'
set arrow from 314.6,0.17 to 323.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 323.6,0.17 to 324.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,1.17 to 0.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,1.17 to 2.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 9.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_fetch_add_64_relaxed.constprop.0" at 27.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 38.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 48,1.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,1.17 to 57.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,1.17 to 58.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,1.17 to 60.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_unlock_usercnt" at 83,1.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,1.17 to 105.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 117.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,1.17 to 129.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_load_64_relaxed" at 144.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 129.6,1.17 to 159.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 170.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 159.6,1.17 to 181.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 186,1.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,1.17 to 190.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,1.17 to 192.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 202,1.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,1.17 to 211.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 214.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,1.17 to 217.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 222,1.28 center font ',7' tc rgb '#37474f'
set arrow from 217.6,1.17 to 226.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 229,1.42 center font ',7' tc rgb '#37474f'
set arrow from 226.6,1.17 to 231.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 233,1.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,1.17 to 234.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 234.6,1.17 to 236.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 248.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 236.6,1.17 to 260.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 263,1.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,1.17 to 265.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 269,1.42 center font ',7' tc rgb '#37474f'
set arrow from 265.6,1.17 to 272.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 275,1.28 center font ',7' tc rgb '#37474f'
set arrow from 272.6,1.17 to 277.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 277.6,1.17 to 279.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 279.6,1.17 to 281.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_dec_grefs" at 287.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 281.6,1.17 to 293.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 300,1.28 center font ',7' tc rgb '#37474f'
set arrow from 293.6,1.17 to 306.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_load_64_relaxed" at 321.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 306.6,1.17 to 336.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 342,1.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,1.17 to 347.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 347.6,1.17 to 349.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 349.6,1.17 to 351.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_confirm_wakeup" at 358,1.42 center font ',7' tc rgb '#37474f'
set arrow from 351.6,1.17 to 364.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 370,1.28 center font ',7' tc rgb '#37474f'
set arrow from 364.6,1.17 to 375.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_cond_lock" at 377,1.42 center font ',7' tc rgb '#37474f'
set arrow from 375.6,1.17 to 378.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 378.6,1.17 to 380.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_cond_lock" at 403,1.28 center font ',7' tc rgb '#37474f'
set arrow from 380.6,1.17 to 425.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 425.6,1.17 to 426.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 13,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 26.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_unlock_usercnt" at 44.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,2.17 to 62.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 79,2.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,2.17 to 95.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 98.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,2.17 to 101.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,2.17 to 102.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 108,2.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,2.17 to 113.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 119.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 113.6,2.17 to 125.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 131.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 125.6,2.17 to 137.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 139,2.42 center font ',7' tc rgb '#37474f'
set arrow from 137.6,2.17 to 140.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 143,2.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,2.17 to 145.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 147.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,2.17 to 149.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_dec_grefs" at 153,2.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,2.17 to 156.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 165,2.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,2.17 to 173.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_confirm_wakeup" at 177,2.28 center font ',7' tc rgb '#37474f'
set arrow from 173.6,2.17 to 180.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 186.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,2.17 to 192.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_cond_lock" at 212,2.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,2.17 to 231.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 231.6,2.17 to 232.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 0.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 10.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,3.17 to 18.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_fetch_add_relaxed" at 29.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,3.17 to 40.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 50,3.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,3.17 to 59.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,3.17 to 61.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 87.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 111.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 123,3.28 center font ',7' tc rgb '#37474f'
set arrow from 111.6,3.17 to 134.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 150.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 134.6,3.17 to 166.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 180.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,3.17 to 194.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 199,3.42 center font ',7' tc rgb '#37474f'
set arrow from 194.6,3.17 to 203.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 206.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 203.6,3.17 to 209.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 215,3.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,3.17 to 220.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 223,3.28 center font ',7' tc rgb '#37474f'
set arrow from 220.6,3.17 to 225.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 225.6,3.17 to 227.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 242.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 227.6,3.17 to 257.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 269,3.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,3.17 to 280.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 285.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,3.17 to 290.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 294,3.28 center font ',7' tc rgb '#37474f'
set arrow from 290.6,3.17 to 297.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 302,3.42 center font ',7' tc rgb '#37474f'
set arrow from 297.6,3.17 to 306.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 308.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,3.17 to 310.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 312.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,3.17 to 314.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 316,3.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,3.17 to 317.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 317.6,3.17 to 319.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 331,3.42 center font ',7' tc rgb '#37474f'
set arrow from 319.6,3.17 to 342.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 353,3.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,3.17 to 363.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 366.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,3.17 to 369.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 373,3.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,3.17 to 376.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 381.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 376.6,3.17 to 386.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 386.6,3.17 to 388.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 388.6,3.17 to 390.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_dec_grefs" at 396.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 390.6,3.17 to 402.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 408.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 402.6,3.17 to 414.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 430.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 414.6,3.17 to 446.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 453,3.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,3.17 to 459.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,3.17 to 461.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 461.6,3.17 to 463.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 470,3.28 center font ',7' tc rgb '#37474f'
set arrow from 463.6,3.17 to 476.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 478,3.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,3.17 to 479.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 481,3.28 center font ',7' tc rgb '#37474f'
set arrow from 479.6,3.17 to 482.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 482.6,3.17 to 484.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 505,3.42 center font ',7' tc rgb '#37474f'
set arrow from 484.6,3.17 to 525.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 531.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 525.6,3.17 to 537.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 537.6,3.17 to 538.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,4.17 to 0.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,4.17 to 2.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 10.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,4.17 to 18.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x1211d0]" at 29.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,4.17 to 40.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 50,4.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,4.17 to 59.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,4.17 to 63.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8d180]" at 87.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,4.17 to 111.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 123,4.28 center font ',7' tc rgb '#37474f'
set arrow from 111.6,4.17 to 134.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x121220]" at 150.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 134.6,4.17 to 166.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 180.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,4.17 to 194.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 199,4.42 center font ',7' tc rgb '#37474f'
set arrow from 194.6,4.17 to 203.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 206.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 203.6,4.17 to 209.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 215,4.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,4.17 to 220.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 223,4.28 center font ',7' tc rgb '#37474f'
set arrow from 220.6,4.17 to 225.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 225.6,4.17 to 227.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 242.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 227.6,4.17 to 257.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 269,4.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,4.17 to 280.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 285.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,4.17 to 290.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 294,4.28 center font ',7' tc rgb '#37474f'
set arrow from 290.6,4.17 to 297.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 302,4.42 center font ',7' tc rgb '#37474f'
set arrow from 297.6,4.17 to 306.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 308.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,4.17 to 310.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 312.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,4.17 to 314.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 316,4.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,4.17 to 317.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 317.6,4.17 to 319.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 331,4.42 center font ',7' tc rgb '#37474f'
set arrow from 319.6,4.17 to 342.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 353,4.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,4.17 to 363.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 366.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,4.17 to 369.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 373,4.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,4.17 to 376.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 381.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 376.6,4.17 to 386.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 386.6,4.17 to 388.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 388.6,4.17 to 390.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x86f90]" at 396.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 390.6,4.17 to 402.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 408.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 402.6,4.17 to 414.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x121220]" at 430.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 414.6,4.17 to 446.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 453,4.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,4.17 to 459.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,4.17 to 461.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 461.6,4.17 to 463.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x86ff0]" at 470,4.28 center font ',7' tc rgb '#37474f'
set arrow from 463.6,4.17 to 476.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 478,4.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,4.17 to 479.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8ab40]" at 481,4.28 center font ',7' tc rgb '#37474f'
set arrow from 479.6,4.17 to 482.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 482.6,4.17 to 484.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8ab40]" at 505,4.42 center font ',7' tc rgb '#37474f'
set arrow from 484.6,4.17 to 525.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 531.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 525.6,4.17 to 537.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 537.6,4.17 to 538.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 12.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 25.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 46,5.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,5.17 to 66.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 85.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,5.17 to 104.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 107.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,5.17 to 110.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 113.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,5.17 to 116.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,5.17 to 118.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 129.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,5.17 to 140.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 149,5.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,5.17 to 157.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 163.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,5.17 to 169.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 176.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,5.17 to 183.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 191,5.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,5.17 to 198.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 200.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 198.6,5.17 to 202.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 205,5.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,5.17 to 207.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 212,5.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,5.17 to 216.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_dec_grefs" at 220,5.42 center font ',7' tc rgb '#37474f'
set arrow from 216.6,5.17 to 223.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 233.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 223.6,5.17 to 243.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 247,5.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,5.17 to 250.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 250.6,5.17 to 252.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 272,5.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,5.17 to 291.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 298,5.42 center font ',7' tc rgb '#37474f'
set arrow from 291.6,5.17 to 304.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,5.17 to 305.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 12.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 25.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 46,6.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,6.17 to 66.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 85.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,6.17 to 104.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 107.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,6.17 to 110.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 113.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,6.17 to 116.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,6.17 to 118.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 129.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,6.17 to 140.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 149,6.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,6.17 to 157.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 163.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,6.17 to 169.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 176.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,6.17 to 183.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 191,6.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,6.17 to 198.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 200.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 198.6,6.17 to 202.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 205,6.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,6.17 to 207.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 212,6.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,6.17 to 216.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_dec_grefs" at 220,6.42 center font ',7' tc rgb '#37474f'
set arrow from 216.6,6.17 to 223.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 233.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 223.6,6.17 to 243.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 247,6.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,6.17 to 250.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 250.6,6.17 to 252.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 272,6.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,6.17 to 291.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 298,6.42 center font ',7' tc rgb '#37474f'
set arrow from 291.6,6.17 to 304.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,6.17 to 305.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,7.17 to 0.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,7.17 to 2.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 9.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,7.17 to 16.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_fetch_add_relaxed" at 27.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,7.17 to 38.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 48,7.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,7.17 to 61.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 85.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,7.17 to 109.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 115,7.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,7.17 to 120.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 132.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,7.17 to 144.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 158.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 144.6,7.17 to 172.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 177,7.42 center font ',7' tc rgb '#37474f'
set arrow from 172.6,7.17 to 181.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 185,7.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,7.17 to 188.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 194,7.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,7.17 to 199.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 202,7.28 center font ',7' tc rgb '#37474f'
set arrow from 199.6,7.17 to 204.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 204.6,7.17 to 206.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 222,7.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,7.17 to 237.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 250,7.28 center font ',7' tc rgb '#37474f'
set arrow from 237.6,7.17 to 262.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 264.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,7.17 to 266.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 266.6,7.17 to 267.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 272.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,7.17 to 277.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 277.6,7.17 to 278.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 280.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 278.6,7.17 to 282.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 288.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 282.6,7.17 to 294.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 304.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 294.6,7.17 to 314.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 317.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,7.17 to 320.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 324,7.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,7.17 to 327.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 332,7.28 center font ',7' tc rgb '#37474f'
set arrow from 327.6,7.17 to 336.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 348.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 336.6,7.17 to 360.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 369,7.28 center font ',7' tc rgb '#37474f'
set arrow from 360.6,7.17 to 377.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 377.6,7.17 to 379.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 379.6,7.17 to 381.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 388,7.42 center font ',7' tc rgb '#37474f'
set arrow from 381.6,7.17 to 394.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 396,7.28 center font ',7' tc rgb '#37474f'
set arrow from 394.6,7.17 to 397.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 399,7.42 center font ',7' tc rgb '#37474f'
set arrow from 397.6,7.17 to 400.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 400.6,7.17 to 402.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 423,7.28 center font ',7' tc rgb '#37474f'
set arrow from 402.6,7.17 to 443.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 450.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 443.6,7.17 to 457.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 457.6,7.17 to 458.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 11.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 23.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 44,8.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,8.17 to 64.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 77.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 93.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,8.17 to 96.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 100.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,8.17 to 104.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 104.6,8.17 to 106.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 116.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 106.6,8.17 to 126.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 136.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 126.6,8.17 to 146.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 153,8.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,8.17 to 159.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 159.6,8.17 to 160.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 164,8.28 center font ',7' tc rgb '#37474f'
set arrow from 160.6,8.17 to 167.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 174.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 167.6,8.17 to 181.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 183.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,8.17 to 185.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 188,8.42 center font ',7' tc rgb '#37474f'
set arrow from 185.6,8.17 to 190.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 200.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,8.17 to 210.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 214,8.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,8.17 to 217.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 217.6,8.17 to 219.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 239,8.28 center font ',7' tc rgb '#37474f'
set arrow from 219.6,8.17 to 258.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 265.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,8.17 to 272.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 272.6,8.17 to 273.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,9.17 to 0.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,9.17 to 2.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 10,9.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,9.17 to 17.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_fetch_add_relaxed" at 28.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,9.17 to 39.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 49,9.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 83,9.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,9.17 to 103.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 109,9.28 center font ',7' tc rgb '#37474f'
set arrow from 103.6,9.17 to 114.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 126.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,9.17 to 138.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 152,9.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,9.17 to 165.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 170,9.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,9.17 to 174.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 178,9.28 center font ',7' tc rgb '#37474f'
set arrow from 174.6,9.17 to 181.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 187,9.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,9.17 to 192.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 195,9.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,9.17 to 197.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 197.6,9.17 to 199.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 214,9.42 center font ',7' tc rgb '#37474f'
set arrow from 199.6,9.17 to 228.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 240.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 228.6,9.17 to 252.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 254.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,9.17 to 256.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 256.6,9.17 to 257.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 262.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,9.17 to 267.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 267.6,9.17 to 268.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 270.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,9.17 to 272.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 278,9.28 center font ',7' tc rgb '#37474f'
set arrow from 272.6,9.17 to 283.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 293.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,9.17 to 303.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 306.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,9.17 to 309.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 313,9.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,9.17 to 316.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 321,9.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,9.17 to 325.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 337.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 325.6,9.17 to 349.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 357.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 349.6,9.17 to 365.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 372,9.42 center font ',7' tc rgb '#37474f'
set arrow from 365.6,9.17 to 378.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 380,9.28 center font ',7' tc rgb '#37474f'
set arrow from 378.6,9.17 to 381.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 400.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 381.6,9.17 to 419.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 426.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 419.6,9.17 to 433.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 433.6,9.17 to 434.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 12,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 24.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 42,10.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,10.17 to 59.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 72.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 88.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,10.17 to 91.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 95.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,10.17 to 99.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,10.17 to 101.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 111.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 101.6,10.17 to 121.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 132.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,10.17 to 143.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 150,10.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,10.17 to 156.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 156.6,10.17 to 157.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 161.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 157.6,10.17 to 165.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 172.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,10.17 to 179.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 181.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 179.6,10.17 to 183.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 186,10.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,10.17 to 188.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 198.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,10.17 to 208.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 212,10.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,10.17 to 215.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,10.17 to 217.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 232,10.28 center font ',7' tc rgb '#37474f'
set arrow from 217.6,10.17 to 246.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 253.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 246.6,10.17 to 260.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 260.6,10.17 to 261.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,11.17 to 3.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,11.17 to 10.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,11.17 to 12.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 29.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,11.17 to 46.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,11.17 to 47.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 49,11.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,11.17 to 50.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,11.17 to 52.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 56.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,11.17 to 60.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 79,11.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,11.17 to 97.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 132.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,11.17 to 167.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 170.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,11.17 to 173.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 181,11.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,11.17 to 188.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 195,11.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,11.17 to 201.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 203,11.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,11.17 to 204.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 204.6,11.17 to 206.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 218.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 206.6,11.17 to 230.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 230.6,11.17 to 231.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 234.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 231.6,11.17 to 237.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 237.6,11.17 to 239.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 249.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 239.6,11.17 to 259.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 270,11.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,11.17 to 280.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 285,11.28 center font ',7' tc rgb '#37474f'
set arrow from 280.6,11.17 to 289.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 300.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 289.6,11.17 to 311.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 324,11.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,11.17 to 336.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 341,11.42 center font ',7' tc rgb '#37474f'
set arrow from 336.6,11.17 to 345.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 353.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 345.6,11.17 to 361.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 364,11.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,11.17 to 366.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ddd0]" at 391.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,11.17 to 416.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 422.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 416.6,11.17 to 428.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 430,11.28 center font ',7' tc rgb '#37474f'
set arrow from 428.6,11.17 to 431.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 444.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 431.6,11.17 to 457.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 464,11.28 center font ',7' tc rgb '#37474f'
set arrow from 457.6,11.17 to 470.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 476.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 470.6,11.17 to 482.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 484,11.28 center font ',7' tc rgb '#37474f'
set arrow from 482.6,11.17 to 485.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 485.6,11.17 to 486.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 16,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 30.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,12.17 to 32.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 35,12.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,12.17 to 37.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 54.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,12.17 to 71.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 105.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,12.17 to 139.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 141,12.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,12.17 to 142.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 148,12.42 center font ',7' tc rgb '#37474f'
set arrow from 142.6,12.17 to 153.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 157.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,12.17 to 161.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 175.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 161.6,12.17 to 189.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 189.6,12.17 to 190.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 203.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,12.17 to 216.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 223.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 216.6,12.17 to 230.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 235.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,12.17 to 240.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 251.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 240.6,12.17 to 262.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 273.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 262.6,12.17 to 284.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 287,12.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,12.17 to 289.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 298,12.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,12.17 to 306.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 308.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 306.6,12.17 to 310.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6d2c0]" at 331,12.28 center font ',7' tc rgb '#37474f'
set arrow from 310.6,12.17 to 351.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 357.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 351.6,12.17 to 363.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 374,12.28 center font ',7' tc rgb '#37474f'
set arrow from 363.6,12.17 to 384.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 389,12.42 center font ',7' tc rgb '#37474f'
set arrow from 384.6,12.17 to 393.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 400,12.28 center font ',7' tc rgb '#37474f'
set arrow from 393.6,12.17 to 406.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 406.6,12.17 to 407.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,13.17 to 3.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,13.17 to 9.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,13.17 to 10.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,13.17 to 12.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 30,13.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,13.17 to 47.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,13.17 to 48.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 50,13.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,13.17 to 51.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,13.17 to 53.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 57.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,13.17 to 61.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 80,13.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,13.17 to 98.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 133.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,13.17 to 168.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 171.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 168.6,13.17 to 174.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 182,13.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,13.17 to 189.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 196,13.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,13.17 to 202.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 204,13.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,13.17 to 205.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 205.6,13.17 to 207.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 220.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,13.17 to 233.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,13.17 to 234.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 237.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,13.17 to 240.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,13.17 to 242.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 252.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,13.17 to 262.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 273,13.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,13.17 to 283.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 288,13.28 center font ',7' tc rgb '#37474f'
set arrow from 283.6,13.17 to 292.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 303.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,13.17 to 314.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 327,13.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,13.17 to 339.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 344,13.42 center font ',7' tc rgb '#37474f'
set arrow from 339.6,13.17 to 348.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 356.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 348.6,13.17 to 364.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 367,13.42 center font ',7' tc rgb '#37474f'
set arrow from 364.6,13.17 to 369.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b810]" at 394.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,13.17 to 419.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 425.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 419.6,13.17 to 431.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 433,13.28 center font ',7' tc rgb '#37474f'
set arrow from 431.6,13.17 to 434.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 447.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 434.6,13.17 to 460.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 467,13.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,13.17 to 473.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 479.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 473.6,13.17 to 485.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 487,13.28 center font ',7' tc rgb '#37474f'
set arrow from 485.6,13.17 to 488.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 488.6,13.17 to 489.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,14.17 to 3.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,14.17 to 10.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,14.17 to 12.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 30,14.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,14.17 to 47.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,14.17 to 48.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 50,14.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,14.17 to 51.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,14.17 to 53.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 57.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,14.17 to 61.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 80,14.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,14.17 to 98.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 133.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,14.17 to 168.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 171.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 168.6,14.17 to 174.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 182,14.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,14.17 to 189.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 196,14.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,14.17 to 202.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 204,14.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,14.17 to 205.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 205.6,14.17 to 207.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 220.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,14.17 to 233.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,14.17 to 234.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 237.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,14.17 to 240.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,14.17 to 242.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 252.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,14.17 to 262.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 273,14.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,14.17 to 283.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 288,14.28 center font ',7' tc rgb '#37474f'
set arrow from 283.6,14.17 to 292.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 303.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,14.17 to 314.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 327,14.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,14.17 to 339.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 344,14.42 center font ',7' tc rgb '#37474f'
set arrow from 339.6,14.17 to 348.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 356.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 348.6,14.17 to 364.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 367,14.42 center font ',7' tc rgb '#37474f'
set arrow from 364.6,14.17 to 369.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6b810]" at 394.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,14.17 to 419.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 425.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 419.6,14.17 to 431.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 433,14.28 center font ',7' tc rgb '#37474f'
set arrow from 431.6,14.17 to 434.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 447.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 434.6,14.17 to 460.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 467,14.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,14.17 to 473.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 479.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 473.6,14.17 to 485.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 487,14.28 center font ',7' tc rgb '#37474f'
set arrow from 485.6,14.17 to 488.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 488.6,14.17 to 489.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 16,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 30.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,15.17 to 32.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 35,15.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,15.17 to 37.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 54.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 106,15.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,15.17 to 140.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 142,15.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,15.17 to 143.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 149,15.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,15.17 to 154.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 158.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,15.17 to 162.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 177,15.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,15.17 to 191.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,15.17 to 192.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 205.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,15.17 to 218.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 225.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,15.17 to 232.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 237.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,15.17 to 242.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 254,15.42 center font ',7' tc rgb '#37474f'
set arrow from 242.6,15.17 to 265.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 276.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,15.17 to 287.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 290,15.42 center font ',7' tc rgb '#37474f'
set arrow from 287.6,15.17 to 292.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 301,15.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,15.17 to 309.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 311.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,15.17 to 313.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ae60]" at 334,15.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,15.17 to 354.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 360.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 354.6,15.17 to 366.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 377,15.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,15.17 to 387.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 392,15.42 center font ',7' tc rgb '#37474f'
set arrow from 387.6,15.17 to 396.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 403,15.28 center font ',7' tc rgb '#37474f'
set arrow from 396.6,15.17 to 409.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,15.17 to 410.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 16,16.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,16.17 to 30.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,16.17 to 32.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 35,16.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,16.17 to 37.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 54.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,16.17 to 71.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 106,16.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,16.17 to 140.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 142,16.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,16.17 to 143.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 149,16.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,16.17 to 154.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 158.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,16.17 to 162.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 177,16.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,16.17 to 191.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,16.17 to 192.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 205.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,16.17 to 218.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 225.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,16.17 to 232.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 237.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,16.17 to 242.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 254,16.42 center font ',7' tc rgb '#37474f'
set arrow from 242.6,16.17 to 265.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 276.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,16.17 to 287.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 290,16.42 center font ',7' tc rgb '#37474f'
set arrow from 287.6,16.17 to 292.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 301,16.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,16.17 to 309.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 311.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,16.17 to 313.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x6ae60]" at 334,16.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,16.17 to 354.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 360.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 354.6,16.17 to 366.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 377,16.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,16.17 to 387.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 392,16.42 center font ',7' tc rgb '#37474f'
set arrow from 387.6,16.17 to 396.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 403,16.28 center font ',7' tc rgb '#37474f'
set arrow from 396.6,16.17 to 409.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,16.17 to 410.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,17.17 to 1.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,17.17 to 3.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,17.17 to 9.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,17.17 to 10.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,17.17 to 12.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 29,17.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,17.17 to 45.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,17.17 to 48.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,17.17 to 50.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 53,17.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,17.17 to 55.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 73.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,17.17 to 91.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 123.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,17.17 to 155.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 158.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 155.6,17.17 to 161.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 169,17.28 center font ',7' tc rgb '#37474f'
set arrow from 161.6,17.17 to 176.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 182,17.42 center font ',7' tc rgb '#37474f'
set arrow from 176.6,17.17 to 187.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 187.6,17.17 to 188.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 188.6,17.17 to 190.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 204,17.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,17.17 to 217.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 217.6,17.17 to 218.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 221.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,17.17 to 224.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 224.6,17.17 to 226.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 236.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,17.17 to 246.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 257,17.42 center font ',7' tc rgb '#37474f'
set arrow from 246.6,17.17 to 267.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 272,17.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,17.17 to 276.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 287,17.42 center font ',7' tc rgb '#37474f'
set arrow from 276.6,17.17 to 297.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 310,17.28 center font ',7' tc rgb '#37474f'
set arrow from 297.6,17.17 to 322.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 327,17.42 center font ',7' tc rgb '#37474f'
set arrow from 322.6,17.17 to 331.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 340,17.28 center font ',7' tc rgb '#37474f'
set arrow from 331.6,17.17 to 348.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 351,17.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,17.17 to 353.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77d30]" at 379.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 353.6,17.17 to 405.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 411.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 405.6,17.17 to 417.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 419,17.28 center font ',7' tc rgb '#37474f'
set arrow from 417.6,17.17 to 420.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 435,17.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,17.17 to 449.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 456,17.28 center font ',7' tc rgb '#37474f'
set arrow from 449.6,17.17 to 462.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 468.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 462.6,17.17 to 474.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 476,17.28 center font ',7' tc rgb '#37474f'
set arrow from 474.6,17.17 to 477.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 477.6,17.17 to 478.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 17,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 31.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 33,18.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,18.17 to 34.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 37.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,18.17 to 40.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 55,18.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,18.17 to 69.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 101.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,18.17 to 133.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 135,18.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,18.17 to 136.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 142.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 136.6,18.17 to 148.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 152.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 148.6,18.17 to 156.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 170.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,18.17 to 184.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 184.6,18.17 to 186.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 199.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 186.6,18.17 to 212.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 219.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 212.6,18.17 to 226.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 230.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,18.17 to 234.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 246,18.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,18.17 to 257.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 268.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,18.17 to 279.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 282.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 279.6,18.17 to 285.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 294,18.28 center font ',7' tc rgb '#37474f'
set arrow from 285.6,18.17 to 302.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 305,18.42 center font ',7' tc rgb '#37474f'
set arrow from 302.6,18.17 to 307.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79310]" at 328.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 307.6,18.17 to 349.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 355.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 349.6,18.17 to 361.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 372.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 361.6,18.17 to 383.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 388.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 383.6,18.17 to 393.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 400,18.28 center font ',7' tc rgb '#37474f'
set arrow from 393.6,18.17 to 406.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 406.6,18.17 to 407.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,19.17 to 1.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,19.17 to 3.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,19.17 to 9.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,19.17 to 10.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,19.17 to 12.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 29,19.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,19.17 to 45.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,19.17 to 46.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 48,19.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,19.17 to 49.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,19.17 to 51.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 55.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 77,19.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 94.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 124,19.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,19.17 to 153.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 156.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,19.17 to 159.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 167.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,19.17 to 175.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 180.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 175.6,19.17 to 185.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 185.6,19.17 to 186.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,19.17 to 188.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 202,19.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,19.17 to 215.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,19.17 to 216.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 218,19.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,19.17 to 219.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 219.6,19.17 to 221.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 231.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 221.6,19.17 to 241.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 252,19.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,19.17 to 262.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 266,19.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,19.17 to 269.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 280,19.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,19.17 to 290.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 302,19.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,19.17 to 313.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 318,19.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,19.17 to 322.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 330.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 322.6,19.17 to 338.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 341,19.28 center font ',7' tc rgb '#37474f'
set arrow from 338.6,19.17 to 343.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7b8b0]" at 368.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,19.17 to 393.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 399.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 393.6,19.17 to 405.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 407,19.42 center font ',7' tc rgb '#37474f'
set arrow from 405.6,19.17 to 408.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 422.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 408.6,19.17 to 436.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 443,19.42 center font ',7' tc rgb '#37474f'
set arrow from 436.6,19.17 to 449.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 455.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 449.6,19.17 to 461.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 463,19.42 center font ',7' tc rgb '#37474f'
set arrow from 461.6,19.17 to 464.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 464.6,19.17 to 465.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 1,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 17,20.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 31.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 33,20.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,20.17 to 34.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 37.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,20.17 to 40.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 55,20.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,20.17 to 69.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 97.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,20.17 to 125.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 127,20.28 center font ',7' tc rgb '#37474f'
set arrow from 125.6,20.17 to 128.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 134.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 128.6,20.17 to 140.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 144.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,20.17 to 148.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 161,20.42 center font ',7' tc rgb '#37474f'
set arrow from 148.6,20.17 to 173.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 173.6,20.17 to 175.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 188.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 175.6,20.17 to 201.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 208.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,20.17 to 215.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 219.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 215.6,20.17 to 223.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 233,20.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,20.17 to 242.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 253,20.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,20.17 to 263.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 266.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,20.17 to 269.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 277,20.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,20.17 to 284.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 287,20.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,20.17 to 289.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e950]" at 310.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,20.17 to 331.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 336.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 331.6,20.17 to 341.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 351,20.28 center font ',7' tc rgb '#37474f'
set arrow from 341.6,20.17 to 360.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 365.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 360.6,20.17 to 370.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 377,20.28 center font ',7' tc rgb '#37474f'
set arrow from 370.6,20.17 to 383.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 383.6,20.17 to 384.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 10,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 35,21.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,21.17 to 49.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 57.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,21.17 to 65.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 68.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,21.17 to 71.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 76,21.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,21.17 to 80.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 86,21.42 center font ',7' tc rgb '#37474f'
set arrow from 80.6,21.17 to 91.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 96.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,21.17 to 101.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 107.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 101.6,21.17 to 113.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 127,21.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,21.17 to 140.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 143,21.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,21.17 to 145.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 145.6,21.17 to 147.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 160.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,21.17 to 173.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 178.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,21.17 to 183.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 183.6,21.17 to 184.4,21.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_cond_wait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#c0ca33" title "mutex", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup"
unset output
set terminal pngcairo size 1300,1182 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-pthread_cond_wait.png"
set title 'Sweep of pthread_cond_wait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21) font ',9'
set yrange [-0.6:21.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "pthread_cond_wait" at 4.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 9.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 12,0.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,0.17 to 14.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 18.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 27.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 32.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 39.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 46.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 53,0.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,0.17 to 57.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 62,0.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,0.17 to 66.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 68,0.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,0.17 to 69.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,0.17 to 71.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 73,0.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,0.17 to 74.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 77,0.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,0.17 to 79.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 81.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,0.17 to 83.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 87.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,0.17 to 91.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 93,0.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,0.17 to 94.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock" at 96,0.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 99,0.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,0.17 to 100.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 107,0.28 center font ',7' tc rgb '#37474f'
set arrow from 100.6,0.17 to 113.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 113.6,0.17 to 115.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 115.6,0.17 to 117.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,0.17 to 118.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,0.17 to 119.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,0.17 to 121.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 121.6,0.17 to 122.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,0.17 to 123.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 123.6,0.17 to 124.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 126,0.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,0.17 to 127.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigdelset" at 131.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,0.17 to 135.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 141,0.42 center font ',7' tc rgb '#37474f'
set arrow from 135.6,0.17 to 146.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 148,0.28 center font ',7' tc rgb '#37474f'
set arrow from 146.6,0.17 to 149.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 149.6,0.17 to 151.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 154,0.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,0.17 to 156.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 158,0.28 center font ',7' tc rgb '#37474f'
set arrow from 156.6,0.17 to 159.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 163.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,0.17 to 167.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "sigsuspend" at 169,0.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,0.17 to 170.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 170.6,0.17 to 172.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,0.17 to 174.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,0.17 to 175.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 175.6,0.17 to 176.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 176.6,0.17 to 178.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 178.6,0.17 to 179.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 181.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 179.6,0.17 to 183.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 185,0.28 center font ',7' tc rgb '#37474f'
set arrow from 183.6,0.17 to 186.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__unified_syscall" at 188,0.42 center font ',7' tc rgb '#37474f'
set arrow from 186.6,0.17 to 189.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 189.6,0.17 to 190.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_suspend" at 195.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,0.17 to 200.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 200.6,0.17 to 202.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 204,0.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,0.17 to 205.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 208,0.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,0.17 to 210.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 212.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,0.17 to 214.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 218.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 214.6,0.17 to 222.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 227.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 222.6,0.17 to 232.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 234.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,0.17 to 236.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 241,0.42 center font ',7' tc rgb '#37474f'
set arrow from 236.6,0.17 to 245.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_lock" at 250.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,0.17 to 255.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,0.17 to 257.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 262.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,0.17 to 267.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 269.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,0.17 to 271.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 276,0.42 center font ',7' tc rgb '#37474f'
set arrow from 271.6,0.17 to 280.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 285,0.28 center font ',7' tc rgb '#37474f'
set arrow from 280.6,0.17 to 289.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 291,0.42 center font ',7' tc rgb '#37474f'
set arrow from 289.6,0.17 to 292.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 294.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,0.17 to 296.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 300.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 296.6,0.17 to 304.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,0.17 to 306.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 310.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,0.17 to 314.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 319,0.42 center font ',7' tc rgb '#37474f'
set arrow from 314.6,0.17 to 323.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 323.6,0.17 to 324.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,1.17 to 0.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,1.17 to 2.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 9.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_fetch_add_64_relaxed.constprop.0" at 27.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 38.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 48,1.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,1.17 to 57.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,1.17 to 58.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,1.17 to 60.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_unlock_usercnt" at 83,1.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,1.17 to 105.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 117.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,1.17 to 129.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_load_64_relaxed" at 144.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 129.6,1.17 to 159.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 170.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 159.6,1.17 to 181.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 186,1.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,1.17 to 190.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,1.17 to 192.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 202,1.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,1.17 to 211.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 214.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,1.17 to 217.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 222,1.28 center font ',7' tc rgb '#37474f'
set arrow from 217.6,1.17 to 226.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 229,1.42 center font ',7' tc rgb '#37474f'
set arrow from 226.6,1.17 to 231.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 233,1.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,1.17 to 234.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 234.6,1.17 to 236.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 248.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 236.6,1.17 to 260.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 263,1.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,1.17 to 265.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 269,1.42 center font ',7' tc rgb '#37474f'
set arrow from 265.6,1.17 to 272.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 275,1.28 center font ',7' tc rgb '#37474f'
set arrow from 272.6,1.17 to 277.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 277.6,1.17 to 279.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 279.6,1.17 to 281.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_dec_grefs" at 287.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 281.6,1.17 to 293.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 300,1.28 center font ',7' tc rgb '#37474f'
set arrow from 293.6,1.17 to 306.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_load_64_relaxed" at 321.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 306.6,1.17 to 336.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 342,1.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,1.17 to 347.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 347.6,1.17 to 349.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 349.6,1.17 to 351.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_confirm_wakeup" at 358,1.42 center font ',7' tc rgb '#37474f'
set arrow from 351.6,1.17 to 364.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 370,1.28 center font ',7' tc rgb '#37474f'
set arrow from 364.6,1.17 to 375.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_cond_lock" at 377,1.42 center font ',7' tc rgb '#37474f'
set arrow from 375.6,1.17 to 378.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 378.6,1.17 to 380.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_cond_lock" at 403,1.28 center font ',7' tc rgb '#37474f'
set arrow from 380.6,1.17 to 425.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 425.6,1.17 to 426.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 13,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 26.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_unlock_usercnt" at 44.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,2.17 to 62.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 79,2.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,2.17 to 95.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 98.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,2.17 to 101.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,2.17 to 102.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 108,2.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,2.17 to 113.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 119.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 113.6,2.17 to 125.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 131.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 125.6,2.17 to 137.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 139,2.42 center font ',7' tc rgb '#37474f'
set arrow from 137.6,2.17 to 140.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 143,2.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,2.17 to 145.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 147.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,2.17 to 149.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_dec_grefs" at 153,2.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,2.17 to 156.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 165,2.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,2.17 to 173.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__condvar_confirm_wakeup" at 177,2.28 center font ',7' tc rgb '#37474f'
set arrow from 173.6,2.17 to 180.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_cond_wait" at 186.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,2.17 to 192.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_mutex_cond_lock" at 212,2.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,2.17 to 231.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 231.6,2.17 to 232.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 0.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 10.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,3.17 to 18.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_fetch_add_relaxed" at 29.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,3.17 to 40.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 50,3.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,3.17 to 59.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,3.17 to 61.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 87.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 111.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 123,3.28 center font ',7' tc rgb '#37474f'
set arrow from 111.6,3.17 to 134.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 150.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 134.6,3.17 to 166.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 180.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,3.17 to 194.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 199,3.42 center font ',7' tc rgb '#37474f'
set arrow from 194.6,3.17 to 203.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 206.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 203.6,3.17 to 209.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 215,3.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,3.17 to 220.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 223,3.28 center font ',7' tc rgb '#37474f'
set arrow from 220.6,3.17 to 225.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 225.6,3.17 to 227.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 242.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 227.6,3.17 to 257.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 269,3.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,3.17 to 280.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 285.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,3.17 to 290.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 294,3.28 center font ',7' tc rgb '#37474f'
set arrow from 290.6,3.17 to 297.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 302,3.42 center font ',7' tc rgb '#37474f'
set arrow from 297.6,3.17 to 306.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 308.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,3.17 to 310.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 312.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,3.17 to 314.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 316,3.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,3.17 to 317.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 317.6,3.17 to 319.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 331,3.42 center font ',7' tc rgb '#37474f'
set arrow from 319.6,3.17 to 342.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 353,3.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,3.17 to 363.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 366.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,3.17 to 369.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 373,3.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,3.17 to 376.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 381.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 376.6,3.17 to 386.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 386.6,3.17 to 388.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 388.6,3.17 to 390.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_dec_grefs" at 396.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 390.6,3.17 to 402.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 408.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 402.6,3.17 to 414.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 430.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 414.6,3.17 to 446.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 453,3.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,3.17 to 459.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,3.17 to 461.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 461.6,3.17 to 463.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 470,3.28 center font ',7' tc rgb '#37474f'
set arrow from 463.6,3.17 to 476.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 478,3.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,3.17 to 479.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 481,3.28 center font ',7' tc rgb '#37474f'
set arrow from 479.6,3.17 to 482.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 482.6,3.17 to 484.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 505,3.42 center font ',7' tc rgb '#37474f'
set arrow from 484.6,3.17 to 525.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 531.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 525.6,3.17 to 537.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 537.6,3.17 to 538.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,4.17 to 0.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,4.17 to 2.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 10.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,4.17 to 18.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x1211d0]" at 29.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,4.17 to 40.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 50,4.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,4.17 to 59.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,4.17 to 63.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8d180]" at 87.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,4.17 to 111.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 123,4.28 center font ',7' tc rgb '#37474f'
set arrow from 111.6,4.17 to 134.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x121220]" at 150.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 134.6,4.17 to 166.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 180.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 166.6,4.17 to 194.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 199,4.42 center font ',7' tc rgb '#37474f'
set arrow from 194.6,4.17 to 203.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 206.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 203.6,4.17 to 209.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 215,4.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,4.17 to 220.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 223,4.28 center font ',7' tc rgb '#37474f'
set arrow from 220.6,4.17 to 225.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 225.6,4.17 to 227.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 242.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 227.6,4.17 to 257.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 269,4.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,4.17 to 280.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 285.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,4.17 to 290.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 294,4.28 center font ',7' tc rgb '#37474f'
set arrow from 290.6,4.17 to 297.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 302,4.42 center font ',7' tc rgb '#37474f'
set arrow from 297.6,4.17 to 306.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 308.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,4.17 to 310.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 312.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,4.17 to 314.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 316,4.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,4.17 to 317.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 317.6,4.17 to 319.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 331,4.42 center font ',7' tc rgb '#37474f'
set arrow from 319.6,4.17 to 342.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 353,4.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,4.17 to 363.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 366.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,4.17 to 369.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 373,4.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,4.17 to 376.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 381.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 376.6,4.17 to 386.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 386.6,4.17 to 388.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 388.6,4.17 to 390.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x86f90]" at 396.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 390.6,4.17 to 402.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 408.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 402.6,4.17 to 414.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x121220]" at 430.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 414.6,4.17 to 446.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 453,4.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,4.17 to 459.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,4.17 to 461.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 461.6,4.17 to 463.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x86ff0]" at 470,4.28 center font ',7' tc rgb '#37474f'
set arrow from 463.6,4.17 to 476.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 478,4.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,4.17 to 479.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8ab40]" at 481,4.28 center font ',7' tc rgb '#37474f'
set arrow from 479.6,4.17 to 482.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 482.6,4.17 to 484.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8ab40]" at 505,4.42 center font ',7' tc rgb '#37474f'
set arrow from 484.6,4.17 to 525.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 531.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 525.6,4.17 to 537.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 537.6,4.17 to 538.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 12.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 25.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 46,5.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,5.17 to 66.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 85.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,5.17 to 104.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 107.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,5.17 to 110.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 113.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,5.17 to 116.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,5.17 to 118.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 129.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,5.17 to 140.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 149,5.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,5.17 to 157.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 163.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,5.17 to 169.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 176.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,5.17 to 183.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 191,5.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,5.17 to 198.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 200.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 198.6,5.17 to 202.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 205,5.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,5.17 to 207.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 212,5.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,5.17 to 216.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_dec_grefs" at 220,5.42 center font ',7' tc rgb '#37474f'
set arrow from 216.6,5.17 to 223.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 233.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 223.6,5.17 to 243.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 247,5.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,5.17 to 250.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 250.6,5.17 to 252.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 272,5.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,5.17 to 291.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 298,5.42 center font ',7' tc rgb '#37474f'
set arrow from 291.6,5.17 to 304.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,5.17 to 305.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 12.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 25.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 46,6.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,6.17 to 66.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 85.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,6.17 to 104.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 107.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,6.17 to 110.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 113.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,6.17 to 116.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,6.17 to 118.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 129.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,6.17 to 140.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 149,6.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,6.17 to 157.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 163.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,6.17 to 169.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 176.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,6.17 to 183.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 191,6.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,6.17 to 198.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 200.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 198.6,6.17 to 202.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 205,6.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,6.17 to 207.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 212,6.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,6.17 to 216.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_dec_grefs" at 220,6.42 center font ',7' tc rgb '#37474f'
set arrow from 216.6,6.17 to 223.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 233.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 223.6,6.17 to 243.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 247,6.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,6.17 to 250.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 250.6,6.17 to 252.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 272,6.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,6.17 to 291.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 298,6.42 center font ',7' tc rgb '#37474f'
set arrow from 291.6,6.17 to 304.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,6.17 to 305.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,7.17 to 0.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,7.17 to 2.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 9.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,7.17 to 16.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_fetch_add_relaxed" at 27.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,7.17 to 38.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 48,7.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,7.17 to 61.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 85.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,7.17 to 109.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 115,7.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,7.17 to 120.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 132.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,7.17 to 144.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 158.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 144.6,7.17 to 172.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 177,7.42 center font ',7' tc rgb '#37474f'
set arrow from 172.6,7.17 to 181.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 185,7.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,7.17 to 188.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 194,7.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,7.17 to 199.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 202,7.28 center font ',7' tc rgb '#37474f'
set arrow from 199.6,7.17 to 204.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 204.6,7.17 to 206.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 222,7.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,7.17 to 237.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 250,7.28 center font ',7' tc rgb '#37474f'
set arrow from 237.6,7.17 to 262.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 264.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,7.17 to 266.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 266.6,7.17 to 267.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 272.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,7.17 to 277.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 277.6,7.17 to 278.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 280.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 278.6,7.17 to 282.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 288.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 282.6,7.17 to 294.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 304.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 294.6,7.17 to 314.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 317.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,7.17 to 320.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 324,7.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,7.17 to 327.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 332,7.28 center font ',7' tc rgb '#37474f'
set arrow from 327.6,7.17 to 336.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 348.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 336.6,7.17 to 360.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 369,7.28 center font ',7' tc rgb '#37474f'
set arrow from 360.6,7.17 to 377.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 377.6,7.17 to 379.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 379.6,7.17 to 381.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 388,7.42 center font ',7' tc rgb '#37474f'
set arrow from 381.6,7.17 to 394.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 396,7.28 center font ',7' tc rgb '#37474f'
set arrow from 394.6,7.17 to 397.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 399,7.42 center font ',7' tc rgb '#37474f'
set arrow from 397.6,7.17 to 400.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 400.6,7.17 to 402.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 423,7.28 center font ',7' tc rgb '#37474f'
set arrow from 402.6,7.17 to 443.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 450.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 443.6,7.17 to 457.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 457.6,7.17 to 458.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 11.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 23.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 44,8.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,8.17 to 64.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 77.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 93.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,8.17 to 96.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 100.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,8.17 to 104.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 104.6,8.17 to 106.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 116.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 106.6,8.17 to 126.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 136.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 126.6,8.17 to 146.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 153,8.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,8.17 to 159.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 159.6,8.17 to 160.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 164,8.28 center font ',7' tc rgb '#37474f'
set arrow from 160.6,8.17 to 167.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 174.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 167.6,8.17 to 181.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 183.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,8.17 to 185.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 188,8.42 center font ',7' tc rgb '#37474f'
set arrow from 185.6,8.17 to 190.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 200.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,8.17 to 210.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 214,8.42 center font ',7' tc rgb '#37474f'
set arrow from 210.6,8.17 to 217.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 217.6,8.17 to 219.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 239,8.28 center font ',7' tc rgb '#37474f'
set arrow from 219.6,8.17 to 258.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 265.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,8.17 to 272.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 272.6,8.17 to 273.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,9.17 to 0.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,9.17 to 2.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 10,9.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,9.17 to 17.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_fetch_add_relaxed" at 28.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,9.17 to 39.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 49,9.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 83,9.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,9.17 to 103.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 109,9.28 center font ',7' tc rgb '#37474f'
set arrow from 103.6,9.17 to 114.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 126.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,9.17 to 138.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 152,9.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,9.17 to 165.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 170,9.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,9.17 to 174.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 178,9.28 center font ',7' tc rgb '#37474f'
set arrow from 174.6,9.17 to 181.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 187,9.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,9.17 to 192.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 195,9.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,9.17 to 197.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 197.6,9.17 to 199.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 214,9.42 center font ',7' tc rgb '#37474f'
set arrow from 199.6,9.17 to 228.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 240.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 228.6,9.17 to 252.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 254.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,9.17 to 256.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 256.6,9.17 to 257.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 262.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,9.17 to 267.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 267.6,9.17 to 268.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 270.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,9.17 to 272.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 278,9.28 center font ',7' tc rgb '#37474f'
set arrow from 272.6,9.17 to 283.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 293.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,9.17 to 303.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 306.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 303.6,9.17 to 309.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 313,9.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,9.17 to 316.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 321,9.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,9.17 to 325.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__atomic_wide_counter_load_relaxed" at 337.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 325.6,9.17 to 349.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 357.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 349.6,9.17 to 365.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 372,9.42 center font ',7' tc rgb '#37474f'
set arrow from 365.6,9.17 to 378.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 380,9.28 center font ',7' tc rgb '#37474f'
set arrow from 378.6,9.17 to 381.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 400.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 381.6,9.17 to 419.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 426.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 419.6,9.17 to 433.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 433.6,9.17 to 434.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 12,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 24.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 42,10.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,10.17 to 59.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 72.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 88.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,10.17 to 91.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 95.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,10.17 to 99.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,10.17 to 101.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 111.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 101.6,10.17 to 121.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 132.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,10.17 to 143.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 150,10.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,10.17 to 156.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 156.6,10.17 to 157.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 161.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 157.6,10.17 to 165.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 172.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,10.17 to 179.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 181.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 179.6,10.17 to 183.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 186,10.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,10.17 to 188.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 198.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,10.17 to 208.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__condvar_confirm_wakeup" at 212,10.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,10.17 to 215.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,10.17 to 217.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 232,10.28 center font ',7' tc rgb '#37474f'
set arrow from 217.6,10.17 to 246.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait@@GLIBC_2.3.2" at 253.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 246.6,10.17 to 260.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 260.6,10.17 to 261.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,11.17 to 3.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,11.17 to 10.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,11.17 to 12.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 29.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,11.17 to 46.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,11.17 to 47.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 49,11.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,11.17 to 50.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,11.17 to 52.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 56.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,11.17 to 60.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 79,11.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,11.17 to 97.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 132.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,11.17 to 167.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 170.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,11.17 to 173.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 181,11.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,11.17 to 188.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 195,11.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,11.17 to 201.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 203,11.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,11.17 to 204.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 204.6,11.17 to 206.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 218.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 206.6,11.17 to 230.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 230.6,11.17 to 231.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 234.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 231.6,11.17 to 237.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 237.6,11.17 to 239.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 249.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 239.6,11.17 to 259.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 270,11.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,11.17 to 280.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 285,11.28 center font ',7' tc rgb '#37474f'
set arrow from 280.6,11.17 to 289.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 300.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 289.6,11.17 to 311.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 324,11.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,11.17 to 336.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 341,11.42 center font ',7' tc rgb '#37474f'
set arrow from 336.6,11.17 to 345.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 353.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 345.6,11.17 to 361.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 364,11.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,11.17 to 366.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ddd0]" at 391.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,11.17 to 416.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 422.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 416.6,11.17 to 428.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 430,11.28 center font ',7' tc rgb '#37474f'
set arrow from 428.6,11.17 to 431.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 444.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 431.6,11.17 to 457.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 464,11.28 center font ',7' tc rgb '#37474f'
set arrow from 457.6,11.17 to 470.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 476.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 470.6,11.17 to 482.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 484,11.28 center font ',7' tc rgb '#37474f'
set arrow from 482.6,11.17 to 485.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 485.6,11.17 to 486.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 16,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 30.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,12.17 to 32.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 35,12.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,12.17 to 37.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 54.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,12.17 to 71.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 105.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,12.17 to 139.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 141,12.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,12.17 to 142.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 148,12.42 center font ',7' tc rgb '#37474f'
set arrow from 142.6,12.17 to 153.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 157.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,12.17 to 161.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 175.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 161.6,12.17 to 189.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 189.6,12.17 to 190.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 203.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,12.17 to 216.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 223.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 216.6,12.17 to 230.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 235.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,12.17 to 240.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 251.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 240.6,12.17 to 262.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 273.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 262.6,12.17 to 284.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 287,12.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,12.17 to 289.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 298,12.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,12.17 to 306.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 308.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 306.6,12.17 to 310.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6d2c0]" at 331,12.28 center font ',7' tc rgb '#37474f'
set arrow from 310.6,12.17 to 351.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 357.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 351.6,12.17 to 363.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 374,12.28 center font ',7' tc rgb '#37474f'
set arrow from 363.6,12.17 to 384.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 389,12.42 center font ',7' tc rgb '#37474f'
set arrow from 384.6,12.17 to 393.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 400,12.28 center font ',7' tc rgb '#37474f'
set arrow from 393.6,12.17 to 406.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 406.6,12.17 to 407.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,13.17 to 3.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,13.17 to 9.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,13.17 to 10.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,13.17 to 12.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 30,13.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,13.17 to 47.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,13.17 to 48.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 50,13.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,13.17 to 51.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,13.17 to 53.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 57.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,13.17 to 61.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 80,13.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,13.17 to 98.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 133.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,13.17 to 168.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 171.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 168.6,13.17 to 174.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 182,13.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,13.17 to 189.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 196,13.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,13.17 to 202.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 204,13.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,13.17 to 205.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 205.6,13.17 to 207.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 220.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,13.17 to 233.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,13.17 to 234.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 237.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,13.17 to 240.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,13.17 to 242.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 252.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,13.17 to 262.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 273,13.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,13.17 to 283.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 288,13.28 center font ',7' tc rgb '#37474f'
set arrow from 283.6,13.17 to 292.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 303.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,13.17 to 314.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 327,13.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,13.17 to 339.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 344,13.42 center font ',7' tc rgb '#37474f'
set arrow from 339.6,13.17 to 348.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 356.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 348.6,13.17 to 364.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 367,13.42 center font ',7' tc rgb '#37474f'
set arrow from 364.6,13.17 to 369.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b810]" at 394.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,13.17 to 419.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 425.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 419.6,13.17 to 431.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 433,13.28 center font ',7' tc rgb '#37474f'
set arrow from 431.6,13.17 to 434.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 447.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 434.6,13.17 to 460.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 467,13.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,13.17 to 473.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 479.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 473.6,13.17 to 485.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 487,13.28 center font ',7' tc rgb '#37474f'
set arrow from 485.6,13.17 to 488.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 488.6,13.17 to 489.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,14.17 to 3.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,14.17 to 10.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,14.17 to 12.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 30,14.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,14.17 to 47.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,14.17 to 48.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 50,14.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,14.17 to 51.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,14.17 to 53.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 57.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,14.17 to 61.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 80,14.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,14.17 to 98.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 133.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,14.17 to 168.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 171.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 168.6,14.17 to 174.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 182,14.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,14.17 to 189.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 196,14.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,14.17 to 202.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 204,14.42 center font ',7' tc rgb '#37474f'
set arrow from 202.6,14.17 to 205.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 205.6,14.17 to 207.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 220.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,14.17 to 233.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,14.17 to 234.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 237.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,14.17 to 240.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,14.17 to 242.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 252.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,14.17 to 262.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 273,14.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,14.17 to 283.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 288,14.28 center font ',7' tc rgb '#37474f'
set arrow from 283.6,14.17 to 292.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 303.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,14.17 to 314.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 327,14.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,14.17 to 339.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 344,14.42 center font ',7' tc rgb '#37474f'
set arrow from 339.6,14.17 to 348.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 356.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 348.6,14.17 to 364.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 367,14.42 center font ',7' tc rgb '#37474f'
set arrow from 364.6,14.17 to 369.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6b810]" at 394.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,14.17 to 419.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 425.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 419.6,14.17 to 431.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 433,14.28 center font ',7' tc rgb '#37474f'
set arrow from 431.6,14.17 to 434.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 447.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 434.6,14.17 to 460.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 467,14.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,14.17 to 473.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 479.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 473.6,14.17 to 485.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 487,14.28 center font ',7' tc rgb '#37474f'
set arrow from 485.6,14.17 to 488.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 488.6,14.17 to 489.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 16,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 30.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,15.17 to 32.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 35,15.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,15.17 to 37.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 54.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 106,15.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,15.17 to 140.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 142,15.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,15.17 to 143.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 149,15.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,15.17 to 154.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 158.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,15.17 to 162.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 177,15.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,15.17 to 191.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,15.17 to 192.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 205.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,15.17 to 218.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 225.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,15.17 to 232.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 237.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,15.17 to 242.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 254,15.42 center font ',7' tc rgb '#37474f'
set arrow from 242.6,15.17 to 265.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 276.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,15.17 to 287.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 290,15.42 center font ',7' tc rgb '#37474f'
set arrow from 287.6,15.17 to 292.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 301,15.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,15.17 to 309.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 311.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,15.17 to 313.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ae60]" at 334,15.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,15.17 to 354.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 360.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 354.6,15.17 to 366.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 377,15.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,15.17 to 387.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 392,15.42 center font ',7' tc rgb '#37474f'
set arrow from 387.6,15.17 to 396.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 403,15.28 center font ',7' tc rgb '#37474f'
set arrow from 396.6,15.17 to 409.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,15.17 to 410.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 16,16.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,16.17 to 30.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,16.17 to 32.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 35,16.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,16.17 to 37.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 54.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,16.17 to 71.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 106,16.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,16.17 to 140.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 142,16.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,16.17 to 143.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 149,16.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,16.17 to 154.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 158.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,16.17 to 162.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 177,16.42 center font ',7' tc rgb '#37474f'
set arrow from 162.6,16.17 to 191.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,16.17 to 192.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 205.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,16.17 to 218.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 225.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,16.17 to 232.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 237.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 232.6,16.17 to 242.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 254,16.42 center font ',7' tc rgb '#37474f'
set arrow from 242.6,16.17 to 265.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 276.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,16.17 to 287.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 290,16.42 center font ',7' tc rgb '#37474f'
set arrow from 287.6,16.17 to 292.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 301,16.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,16.17 to 309.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 311.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,16.17 to 313.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x6ae60]" at 334,16.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,16.17 to 354.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 360.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 354.6,16.17 to 366.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 377,16.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,16.17 to 387.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 392,16.42 center font ',7' tc rgb '#37474f'
set arrow from 387.6,16.17 to 396.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 403,16.28 center font ',7' tc rgb '#37474f'
set arrow from 396.6,16.17 to 409.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,16.17 to 410.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,17.17 to 1.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,17.17 to 3.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,17.17 to 9.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,17.17 to 10.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,17.17 to 12.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 29,17.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,17.17 to 45.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,17.17 to 48.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,17.17 to 50.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 53,17.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,17.17 to 55.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 73.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,17.17 to 91.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 123.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,17.17 to 155.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 158.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 155.6,17.17 to 161.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 169,17.28 center font ',7' tc rgb '#37474f'
set arrow from 161.6,17.17 to 176.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 182,17.42 center font ',7' tc rgb '#37474f'
set arrow from 176.6,17.17 to 187.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 187.6,17.17 to 188.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 188.6,17.17 to 190.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 204,17.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,17.17 to 217.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 217.6,17.17 to 218.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 221.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,17.17 to 224.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 224.6,17.17 to 226.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 236.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,17.17 to 246.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 257,17.42 center font ',7' tc rgb '#37474f'
set arrow from 246.6,17.17 to 267.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 272,17.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,17.17 to 276.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 287,17.42 center font ',7' tc rgb '#37474f'
set arrow from 276.6,17.17 to 297.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 310,17.28 center font ',7' tc rgb '#37474f'
set arrow from 297.6,17.17 to 322.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 327,17.42 center font ',7' tc rgb '#37474f'
set arrow from 322.6,17.17 to 331.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 340,17.28 center font ',7' tc rgb '#37474f'
set arrow from 331.6,17.17 to 348.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 351,17.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,17.17 to 353.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77d30]" at 379.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 353.6,17.17 to 405.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 411.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 405.6,17.17 to 417.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 419,17.28 center font ',7' tc rgb '#37474f'
set arrow from 417.6,17.17 to 420.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 435,17.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,17.17 to 449.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 456,17.28 center font ',7' tc rgb '#37474f'
set arrow from 449.6,17.17 to 462.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 468.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 462.6,17.17 to 474.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 476,17.28 center font ',7' tc rgb '#37474f'
set arrow from 474.6,17.17 to 477.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 477.6,17.17 to 478.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 17,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 31.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 33,18.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,18.17 to 34.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 37.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,18.17 to 40.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 55,18.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,18.17 to 69.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 101.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,18.17 to 133.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 135,18.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,18.17 to 136.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 142.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 136.6,18.17 to 148.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 152.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 148.6,18.17 to 156.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 170.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,18.17 to 184.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 184.6,18.17 to 186.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 199.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 186.6,18.17 to 212.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 219.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 212.6,18.17 to 226.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 230.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,18.17 to 234.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 246,18.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,18.17 to 257.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 268.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,18.17 to 279.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 282.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 279.6,18.17 to 285.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 294,18.28 center font ',7' tc rgb '#37474f'
set arrow from 285.6,18.17 to 302.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 305,18.42 center font ',7' tc rgb '#37474f'
set arrow from 302.6,18.17 to 307.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79310]" at 328.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 307.6,18.17 to 349.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 355.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 349.6,18.17 to 361.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 372.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 361.6,18.17 to 383.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 388.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 383.6,18.17 to 393.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 400,18.28 center font ',7' tc rgb '#37474f'
set arrow from 393.6,18.17 to 406.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 406.6,18.17 to 407.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,19.17 to 1.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,19.17 to 3.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 6.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,19.17 to 9.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,19.17 to 10.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,19.17 to 12.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 29,19.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,19.17 to 45.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,19.17 to 46.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 48,19.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,19.17 to 49.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,19.17 to 51.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 55.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 77,19.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 94.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 124,19.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,19.17 to 153.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 156.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,19.17 to 159.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 167.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,19.17 to 175.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 180.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 175.6,19.17 to 185.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 185.6,19.17 to 186.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,19.17 to 188.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 202,19.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,19.17 to 215.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 215.6,19.17 to 216.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 218,19.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,19.17 to 219.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 219.6,19.17 to 221.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 231.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 221.6,19.17 to 241.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 252,19.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,19.17 to 262.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 266,19.42 center font ',7' tc rgb '#37474f'
set arrow from 262.6,19.17 to 269.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 280,19.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,19.17 to 290.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 302,19.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,19.17 to 313.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 318,19.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,19.17 to 322.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 330.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 322.6,19.17 to 338.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 341,19.28 center font ',7' tc rgb '#37474f'
set arrow from 338.6,19.17 to 343.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7b8b0]" at 368.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,19.17 to 393.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_timedlock_time64" at 399.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 393.6,19.17 to 405.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 407,19.42 center font ',7' tc rgb '#37474f'
set arrow from 405.6,19.17 to 408.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 422.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 408.6,19.17 to 436.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 443,19.42 center font ',7' tc rgb '#37474f'
set arrow from 436.6,19.17 to 449.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_timedwait_time64" at 455.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 449.6,19.17 to 461.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 463,19.42 center font ',7' tc rgb '#37474f'
set arrow from 461.6,19.17 to 464.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 464.6,19.17 to 465.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_wait" at 1,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 17,20.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 31.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 33,20.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,20.17 to 34.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 37.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,20.17 to 40.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 55,20.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,20.17 to 69.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_unlock" at 97.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,20.17 to 125.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 127,20.28 center font ',7' tc rgb '#37474f'
set arrow from 125.6,20.17 to 128.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 134.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 128.6,20.17 to 140.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 144.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,20.17 to 148.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 161,20.42 center font ',7' tc rgb '#37474f'
set arrow from 148.6,20.17 to 173.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 173.6,20.17 to 175.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 188.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 175.6,20.17 to 201.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 208.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 201.6,20.17 to 215.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 219.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 215.6,20.17 to 223.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 233,20.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,20.17 to 242.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 253,20.28 center font ',7' tc rgb '#37474f'
set arrow from 242.6,20.17 to 263.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_lock" at 266.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,20.17 to 269.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 277,20.28 center font ',7' tc rgb '#37474f'
set arrow from 269.6,20.17 to 284.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_trylock" at 287,20.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,20.17 to 289.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e950]" at 310.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,20.17 to 331.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_mutex_timedlock" at 336.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 331.6,20.17 to 341.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 351,20.28 center font ',7' tc rgb '#37474f'
set arrow from 341.6,20.17 to 360.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 365.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 360.6,20.17 to 370.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_cond_timedwait" at 377,20.28 center font ',7' tc rgb '#37474f'
set arrow from 370.6,20.17 to 383.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 383.6,20.17 to 384.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 10,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_unlock_usercnt" at 35,21.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,21.17 to 49.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 57.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,21.17 to 65.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 68.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,21.17 to 71.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 76,21.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,21.17 to 80.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 86,21.42 center font ',7' tc rgb '#37474f'
set arrow from 80.6,21.17 to 91.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 96.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,21.17 to 101.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 107.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 101.6,21.17 to 113.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 127,21.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,21.17 to 140.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 143,21.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,21.17 to 145.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 145.6,21.17 to 147.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_mutex_cond_lock" at 160.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,21.17 to 173.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_cond_wait" at 178.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,21.17 to 183.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 183.6,21.17 to 184.4,21.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_cond_wait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#c0ca33" title "mutex", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup"
unset output
