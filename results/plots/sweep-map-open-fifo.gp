# sweep-map-open-fifo: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-open-fifo.gp
set terminal svg size 1300,1872 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-open-fifo.svg"
set title 'Sweep of open-fifo(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21, "vdso-helper (glibc 2.31) i386 [bullseye]" 22, "vdso-helper (glibc 2.36) i386 [bookworm]" 23, "vdso-helper (glibc 2.36) i386 [host]" 24, "vdso-helper (glibc 2.41) i386 [trixie]" 25, "vdso-helper (glibc 2.43) i386 [sid]" 26, "vdso-int80 (glibc 2.31) i386 [bullseye]" 27, "vdso-int80 (glibc 2.36) i386 [bookworm]" 28, "vdso-int80 (glibc 2.36) i386 [host]" 29, "vdso-int80 (glibc 2.41) i386 [trixie]" 30, "vdso-int80 (glibc 2.43) i386 [sid]" 31, "vdso-naive (glibc 2.31) i386 [bullseye]" 32, "vdso-naive (glibc 2.36) i386 [bookworm]" 33, "vdso-naive (glibc 2.36) i386 [host]" 34, "vdso-naive (glibc 2.41) i386 [trixie]" 35, "vdso-naive (glibc 2.43) i386 [sid]" 36) font ',9'
set yrange [-0.6:36.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "open" at 2,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 9,0.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,0.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 14.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 18.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 25,0.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 33.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 34.6,0.17 to 35.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 35.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 36.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 1,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 2.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,1.17 to 4.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 13.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,1.17 to 22.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 32,1.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,1.17 to 41.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 44,1.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,1.17 to 46.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 51,1.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,1.17 to 55.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 58.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 63,1.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,1.17 to 66.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 78.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,1.17 to 90.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 94.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 90.6,1.17 to 98.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,1.17 to 99.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__open64" at 10,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 26,2.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 31.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__open64" at 37.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 49.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 55.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__open64" at 60,2.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,2.17 to 64.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,2.17 to 65.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 58.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 61.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,3.17 to 64.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 66,3.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,3.17 to 67.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,3.17 to 69.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 81,3.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 96.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,3.17 to 101.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 1,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 2.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,4.17 to 4.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,4.17 to 20.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 32,4.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,4.17 to 43.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 46.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,4.17 to 49.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,4.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,4.17 to 58.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 61.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,4.17 to 64.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 66,4.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,4.17 to 67.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,4.17 to 69.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 81,4.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,4.17 to 92.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 96.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,4.17 to 100.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,4.17 to 101.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 19.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,5.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,5.17 to 36.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,5.17 to 48.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 55.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,5.17 to 62.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 67,5.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,5.17 to 71.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,5.17 to 72.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 19.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,6.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,6.17 to 36.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,6.17 to 48.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 55.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,6.17 to 62.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 67,6.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,6.17 to 71.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,6.17 to 72.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 8.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 17.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,7.17 to 19.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,7.17 to 21.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 26.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,7.17 to 31.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 44,7.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,7.17 to 56.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 58.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,7.17 to 61.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 66.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,7.17 to 71.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,7.17 to 72.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 74.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 82.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,7.17 to 88.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 91.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,7.17 to 94.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,7.17 to 96.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,7.17 to 97.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 19.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 21,8.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,8.17 to 22.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 32.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,8.17 to 42.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 49,8.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,8.17 to 55.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,8.17 to 56.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 60,8.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,8.17 to 63.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 66.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,8.17 to 69.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 73,8.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,8.17 to 76.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,8.17 to 77.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 8.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 17.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 22.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,9.17 to 27.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 39.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,9.17 to 51.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 53.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,9.17 to 55.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,9.17 to 56.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 61.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,9.17 to 66.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,9.17 to 67.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 69.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 77,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 82.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 85.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,9.17 to 88.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,9.17 to 90.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,9.17 to 91.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 19.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 21,10.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,10.17 to 22.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 33.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,10.17 to 44.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 51,10.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,10.17 to 57.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,10.17 to 58.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 62.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 69.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 72.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 76,10.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,10.17 to 79.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,10.17 to 80.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,11.17 to 22.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 25.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,11.17 to 28.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,11.17 to 30.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 38.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,11.17 to 46.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 57,11.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,11.17 to 67.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 72,11.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,11.17 to 76.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,11.17 to 86.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,11.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,11.17 to 95.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,11.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,11.17 to 98.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 103,11.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,11.17 to 107.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,11.17 to 111.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,11.17 to 112.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 24.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,12.17 to 25.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 36.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,12.17 to 47.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 54.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,12.17 to 61.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 66.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,12.17 to 71.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,12.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 86.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,12.17 to 88.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,12.17 to 94.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,12.17 to 95.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,13.17 to 22.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 25.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,13.17 to 28.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,13.17 to 30.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 38.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,13.17 to 46.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 57,13.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,13.17 to 67.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 72,13.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,13.17 to 76.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,13.17 to 86.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,13.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,13.17 to 95.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,13.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,13.17 to 98.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 103,13.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,13.17 to 107.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,13.17 to 111.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,13.17 to 112.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,14.17 to 22.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 25.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,14.17 to 28.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,14.17 to 30.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 38.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,14.17 to 46.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 57,14.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,14.17 to 67.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 72,14.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,14.17 to 76.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,14.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 95.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,14.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,14.17 to 98.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 103,14.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,14.17 to 107.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,14.17 to 111.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,14.17 to 112.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,15.17 to 25.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 36.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,15.17 to 47.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 54.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,15.17 to 61.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 66.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,15.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,15.17 to 84.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 86.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,15.17 to 88.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,15.17 to 94.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,15.17 to 95.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 36.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,16.17 to 47.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 54.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,16.17 to 61.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 66.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,16.17 to 71.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,16.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,16.17 to 84.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 86.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,16.17 to 88.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,16.17 to 94.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,16.17 to 95.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 21.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 25.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,17.17 to 28.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,17.17 to 30.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 38.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 57,17.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 72,17.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,17.17 to 76.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,17.17 to 86.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,17.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,17.17 to 95.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,17.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,17.17 to 98.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 103,17.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,17.17 to 107.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,17.17 to 111.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,17.17 to 112.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,18.17 to 26.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 37.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,18.17 to 48.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 55.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,18.17 to 62.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 66.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,18.17 to 70.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 77,18.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,18.17 to 83.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 86,18.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,18.17 to 88.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,18.17 to 94.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,18.17 to 95.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 21.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 24,19.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,19.17 to 25.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,19.17 to 27.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 35.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,19.17 to 43.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 54,19.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,19.17 to 64.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 68,19.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,19.17 to 71.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,19.17 to 81.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 86,19.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,19.17 to 90.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 92,19.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,19.17 to 93.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 97,19.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,19.17 to 100.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 102.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,19.17 to 104.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 104.6,19.17 to 105.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 24.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,20.17 to 26.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 37.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,20.17 to 48.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 55.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 66.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,20.17 to 70.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,20.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,20.17 to 85.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 88,20.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,20.17 to 90.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 93.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 90.6,20.17 to 96.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,20.17 to 97.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 5.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 11.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 17,21.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,21.17 to 22.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 28,21.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,21.17 to 33.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 39.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,21.17 to 45.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 47,21.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,21.17 to 48.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,21.17 to 49.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,22.17 to 23.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,22.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,22.17 to 28.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,22.17 to 30.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,22.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,22.17 to 55.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,22.17 to 59.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,22.17 to 60.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,22.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 79.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,22.17 to 80.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,22.17 to 84.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,22.17 to 98.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,22.17 to 102.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,22.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,22.17 to 105.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,22.17 to 107.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,22.17 to 119.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,22.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,22.17 to 122.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,22.17 to 123.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,23.17 to 23.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,23.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,23.17 to 28.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,23.17 to 30.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,23.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,23.17 to 55.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,23.17 to 59.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,23.17 to 60.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,23.17 to 70.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,23.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,23.17 to 79.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,23.17 to 80.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,23.17 to 84.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,23.17 to 98.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,23.17 to 102.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,23.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,23.17 to 105.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,23.17 to 107.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,23.17 to 119.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,23.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,23.17 to 122.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,23.17 to 123.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,24.17 to 23.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,24.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,24.17 to 28.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,24.17 to 30.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,24.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,24.17 to 55.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,24.17 to 59.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,24.17 to 60.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,24.17 to 70.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,24.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,24.17 to 79.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,24.17 to 80.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,24.17 to 84.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,24.17 to 98.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,24.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,24.17 to 105.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,24.17 to 107.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,24.17 to 119.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,24.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,24.17 to 122.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,24.17 to 123.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,25.17 to 23.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,25.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,25.17 to 28.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,25.17 to 30.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,25.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,25.17 to 55.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,25.17 to 59.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,25.17 to 60.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,25.17 to 70.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,25.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,25.17 to 79.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,25.17 to 80.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,25.17 to 84.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,25.17 to 98.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,25.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,25.17 to 105.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,25.17 to 107.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,25.17 to 119.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,25.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,25.17 to 122.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,25.17 to 123.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 23.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,26.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,26.17 to 28.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,26.17 to 30.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,26.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,26.17 to 55.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,26.17 to 59.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,26.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,26.17 to 79.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,26.17 to 80.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,26.17 to 84.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,26.17 to 98.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,26.17 to 102.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,26.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,26.17 to 105.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,26.17 to 107.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,26.17 to 119.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,26.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,26.17 to 122.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,26.17 to 123.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,27.17 to 23.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,27.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,27.17 to 28.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,27.17 to 30.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,27.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,27.17 to 55.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,27.17 to 59.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,27.17 to 60.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,27.17 to 70.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,27.17 to 71.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,27.17 to 75.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,27.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,27.17 to 88.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,27.17 to 92.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,27.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,27.17 to 95.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,27.17 to 97.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,27.17 to 109.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,27.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,27.17 to 112.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,27.17 to 113.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,28.17 to 23.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,28.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,28.17 to 28.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,28.17 to 30.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,28.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,28.17 to 55.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,28.17 to 59.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,28.17 to 60.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,28.17 to 70.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,28.17 to 71.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,28.17 to 75.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,28.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,28.17 to 88.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,28.17 to 92.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,28.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,28.17 to 95.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,28.17 to 97.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,28.17 to 109.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,28.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,28.17 to 112.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,28.17 to 113.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,29.17 to 23.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,29.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,29.17 to 28.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,29.17 to 30.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,29.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,29.17 to 55.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,29.17 to 59.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,29.17 to 60.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,29.17 to 70.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,29.17 to 71.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,29.17 to 75.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,29.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,29.17 to 88.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,29.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 95.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,29.17 to 97.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,29.17 to 109.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,29.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,29.17 to 112.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,29.17 to 113.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,30.17 to 23.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,30.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,30.17 to 28.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,30.17 to 30.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,30.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,30.17 to 55.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,30.17 to 59.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,30.17 to 60.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,30.17 to 70.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,30.17 to 71.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,30.17 to 75.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,30.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,30.17 to 88.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,30.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,30.17 to 97.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,30.17 to 109.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,30.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,30.17 to 112.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,30.17 to 113.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 23.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,31.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,31.17 to 28.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,31.17 to 30.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,31.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,31.17 to 55.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,31.17 to 59.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,31.17 to 60.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,31.17 to 70.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,31.17 to 71.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,31.17 to 75.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,31.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,31.17 to 88.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,31.17 to 92.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,31.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,31.17 to 97.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,31.17 to 109.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,31.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,31.17 to 112.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,31.17 to 113.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,32.17 to 23.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,32.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,32.17 to 28.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,32.17 to 30.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,32.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,32.17 to 53.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,32.17 to 57.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,32.17 to 58.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,32.17 to 68.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,32.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,32.17 to 77.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,32.17 to 78.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,32.17 to 82.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,32.17 to 96.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,32.17 to 100.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,32.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,32.17 to 103.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,32.17 to 105.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,32.17 to 117.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,32.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,32.17 to 120.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,32.17 to 121.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,33.17 to 23.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,33.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,33.17 to 28.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,33.17 to 30.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,33.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,33.17 to 53.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,33.17 to 57.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,33.17 to 58.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,33.17 to 68.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,33.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,33.17 to 77.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,33.17 to 78.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,33.17 to 82.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,33.17 to 96.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,33.17 to 100.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,33.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,33.17 to 103.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,33.17 to 105.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,33.17 to 117.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,33.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,33.17 to 120.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,33.17 to 121.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,34.17 to 23.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,34.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,34.17 to 28.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,34.17 to 30.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,34.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,34.17 to 53.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,34.17 to 57.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,34.17 to 58.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,34.17 to 68.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,34.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,34.17 to 77.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,34.17 to 78.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,34.17 to 82.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,34.17 to 96.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,34.17 to 100.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,34.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,34.17 to 103.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,34.17 to 105.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,34.17 to 117.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,34.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,34.17 to 120.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,34.17 to 121.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,35.17 to 23.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,35.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,35.17 to 28.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,35.17 to 30.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,35.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,35.17 to 53.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,35.17 to 57.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,35.17 to 58.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,35.17 to 68.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,35.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,35.17 to 77.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,35.17 to 78.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,35.17 to 82.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,35.17 to 96.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,35.17 to 100.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,35.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,35.17 to 103.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,35.17 to 105.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,35.17 to 117.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,35.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,35.17 to 120.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,35.17 to 121.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,36.17 to 1.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,36.17 to 3.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,36.17 to 23.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,36.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,36.17 to 28.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,36.17 to 30.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,36.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,36.17 to 53.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,36.17 to 57.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,36.17 to 58.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,36.17 to 68.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,36.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,36.17 to 77.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,36.17 to 78.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,36.17 to 82.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,36.17 to 96.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,36.17 to 100.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,36.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,36.17 to 103.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,36.17 to 105.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,36.17 to 117.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,36.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,36.17 to 120.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,36.17 to 121.4,36.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-open-fifo.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak"
unset output
set terminal pngcairo size 1300,1872 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-open-fifo.png"
set title 'Sweep of open-fifo(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21, "vdso-helper (glibc 2.31) i386 [bullseye]" 22, "vdso-helper (glibc 2.36) i386 [bookworm]" 23, "vdso-helper (glibc 2.36) i386 [host]" 24, "vdso-helper (glibc 2.41) i386 [trixie]" 25, "vdso-helper (glibc 2.43) i386 [sid]" 26, "vdso-int80 (glibc 2.31) i386 [bullseye]" 27, "vdso-int80 (glibc 2.36) i386 [bookworm]" 28, "vdso-int80 (glibc 2.36) i386 [host]" 29, "vdso-int80 (glibc 2.41) i386 [trixie]" 30, "vdso-int80 (glibc 2.43) i386 [sid]" 31, "vdso-naive (glibc 2.31) i386 [bullseye]" 32, "vdso-naive (glibc 2.36) i386 [bookworm]" 33, "vdso-naive (glibc 2.36) i386 [host]" 34, "vdso-naive (glibc 2.41) i386 [trixie]" 35, "vdso-naive (glibc 2.43) i386 [sid]" 36) font ',9'
set yrange [-0.6:36.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "open" at 2,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 9,0.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,0.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 14.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 18.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 25,0.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 33.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 34.6,0.17 to 35.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 35.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 36.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 1,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 2.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,1.17 to 4.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 13.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,1.17 to 22.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 32,1.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,1.17 to 41.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 44,1.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,1.17 to 46.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 51,1.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,1.17 to 55.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 58.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 63,1.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,1.17 to 66.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 78.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,1.17 to 90.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:open" at 94.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 90.6,1.17 to 98.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,1.17 to 99.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__open64" at 10,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 26,2.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 31.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__open64" at 37.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 49.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 55.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__open64" at 60,2.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,2.17 to 64.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,2.17 to 65.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 58.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 61.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,3.17 to 64.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 66,3.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,3.17 to 67.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,3.17 to 69.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 81,3.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 96.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,3.17 to 101.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 1,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 2.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,4.17 to 4.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,4.17 to 20.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 32,4.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,4.17 to 43.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 46.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,4.17 to 49.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,4.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,4.17 to 58.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 61.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,4.17 to 64.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 66,4.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,4.17 to 67.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,4.17 to 69.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 81,4.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,4.17 to 92.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 96.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,4.17 to 100.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,4.17 to 101.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 19.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,5.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,5.17 to 36.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,5.17 to 48.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 55.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,5.17 to 62.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 67,5.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,5.17 to 71.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,5.17 to 72.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 19.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,6.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,6.17 to 36.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,6.17 to 48.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 55.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,6.17 to 62.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 67,6.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,6.17 to 71.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,6.17 to 72.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 8.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 17.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,7.17 to 19.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,7.17 to 21.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 26.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,7.17 to 31.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 44,7.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,7.17 to 56.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 58.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,7.17 to 61.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 66.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,7.17 to 71.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,7.17 to 72.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 74.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 82.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,7.17 to 88.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 91.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,7.17 to 94.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,7.17 to 96.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,7.17 to 97.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 19.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 21,8.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,8.17 to 22.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 32.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,8.17 to 42.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 49,8.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,8.17 to 55.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,8.17 to 56.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 60,8.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,8.17 to 63.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 66.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,8.17 to 69.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 73,8.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,8.17 to 76.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,8.17 to 77.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 8.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 17.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 22.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,9.17 to 27.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 39.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,9.17 to 51.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 53.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,9.17 to 55.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,9.17 to 56.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 61.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,9.17 to 66.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,9.17 to 67.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 69.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 77,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 82.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 85.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,9.17 to 88.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,9.17 to 90.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,9.17 to 91.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 19.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 21,10.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,10.17 to 22.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 33.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,10.17 to 44.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 51,10.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,10.17 to 57.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,10.17 to 58.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 62.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 69.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 72.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 76,10.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,10.17 to 79.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,10.17 to 80.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,11.17 to 22.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 25.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,11.17 to 28.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,11.17 to 30.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 38.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,11.17 to 46.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 57,11.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,11.17 to 67.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 72,11.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,11.17 to 76.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,11.17 to 86.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,11.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,11.17 to 95.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,11.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,11.17 to 98.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 103,11.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,11.17 to 107.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,11.17 to 111.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,11.17 to 112.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 24.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,12.17 to 25.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 36.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,12.17 to 47.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 54.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,12.17 to 61.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 66.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,12.17 to 71.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,12.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 86.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,12.17 to 88.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,12.17 to 94.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,12.17 to 95.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,13.17 to 22.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 25.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,13.17 to 28.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,13.17 to 30.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 38.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,13.17 to 46.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 57,13.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,13.17 to 67.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 72,13.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,13.17 to 76.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,13.17 to 86.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,13.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,13.17 to 95.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,13.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,13.17 to 98.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 103,13.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,13.17 to 107.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,13.17 to 111.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,13.17 to 112.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,14.17 to 22.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 25.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,14.17 to 28.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,14.17 to 30.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 38.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,14.17 to 46.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 57,14.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,14.17 to 67.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 72,14.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,14.17 to 76.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,14.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 95.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,14.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,14.17 to 98.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 103,14.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,14.17 to 107.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,14.17 to 111.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,14.17 to 112.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,15.17 to 25.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 36.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,15.17 to 47.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 54.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,15.17 to 61.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 66.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,15.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,15.17 to 84.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 86.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,15.17 to 88.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,15.17 to 94.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,15.17 to 95.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 36.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,16.17 to 47.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 54.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,16.17 to 61.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 66.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,16.17 to 71.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,16.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,16.17 to 84.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 86.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,16.17 to 88.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,16.17 to 94.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,16.17 to 95.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 21.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 25.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,17.17 to 28.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,17.17 to 30.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 38.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 57,17.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 72,17.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,17.17 to 76.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 81.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,17.17 to 86.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 91,17.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,17.17 to 95.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 97,17.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,17.17 to 98.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 103,17.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,17.17 to 107.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 109.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,17.17 to 111.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,17.17 to 112.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,18.17 to 26.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 37.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,18.17 to 48.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 55.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,18.17 to 62.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 66.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,18.17 to 70.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 77,18.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,18.17 to 83.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 86,18.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,18.17 to 88.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,18.17 to 94.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,18.17 to 95.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 21.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 24,19.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,19.17 to 25.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,19.17 to 27.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 35.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,19.17 to 43.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 54,19.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,19.17 to 64.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 68,19.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,19.17 to 71.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,19.17 to 81.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 86,19.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,19.17 to 90.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 92,19.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,19.17 to 93.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 97,19.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,19.17 to 100.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 102.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,19.17 to 104.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 104.6,19.17 to 105.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 24.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,20.17 to 26.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 37.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 26.6,20.17 to 48.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 55.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 66.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,20.17 to 70.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 78,20.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,20.17 to 85.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 88,20.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,20.17 to 90.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 93.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 90.6,20.17 to 96.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,20.17 to 97.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 5.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 11.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 17,21.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,21.17 to 22.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 28,21.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,21.17 to 33.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 39.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,21.17 to 45.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 47,21.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,21.17 to 48.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,21.17 to 49.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,22.17 to 23.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,22.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,22.17 to 28.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,22.17 to 30.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,22.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,22.17 to 55.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,22.17 to 59.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,22.17 to 60.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,22.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 79.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,22.17 to 80.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,22.17 to 84.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,22.17 to 98.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,22.17 to 102.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,22.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,22.17 to 105.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,22.17 to 107.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,22.17 to 119.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,22.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,22.17 to 122.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,22.17 to 123.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,23.17 to 23.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,23.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,23.17 to 28.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,23.17 to 30.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,23.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,23.17 to 55.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,23.17 to 59.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,23.17 to 60.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,23.17 to 70.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,23.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,23.17 to 79.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,23.17 to 80.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,23.17 to 84.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,23.17 to 98.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,23.17 to 102.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,23.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,23.17 to 105.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,23.17 to 107.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,23.17 to 119.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,23.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,23.17 to 122.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,23.17 to 123.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,24.17 to 23.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,24.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,24.17 to 28.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,24.17 to 30.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,24.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,24.17 to 55.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,24.17 to 59.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,24.17 to 60.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,24.17 to 70.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,24.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,24.17 to 79.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,24.17 to 80.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,24.17 to 84.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,24.17 to 98.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,24.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,24.17 to 105.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,24.17 to 107.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,24.17 to 119.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,24.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,24.17 to 122.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,24.17 to 123.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,25.17 to 23.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,25.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,25.17 to 28.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,25.17 to 30.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,25.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,25.17 to 55.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,25.17 to 59.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,25.17 to 60.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,25.17 to 70.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,25.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,25.17 to 79.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,25.17 to 80.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,25.17 to 84.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,25.17 to 98.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,25.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,25.17 to 105.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,25.17 to 107.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,25.17 to 119.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,25.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,25.17 to 122.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,25.17 to 123.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 23.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,26.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,26.17 to 28.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,26.17 to 30.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,26.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,26.17 to 55.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,26.17 to 59.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,26.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,26.17 to 79.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,26.17 to 80.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,26.17 to 84.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,26.17 to 98.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,26.17 to 102.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,26.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,26.17 to 105.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,26.17 to 107.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,26.17 to 119.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 121,26.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,26.17 to 122.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,26.17 to 123.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,27.17 to 23.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,27.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,27.17 to 28.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,27.17 to 30.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,27.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,27.17 to 55.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,27.17 to 59.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,27.17 to 60.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,27.17 to 70.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,27.17 to 71.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,27.17 to 75.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,27.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,27.17 to 88.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,27.17 to 92.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,27.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,27.17 to 95.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,27.17 to 97.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,27.17 to 109.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,27.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,27.17 to 112.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,27.17 to 113.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,28.17 to 23.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,28.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,28.17 to 28.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,28.17 to 30.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,28.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,28.17 to 55.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,28.17 to 59.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,28.17 to 60.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,28.17 to 70.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,28.17 to 71.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,28.17 to 75.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,28.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,28.17 to 88.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,28.17 to 92.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,28.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,28.17 to 95.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,28.17 to 97.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,28.17 to 109.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,28.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,28.17 to 112.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,28.17 to 113.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,29.17 to 23.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,29.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,29.17 to 28.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,29.17 to 30.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,29.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,29.17 to 55.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,29.17 to 59.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,29.17 to 60.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,29.17 to 70.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,29.17 to 71.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,29.17 to 75.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,29.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,29.17 to 88.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,29.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 95.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,29.17 to 97.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,29.17 to 109.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,29.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,29.17 to 112.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,29.17 to 113.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,30.17 to 23.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,30.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,30.17 to 28.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,30.17 to 30.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,30.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,30.17 to 55.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,30.17 to 59.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,30.17 to 60.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,30.17 to 70.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,30.17 to 71.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,30.17 to 75.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,30.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,30.17 to 88.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,30.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,30.17 to 97.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,30.17 to 109.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,30.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,30.17 to 112.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,30.17 to 113.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 23.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,31.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,31.17 to 28.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,31.17 to 30.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,31.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,31.17 to 55.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,31.17 to 59.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,31.17 to 60.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,31.17 to 70.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,31.17 to 71.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,31.17 to 75.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,31.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,31.17 to 88.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,31.17 to 92.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,31.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,31.17 to 97.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,31.17 to 109.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 111,31.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,31.17 to 112.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,31.17 to 113.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,32.17 to 23.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,32.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,32.17 to 28.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,32.17 to 30.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,32.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,32.17 to 53.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,32.17 to 57.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,32.17 to 58.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,32.17 to 68.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,32.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,32.17 to 77.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,32.17 to 78.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,32.17 to 82.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,32.17 to 96.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,32.17 to 100.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,32.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,32.17 to 103.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,32.17 to 105.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,32.17 to 117.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,32.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,32.17 to 120.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,32.17 to 121.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,33.17 to 23.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,33.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,33.17 to 28.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,33.17 to 30.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,33.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,33.17 to 53.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,33.17 to 57.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,33.17 to 58.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,33.17 to 68.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,33.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,33.17 to 77.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,33.17 to 78.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,33.17 to 82.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,33.17 to 96.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,33.17 to 100.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,33.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,33.17 to 103.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,33.17 to 105.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,33.17 to 117.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,33.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,33.17 to 120.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,33.17 to 121.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,34.17 to 23.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,34.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,34.17 to 28.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,34.17 to 30.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,34.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,34.17 to 53.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,34.17 to 57.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,34.17 to 58.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,34.17 to 68.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,34.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,34.17 to 77.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,34.17 to 78.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,34.17 to 82.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,34.17 to 96.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,34.17 to 100.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,34.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,34.17 to 103.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,34.17 to 105.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,34.17 to 117.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,34.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,34.17 to 120.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,34.17 to 121.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,35.17 to 23.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,35.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,35.17 to 28.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,35.17 to 30.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,35.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,35.17 to 53.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,35.17 to 57.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,35.17 to 58.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,35.17 to 68.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,35.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,35.17 to 77.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,35.17 to 78.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,35.17 to 82.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,35.17 to 96.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,35.17 to 100.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,35.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,35.17 to 103.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,35.17 to 105.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,35.17 to 117.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,35.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,35.17 to 120.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,35.17 to 121.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,36.17 to 1.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,36.17 to 3.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,36.17 to 23.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,36.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,36.17 to 28.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,36.17 to 30.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,36.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,36.17 to 53.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,36.17 to 57.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,36.17 to 58.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,36.17 to 68.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,36.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,36.17 to 77.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,36.17 to 78.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,36.17 to 82.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,36.17 to 96.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 98.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,36.17 to 100.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,36.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,36.17 to 103.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,36.17 to 105.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,36.17 to 117.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 119,36.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,36.17 to 120.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,36.17 to 121.4,36.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-open-fifo.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak"
unset output
