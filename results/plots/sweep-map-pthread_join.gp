# sweep-map-pthread_join: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-pthread_join.gp
set terminal svg size 1300,1136 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-pthread_join.svg"
set title 'Sweep of pthread_join(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20) font ',9'
set yrange [-0.6:20.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "pthread_join" at 5.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 14,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 20,0.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 28.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 35,0.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_find" at 42.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 53.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 60.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 62.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 67,0.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,0.17 to 71.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_find" at 73.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,0.17 to 75.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 79.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,0.17 to 83.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 85.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 90,0.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,0.17 to 92.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 94,0.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,0.17 to 95.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 100,0.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_join_cleanup" at 106.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 108.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_send_manager" at 113.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 108.6,0.17 to 118.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_once" at 120,0.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,0.17 to 121.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 123.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,0.17 to 125.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_once" at 128,0.42 center font ',7' tc rgb '#37474f'
set arrow from 125.6,0.17 to 130.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_send_manager" at 132.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 130.6,0.17 to 134.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 134.6,0.17 to 136.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 136.6,0.17 to 137.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 137.6,0.17 to 138.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,0.17 to 140.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,0.17 to 141.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 141.6,0.17 to 142.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,0.17 to 143.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_send_manager" at 148.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,0.17 to 153.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_join_cleanup" at 156,0.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,0.17 to 158.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 161,0.42 center font ',7' tc rgb '#37474f'
set arrow from 158.6,0.17 to 163.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 167.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 163.6,0.17 to 171.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 171.6,0.17 to 173.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 177.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,0.17 to 181.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 186.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,0.17 to 191.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,0.17 to 192.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_join" at 3,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 6.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,1.17 to 7.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,1.17 to 9.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 31,1.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,1.17 to 52.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 57,1.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 67,1.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,1.17 to 72.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 82,1.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,1.17 to 91.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 94,1.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,1.17 to 96.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 101,1.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,1.17 to 105.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 107,1.42 center font ',7' tc rgb '#37474f'
set arrow from 105.6,1.17 to 108.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 110,1.28 center font ',7' tc rgb '#37474f'
set arrow from 108.6,1.17 to 111.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,1.17 to 113.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 125.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 113.6,1.17 to 137.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 142,1.28 center font ',7' tc rgb '#37474f'
set arrow from 137.6,1.17 to 146.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 150,1.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,1.17 to 153.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 159.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,1.17 to 165.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__free_tcb" at 167,1.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,1.17 to 168.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 168.6,1.17 to 170.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__free_tcb" at 178,1.28 center font ',7' tc rgb '#37474f'
set arrow from 170.6,1.17 to 185.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 188,1.42 center font ',7' tc rgb '#37474f'
set arrow from 185.6,1.17 to 190.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,1.17 to 192.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 201.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,1.17 to 210.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 210.6,1.17 to 211.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 214,1.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,1.17 to 216.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 216.6,1.17 to 218.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 226,1.28 center font ',7' tc rgb '#37474f'
set arrow from 218.6,1.17 to 233.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,1.17 to 234.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 234.6,1.17 to 236.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 236.6,1.17 to 238.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 245.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,1.17 to 252.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 256,1.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,1.17 to 259.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 259.6,1.17 to 260.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 260.6,1.17 to 262.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 262.6,1.17 to 264.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 271.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 264.6,1.17 to 278.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 282,1.28 center font ',7' tc rgb '#37474f'
set arrow from 278.6,1.17 to 285.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 285.6,1.17 to 286.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 286.6,1.17 to 288.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 288.6,1.17 to 290.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 297.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,1.17 to 304.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 308,1.28 center font ',7' tc rgb '#37474f'
set arrow from 304.6,1.17 to 311.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 311.6,1.17 to 312.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,1.17 to 314.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 314.6,1.17 to 316.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 323.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 316.6,1.17 to 330.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 334,1.28 center font ',7' tc rgb '#37474f'
set arrow from 330.6,1.17 to 337.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 337.6,1.17 to 338.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 338.6,1.17 to 340.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 340.6,1.17 to 342.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 349.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 342.6,1.17 to 356.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 360,1.28 center font ',7' tc rgb '#37474f'
set arrow from 356.6,1.17 to 363.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 363.6,1.17 to 364.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 364.6,1.17 to 366.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 366.6,1.17 to 368.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 375.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 368.6,1.17 to 382.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 386,1.28 center font ',7' tc rgb '#37474f'
set arrow from 382.6,1.17 to 389.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 389.6,1.17 to 390.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 390.6,1.17 to 392.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 392.6,1.17 to 394.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 401.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,1.17 to 408.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 412,1.28 center font ',7' tc rgb '#37474f'
set arrow from 408.6,1.17 to 415.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 415.6,1.17 to 416.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 416.6,1.17 to 418.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 418.6,1.17 to 420.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 427.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,1.17 to 434.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 438,1.28 center font ',7' tc rgb '#37474f'
set arrow from 434.6,1.17 to 441.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 441.6,1.17 to 442.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 442.6,1.17 to 444.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 444.6,1.17 to 446.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 453.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,1.17 to 460.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 464,1.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,1.17 to 467.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 467.6,1.17 to 468.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 468.6,1.17 to 470.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 470.6,1.17 to 472.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 479.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 472.6,1.17 to 486.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 490,1.28 center font ',7' tc rgb '#37474f'
set arrow from 486.6,1.17 to 493.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 493.6,1.17 to 494.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 494.6,1.17 to 496.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 496.6,1.17 to 498.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 505.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 498.6,1.17 to 512.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 516,1.28 center font ',7' tc rgb '#37474f'
set arrow from 512.6,1.17 to 519.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 519.6,1.17 to 520.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 520.6,1.17 to 522.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 522.6,1.17 to 524.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 531.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 524.6,1.17 to 538.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 542,1.28 center font ',7' tc rgb '#37474f'
set arrow from 538.6,1.17 to 545.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 545.6,1.17 to 546.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 546.6,1.17 to 548.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 548.6,1.17 to 550.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 557.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 550.6,1.17 to 564.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 568,1.28 center font ',7' tc rgb '#37474f'
set arrow from 564.6,1.17 to 571.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 571.6,1.17 to 572.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 572.6,1.17 to 574.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 574.6,1.17 to 576.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 583.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 576.6,1.17 to 590.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 594,1.28 center font ',7' tc rgb '#37474f'
set arrow from 590.6,1.17 to 597.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 597.6,1.17 to 598.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 598.6,1.17 to 600.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 600.6,1.17 to 602.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 609.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 602.6,1.17 to 616.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 620,1.28 center font ',7' tc rgb '#37474f'
set arrow from 616.6,1.17 to 623.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 623.6,1.17 to 624.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 624.6,1.17 to 626.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 626.6,1.17 to 628.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 635.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 628.6,1.17 to 642.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 647,1.28 center font ',7' tc rgb '#37474f'
set arrow from 642.6,1.17 to 651.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 651.6,1.17 to 652.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 652.6,1.17 to 654.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 654.6,1.17 to 656.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 670,1.42 center font ',7' tc rgb '#37474f'
set arrow from 656.6,1.17 to 683.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 686.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 683.6,1.17 to 689.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 689.6,1.17 to 691.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 720,1.42 center font ',7' tc rgb '#37474f'
set arrow from 691.6,1.17 to 748.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 753.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 748.6,1.17 to 758.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 764,1.42 center font ',7' tc rgb '#37474f'
set arrow from 758.6,1.17 to 769.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 775,1.28 center font ',7' tc rgb '#37474f'
set arrow from 769.6,1.17 to 780.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 780.6,1.17 to 782.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 782.6,1.17 to 783.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_join" at 1.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 22.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 41.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 44.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,2.17 to 47.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 51.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,2.17 to 55.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 61,2.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,2.17 to 66.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 71,2.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,2.17 to 75.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 81.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,2.17 to 87.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 90.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,2.17 to 93.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 96,2.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,2.17 to 98.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 103,2.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,2.17 to 107.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__free_tcb" at 113.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,2.17 to 119.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 128.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,2.17 to 137.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 137.6,2.17 to 138.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 147,2.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,2.17 to 155.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,2.17 to 156.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 161,2.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,2.17 to 165.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 169,2.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,2.17 to 172.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,2.17 to 173.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 178,2.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,2.17 to 182.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 186,2.28 center font ',7' tc rgb '#37474f'
set arrow from 182.6,2.17 to 189.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 189.6,2.17 to 190.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 195,2.42 center font ',7' tc rgb '#37474f'
set arrow from 190.6,2.17 to 199.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 203,2.28 center font ',7' tc rgb '#37474f'
set arrow from 199.6,2.17 to 206.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 206.6,2.17 to 207.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 212,2.42 center font ',7' tc rgb '#37474f'
set arrow from 207.6,2.17 to 216.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 220,2.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,2.17 to 223.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 223.6,2.17 to 224.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 229,2.42 center font ',7' tc rgb '#37474f'
set arrow from 224.6,2.17 to 233.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 237,2.28 center font ',7' tc rgb '#37474f'
set arrow from 233.6,2.17 to 240.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,2.17 to 241.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 246,2.42 center font ',7' tc rgb '#37474f'
set arrow from 241.6,2.17 to 250.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 254,2.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,2.17 to 257.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 257.6,2.17 to 258.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 263,2.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,2.17 to 267.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 271,2.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,2.17 to 274.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 274.6,2.17 to 275.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 280,2.42 center font ',7' tc rgb '#37474f'
set arrow from 275.6,2.17 to 284.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 288,2.28 center font ',7' tc rgb '#37474f'
set arrow from 284.6,2.17 to 291.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 291.6,2.17 to 292.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 297,2.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,2.17 to 301.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 305,2.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,2.17 to 308.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 308.6,2.17 to 309.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 314,2.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,2.17 to 318.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 322,2.28 center font ',7' tc rgb '#37474f'
set arrow from 318.6,2.17 to 325.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 325.6,2.17 to 326.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 331,2.42 center font ',7' tc rgb '#37474f'
set arrow from 326.6,2.17 to 335.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 339,2.28 center font ',7' tc rgb '#37474f'
set arrow from 335.6,2.17 to 342.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 342.6,2.17 to 343.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 348,2.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,2.17 to 352.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 356,2.28 center font ',7' tc rgb '#37474f'
set arrow from 352.6,2.17 to 359.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 359.6,2.17 to 360.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 365,2.42 center font ',7' tc rgb '#37474f'
set arrow from 360.6,2.17 to 369.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 373,2.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,2.17 to 376.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 376.6,2.17 to 377.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382,2.42 center font ',7' tc rgb '#37474f'
set arrow from 377.6,2.17 to 386.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 390,2.28 center font ',7' tc rgb '#37474f'
set arrow from 386.6,2.17 to 393.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 393.6,2.17 to 394.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 399,2.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,2.17 to 403.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 407,2.28 center font ',7' tc rgb '#37474f'
set arrow from 403.6,2.17 to 410.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 410.6,2.17 to 411.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 416,2.42 center font ',7' tc rgb '#37474f'
set arrow from 411.6,2.17 to 420.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 423.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 420.6,2.17 to 426.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 426.6,2.17 to 427.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 437.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 427.6,2.17 to 447.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 477,2.28 center font ',7' tc rgb '#37474f'
set arrow from 447.6,2.17 to 506.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 510.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 506.6,2.17 to 514.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 518,2.28 center font ',7' tc rgb '#37474f'
set arrow from 514.6,2.17 to 521.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 527.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 521.6,2.17 to 533.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 533.6,2.17 to 534.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@GLIBC_2.0" at 3,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 6.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,3.17 to 7.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,3.17 to 9.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 30.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,3.17 to 51.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 56,3.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,3.17 to 60.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 68.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,3.17 to 76.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 82,3.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,3.17 to 87.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 90,3.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,3.17 to 94.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 109.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,3.17 to 124.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 136,3.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,3.17 to 147.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 152.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,3.17 to 157.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 161,3.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,3.17 to 164.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 169,3.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,3.17 to 173.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 175.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,3.17 to 177.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 179.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 177.6,3.17 to 181.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 183,3.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,3.17 to 184.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 184.6,3.17 to 186.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 198,3.28 center font ',7' tc rgb '#37474f'
set arrow from 186.6,3.17 to 209.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 220,3.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,3.17 to 230.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 237,3.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,3.17 to 243.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 247,3.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,3.17 to 250.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 255.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,3.17 to 260.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 262,3.42 center font ',7' tc rgb '#37474f'
set arrow from 260.6,3.17 to 263.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 263.6,3.17 to 265.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 273,3.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,3.17 to 280.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 282.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,3.17 to 284.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 284.6,3.17 to 286.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 297,3.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,3.17 to 307.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 307.6,3.17 to 308.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,3.17 to 312.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,3.17 to 314.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 322.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,3.17 to 330.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 332.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 330.6,3.17 to 334.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 334.6,3.17 to 336.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 342.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,3.17 to 348.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 352,3.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,3.17 to 355.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 357.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 355.6,3.17 to 359.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 359.6,3.17 to 361.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 367.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,3.17 to 373.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 377,3.28 center font ',7' tc rgb '#37474f'
set arrow from 373.6,3.17 to 380.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 380.6,3.17 to 384.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 384.6,3.17 to 386.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 392.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 386.6,3.17 to 398.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 402,3.42 center font ',7' tc rgb '#37474f'
set arrow from 398.6,3.17 to 405.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 407.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 405.6,3.17 to 409.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,3.17 to 411.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 417.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 411.6,3.17 to 423.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 427,3.28 center font ',7' tc rgb '#37474f'
set arrow from 423.6,3.17 to 430.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 432.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 430.6,3.17 to 434.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 434.6,3.17 to 436.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 442.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 436.6,3.17 to 448.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 452,3.42 center font ',7' tc rgb '#37474f'
set arrow from 448.6,3.17 to 455.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 457.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 455.6,3.17 to 459.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,3.17 to 461.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 467.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 461.6,3.17 to 473.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 477,3.28 center font ',7' tc rgb '#37474f'
set arrow from 473.6,3.17 to 480.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 482.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 480.6,3.17 to 484.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 484.6,3.17 to 486.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 492.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 486.6,3.17 to 498.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 502,3.42 center font ',7' tc rgb '#37474f'
set arrow from 498.6,3.17 to 505.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 507.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 505.6,3.17 to 509.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 509.6,3.17 to 511.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 517.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 511.6,3.17 to 523.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 527,3.28 center font ',7' tc rgb '#37474f'
set arrow from 523.6,3.17 to 530.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 532.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 530.6,3.17 to 534.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 534.6,3.17 to 536.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 542.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 536.6,3.17 to 548.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 552,3.42 center font ',7' tc rgb '#37474f'
set arrow from 548.6,3.17 to 555.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 557.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 555.6,3.17 to 559.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 559.6,3.17 to 561.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 567.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 561.6,3.17 to 573.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 577,3.28 center font ',7' tc rgb '#37474f'
set arrow from 573.6,3.17 to 580.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 582.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 580.6,3.17 to 584.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 584.6,3.17 to 586.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 592.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 586.6,3.17 to 598.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 602,3.42 center font ',7' tc rgb '#37474f'
set arrow from 598.6,3.17 to 605.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 607.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 605.6,3.17 to 609.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 609.6,3.17 to 611.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 617.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 611.6,3.17 to 623.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 627,3.28 center font ',7' tc rgb '#37474f'
set arrow from 623.6,3.17 to 630.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 632.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 630.6,3.17 to 634.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 634.6,3.17 to 636.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 642.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 636.6,3.17 to 648.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 652,3.42 center font ',7' tc rgb '#37474f'
set arrow from 648.6,3.17 to 655.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 657.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 655.6,3.17 to 659.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 659.6,3.17 to 661.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 667.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 661.6,3.17 to 673.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 677,3.28 center font ',7' tc rgb '#37474f'
set arrow from 673.6,3.17 to 680.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 682.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 680.6,3.17 to 684.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 684.6,3.17 to 686.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 692.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 686.6,3.17 to 698.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 702,3.42 center font ',7' tc rgb '#37474f'
set arrow from 698.6,3.17 to 705.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 707.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 705.6,3.17 to 709.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 709.6,3.17 to 711.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 717.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 711.6,3.17 to 723.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 728,3.28 center font ',7' tc rgb '#37474f'
set arrow from 723.6,3.17 to 732.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 734.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 732.6,3.17 to 736.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 736.6,3.17 to 738.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 750,3.28 center font ',7' tc rgb '#37474f'
set arrow from 738.6,3.17 to 761.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 763.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 761.6,3.17 to 765.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 765.6,3.17 to 767.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 801,3.28 center font ',7' tc rgb '#37474f'
set arrow from 767.6,3.17 to 834.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 838,3.42 center font ',7' tc rgb '#37474f'
set arrow from 834.6,3.17 to 841.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 846,3.28 center font ',7' tc rgb '#37474f'
set arrow from 841.6,3.17 to 850.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 855.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 850.6,3.17 to 860.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 866.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 860.6,3.17 to 872.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 872.6,3.17 to 874.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 874.6,3.17 to 875.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 3,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 6.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,4.17 to 7.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,4.17 to 9.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 30.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 56,4.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,4.17 to 60.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 68.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,4.17 to 76.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 82,4.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,4.17 to 87.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 90,4.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,4.17 to 92.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,4.17 to 94.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 109.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,4.17 to 124.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 136,4.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,4.17 to 147.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 152.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,4.17 to 157.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 161,4.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,4.17 to 164.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 169,4.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,4.17 to 173.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 175.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,4.17 to 177.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 179.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 177.6,4.17 to 181.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 183,4.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,4.17 to 184.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 184.6,4.17 to 186.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 198,4.28 center font ',7' tc rgb '#37474f'
set arrow from 186.6,4.17 to 209.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 220,4.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,4.17 to 230.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 237,4.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,4.17 to 243.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 247,4.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,4.17 to 250.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 255.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,4.17 to 260.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84f90]" at 262,4.42 center font ',7' tc rgb '#37474f'
set arrow from 260.6,4.17 to 263.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 263.6,4.17 to 265.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84f90]" at 273,4.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,4.17 to 280.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84cd0]" at 282.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,4.17 to 284.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 284.6,4.17 to 286.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84cd0]" at 297,4.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,4.17 to 307.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 307.6,4.17 to 308.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,4.17 to 312.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,4.17 to 314.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 322.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,4.17 to 330.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 332.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 330.6,4.17 to 334.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 334.6,4.17 to 336.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 342.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,4.17 to 348.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 352,4.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,4.17 to 355.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 357.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 355.6,4.17 to 359.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 359.6,4.17 to 361.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 367.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,4.17 to 373.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 377,4.28 center font ',7' tc rgb '#37474f'
set arrow from 373.6,4.17 to 380.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 382.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 380.6,4.17 to 384.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 384.6,4.17 to 386.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 392.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 386.6,4.17 to 398.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 402,4.42 center font ',7' tc rgb '#37474f'
set arrow from 398.6,4.17 to 405.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 407.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 405.6,4.17 to 409.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,4.17 to 411.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 417.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 411.6,4.17 to 423.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 427,4.28 center font ',7' tc rgb '#37474f'
set arrow from 423.6,4.17 to 430.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 432.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 430.6,4.17 to 434.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 434.6,4.17 to 436.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 442.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 436.6,4.17 to 448.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 452,4.42 center font ',7' tc rgb '#37474f'
set arrow from 448.6,4.17 to 455.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 457.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 455.6,4.17 to 459.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,4.17 to 461.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 467.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 461.6,4.17 to 473.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 477,4.28 center font ',7' tc rgb '#37474f'
set arrow from 473.6,4.17 to 480.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 482.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 480.6,4.17 to 484.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 484.6,4.17 to 486.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 492.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 486.6,4.17 to 498.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 502,4.42 center font ',7' tc rgb '#37474f'
set arrow from 498.6,4.17 to 505.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 507.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 505.6,4.17 to 509.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 509.6,4.17 to 511.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 517.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 511.6,4.17 to 523.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 527,4.28 center font ',7' tc rgb '#37474f'
set arrow from 523.6,4.17 to 530.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 532.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 530.6,4.17 to 534.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 534.6,4.17 to 536.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 542.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 536.6,4.17 to 548.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 552,4.42 center font ',7' tc rgb '#37474f'
set arrow from 548.6,4.17 to 555.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 557.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 555.6,4.17 to 559.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 559.6,4.17 to 561.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 567.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 561.6,4.17 to 573.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 577,4.28 center font ',7' tc rgb '#37474f'
set arrow from 573.6,4.17 to 580.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 582.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 580.6,4.17 to 584.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 584.6,4.17 to 586.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 592.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 586.6,4.17 to 598.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 602,4.42 center font ',7' tc rgb '#37474f'
set arrow from 598.6,4.17 to 605.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 607.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 605.6,4.17 to 609.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 609.6,4.17 to 611.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 617.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 611.6,4.17 to 623.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 627,4.28 center font ',7' tc rgb '#37474f'
set arrow from 623.6,4.17 to 630.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 632.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 630.6,4.17 to 634.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 634.6,4.17 to 636.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 642.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 636.6,4.17 to 648.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 652,4.42 center font ',7' tc rgb '#37474f'
set arrow from 648.6,4.17 to 655.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 657.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 655.6,4.17 to 659.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 659.6,4.17 to 661.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 667.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 661.6,4.17 to 673.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 677,4.28 center font ',7' tc rgb '#37474f'
set arrow from 673.6,4.17 to 680.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 682.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 680.6,4.17 to 684.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 684.6,4.17 to 686.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 692.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 686.6,4.17 to 698.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 702,4.42 center font ',7' tc rgb '#37474f'
set arrow from 698.6,4.17 to 705.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 707.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 705.6,4.17 to 709.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 709.6,4.17 to 711.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 717.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 711.6,4.17 to 723.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 728,4.28 center font ',7' tc rgb '#37474f'
set arrow from 723.6,4.17 to 732.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 734.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 732.6,4.17 to 736.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 736.6,4.17 to 738.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 750,4.28 center font ',7' tc rgb '#37474f'
set arrow from 738.6,4.17 to 761.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x96ff0]" at 763.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 761.6,4.17 to 765.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 765.6,4.17 to 767.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x96ff0]" at 791,4.28 center font ',7' tc rgb '#37474f'
set arrow from 767.6,4.17 to 814.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x97460]" at 820,4.42 center font ',7' tc rgb '#37474f'
set arrow from 814.6,4.17 to 825.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x97147]" at 830,4.28 center font ',7' tc rgb '#37474f'
set arrow from 825.6,4.17 to 834.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 838,4.42 center font ',7' tc rgb '#37474f'
set arrow from 834.6,4.17 to 841.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 846,4.28 center font ',7' tc rgb '#37474f'
set arrow from 841.6,4.17 to 850.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84cd0]" at 855.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 850.6,4.17 to 860.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 866.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 860.6,4.17 to 872.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 872.6,4.17 to 874.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 874.6,4.17 to 875.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 3.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 23,5.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,5.17 to 42.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 45.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,5.17 to 48.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 53,5.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,5.17 to 57.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,5.17 to 59.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 70.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,5.17 to 81.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,5.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,5.17 to 98.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,5.17 to 110.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 110.6,5.17 to 124.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,5.28 center font ',7' tc rgb '#37474f'
set arrow from 124.6,5.17 to 139.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 144.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 139.6,5.17 to 149.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 152,5.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,5.17 to 154.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 158.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,5.17 to 162.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 168.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 162.6,5.17 to 174.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 185,5.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,5.17 to 195.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 195.6,5.17 to 196.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 205,5.28 center font ',7' tc rgb '#37474f'
set arrow from 196.6,5.17 to 213.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 215,5.42 center font ',7' tc rgb '#37474f'
set arrow from 213.6,5.17 to 216.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 220,5.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,5.17 to 223.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 225,5.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,5.17 to 226.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 230,5.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,5.17 to 233.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 235,5.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,5.17 to 236.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 240,5.28 center font ',7' tc rgb '#37474f'
set arrow from 236.6,5.17 to 243.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 245,5.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,5.17 to 246.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 250,5.28 center font ',7' tc rgb '#37474f'
set arrow from 246.6,5.17 to 253.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 255,5.42 center font ',7' tc rgb '#37474f'
set arrow from 253.6,5.17 to 256.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 260,5.28 center font ',7' tc rgb '#37474f'
set arrow from 256.6,5.17 to 263.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 265,5.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,5.17 to 266.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 270,5.28 center font ',7' tc rgb '#37474f'
set arrow from 266.6,5.17 to 273.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 275,5.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,5.17 to 276.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 280,5.28 center font ',7' tc rgb '#37474f'
set arrow from 276.6,5.17 to 283.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 285,5.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,5.17 to 286.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 290,5.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,5.17 to 293.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 295,5.42 center font ',7' tc rgb '#37474f'
set arrow from 293.6,5.17 to 296.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 300,5.28 center font ',7' tc rgb '#37474f'
set arrow from 296.6,5.17 to 303.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 305,5.42 center font ',7' tc rgb '#37474f'
set arrow from 303.6,5.17 to 306.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310,5.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,5.17 to 313.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 315,5.42 center font ',7' tc rgb '#37474f'
set arrow from 313.6,5.17 to 316.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 320,5.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,5.17 to 323.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 325,5.42 center font ',7' tc rgb '#37474f'
set arrow from 323.6,5.17 to 326.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 330,5.28 center font ',7' tc rgb '#37474f'
set arrow from 326.6,5.17 to 333.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 335,5.42 center font ',7' tc rgb '#37474f'
set arrow from 333.6,5.17 to 336.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 340,5.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,5.17 to 343.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 345,5.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,5.17 to 346.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 350,5.28 center font ',7' tc rgb '#37474f'
set arrow from 346.6,5.17 to 353.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 355,5.42 center font ',7' tc rgb '#37474f'
set arrow from 353.6,5.17 to 356.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 360,5.28 center font ',7' tc rgb '#37474f'
set arrow from 356.6,5.17 to 363.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 365,5.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,5.17 to 366.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 369.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,5.17 to 372.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382,5.42 center font ',7' tc rgb '#37474f'
set arrow from 372.6,5.17 to 391.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 423.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 391.6,5.17 to 455.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 458,5.42 center font ',7' tc rgb '#37474f'
set arrow from 455.6,5.17 to 460.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 464.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,5.17 to 468.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 473,5.42 center font ',7' tc rgb '#37474f'
set arrow from 468.6,5.17 to 477.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 483.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 477.6,5.17 to 489.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 489.6,5.17 to 490.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 3.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 23,6.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,6.17 to 42.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 45.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,6.17 to 48.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 53,6.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,6.17 to 57.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,6.17 to 59.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 70.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,6.17 to 81.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,6.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,6.17 to 98.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,6.17 to 110.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 110.6,6.17 to 124.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,6.28 center font ',7' tc rgb '#37474f'
set arrow from 124.6,6.17 to 139.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 144.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 139.6,6.17 to 149.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 152,6.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,6.17 to 154.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 158.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,6.17 to 162.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 168.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 162.6,6.17 to 174.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 185,6.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,6.17 to 195.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 195.6,6.17 to 196.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 205,6.28 center font ',7' tc rgb '#37474f'
set arrow from 196.6,6.17 to 213.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 215,6.42 center font ',7' tc rgb '#37474f'
set arrow from 213.6,6.17 to 216.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 220,6.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,6.17 to 223.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 225,6.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,6.17 to 226.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 230,6.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,6.17 to 233.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 235,6.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,6.17 to 236.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 240,6.28 center font ',7' tc rgb '#37474f'
set arrow from 236.6,6.17 to 243.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 245,6.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,6.17 to 246.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 250,6.28 center font ',7' tc rgb '#37474f'
set arrow from 246.6,6.17 to 253.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 255,6.42 center font ',7' tc rgb '#37474f'
set arrow from 253.6,6.17 to 256.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 260,6.28 center font ',7' tc rgb '#37474f'
set arrow from 256.6,6.17 to 263.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 265,6.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,6.17 to 266.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 270,6.28 center font ',7' tc rgb '#37474f'
set arrow from 266.6,6.17 to 273.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 275,6.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,6.17 to 276.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 280,6.28 center font ',7' tc rgb '#37474f'
set arrow from 276.6,6.17 to 283.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 285,6.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,6.17 to 286.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 290,6.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,6.17 to 293.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 295,6.42 center font ',7' tc rgb '#37474f'
set arrow from 293.6,6.17 to 296.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 300,6.28 center font ',7' tc rgb '#37474f'
set arrow from 296.6,6.17 to 303.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 305,6.42 center font ',7' tc rgb '#37474f'
set arrow from 303.6,6.17 to 306.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310,6.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,6.17 to 313.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 315,6.42 center font ',7' tc rgb '#37474f'
set arrow from 313.6,6.17 to 316.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 320,6.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,6.17 to 323.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 325,6.42 center font ',7' tc rgb '#37474f'
set arrow from 323.6,6.17 to 326.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 330,6.28 center font ',7' tc rgb '#37474f'
set arrow from 326.6,6.17 to 333.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 335,6.42 center font ',7' tc rgb '#37474f'
set arrow from 333.6,6.17 to 336.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 340,6.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,6.17 to 343.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 345,6.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,6.17 to 346.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 350,6.28 center font ',7' tc rgb '#37474f'
set arrow from 346.6,6.17 to 353.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 355,6.42 center font ',7' tc rgb '#37474f'
set arrow from 353.6,6.17 to 356.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 360,6.28 center font ',7' tc rgb '#37474f'
set arrow from 356.6,6.17 to 363.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 365,6.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,6.17 to 366.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 369.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,6.17 to 372.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382,6.42 center font ',7' tc rgb '#37474f'
set arrow from 372.6,6.17 to 391.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 423.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 391.6,6.17 to 455.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 458,6.42 center font ',7' tc rgb '#37474f'
set arrow from 455.6,6.17 to 460.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 464.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,6.17 to 468.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 473,6.42 center font ',7' tc rgb '#37474f'
set arrow from 468.6,6.17 to 477.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 483.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 477.6,6.17 to 489.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 489.6,6.17 to 490.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@GLIBC_2.0" at 3,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 6.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,7.17 to 7.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,7.17 to 9.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 31,7.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,7.17 to 52.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 57,7.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,7.17 to 61.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 69.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,7.17 to 77.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 83,7.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,7.17 to 88.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 91,7.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,7.17 to 93.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,7.17 to 95.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 111,7.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,7.17 to 126.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 139,7.42 center font ',7' tc rgb '#37474f'
set arrow from 126.6,7.17 to 151.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 153.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,7.17 to 155.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,7.17 to 156.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 161.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,7.17 to 166.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 166.6,7.17 to 167.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 169.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,7.17 to 171.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 177.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,7.17 to 183.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 193.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 183.6,7.17 to 203.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 210,7.42 center font ',7' tc rgb '#37474f'
set arrow from 203.6,7.17 to 216.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 220,7.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,7.17 to 223.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 228.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,7.17 to 233.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 235,7.28 center font ',7' tc rgb '#37474f'
set arrow from 233.6,7.17 to 236.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 236.6,7.17 to 238.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 245,7.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,7.17 to 251.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 253.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 251.6,7.17 to 255.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,7.17 to 257.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 268,7.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,7.17 to 278.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 278.6,7.17 to 279.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 281.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 279.6,7.17 to 283.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 283.6,7.17 to 285.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 293.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 285.6,7.17 to 301.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 303.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,7.17 to 305.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 305.6,7.17 to 307.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 313.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 307.6,7.17 to 319.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 323,7.28 center font ',7' tc rgb '#37474f'
set arrow from 319.6,7.17 to 326.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 328.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 326.6,7.17 to 330.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 330.6,7.17 to 332.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 338.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 332.6,7.17 to 344.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 348,7.42 center font ',7' tc rgb '#37474f'
set arrow from 344.6,7.17 to 351.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 353.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 351.6,7.17 to 355.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 355.6,7.17 to 357.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 363.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 357.6,7.17 to 369.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 373,7.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,7.17 to 376.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 378.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 376.6,7.17 to 380.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 380.6,7.17 to 382.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 388.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 382.6,7.17 to 394.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 398,7.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,7.17 to 401.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 403.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 401.6,7.17 to 405.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 405.6,7.17 to 407.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 413.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 407.6,7.17 to 419.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 423,7.28 center font ',7' tc rgb '#37474f'
set arrow from 419.6,7.17 to 426.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 428.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 426.6,7.17 to 430.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 430.6,7.17 to 432.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 438.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 432.6,7.17 to 444.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 448,7.42 center font ',7' tc rgb '#37474f'
set arrow from 444.6,7.17 to 451.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 453.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 451.6,7.17 to 455.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 455.6,7.17 to 457.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 463.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 457.6,7.17 to 469.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 473,7.28 center font ',7' tc rgb '#37474f'
set arrow from 469.6,7.17 to 476.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 478.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,7.17 to 480.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 480.6,7.17 to 482.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 488.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 482.6,7.17 to 494.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 498,7.42 center font ',7' tc rgb '#37474f'
set arrow from 494.6,7.17 to 501.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 503.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 501.6,7.17 to 505.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 505.6,7.17 to 507.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 513.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 507.6,7.17 to 519.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 523,7.28 center font ',7' tc rgb '#37474f'
set arrow from 519.6,7.17 to 526.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 528.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 526.6,7.17 to 530.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 530.6,7.17 to 532.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 538.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 532.6,7.17 to 544.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 548,7.42 center font ',7' tc rgb '#37474f'
set arrow from 544.6,7.17 to 551.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 553.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 551.6,7.17 to 555.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 555.6,7.17 to 557.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 563.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 557.6,7.17 to 569.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 573,7.28 center font ',7' tc rgb '#37474f'
set arrow from 569.6,7.17 to 576.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 578.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 576.6,7.17 to 580.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 580.6,7.17 to 582.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 588.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 582.6,7.17 to 594.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 598,7.42 center font ',7' tc rgb '#37474f'
set arrow from 594.6,7.17 to 601.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 603.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 601.6,7.17 to 605.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 605.6,7.17 to 607.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 613.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 607.6,7.17 to 619.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 623,7.28 center font ',7' tc rgb '#37474f'
set arrow from 619.6,7.17 to 626.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 628.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 626.6,7.17 to 630.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 630.6,7.17 to 632.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 638.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 632.6,7.17 to 644.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 648,7.42 center font ',7' tc rgb '#37474f'
set arrow from 644.6,7.17 to 651.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 653.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 651.6,7.17 to 655.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 655.6,7.17 to 657.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 663.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 657.6,7.17 to 669.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 673,7.28 center font ',7' tc rgb '#37474f'
set arrow from 669.6,7.17 to 676.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 678.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 676.6,7.17 to 680.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 680.6,7.17 to 682.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 688.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 682.6,7.17 to 694.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 698,7.42 center font ',7' tc rgb '#37474f'
set arrow from 694.6,7.17 to 701.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 703.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 701.6,7.17 to 705.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 705.6,7.17 to 707.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 713.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 707.6,7.17 to 719.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 724,7.28 center font ',7' tc rgb '#37474f'
set arrow from 719.6,7.17 to 728.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 730.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 728.6,7.17 to 732.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 732.6,7.17 to 734.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 771.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 734.6,7.17 to 808.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 813,7.42 center font ',7' tc rgb '#37474f'
set arrow from 808.6,7.17 to 817.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 822.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 817.6,7.17 to 827.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 833.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 827.6,7.17 to 839.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 839.6,7.17 to 841.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 841.6,7.17 to 842.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 3.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 24,8.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,8.17 to 44.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 47.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,8.17 to 50.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 55,8.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,8.17 to 59.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,8.17 to 61.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 71.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 91.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,8.17 to 101.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 108,8.28 center font ',7' tc rgb '#37474f'
set arrow from 101.6,8.17 to 114.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 114.6,8.17 to 115.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 119,8.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,8.17 to 122.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 129.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 122.6,8.17 to 136.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 141.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 136.6,8.17 to 146.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 149,8.28 center font ',7' tc rgb '#37474f'
set arrow from 146.6,8.17 to 151.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 155.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,8.17 to 159.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 164.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 159.6,8.17 to 169.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 180,8.42 center font ',7' tc rgb '#37474f'
set arrow from 169.6,8.17 to 190.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,8.17 to 191.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 200,8.28 center font ',7' tc rgb '#37474f'
set arrow from 191.6,8.17 to 208.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 210,8.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,8.17 to 211.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 215,8.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,8.17 to 218.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 220,8.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,8.17 to 221.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 225,8.28 center font ',7' tc rgb '#37474f'
set arrow from 221.6,8.17 to 228.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 230,8.42 center font ',7' tc rgb '#37474f'
set arrow from 228.6,8.17 to 231.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 235,8.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,8.17 to 238.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 240,8.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,8.17 to 241.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 245,8.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,8.17 to 248.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 250,8.42 center font ',7' tc rgb '#37474f'
set arrow from 248.6,8.17 to 251.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 255,8.28 center font ',7' tc rgb '#37474f'
set arrow from 251.6,8.17 to 258.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 260,8.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,8.17 to 261.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 265,8.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,8.17 to 268.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 270,8.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,8.17 to 271.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 275,8.28 center font ',7' tc rgb '#37474f'
set arrow from 271.6,8.17 to 278.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 280,8.42 center font ',7' tc rgb '#37474f'
set arrow from 278.6,8.17 to 281.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 285,8.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,8.17 to 288.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 290,8.42 center font ',7' tc rgb '#37474f'
set arrow from 288.6,8.17 to 291.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 295,8.28 center font ',7' tc rgb '#37474f'
set arrow from 291.6,8.17 to 298.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 300,8.42 center font ',7' tc rgb '#37474f'
set arrow from 298.6,8.17 to 301.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 305,8.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,8.17 to 308.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 310,8.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,8.17 to 311.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 315,8.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,8.17 to 318.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 320,8.42 center font ',7' tc rgb '#37474f'
set arrow from 318.6,8.17 to 321.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 325,8.28 center font ',7' tc rgb '#37474f'
set arrow from 321.6,8.17 to 328.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 330,8.42 center font ',7' tc rgb '#37474f'
set arrow from 328.6,8.17 to 331.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 335,8.28 center font ',7' tc rgb '#37474f'
set arrow from 331.6,8.17 to 338.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 340,8.42 center font ',7' tc rgb '#37474f'
set arrow from 338.6,8.17 to 341.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 345,8.28 center font ',7' tc rgb '#37474f'
set arrow from 341.6,8.17 to 348.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 350,8.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,8.17 to 351.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 355,8.28 center font ',7' tc rgb '#37474f'
set arrow from 351.6,8.17 to 358.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 360,8.42 center font ',7' tc rgb '#37474f'
set arrow from 358.6,8.17 to 361.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 365,8.28 center font ',7' tc rgb '#37474f'
set arrow from 361.6,8.17 to 368.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 370,8.42 center font ',7' tc rgb '#37474f'
set arrow from 368.6,8.17 to 371.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 374.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 371.6,8.17 to 377.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 410,8.42 center font ',7' tc rgb '#37474f'
set arrow from 377.6,8.17 to 442.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 446.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 442.6,8.17 to 450.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 455,8.42 center font ',7' tc rgb '#37474f'
set arrow from 450.6,8.17 to 459.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 465.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 459.6,8.17 to 471.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 471.6,8.17 to 472.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@GLIBC_2.0" at 3,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 6.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 13,9.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,9.17 to 19.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 22.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 19.6,9.17 to 25.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 36.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,9.17 to 47.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 53,9.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 61,9.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,9.17 to 63.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,9.17 to 65.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 80,9.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,9.17 to 94.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 106.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,9.17 to 118.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 120.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,9.17 to 122.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,9.17 to 123.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 128.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 123.6,9.17 to 133.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 133.6,9.17 to 134.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 136.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 134.6,9.17 to 138.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 144,9.42 center font ',7' tc rgb '#37474f'
set arrow from 138.6,9.17 to 149.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 159.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,9.17 to 169.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 178,9.42 center font ',7' tc rgb '#37474f'
set arrow from 169.6,9.17 to 186.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,9.17 to 188.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 188.6,9.17 to 190.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 196.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,9.17 to 202.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 202.6,9.17 to 203.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 203.6,9.17 to 205.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 220.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 205.6,9.17 to 235.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 235.6,9.17 to 236.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 238.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 236.6,9.17 to 240.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,9.17 to 242.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 252,9.42 center font ',7' tc rgb '#37474f'
set arrow from 242.6,9.17 to 261.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 261.6,9.17 to 262.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 262.6,9.17 to 264.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 272,9.28 center font ',7' tc rgb '#37474f'
set arrow from 264.6,9.17 to 279.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 283,9.42 center font ',7' tc rgb '#37474f'
set arrow from 279.6,9.17 to 286.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 286.6,9.17 to 287.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 287.6,9.17 to 289.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 297,9.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,9.17 to 304.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 308,9.42 center font ',7' tc rgb '#37474f'
set arrow from 304.6,9.17 to 311.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 311.6,9.17 to 312.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,9.17 to 314.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 322,9.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,9.17 to 329.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 333,9.42 center font ',7' tc rgb '#37474f'
set arrow from 329.6,9.17 to 336.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 336.6,9.17 to 337.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 337.6,9.17 to 339.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 347,9.28 center font ',7' tc rgb '#37474f'
set arrow from 339.6,9.17 to 354.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 358,9.42 center font ',7' tc rgb '#37474f'
set arrow from 354.6,9.17 to 361.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 361.6,9.17 to 362.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 362.6,9.17 to 364.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 372,9.28 center font ',7' tc rgb '#37474f'
set arrow from 364.6,9.17 to 379.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 383,9.42 center font ',7' tc rgb '#37474f'
set arrow from 379.6,9.17 to 386.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 386.6,9.17 to 387.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 387.6,9.17 to 389.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 397,9.28 center font ',7' tc rgb '#37474f'
set arrow from 389.6,9.17 to 404.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 408,9.42 center font ',7' tc rgb '#37474f'
set arrow from 404.6,9.17 to 411.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 411.6,9.17 to 412.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 412.6,9.17 to 414.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 422,9.28 center font ',7' tc rgb '#37474f'
set arrow from 414.6,9.17 to 429.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 433,9.42 center font ',7' tc rgb '#37474f'
set arrow from 429.6,9.17 to 436.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 436.6,9.17 to 437.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 437.6,9.17 to 439.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 447,9.28 center font ',7' tc rgb '#37474f'
set arrow from 439.6,9.17 to 454.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 458,9.42 center font ',7' tc rgb '#37474f'
set arrow from 454.6,9.17 to 461.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 461.6,9.17 to 462.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 462.6,9.17 to 464.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 472,9.28 center font ',7' tc rgb '#37474f'
set arrow from 464.6,9.17 to 479.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 483,9.42 center font ',7' tc rgb '#37474f'
set arrow from 479.6,9.17 to 486.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 486.6,9.17 to 487.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 487.6,9.17 to 489.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 497,9.28 center font ',7' tc rgb '#37474f'
set arrow from 489.6,9.17 to 504.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 508,9.42 center font ',7' tc rgb '#37474f'
set arrow from 504.6,9.17 to 511.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 511.6,9.17 to 512.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 512.6,9.17 to 514.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 522,9.28 center font ',7' tc rgb '#37474f'
set arrow from 514.6,9.17 to 529.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 533,9.42 center font ',7' tc rgb '#37474f'
set arrow from 529.6,9.17 to 536.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 536.6,9.17 to 537.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 537.6,9.17 to 539.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 547,9.28 center font ',7' tc rgb '#37474f'
set arrow from 539.6,9.17 to 554.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 558,9.42 center font ',7' tc rgb '#37474f'
set arrow from 554.6,9.17 to 561.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 561.6,9.17 to 562.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 562.6,9.17 to 564.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 572,9.28 center font ',7' tc rgb '#37474f'
set arrow from 564.6,9.17 to 579.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 583,9.42 center font ',7' tc rgb '#37474f'
set arrow from 579.6,9.17 to 586.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 586.6,9.17 to 587.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 587.6,9.17 to 589.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 597,9.28 center font ',7' tc rgb '#37474f'
set arrow from 589.6,9.17 to 604.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 608,9.42 center font ',7' tc rgb '#37474f'
set arrow from 604.6,9.17 to 611.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 611.6,9.17 to 612.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 612.6,9.17 to 614.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 622,9.28 center font ',7' tc rgb '#37474f'
set arrow from 614.6,9.17 to 629.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 633,9.42 center font ',7' tc rgb '#37474f'
set arrow from 629.6,9.17 to 636.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 636.6,9.17 to 637.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 637.6,9.17 to 639.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 647,9.28 center font ',7' tc rgb '#37474f'
set arrow from 639.6,9.17 to 654.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 658,9.42 center font ',7' tc rgb '#37474f'
set arrow from 654.6,9.17 to 661.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 661.6,9.17 to 662.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 662.6,9.17 to 664.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 672,9.28 center font ',7' tc rgb '#37474f'
set arrow from 664.6,9.17 to 679.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 684,9.42 center font ',7' tc rgb '#37474f'
set arrow from 679.6,9.17 to 688.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 688.6,9.17 to 689.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 689.6,9.17 to 691.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 715,9.28 center font ',7' tc rgb '#37474f'
set arrow from 691.6,9.17 to 738.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 743,9.42 center font ',7' tc rgb '#37474f'
set arrow from 738.6,9.17 to 747.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 753.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 747.6,9.17 to 759.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 764,9.42 center font ',7' tc rgb '#37474f'
set arrow from 759.6,9.17 to 768.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 768.6,9.17 to 770.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 770.6,9.17 to 771.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 3.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 11,10.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 21.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,10.17 to 24.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 34.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,10.17 to 44.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,10.17 to 46.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 56.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 77.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 88.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 95,10.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,10.17 to 101.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,10.17 to 102.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 106.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,10.17 to 110.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 117.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,10.17 to 124.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 131,10.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,10.17 to 137.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 141.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 137.6,10.17 to 145.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 157,10.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,10.17 to 168.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 168.6,10.17 to 169.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 179,10.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,10.17 to 188.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 190,10.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,10.17 to 191.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 195,10.28 center font ',7' tc rgb '#37474f'
set arrow from 191.6,10.17 to 198.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 200,10.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,10.17 to 201.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 205,10.28 center font ',7' tc rgb '#37474f'
set arrow from 201.6,10.17 to 208.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 210,10.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,10.17 to 211.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 215,10.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,10.17 to 218.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 220,10.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,10.17 to 221.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 225,10.28 center font ',7' tc rgb '#37474f'
set arrow from 221.6,10.17 to 228.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 230,10.42 center font ',7' tc rgb '#37474f'
set arrow from 228.6,10.17 to 231.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 235,10.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,10.17 to 238.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 240,10.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,10.17 to 241.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 245,10.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,10.17 to 248.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 250,10.42 center font ',7' tc rgb '#37474f'
set arrow from 248.6,10.17 to 251.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 255,10.28 center font ',7' tc rgb '#37474f'
set arrow from 251.6,10.17 to 258.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 260,10.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,10.17 to 261.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 265,10.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,10.17 to 268.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 270,10.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,10.17 to 271.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 275,10.28 center font ',7' tc rgb '#37474f'
set arrow from 271.6,10.17 to 278.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 280,10.42 center font ',7' tc rgb '#37474f'
set arrow from 278.6,10.17 to 281.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 285,10.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,10.17 to 288.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 290,10.42 center font ',7' tc rgb '#37474f'
set arrow from 288.6,10.17 to 291.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 295,10.28 center font ',7' tc rgb '#37474f'
set arrow from 291.6,10.17 to 298.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 300,10.42 center font ',7' tc rgb '#37474f'
set arrow from 298.6,10.17 to 301.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 305,10.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,10.17 to 308.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 310,10.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,10.17 to 311.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 315,10.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,10.17 to 318.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 320,10.42 center font ',7' tc rgb '#37474f'
set arrow from 318.6,10.17 to 321.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 325,10.28 center font ',7' tc rgb '#37474f'
set arrow from 321.6,10.17 to 328.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 330,10.42 center font ',7' tc rgb '#37474f'
set arrow from 328.6,10.17 to 331.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 335,10.28 center font ',7' tc rgb '#37474f'
set arrow from 331.6,10.17 to 338.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 340,10.42 center font ',7' tc rgb '#37474f'
set arrow from 338.6,10.17 to 341.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 345,10.28 center font ',7' tc rgb '#37474f'
set arrow from 341.6,10.17 to 348.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 350,10.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,10.17 to 351.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 354.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 351.6,10.17 to 357.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 373.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 357.6,10.17 to 389.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 393.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 389.6,10.17 to 397.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 401.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 397.6,10.17 to 405.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 410.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 405.6,10.17 to 415.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 415.6,10.17 to 416.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 4.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 11,11.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,11.17 to 17.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,11.17 to 18.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 20,11.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,11.17 to 23.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 27.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,11.17 to 31.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 34,11.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,11.17 to 36.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 44,11.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,11.17 to 51.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,11.17 to 59.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,11.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,11.17 to 72.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 77,11.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,11.17 to 81.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 88,11.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,11.17 to 94.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 97,11.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,11.17 to 99.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,11.17 to 101.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,11.17 to 103.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c800]" at 108.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,11.17 to 113.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 120.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,11.17 to 127.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 130.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,11.17 to 133.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6fb70]" at 136,11.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,11.17 to 138.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,11.17 to 140.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6fb70]" at 146,11.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,11.17 to 151.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 154,11.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,11.17 to 156.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 161,11.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,11.17 to 165.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 168.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,11.17 to 171.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 176,11.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,11.17 to 180.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 186,11.28 center font ',7' tc rgb '#37474f'
set arrow from 180.6,11.17 to 191.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,11.17 to 193.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,11.17 to 194.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 14.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 14.6,12.17 to 16.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 19,12.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 23,12.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 24.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 30,12.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,12.17 to 35.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 38.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,12.17 to 41.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 46,12.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,12.17 to 50.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 54,12.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,12.17 to 57.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 62,12.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,12.17 to 66.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 68,12.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,12.17 to 69.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6be10]" at 71.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 78.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 83.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 86.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,12.17 to 89.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ee30]" at 91.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,12.17 to 93.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 96.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,12.17 to 99.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 101.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,12.17 to 103.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 105.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,12.17 to 107.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 113,12.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,12.17 to 118.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,12.17 to 119.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 4.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 11,13.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,13.17 to 17.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 20,13.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,13.17 to 23.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 27.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,13.17 to 31.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 34,13.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,13.17 to 36.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 44,13.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,13.17 to 51.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,13.17 to 59.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,13.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,13.17 to 72.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 77,13.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,13.17 to 81.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 88,13.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,13.17 to 94.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 97,13.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,13.17 to 99.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,13.17 to 101.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,13.17 to 103.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a130]" at 108.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,13.17 to 113.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 120.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,13.17 to 127.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 130.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,13.17 to 133.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6d590]" at 136,13.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,13.17 to 138.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,13.17 to 140.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6d590]" at 146,13.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,13.17 to 151.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 154,13.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,13.17 to 156.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 161,13.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,13.17 to 165.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 168.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,13.17 to 171.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 176,13.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,13.17 to 180.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 186,13.28 center font ',7' tc rgb '#37474f'
set arrow from 180.6,13.17 to 191.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,13.17 to 193.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,13.17 to 194.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 4.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 11,14.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,14.17 to 17.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,14.17 to 18.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 20,14.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,14.17 to 23.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 27.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,14.17 to 31.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 34,14.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,14.17 to 36.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 44,14.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,14.17 to 51.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,14.17 to 59.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,14.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,14.17 to 72.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 77,14.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,14.17 to 81.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 88,14.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,14.17 to 94.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 97,14.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,14.17 to 99.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,14.17 to 101.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,14.17 to 103.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a130]" at 108.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,14.17 to 113.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 120.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,14.17 to 127.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 130.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,14.17 to 133.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6d590]" at 136,14.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,14.17 to 138.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,14.17 to 140.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6d590]" at 146,14.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,14.17 to 151.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 154,14.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,14.17 to 156.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 161,14.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,14.17 to 165.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 168.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,14.17 to 171.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 176,14.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,14.17 to 180.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 186,14.28 center font ',7' tc rgb '#37474f'
set arrow from 180.6,14.17 to 191.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,14.17 to 193.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,14.17 to 194.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 14.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 14.6,15.17 to 16.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 19,15.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,15.17 to 21.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 23,15.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 30,15.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,15.17 to 35.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 38.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,15.17 to 41.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 46,15.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,15.17 to 50.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 54,15.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,15.17 to 57.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 62,15.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,15.17 to 66.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 68,15.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,15.17 to 69.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x698c0]" at 71.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,15.17 to 73.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 78.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,15.17 to 83.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 86.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,15.17 to 89.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c9d0]" at 91.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,15.17 to 93.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 96.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,15.17 to 99.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 101.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,15.17 to 103.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 105.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,15.17 to 107.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 113,15.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,15.17 to 118.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,15.17 to 119.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8,16.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,16.17 to 14.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 14.6,16.17 to 16.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 19,16.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,16.17 to 21.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 23,16.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 30,16.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,16.17 to 35.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 38.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,16.17 to 41.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 46,16.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,16.17 to 50.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 54,16.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,16.17 to 57.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 62,16.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,16.17 to 66.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 68,16.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,16.17 to 69.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x698c0]" at 71.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 78.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 83.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 86.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,16.17 to 89.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x6c9d0]" at 91.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,16.17 to 93.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 96.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,16.17 to 99.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 101.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,16.17 to 103.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 105.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,16.17 to 107.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 113,16.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,16.17 to 118.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,16.17 to 119.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 4.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 10.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,17.17 to 16.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,17.17 to 17.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,17.17 to 19.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,17.17 to 21.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 24,17.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,17.17 to 26.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 29,17.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,17.17 to 31.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 39,17.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 50.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 54.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 61,17.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 72,17.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,17.17 to 76.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 83,17.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,17.17 to 89.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 92,17.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,17.17 to 94.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,17.17 to 96.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,17.17 to 98.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x76cf0]" at 103.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,17.17 to 108.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 115,17.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,17.17 to 121.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 124.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,17.17 to 127.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x795e0]" at 130,17.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,17.17 to 132.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 132.6,17.17 to 134.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x795e0]" at 140,17.28 center font ',7' tc rgb '#37474f'
set arrow from 134.6,17.17 to 145.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 148,17.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,17.17 to 150.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 155,17.28 center font ',7' tc rgb '#37474f'
set arrow from 150.6,17.17 to 159.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 162.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,17.17 to 165.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 170,17.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,17.17 to 174.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 180.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,17.17 to 186.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,17.17 to 188.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 188.6,17.17 to 189.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 9,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 15.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 17,18.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,18.17 to 18.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 21.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 26,18.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,18.17 to 27.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 33.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,18.17 to 39.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 42.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,18.17 to 45.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 50.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,18.17 to 55.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 59,18.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,18.17 to 62.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 67.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,18.17 to 72.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 74,18.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,18.17 to 75.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78530]" at 78,18.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 85,18.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,18.17 to 89.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 93,18.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,18.17 to 96.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7aa20]" at 99,18.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,18.17 to 101.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 104.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 101.6,18.17 to 107.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 110,18.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,18.17 to 112.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 114.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,18.17 to 116.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 122.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 116.6,18.17 to 128.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 128.6,18.17 to 129.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 4.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 10.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,19.17 to 16.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,19.17 to 17.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 19,19.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,19.17 to 20.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 26.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,19.17 to 30.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 33,19.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,19.17 to 35.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 43.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,19.17 to 51.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,19.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 72.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 78,19.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,19.17 to 83.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 90,19.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,19.17 to 96.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 99,19.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,19.17 to 101.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,19.17 to 102.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,19.17 to 104.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7a7a0]" at 107,19.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,19.17 to 109.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 116,19.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,19.17 to 122.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 125.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 122.6,19.17 to 128.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7d350]" at 130,19.28 center font ',7' tc rgb '#37474f'
set arrow from 128.6,19.17 to 131.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 131.6,19.17 to 133.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7d350]" at 137,19.42 center font ',7' tc rgb '#37474f'
set arrow from 133.6,19.17 to 140.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 143,19.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,19.17 to 145.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 150,19.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,19.17 to 154.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 157.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,19.17 to 160.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 164,19.42 center font ',7' tc rgb '#37474f'
set arrow from 160.6,19.17 to 167.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 173.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,19.17 to 179.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 179.6,19.17 to 181.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 181.6,19.17 to 182.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 1,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 14.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 16,20.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,20.17 to 17.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 20.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,20.17 to 23.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 25,20.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,20.17 to 26.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 32.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,20.17 to 38.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 41.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,20.17 to 44.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 49.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,20.17 to 54.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 58.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 67.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,20.17 to 72.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 74,20.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7da80]" at 78,20.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 80.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 85,20.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,20.17 to 89.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 92,20.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,20.17 to 94.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x801a0]" at 97,20.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,20.17 to 99.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 102.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 99.6,20.17 to 105.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 108,20.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,20.17 to 110.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,20.17 to 112.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 118,20.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,20.17 to 123.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 123.6,20.17 to 124.4,20.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_join.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#8e24aa" title "lost-join"
unset output
set terminal pngcairo size 1300,1136 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-pthread_join.png"
set title 'Sweep of pthread_join(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20) font ',9'
set yrange [-0.6:20.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "pthread_join" at 5.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 14,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 20,0.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 28.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 35,0.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_find" at 42.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 48.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 53.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 60.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 62.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_lock" at 67,0.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,0.17 to 71.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_find" at 73.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,0.17 to 75.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 79.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,0.17 to 83.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 85.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 90,0.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,0.17 to 92.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_unlock" at 94,0.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,0.17 to 95.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 100,0.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_join_cleanup" at 106.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 108.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_send_manager" at 113.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 108.6,0.17 to 118.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_once" at 120,0.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,0.17 to 121.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__testandset" at 123.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,0.17 to 125.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_once" at 128,0.42 center font ',7' tc rgb '#37474f'
set arrow from 125.6,0.17 to 130.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_send_manager" at 132.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 130.6,0.17 to 134.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 134.6,0.17 to 136.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 136.6,0.17 to 137.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 137.6,0.17 to 138.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,0.17 to 140.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,0.17 to 141.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 141.6,0.17 to 142.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,0.17 to 143.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_send_manager" at 148.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 143.6,0.17 to 153.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_join_cleanup" at 156,0.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,0.17 to 158.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 161,0.42 center font ',7' tc rgb '#37474f'
set arrow from 158.6,0.17 to 163.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_setcanceltype" at 167.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 163.6,0.17 to 171.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 171.6,0.17 to 173.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 177.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,0.17 to 181.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 186.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 181.6,0.17 to 191.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,0.17 to 192.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_join" at 3,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 6.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,1.17 to 7.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,1.17 to 9.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 31,1.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,1.17 to 52.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 57,1.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 67,1.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,1.17 to 72.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 82,1.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,1.17 to 91.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 94,1.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,1.17 to 96.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 101,1.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,1.17 to 105.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 107,1.42 center font ',7' tc rgb '#37474f'
set arrow from 105.6,1.17 to 108.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 110,1.28 center font ',7' tc rgb '#37474f'
set arrow from 108.6,1.17 to 111.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,1.17 to 113.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 125.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 113.6,1.17 to 137.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 142,1.28 center font ',7' tc rgb '#37474f'
set arrow from 137.6,1.17 to 146.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 150,1.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,1.17 to 153.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 159.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 153.6,1.17 to 165.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__free_tcb" at 167,1.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,1.17 to 168.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 168.6,1.17 to 170.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__free_tcb" at 178,1.28 center font ',7' tc rgb '#37474f'
set arrow from 170.6,1.17 to 185.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 188,1.42 center font ',7' tc rgb '#37474f'
set arrow from 185.6,1.17 to 190.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,1.17 to 192.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 201.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 192.6,1.17 to 210.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 210.6,1.17 to 211.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 214,1.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,1.17 to 216.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 216.6,1.17 to 218.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 226,1.28 center font ',7' tc rgb '#37474f'
set arrow from 218.6,1.17 to 233.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 233.6,1.17 to 234.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 234.6,1.17 to 236.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 236.6,1.17 to 238.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 245.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,1.17 to 252.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 256,1.28 center font ',7' tc rgb '#37474f'
set arrow from 252.6,1.17 to 259.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 259.6,1.17 to 260.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 260.6,1.17 to 262.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 262.6,1.17 to 264.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 271.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 264.6,1.17 to 278.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 282,1.28 center font ',7' tc rgb '#37474f'
set arrow from 278.6,1.17 to 285.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 285.6,1.17 to 286.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 286.6,1.17 to 288.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 288.6,1.17 to 290.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 297.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,1.17 to 304.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 308,1.28 center font ',7' tc rgb '#37474f'
set arrow from 304.6,1.17 to 311.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 311.6,1.17 to 312.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,1.17 to 314.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 314.6,1.17 to 316.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 323.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 316.6,1.17 to 330.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 334,1.28 center font ',7' tc rgb '#37474f'
set arrow from 330.6,1.17 to 337.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 337.6,1.17 to 338.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 338.6,1.17 to 340.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 340.6,1.17 to 342.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 349.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 342.6,1.17 to 356.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 360,1.28 center font ',7' tc rgb '#37474f'
set arrow from 356.6,1.17 to 363.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 363.6,1.17 to 364.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 364.6,1.17 to 366.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 366.6,1.17 to 368.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 375.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 368.6,1.17 to 382.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 386,1.28 center font ',7' tc rgb '#37474f'
set arrow from 382.6,1.17 to 389.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 389.6,1.17 to 390.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 390.6,1.17 to 392.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 392.6,1.17 to 394.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 401.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,1.17 to 408.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 412,1.28 center font ',7' tc rgb '#37474f'
set arrow from 408.6,1.17 to 415.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 415.6,1.17 to 416.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 416.6,1.17 to 418.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 418.6,1.17 to 420.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 427.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,1.17 to 434.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 438,1.28 center font ',7' tc rgb '#37474f'
set arrow from 434.6,1.17 to 441.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 441.6,1.17 to 442.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 442.6,1.17 to 444.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 444.6,1.17 to 446.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 453.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,1.17 to 460.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 464,1.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,1.17 to 467.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 467.6,1.17 to 468.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 468.6,1.17 to 470.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 470.6,1.17 to 472.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 479.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 472.6,1.17 to 486.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 490,1.28 center font ',7' tc rgb '#37474f'
set arrow from 486.6,1.17 to 493.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 493.6,1.17 to 494.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 494.6,1.17 to 496.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 496.6,1.17 to 498.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 505.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 498.6,1.17 to 512.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 516,1.28 center font ',7' tc rgb '#37474f'
set arrow from 512.6,1.17 to 519.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 519.6,1.17 to 520.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 520.6,1.17 to 522.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 522.6,1.17 to 524.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 531.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 524.6,1.17 to 538.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 542,1.28 center font ',7' tc rgb '#37474f'
set arrow from 538.6,1.17 to 545.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 545.6,1.17 to 546.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 546.6,1.17 to 548.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 548.6,1.17 to 550.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 557.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 550.6,1.17 to 564.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 568,1.28 center font ',7' tc rgb '#37474f'
set arrow from 564.6,1.17 to 571.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 571.6,1.17 to 572.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 572.6,1.17 to 574.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 574.6,1.17 to 576.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 583.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 576.6,1.17 to 590.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 594,1.28 center font ',7' tc rgb '#37474f'
set arrow from 590.6,1.17 to 597.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 597.6,1.17 to 598.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 598.6,1.17 to 600.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 600.6,1.17 to 602.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 609.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 602.6,1.17 to 616.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 620,1.28 center font ',7' tc rgb '#37474f'
set arrow from 616.6,1.17 to 623.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 623.6,1.17 to 624.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 624.6,1.17 to 626.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 626.6,1.17 to 628.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 635.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 628.6,1.17 to 642.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 647,1.28 center font ',7' tc rgb '#37474f'
set arrow from 642.6,1.17 to 651.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 651.6,1.17 to 652.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 652.6,1.17 to 654.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 654.6,1.17 to 656.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree@GLIBC_2.0" at 670,1.42 center font ',7' tc rgb '#37474f'
set arrow from 656.6,1.17 to 683.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 686.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 683.6,1.17 to 689.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 689.6,1.17 to 691.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 720,1.42 center font ',7' tc rgb '#37474f'
set arrow from 691.6,1.17 to 748.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 753.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 748.6,1.17 to 758.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 764,1.42 center font ',7' tc rgb '#37474f'
set arrow from 758.6,1.17 to 769.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 775,1.28 center font ',7' tc rgb '#37474f'
set arrow from 769.6,1.17 to 780.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 780.6,1.17 to 782.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 782.6,1.17 to 783.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_join" at 1.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 22.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 41.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 44.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,2.17 to 47.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 51.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,2.17 to 55.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 61,2.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,2.17 to 66.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 71,2.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,2.17 to 75.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 81.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,2.17 to 87.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 90.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,2.17 to 93.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 96,2.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,2.17 to 98.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 103,2.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,2.17 to 107.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__free_tcb" at 113.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,2.17 to 119.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 128.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,2.17 to 137.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 137.6,2.17 to 138.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 147,2.28 center font ',7' tc rgb '#37474f'
set arrow from 138.6,2.17 to 155.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,2.17 to 156.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 161,2.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,2.17 to 165.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 169,2.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,2.17 to 172.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 172.6,2.17 to 173.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 178,2.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,2.17 to 182.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 186,2.28 center font ',7' tc rgb '#37474f'
set arrow from 182.6,2.17 to 189.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 189.6,2.17 to 190.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 195,2.42 center font ',7' tc rgb '#37474f'
set arrow from 190.6,2.17 to 199.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 203,2.28 center font ',7' tc rgb '#37474f'
set arrow from 199.6,2.17 to 206.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 206.6,2.17 to 207.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 212,2.42 center font ',7' tc rgb '#37474f'
set arrow from 207.6,2.17 to 216.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 220,2.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,2.17 to 223.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 223.6,2.17 to 224.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 229,2.42 center font ',7' tc rgb '#37474f'
set arrow from 224.6,2.17 to 233.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 237,2.28 center font ',7' tc rgb '#37474f'
set arrow from 233.6,2.17 to 240.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,2.17 to 241.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 246,2.42 center font ',7' tc rgb '#37474f'
set arrow from 241.6,2.17 to 250.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 254,2.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,2.17 to 257.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 257.6,2.17 to 258.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 263,2.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,2.17 to 267.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 271,2.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,2.17 to 274.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 274.6,2.17 to 275.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 280,2.42 center font ',7' tc rgb '#37474f'
set arrow from 275.6,2.17 to 284.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 288,2.28 center font ',7' tc rgb '#37474f'
set arrow from 284.6,2.17 to 291.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 291.6,2.17 to 292.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 297,2.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,2.17 to 301.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 305,2.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,2.17 to 308.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 308.6,2.17 to 309.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 314,2.42 center font ',7' tc rgb '#37474f'
set arrow from 309.6,2.17 to 318.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 322,2.28 center font ',7' tc rgb '#37474f'
set arrow from 318.6,2.17 to 325.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 325.6,2.17 to 326.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 331,2.42 center font ',7' tc rgb '#37474f'
set arrow from 326.6,2.17 to 335.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 339,2.28 center font ',7' tc rgb '#37474f'
set arrow from 335.6,2.17 to 342.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 342.6,2.17 to 343.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 348,2.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,2.17 to 352.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 356,2.28 center font ',7' tc rgb '#37474f'
set arrow from 352.6,2.17 to 359.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 359.6,2.17 to 360.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 365,2.42 center font ',7' tc rgb '#37474f'
set arrow from 360.6,2.17 to 369.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 373,2.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,2.17 to 376.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 376.6,2.17 to 377.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382,2.42 center font ',7' tc rgb '#37474f'
set arrow from 377.6,2.17 to 386.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 390,2.28 center font ',7' tc rgb '#37474f'
set arrow from 386.6,2.17 to 393.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 393.6,2.17 to 394.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 399,2.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,2.17 to 403.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 407,2.28 center font ',7' tc rgb '#37474f'
set arrow from 403.6,2.17 to 410.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 410.6,2.17 to 411.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 416,2.42 center font ',7' tc rgb '#37474f'
set arrow from 411.6,2.17 to 420.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 423.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 420.6,2.17 to 426.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 426.6,2.17 to 427.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 437.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 427.6,2.17 to 447.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 477,2.28 center font ',7' tc rgb '#37474f'
set arrow from 447.6,2.17 to 506.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so:_dl_deallocate_tls" at 510.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 506.6,2.17 to 514.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__deallocate_stack" at 518,2.28 center font ',7' tc rgb '#37474f'
set arrow from 514.6,2.17 to 521.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_clockjoin_ex" at 527.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 521.6,2.17 to 533.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 533.6,2.17 to 534.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@GLIBC_2.0" at 3,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 6.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,3.17 to 7.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,3.17 to 9.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 30.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,3.17 to 51.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 56,3.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,3.17 to 60.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 68.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,3.17 to 76.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 82,3.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,3.17 to 87.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 90,3.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,3.17 to 94.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 109.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,3.17 to 124.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 136,3.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,3.17 to 147.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 152.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,3.17 to 157.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 161,3.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,3.17 to 164.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 169,3.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,3.17 to 173.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 175.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,3.17 to 177.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 179.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 177.6,3.17 to 181.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 183,3.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,3.17 to 184.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 184.6,3.17 to 186.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 198,3.28 center font ',7' tc rgb '#37474f'
set arrow from 186.6,3.17 to 209.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 220,3.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,3.17 to 230.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 237,3.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,3.17 to 243.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 247,3.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,3.17 to 250.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 255.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,3.17 to 260.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 262,3.42 center font ',7' tc rgb '#37474f'
set arrow from 260.6,3.17 to 263.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 263.6,3.17 to 265.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 273,3.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,3.17 to 280.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 282.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,3.17 to 284.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 284.6,3.17 to 286.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 297,3.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,3.17 to 307.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 307.6,3.17 to 308.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,3.17 to 312.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,3.17 to 314.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 322.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,3.17 to 330.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 332.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 330.6,3.17 to 334.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 334.6,3.17 to 336.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 342.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,3.17 to 348.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 352,3.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,3.17 to 355.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 357.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 355.6,3.17 to 359.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 359.6,3.17 to 361.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 367.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,3.17 to 373.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 377,3.28 center font ',7' tc rgb '#37474f'
set arrow from 373.6,3.17 to 380.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 380.6,3.17 to 384.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 384.6,3.17 to 386.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 392.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 386.6,3.17 to 398.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 402,3.42 center font ',7' tc rgb '#37474f'
set arrow from 398.6,3.17 to 405.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 407.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 405.6,3.17 to 409.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,3.17 to 411.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 417.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 411.6,3.17 to 423.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 427,3.28 center font ',7' tc rgb '#37474f'
set arrow from 423.6,3.17 to 430.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 432.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 430.6,3.17 to 434.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 434.6,3.17 to 436.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 442.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 436.6,3.17 to 448.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 452,3.42 center font ',7' tc rgb '#37474f'
set arrow from 448.6,3.17 to 455.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 457.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 455.6,3.17 to 459.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,3.17 to 461.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 467.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 461.6,3.17 to 473.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 477,3.28 center font ',7' tc rgb '#37474f'
set arrow from 473.6,3.17 to 480.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 482.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 480.6,3.17 to 484.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 484.6,3.17 to 486.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 492.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 486.6,3.17 to 498.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 502,3.42 center font ',7' tc rgb '#37474f'
set arrow from 498.6,3.17 to 505.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 507.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 505.6,3.17 to 509.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 509.6,3.17 to 511.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 517.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 511.6,3.17 to 523.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 527,3.28 center font ',7' tc rgb '#37474f'
set arrow from 523.6,3.17 to 530.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 532.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 530.6,3.17 to 534.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 534.6,3.17 to 536.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 542.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 536.6,3.17 to 548.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 552,3.42 center font ',7' tc rgb '#37474f'
set arrow from 548.6,3.17 to 555.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 557.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 555.6,3.17 to 559.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 559.6,3.17 to 561.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 567.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 561.6,3.17 to 573.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 577,3.28 center font ',7' tc rgb '#37474f'
set arrow from 573.6,3.17 to 580.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 582.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 580.6,3.17 to 584.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 584.6,3.17 to 586.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 592.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 586.6,3.17 to 598.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 602,3.42 center font ',7' tc rgb '#37474f'
set arrow from 598.6,3.17 to 605.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 607.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 605.6,3.17 to 609.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 609.6,3.17 to 611.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 617.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 611.6,3.17 to 623.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 627,3.28 center font ',7' tc rgb '#37474f'
set arrow from 623.6,3.17 to 630.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 632.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 630.6,3.17 to 634.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 634.6,3.17 to 636.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 642.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 636.6,3.17 to 648.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 652,3.42 center font ',7' tc rgb '#37474f'
set arrow from 648.6,3.17 to 655.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 657.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 655.6,3.17 to 659.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 659.6,3.17 to 661.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 667.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 661.6,3.17 to 673.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 677,3.28 center font ',7' tc rgb '#37474f'
set arrow from 673.6,3.17 to 680.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 682.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 680.6,3.17 to 684.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 684.6,3.17 to 686.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 692.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 686.6,3.17 to 698.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 702,3.42 center font ',7' tc rgb '#37474f'
set arrow from 698.6,3.17 to 705.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 707.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 705.6,3.17 to 709.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 709.6,3.17 to 711.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 717.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 711.6,3.17 to 723.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 728,3.28 center font ',7' tc rgb '#37474f'
set arrow from 723.6,3.17 to 732.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 734.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 732.6,3.17 to 736.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 736.6,3.17 to 738.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 750,3.28 center font ',7' tc rgb '#37474f'
set arrow from 738.6,3.17 to 761.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 763.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 761.6,3.17 to 765.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 765.6,3.17 to 767.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 801,3.28 center font ',7' tc rgb '#37474f'
set arrow from 767.6,3.17 to 834.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 838,3.42 center font ',7' tc rgb '#37474f'
set arrow from 834.6,3.17 to 841.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 846,3.28 center font ',7' tc rgb '#37474f'
set arrow from 841.6,3.17 to 850.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 855.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 850.6,3.17 to 860.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 866.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 860.6,3.17 to 872.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 872.6,3.17 to 874.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 874.6,3.17 to 875.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 3,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 6.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,4.17 to 7.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,4.17 to 9.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 30.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 56,4.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,4.17 to 60.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 68.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,4.17 to 76.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 82,4.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,4.17 to 87.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 90,4.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,4.17 to 92.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,4.17 to 94.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 109.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,4.17 to 124.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 136,4.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,4.17 to 147.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 152.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,4.17 to 157.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 161,4.42 center font ',7' tc rgb '#37474f'
set arrow from 157.6,4.17 to 164.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 169,4.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,4.17 to 173.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 175.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 173.6,4.17 to 177.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 179.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 177.6,4.17 to 181.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 183,4.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,4.17 to 184.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 184.6,4.17 to 186.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 198,4.28 center font ',7' tc rgb '#37474f'
set arrow from 186.6,4.17 to 209.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 220,4.42 center font ',7' tc rgb '#37474f'
set arrow from 209.6,4.17 to 230.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 237,4.28 center font ',7' tc rgb '#37474f'
set arrow from 230.6,4.17 to 243.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 247,4.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,4.17 to 250.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 255.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,4.17 to 260.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84f90]" at 262,4.42 center font ',7' tc rgb '#37474f'
set arrow from 260.6,4.17 to 263.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 263.6,4.17 to 265.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84f90]" at 273,4.28 center font ',7' tc rgb '#37474f'
set arrow from 265.6,4.17 to 280.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84cd0]" at 282.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 280.6,4.17 to 284.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 284.6,4.17 to 286.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84cd0]" at 297,4.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,4.17 to 307.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 307.6,4.17 to 308.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,4.17 to 312.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,4.17 to 314.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 322.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,4.17 to 330.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 332.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 330.6,4.17 to 334.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 334.6,4.17 to 336.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 342.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,4.17 to 348.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 352,4.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,4.17 to 355.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 357.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 355.6,4.17 to 359.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 359.6,4.17 to 361.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 367.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,4.17 to 373.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 377,4.28 center font ',7' tc rgb '#37474f'
set arrow from 373.6,4.17 to 380.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 382.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 380.6,4.17 to 384.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 384.6,4.17 to 386.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 392.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 386.6,4.17 to 398.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 402,4.42 center font ',7' tc rgb '#37474f'
set arrow from 398.6,4.17 to 405.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 407.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 405.6,4.17 to 409.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 409.6,4.17 to 411.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 417.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 411.6,4.17 to 423.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 427,4.28 center font ',7' tc rgb '#37474f'
set arrow from 423.6,4.17 to 430.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 432.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 430.6,4.17 to 434.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 434.6,4.17 to 436.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 442.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 436.6,4.17 to 448.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 452,4.42 center font ',7' tc rgb '#37474f'
set arrow from 448.6,4.17 to 455.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 457.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 455.6,4.17 to 459.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 459.6,4.17 to 461.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 467.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 461.6,4.17 to 473.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 477,4.28 center font ',7' tc rgb '#37474f'
set arrow from 473.6,4.17 to 480.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 482.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 480.6,4.17 to 484.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 484.6,4.17 to 486.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 492.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 486.6,4.17 to 498.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 502,4.42 center font ',7' tc rgb '#37474f'
set arrow from 498.6,4.17 to 505.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 507.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 505.6,4.17 to 509.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 509.6,4.17 to 511.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 517.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 511.6,4.17 to 523.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 527,4.28 center font ',7' tc rgb '#37474f'
set arrow from 523.6,4.17 to 530.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 532.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 530.6,4.17 to 534.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 534.6,4.17 to 536.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 542.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 536.6,4.17 to 548.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 552,4.42 center font ',7' tc rgb '#37474f'
set arrow from 548.6,4.17 to 555.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 557.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 555.6,4.17 to 559.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 559.6,4.17 to 561.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 567.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 561.6,4.17 to 573.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 577,4.28 center font ',7' tc rgb '#37474f'
set arrow from 573.6,4.17 to 580.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 582.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 580.6,4.17 to 584.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 584.6,4.17 to 586.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 592.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 586.6,4.17 to 598.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 602,4.42 center font ',7' tc rgb '#37474f'
set arrow from 598.6,4.17 to 605.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 607.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 605.6,4.17 to 609.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 609.6,4.17 to 611.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 617.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 611.6,4.17 to 623.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 627,4.28 center font ',7' tc rgb '#37474f'
set arrow from 623.6,4.17 to 630.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 632.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 630.6,4.17 to 634.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 634.6,4.17 to 636.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 642.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 636.6,4.17 to 648.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 652,4.42 center font ',7' tc rgb '#37474f'
set arrow from 648.6,4.17 to 655.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 657.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 655.6,4.17 to 659.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 659.6,4.17 to 661.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 667.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 661.6,4.17 to 673.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 677,4.28 center font ',7' tc rgb '#37474f'
set arrow from 673.6,4.17 to 680.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 682.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 680.6,4.17 to 684.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 684.6,4.17 to 686.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 692.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 686.6,4.17 to 698.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 702,4.42 center font ',7' tc rgb '#37474f'
set arrow from 698.6,4.17 to 705.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 707.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 705.6,4.17 to 709.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 709.6,4.17 to 711.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 717.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 711.6,4.17 to 723.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 728,4.28 center font ',7' tc rgb '#37474f'
set arrow from 723.6,4.17 to 732.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 734.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 732.6,4.17 to 736.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 736.6,4.17 to 738.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 750,4.28 center font ',7' tc rgb '#37474f'
set arrow from 738.6,4.17 to 761.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x96ff0]" at 763.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 761.6,4.17 to 765.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 765.6,4.17 to 767.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x96ff0]" at 791,4.28 center font ',7' tc rgb '#37474f'
set arrow from 767.6,4.17 to 814.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x97460]" at 820,4.42 center font ',7' tc rgb '#37474f'
set arrow from 814.6,4.17 to 825.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x97147]" at 830,4.28 center font ',7' tc rgb '#37474f'
set arrow from 825.6,4.17 to 834.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "cfree" at 838,4.42 center font ',7' tc rgb '#37474f'
set arrow from 834.6,4.17 to 841.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 846,4.28 center font ',7' tc rgb '#37474f'
set arrow from 841.6,4.17 to 850.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84cd0]" at 855.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 850.6,4.17 to 860.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x8a090]" at 866.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 860.6,4.17 to 872.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 872.6,4.17 to 874.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 874.6,4.17 to 875.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 3.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 23,5.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,5.17 to 42.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 45.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,5.17 to 48.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 53,5.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,5.17 to 57.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,5.17 to 59.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 70.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,5.17 to 81.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,5.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,5.17 to 98.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,5.17 to 110.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 110.6,5.17 to 124.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,5.28 center font ',7' tc rgb '#37474f'
set arrow from 124.6,5.17 to 139.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 144.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 139.6,5.17 to 149.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 152,5.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,5.17 to 154.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 158.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,5.17 to 162.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 168.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 162.6,5.17 to 174.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 185,5.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,5.17 to 195.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 195.6,5.17 to 196.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 205,5.28 center font ',7' tc rgb '#37474f'
set arrow from 196.6,5.17 to 213.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 215,5.42 center font ',7' tc rgb '#37474f'
set arrow from 213.6,5.17 to 216.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 220,5.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,5.17 to 223.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 225,5.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,5.17 to 226.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 230,5.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,5.17 to 233.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 235,5.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,5.17 to 236.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 240,5.28 center font ',7' tc rgb '#37474f'
set arrow from 236.6,5.17 to 243.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 245,5.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,5.17 to 246.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 250,5.28 center font ',7' tc rgb '#37474f'
set arrow from 246.6,5.17 to 253.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 255,5.42 center font ',7' tc rgb '#37474f'
set arrow from 253.6,5.17 to 256.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 260,5.28 center font ',7' tc rgb '#37474f'
set arrow from 256.6,5.17 to 263.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 265,5.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,5.17 to 266.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 270,5.28 center font ',7' tc rgb '#37474f'
set arrow from 266.6,5.17 to 273.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 275,5.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,5.17 to 276.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 280,5.28 center font ',7' tc rgb '#37474f'
set arrow from 276.6,5.17 to 283.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 285,5.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,5.17 to 286.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 290,5.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,5.17 to 293.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 295,5.42 center font ',7' tc rgb '#37474f'
set arrow from 293.6,5.17 to 296.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 300,5.28 center font ',7' tc rgb '#37474f'
set arrow from 296.6,5.17 to 303.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 305,5.42 center font ',7' tc rgb '#37474f'
set arrow from 303.6,5.17 to 306.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310,5.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,5.17 to 313.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 315,5.42 center font ',7' tc rgb '#37474f'
set arrow from 313.6,5.17 to 316.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 320,5.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,5.17 to 323.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 325,5.42 center font ',7' tc rgb '#37474f'
set arrow from 323.6,5.17 to 326.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 330,5.28 center font ',7' tc rgb '#37474f'
set arrow from 326.6,5.17 to 333.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 335,5.42 center font ',7' tc rgb '#37474f'
set arrow from 333.6,5.17 to 336.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 340,5.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,5.17 to 343.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 345,5.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,5.17 to 346.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 350,5.28 center font ',7' tc rgb '#37474f'
set arrow from 346.6,5.17 to 353.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 355,5.42 center font ',7' tc rgb '#37474f'
set arrow from 353.6,5.17 to 356.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 360,5.28 center font ',7' tc rgb '#37474f'
set arrow from 356.6,5.17 to 363.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 365,5.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,5.17 to 366.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 369.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,5.17 to 372.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382,5.42 center font ',7' tc rgb '#37474f'
set arrow from 372.6,5.17 to 391.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 423.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 391.6,5.17 to 455.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 458,5.42 center font ',7' tc rgb '#37474f'
set arrow from 455.6,5.17 to 460.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 464.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,5.17 to 468.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 473,5.42 center font ',7' tc rgb '#37474f'
set arrow from 468.6,5.17 to 477.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 483.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 477.6,5.17 to 489.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 489.6,5.17 to 490.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 3.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 23,6.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,6.17 to 42.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 45.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,6.17 to 48.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 53,6.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,6.17 to 57.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,6.17 to 59.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 70.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,6.17 to 81.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,6.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,6.17 to 98.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,6.17 to 110.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 110.6,6.17 to 124.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,6.28 center font ',7' tc rgb '#37474f'
set arrow from 124.6,6.17 to 139.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 144.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 139.6,6.17 to 149.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 152,6.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,6.17 to 154.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 158.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,6.17 to 162.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 168.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 162.6,6.17 to 174.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 185,6.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,6.17 to 195.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 195.6,6.17 to 196.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 205,6.28 center font ',7' tc rgb '#37474f'
set arrow from 196.6,6.17 to 213.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 215,6.42 center font ',7' tc rgb '#37474f'
set arrow from 213.6,6.17 to 216.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 220,6.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,6.17 to 223.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 225,6.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,6.17 to 226.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 230,6.28 center font ',7' tc rgb '#37474f'
set arrow from 226.6,6.17 to 233.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 235,6.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,6.17 to 236.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 240,6.28 center font ',7' tc rgb '#37474f'
set arrow from 236.6,6.17 to 243.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 245,6.42 center font ',7' tc rgb '#37474f'
set arrow from 243.6,6.17 to 246.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 250,6.28 center font ',7' tc rgb '#37474f'
set arrow from 246.6,6.17 to 253.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 255,6.42 center font ',7' tc rgb '#37474f'
set arrow from 253.6,6.17 to 256.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 260,6.28 center font ',7' tc rgb '#37474f'
set arrow from 256.6,6.17 to 263.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 265,6.42 center font ',7' tc rgb '#37474f'
set arrow from 263.6,6.17 to 266.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 270,6.28 center font ',7' tc rgb '#37474f'
set arrow from 266.6,6.17 to 273.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 275,6.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,6.17 to 276.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 280,6.28 center font ',7' tc rgb '#37474f'
set arrow from 276.6,6.17 to 283.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 285,6.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,6.17 to 286.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 290,6.28 center font ',7' tc rgb '#37474f'
set arrow from 286.6,6.17 to 293.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 295,6.42 center font ',7' tc rgb '#37474f'
set arrow from 293.6,6.17 to 296.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 300,6.28 center font ',7' tc rgb '#37474f'
set arrow from 296.6,6.17 to 303.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 305,6.42 center font ',7' tc rgb '#37474f'
set arrow from 303.6,6.17 to 306.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 310,6.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,6.17 to 313.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 315,6.42 center font ',7' tc rgb '#37474f'
set arrow from 313.6,6.17 to 316.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 320,6.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,6.17 to 323.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 325,6.42 center font ',7' tc rgb '#37474f'
set arrow from 323.6,6.17 to 326.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 330,6.28 center font ',7' tc rgb '#37474f'
set arrow from 326.6,6.17 to 333.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 335,6.42 center font ',7' tc rgb '#37474f'
set arrow from 333.6,6.17 to 336.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 340,6.28 center font ',7' tc rgb '#37474f'
set arrow from 336.6,6.17 to 343.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 345,6.42 center font ',7' tc rgb '#37474f'
set arrow from 343.6,6.17 to 346.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 350,6.28 center font ',7' tc rgb '#37474f'
set arrow from 346.6,6.17 to 353.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 355,6.42 center font ',7' tc rgb '#37474f'
set arrow from 353.6,6.17 to 356.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 360,6.28 center font ',7' tc rgb '#37474f'
set arrow from 356.6,6.17 to 363.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 365,6.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,6.17 to 366.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 369.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,6.17 to 372.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 382,6.42 center font ',7' tc rgb '#37474f'
set arrow from 372.6,6.17 to 391.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_int_free" at 423.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 391.6,6.17 to 455.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 458,6.42 center font ',7' tc rgb '#37474f'
set arrow from 455.6,6.17 to 460.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 464.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 460.6,6.17 to 468.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 473,6.42 center font ',7' tc rgb '#37474f'
set arrow from 468.6,6.17 to 477.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 483.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 477.6,6.17 to 489.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 489.6,6.17 to 490.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@GLIBC_2.0" at 3,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 6.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,7.17 to 7.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 7.6,7.17 to 9.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 31,7.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,7.17 to 52.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 57,7.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,7.17 to 61.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 69.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,7.17 to 77.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 83,7.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,7.17 to 88.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 91,7.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,7.17 to 93.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,7.17 to 95.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 111,7.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,7.17 to 126.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 139,7.42 center font ',7' tc rgb '#37474f'
set arrow from 126.6,7.17 to 151.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 153.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,7.17 to 155.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 155.6,7.17 to 156.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 161.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,7.17 to 166.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 166.6,7.17 to 167.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 169.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,7.17 to 171.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 177.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,7.17 to 183.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 193.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 183.6,7.17 to 203.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 210,7.42 center font ',7' tc rgb '#37474f'
set arrow from 203.6,7.17 to 216.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 220,7.28 center font ',7' tc rgb '#37474f'
set arrow from 216.6,7.17 to 223.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 228.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,7.17 to 233.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 235,7.28 center font ',7' tc rgb '#37474f'
set arrow from 233.6,7.17 to 236.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 236.6,7.17 to 238.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 245,7.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,7.17 to 251.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 253.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 251.6,7.17 to 255.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,7.17 to 257.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 268,7.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,7.17 to 278.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 278.6,7.17 to 279.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 281.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 279.6,7.17 to 283.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 283.6,7.17 to 285.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 293.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 285.6,7.17 to 301.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 303.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,7.17 to 305.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 305.6,7.17 to 307.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 313.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 307.6,7.17 to 319.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 323,7.28 center font ',7' tc rgb '#37474f'
set arrow from 319.6,7.17 to 326.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 328.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 326.6,7.17 to 330.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 330.6,7.17 to 332.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 338.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 332.6,7.17 to 344.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 348,7.42 center font ',7' tc rgb '#37474f'
set arrow from 344.6,7.17 to 351.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 353.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 351.6,7.17 to 355.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 355.6,7.17 to 357.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 363.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 357.6,7.17 to 369.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 373,7.28 center font ',7' tc rgb '#37474f'
set arrow from 369.6,7.17 to 376.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 378.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 376.6,7.17 to 380.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 380.6,7.17 to 382.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 388.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 382.6,7.17 to 394.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 398,7.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,7.17 to 401.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 403.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 401.6,7.17 to 405.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 405.6,7.17 to 407.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 413.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 407.6,7.17 to 419.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 423,7.28 center font ',7' tc rgb '#37474f'
set arrow from 419.6,7.17 to 426.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 428.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 426.6,7.17 to 430.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 430.6,7.17 to 432.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 438.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 432.6,7.17 to 444.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 448,7.42 center font ',7' tc rgb '#37474f'
set arrow from 444.6,7.17 to 451.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 453.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 451.6,7.17 to 455.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 455.6,7.17 to 457.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 463.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 457.6,7.17 to 469.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 473,7.28 center font ',7' tc rgb '#37474f'
set arrow from 469.6,7.17 to 476.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 478.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 476.6,7.17 to 480.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 480.6,7.17 to 482.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 488.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 482.6,7.17 to 494.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 498,7.42 center font ',7' tc rgb '#37474f'
set arrow from 494.6,7.17 to 501.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 503.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 501.6,7.17 to 505.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 505.6,7.17 to 507.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 513.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 507.6,7.17 to 519.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 523,7.28 center font ',7' tc rgb '#37474f'
set arrow from 519.6,7.17 to 526.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 528.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 526.6,7.17 to 530.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 530.6,7.17 to 532.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 538.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 532.6,7.17 to 544.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 548,7.42 center font ',7' tc rgb '#37474f'
set arrow from 544.6,7.17 to 551.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 553.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 551.6,7.17 to 555.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 555.6,7.17 to 557.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 563.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 557.6,7.17 to 569.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 573,7.28 center font ',7' tc rgb '#37474f'
set arrow from 569.6,7.17 to 576.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 578.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 576.6,7.17 to 580.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 580.6,7.17 to 582.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 588.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 582.6,7.17 to 594.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 598,7.42 center font ',7' tc rgb '#37474f'
set arrow from 594.6,7.17 to 601.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 603.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 601.6,7.17 to 605.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 605.6,7.17 to 607.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 613.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 607.6,7.17 to 619.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 623,7.28 center font ',7' tc rgb '#37474f'
set arrow from 619.6,7.17 to 626.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 628.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 626.6,7.17 to 630.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 630.6,7.17 to 632.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 638.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 632.6,7.17 to 644.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 648,7.42 center font ',7' tc rgb '#37474f'
set arrow from 644.6,7.17 to 651.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 653.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 651.6,7.17 to 655.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 655.6,7.17 to 657.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 663.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 657.6,7.17 to 669.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 673,7.28 center font ',7' tc rgb '#37474f'
set arrow from 669.6,7.17 to 676.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 678.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 676.6,7.17 to 680.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 680.6,7.17 to 682.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 688.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 682.6,7.17 to 694.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 698,7.42 center font ',7' tc rgb '#37474f'
set arrow from 694.6,7.17 to 701.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 703.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 701.6,7.17 to 705.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 705.6,7.17 to 707.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 713.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 707.6,7.17 to 719.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 724,7.28 center font ',7' tc rgb '#37474f'
set arrow from 719.6,7.17 to 728.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 730.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 728.6,7.17 to 732.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 732.6,7.17 to 734.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 771.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 734.6,7.17 to 808.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 813,7.42 center font ',7' tc rgb '#37474f'
set arrow from 808.6,7.17 to 817.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 822.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 817.6,7.17 to 827.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 833.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 827.6,7.17 to 839.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 839.6,7.17 to 841.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 841.6,7.17 to 842.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 3.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 24,8.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,8.17 to 44.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 47.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,8.17 to 50.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 55,8.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,8.17 to 59.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,8.17 to 61.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 71.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 91.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,8.17 to 101.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 108,8.28 center font ',7' tc rgb '#37474f'
set arrow from 101.6,8.17 to 114.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 114.6,8.17 to 115.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 119,8.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,8.17 to 122.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 129.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 122.6,8.17 to 136.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 141.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 136.6,8.17 to 146.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 149,8.28 center font ',7' tc rgb '#37474f'
set arrow from 146.6,8.17 to 151.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 155.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,8.17 to 159.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 164.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 159.6,8.17 to 169.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 180,8.42 center font ',7' tc rgb '#37474f'
set arrow from 169.6,8.17 to 190.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,8.17 to 191.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 200,8.28 center font ',7' tc rgb '#37474f'
set arrow from 191.6,8.17 to 208.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 210,8.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,8.17 to 211.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 215,8.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,8.17 to 218.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 220,8.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,8.17 to 221.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 225,8.28 center font ',7' tc rgb '#37474f'
set arrow from 221.6,8.17 to 228.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 230,8.42 center font ',7' tc rgb '#37474f'
set arrow from 228.6,8.17 to 231.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 235,8.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,8.17 to 238.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 240,8.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,8.17 to 241.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 245,8.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,8.17 to 248.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 250,8.42 center font ',7' tc rgb '#37474f'
set arrow from 248.6,8.17 to 251.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 255,8.28 center font ',7' tc rgb '#37474f'
set arrow from 251.6,8.17 to 258.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 260,8.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,8.17 to 261.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 265,8.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,8.17 to 268.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 270,8.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,8.17 to 271.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 275,8.28 center font ',7' tc rgb '#37474f'
set arrow from 271.6,8.17 to 278.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 280,8.42 center font ',7' tc rgb '#37474f'
set arrow from 278.6,8.17 to 281.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 285,8.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,8.17 to 288.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 290,8.42 center font ',7' tc rgb '#37474f'
set arrow from 288.6,8.17 to 291.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 295,8.28 center font ',7' tc rgb '#37474f'
set arrow from 291.6,8.17 to 298.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 300,8.42 center font ',7' tc rgb '#37474f'
set arrow from 298.6,8.17 to 301.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 305,8.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,8.17 to 308.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 310,8.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,8.17 to 311.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 315,8.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,8.17 to 318.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 320,8.42 center font ',7' tc rgb '#37474f'
set arrow from 318.6,8.17 to 321.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 325,8.28 center font ',7' tc rgb '#37474f'
set arrow from 321.6,8.17 to 328.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 330,8.42 center font ',7' tc rgb '#37474f'
set arrow from 328.6,8.17 to 331.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 335,8.28 center font ',7' tc rgb '#37474f'
set arrow from 331.6,8.17 to 338.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 340,8.42 center font ',7' tc rgb '#37474f'
set arrow from 338.6,8.17 to 341.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 345,8.28 center font ',7' tc rgb '#37474f'
set arrow from 341.6,8.17 to 348.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 350,8.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,8.17 to 351.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 355,8.28 center font ',7' tc rgb '#37474f'
set arrow from 351.6,8.17 to 358.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 360,8.42 center font ',7' tc rgb '#37474f'
set arrow from 358.6,8.17 to 361.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 365,8.28 center font ',7' tc rgb '#37474f'
set arrow from 361.6,8.17 to 368.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 370,8.42 center font ',7' tc rgb '#37474f'
set arrow from 368.6,8.17 to 371.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 374.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 371.6,8.17 to 377.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 410,8.42 center font ',7' tc rgb '#37474f'
set arrow from 377.6,8.17 to 442.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 446.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 442.6,8.17 to 450.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 455,8.42 center font ',7' tc rgb '#37474f'
set arrow from 450.6,8.17 to 459.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 465.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 459.6,8.17 to 471.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 471.6,8.17 to 472.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@GLIBC_2.0" at 3,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 6.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 13,9.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,9.17 to 19.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 22.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 19.6,9.17 to 25.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 36.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,9.17 to 47.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 53,9.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 61,9.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,9.17 to 63.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,9.17 to 65.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 80,9.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,9.17 to 94.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 106.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,9.17 to 118.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 120.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,9.17 to 122.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,9.17 to 123.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 128.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 123.6,9.17 to 133.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 133.6,9.17 to 134.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 136.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 134.6,9.17 to 138.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 144,9.42 center font ',7' tc rgb '#37474f'
set arrow from 138.6,9.17 to 149.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 159.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 149.6,9.17 to 169.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 178,9.42 center font ',7' tc rgb '#37474f'
set arrow from 169.6,9.17 to 186.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,9.17 to 188.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 188.6,9.17 to 190.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 196.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 190.6,9.17 to 202.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 202.6,9.17 to 203.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 203.6,9.17 to 205.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 220.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 205.6,9.17 to 235.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 235.6,9.17 to 236.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 238.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 236.6,9.17 to 240.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 240.6,9.17 to 242.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 252,9.42 center font ',7' tc rgb '#37474f'
set arrow from 242.6,9.17 to 261.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 261.6,9.17 to 262.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 262.6,9.17 to 264.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 272,9.28 center font ',7' tc rgb '#37474f'
set arrow from 264.6,9.17 to 279.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 283,9.42 center font ',7' tc rgb '#37474f'
set arrow from 279.6,9.17 to 286.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 286.6,9.17 to 287.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 287.6,9.17 to 289.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 297,9.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,9.17 to 304.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 308,9.42 center font ',7' tc rgb '#37474f'
set arrow from 304.6,9.17 to 311.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 311.6,9.17 to 312.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,9.17 to 314.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 322,9.28 center font ',7' tc rgb '#37474f'
set arrow from 314.6,9.17 to 329.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 333,9.42 center font ',7' tc rgb '#37474f'
set arrow from 329.6,9.17 to 336.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 336.6,9.17 to 337.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 337.6,9.17 to 339.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 347,9.28 center font ',7' tc rgb '#37474f'
set arrow from 339.6,9.17 to 354.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 358,9.42 center font ',7' tc rgb '#37474f'
set arrow from 354.6,9.17 to 361.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 361.6,9.17 to 362.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 362.6,9.17 to 364.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 372,9.28 center font ',7' tc rgb '#37474f'
set arrow from 364.6,9.17 to 379.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 383,9.42 center font ',7' tc rgb '#37474f'
set arrow from 379.6,9.17 to 386.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 386.6,9.17 to 387.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 387.6,9.17 to 389.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 397,9.28 center font ',7' tc rgb '#37474f'
set arrow from 389.6,9.17 to 404.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 408,9.42 center font ',7' tc rgb '#37474f'
set arrow from 404.6,9.17 to 411.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 411.6,9.17 to 412.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 412.6,9.17 to 414.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 422,9.28 center font ',7' tc rgb '#37474f'
set arrow from 414.6,9.17 to 429.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 433,9.42 center font ',7' tc rgb '#37474f'
set arrow from 429.6,9.17 to 436.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 436.6,9.17 to 437.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 437.6,9.17 to 439.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 447,9.28 center font ',7' tc rgb '#37474f'
set arrow from 439.6,9.17 to 454.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 458,9.42 center font ',7' tc rgb '#37474f'
set arrow from 454.6,9.17 to 461.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 461.6,9.17 to 462.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 462.6,9.17 to 464.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 472,9.28 center font ',7' tc rgb '#37474f'
set arrow from 464.6,9.17 to 479.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 483,9.42 center font ',7' tc rgb '#37474f'
set arrow from 479.6,9.17 to 486.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 486.6,9.17 to 487.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 487.6,9.17 to 489.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 497,9.28 center font ',7' tc rgb '#37474f'
set arrow from 489.6,9.17 to 504.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 508,9.42 center font ',7' tc rgb '#37474f'
set arrow from 504.6,9.17 to 511.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 511.6,9.17 to 512.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 512.6,9.17 to 514.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 522,9.28 center font ',7' tc rgb '#37474f'
set arrow from 514.6,9.17 to 529.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 533,9.42 center font ',7' tc rgb '#37474f'
set arrow from 529.6,9.17 to 536.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 536.6,9.17 to 537.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 537.6,9.17 to 539.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 547,9.28 center font ',7' tc rgb '#37474f'
set arrow from 539.6,9.17 to 554.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 558,9.42 center font ',7' tc rgb '#37474f'
set arrow from 554.6,9.17 to 561.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 561.6,9.17 to 562.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 562.6,9.17 to 564.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 572,9.28 center font ',7' tc rgb '#37474f'
set arrow from 564.6,9.17 to 579.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 583,9.42 center font ',7' tc rgb '#37474f'
set arrow from 579.6,9.17 to 586.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 586.6,9.17 to 587.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 587.6,9.17 to 589.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 597,9.28 center font ',7' tc rgb '#37474f'
set arrow from 589.6,9.17 to 604.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 608,9.42 center font ',7' tc rgb '#37474f'
set arrow from 604.6,9.17 to 611.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 611.6,9.17 to 612.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 612.6,9.17 to 614.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 622,9.28 center font ',7' tc rgb '#37474f'
set arrow from 614.6,9.17 to 629.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 633,9.42 center font ',7' tc rgb '#37474f'
set arrow from 629.6,9.17 to 636.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 636.6,9.17 to 637.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 637.6,9.17 to 639.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 647,9.28 center font ',7' tc rgb '#37474f'
set arrow from 639.6,9.17 to 654.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 658,9.42 center font ',7' tc rgb '#37474f'
set arrow from 654.6,9.17 to 661.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 661.6,9.17 to 662.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 662.6,9.17 to 664.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 672,9.28 center font ',7' tc rgb '#37474f'
set arrow from 664.6,9.17 to 679.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 684,9.42 center font ',7' tc rgb '#37474f'
set arrow from 679.6,9.17 to 688.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 688.6,9.17 to 689.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 689.6,9.17 to 691.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 715,9.28 center font ',7' tc rgb '#37474f'
set arrow from 691.6,9.17 to 738.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 743,9.42 center font ',7' tc rgb '#37474f'
set arrow from 738.6,9.17 to 747.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 753.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 747.6,9.17 to 759.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 764,9.42 center font ',7' tc rgb '#37474f'
set arrow from 759.6,9.17 to 768.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 768.6,9.17 to 770.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 770.6,9.17 to 771.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join@@GLIBC_2.34" at 1.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 3.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 11,10.42 center font ',7' tc rgb '#37474f'
set arrow from 3.6,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 21.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,10.17 to 24.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 34.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,10.17 to 44.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,10.17 to 46.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 56.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 77.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 88.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 95,10.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,10.17 to 101.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,10.17 to 102.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 106.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,10.17 to 110.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 117.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,10.17 to 124.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 131,10.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,10.17 to 137.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_free_tcb" at 141.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 137.6,10.17 to 145.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 157,10.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,10.17 to 168.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 168.6,10.17 to 169.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 179,10.28 center font ',7' tc rgb '#37474f'
set arrow from 169.6,10.17 to 188.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 190,10.42 center font ',7' tc rgb '#37474f'
set arrow from 188.6,10.17 to 191.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 195,10.28 center font ',7' tc rgb '#37474f'
set arrow from 191.6,10.17 to 198.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 200,10.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,10.17 to 201.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 205,10.28 center font ',7' tc rgb '#37474f'
set arrow from 201.6,10.17 to 208.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 210,10.42 center font ',7' tc rgb '#37474f'
set arrow from 208.6,10.17 to 211.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 215,10.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,10.17 to 218.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 220,10.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,10.17 to 221.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 225,10.28 center font ',7' tc rgb '#37474f'
set arrow from 221.6,10.17 to 228.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 230,10.42 center font ',7' tc rgb '#37474f'
set arrow from 228.6,10.17 to 231.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 235,10.28 center font ',7' tc rgb '#37474f'
set arrow from 231.6,10.17 to 238.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 240,10.42 center font ',7' tc rgb '#37474f'
set arrow from 238.6,10.17 to 241.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 245,10.28 center font ',7' tc rgb '#37474f'
set arrow from 241.6,10.17 to 248.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 250,10.42 center font ',7' tc rgb '#37474f'
set arrow from 248.6,10.17 to 251.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 255,10.28 center font ',7' tc rgb '#37474f'
set arrow from 251.6,10.17 to 258.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 260,10.42 center font ',7' tc rgb '#37474f'
set arrow from 258.6,10.17 to 261.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 265,10.28 center font ',7' tc rgb '#37474f'
set arrow from 261.6,10.17 to 268.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 270,10.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,10.17 to 271.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 275,10.28 center font ',7' tc rgb '#37474f'
set arrow from 271.6,10.17 to 278.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 280,10.42 center font ',7' tc rgb '#37474f'
set arrow from 278.6,10.17 to 281.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 285,10.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,10.17 to 288.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 290,10.42 center font ',7' tc rgb '#37474f'
set arrow from 288.6,10.17 to 291.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 295,10.28 center font ',7' tc rgb '#37474f'
set arrow from 291.6,10.17 to 298.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 300,10.42 center font ',7' tc rgb '#37474f'
set arrow from 298.6,10.17 to 301.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 305,10.28 center font ',7' tc rgb '#37474f'
set arrow from 301.6,10.17 to 308.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 310,10.42 center font ',7' tc rgb '#37474f'
set arrow from 308.6,10.17 to 311.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 315,10.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,10.17 to 318.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 320,10.42 center font ',7' tc rgb '#37474f'
set arrow from 318.6,10.17 to 321.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 325,10.28 center font ',7' tc rgb '#37474f'
set arrow from 321.6,10.17 to 328.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 330,10.42 center font ',7' tc rgb '#37474f'
set arrow from 328.6,10.17 to 331.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 335,10.28 center font ',7' tc rgb '#37474f'
set arrow from 331.6,10.17 to 338.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 340,10.42 center font ',7' tc rgb '#37474f'
set arrow from 338.6,10.17 to 341.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 345,10.28 center font ',7' tc rgb '#37474f'
set arrow from 341.6,10.17 to 348.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 350,10.42 center font ',7' tc rgb '#37474f'
set arrow from 348.6,10.17 to 351.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 354.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 351.6,10.17 to 357.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "free" at 373.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 357.6,10.17 to 389.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_dl_deallocate_tls" at 393.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 389.6,10.17 to 397.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__nptl_deallocate_stack" at 401.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 397.6,10.17 to 405.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_clockjoin_ex" at 410.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 405.6,10.17 to 415.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 415.6,10.17 to 416.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 4.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 11,11.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,11.17 to 17.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,11.17 to 18.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 20,11.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,11.17 to 23.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 27.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,11.17 to 31.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 34,11.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,11.17 to 36.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 44,11.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,11.17 to 51.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,11.17 to 59.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,11.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,11.17 to 72.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 77,11.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,11.17 to 81.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 88,11.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,11.17 to 94.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 97,11.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,11.17 to 99.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,11.17 to 101.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,11.17 to 103.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c800]" at 108.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,11.17 to 113.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 120.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,11.17 to 127.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 130.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,11.17 to 133.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6fb70]" at 136,11.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,11.17 to 138.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,11.17 to 140.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6fb70]" at 146,11.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,11.17 to 151.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 154,11.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,11.17 to 156.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 161,11.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,11.17 to 165.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 168.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,11.17 to 171.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 176,11.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,11.17 to 180.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 186,11.28 center font ',7' tc rgb '#37474f'
set arrow from 180.6,11.17 to 191.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,11.17 to 193.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,11.17 to 194.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 14.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 14.6,12.17 to 16.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 19,12.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 23,12.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 24.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 30,12.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,12.17 to 35.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 38.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,12.17 to 41.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 46,12.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,12.17 to 50.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 54,12.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,12.17 to 57.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 62,12.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,12.17 to 66.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 68,12.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,12.17 to 69.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6be10]" at 71.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 78.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 83.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 86.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,12.17 to 89.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ee30]" at 91.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,12.17 to 93.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 96.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,12.17 to 99.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 101.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,12.17 to 103.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 105.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,12.17 to 107.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 113,12.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,12.17 to 118.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,12.17 to 119.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 4.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 11,13.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,13.17 to 17.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 20,13.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,13.17 to 23.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 27.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,13.17 to 31.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 34,13.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,13.17 to 36.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 44,13.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,13.17 to 51.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,13.17 to 59.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,13.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,13.17 to 72.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 77,13.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,13.17 to 81.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 88,13.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,13.17 to 94.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 97,13.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,13.17 to 99.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,13.17 to 101.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,13.17 to 103.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a130]" at 108.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,13.17 to 113.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 120.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,13.17 to 127.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 130.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,13.17 to 133.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6d590]" at 136,13.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,13.17 to 138.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,13.17 to 140.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6d590]" at 146,13.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,13.17 to 151.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 154,13.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,13.17 to 156.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 161,13.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,13.17 to 165.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 168.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,13.17 to 171.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 176,13.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,13.17 to 180.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 186,13.28 center font ',7' tc rgb '#37474f'
set arrow from 180.6,13.17 to 191.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,13.17 to 193.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,13.17 to 194.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 4.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 11,14.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,14.17 to 17.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,14.17 to 18.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 20,14.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,14.17 to 23.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 27.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,14.17 to 31.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 34,14.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,14.17 to 36.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 44,14.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,14.17 to 51.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,14.17 to 59.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,14.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,14.17 to 72.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 77,14.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,14.17 to 81.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 88,14.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,14.17 to 94.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 97,14.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,14.17 to 99.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,14.17 to 101.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,14.17 to 103.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a130]" at 108.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,14.17 to 113.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 120.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,14.17 to 127.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 130.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,14.17 to 133.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6d590]" at 136,14.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,14.17 to 138.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 138.6,14.17 to 140.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6d590]" at 146,14.42 center font ',7' tc rgb '#37474f'
set arrow from 140.6,14.17 to 151.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 154,14.28 center font ',7' tc rgb '#37474f'
set arrow from 151.6,14.17 to 156.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 161,14.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,14.17 to 165.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 168.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,14.17 to 171.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 176,14.42 center font ',7' tc rgb '#37474f'
set arrow from 171.6,14.17 to 180.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 186,14.28 center font ',7' tc rgb '#37474f'
set arrow from 180.6,14.17 to 191.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,14.17 to 193.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,14.17 to 194.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 14.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 14.6,15.17 to 16.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 19,15.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,15.17 to 21.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 23,15.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 30,15.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,15.17 to 35.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 38.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,15.17 to 41.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 46,15.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,15.17 to 50.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 54,15.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,15.17 to 57.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 62,15.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,15.17 to 66.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 68,15.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,15.17 to 69.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x698c0]" at 71.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,15.17 to 73.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 78.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,15.17 to 83.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 86.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,15.17 to 89.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c9d0]" at 91.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,15.17 to 93.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 96.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,15.17 to 99.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 101.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,15.17 to 103.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 105.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,15.17 to 107.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 113,15.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,15.17 to 118.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,15.17 to 119.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8,16.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,16.17 to 14.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 14.6,16.17 to 16.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 19,16.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,16.17 to 21.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 23,16.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 30,16.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,16.17 to 35.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 38.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,16.17 to 41.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 46,16.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,16.17 to 50.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 54,16.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,16.17 to 57.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 62,16.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,16.17 to 66.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 68,16.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,16.17 to 69.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x698c0]" at 71.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 78.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 83.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 86.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,16.17 to 89.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x6c9d0]" at 91.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,16.17 to 93.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 96.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,16.17 to 99.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 101.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,16.17 to 103.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 105.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 103.6,16.17 to 107.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 113,16.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,16.17 to 118.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,16.17 to 119.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 4.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 10.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,17.17 to 16.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,17.17 to 17.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,17.17 to 19.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,17.17 to 21.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 24,17.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,17.17 to 26.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 29,17.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,17.17 to 31.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 39,17.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 50.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 54.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 61,17.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 72,17.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,17.17 to 76.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 83,17.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,17.17 to 89.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 92,17.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,17.17 to 94.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,17.17 to 96.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,17.17 to 98.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x76cf0]" at 103.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,17.17 to 108.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 115,17.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,17.17 to 121.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 124.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,17.17 to 127.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x795e0]" at 130,17.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,17.17 to 132.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 132.6,17.17 to 134.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x795e0]" at 140,17.28 center font ',7' tc rgb '#37474f'
set arrow from 134.6,17.17 to 145.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 148,17.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,17.17 to 150.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 155,17.28 center font ',7' tc rgb '#37474f'
set arrow from 150.6,17.17 to 159.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 162.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,17.17 to 165.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 170,17.28 center font ',7' tc rgb '#37474f'
set arrow from 165.6,17.17 to 174.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 180.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 174.6,17.17 to 186.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 186.6,17.17 to 188.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 188.6,17.17 to 189.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 9,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 15.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 17,18.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,18.17 to 18.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 21.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 26,18.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,18.17 to 27.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 33.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,18.17 to 39.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 42.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,18.17 to 45.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 50.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,18.17 to 55.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 59,18.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,18.17 to 62.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 67.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,18.17 to 72.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 74,18.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,18.17 to 75.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78530]" at 78,18.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 85,18.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,18.17 to 89.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 93,18.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,18.17 to 96.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7aa20]" at 99,18.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,18.17 to 101.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 104.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 101.6,18.17 to 107.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 110,18.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,18.17 to 112.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 114.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,18.17 to 116.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 122.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 116.6,18.17 to 128.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 128.6,18.17 to 129.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 2,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 4.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 10.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,19.17 to 16.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,19.17 to 17.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 19,19.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,19.17 to 20.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 26.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,19.17 to 30.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 33,19.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,19.17 to 35.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 43.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 35.6,19.17 to 51.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 66,19.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 72.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 78,19.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,19.17 to 83.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 90,19.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,19.17 to 96.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 99,19.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,19.17 to 101.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,19.17 to 102.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,19.17 to 104.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7a7a0]" at 107,19.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,19.17 to 109.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 116,19.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,19.17 to 122.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 125.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 122.6,19.17 to 128.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7d350]" at 130,19.28 center font ',7' tc rgb '#37474f'
set arrow from 128.6,19.17 to 131.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 131.6,19.17 to 133.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7d350]" at 137,19.42 center font ',7' tc rgb '#37474f'
set arrow from 133.6,19.17 to 140.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 143,19.28 center font ',7' tc rgb '#37474f'
set arrow from 140.6,19.17 to 145.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 150,19.42 center font ',7' tc rgb '#37474f'
set arrow from 145.6,19.17 to 154.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 157.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 154.6,19.17 to 160.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 164,19.42 center font ',7' tc rgb '#37474f'
set arrow from 160.6,19.17 to 167.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_timedjoin_np_time64" at 173.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 167.6,19.17 to 179.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 179.6,19.17 to 181.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 181.6,19.17 to 182.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_join" at 1,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 8.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 14.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 16,20.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,20.17 to 17.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 20.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,20.17 to 23.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 25,20.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,20.17 to 26.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 32.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,20.17 to 38.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 41.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,20.17 to 44.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 49.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,20.17 to 54.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 58.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_setcancelstate" at 67.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,20.17 to 72.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 74,20.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7da80]" at 78,20.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 80.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 85,20.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,20.17 to 89.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 92,20.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,20.17 to 94.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x801a0]" at 97,20.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,20.17 to 99.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "munmap" at 102.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 99.6,20.17 to 105.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 108,20.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,20.17 to 110.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,20.17 to 112.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_timedjoin_np" at 118,20.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,20.17 to 123.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 123.6,20.17 to 124.4,20.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pthread_join.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#8e24aa" title "lost-join"
unset output
