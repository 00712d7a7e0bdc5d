# sweep-map-openat: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-openat.gp
set terminal svg size 1300,1826 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-openat.svg"
set title 'Sweep of openat(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20, "vdso-helper (glibc 2.31) i386 [bullseye]" 21, "vdso-helper (glibc 2.36) i386 [bookworm]" 22, "vdso-helper (glibc 2.36) i386 [host]" 23, "vdso-helper (glibc 2.41) i386 [trixie]" 24, "vdso-helper (glibc 2.43) i386 [sid]" 25, "vdso-int80 (glibc 2.31) i386 [bullseye]" 26, "vdso-int80 (glibc 2.36) i386 [bookworm]" 27, "vdso-int80 (glibc 2.36) i386 [host]" 28, "vdso-int80 (glibc 2.41) i386 [trixie]" 29, "vdso-int80 (glibc 2.43) i386 [sid]" 30, "vdso-naive (glibc 2.31) i386 [bullseye]" 31, "vdso-naive (glibc 2.36) i386 [bookworm]" 32, "vdso-naive (glibc 2.36) i386 [host]" 33, "vdso-naive (glibc 2.41) i386 [trixie]" 34, "vdso-naive (glibc 2.43) i386 [sid]" 35) font ',9'
set yrange [-0.6:35.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "openat" at 8,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,0.17 to 18.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,0.17 to 20.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 31,0.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 52,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 56.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 59.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,0.17 to 62.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 64,0.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,0.17 to 65.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,0.17 to 67.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 79.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,0.17 to 91.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 95,0.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,0.17 to 99.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 19.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 25,1.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,1.17 to 30.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 36.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,1.17 to 42.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 48.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,1.17 to 54.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 58,1.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,1.17 to 62.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 32,2.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 49.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,2.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,2.17 to 58.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 61.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,2.17 to 64.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 66,2.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,2.17 to 67.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,2.17 to 69.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 81,2.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,2.17 to 92.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 96.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,2.17 to 100.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,2.17 to 101.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 58.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 61.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,3.17 to 64.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 66,3.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,3.17 to 67.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,3.17 to 69.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 81,3.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 96.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,3.17 to 101.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 18.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,4.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,4.17 to 35.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 65,4.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 68.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,4.17 to 69.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 18.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,5.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,5.17 to 35.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,5.17 to 61.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 65,5.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,5.17 to 68.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,5.17 to 69.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,6.17 to 19.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,6.17 to 21.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 26.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,6.17 to 31.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 44,6.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,6.17 to 56.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 58.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,6.17 to 60.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,6.17 to 61.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 66.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,6.17 to 71.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,6.17 to 72.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 74.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,6.17 to 76.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 82.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,6.17 to 88.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 91.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,6.17 to 94.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,6.17 to 97.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 18.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 20,7.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,7.17 to 21.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 31.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,7.17 to 41.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 48,7.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,7.17 to 54.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,7.17 to 55.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 59,7.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,7.17 to 62.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 65.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,7.17 to 68.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 72,7.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,7.17 to 75.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 17.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 22.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,8.17 to 27.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 39.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,8.17 to 51.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 53.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,8.17 to 55.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,8.17 to 56.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 61.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,8.17 to 66.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,8.17 to 67.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 69.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,8.17 to 71.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 77,8.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,8.17 to 82.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 85.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,8.17 to 88.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,8.17 to 91.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 18.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 20,9.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,9.17 to 21.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 32.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,9.17 to 43.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 50,9.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,9.17 to 56.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,9.17 to 57.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 61.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 57.6,9.17 to 65.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 68.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 75,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,9.17 to 79.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,10.17 to 19.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 22.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,10.17 to 25.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,10.17 to 27.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 35.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,10.17 to 43.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 54,10.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,10.17 to 64.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 69,10.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,10.17 to 73.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,10.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,10.17 to 76.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 81,10.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,10.17 to 87.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,10.17 to 88.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,11.17 to 22.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 33.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,11.17 to 44.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 51.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,11.17 to 58.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 63.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,11.17 to 68.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,11.17 to 70.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 72.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,11.17 to 74.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,11.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,11.17 to 81.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,11.17 to 82.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 18.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,12.17 to 19.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 22.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,12.17 to 25.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,12.17 to 27.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 35.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,12.17 to 43.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 54,12.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,12.17 to 64.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 69,12.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,12.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 76.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 81,12.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,12.17 to 85.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,12.17 to 87.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,12.17 to 88.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,13.17 to 19.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 22.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,13.17 to 25.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,13.17 to 27.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 35.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,13.17 to 43.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 54,13.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,13.17 to 64.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 69,13.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,13.17 to 73.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,13.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,13.17 to 76.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 81,13.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,13.17 to 85.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,13.17 to 87.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,13.17 to 88.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,14.17 to 22.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 33.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,14.17 to 44.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 51.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,14.17 to 58.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 63.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,14.17 to 68.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,14.17 to 70.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 72.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,14.17 to 74.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,14.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,14.17 to 81.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,14.17 to 82.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 21.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,15.17 to 22.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 33.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,15.17 to 44.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 51.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 63.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 68.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,15.17 to 70.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 72.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,15.17 to 74.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,15.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,15.17 to 81.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,15.17 to 82.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 18.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,16.17 to 19.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 22.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,16.17 to 27.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 35.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,16.17 to 43.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 54,16.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,16.17 to 64.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 69,16.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,16.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 76.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 81,16.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,16.17 to 85.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,16.17 to 87.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,16.17 to 88.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 35.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 53.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 60.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 64.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,17.17 to 70.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 73,17.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,17.17 to 75.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 79,17.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,17.17 to 83.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 18.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,18.17 to 19.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 21,18.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,18.17 to 22.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 32.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,18.17 to 40.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 51,18.42 center font ',7' tc rgb '#37474f'
set arrow from 40.6,18.17 to 61.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 65,18.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,18.17 to 68.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 70,18.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,18.17 to 71.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 75,18.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,18.17 to 78.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,19.17 to 24.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 35.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,19.17 to 46.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 53.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,19.17 to 60.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 64.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,19.17 to 68.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,19.17 to 70.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 73,19.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,19.17 to 75.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 79,19.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,19.17 to 83.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__openat" at 8,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 16.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 22,20.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,20.17 to 27.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__openat" at 33.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,20.17 to 39.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 45.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,20.17 to 51.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__openat" at 53,20.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,20.17 to 54.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,20.17 to 55.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,21.17 to 1.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,21.17 to 23.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,21.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,21.17 to 28.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,21.17 to 30.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,21.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,21.17 to 55.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,21.17 to 59.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,21.17 to 60.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,21.17 to 70.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,21.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,21.17 to 79.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,21.17 to 80.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,21.17 to 84.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,21.17 to 98.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 100.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,21.17 to 102.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,21.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,21.17 to 105.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,21.17 to 107.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,21.17 to 119.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,21.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,21.17 to 122.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,21.17 to 123.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,22.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,22.17 to 102.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,22.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,22.17 to 105.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,22.17 to 107.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,22.17 to 119.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,22.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,22.17 to 122.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,22.17 to 123.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,23.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,23.17 to 102.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,23.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,23.17 to 105.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,23.17 to 107.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,23.17 to 119.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,23.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,23.17 to 122.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,23.17 to 123.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,24.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,24.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,24.17 to 105.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,24.17 to 107.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,24.17 to 119.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,24.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,24.17 to 122.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,24.17 to 123.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,25.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,25.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,25.17 to 105.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,25.17 to 107.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,25.17 to 119.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,25.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,25.17 to 122.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,25.17 to 123.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 23.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,26.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,26.17 to 28.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,26.17 to 30.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,26.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,26.17 to 55.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,26.17 to 59.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,26.17 to 71.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,26.17 to 75.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,26.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,26.17 to 88.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 90.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,26.17 to 92.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,26.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,26.17 to 95.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,26.17 to 97.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,26.17 to 109.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,26.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,26.17 to 112.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,26.17 to 113.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,27.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,27.17 to 92.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,27.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,27.17 to 95.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,27.17 to 97.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,27.17 to 109.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,27.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,27.17 to 112.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,27.17 to 113.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,28.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,28.17 to 92.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,28.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,28.17 to 95.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,28.17 to 97.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,28.17 to 109.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,28.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,28.17 to 112.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,28.17 to 113.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,29.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,29.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 95.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,29.17 to 97.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,29.17 to 109.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,29.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,29.17 to 112.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,29.17 to 113.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,30.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,30.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,30.17 to 97.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,30.17 to 109.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,30.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,30.17 to 112.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,30.17 to 113.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 23.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,31.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,31.17 to 28.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,31.17 to 30.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,31.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,31.17 to 53.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,31.17 to 57.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,31.17 to 58.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,31.17 to 68.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,31.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,31.17 to 77.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,31.17 to 78.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,31.17 to 82.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,31.17 to 96.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 98.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,31.17 to 100.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,31.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,31.17 to 103.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,31.17 to 105.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,31.17 to 117.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,31.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,31.17 to 120.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,31.17 to 121.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,32.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,32.17 to 100.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,32.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,32.17 to 103.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,32.17 to 105.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,32.17 to 117.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,32.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,32.17 to 120.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,32.17 to 121.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,33.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,33.17 to 100.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,33.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,33.17 to 103.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,33.17 to 105.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,33.17 to 117.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,33.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,33.17 to 120.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,33.17 to 121.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,34.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,34.17 to 100.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,34.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,34.17 to 103.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,34.17 to 105.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,34.17 to 117.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,34.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,34.17 to 120.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,34.17 to 121.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,35.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,35.17 to 100.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,35.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,35.17 to 103.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,35.17 to 105.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,35.17 to 117.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,35.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,35.17 to 120.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,35.17 to 121.4,35.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-openat.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak"
unset output
set terminal pngcairo size 1300,1826 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-openat.png"
set title 'Sweep of openat(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20, "vdso-helper (glibc 2.31) i386 [bullseye]" 21, "vdso-helper (glibc 2.36) i386 [bookworm]" 22, "vdso-helper (glibc 2.36) i386 [host]" 23, "vdso-helper (glibc 2.41) i386 [trixie]" 24, "vdso-helper (glibc 2.43) i386 [sid]" 25, "vdso-int80 (glibc 2.31) i386 [bullseye]" 26, "vdso-int80 (glibc 2.36) i386 [bookworm]" 27, "vdso-int80 (glibc 2.36) i386 [host]" 28, "vdso-int80 (glibc 2.41) i386 [trixie]" 29, "vdso-int80 (glibc 2.43) i386 [sid]" 30, "vdso-naive (glibc 2.31) i386 [bullseye]" 31, "vdso-naive (glibc 2.36) i386 [bookworm]" 32, "vdso-naive (glibc 2.36) i386 [host]" 33, "vdso-naive (glibc 2.41) i386 [trixie]" 34, "vdso-naive (glibc 2.43) i386 [sid]" 35) font ',9'
set yrange [-0.6:35.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "openat" at 8,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 16.6,0.17 to 18.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,0.17 to 20.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 31,0.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 52,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 56.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 59.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,0.17 to 62.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 64,0.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,0.17 to 65.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,0.17 to 67.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 79.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,0.17 to 91.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 95,0.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,0.17 to 99.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 19.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 25,1.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,1.17 to 30.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 36.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,1.17 to 42.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 48.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,1.17 to 54.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 58,1.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,1.17 to 62.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 32,2.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 49.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,2.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,2.17 to 58.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 61.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,2.17 to 64.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 66,2.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,2.17 to 67.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,2.17 to 69.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 81,2.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,2.17 to 92.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 96.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,2.17 to 100.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,2.17 to 101.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 54,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 58.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 61.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,3.17 to 64.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 66,3.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,3.17 to 67.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,3.17 to 69.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 81,3.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 96.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,3.17 to 101.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 18.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,4.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,4.17 to 35.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 65,4.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 68.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,4.17 to 69.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 18.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,5.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,5.17 to 35.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,5.17 to 61.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 65,5.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,5.17 to 68.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,5.17 to 69.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 17.6,6.17 to 19.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,6.17 to 21.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 26.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,6.17 to 31.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 44,6.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,6.17 to 56.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 58.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 56.6,6.17 to 60.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,6.17 to 61.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 66.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,6.17 to 71.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,6.17 to 72.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 74.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,6.17 to 76.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 82.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,6.17 to 88.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 91.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,6.17 to 94.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,6.17 to 97.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 18.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 20,7.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,7.17 to 21.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 31.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,7.17 to 41.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 48,7.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,7.17 to 54.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,7.17 to 55.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 59,7.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,7.17 to 62.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 65.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,7.17 to 68.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 72,7.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,7.17 to 75.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 17.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 22.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,8.17 to 27.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 39.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,8.17 to 51.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 53.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,8.17 to 55.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,8.17 to 56.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 61.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,8.17 to 66.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,8.17 to 67.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 69.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,8.17 to 71.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 77,8.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,8.17 to 82.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 85.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,8.17 to 88.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,8.17 to 91.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 18.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 20,9.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,9.17 to 21.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 32.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,9.17 to 43.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 50,9.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,9.17 to 56.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,9.17 to 57.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 61.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 57.6,9.17 to 65.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 68.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 75,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,9.17 to 79.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,10.17 to 19.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 22.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,10.17 to 25.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,10.17 to 27.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 35.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,10.17 to 43.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 54,10.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,10.17 to 64.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 69,10.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,10.17 to 73.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,10.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,10.17 to 76.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 81,10.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,10.17 to 87.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,10.17 to 88.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,11.17 to 22.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 33.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,11.17 to 44.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 51.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,11.17 to 58.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 63.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,11.17 to 68.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,11.17 to 70.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 72.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,11.17 to 74.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,11.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,11.17 to 81.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,11.17 to 82.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 18.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,12.17 to 19.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 22.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,12.17 to 25.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,12.17 to 27.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 35.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,12.17 to 43.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 54,12.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,12.17 to 64.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 69,12.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,12.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 76.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 81,12.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,12.17 to 85.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,12.17 to 87.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,12.17 to 88.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,13.17 to 19.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 22.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,13.17 to 25.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,13.17 to 27.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 35.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,13.17 to 43.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 54,13.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,13.17 to 64.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 69,13.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,13.17 to 73.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,13.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,13.17 to 76.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 81,13.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,13.17 to 85.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,13.17 to 87.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,13.17 to 88.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,14.17 to 22.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 33.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,14.17 to 44.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 51.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,14.17 to 58.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 63.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,14.17 to 68.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,14.17 to 70.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 72.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,14.17 to 74.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,14.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,14.17 to 81.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,14.17 to 82.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 21.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,15.17 to 22.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 33.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,15.17 to 44.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 51.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 63.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 68.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,15.17 to 70.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 72.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,15.17 to 74.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,15.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,15.17 to 81.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,15.17 to 82.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 18.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,16.17 to 19.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 22.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,16.17 to 27.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 35.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,16.17 to 43.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 54,16.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,16.17 to 64.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 69,16.28 center font ',7' tc rgb '#37474f'
set arrow from 64.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 75,16.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 76.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 81,16.28 center font ',7' tc rgb '#37474f'
set arrow from 76.6,16.17 to 85.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,16.17 to 87.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,16.17 to 88.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 35.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,17.17 to 46.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 53.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,17.17 to 60.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 64.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,17.17 to 70.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 73,17.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,17.17 to 75.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 79,17.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,17.17 to 83.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 18.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,18.17 to 19.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 21,18.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,18.17 to 22.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 32.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,18.17 to 40.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 51,18.42 center font ',7' tc rgb '#37474f'
set arrow from 40.6,18.17 to 61.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 65,18.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,18.17 to 68.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 70,18.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,18.17 to 71.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 75,18.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,18.17 to 78.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,19.17 to 24.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 35.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,19.17 to 46.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 53.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,19.17 to 60.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 64.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,19.17 to 68.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,19.17 to 70.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 73,19.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,19.17 to 75.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 79,19.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,19.17 to 83.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "__openat" at 8,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 16.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 22,20.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,20.17 to 27.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__openat" at 33.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,20.17 to 39.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 45.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,20.17 to 51.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__openat" at 53,20.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,20.17 to 54.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,20.17 to 55.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,21.17 to 1.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,21.17 to 23.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,21.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,21.17 to 28.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,21.17 to 30.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,21.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,21.17 to 55.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,21.17 to 59.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,21.17 to 60.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 65.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,21.17 to 70.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 75,21.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,21.17 to 79.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,21.17 to 80.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 82.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,21.17 to 84.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 91.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,21.17 to 98.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 100.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,21.17 to 102.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,21.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,21.17 to 105.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,21.17 to 107.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,21.17 to 119.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,21.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,21.17 to 122.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,21.17 to 123.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,22.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,22.17 to 102.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,22.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,22.17 to 105.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,22.17 to 107.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,22.17 to 119.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,22.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,22.17 to 122.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,22.17 to 123.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,23.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,23.17 to 102.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,23.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,23.17 to 105.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,23.17 to 107.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,23.17 to 119.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,23.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,23.17 to 122.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,23.17 to 123.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,24.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,24.17 to 102.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,24.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,24.17 to 105.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,24.17 to 107.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,24.17 to 119.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,24.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,24.17 to 122.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,24.17 to 123.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,25.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 100.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,25.17 to 102.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 104,25.42 center font ',7' tc rgb '#37474f'
set arrow from 102.6,25.17 to 105.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 105.6,25.17 to 107.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 113.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,25.17 to 119.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 121,25.42 center font ',7' tc rgb '#37474f'
set arrow from 119.6,25.17 to 122.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 122.6,25.17 to 123.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 23.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,26.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,26.17 to 28.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,26.17 to 30.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 43,26.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,26.17 to 55.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 57.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,26.17 to 59.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 65.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,26.17 to 71.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 73.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,26.17 to 75.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 82,26.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,26.17 to 88.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 90.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,26.17 to 92.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,26.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,26.17 to 95.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,26.17 to 97.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,26.17 to 109.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,26.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,26.17 to 112.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,26.17 to 113.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,27.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,27.17 to 92.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,27.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,27.17 to 95.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,27.17 to 97.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,27.17 to 109.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,27.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,27.17 to 112.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,27.17 to 113.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,28.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,28.17 to 92.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,28.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,28.17 to 95.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,28.17 to 97.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,28.17 to 109.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,28.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,28.17 to 112.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,28.17 to 113.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,29.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,29.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 95.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,29.17 to 97.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,29.17 to 109.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,29.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,29.17 to 112.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,29.17 to 113.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,30.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 90.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,30.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,30.17 to 97.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 97.6,30.17 to 109.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 111,30.28 center font ',7' tc rgb '#37474f'
set arrow from 109.6,30.17 to 112.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,30.17 to 113.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 23.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 26,31.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,31.17 to 28.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,31.17 to 30.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 42,31.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,31.17 to 53.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,31.17 to 57.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,31.17 to 58.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 63.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,31.17 to 68.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 73,31.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,31.17 to 77.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,31.17 to 78.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 80.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,31.17 to 82.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 89.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,31.17 to 96.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 98.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,31.17 to 100.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,31.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,31.17 to 103.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,31.17 to 105.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,31.17 to 117.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,31.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,31.17 to 120.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,31.17 to 121.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,32.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,32.17 to 100.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,32.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,32.17 to 103.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,32.17 to 105.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,32.17 to 117.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,32.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,32.17 to 120.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,32.17 to 121.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,33.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,33.17 to 100.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,33.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,33.17 to 103.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,33.17 to 105.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,33.17 to 117.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,33.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,33.17 to 120.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,33.17 to 121.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,34.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,34.17 to 100.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,34.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,34.17 to 103.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,34.17 to 105.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,34.17 to 117.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,34.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,34.17 to 120.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,34.17 to 121.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 13.5,35.28 center font ',7' tc rgb '#37474f'
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
set label "openat" at 98.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 96.6,35.17 to 100.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 102,35.42 center font ',7' tc rgb '#37474f'
set arrow from 100.6,35.17 to 103.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,35.17 to 105.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 111.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,35.17 to 117.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 119,35.42 center font ',7' tc rgb '#37474f'
set arrow from 117.6,35.17 to 120.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 120.6,35.17 to 121.4,35.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-openat.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak"
unset output
