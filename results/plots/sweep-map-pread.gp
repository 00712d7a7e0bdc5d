# sweep-map-pread: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-pread.gp
set terminal svg size 1300,1826 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-pread.svg"
set title 'Sweep of pread(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20, "vdso-helper (glibc 2.31) i386 [bullseye]" 21, "vdso-helper (glibc 2.36) i386 [bookworm]" 22, "vdso-helper (glibc 2.36) i386 [host]" 23, "vdso-helper (glibc 2.41) i386 [trixie]" 24, "vdso-helper (glibc 2.43) i386 [sid]" 25, "vdso-int80 (glibc 2.31) i386 [bullseye]" 26, "vdso-int80 (glibc 2.36) i386 [bookworm]" 27, "vdso-int80 (glibc 2.36) i386 [host]" 28, "vdso-int80 (glibc 2.41) i386 [trixie]" 29, "vdso-int80 (glibc 2.43) i386 [sid]" 30, "vdso-naive (glibc 2.31) i386 [bullseye]" 31, "vdso-naive (glibc 2.36) i386 [bookworm]" 32, "vdso-naive (glibc 2.36) i386 [host]" 33, "vdso-naive (glibc 2.41) i386 [trixie]" 34, "vdso-naive (glibc 2.43) i386 [sid]" 35) font ',9'
set yrange [-0.6:35.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 1.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 9.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,0.17 to 15.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 25,0.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 37.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,0.17 to 40.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 45,0.42 center font ',7' tc rgb '#37474f'
set arrow from 40.6,0.17 to 49.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 52.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 57,0.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,0.17 to 60.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 72.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,0.17 to 84.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 88.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,0.17 to 92.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,0.17 to 93.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread64" at 4.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 9.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 15,1.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread64" at 26.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,1.17 to 32.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 38.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread64" at 46,1.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,1.17 to 47.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 1.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 9.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 15.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,2.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,2.17 to 38.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 41.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,2.17 to 44.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 49,2.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,2.17 to 53.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 56.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,2.17 to 59.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 61,2.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,2.17 to 62.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,2.17 to 64.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 76,2.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,2.17 to 87.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 91.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,2.17 to 95.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,2.17 to 96.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 9.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 15.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 27,3.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,3.17 to 38.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 41.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,3.17 to 44.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 49,3.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,3.17 to 53.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 56.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,3.17 to 59.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 61,3.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,3.17 to 62.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,3.17 to 64.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 76,3.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,3.17 to 87.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 91.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,3.17 to 95.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,3.17 to 96.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 4,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 8.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,4.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,4.17 to 25.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 31.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,4.17 to 37.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 53,4.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,4.17 to 54.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 4,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 8.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,5.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,5.17 to 25.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 31.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,5.17 to 37.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,5.17 to 51.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 53,5.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,5.17 to 54.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 10.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,6.17 to 12.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 12.6,6.17 to 14.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 19.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,6.17 to 24.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 37,6.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,6.17 to 49.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 51.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,6.17 to 53.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,6.17 to 54.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 59.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,6.17 to 64.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,6.17 to 65.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 67.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,6.17 to 69.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 75.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,6.17 to 81.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 84.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,6.17 to 89.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,6.17 to 90.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 2.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 5.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 7,7.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,7.17 to 8.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 18.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,7.17 to 28.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 35,7.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,7.17 to 41.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 41.6,7.17 to 42.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 46,7.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,7.17 to 49.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 52.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,7.17 to 55.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 58.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 10.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 15.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,8.17 to 20.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 32.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,8.17 to 44.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 46.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,8.17 to 48.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,8.17 to 49.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 54.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,8.17 to 59.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,8.17 to 60.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 62.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,8.17 to 64.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 70,8.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,8.17 to 75.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 78.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,8.17 to 83.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 83.6,8.17 to 84.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 2.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 5.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 7,9.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,9.17 to 8.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 19.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,9.17 to 30.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 37,9.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,9.17 to 43.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,9.17 to 44.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 48.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,9.17 to 52.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 55.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 8.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,10.17 to 9.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 12.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,10.17 to 15.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,10.17 to 17.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 25.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,10.17 to 33.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 44,10.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,10.17 to 54.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 59,10.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,10.17 to 63.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,10.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71,10.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,10.17 to 76.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,11.17 to 10.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 21.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,11.17 to 32.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 39.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,11.17 to 46.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 51.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,11.17 to 56.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,11.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,11.17 to 59.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,11.17 to 63.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,11.17 to 64.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 8.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,12.17 to 9.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 12.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,12.17 to 15.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,12.17 to 17.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 25.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,12.17 to 33.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 44,12.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,12.17 to 54.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 59,12.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,12.17 to 63.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,12.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,12.17 to 66.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71,12.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,12.17 to 76.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 8.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,13.17 to 9.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 12.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,13.17 to 15.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,13.17 to 17.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 25.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,13.17 to 33.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 44,13.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,13.17 to 54.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 59,13.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,13.17 to 63.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,13.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,13.17 to 66.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 71,13.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,13.17 to 76.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,14.17 to 10.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 21.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,14.17 to 32.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 39.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,14.17 to 46.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 51.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,14.17 to 56.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,14.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,14.17 to 59.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,14.17 to 63.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,14.17 to 64.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 9.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,15.17 to 10.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 21.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,15.17 to 32.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 39.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,15.17 to 46.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 51.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,15.17 to 56.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,15.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,15.17 to 59.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 61.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,15.17 to 63.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,15.17 to 64.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 8.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,16.17 to 9.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 12.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,16.17 to 17.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 25.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,16.17 to 33.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 44,16.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,16.17 to 54.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 59,16.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,16.17 to 63.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,16.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,16.17 to 66.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71,16.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,16.17 to 76.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 10.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,17.17 to 12.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 23.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,17.17 to 34.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 41.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,17.17 to 48.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 52.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,17.17 to 56.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,17.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,17.17 to 59.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 62,17.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,17.17 to 64.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,17.17 to 65.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 8.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,18.17 to 9.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 11,18.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,18.17 to 12.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 12.6,18.17 to 14.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 22.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,18.17 to 30.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 41,18.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,18.17 to 51.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 55,18.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,18.17 to 58.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 60,18.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,18.17 to 61.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 65,18.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,18.17 to 68.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,18.17 to 69.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 5,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 10.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,19.17 to 12.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 23.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,19.17 to 34.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 41.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,19.17 to 48.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 52.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,19.17 to 56.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,19.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 62,19.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 64.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,19.17 to 65.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pread64" at 4.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 9.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 15,20.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,20.17 to 20.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pread64" at 26.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,20.17 to 32.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 38.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,20.17 to 44.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pread64" at 46,20.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,20.17 to 47.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,20.17 to 48.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 4.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,21.17 to 6.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,21.17 to 18.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,21.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,21.17 to 23.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,21.17 to 25.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,21.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,21.17 to 50.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,21.17 to 54.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,21.17 to 55.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,21.17 to 65.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,21.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,21.17 to 74.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,21.17 to 79.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,21.17 to 93.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,21.17 to 97.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,21.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,21.17 to 100.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,21.17 to 102.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,21.17 to 114.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,21.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,21.17 to 119.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,21.17 to 120.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 4.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,22.17 to 6.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,22.17 to 18.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,22.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,22.17 to 23.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,22.17 to 25.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,22.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,22.17 to 50.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,22.17 to 54.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,22.17 to 55.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,22.17 to 65.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,22.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,22.17 to 74.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,22.17 to 75.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,22.17 to 79.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,22.17 to 93.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 100.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,22.17 to 102.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,22.17 to 114.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,22.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,22.17 to 119.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,22.17 to 120.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 4.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,23.17 to 6.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,23.17 to 18.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,23.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,23.17 to 23.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,23.17 to 25.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,23.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,23.17 to 50.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,23.17 to 54.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,23.17 to 55.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,23.17 to 65.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,23.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,23.17 to 74.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,23.17 to 75.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,23.17 to 79.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,23.17 to 93.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 100.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,23.17 to 102.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,23.17 to 114.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,23.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,23.17 to 119.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,23.17 to 120.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 4.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,24.17 to 6.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,24.17 to 18.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,24.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,24.17 to 23.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,24.17 to 25.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,24.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,24.17 to 50.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,24.17 to 54.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,24.17 to 55.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,24.17 to 65.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,24.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,24.17 to 74.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,24.17 to 75.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,24.17 to 79.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,24.17 to 93.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,24.17 to 97.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,24.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,24.17 to 100.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,24.17 to 114.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,24.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,24.17 to 119.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,24.17 to 120.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 4.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,25.17 to 6.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,25.17 to 18.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,25.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,25.17 to 23.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,25.17 to 25.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,25.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,25.17 to 50.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,25.17 to 54.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,25.17 to 55.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,25.17 to 65.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,25.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,25.17 to 74.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,25.17 to 75.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,25.17 to 79.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,25.17 to 93.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,25.17 to 97.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,25.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,25.17 to 100.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,25.17 to 114.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,25.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,25.17 to 119.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,25.17 to 120.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 4.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,26.17 to 6.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,26.17 to 18.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,26.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,26.17 to 23.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,26.17 to 25.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,26.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,26.17 to 54.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,26.17 to 55.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,26.17 to 65.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,26.17 to 66.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,26.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,26.17 to 83.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,26.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,26.17 to 90.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,26.17 to 92.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,26.17 to 104.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,26.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,26.17 to 109.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,26.17 to 110.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 4.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,27.17 to 6.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,27.17 to 18.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,27.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,27.17 to 23.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,27.17 to 25.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,27.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,27.17 to 50.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,27.17 to 54.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,27.17 to 55.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,27.17 to 65.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,27.17 to 66.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,27.17 to 70.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,27.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,27.17 to 83.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 90.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,27.17 to 92.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,27.17 to 104.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,27.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,27.17 to 109.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,27.17 to 110.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 4.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,28.17 to 6.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,28.17 to 18.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,28.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,28.17 to 23.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,28.17 to 25.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,28.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,28.17 to 50.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,28.17 to 54.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,28.17 to 55.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,28.17 to 65.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,28.17 to 66.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,28.17 to 70.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,28.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,28.17 to 83.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 90.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,28.17 to 92.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,28.17 to 104.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,28.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,28.17 to 109.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,28.17 to 110.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 4.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,29.17 to 6.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,29.17 to 18.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,29.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,29.17 to 23.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,29.17 to 25.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,29.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 54.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,29.17 to 55.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,29.17 to 66.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,29.17 to 70.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,29.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,29.17 to 83.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,29.17 to 87.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,29.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,29.17 to 90.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 104.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,29.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,29.17 to 109.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,29.17 to 110.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 4.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,30.17 to 6.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,30.17 to 18.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,30.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,30.17 to 23.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,30.17 to 25.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,30.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,30.17 to 50.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,30.17 to 54.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,30.17 to 55.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,30.17 to 66.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,30.17 to 70.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,30.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,30.17 to 83.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,30.17 to 87.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,30.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,30.17 to 90.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 104.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,30.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,30.17 to 109.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,30.17 to 110.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 4.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,31.17 to 6.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,31.17 to 18.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,31.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,31.17 to 23.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,31.17 to 25.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,31.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,31.17 to 48.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,31.17 to 52.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,31.17 to 53.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,31.17 to 63.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,31.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,31.17 to 72.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,31.17 to 73.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,31.17 to 77.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,31.17 to 91.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,31.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,31.17 to 98.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,31.17 to 100.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,31.17 to 112.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,31.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,31.17 to 117.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,31.17 to 118.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,32.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,32.17 to 4.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,32.17 to 6.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,32.17 to 18.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,32.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,32.17 to 23.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,32.17 to 25.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,32.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,32.17 to 48.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,32.17 to 52.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,32.17 to 53.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,32.17 to 63.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,32.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,32.17 to 72.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,32.17 to 73.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,32.17 to 77.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,32.17 to 91.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 98.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,32.17 to 100.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,32.17 to 112.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,32.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,32.17 to 117.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,32.17 to 118.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,33.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,33.17 to 4.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,33.17 to 6.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,33.17 to 18.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,33.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,33.17 to 23.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,33.17 to 25.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,33.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,33.17 to 48.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,33.17 to 52.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,33.17 to 53.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,33.17 to 63.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,33.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,33.17 to 72.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,33.17 to 73.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,33.17 to 77.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,33.17 to 91.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 98.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,33.17 to 100.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,33.17 to 112.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,33.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,33.17 to 117.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,33.17 to 118.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,34.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,34.17 to 4.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,34.17 to 6.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,34.17 to 18.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,34.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,34.17 to 23.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,34.17 to 25.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,34.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,34.17 to 48.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,34.17 to 52.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,34.17 to 53.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,34.17 to 63.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,34.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,34.17 to 72.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,34.17 to 73.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,34.17 to 77.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,34.17 to 91.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,34.17 to 95.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,34.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,34.17 to 98.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,34.17 to 100.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,34.17 to 112.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,34.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,34.17 to 117.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,34.17 to 118.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,35.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,35.17 to 4.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,35.17 to 6.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,35.17 to 18.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,35.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,35.17 to 23.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,35.17 to 25.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,35.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,35.17 to 48.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,35.17 to 52.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,35.17 to 53.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,35.17 to 63.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,35.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,35.17 to 72.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,35.17 to 73.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,35.17 to 77.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,35.17 to 91.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,35.17 to 95.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,35.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,35.17 to 98.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,35.17 to 100.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,35.17 to 112.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,35.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,35.17 to 117.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,35.17 to 118.4,35.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pread.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
set terminal pngcairo size 1300,1826 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-pread.png"
set title 'Sweep of pread(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20, "vdso-helper (glibc 2.31) i386 [bullseye]" 21, "vdso-helper (glibc 2.36) i386 [bookworm]" 22, "vdso-helper (glibc 2.36) i386 [host]" 23, "vdso-helper (glibc 2.41) i386 [trixie]" 24, "vdso-helper (glibc 2.43) i386 [sid]" 25, "vdso-int80 (glibc 2.31) i386 [bullseye]" 26, "vdso-int80 (glibc 2.36) i386 [bookworm]" 27, "vdso-int80 (glibc 2.36) i386 [host]" 28, "vdso-int80 (glibc 2.41) i386 [trixie]" 29, "vdso-int80 (glibc 2.43) i386 [sid]" 30, "vdso-naive (glibc 2.31) i386 [bullseye]" 31, "vdso-naive (glibc 2.36) i386 [bookworm]" 32, "vdso-naive (glibc 2.36) i386 [host]" 33, "vdso-naive (glibc 2.41) i386 [trixie]" 34, "vdso-naive (glibc 2.43) i386 [sid]" 35) font ',9'
set yrange [-0.6:35.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 1.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 9.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,0.17 to 15.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 25,0.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 37.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,0.17 to 40.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 45,0.42 center font ',7' tc rgb '#37474f'
set arrow from 40.6,0.17 to 49.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 52.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 57,0.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,0.17 to 60.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 72.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,0.17 to 84.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread" at 88.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,0.17 to 92.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,0.17 to 93.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread64" at 4.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 9.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_enable_asynccancel" at 15,1.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread64" at 26.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,1.17 to 32.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__pthread_disable_asynccancel" at 38.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:pread64" at 46,1.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,1.17 to 47.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 1.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 9.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 15.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,2.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,2.17 to 38.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 41.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,2.17 to 44.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 49,2.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,2.17 to 53.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 56.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,2.17 to 59.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 61,2.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,2.17 to 62.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,2.17 to 64.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 76,2.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,2.17 to 87.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 91.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,2.17 to 95.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,2.17 to 96.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 9.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 15.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 27,3.42 center font ',7' tc rgb '#37474f'
set arrow from 15.6,3.17 to 38.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 41.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,3.17 to 44.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 49,3.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,3.17 to 53.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 56.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,3.17 to 59.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 61,3.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,3.17 to 62.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,3.17 to 64.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 76,3.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,3.17 to 87.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 91.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,3.17 to 95.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,3.17 to 96.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 4,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 8.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,4.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,4.17 to 25.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 31.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,4.17 to 37.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 53,4.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,4.17 to 54.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 4,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 8.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 17,5.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,5.17 to 25.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 31.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 25.6,5.17 to 37.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 44.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,5.17 to 51.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 53,5.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,5.17 to 54.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 10.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,6.17 to 12.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 12.6,6.17 to 14.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 19.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,6.17 to 24.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 37,6.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,6.17 to 49.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 51.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,6.17 to 53.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,6.17 to 54.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 59.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,6.17 to 64.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,6.17 to 65.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 67.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,6.17 to 69.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 75.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,6.17 to 81.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 84.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,6.17 to 89.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,6.17 to 90.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 2.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 5.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 7,7.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,7.17 to 8.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 18.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,7.17 to 28.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 35,7.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,7.17 to 41.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 41.6,7.17 to 42.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 46,7.28 center font ',7' tc rgb '#37474f'
set arrow from 42.6,7.17 to 49.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 52.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,7.17 to 55.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 58.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "pread@GLIBC_2.2" at 5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 10.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 15.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,8.17 to 20.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 32.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,8.17 to 44.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 46.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,8.17 to 48.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,8.17 to 49.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 54.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,8.17 to 59.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,8.17 to 60.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 62.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,8.17 to 64.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 70,8.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,8.17 to 75.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 78.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,8.17 to 83.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 83.6,8.17 to 84.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__pread64" at 2.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 5.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 7,9.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,9.17 to 8.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 19.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,9.17 to 30.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 37,9.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,9.17 to 43.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,9.17 to 44.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 48.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,9.17 to 52.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 55.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 8.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,10.17 to 9.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 12.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,10.17 to 15.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,10.17 to 17.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 25.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,10.17 to 33.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 44,10.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,10.17 to 54.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 59,10.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,10.17 to 63.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,10.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,10.17 to 66.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71,10.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,10.17 to 76.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,11.17 to 10.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 21.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,11.17 to 32.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 39.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,11.17 to 46.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 51.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,11.17 to 56.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,11.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,11.17 to 59.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,11.17 to 63.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,11.17 to 64.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 8.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,12.17 to 9.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 12.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,12.17 to 15.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,12.17 to 17.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 25.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,12.17 to 33.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 44,12.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,12.17 to 54.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 59,12.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,12.17 to 63.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,12.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,12.17 to 66.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71,12.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,12.17 to 76.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 8.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,13.17 to 9.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 12.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,13.17 to 15.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,13.17 to 17.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 25.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,13.17 to 33.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 44,13.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,13.17 to 54.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 59,13.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,13.17 to 63.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,13.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,13.17 to 66.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 71,13.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,13.17 to 76.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,14.17 to 10.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 21.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,14.17 to 32.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 39.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,14.17 to 46.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 51.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,14.17 to 56.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,14.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,14.17 to 59.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,14.17 to 63.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,14.17 to 64.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 9.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 9.6,15.17 to 10.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 21.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,15.17 to 32.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 39.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,15.17 to 46.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 51.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,15.17 to 56.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,15.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,15.17 to 59.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 61.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,15.17 to 63.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,15.17 to 64.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 8.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,16.17 to 9.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 12.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 15.6,16.17 to 17.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 25.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 17.6,16.17 to 33.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 44,16.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,16.17 to 54.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 59,16.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,16.17 to 63.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 65,16.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,16.17 to 66.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71,16.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,16.17 to 76.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 10.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,17.17 to 12.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 23.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,17.17 to 34.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 41.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,17.17 to 48.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 52.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,17.17 to 56.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,17.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,17.17 to 59.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 62,17.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,17.17 to 64.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,17.17 to 65.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 4,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 8.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,18.17 to 9.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 11,18.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,18.17 to 12.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 12.6,18.17 to 14.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 22.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,18.17 to 30.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 41,18.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,18.17 to 51.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 55,18.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,18.17 to 58.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 60,18.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,18.17 to 61.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 65,18.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,18.17 to 68.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,18.17 to 69.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 5,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 10.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 10.6,19.17 to 12.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 23.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,19.17 to 34.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 41.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,19.17 to 48.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 52.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,19.17 to 56.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 58,19.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 62,19.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 64.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,19.17 to 65.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "pread64" at 4.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 9.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 15,20.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,20.17 to 20.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pread64" at 26.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,20.17 to 32.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 38.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,20.17 to 44.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pread64" at 46,20.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,20.17 to 47.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,20.17 to 48.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 4.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,21.17 to 6.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,21.17 to 18.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,21.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,21.17 to 23.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,21.17 to 25.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,21.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,21.17 to 50.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,21.17 to 54.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,21.17 to 55.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,21.17 to 65.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,21.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,21.17 to 74.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,21.17 to 79.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,21.17 to 93.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,21.17 to 97.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,21.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,21.17 to 100.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,21.17 to 102.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,21.17 to 114.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,21.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,21.17 to 119.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,21.17 to 120.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 4.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,22.17 to 6.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,22.17 to 18.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,22.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,22.17 to 23.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,22.17 to 25.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,22.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,22.17 to 50.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,22.17 to 54.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,22.17 to 55.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,22.17 to 65.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,22.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,22.17 to 74.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,22.17 to 75.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,22.17 to 79.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,22.17 to 93.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 100.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,22.17 to 102.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,22.17 to 114.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,22.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,22.17 to 119.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,22.17 to 120.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 4.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,23.17 to 6.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,23.17 to 18.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,23.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,23.17 to 23.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,23.17 to 25.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,23.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,23.17 to 50.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,23.17 to 54.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,23.17 to 55.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,23.17 to 65.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,23.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,23.17 to 74.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,23.17 to 75.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,23.17 to 79.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,23.17 to 93.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 100.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,23.17 to 102.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,23.17 to 114.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,23.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,23.17 to 119.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,23.17 to 120.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 4.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,24.17 to 6.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,24.17 to 18.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,24.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,24.17 to 23.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,24.17 to 25.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,24.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,24.17 to 50.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,24.17 to 54.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,24.17 to 55.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,24.17 to 65.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,24.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,24.17 to 74.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,24.17 to 75.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,24.17 to 79.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,24.17 to 93.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,24.17 to 97.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,24.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,24.17 to 100.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,24.17 to 114.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,24.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,24.17 to 119.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,24.17 to 120.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 4.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,25.17 to 6.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,25.17 to 18.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,25.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,25.17 to 23.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,25.17 to 25.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,25.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,25.17 to 50.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 52.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,25.17 to 54.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,25.17 to 55.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 60.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,25.17 to 65.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 70,25.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,25.17 to 74.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,25.17 to 75.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 77.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,25.17 to 79.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 86.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,25.17 to 93.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 95.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 93.6,25.17 to 97.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 99,25.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,25.17 to 100.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 108.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,25.17 to 114.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 117,25.28 center font ',7' tc rgb '#37474f'
set arrow from 114.6,25.17 to 119.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 119.6,25.17 to 120.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 4.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,26.17 to 6.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,26.17 to 18.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,26.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,26.17 to 23.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,26.17 to 25.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,26.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,26.17 to 54.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,26.17 to 55.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,26.17 to 65.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,26.17 to 66.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,26.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,26.17 to 83.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,26.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,26.17 to 90.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,26.17 to 92.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,26.17 to 104.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,26.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,26.17 to 109.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,26.17 to 110.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 4.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,27.17 to 6.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,27.17 to 18.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,27.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,27.17 to 23.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,27.17 to 25.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,27.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,27.17 to 50.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,27.17 to 54.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,27.17 to 55.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,27.17 to 65.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,27.17 to 66.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,27.17 to 70.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,27.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,27.17 to 83.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 90.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,27.17 to 92.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,27.17 to 104.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,27.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,27.17 to 109.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,27.17 to 110.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 4.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,28.17 to 6.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,28.17 to 18.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,28.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,28.17 to 23.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,28.17 to 25.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,28.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,28.17 to 50.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,28.17 to 54.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,28.17 to 55.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,28.17 to 65.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,28.17 to 66.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,28.17 to 70.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,28.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,28.17 to 83.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 90.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,28.17 to 92.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,28.17 to 104.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,28.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,28.17 to 109.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,28.17 to 110.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 4.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,29.17 to 6.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,29.17 to 18.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,29.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,29.17 to 23.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,29.17 to 25.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,29.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 54.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,29.17 to 55.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,29.17 to 66.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,29.17 to 70.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,29.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,29.17 to 83.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,29.17 to 87.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,29.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,29.17 to 90.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 104.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,29.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,29.17 to 109.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,29.17 to 110.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 4.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,30.17 to 6.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,30.17 to 18.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,30.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,30.17 to 23.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,30.17 to 25.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 38,30.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,30.17 to 50.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 52.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,30.17 to 54.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,30.17 to 55.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 60.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,30.17 to 66.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 68.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,30.17 to 70.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 77,30.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,30.17 to 83.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 85.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,30.17 to 87.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 89,30.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,30.17 to 90.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 98.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 104.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 107,30.42 center font ',7' tc rgb '#37474f'
set arrow from 104.6,30.17 to 109.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,30.17 to 110.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 4.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,31.17 to 6.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,31.17 to 18.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,31.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,31.17 to 23.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,31.17 to 25.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,31.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,31.17 to 48.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,31.17 to 52.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,31.17 to 53.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,31.17 to 63.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,31.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,31.17 to 72.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,31.17 to 73.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,31.17 to 77.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,31.17 to 91.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,31.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,31.17 to 98.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,31.17 to 100.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,31.17 to 112.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,31.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,31.17 to 117.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,31.17 to 118.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,32.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,32.17 to 4.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,32.17 to 6.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,32.17 to 18.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,32.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,32.17 to 23.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,32.17 to 25.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,32.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,32.17 to 48.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,32.17 to 52.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,32.17 to 53.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,32.17 to 63.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,32.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,32.17 to 72.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,32.17 to 73.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,32.17 to 77.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,32.17 to 91.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 98.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,32.17 to 100.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,32.17 to 112.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,32.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,32.17 to 117.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,32.17 to 118.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,33.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,33.17 to 4.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,33.17 to 6.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,33.17 to 18.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,33.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,33.17 to 23.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,33.17 to 25.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,33.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,33.17 to 48.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,33.17 to 52.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,33.17 to 53.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,33.17 to 63.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,33.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,33.17 to 72.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,33.17 to 73.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,33.17 to 77.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,33.17 to 91.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 98.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,33.17 to 100.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,33.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,33.17 to 112.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,33.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,33.17 to 117.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,33.17 to 118.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,34.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,34.17 to 4.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,34.17 to 6.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,34.17 to 18.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,34.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,34.17 to 23.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,34.17 to 25.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,34.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,34.17 to 48.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,34.17 to 52.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,34.17 to 53.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,34.17 to 63.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,34.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,34.17 to 72.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,34.17 to 73.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,34.17 to 77.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,34.17 to 91.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,34.17 to 95.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,34.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,34.17 to 98.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,34.17 to 100.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,34.17 to 112.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,34.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,34.17 to 117.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,34.17 to 118.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 2,35.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,35.17 to 4.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,35.17 to 6.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 12.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,35.17 to 18.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 21,35.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,35.17 to 23.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 23.6,35.17 to 25.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 37,35.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,35.17 to 48.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 50.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,35.17 to 52.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,35.17 to 53.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 58.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,35.17 to 63.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 68,35.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,35.17 to 72.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 72.6,35.17 to 73.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 75.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,35.17 to 77.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 84.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,35.17 to 91.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 93.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,35.17 to 95.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 97,35.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,35.17 to 98.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,35.17 to 100.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 106.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,35.17 to 112.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "pread" at 115,35.28 center font ',7' tc rgb '#37474f'
set arrow from 112.6,35.17 to 117.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,35.17 to 118.4,35.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-pread.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)"
unset output
