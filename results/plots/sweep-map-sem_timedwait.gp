# sweep-map-sem_timedwait: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-sem_timedwait.gp
set terminal svg size 1300,1136 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-sem_timedwait.svg"
set title 'Sweep of sem_timedwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20) font ',9'
set yrange [-0.6:20.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 0.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 7,0.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 14,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 21.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 26.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 28.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 40,0.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 52,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 56.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 61.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,0.17 to 66.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 68.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,0.17 to 70.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,0.17 to 72.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 79,0.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,0.17 to 85.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 95,0.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 108.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 112.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 117,0.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,0.17 to 121.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 124.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,0.17 to 127.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 129,0.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,0.17 to 130.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 130.6,0.17 to 132.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 144.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 132.6,0.17 to 156.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 160.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,0.17 to 164.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 173,0.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,0.17 to 181.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 185,0.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,0.17 to 188.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 190,0.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,0.17 to 191.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,0.17 to 193.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,0.17 to 195.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__sem_wait_32_finish" at 202,0.42 center font ',7' tc rgb '#37474f'
set arrow from 195.6,0.17 to 208.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 213.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 208.6,0.17 to 218.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 218.6,0.17 to 219.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 3.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 7.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 10,1.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,1.17 to 12.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 17,1.28 center font ',7' tc rgb '#37474f'
set arrow from 12.6,1.17 to 21.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 31,1.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 43.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,1.17 to 46.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 49,1.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,1.17 to 51.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 58,1.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 70,1.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,1.17 to 75.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 83.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,1.17 to 91.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 97.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,1.17 to 103.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 107,1.28 center font ',7' tc rgb '#37474f'
set arrow from 103.6,1.17 to 110.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 119,1.42 center font ',7' tc rgb '#37474f'
set arrow from 110.6,1.17 to 127.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 130,1.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,1.17 to 132.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 138,1.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,1.17 to 143.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,1.17 to 144.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 0.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 11.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 23.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 26.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 30,2.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,2.17 to 33.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,2.17 to 37.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,2.17 to 39.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 47,2.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,2.17 to 54.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 59,2.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,2.17 to 63.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 68.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,2.17 to 73.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 77,2.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,2.17 to 80.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 86,2.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,2.17 to 91.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 94,2.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,2.17 to 96.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,2.17 to 98.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 124,2.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,2.17 to 149.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 161,2.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,2.17 to 172.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 177.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 172.6,2.17 to 182.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 186,2.42 center font ',7' tc rgb '#37474f'
set arrow from 182.6,2.17 to 189.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 194,2.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,2.17 to 198.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 200.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,2.17 to 202.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 204.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 202.6,2.17 to 206.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 208,2.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,2.17 to 209.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,2.17 to 211.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 223,2.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,2.17 to 234.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 245,2.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,2.17 to 255.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,2.17 to 257.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 266,2.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,2.17 to 274.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 278,2.42 center font ',7' tc rgb '#37474f'
set arrow from 274.6,2.17 to 281.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 283,2.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,2.17 to 284.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 286,2.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,2.17 to 287.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 287.6,2.17 to 289.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 295.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,2.17 to 301.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 306.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 301.6,2.17 to 311.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 315.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,2.17 to 319.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 319.6,2.17 to 320.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 0.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 11.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 23.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 26.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 30,3.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,3.17 to 33.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 35.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,3.17 to 37.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,3.17 to 39.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 47,3.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,3.17 to 54.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 59,3.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 68.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 73.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90710]" at 77,3.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,3.17 to 80.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 86,3.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,3.17 to 91.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 94,3.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,3.17 to 96.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,3.17 to 98.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 124,3.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,3.17 to 149.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 161,3.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,3.17 to 172.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 177.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 172.6,3.17 to 182.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 186,3.42 center font ',7' tc rgb '#37474f'
set arrow from 182.6,3.17 to 189.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 194,3.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,3.17 to 198.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 200.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,3.17 to 202.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 204.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 202.6,3.17 to 206.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 208,3.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,3.17 to 209.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,3.17 to 211.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 223,3.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,3.17 to 234.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 245,3.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,3.17 to 255.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,3.17 to 257.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 266,3.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,3.17 to 274.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 278,3.42 center font ',7' tc rgb '#37474f'
set arrow from 274.6,3.17 to 281.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 283,3.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,3.17 to 284.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90680]" at 286,3.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,3.17 to 287.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 287.6,3.17 to 289.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90680]" at 295.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,3.17 to 301.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 306.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 301.6,3.17 to 311.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 315.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,3.17 to 319.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 319.6,3.17 to 320.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 7.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,4.17 to 13.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,4.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,4.17 to 22.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 31,4.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,4.17 to 39.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 42.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,4.17 to 45.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 48,4.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,4.17 to 50.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 53,4.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,4.17 to 57.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 69.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,4.17 to 81.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,4.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,4.17 to 98.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,4.17 to 110.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,4.17 to 124.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,4.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,4.17 to 139.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 149.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,4.17 to 159.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 162,4.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,4.17 to 164.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 169.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,4.17 to 174.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,4.17 to 175.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 7.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,5.17 to 13.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,5.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,5.17 to 22.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 31,5.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,5.17 to 39.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 42.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,5.17 to 45.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 48,5.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,5.17 to 50.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 53,5.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,5.17 to 57.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 69.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,5.17 to 81.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,5.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,5.17 to 98.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,5.17 to 110.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,5.17 to 124.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,5.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,5.17 to 139.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 149.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,5.17 to 159.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 162,5.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,5.17 to 164.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 169.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,5.17 to 174.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,5.17 to 175.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,6.17 to 0.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,6.17 to 2.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 11.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,6.17 to 20.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 23.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,6.17 to 26.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 30,6.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,6.17 to 33.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35,6.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,6.17 to 36.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 36.6,6.17 to 38.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 46,6.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,6.17 to 53.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 58,6.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,6.17 to 62.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 67.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,6.17 to 72.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 76,6.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,6.17 to 79.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 85,6.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,6.17 to 90.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 93,6.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 97.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 126,6.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,6.17 to 154.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 167,6.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,6.17 to 179.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 181.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 179.6,6.17 to 183.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 183.6,6.17 to 184.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 189.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 184.6,6.17 to 194.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 194.6,6.17 to 195.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 197.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 195.6,6.17 to 199.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 205.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 199.6,6.17 to 211.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 221.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,6.17 to 231.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 231.6,6.17 to 233.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 242,6.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,6.17 to 250.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 254,6.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,6.17 to 257.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 259,6.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,6.17 to 260.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 262,6.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,6.17 to 263.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 263.6,6.17 to 265.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 271.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 265.6,6.17 to 277.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 282.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 277.6,6.17 to 287.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 291.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 287.6,6.17 to 295.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 295.6,6.17 to 296.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 7.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,7.17 to 13.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,7.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,7.17 to 22.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 30.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,7.17 to 38.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 41.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,7.17 to 44.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 47,7.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,7.17 to 49.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 52,7.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,7.17 to 54.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,7.17 to 56.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 67.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,7.17 to 78.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 88.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,7.17 to 98.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 105,7.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,7.17 to 111.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,7.17 to 112.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 116,7.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,7.17 to 119.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 126.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,7.17 to 133.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 143.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,7.17 to 153.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 156,7.42 center font ',7' tc rgb '#37474f'
set arrow from 153.6,7.17 to 158.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 163.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 158.6,7.17 to 168.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 168.6,7.17 to 169.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,8.17 to 0.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,8.17 to 2.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 11.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,8.17 to 20.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 23.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,8.17 to 26.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 30,8.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,8.17 to 33.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,8.17 to 37.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,8.17 to 39.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 46.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,8.17 to 53.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 58,8.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,8.17 to 62.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 67.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,8.17 to 72.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 76,8.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,8.17 to 79.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 85,8.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 93,8.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,8.17 to 95.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,8.17 to 97.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 124.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,8.17 to 151.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 163.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,8.17 to 175.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 177.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 175.6,8.17 to 179.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 179.6,8.17 to 180.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 185.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,8.17 to 190.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,8.17 to 191.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 193.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 191.6,8.17 to 195.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 201,8.42 center font ',7' tc rgb '#37474f'
set arrow from 195.6,8.17 to 206.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 216.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 206.6,8.17 to 226.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 226.6,8.17 to 228.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 237,8.42 center font ',7' tc rgb '#37474f'
set arrow from 228.6,8.17 to 245.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 249,8.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,8.17 to 252.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 254,8.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,8.17 to 255.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 262,8.28 center font ',7' tc rgb '#37474f'
set arrow from 255.6,8.17 to 268.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 273.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,8.17 to 278.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 282.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 278.6,8.17 to 286.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 286.6,8.17 to 287.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 7.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,9.17 to 13.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,9.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,9.17 to 22.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 30,9.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,9.17 to 37.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 40.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,9.17 to 43.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 46,9.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,9.17 to 48.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 51,9.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,9.17 to 53.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,9.17 to 55.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 66.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,9.17 to 77.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 88.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,9.17 to 99.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 106,9.42 center font ',7' tc rgb '#37474f'
set arrow from 99.6,9.17 to 112.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,9.17 to 113.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 117.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,9.17 to 121.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 128.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 121.6,9.17 to 135.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 145.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 135.6,9.17 to 155.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 158,9.42 center font ',7' tc rgb '#37474f'
set arrow from 155.6,9.17 to 160.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 165.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 160.6,9.17 to 170.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 170.6,9.17 to 171.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 4.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,10.17 to 6.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,10.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,10.17 to 15.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,10.17 to 16.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 18,10.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,10.17 to 19.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,10.17 to 21.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 25.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,10.17 to 29.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 31,10.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,10.17 to 32.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 36.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,10.17 to 40.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 42,10.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,10.17 to 43.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 46,10.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,10.17 to 48.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 57.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 70.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 74.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 76,10.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,10.17 to 77.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 80,10.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,10.17 to 82.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,10.17 to 96.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,10.17 to 102.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbc0]" at 105.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,10.17 to 108.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,10.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,10.17 to 115.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 117,10.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,10.17 to 118.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,10.17 to 120.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 131.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,10.17 to 142.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,10.17 to 143.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,10.17 to 145.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 154,10.28 center font ',7' tc rgb '#37474f'
set arrow from 145.6,10.17 to 162.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,10.17 to 163.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 163.6,10.17 to 165.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 214,10.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,10.17 to 262.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 268,10.28 center font ',7' tc rgb '#37474f'
set arrow from 262.6,10.17 to 273.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 294.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,10.17 to 315.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 315.6,10.17 to 316.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 319.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,10.17 to 322.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 322.6,10.17 to 324.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 332.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 324.6,10.17 to 340.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 351,10.28 center font ',7' tc rgb '#37474f'
set arrow from 340.6,10.17 to 361.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 366,10.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,10.17 to 370.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 381.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 370.6,10.17 to 392.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 395.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 392.6,10.17 to 398.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 402,10.28 center font ',7' tc rgb '#37474f'
set arrow from 398.6,10.17 to 405.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbe0]" at 408,10.42 center font ',7' tc rgb '#37474f'
set arrow from 405.6,10.17 to 410.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 415.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 410.6,10.17 to 420.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6f4c0]" at 422,10.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,10.17 to 423.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 426.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 423.6,10.17 to 429.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 441,10.42 center font ',7' tc rgb '#37474f'
set arrow from 429.6,10.17 to 452.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 459,10.28 center font ',7' tc rgb '#37474f'
set arrow from 452.6,10.17 to 465.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 465.6,10.17 to 466.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 11.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,11.17 to 13.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 16,11.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,11.17 to 18.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,11.17 to 20.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,11.17 to 26.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28,11.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,11.17 to 29.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 31.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,11.17 to 33.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,11.17 to 47.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,11.17 to 53.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55,11.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,11.17 to 56.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,11.17 to 60.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 66,11.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,11.17 to 71.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 73,11.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,11.17 to 74.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c190]" at 77,11.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,11.17 to 79.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 82.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,11.17 to 85.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 97.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,11.17 to 109.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 114,11.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,11.17 to 118.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 163,11.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,11.17 to 207.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 210.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,11.17 to 213.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 225.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 213.6,11.17 to 237.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 237.6,11.17 to 238.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 249.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 238.6,11.17 to 260.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 267.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 260.6,11.17 to 274.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 279.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 274.6,11.17 to 284.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 295.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,11.17 to 306.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 308.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,11.17 to 310.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 313.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,11.17 to 316.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c1b0]" at 318.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,11.17 to 320.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 324.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,11.17 to 328.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 328.6,11.17 to 330.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 332.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 330.6,11.17 to 334.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 343.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 334.6,11.17 to 352.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 359,11.28 center font ',7' tc rgb '#37474f'
set arrow from 352.6,11.17 to 365.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 365.6,11.17 to 366.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 4.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,12.17 to 6.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,12.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,12.17 to 15.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,12.17 to 16.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 18,12.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,12.17 to 19.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 25.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 29.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 31,12.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,12.17 to 32.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 36.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,12.17 to 40.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 42,12.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,12.17 to 43.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 46,12.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,12.17 to 48.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 57.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,12.17 to 66.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 70.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,12.17 to 74.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 76,12.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,12.17 to 77.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 80,12.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,12.17 to 82.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,12.17 to 96.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,12.17 to 102.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a4f0]" at 105.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,12.17 to 108.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,12.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,12.17 to 115.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 117,12.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,12.17 to 118.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,12.17 to 120.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 132.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,12.17 to 144.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 144.6,12.17 to 145.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 145.6,12.17 to 147.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 156,12.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,12.17 to 164.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 164.6,12.17 to 165.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 165.6,12.17 to 167.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 216,12.42 center font ',7' tc rgb '#37474f'
set arrow from 167.6,12.17 to 264.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 270,12.28 center font ',7' tc rgb '#37474f'
set arrow from 264.6,12.17 to 275.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 296.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 275.6,12.17 to 317.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 317.6,12.17 to 318.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 321.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 318.6,12.17 to 324.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 324.6,12.17 to 326.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 334.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 326.6,12.17 to 342.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 353,12.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,12.17 to 363.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 368,12.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,12.17 to 372.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 383.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 372.6,12.17 to 394.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 397.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,12.17 to 400.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 404,12.28 center font ',7' tc rgb '#37474f'
set arrow from 400.6,12.17 to 407.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a510]" at 410,12.42 center font ',7' tc rgb '#37474f'
set arrow from 407.6,12.17 to 412.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 417.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 412.6,12.17 to 422.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cef0]" at 424,12.42 center font ',7' tc rgb '#37474f'
set arrow from 422.6,12.17 to 425.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 428.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 425.6,12.17 to 431.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 442,12.42 center font ',7' tc rgb '#37474f'
set arrow from 431.6,12.17 to 452.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 459,12.28 center font ',7' tc rgb '#37474f'
set arrow from 452.6,12.17 to 465.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 465.6,12.17 to 466.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 4.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,13.17 to 6.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,13.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,13.17 to 15.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,13.17 to 16.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 18,13.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,13.17 to 19.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 25.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,13.17 to 29.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 31,13.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,13.17 to 32.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 36.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,13.17 to 40.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 42,13.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,13.17 to 43.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 46,13.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,13.17 to 48.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 57.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,13.17 to 66.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 70.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,13.17 to 74.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 76,13.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,13.17 to 77.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 80,13.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,13.17 to 82.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,13.17 to 96.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,13.17 to 102.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a4f0]" at 105.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,13.17 to 108.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,13.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,13.17 to 115.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 117,13.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,13.17 to 118.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,13.17 to 120.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 132.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,13.17 to 144.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 144.6,13.17 to 145.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 145.6,13.17 to 147.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 156,13.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,13.17 to 164.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 164.6,13.17 to 165.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 165.6,13.17 to 167.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 267,13.42 center font ',7' tc rgb '#37474f'
set arrow from 167.6,13.17 to 366.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 372,13.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,13.17 to 377.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 398.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 377.6,13.17 to 419.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 419.6,13.17 to 420.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 423.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 420.6,13.17 to 426.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 426.6,13.17 to 428.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 436.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 428.6,13.17 to 444.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 455,13.28 center font ',7' tc rgb '#37474f'
set arrow from 444.6,13.17 to 465.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 470,13.42 center font ',7' tc rgb '#37474f'
set arrow from 465.6,13.17 to 474.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 485.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 474.6,13.17 to 496.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 499.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 496.6,13.17 to 502.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 506,13.28 center font ',7' tc rgb '#37474f'
set arrow from 502.6,13.17 to 509.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a510]" at 512,13.42 center font ',7' tc rgb '#37474f'
set arrow from 509.6,13.17 to 514.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 519.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 514.6,13.17 to 524.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6cef0]" at 526,13.42 center font ',7' tc rgb '#37474f'
set arrow from 524.6,13.17 to 527.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 530.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 527.6,13.17 to 533.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 544,13.42 center font ',7' tc rgb '#37474f'
set arrow from 533.6,13.17 to 554.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 561,13.28 center font ',7' tc rgb '#37474f'
set arrow from 554.6,13.17 to 567.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 567.6,13.17 to 568.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 11.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,14.17 to 13.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 16,14.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,14.17 to 18.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,14.17 to 20.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,14.17 to 26.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28,14.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,14.17 to 29.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 31.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,14.17 to 33.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,14.17 to 47.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,14.17 to 53.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55,14.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,14.17 to 56.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,14.17 to 60.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 66.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,14.17 to 72.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 74,14.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,14.17 to 75.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c20]" at 78,14.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,14.17 to 80.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 83.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 97,14.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 107.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 112,14.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,14.17 to 116.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 147,14.42 center font ',7' tc rgb '#37474f'
set arrow from 116.6,14.17 to 177.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 180.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 177.6,14.17 to 183.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 198,14.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,14.17 to 212.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 212.6,14.17 to 213.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 224.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 213.6,14.17 to 235.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 242.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 235.6,14.17 to 249.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 254.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 249.6,14.17 to 259.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 271,14.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,14.17 to 282.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 284.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 282.6,14.17 to 286.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 289.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 286.6,14.17 to 292.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c40]" at 294.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,14.17 to 296.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 300.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 296.6,14.17 to 304.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,14.17 to 306.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 308.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,14.17 to 310.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 318.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,14.17 to 326.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 333,14.28 center font ',7' tc rgb '#37474f'
set arrow from 326.6,14.17 to 339.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 339.6,14.17 to 340.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 11.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,15.17 to 13.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 16,15.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,15.17 to 18.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,15.17 to 20.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,15.17 to 26.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28,15.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,15.17 to 29.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 31.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,15.17 to 33.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,15.17 to 47.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,15.17 to 53.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55,15.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,15.17 to 56.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,15.17 to 60.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 66.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,15.17 to 72.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 74,15.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,15.17 to 75.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c20]" at 78,15.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,15.17 to 80.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 83.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 97,15.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,15.17 to 107.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 112,15.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,15.17 to 116.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 161,15.42 center font ',7' tc rgb '#37474f'
set arrow from 116.6,15.17 to 205.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 208.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,15.17 to 211.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 224,15.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,15.17 to 236.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 236.6,15.17 to 237.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 248.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 237.6,15.17 to 259.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 266.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,15.17 to 273.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 278.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 273.6,15.17 to 283.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 295,15.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,15.17 to 306.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 308.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,15.17 to 310.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 313.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,15.17 to 316.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c40]" at 318.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,15.17 to 320.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 324.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,15.17 to 328.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 328.6,15.17 to 330.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 332.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 330.6,15.17 to 334.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 342.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 334.6,15.17 to 350.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 357,15.28 center font ',7' tc rgb '#37474f'
set arrow from 350.6,15.17 to 363.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 363.6,15.17 to 364.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 4.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,16.17 to 6.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,16.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,16.17 to 16.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,16.17 to 18.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,16.17 to 20.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 23,16.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 27,16.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,16.17 to 28.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 32.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,16.17 to 36.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 38,16.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,16.17 to 39.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 42,16.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,16.17 to 44.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 53.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 66.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 70.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 72,16.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 76,16.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 78.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 86,16.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,16.17 to 93.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 96.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,16.17 to 99.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770c0]" at 102.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 99.6,16.17 to 105.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 108.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,16.17 to 111.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,16.17 to 112.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,16.17 to 114.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 127,16.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,16.17 to 139.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 139.6,16.17 to 140.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,16.17 to 142.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 150.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,16.17 to 158.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 158.6,16.17 to 159.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 159.6,16.17 to 161.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 210,16.42 center font ',7' tc rgb '#37474f'
set arrow from 161.6,16.17 to 258.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 264.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 258.6,16.17 to 270.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 291.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 270.6,16.17 to 312.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,16.17 to 313.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 316.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,16.17 to 319.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 319.6,16.17 to 321.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 329.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 321.6,16.17 to 337.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 348,16.28 center font ',7' tc rgb '#37474f'
set arrow from 337.6,16.17 to 358.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 363,16.42 center font ',7' tc rgb '#37474f'
set arrow from 358.6,16.17 to 367.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 378,16.28 center font ',7' tc rgb '#37474f'
set arrow from 367.6,16.17 to 388.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 391.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 388.6,16.17 to 394.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 398,16.28 center font ',7' tc rgb '#37474f'
set arrow from 394.6,16.17 to 401.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770e0]" at 404,16.42 center font ',7' tc rgb '#37474f'
set arrow from 401.6,16.17 to 406.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 411.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 406.6,16.17 to 416.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78f00]" at 418,16.42 center font ',7' tc rgb '#37474f'
set arrow from 416.6,16.17 to 419.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 422.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 419.6,16.17 to 425.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 433.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 425.6,16.17 to 441.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 448,16.28 center font ',7' tc rgb '#37474f'
set arrow from 441.6,16.17 to 454.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 454.6,16.17 to 455.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 11.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,17.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,17.17 to 14.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 17.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,17.17 to 20.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 26,17.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,17.17 to 29.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 31.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,17.17 to 33.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 35.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,17.17 to 37.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 44.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,17.17 to 51.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,17.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,17.17 to 58.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 60.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,17.17 to 62.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 64.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,17.17 to 66.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 72.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,17.17 to 78.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 80.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788c0]" at 85.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,17.17 to 88.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 91.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,17.17 to 94.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 105,17.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,17.17 to 115.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 120.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,17.17 to 125.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 156,17.28 center font ',7' tc rgb '#37474f'
set arrow from 125.6,17.17 to 186.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 190,17.42 center font ',7' tc rgb '#37474f'
set arrow from 186.6,17.17 to 193.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 207.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 193.6,17.17 to 221.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 221.6,17.17 to 223.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 234.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,17.17 to 245.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 252.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,17.17 to 259.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 263.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,17.17 to 267.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 279,17.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,17.17 to 290.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 292.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,17.17 to 294.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 298,17.28 center font ',7' tc rgb '#37474f'
set arrow from 294.6,17.17 to 301.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788e0]" at 304,17.42 center font ',7' tc rgb '#37474f'
set arrow from 301.6,17.17 to 306.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 310.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,17.17 to 314.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7a3a0]" at 316,17.42 center font ',7' tc rgb '#37474f'
set arrow from 314.6,17.17 to 317.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 319.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 317.6,17.17 to 321.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 327.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 321.6,17.17 to 333.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 340,17.28 center font ',7' tc rgb '#37474f'
set arrow from 333.6,17.17 to 346.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 346.6,17.17 to 347.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 1.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 3.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,18.17 to 5.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 9.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,18.17 to 13.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,18.17 to 14.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 16,18.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,18.17 to 17.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,18.17 to 19.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 23.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,18.17 to 27.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 29,18.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,18.17 to 30.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 34.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,18.17 to 38.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 40,18.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,18.17 to 41.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 44,18.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,18.17 to 46.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 56,18.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,18.17 to 65.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 69.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,18.17 to 73.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 75,18.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,18.17 to 76.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79,18.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89,18.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,18.17 to 96.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,18.17 to 102.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7aba0]" at 105.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,18.17 to 108.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,18.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,18.17 to 115.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 115.6,18.17 to 116.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,18.17 to 118.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 131,18.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,18.17 to 143.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,18.17 to 144.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 144.6,18.17 to 146.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 154,18.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,18.17 to 161.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 161.6,18.17 to 162.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,18.17 to 164.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 238.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,18.17 to 312.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 317,18.42 center font ',7' tc rgb '#37474f'
set arrow from 312.6,18.17 to 321.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 346,18.28 center font ',7' tc rgb '#37474f'
set arrow from 321.6,18.17 to 370.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 370.6,18.17 to 371.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 373,18.42 center font ',7' tc rgb '#37474f'
set arrow from 371.6,18.17 to 374.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 374.6,18.17 to 376.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 384.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 376.6,18.17 to 392.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 403,18.42 center font ',7' tc rgb '#37474f'
set arrow from 392.6,18.17 to 413.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 417,18.28 center font ',7' tc rgb '#37474f'
set arrow from 413.6,18.17 to 420.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 431,18.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,18.17 to 441.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 444,18.28 center font ',7' tc rgb '#37474f'
set arrow from 441.6,18.17 to 446.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 450,18.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,18.17 to 453.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7abc0]" at 456,18.28 center font ',7' tc rgb '#37474f'
set arrow from 453.6,18.17 to 458.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 463.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 458.6,18.17 to 468.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cc10]" at 470,18.28 center font ',7' tc rgb '#37474f'
set arrow from 468.6,18.17 to 471.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 475,18.42 center font ',7' tc rgb '#37474f'
set arrow from 471.6,18.17 to 478.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 486.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 478.6,18.17 to 494.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 500.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 494.6,18.17 to 506.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 506.6,18.17 to 507.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 4,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 8.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 10,19.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,19.17 to 11.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 14.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,19.17 to 17.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,19.17 to 19.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23,19.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,19.17 to 26.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,19.17 to 30.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 32.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,19.17 to 34.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,19.17 to 46.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50,19.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,19.17 to 53.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,19.17 to 57.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 59.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,19.17 to 61.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 67,19.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,19.17 to 72.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 74.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,19.17 to 76.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de10]" at 79.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 85.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,19.17 to 88.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 97,19.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,19.17 to 105.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 110.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 105.6,19.17 to 115.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 146,19.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,19.17 to 176.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 179.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 176.6,19.17 to 182.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 199.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 182.6,19.17 to 216.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 216.6,19.17 to 218.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 229.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,19.17 to 240.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 247.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 240.6,19.17 to 254.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 258.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 254.6,19.17 to 262.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 272,19.28 center font ',7' tc rgb '#37474f'
set arrow from 262.6,19.17 to 281.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 283.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 281.6,19.17 to 285.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 289,19.28 center font ',7' tc rgb '#37474f'
set arrow from 285.6,19.17 to 292.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de30]" at 295,19.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,19.17 to 297.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 301.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 297.6,19.17 to 305.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7faa0]" at 307,19.42 center font ',7' tc rgb '#37474f'
set arrow from 305.6,19.17 to 308.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 310.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 308.6,19.17 to 312.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 318.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 312.6,19.17 to 324.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 329.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 324.6,19.17 to 334.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 334.6,19.17 to 335.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 4,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 8.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 14,20.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,20.17 to 19.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 24.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 19.6,20.17 to 29.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 35.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,20.17 to 41.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 48,20.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,20.17 to 54.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,20.17 to 55.4,20.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-sem_timedwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup", NaN with points pt 5 lc rgb "#cfd8dc" title "skipped"
unset output
set terminal pngcairo size 1300,1136 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-sem_timedwait.png"
set title 'Sweep of sem_timedwait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20) font ',9'
set yrange [-0.6:20.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 0.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 7,0.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 14,0.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 21.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 26.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 28.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 32.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 40,0.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 52,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 56.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 61.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,0.17 to 66.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 68.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,0.17 to 70.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,0.17 to 72.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 79,0.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,0.17 to 85.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 95,0.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,0.17 to 104.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 108.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,0.17 to 112.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 117,0.42 center font ',7' tc rgb '#37474f'
set arrow from 112.6,0.17 to 121.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 124.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 121.6,0.17 to 127.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 129,0.42 center font ',7' tc rgb '#37474f'
set arrow from 127.6,0.17 to 130.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 130.6,0.17 to 132.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 144.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 132.6,0.17 to 156.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 160.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 156.6,0.17 to 164.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 173,0.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,0.17 to 181.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 185,0.42 center font ',7' tc rgb '#37474f'
set arrow from 181.6,0.17 to 188.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 190,0.28 center font ',7' tc rgb '#37474f'
set arrow from 188.6,0.17 to 191.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 191.6,0.17 to 193.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 193.6,0.17 to 195.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__sem_wait_32_finish" at 202,0.42 center font ',7' tc rgb '#37474f'
set arrow from 195.6,0.17 to 208.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 213.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 208.6,0.17 to 218.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 218.6,0.17 to 219.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 3.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 7.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pthread_testcancel" at 10,1.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,1.17 to 12.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:sem_timedwait" at 17,1.28 center font ',7' tc rgb '#37474f'
set arrow from 12.6,1.17 to 21.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 31,1.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_push" at 43.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,1.17 to 46.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 49,1.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,1.17 to 51.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 58,1.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 70,1.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,1.17 to 75.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 83.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,1.17 to 91.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 97.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,1.17 to 103.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:do_futex_wait.constprop.0" at 107,1.28 center font ',7' tc rgb '#37474f'
set arrow from 103.6,1.17 to 110.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 119,1.42 center font ',7' tc rgb '#37474f'
set arrow from 110.6,1.17 to 127.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:_pthread_cleanup_pop" at 130,1.28 center font ',7' tc rgb '#37474f'
set arrow from 127.6,1.17 to 132.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__new_sem_wait_slow.constprop.0" at 138,1.42 center font ',7' tc rgb '#37474f'
set arrow from 132.6,1.17 to 143.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,1.17 to 144.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 0.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 11.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 23.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 26.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 30,2.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,2.17 to 33.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,2.17 to 37.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,2.17 to 39.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 47,2.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,2.17 to 54.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 59,2.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,2.17 to 63.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 68.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,2.17 to 73.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 77,2.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,2.17 to 80.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 86,2.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,2.17 to 91.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 94,2.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,2.17 to 96.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,2.17 to 98.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 124,2.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,2.17 to 149.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 161,2.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,2.17 to 172.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 177.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 172.6,2.17 to 182.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 186,2.42 center font ',7' tc rgb '#37474f'
set arrow from 182.6,2.17 to 189.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 194,2.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,2.17 to 198.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_do_syscall" at 200.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,2.17 to 202.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 204.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 202.6,2.17 to 206.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 208,2.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,2.17 to 209.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,2.17 to 211.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 223,2.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,2.17 to 234.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 245,2.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,2.17 to 255.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,2.17 to 257.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 266,2.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,2.17 to 274.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 278,2.42 center font ',7' tc rgb '#37474f'
set arrow from 274.6,2.17 to 281.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 283,2.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,2.17 to 284.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 286,2.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,2.17 to 287.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 287.6,2.17 to 289.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 295.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,2.17 to 301.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 306.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 301.6,2.17 to 311.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 315.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,2.17 to 319.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 319.6,2.17 to 320.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 0.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 11.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 23.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 26.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 30,3.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,3.17 to 33.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 35.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,3.17 to 37.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,3.17 to 39.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 47,3.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,3.17 to 54.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 59,3.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 68.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 73.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90710]" at 77,3.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,3.17 to 80.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84820]" at 86,3.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,3.17 to 91.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 94,3.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,3.17 to 96.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,3.17 to 98.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 124,3.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,3.17 to 149.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 161,3.42 center font ',7' tc rgb '#37474f'
set arrow from 149.6,3.17 to 172.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 177.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 172.6,3.17 to 182.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 186,3.42 center font ',7' tc rgb '#37474f'
set arrow from 182.6,3.17 to 189.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 194,3.28 center font ',7' tc rgb '#37474f'
set arrow from 189.6,3.17 to 198.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x115da0]" at 200.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 198.6,3.17 to 202.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 204.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 202.6,3.17 to 206.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 208,3.42 center font ',7' tc rgb '#37474f'
set arrow from 206.6,3.17 to 209.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 209.6,3.17 to 211.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 223,3.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,3.17 to 234.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x84580]" at 245,3.42 center font ',7' tc rgb '#37474f'
set arrow from 234.6,3.17 to 255.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 255.6,3.17 to 257.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 266,3.28 center font ',7' tc rgb '#37474f'
set arrow from 257.6,3.17 to 274.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 278,3.42 center font ',7' tc rgb '#37474f'
set arrow from 274.6,3.17 to 281.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 283,3.28 center font ',7' tc rgb '#37474f'
set arrow from 281.6,3.17 to 284.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90680]" at 286,3.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,3.17 to 287.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 287.6,3.17 to 289.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90680]" at 295.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 289.6,3.17 to 301.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x90730]" at 306.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 301.6,3.17 to 311.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 315.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 311.6,3.17 to 319.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 319.6,3.17 to 320.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 7.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,4.17 to 13.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,4.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,4.17 to 22.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 31,4.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,4.17 to 39.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 42.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,4.17 to 45.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 48,4.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,4.17 to 50.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 53,4.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,4.17 to 57.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 69.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,4.17 to 81.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,4.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,4.17 to 98.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,4.17 to 110.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,4.17 to 124.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,4.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,4.17 to 139.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 149.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,4.17 to 159.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 162,4.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,4.17 to 164.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 169.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,4.17 to 174.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,4.17 to 175.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 7.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,5.17 to 13.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,5.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,5.17 to 22.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 31,5.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,5.17 to 39.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 42.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,5.17 to 45.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 48,5.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,5.17 to 50.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 53,5.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,5.17 to 57.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 69.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,5.17 to 81.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 90,5.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,5.17 to 98.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 104.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,5.17 to 110.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 117.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 110.6,5.17 to 124.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 132,5.42 center font ',7' tc rgb '#37474f'
set arrow from 124.6,5.17 to 139.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 149.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,5.17 to 159.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 162,5.42 center font ',7' tc rgb '#37474f'
set arrow from 159.6,5.17 to 164.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 169.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,5.17 to 174.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 174.6,5.17 to 175.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,6.17 to 0.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,6.17 to 2.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 11.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,6.17 to 20.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 23.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,6.17 to 26.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 30,6.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,6.17 to 33.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35,6.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,6.17 to 36.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 36.6,6.17 to 38.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 46,6.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,6.17 to 53.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 58,6.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,6.17 to 62.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 67.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,6.17 to 72.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 76,6.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,6.17 to 79.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 85,6.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,6.17 to 90.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 93,6.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 97.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 126,6.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,6.17 to 154.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 167,6.42 center font ',7' tc rgb '#37474f'
set arrow from 154.6,6.17 to 179.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 181.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 179.6,6.17 to 183.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 183.6,6.17 to 184.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 189.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 184.6,6.17 to 194.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 194.6,6.17 to 195.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 197.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 195.6,6.17 to 199.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 205.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 199.6,6.17 to 211.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 221.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 211.6,6.17 to 231.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 231.6,6.17 to 233.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 242,6.42 center font ',7' tc rgb '#37474f'
set arrow from 233.6,6.17 to 250.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 254,6.28 center font ',7' tc rgb '#37474f'
set arrow from 250.6,6.17 to 257.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 259,6.42 center font ',7' tc rgb '#37474f'
set arrow from 257.6,6.17 to 260.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 262,6.28 center font ',7' tc rgb '#37474f'
set arrow from 260.6,6.17 to 263.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 263.6,6.17 to 265.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 271.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 265.6,6.17 to 277.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 282.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 277.6,6.17 to 287.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 291.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 287.6,6.17 to 295.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 295.6,6.17 to 296.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 7.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,7.17 to 13.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,7.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,7.17 to 22.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 30.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,7.17 to 38.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 41.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,7.17 to 44.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 47,7.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,7.17 to 49.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 52,7.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,7.17 to 54.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,7.17 to 56.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 67.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,7.17 to 78.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 88.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,7.17 to 98.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 105,7.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,7.17 to 111.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,7.17 to 112.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 116,7.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,7.17 to 119.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 126.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,7.17 to 133.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 143.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,7.17 to 153.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 156,7.42 center font ',7' tc rgb '#37474f'
set arrow from 153.6,7.17 to 158.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 163.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 158.6,7.17 to 168.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 168.6,7.17 to 169.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,8.17 to 0.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 0.6,8.17 to 2.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 11.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,8.17 to 20.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@GLIBC_2.0" at 23.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,8.17 to 26.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 30,8.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,8.17 to 33.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 35.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,8.17 to 37.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,8.17 to 39.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 46.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,8.17 to 53.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@GLIBC_2.0" at 58,8.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,8.17 to 62.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 67.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,8.17 to 72.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 76,8.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,8.17 to 79.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_cancelable64" at 85,8.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 93,8.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,8.17 to 95.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,8.17 to 97.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 124.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,8.17 to 151.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 163.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 151.6,8.17 to 175.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 177.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 175.6,8.17 to 179.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 179.6,8.17 to 180.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 185.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 180.6,8.17 to 190.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 190.6,8.17 to 191.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 193.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 191.6,8.17 to 195.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 201,8.42 center font ',7' tc rgb '#37474f'
set arrow from 195.6,8.17 to 206.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 216.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 206.6,8.17 to 226.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 226.6,8.17 to 228.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 237,8.42 center font ',7' tc rgb '#37474f'
set arrow from 228.6,8.17 to 245.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@@GLIBC_2.34" at 249,8.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,8.17 to 252.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 254,8.42 center font ',7' tc rgb '#37474f'
set arrow from 252.6,8.17 to 255.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_wait_32_finish" at 262,8.28 center font ',7' tc rgb '#37474f'
set arrow from 255.6,8.17 to 268.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 273.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 268.6,8.17 to 278.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2" at 282.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 278.6,8.17 to 286.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 286.6,8.17 to 287.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 3.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 7.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel@@GLIBC_2.34" at 10.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,9.17 to 13.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait@GLIBC_2.2.5" at 18,9.28 center font ',7' tc rgb '#37474f'
set arrow from 13.6,9.17 to 22.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 30,9.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,9.17 to 37.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push@@GLIBC_2.34" at 40.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,9.17 to 43.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 46,9.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,9.17 to 48.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "do_futex_wait.constprop.0" at 51,9.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,9.17 to 53.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,9.17 to 55.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 66.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,9.17 to 77.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 88.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,9.17 to 99.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 106,9.42 center font ',7' tc rgb '#37474f'
set arrow from 99.6,9.17 to 112.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,9.17 to 113.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 117.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 113.6,9.17 to 121.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__futex_abstimed_wait_common" at 128.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 121.6,9.17 to 135.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 145.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 135.6,9.17 to 155.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop@GLIBC_2.2.5" at 158,9.42 center font ',7' tc rgb '#37474f'
set arrow from 155.6,9.17 to 160.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__new_sem_wait_slow64.constprop.0" at 165.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 160.6,9.17 to 170.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 170.6,9.17 to 171.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 4.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,10.17 to 6.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,10.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,10.17 to 15.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,10.17 to 16.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 18,10.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,10.17 to 19.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,10.17 to 21.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6ba80]" at 25.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,10.17 to 29.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 31,10.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,10.17 to 32.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 36.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,10.17 to 40.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 42,10.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,10.17 to 43.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 46,10.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,10.17 to 48.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 57.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 70.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 74.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 76,10.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,10.17 to 77.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 80,10.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,10.17 to 82.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,10.17 to 96.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,10.17 to 102.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbc0]" at 105.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,10.17 to 108.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,10.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,10.17 to 115.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 117,10.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,10.17 to 118.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,10.17 to 120.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 131.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,10.17 to 142.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,10.17 to 143.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,10.17 to 145.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 154,10.28 center font ',7' tc rgb '#37474f'
set arrow from 145.6,10.17 to 162.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,10.17 to 163.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 163.6,10.17 to 165.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 214,10.42 center font ',7' tc rgb '#37474f'
set arrow from 165.6,10.17 to 262.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 268,10.28 center font ',7' tc rgb '#37474f'
set arrow from 262.6,10.17 to 273.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 294.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 273.6,10.17 to 315.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 315.6,10.17 to 316.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 319.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,10.17 to 322.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 322.6,10.17 to 324.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 332.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 324.6,10.17 to 340.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 351,10.28 center font ',7' tc rgb '#37474f'
set arrow from 340.6,10.17 to 361.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 366,10.42 center font ',7' tc rgb '#37474f'
set arrow from 361.6,10.17 to 370.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6aa00]" at 381.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 370.6,10.17 to 392.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 395.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 392.6,10.17 to 398.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 402,10.28 center font ',7' tc rgb '#37474f'
set arrow from 398.6,10.17 to 405.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cbe0]" at 408,10.42 center font ',7' tc rgb '#37474f'
set arrow from 405.6,10.17 to 410.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 415.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 410.6,10.17 to 420.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6f4c0]" at 422,10.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,10.17 to 423.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 426.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 423.6,10.17 to 429.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 441,10.42 center font ',7' tc rgb '#37474f'
set arrow from 429.6,10.17 to 452.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 459,10.28 center font ',7' tc rgb '#37474f'
set arrow from 452.6,10.17 to 465.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 465.6,10.17 to 466.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 11.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,11.17 to 13.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b180]" at 16,11.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,11.17 to 18.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,11.17 to 20.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,11.17 to 26.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28,11.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,11.17 to 29.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 31.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,11.17 to 33.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,11.17 to 47.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,11.17 to 53.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55,11.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,11.17 to 56.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,11.17 to 60.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 66,11.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,11.17 to 71.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 73,11.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,11.17 to 74.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c190]" at 77,11.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,11.17 to 79.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 82.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,11.17 to 85.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 97.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,11.17 to 109.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 114,11.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,11.17 to 118.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 163,11.42 center font ',7' tc rgb '#37474f'
set arrow from 118.6,11.17 to 207.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 210.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 207.6,11.17 to 213.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 225.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 213.6,11.17 to 237.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 237.6,11.17 to 238.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 249.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 238.6,11.17 to 260.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 267.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 260.6,11.17 to 274.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 279.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 274.6,11.17 to 284.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a300]" at 295.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 284.6,11.17 to 306.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 308.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,11.17 to 310.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 313.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,11.17 to 316.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6c1b0]" at 318.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,11.17 to 320.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 324.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,11.17 to 328.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 328.6,11.17 to 330.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 332.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 330.6,11.17 to 334.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 343.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 334.6,11.17 to 352.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 359,11.28 center font ',7' tc rgb '#37474f'
set arrow from 352.6,11.17 to 365.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 365.6,11.17 to 366.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 4.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,12.17 to 6.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,12.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,12.17 to 15.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,12.17 to 16.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 18,12.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,12.17 to 19.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x693b0]" at 25.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 29.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 31,12.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,12.17 to 32.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 36.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,12.17 to 40.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 42,12.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,12.17 to 43.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 46,12.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,12.17 to 48.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 57.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,12.17 to 66.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 70.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,12.17 to 74.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 76,12.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,12.17 to 77.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 80,12.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,12.17 to 82.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,12.17 to 96.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,12.17 to 102.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a4f0]" at 105.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,12.17 to 108.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,12.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,12.17 to 115.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 117,12.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,12.17 to 118.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,12.17 to 120.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 132.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,12.17 to 144.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 144.6,12.17 to 145.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 145.6,12.17 to 147.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 156,12.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,12.17 to 164.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 164.6,12.17 to 165.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 165.6,12.17 to 167.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 216,12.42 center font ',7' tc rgb '#37474f'
set arrow from 167.6,12.17 to 264.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 270,12.28 center font ',7' tc rgb '#37474f'
set arrow from 264.6,12.17 to 275.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 296.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 275.6,12.17 to 317.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 317.6,12.17 to 318.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 321.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 318.6,12.17 to 324.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 324.6,12.17 to 326.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 334.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 326.6,12.17 to 342.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 353,12.28 center font ',7' tc rgb '#37474f'
set arrow from 342.6,12.17 to 363.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 368,12.42 center font ',7' tc rgb '#37474f'
set arrow from 363.6,12.17 to 372.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68320]" at 383.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 372.6,12.17 to 394.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 397.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 394.6,12.17 to 400.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 404,12.28 center font ',7' tc rgb '#37474f'
set arrow from 400.6,12.17 to 407.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6a510]" at 410,12.42 center font ',7' tc rgb '#37474f'
set arrow from 407.6,12.17 to 412.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 417.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 412.6,12.17 to 422.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6cef0]" at 424,12.42 center font ',7' tc rgb '#37474f'
set arrow from 422.6,12.17 to 425.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 428.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 425.6,12.17 to 431.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 442,12.42 center font ',7' tc rgb '#37474f'
set arrow from 431.6,12.17 to 452.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 459,12.28 center font ',7' tc rgb '#37474f'
set arrow from 452.6,12.17 to 465.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 465.6,12.17 to 466.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 4.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,13.17 to 6.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,13.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,13.17 to 15.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,13.17 to 16.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 18,13.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,13.17 to 19.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x693b0]" at 25.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,13.17 to 29.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 31,13.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,13.17 to 32.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 36.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,13.17 to 40.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 42,13.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,13.17 to 43.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 46,13.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,13.17 to 48.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 57.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,13.17 to 66.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 70.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,13.17 to 74.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 76,13.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,13.17 to 77.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 80,13.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,13.17 to 82.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,13.17 to 96.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,13.17 to 102.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a4f0]" at 105.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,13.17 to 108.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,13.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,13.17 to 115.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 117,13.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,13.17 to 118.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,13.17 to 120.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 132.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,13.17 to 144.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 144.6,13.17 to 145.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 145.6,13.17 to 147.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 156,13.28 center font ',7' tc rgb '#37474f'
set arrow from 147.6,13.17 to 164.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 164.6,13.17 to 165.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 165.6,13.17 to 167.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 267,13.42 center font ',7' tc rgb '#37474f'
set arrow from 167.6,13.17 to 366.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 372,13.28 center font ',7' tc rgb '#37474f'
set arrow from 366.6,13.17 to 377.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 398.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 377.6,13.17 to 419.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 419.6,13.17 to 420.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 423.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 420.6,13.17 to 426.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 426.6,13.17 to 428.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 436.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 428.6,13.17 to 444.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 455,13.28 center font ',7' tc rgb '#37474f'
set arrow from 444.6,13.17 to 465.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 470,13.42 center font ',7' tc rgb '#37474f'
set arrow from 465.6,13.17 to 474.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x68320]" at 485.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 474.6,13.17 to 496.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 499.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 496.6,13.17 to 502.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 506,13.28 center font ',7' tc rgb '#37474f'
set arrow from 502.6,13.17 to 509.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6a510]" at 512,13.42 center font ',7' tc rgb '#37474f'
set arrow from 509.6,13.17 to 514.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 519.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 514.6,13.17 to 524.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x6cef0]" at 526,13.42 center font ',7' tc rgb '#37474f'
set arrow from 524.6,13.17 to 527.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 530.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 527.6,13.17 to 533.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 544,13.42 center font ',7' tc rgb '#37474f'
set arrow from 533.6,13.17 to 554.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 561,13.28 center font ',7' tc rgb '#37474f'
set arrow from 554.6,13.17 to 567.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 567.6,13.17 to 568.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 11.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,14.17 to 13.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68c20]" at 16,14.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,14.17 to 18.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,14.17 to 20.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,14.17 to 26.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28,14.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,14.17 to 29.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 31.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,14.17 to 33.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,14.17 to 47.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,14.17 to 53.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55,14.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,14.17 to 56.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,14.17 to 60.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 66.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,14.17 to 72.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 74,14.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,14.17 to 75.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c20]" at 78,14.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,14.17 to 80.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 83.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 97,14.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 107.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 112,14.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,14.17 to 116.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 147,14.42 center font ',7' tc rgb '#37474f'
set arrow from 116.6,14.17 to 177.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 180.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 177.6,14.17 to 183.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 198,14.42 center font ',7' tc rgb '#37474f'
set arrow from 183.6,14.17 to 212.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 212.6,14.17 to 213.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 224.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 213.6,14.17 to 235.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 242.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 235.6,14.17 to 249.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 254.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 249.6,14.17 to 259.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x67d80]" at 271,14.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,14.17 to 282.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 284.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 282.6,14.17 to 286.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 289.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 286.6,14.17 to 292.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x69c40]" at 294.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 292.6,14.17 to 296.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 300.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 296.6,14.17 to 304.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 304.6,14.17 to 306.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 308.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,14.17 to 310.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 318.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,14.17 to 326.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 333,14.28 center font ',7' tc rgb '#37474f'
set arrow from 326.6,14.17 to 339.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 339.6,14.17 to 340.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 11.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,15.17 to 13.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68c20]" at 16,15.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,15.17 to 18.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,15.17 to 20.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,15.17 to 26.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28,15.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,15.17 to 29.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 31.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,15.17 to 33.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,15.17 to 47.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,15.17 to 53.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55,15.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,15.17 to 56.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 58.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,15.17 to 60.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 66.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,15.17 to 72.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 74,15.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,15.17 to 75.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c20]" at 78,15.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,15.17 to 80.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 83.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 97,15.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,15.17 to 107.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 112,15.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,15.17 to 116.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 161,15.42 center font ',7' tc rgb '#37474f'
set arrow from 116.6,15.17 to 205.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 208.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 205.6,15.17 to 211.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 224,15.42 center font ',7' tc rgb '#37474f'
set arrow from 211.6,15.17 to 236.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 236.6,15.17 to 237.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 248.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 237.6,15.17 to 259.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 266.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,15.17 to 273.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 278.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 273.6,15.17 to 283.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x67d80]" at 295,15.42 center font ',7' tc rgb '#37474f'
set arrow from 283.6,15.17 to 306.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 308.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,15.17 to 310.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 313.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 310.6,15.17 to 316.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x69c40]" at 318.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 316.6,15.17 to 320.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 324.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 320.6,15.17 to 328.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 328.6,15.17 to 330.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 332.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 330.6,15.17 to 334.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 342.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 334.6,15.17 to 350.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 357,15.28 center font ',7' tc rgb '#37474f'
set arrow from 350.6,15.17 to 363.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 363.6,15.17 to 364.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 2,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 4.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,16.17 to 6.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 11,16.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,16.17 to 16.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,16.17 to 18.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,16.17 to 20.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75f60]" at 23,16.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 27,16.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,16.17 to 28.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 32.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,16.17 to 36.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 38,16.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,16.17 to 39.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 42,16.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,16.17 to 44.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 53.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 66.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 70.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 72,16.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 76,16.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 78.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 86,16.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,16.17 to 93.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 96.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,16.17 to 99.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770c0]" at 102.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 99.6,16.17 to 105.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 108.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,16.17 to 111.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,16.17 to 112.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,16.17 to 114.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 127,16.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,16.17 to 139.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 139.6,16.17 to 140.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,16.17 to 142.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 150.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 142.6,16.17 to 158.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 158.6,16.17 to 159.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 159.6,16.17 to 161.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 210,16.42 center font ',7' tc rgb '#37474f'
set arrow from 161.6,16.17 to 258.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 264.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 258.6,16.17 to 270.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 291.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 270.6,16.17 to 312.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 312.6,16.17 to 313.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 316.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 313.6,16.17 to 319.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 319.6,16.17 to 321.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 329.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 321.6,16.17 to 337.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 348,16.28 center font ',7' tc rgb '#37474f'
set arrow from 337.6,16.17 to 358.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 363,16.42 center font ',7' tc rgb '#37474f'
set arrow from 358.6,16.17 to 367.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x74ec0]" at 378,16.28 center font ',7' tc rgb '#37474f'
set arrow from 367.6,16.17 to 388.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 391.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 388.6,16.17 to 394.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 398,16.28 center font ',7' tc rgb '#37474f'
set arrow from 394.6,16.17 to 401.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x770e0]" at 404,16.42 center font ',7' tc rgb '#37474f'
set arrow from 401.6,16.17 to 406.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 411.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 406.6,16.17 to 416.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78f00]" at 418,16.42 center font ',7' tc rgb '#37474f'
set arrow from 416.6,16.17 to 419.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 422.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 419.6,16.17 to 425.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 433.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 425.6,16.17 to 441.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 448,16.28 center font ',7' tc rgb '#37474f'
set arrow from 441.6,16.17 to 454.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 454.6,16.17 to 455.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 5.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 11.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,17.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,17.17 to 14.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x778e0]" at 17.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,17.17 to 20.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 26,17.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,17.17 to 29.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 31.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,17.17 to 33.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 35.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,17.17 to 37.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 44.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 37.6,17.17 to 51.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 55,17.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,17.17 to 58.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 60.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,17.17 to 62.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 64.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,17.17 to 66.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 72.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,17.17 to 78.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 80.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788c0]" at 85.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,17.17 to 88.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 91.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,17.17 to 94.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 105,17.28 center font ',7' tc rgb '#37474f'
set arrow from 94.6,17.17 to 115.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 120.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,17.17 to 125.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 156,17.28 center font ',7' tc rgb '#37474f'
set arrow from 125.6,17.17 to 186.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 190,17.42 center font ',7' tc rgb '#37474f'
set arrow from 186.6,17.17 to 193.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 207.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 193.6,17.17 to 221.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 221.6,17.17 to 223.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 234.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 223.6,17.17 to 245.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 252.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 245.6,17.17 to 259.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 263.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 259.6,17.17 to 267.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x769d0]" at 279,17.28 center font ',7' tc rgb '#37474f'
set arrow from 267.6,17.17 to 290.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 292.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 290.6,17.17 to 294.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 298,17.28 center font ',7' tc rgb '#37474f'
set arrow from 294.6,17.17 to 301.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x788e0]" at 304,17.42 center font ',7' tc rgb '#37474f'
set arrow from 301.6,17.17 to 306.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 310.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 306.6,17.17 to 314.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7a3a0]" at 316,17.42 center font ',7' tc rgb '#37474f'
set arrow from 314.6,17.17 to 317.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 319.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 317.6,17.17 to 321.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 327.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 321.6,17.17 to 333.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 340,17.28 center font ',7' tc rgb '#37474f'
set arrow from 333.6,17.17 to 346.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 346.6,17.17 to 347.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 1.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 3.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,18.17 to 5.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 9.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,18.17 to 13.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,18.17 to 14.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 16,18.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,18.17 to 17.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,18.17 to 19.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79ab0]" at 23.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,18.17 to 27.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 29,18.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,18.17 to 30.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 34.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,18.17 to 38.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 40,18.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,18.17 to 41.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 44,18.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,18.17 to 46.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 56,18.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,18.17 to 65.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 69.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,18.17 to 73.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 75,18.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,18.17 to 76.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 79,18.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 89,18.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,18.17 to 96.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 99.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,18.17 to 102.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7aba0]" at 105.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,18.17 to 108.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 112,18.42 center font ',7' tc rgb '#37474f'
set arrow from 108.6,18.17 to 115.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 115.6,18.17 to 116.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 116.6,18.17 to 118.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 131,18.28 center font ',7' tc rgb '#37474f'
set arrow from 118.6,18.17 to 143.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,18.17 to 144.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 144.6,18.17 to 146.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 154,18.42 center font ',7' tc rgb '#37474f'
set arrow from 146.6,18.17 to 161.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 161.6,18.17 to 162.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 162.6,18.17 to 164.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime64" at 238.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 164.6,18.17 to 312.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__clock_gettime64" at 317,18.42 center font ',7' tc rgb '#37474f'
set arrow from 312.6,18.17 to 321.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 346,18.28 center font ',7' tc rgb '#37474f'
set arrow from 321.6,18.17 to 370.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 370.6,18.17 to 371.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 373,18.42 center font ',7' tc rgb '#37474f'
set arrow from 371.6,18.17 to 374.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 374.6,18.17 to 376.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 384.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 376.6,18.17 to 392.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 403,18.42 center font ',7' tc rgb '#37474f'
set arrow from 392.6,18.17 to 413.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 417,18.28 center font ',7' tc rgb '#37474f'
set arrow from 413.6,18.17 to 420.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x78920]" at 431,18.42 center font ',7' tc rgb '#37474f'
set arrow from 420.6,18.17 to 441.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 444,18.28 center font ',7' tc rgb '#37474f'
set arrow from 441.6,18.17 to 446.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 450,18.42 center font ',7' tc rgb '#37474f'
set arrow from 446.6,18.17 to 453.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7abc0]" at 456,18.28 center font ',7' tc rgb '#37474f'
set arrow from 453.6,18.17 to 458.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 463.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 458.6,18.17 to 468.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cc10]" at 470,18.28 center font ',7' tc rgb '#37474f'
set arrow from 468.6,18.17 to 471.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 475,18.42 center font ',7' tc rgb '#37474f'
set arrow from 471.6,18.17 to 478.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 486.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 478.6,18.17 to 494.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__sem_timedwait_time64" at 500.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 494.6,18.17 to 506.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 506.6,18.17 to 507.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 4,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 8.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 10,19.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,19.17 to 11.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cdc0]" at 14.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,19.17 to 17.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,19.17 to 19.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 23,19.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,19.17 to 26.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 28.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 26.6,19.17 to 30.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 32.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,19.17 to 34.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 40.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,19.17 to 46.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 50,19.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,19.17 to 53.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__errno_location" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,19.17 to 57.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 59.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,19.17 to 61.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 67,19.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,19.17 to 72.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_push" at 74.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,19.17 to 76.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de10]" at 79.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 85.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,19.17 to 88.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 97,19.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,19.17 to 105.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 110.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 105.6,19.17 to 115.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__vdso_clock_gettime" at 146,19.28 center font ',7' tc rgb '#37474f'
set arrow from 115.6,19.17 to 176.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "clock_gettime" at 179.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 176.6,19.17 to 182.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 199.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 182.6,19.17 to 216.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 216.6,19.17 to 218.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 229.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 218.6,19.17 to 240.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 247.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 240.6,19.17 to 254.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 258.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 254.6,19.17 to 262.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7be70]" at 272,19.28 center font ',7' tc rgb '#37474f'
set arrow from 262.6,19.17 to 281.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 283.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 281.6,19.17 to 285.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 289,19.28 center font ',7' tc rgb '#37474f'
set arrow from 285.6,19.17 to 292.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7de30]" at 295,19.42 center font ',7' tc rgb '#37474f'
set arrow from 292.6,19.17 to 297.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "_pthread_cleanup_pop" at 301.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 297.6,19.17 to 305.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7faa0]" at 307,19.42 center font ',7' tc rgb '#37474f'
set arrow from 305.6,19.17 to 308.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 310.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 308.6,19.17 to 312.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_trywait" at 318.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 312.6,19.17 to 324.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 329.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 324.6,19.17 to 334.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 334.6,19.17 to 335.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 4,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 8.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 14,20.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,20.17 to 19.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 24.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 19.6,20.17 to 29.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 35.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,20.17 to 41.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "sem_timedwait" at 48,20.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,20.17 to 54.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,20.17 to 55.4,20.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-sem_timedwait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#0277bd" title "lost-wakeup", NaN with points pt 5 lc rgb "#cfd8dc" title "skipped"
unset output
