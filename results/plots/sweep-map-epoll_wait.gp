# sweep-map-epoll_wait: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-epoll_wait.gp
set terminal svg size 1300,1734 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-epoll_wait.svg"
set title 'Sweep of epoll_wait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.3 i386 [bookworm]" 10, "musl 1.2.3 i386 [host]" 11, "musl 1.2.3 x86_64 [bookworm]" 12, "musl 1.2.3 x86_64 [host]" 13, "musl 1.2.5 i386 [trixie]" 14, "musl 1.2.5 x86_64 [trixie]" 15, "musl 1.2.6 i386 [sid]" 16, "musl 1.2.6 x86_64 [sid]" 17, "uclibc 1.0.35 x86_64 [host]" 18, "vdso-helper (glibc 2.31) i386 [bullseye]" 19, "vdso-helper (glibc 2.36) i386 [bookworm]" 20, "vdso-helper (glibc 2.36) i386 [host]" 21, "vdso-helper (glibc 2.41) i386 [trixie]" 22, "vdso-helper (glibc 2.43) i386 [sid]" 23, "vdso-int80 (glibc 2.31) i386 [bullseye]" 24, "vdso-int80 (glibc 2.36) i386 [bookworm]" 25, "vdso-int80 (glibc 2.36) i386 [host]" 26, "vdso-int80 (glibc 2.41) i386 [trixie]" 27, "vdso-int80 (glibc 2.43) i386 [sid]" 28, "vdso-naive (glibc 2.31) i386 [bullseye]" 29, "vdso-naive (glibc 2.36) i386 [bookworm]" 30, "vdso-naive (glibc 2.36) i386 [host]" 31, "vdso-naive (glibc 2.41) i386 [trixie]" 32, "vdso-naive (glibc 2.43) i386 [sid]" 33) font ',9'
set yrange [-0.6:33.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "epoll_wait" at 6.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 13.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,0.17 to 15.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,0.17 to 17.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 28,0.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,0.17 to 38.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 41,0.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,0.17 to 43.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 48,0.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,0.17 to 52.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 55.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 60,0.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 61.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 75.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 91,0.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,0.17 to 94.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,0.17 to 95.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 9.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 15,1.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 26.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,1.17 to 32.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 38.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 46,1.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,1.17 to 47.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 1.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8,2.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 12.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 24,2.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,2.17 to 35.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 39,2.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,2.17 to 42.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 47,2.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,2.17 to 51.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 54.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 59,2.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 60.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,2.17 to 62.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 74,2.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,2.17 to 85.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 89.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,2.17 to 93.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,2.17 to 94.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 12.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 24,3.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,3.17 to 35.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 39,3.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,3.17 to 42.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 47,3.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,3.17 to 51.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 54.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,3.17 to 57.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 59,3.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,3.17 to 60.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,3.17 to 62.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 74,3.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,3.17 to 85.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 89.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,3.17 to 93.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,3.17 to 94.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 8.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,4.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,4.17 to 25.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 31.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,4.17 to 37.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 53,4.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,4.17 to 54.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 8.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,5.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,5.17 to 25.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 31.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,5.17 to 37.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,5.17 to 51.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 53,5.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,5.17 to 54.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,6.17 to 10.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,6.17 to 12.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 17.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,6.17 to 22.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 35,6.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,6.17 to 47.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 49.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,6.17 to 51.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,6.17 to 52.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 57.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,6.17 to 62.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,6.17 to 63.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 65.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,6.17 to 67.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 73.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,6.17 to 79.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 82.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,6.17 to 85.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,6.17 to 88.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 3.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 7.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 9,7.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,7.17 to 10.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 20.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 10.6,7.17 to 30.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 37,7.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,7.17 to 43.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,7.17 to 44.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 48,7.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,7.17 to 51.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 54.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 13.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 18.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 30.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,8.17 to 42.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 44.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,8.17 to 46.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,8.17 to 47.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 52.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,8.17 to 57.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,8.17 to 58.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 60.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,8.17 to 62.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 68,8.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,8.17 to 73.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 76.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,8.17 to 79.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,8.17 to 82.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 3.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 7.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 9,9.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,9.17 to 10.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 21.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 10.6,9.17 to 32.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 39,9.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,9.17 to 45.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,9.17 to 46.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 50.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,9.17 to 54.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 57.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,9.17 to 63.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,10.17 to 1.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,10.17 to 3.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,10.17 to 11.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,10.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,10.17 to 30.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,10.17 to 31.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 34.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,10.17 to 37.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,10.17 to 39.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 47.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,10.17 to 55.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 66,10.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,10.17 to 76.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 81,10.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 90.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,10.17 to 95.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 100,10.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,10.17 to 104.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 106,10.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,10.17 to 107.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,10.17 to 108.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,11.17 to 3.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,11.17 to 11.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,11.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,11.17 to 30.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,11.17 to 31.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 34.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,11.17 to 37.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,11.17 to 39.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 47.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,11.17 to 55.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 66,11.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,11.17 to 76.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 81,11.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,11.17 to 85.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 90.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,11.17 to 95.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 100,11.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,11.17 to 104.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 106,11.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,11.17 to 107.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,11.17 to 108.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 11,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 20.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 32.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 43.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 50.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,12.17 to 57.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 62.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,12.17 to 67.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 70.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 75.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 77.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 80.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,12.17 to 83.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 83.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 11,13.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,13.17 to 20.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 32.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,13.17 to 43.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 50.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,13.17 to 57.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 62.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,13.17 to 67.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 70.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,13.17 to 73.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 75.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,13.17 to 77.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 80.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,13.17 to 83.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 83.6,13.17 to 84.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,14.17 to 3.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,14.17 to 11.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,14.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,14.17 to 30.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,14.17 to 31.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 34.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,14.17 to 37.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,14.17 to 39.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 47.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,14.17 to 55.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 66,14.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,14.17 to 76.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 81,14.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,14.17 to 85.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 90.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,14.17 to 95.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 100,14.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,14.17 to 104.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 106,14.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,14.17 to 107.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,14.17 to 108.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 1,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 2.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 12.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,15.17 to 22.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 35.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,15.17 to 46.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 53.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,15.17 to 60.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 64.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,15.17 to 68.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 71.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,15.17 to 74.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 77,15.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,15.17 to 79.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 82.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,15.17 to 85.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,16.17 to 3.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,16.17 to 11.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,16.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,16.17 to 30.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,16.17 to 31.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 33,16.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,16.17 to 34.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 34.6,16.17 to 36.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 44.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,16.17 to 52.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 63,16.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 77,16.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 80.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 85.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,16.17 to 90.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 94,16.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,16.17 to 97.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 99,16.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,16.17 to 100.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,16.17 to 101.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 1,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 2.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 12.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 35.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 53.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 60.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 64.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 71.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,17.17 to 74.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 77,17.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,17.17 to 79.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 82.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,17.17 to 85.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,17.17 to 86.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 10.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 16,18.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,18.17 to 21.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 27.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,18.17 to 33.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 39.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,18.17 to 45.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 47,18.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,18.17 to 48.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,18.17 to 49.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,19.17 to 1.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,19.17 to 3.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,19.17 to 13.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,19.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,19.17 to 18.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,19.17 to 20.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,19.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,19.17 to 45.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,19.17 to 49.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,19.17 to 50.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,19.17 to 60.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,19.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,19.17 to 70.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 88.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,19.17 to 92.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,19.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,19.17 to 95.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,19.17 to 97.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,19.17 to 109.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,19.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,19.17 to 112.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,19.17 to 113.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,20.17 to 1.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,20.17 to 3.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,20.17 to 13.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,20.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,20.17 to 18.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,20.17 to 20.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,20.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,20.17 to 45.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,20.17 to 49.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,20.17 to 50.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,20.17 to 60.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,20.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,20.17 to 69.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,20.17 to 70.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,20.17 to 74.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,20.17 to 88.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,20.17 to 92.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,20.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,20.17 to 95.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,20.17 to 97.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,20.17 to 109.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,20.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,20.17 to 112.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,20.17 to 113.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,21.17 to 1.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,21.17 to 13.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,21.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,21.17 to 18.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,21.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,21.17 to 45.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,21.17 to 49.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,21.17 to 50.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,21.17 to 60.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,21.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,21.17 to 69.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,21.17 to 70.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,21.17 to 74.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,21.17 to 88.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,21.17 to 92.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,21.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,21.17 to 95.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,21.17 to 97.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,21.17 to 109.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,21.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,21.17 to 112.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,21.17 to 113.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,22.17 to 13.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,22.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,22.17 to 18.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,22.17 to 20.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,22.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,22.17 to 45.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,22.17 to 49.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,22.17 to 50.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,22.17 to 60.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,22.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,22.17 to 69.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 74.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,22.17 to 88.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 92.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,22.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,22.17 to 95.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 109.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,22.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,22.17 to 112.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,22.17 to 113.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,23.17 to 13.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,23.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,23.17 to 18.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,23.17 to 20.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,23.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,23.17 to 45.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,23.17 to 49.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,23.17 to 50.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,23.17 to 60.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,23.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,23.17 to 69.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,23.17 to 70.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,23.17 to 74.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,23.17 to 88.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,23.17 to 92.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,23.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,23.17 to 95.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 109.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,23.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,23.17 to 112.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,23.17 to 113.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,24.17 to 13.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,24.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,24.17 to 18.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,24.17 to 20.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,24.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,24.17 to 45.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,24.17 to 49.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,24.17 to 50.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,24.17 to 60.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,24.17 to 61.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,24.17 to 65.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,24.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,24.17 to 78.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,24.17 to 82.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,24.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,24.17 to 85.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,24.17 to 87.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,24.17 to 99.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,24.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,24.17 to 103.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,25.17 to 13.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,25.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,25.17 to 18.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,25.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,25.17 to 45.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,25.17 to 49.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,25.17 to 50.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,25.17 to 60.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,25.17 to 61.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,25.17 to 65.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,25.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,25.17 to 78.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,25.17 to 82.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,25.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,25.17 to 85.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,25.17 to 87.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,25.17 to 99.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,25.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,25.17 to 103.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 13.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,26.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,26.17 to 18.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,26.17 to 20.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,26.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,26.17 to 45.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,26.17 to 49.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,26.17 to 61.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,26.17 to 65.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,26.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,26.17 to 78.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,26.17 to 82.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,26.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,26.17 to 85.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,26.17 to 99.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,26.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,26.17 to 102.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,26.17 to 103.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,27.17 to 13.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,27.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,27.17 to 18.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,27.17 to 20.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,27.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,27.17 to 45.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,27.17 to 49.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,27.17 to 50.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,27.17 to 60.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,27.17 to 61.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,27.17 to 65.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,27.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,27.17 to 78.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,27.17 to 82.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,27.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,27.17 to 85.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 99.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,27.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,27.17 to 102.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,27.17 to 103.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,28.17 to 13.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,28.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,28.17 to 18.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,28.17 to 20.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,28.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,28.17 to 45.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,28.17 to 49.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,28.17 to 50.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,28.17 to 60.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,28.17 to 61.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,28.17 to 65.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,28.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,28.17 to 78.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,28.17 to 82.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,28.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,28.17 to 85.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 99.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,28.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,28.17 to 103.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,29.17 to 13.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,29.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,29.17 to 18.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,29.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,29.17 to 43.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,29.17 to 47.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,29.17 to 48.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,29.17 to 58.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,29.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,29.17 to 67.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,29.17 to 68.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,29.17 to 72.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,29.17 to 86.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,29.17 to 90.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,29.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,29.17 to 93.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,29.17 to 95.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,29.17 to 107.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,29.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,29.17 to 110.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,29.17 to 111.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,30.17 to 13.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,30.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,30.17 to 18.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,30.17 to 20.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,30.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,30.17 to 43.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,30.17 to 47.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,30.17 to 48.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,30.17 to 58.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,30.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,30.17 to 67.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,30.17 to 68.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,30.17 to 72.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,30.17 to 86.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,30.17 to 90.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,30.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,30.17 to 93.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,30.17 to 107.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,30.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,30.17 to 110.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,30.17 to 111.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 13.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,31.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,31.17 to 18.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,31.17 to 20.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,31.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,31.17 to 43.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,31.17 to 47.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,31.17 to 48.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,31.17 to 58.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,31.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,31.17 to 67.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,31.17 to 68.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,31.17 to 72.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,31.17 to 86.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,31.17 to 90.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,31.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,31.17 to 93.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,31.17 to 107.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,31.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,31.17 to 110.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,31.17 to 111.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,32.17 to 13.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,32.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,32.17 to 18.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,32.17 to 20.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,32.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,32.17 to 43.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,32.17 to 47.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,32.17 to 48.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,32.17 to 58.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,32.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,32.17 to 67.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,32.17 to 68.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,32.17 to 72.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,32.17 to 86.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,32.17 to 90.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,32.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,32.17 to 93.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 107.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,32.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,32.17 to 110.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,32.17 to 111.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,33.17 to 13.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,33.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,33.17 to 18.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,33.17 to 20.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,33.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,33.17 to 43.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,33.17 to 47.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,33.17 to 48.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,33.17 to 58.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,33.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,33.17 to 67.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,33.17 to 68.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,33.17 to 72.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,33.17 to 86.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,33.17 to 90.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,33.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,33.17 to 93.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 107.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,33.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,33.17 to 110.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,33.17 to 111.4,33.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-epoll_wait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#d84315" title "lost-event"
unset output
set terminal pngcairo size 1300,1734 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-epoll_wait.png"
set title 'Sweep of epoll_wait(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.3 i386 [bookworm]" 10, "musl 1.2.3 i386 [host]" 11, "musl 1.2.3 x86_64 [bookworm]" 12, "musl 1.2.3 x86_64 [host]" 13, "musl 1.2.5 i386 [trixie]" 14, "musl 1.2.5 x86_64 [trixie]" 15, "musl 1.2.6 i386 [sid]" 16, "musl 1.2.6 x86_64 [sid]" 17, "uclibc 1.0.35 x86_64 [host]" 18, "vdso-helper (glibc 2.31) i386 [bullseye]" 19, "vdso-helper (glibc 2.36) i386 [bookworm]" 20, "vdso-helper (glibc 2.36) i386 [host]" 21, "vdso-helper (glibc 2.41) i386 [trixie]" 22, "vdso-helper (glibc 2.43) i386 [sid]" 23, "vdso-int80 (glibc 2.31) i386 [bullseye]" 24, "vdso-int80 (glibc 2.36) i386 [bookworm]" 25, "vdso-int80 (glibc 2.36) i386 [host]" 26, "vdso-int80 (glibc 2.41) i386 [trixie]" 27, "vdso-int80 (glibc 2.43) i386 [sid]" 28, "vdso-naive (glibc 2.31) i386 [bullseye]" 29, "vdso-naive (glibc 2.36) i386 [bookworm]" 30, "vdso-naive (glibc 2.36) i386 [host]" 31, "vdso-naive (glibc 2.41) i386 [trixie]" 32, "vdso-naive (glibc 2.43) i386 [sid]" 33) font ',9'
set yrange [-0.6:33.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "epoll_wait" at 6.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 13.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,0.17 to 15.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,0.17 to 17.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 28,0.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,0.17 to 38.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 41,0.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,0.17 to 43.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 48,0.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,0.17 to 52.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 55.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 60,0.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 61.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 75.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 91,0.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,0.17 to 94.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,0.17 to 95.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 9.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 15,1.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 26.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,1.17 to 32.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 38.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 46,1.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,1.17 to 47.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 1.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8,2.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 12.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 24,2.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,2.17 to 35.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 39,2.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,2.17 to 42.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 47,2.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,2.17 to 51.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 54.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 59,2.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 60.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,2.17 to 62.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 74,2.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,2.17 to 85.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 89.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,2.17 to 93.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,2.17 to 94.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 12.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 24,3.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,3.17 to 35.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 39,3.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,3.17 to 42.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 47,3.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,3.17 to 51.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 54.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,3.17 to 57.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 59,3.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,3.17 to 60.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,3.17 to 62.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 74,3.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,3.17 to 85.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 89.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,3.17 to 93.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,3.17 to 94.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 8.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,4.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,4.17 to 25.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 31.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,4.17 to 37.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 53,4.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,4.17 to 54.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 8.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,5.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,5.17 to 25.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 31.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,5.17 to 37.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,5.17 to 51.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 53,5.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,5.17 to 54.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,6.17 to 10.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,6.17 to 12.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 17.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,6.17 to 22.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 35,6.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,6.17 to 47.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 49.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,6.17 to 51.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,6.17 to 52.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 57.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,6.17 to 62.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,6.17 to 63.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 65.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,6.17 to 67.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 73.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,6.17 to 79.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 82.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,6.17 to 85.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,6.17 to 88.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 3.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 7.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 9,7.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,7.17 to 10.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 20.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 10.6,7.17 to 30.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 37,7.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,7.17 to 43.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,7.17 to 44.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 48,7.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,7.17 to 51.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 54.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 4,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 13.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 18.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 30.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,8.17 to 42.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 44.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,8.17 to 46.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,8.17 to 47.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 52.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,8.17 to 57.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,8.17 to 58.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 60.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,8.17 to 62.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 68,8.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,8.17 to 73.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 76.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,8.17 to 79.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,8.17 to 82.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 3.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 7.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 9,9.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,9.17 to 10.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 21.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 10.6,9.17 to 32.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 39,9.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,9.17 to 45.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,9.17 to 46.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 50.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,9.17 to 54.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 57.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,9.17 to 63.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,10.17 to 1.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,10.17 to 3.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,10.17 to 11.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,10.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,10.17 to 30.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,10.17 to 31.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 34.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,10.17 to 37.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,10.17 to 39.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 47.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,10.17 to 55.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 66,10.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,10.17 to 76.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 81,10.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 90.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,10.17 to 95.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 100,10.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,10.17 to 104.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 106,10.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,10.17 to 107.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,10.17 to 108.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,11.17 to 3.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,11.17 to 11.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,11.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,11.17 to 30.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,11.17 to 31.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 34.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,11.17 to 37.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,11.17 to 39.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 47.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,11.17 to 55.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 66,11.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,11.17 to 76.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 81,11.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,11.17 to 85.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 90.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,11.17 to 95.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 100,11.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,11.17 to 104.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 106,11.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,11.17 to 107.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,11.17 to 108.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 11,12.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,12.17 to 20.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 32.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 43.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 50.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,12.17 to 57.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 62.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,12.17 to 67.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 70.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 75.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 77.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 80.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,12.17 to 83.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 83.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 11,13.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,13.17 to 20.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 32.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,13.17 to 43.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 50.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,13.17 to 57.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 62.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,13.17 to 67.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 70.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,13.17 to 73.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 75.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,13.17 to 77.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 80.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,13.17 to 83.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 83.6,13.17 to 84.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,14.17 to 3.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,14.17 to 11.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,14.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,14.17 to 30.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,14.17 to 31.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 34.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,14.17 to 37.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,14.17 to 39.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 47.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,14.17 to 55.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 66,14.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,14.17 to 76.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 81,14.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,14.17 to 85.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 90.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 85.6,14.17 to 95.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 100,14.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,14.17 to 104.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 106,14.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,14.17 to 107.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,14.17 to 108.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 1,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 2.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 12.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,15.17 to 22.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 35.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,15.17 to 46.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 53.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,15.17 to 60.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 64.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,15.17 to 68.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 71.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,15.17 to 74.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 77,15.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,15.17 to 79.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 82.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,15.17 to 85.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,16.17 to 3.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 7.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,16.17 to 11.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 21,16.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,16.17 to 30.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,16.17 to 31.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 33,16.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,16.17 to 34.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 34.6,16.17 to 36.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 44.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,16.17 to 52.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 63,16.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 77,16.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 80.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 85.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,16.17 to 90.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 94,16.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,16.17 to 97.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 99,16.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,16.17 to 100.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,16.17 to 101.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 1,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 2.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 12.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 35.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 53.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 60.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 64.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 71.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,17.17 to 74.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 77,17.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,17.17 to 79.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_pwait" at 82.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 79.6,17.17 to 85.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,17.17 to 86.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 10.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 16,18.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,18.17 to 21.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 27.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,18.17 to 33.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 39.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,18.17 to 45.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 47,18.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,18.17 to 48.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,18.17 to 49.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,19.17 to 1.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,19.17 to 3.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,19.17 to 13.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,19.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,19.17 to 18.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,19.17 to 20.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,19.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,19.17 to 45.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,19.17 to 49.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,19.17 to 50.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,19.17 to 60.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,19.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,19.17 to 70.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 88.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,19.17 to 92.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,19.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,19.17 to 95.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,19.17 to 97.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,19.17 to 109.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,19.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,19.17 to 112.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,19.17 to 113.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,20.17 to 1.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,20.17 to 3.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,20.17 to 13.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,20.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,20.17 to 18.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,20.17 to 20.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,20.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,20.17 to 45.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,20.17 to 49.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,20.17 to 50.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,20.17 to 60.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,20.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,20.17 to 69.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,20.17 to 70.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,20.17 to 74.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,20.17 to 88.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,20.17 to 92.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,20.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,20.17 to 95.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,20.17 to 97.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,20.17 to 109.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,20.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,20.17 to 112.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,20.17 to 113.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,21.17 to 1.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,21.17 to 13.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,21.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,21.17 to 18.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,21.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,21.17 to 45.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,21.17 to 49.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,21.17 to 50.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,21.17 to 60.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,21.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,21.17 to 69.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,21.17 to 70.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,21.17 to 74.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,21.17 to 88.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,21.17 to 92.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,21.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,21.17 to 95.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,21.17 to 97.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,21.17 to 109.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,21.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,21.17 to 112.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,21.17 to 113.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,22.17 to 13.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,22.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,22.17 to 18.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,22.17 to 20.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,22.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,22.17 to 45.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,22.17 to 49.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,22.17 to 50.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,22.17 to 60.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,22.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,22.17 to 69.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 74.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,22.17 to 88.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 92.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,22.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,22.17 to 95.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 109.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,22.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,22.17 to 112.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,22.17 to 113.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,23.17 to 13.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,23.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,23.17 to 18.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,23.17 to 20.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,23.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,23.17 to 45.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,23.17 to 49.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,23.17 to 50.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,23.17 to 60.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,23.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,23.17 to 69.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,23.17 to 70.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,23.17 to 74.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,23.17 to 88.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 90.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,23.17 to 92.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,23.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,23.17 to 95.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 109.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 111,23.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,23.17 to 112.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,23.17 to 113.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,24.17 to 13.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,24.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,24.17 to 18.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,24.17 to 20.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,24.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,24.17 to 45.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,24.17 to 49.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,24.17 to 50.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,24.17 to 60.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,24.17 to 61.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,24.17 to 65.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,24.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,24.17 to 78.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,24.17 to 82.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,24.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,24.17 to 85.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,24.17 to 87.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,24.17 to 99.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,24.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,24.17 to 103.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,25.17 to 13.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,25.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,25.17 to 18.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,25.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,25.17 to 45.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,25.17 to 49.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,25.17 to 50.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,25.17 to 60.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,25.17 to 61.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,25.17 to 65.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,25.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,25.17 to 78.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,25.17 to 82.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,25.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,25.17 to 85.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,25.17 to 87.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,25.17 to 99.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,25.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,25.17 to 103.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 13.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,26.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,26.17 to 18.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,26.17 to 20.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,26.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,26.17 to 45.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,26.17 to 49.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,26.17 to 61.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,26.17 to 65.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,26.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,26.17 to 78.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,26.17 to 82.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,26.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,26.17 to 85.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,26.17 to 99.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,26.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,26.17 to 102.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,26.17 to 103.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,27.17 to 13.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,27.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,27.17 to 18.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,27.17 to 20.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,27.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,27.17 to 45.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,27.17 to 49.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,27.17 to 50.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,27.17 to 60.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,27.17 to 61.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,27.17 to 65.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,27.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,27.17 to 78.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,27.17 to 82.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,27.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,27.17 to 85.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 99.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,27.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,27.17 to 102.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,27.17 to 103.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,28.17 to 13.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,28.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,28.17 to 18.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,28.17 to 20.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,28.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,28.17 to 45.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,28.17 to 49.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,28.17 to 50.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,28.17 to 60.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,28.17 to 61.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,28.17 to 65.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,28.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,28.17 to 78.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 80.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,28.17 to 82.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,28.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,28.17 to 85.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 99.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 101,28.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,28.17 to 103.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,29.17 to 13.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,29.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,29.17 to 18.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,29.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,29.17 to 43.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,29.17 to 47.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,29.17 to 48.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,29.17 to 58.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,29.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,29.17 to 67.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,29.17 to 68.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,29.17 to 72.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,29.17 to 86.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,29.17 to 90.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,29.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,29.17 to 93.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,29.17 to 95.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,29.17 to 107.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,29.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,29.17 to 110.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,29.17 to 111.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,30.17 to 13.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,30.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,30.17 to 18.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,30.17 to 20.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,30.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,30.17 to 43.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,30.17 to 47.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,30.17 to 48.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,30.17 to 58.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,30.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,30.17 to 67.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,30.17 to 68.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,30.17 to 72.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,30.17 to 86.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,30.17 to 90.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,30.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,30.17 to 93.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,30.17 to 107.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,30.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,30.17 to 110.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,30.17 to 111.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 13.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,31.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,31.17 to 18.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,31.17 to 20.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,31.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,31.17 to 43.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,31.17 to 47.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,31.17 to 48.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,31.17 to 58.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,31.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,31.17 to 67.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,31.17 to 68.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,31.17 to 72.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,31.17 to 86.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,31.17 to 90.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,31.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,31.17 to 93.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,31.17 to 107.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,31.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,31.17 to 110.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,31.17 to 111.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,32.17 to 13.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,32.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,32.17 to 18.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,32.17 to 20.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,32.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,32.17 to 43.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,32.17 to 47.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,32.17 to 48.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,32.17 to 58.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,32.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,32.17 to 67.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,32.17 to 68.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,32.17 to 72.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,32.17 to 86.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,32.17 to 90.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,32.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,32.17 to 93.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 107.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,32.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,32.17 to 110.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,32.17 to 111.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 8.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,33.17 to 13.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,33.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,33.17 to 18.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,33.17 to 20.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,33.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,33.17 to 43.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,33.17 to 47.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,33.17 to 48.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,33.17 to 58.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,33.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,33.17 to 67.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,33.17 to 68.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,33.17 to 72.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,33.17 to 86.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 88.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,33.17 to 90.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,33.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,33.17 to 93.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 107.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "epoll_wait" at 109,33.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,33.17 to 110.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,33.17 to 111.4,33.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-epoll_wait.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#d84315" title "lost-event"
unset output
