# sweep-map-fcntl: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-fcntl.gp
set terminal svg size 1300,1872 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-fcntl.svg"
set title 'Sweep of fcntl(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21, "vdso-helper (glibc 2.31) i386 [bullseye]" 22, "vdso-helper (glibc 2.36) i386 [bookworm]" 23, "vdso-helper (glibc 2.36) i386 [host]" 24, "vdso-helper (glibc 2.41) i386 [trixie]" 25, "vdso-helper (glibc 2.43) i386 [sid]" 26, "vdso-int80 (glibc 2.31) i386 [bullseye]" 27, "vdso-int80 (glibc 2.36) i386 [bookworm]" 28, "vdso-int80 (glibc 2.36) i386 [host]" 29, "vdso-int80 (glibc 2.41) i386 [trixie]" 30, "vdso-int80 (glibc 2.43) i386 [sid]" 31, "vdso-naive (glibc 2.31) i386 [bullseye]" 32, "vdso-naive (glibc 2.36) i386 [bookworm]" 33, "vdso-naive (glibc 2.36) i386 [host]" 34, "vdso-naive (glibc 2.41) i386 [trixie]" 35, "vdso-naive (glibc 2.43) i386 [sid]" 36) font ',9'
set yrange [-0.6:36.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "fcntl" at 2,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 9,0.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,0.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 14.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 18.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 25,0.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 33.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 34.6,0.17 to 35.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 35.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 36.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 1,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 2.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,1.17 to 4.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 15,1.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,1.17 to 25.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,1.17 to 27.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,1.17 to 29.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 40,1.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,1.17 to 50.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 53,1.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,1.17 to 55.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 60,1.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 67.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,1.17 to 70.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 72,1.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,1.17 to 73.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 73.6,1.17 to 75.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 87.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,1.17 to 99.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 105.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,1.17 to 111.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,1.17 to 112.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__fcntl" at 5.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 11.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,2.17 to 12.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 22,2.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,2.17 to 31.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 37,2.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,2.17 to 42.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 48,2.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,2.17 to 53.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 59.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,2.17 to 65.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 69,2.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,2.17 to 72.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__fcntl" at 75,2.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,2.17 to 77.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,2.17 to 78.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 13.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 23.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 35,3.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,3.17 to 46.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 49.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,3.17 to 52.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 57,3.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,3.17 to 61.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 64.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,3.17 to 67.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 69,3.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,3.17 to 70.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,3.17 to 72.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 84,3.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,3.17 to 95.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 101.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,3.17 to 107.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,3.17 to 108.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,4.17 to 1.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,4.17 to 3.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 13.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,4.17 to 23.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 35,4.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,4.17 to 46.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 49.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,4.17 to 52.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 57,4.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 64.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 67.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 69,4.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,4.17 to 70.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,4.17 to 72.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 84,4.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,4.17 to 95.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,4.17 to 107.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,4.17 to 108.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 8.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 17.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 26,5.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,5.17 to 34.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 40,5.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,5.17 to 45.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 52.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,5.17 to 59.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 63,5.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,5.17 to 66.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,5.17 to 67.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 26,6.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,6.17 to 34.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 40,6.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,6.17 to 45.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 52.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,6.17 to 59.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 63,6.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,6.17 to 66.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,6.17 to 67.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 1,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 2.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,7.17 to 4.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 16.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,7.17 to 28.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,7.17 to 30.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,7.17 to 32.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 37.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,7.17 to 42.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 55,7.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,7.17 to 67.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 69.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,7.17 to 71.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,7.17 to 72.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 77.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,7.17 to 82.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,7.17 to 83.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 85.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,7.17 to 87.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 93.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,7.17 to 99.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 102.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,7.17 to 105.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 112,7.42 center font ',7' tc rgb '#37474f'
set arrow from 105.6,7.17 to 118.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,7.17 to 119.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 9.5,8.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl64" at 73.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,8.17 to 77.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,8.17 to 78.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 1,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 2.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,9.17 to 4.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 16,9.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,9.17 to 27.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 32.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,9.17 to 37.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 49.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 63.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,9.17 to 65.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,9.17 to 66.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 71.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,9.17 to 76.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,9.17 to 77.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 79.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,9.17 to 81.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 87,9.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,9.17 to 92.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 95.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,9.17 to 98.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 104,9.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,9.17 to 109.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,9.17 to 110.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 9.5,10.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl64" at 76.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,10.17 to 80.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,10.17 to 81.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 22.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,11.17 to 23.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 26.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,11.17 to 29.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,11.17 to 31.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 39.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,11.17 to 47.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 58,11.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,11.17 to 68.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 73,11.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,11.17 to 77.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,11.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,11.17 to 80.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 85,11.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,11.17 to 89.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,11.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,11.17 to 100.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,11.17 to 101.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 24.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,12.17 to 25.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 36.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,12.17 to 47.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 54.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,12.17 to 61.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 66.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,12.17 to 71.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 75.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 77.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 81.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,12.17 to 85.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,12.17 to 86.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 22.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,13.17 to 23.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 26.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,13.17 to 29.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,13.17 to 31.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 39.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,13.17 to 47.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 58,13.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,13.17 to 68.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 73,13.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,13.17 to 77.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,13.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,13.17 to 80.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 85,13.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,13.17 to 89.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,13.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,13.17 to 100.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,13.17 to 101.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 22.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,14.17 to 23.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 26.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,14.17 to 29.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,14.17 to 31.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 39.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,14.17 to 47.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 58,14.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,14.17 to 68.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 73,14.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,14.17 to 77.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,14.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,14.17 to 80.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 85,14.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,14.17 to 89.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,14.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,14.17 to 100.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,14.17 to 101.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,15.17 to 25.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 36.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,15.17 to 47.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 54.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,15.17 to 61.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 66.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,15.17 to 73.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 75.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,15.17 to 77.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 81.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,15.17 to 85.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 36.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,16.17 to 47.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 54.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,16.17 to 61.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 66.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,16.17 to 71.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 75.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 77.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 81.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,16.17 to 85.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,16.17 to 86.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,17.17 to 23.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 26.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,17.17 to 29.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,17.17 to 31.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 39.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,17.17 to 47.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 58,17.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 73,17.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,17.17 to 77.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,17.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,17.17 to 80.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 85,17.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,17.17 to 89.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,17.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,17.17 to 100.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,17.17 to 101.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 25.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,18.17 to 27.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 38.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,18.17 to 49.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 56.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,18.17 to 63.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 67.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,18.17 to 71.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,18.17 to 73.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 76,18.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,18.17 to 78.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 82.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,18.17 to 86.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,18.17 to 87.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 10.5,19.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 73,19.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 78,19.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 81.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 86.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,19.17 to 91.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 91.6,19.17 to 92.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 25.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,20.17 to 27.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 38.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,20.17 to 49.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 56.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,20.17 to 63.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 67.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,20.17 to 71.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,20.17 to 73.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 76,20.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,20.17 to 78.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 82.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,20.17 to 86.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,20.17 to 87.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 6.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 13.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 19,21.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,21.17 to 24.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 27,21.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,21.17 to 29.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__fcntl_nocancel" at 33,21.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,21.17 to 36.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 38,21.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,21.17 to 39.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 45.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,21.17 to 51.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 53,21.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,21.17 to 54.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,21.17 to 55.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,22.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 90.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 92.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,22.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,22.17 to 95.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 109.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,22.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,22.17 to 112.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,22.17 to 113.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,23.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 90.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,23.17 to 92.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,23.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,23.17 to 95.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 109.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,23.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,23.17 to 112.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,23.17 to 113.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,24.17 to 13.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,24.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,24.17 to 18.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,24.17 to 20.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,24.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,24.17 to 45.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,24.17 to 49.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,24.17 to 50.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,24.17 to 60.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,24.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,24.17 to 69.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,24.17 to 70.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,24.17 to 74.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,24.17 to 88.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 90.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,24.17 to 92.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,24.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,24.17 to 95.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,24.17 to 97.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,24.17 to 109.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,24.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,24.17 to 112.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,24.17 to 113.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,25.17 to 13.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,25.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,25.17 to 18.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,25.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,25.17 to 45.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,25.17 to 49.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,25.17 to 50.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,25.17 to 60.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,25.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,25.17 to 69.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,25.17 to 70.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,25.17 to 74.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,25.17 to 88.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 90.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,25.17 to 92.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,25.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,25.17 to 95.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,25.17 to 97.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,25.17 to 109.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,25.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,25.17 to 112.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,25.17 to 113.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 13.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,26.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,26.17 to 18.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,26.17 to 20.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,26.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,26.17 to 45.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,26.17 to 49.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,26.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,26.17 to 69.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,26.17 to 74.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,26.17 to 88.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 90.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,26.17 to 92.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,26.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,26.17 to 95.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,26.17 to 97.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,26.17 to 109.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,26.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,26.17 to 112.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,26.17 to 113.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,27.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 80.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,27.17 to 82.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,27.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,27.17 to 85.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 99.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,27.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,27.17 to 102.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,27.17 to 103.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,28.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 80.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,28.17 to 82.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,28.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,28.17 to 85.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 99.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,28.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,28.17 to 103.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,29.17 to 13.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,29.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,29.17 to 18.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,29.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,29.17 to 45.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,29.17 to 49.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 60.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,29.17 to 61.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,29.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,29.17 to 78.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 80.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,29.17 to 82.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,29.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,29.17 to 85.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,29.17 to 87.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,29.17 to 99.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,29.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,29.17 to 103.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,30.17 to 13.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,30.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,30.17 to 18.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,30.17 to 20.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,30.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,30.17 to 45.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,30.17 to 49.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,30.17 to 50.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,30.17 to 60.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,30.17 to 61.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,30.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,30.17 to 78.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 80.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,30.17 to 82.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,30.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,30.17 to 85.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,30.17 to 87.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,30.17 to 99.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,30.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,30.17 to 103.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 13.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,31.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,31.17 to 18.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,31.17 to 20.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,31.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,31.17 to 45.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,31.17 to 49.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,31.17 to 50.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,31.17 to 60.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,31.17 to 61.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,31.17 to 65.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,31.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,31.17 to 78.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 80.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,31.17 to 82.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,31.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,31.17 to 85.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,31.17 to 87.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,31.17 to 99.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,31.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,31.17 to 102.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,31.17 to 103.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,32.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 88.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,32.17 to 90.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,32.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,32.17 to 93.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 107.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,32.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,32.17 to 110.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,32.17 to 111.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,33.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 88.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,33.17 to 90.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,33.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,33.17 to 93.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 107.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,33.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,33.17 to 110.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,33.17 to 111.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,34.17 to 13.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,34.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,34.17 to 18.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,34.17 to 20.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,34.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,34.17 to 43.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,34.17 to 47.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,34.17 to 48.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,34.17 to 58.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,34.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,34.17 to 67.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,34.17 to 68.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,34.17 to 72.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,34.17 to 86.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 88.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,34.17 to 90.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,34.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,34.17 to 93.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,34.17 to 95.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,34.17 to 107.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,34.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,34.17 to 110.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,34.17 to 111.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,35.17 to 13.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,35.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,35.17 to 18.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,35.17 to 20.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,35.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,35.17 to 43.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,35.17 to 47.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,35.17 to 48.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,35.17 to 58.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,35.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,35.17 to 67.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,35.17 to 68.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,35.17 to 72.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,35.17 to 86.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 88.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,35.17 to 90.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,35.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,35.17 to 93.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,35.17 to 95.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,35.17 to 107.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,35.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,35.17 to 110.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,35.17 to 111.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,36.17 to 1.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,36.17 to 3.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,36.17 to 13.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,36.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,36.17 to 18.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,36.17 to 20.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,36.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,36.17 to 43.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,36.17 to 47.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,36.17 to 48.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,36.17 to 58.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,36.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,36.17 to 67.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,36.17 to 68.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,36.17 to 72.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,36.17 to 86.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 88.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,36.17 to 90.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,36.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,36.17 to 93.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,36.17 to 95.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,36.17 to 107.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,36.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,36.17 to 110.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,36.17 to 111.4,36.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-fcntl.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#00695c" title "held-lock"
unset output
set terminal pngcairo size 1300,1872 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-fcntl.png"
set title 'Sweep of fcntl(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("dietlibc 0.34~cvs20160606-14 x86_64 [host]" 0, "glibc 2.31 i386 [bullseye]" 1, "glibc 2.31 x86_64 [bullseye]" 2, "glibc 2.36 i386 [bookworm]" 3, "glibc 2.36 i386 [host]" 4, "glibc 2.36 x86_64 [bookworm]" 5, "glibc 2.36 x86_64 [host]" 6, "glibc 2.41 i386 [trixie]" 7, "glibc 2.41 x86_64 [trixie]" 8, "glibc 2.43 i386 [sid]" 9, "glibc 2.43 x86_64 [sid]" 10, "musl 1.2.2 i386 [bullseye]" 11, "musl 1.2.2 x86_64 [bullseye]" 12, "musl 1.2.3 i386 [bookworm]" 13, "musl 1.2.3 i386 [host]" 14, "musl 1.2.3 x86_64 [bookworm]" 15, "musl 1.2.3 x86_64 [host]" 16, "musl 1.2.5 i386 [trixie]" 17, "musl 1.2.5 x86_64 [trixie]" 18, "musl 1.2.6 i386 [sid]" 19, "musl 1.2.6 x86_64 [sid]" 20, "uclibc 1.0.35 x86_64 [host]" 21, "vdso-helper (glibc 2.31) i386 [bullseye]" 22, "vdso-helper (glibc 2.36) i386 [bookworm]" 23, "vdso-helper (glibc 2.36) i386 [host]" 24, "vdso-helper (glibc 2.41) i386 [trixie]" 25, "vdso-helper (glibc 2.43) i386 [sid]" 26, "vdso-int80 (glibc 2.31) i386 [bullseye]" 27, "vdso-int80 (glibc 2.36) i386 [bookworm]" 28, "vdso-int80 (glibc 2.36) i386 [host]" 29, "vdso-int80 (glibc 2.41) i386 [trixie]" 30, "vdso-int80 (glibc 2.43) i386 [sid]" 31, "vdso-naive (glibc 2.31) i386 [bullseye]" 32, "vdso-naive (glibc 2.36) i386 [bookworm]" 33, "vdso-naive (glibc 2.36) i386 [host]" 34, "vdso-naive (glibc 2.41) i386 [trixie]" 35, "vdso-naive (glibc 2.43) i386 [sid]" 36) font ',9'
set yrange [-0.6:36.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "fcntl" at 2,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 4.6,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_self" at 9,0.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "pthread_testcancel" at 13,0.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 14.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__thread_testcancel" at 18.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 14.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 25,0.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 27.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,0.17 to 31.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 33.6,0.17 to 34.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 34.6,0.17 to 35.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 35.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 36.6,0.17 to 37.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 1,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 2.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,1.17 to 4.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 15,1.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,1.17 to 25.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,1.17 to 27.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,1.17 to 29.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 40,1.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,1.17 to 50.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 53,1.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,1.17 to 55.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 60,1.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 67.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,1.17 to 70.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 72,1.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,1.17 to 73.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 73.6,1.17 to 75.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 87.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,1.17 to 99.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 105.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,1.17 to 111.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 111.6,1.17 to 112.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__fcntl" at 5.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 11.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,2.17 to 12.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 22,2.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,2.17 to 31.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 37,2.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,2.17 to 42.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 48,2.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,2.17 to 53.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 59.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,2.17 to 65.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 69,2.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,2.17 to 72.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libpthread.so.0:__fcntl" at 75,2.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,2.17 to 77.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,2.17 to 78.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 13.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 23.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 35,3.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,3.17 to 46.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 49.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,3.17 to 52.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 57,3.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,3.17 to 61.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 64.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,3.17 to 67.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 69,3.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,3.17 to 70.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,3.17 to 72.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 84,3.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,3.17 to 95.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 101.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,3.17 to 107.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,3.17 to 108.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,4.17 to 1.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,4.17 to 3.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 13.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,4.17 to 23.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 35,4.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,4.17 to 46.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 49.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,4.17 to 52.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 57,4.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 64.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 67.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 69,4.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,4.17 to 70.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,4.17 to 72.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 84,4.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,4.17 to 95.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,4.17 to 107.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 107.6,4.17 to 108.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 8.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 17.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 26,5.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,5.17 to 34.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 40,5.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,5.17 to 45.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 52.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,5.17 to 59.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 63,5.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,5.17 to 66.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,5.17 to 67.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 26,6.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,6.17 to 34.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 40,6.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,6.17 to 45.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 52.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,6.17 to 59.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 63,6.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,6.17 to 66.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 66.6,6.17 to 67.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 1,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 2.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,7.17 to 4.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 16.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,7.17 to 28.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,7.17 to 30.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 30.6,7.17 to 32.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 37.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 32.6,7.17 to 42.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 55,7.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,7.17 to 67.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 69.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,7.17 to 71.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,7.17 to 72.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 77.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,7.17 to 82.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,7.17 to 83.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 85.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 83.6,7.17 to 87.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 93.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,7.17 to 99.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 102.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,7.17 to 105.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 112,7.42 center font ',7' tc rgb '#37474f'
set arrow from 105.6,7.17 to 118.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,7.17 to 119.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 9.5,8.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl64" at 73.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,8.17 to 77.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,8.17 to 78.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 1,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 2.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,9.17 to 4.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 16,9.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,9.17 to 27.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 32.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,9.17 to 37.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 49.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 63.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,9.17 to 65.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,9.17 to 66.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 71.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,9.17 to 76.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,9.17 to 77.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 79.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 77.6,9.17 to 81.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 87,9.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,9.17 to 92.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 95.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,9.17 to 98.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl@@GLIBC_2.28" at 104,9.42 center font ',7' tc rgb '#37474f'
set arrow from 98.6,9.17 to 109.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,9.17 to 110.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl64" at 9.5,10.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl64" at 76.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,10.17 to 80.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,10.17 to 81.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 22.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,11.17 to 23.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 26.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,11.17 to 29.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,11.17 to 31.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 39.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,11.17 to 47.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 58,11.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,11.17 to 68.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 73,11.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,11.17 to 77.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,11.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,11.17 to 80.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 85,11.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,11.17 to 89.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,11.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,11.17 to 100.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,11.17 to 101.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 24.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,12.17 to 25.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 36.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,12.17 to 47.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 54.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,12.17 to 61.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 66.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,12.17 to 71.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,12.17 to 73.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x21860]" at 75.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,12.17 to 77.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 81.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,12.17 to 85.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,12.17 to 86.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 22.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,13.17 to 23.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 26.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,13.17 to 29.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,13.17 to 31.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 39.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,13.17 to 47.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 58,13.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,13.17 to 68.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 73,13.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,13.17 to 77.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,13.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,13.17 to 80.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 85,13.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,13.17 to 89.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,13.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,13.17 to 100.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,13.17 to 101.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 22.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,14.17 to 23.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 26.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,14.17 to 29.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,14.17 to 31.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 39.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,14.17 to 47.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 58,14.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,14.17 to 68.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 73,14.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,14.17 to 77.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,14.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,14.17 to 80.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 85,14.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,14.17 to 89.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,14.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,14.17 to 100.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,14.17 to 101.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,15.17 to 25.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 36.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,15.17 to 47.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 54.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,15.17 to 61.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 66.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,15.17 to 73.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1f250]" at 75.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,15.17 to 77.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 81.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,15.17 to 85.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,16.17 to 25.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 36.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 25.6,16.17 to 47.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 54.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,16.17 to 61.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 66.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,16.17 to 71.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,16.17 to 73.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x1f250]" at 75.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,16.17 to 77.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 81.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,16.17 to 85.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,16.17 to 86.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 11,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 22.6,17.17 to 23.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 26.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 23.6,17.17 to 29.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 29.6,17.17 to 31.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 39.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,17.17 to 47.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 58,17.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 73,17.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,17.17 to 77.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 79,17.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,17.17 to 80.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 85,17.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,17.17 to 89.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 95,17.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,17.17 to 100.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 100.6,17.17 to 101.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 25.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,18.17 to 27.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 38.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,18.17 to 49.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 56.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,18.17 to 63.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 67.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,18.17 to 71.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,18.17 to 73.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x498e0]" at 76,18.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,18.17 to 78.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 82.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,18.17 to 86.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,18.17 to 87.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 10.5,19.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 73,19.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 78,19.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 81.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 86.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,19.17 to 91.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 91.6,19.17 to 92.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 12.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 25.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,20.17 to 27.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 38.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,20.17 to 49.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 56.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,20.17 to 63.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 67.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,20.17 to 71.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 71.6,20.17 to 73.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x4ce70]" at 76,20.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,20.17 to 78.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 82.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,20.17 to 86.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,20.17 to 87.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 6.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 13.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_enable_asynccancel" at 19,21.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,21.17 to 24.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 27,21.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,21.17 to 29.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__fcntl_nocancel" at 33,21.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,21.17 to 36.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 38,21.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,21.17 to 39.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__libc_disable_asynccancel" at 45.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 39.6,21.17 to 51.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 53,21.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,21.17 to 54.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,21.17 to 55.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,22.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 90.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 92.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,22.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,22.17 to 95.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 109.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,22.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,22.17 to 112.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,22.17 to 113.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,23.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 90.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,23.17 to 92.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,23.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,23.17 to 95.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 109.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,23.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,23.17 to 112.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,23.17 to 113.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,24.17 to 13.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,24.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,24.17 to 18.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,24.17 to 20.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,24.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,24.17 to 45.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,24.17 to 49.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,24.17 to 50.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,24.17 to 60.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,24.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,24.17 to 69.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,24.17 to 70.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,24.17 to 74.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,24.17 to 88.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 90.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,24.17 to 92.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,24.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,24.17 to 95.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,24.17 to 97.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,24.17 to 109.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,24.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,24.17 to 112.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,24.17 to 113.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,25.17 to 13.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,25.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,25.17 to 18.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,25.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,25.17 to 45.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,25.17 to 49.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,25.17 to 50.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,25.17 to 60.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,25.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,25.17 to 69.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,25.17 to 70.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,25.17 to 74.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,25.17 to 88.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 90.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,25.17 to 92.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,25.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,25.17 to 95.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,25.17 to 97.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,25.17 to 109.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,25.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,25.17 to 112.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,25.17 to 113.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,26.17 to 13.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,26.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,26.17 to 18.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,26.17 to 20.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,26.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,26.17 to 45.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 47.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,26.17 to 49.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 55.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,26.17 to 60.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65,26.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,26.17 to 69.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,26.17 to 70.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,26.17 to 74.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,26.17 to 88.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 90.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,26.17 to 92.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,26.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,26.17 to 95.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,26.17 to 97.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,26.17 to 109.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 111,26.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,26.17 to 112.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,26.17 to 113.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,27.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 80.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,27.17 to 82.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,27.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,27.17 to 85.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 99.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,27.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,27.17 to 102.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,27.17 to 103.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,28.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 80.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,28.17 to 82.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,28.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,28.17 to 85.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 99.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,28.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,28.17 to 103.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,29.17 to 13.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,29.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,29.17 to 18.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,29.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,29.17 to 45.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,29.17 to 49.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 60.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,29.17 to 61.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,29.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,29.17 to 78.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 80.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,29.17 to 82.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,29.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,29.17 to 85.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,29.17 to 87.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,29.17 to 99.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,29.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,29.17 to 103.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,30.17 to 13.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,30.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,30.17 to 18.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,30.17 to 20.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,30.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,30.17 to 45.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,30.17 to 49.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,30.17 to 50.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,30.17 to 60.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,30.17 to 61.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,30.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,30.17 to 78.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 80.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,30.17 to 82.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,30.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,30.17 to 85.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,30.17 to 87.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,30.17 to 99.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,30.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,30.17 to 103.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,31.17 to 13.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,31.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,31.17 to 18.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,31.17 to 20.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,31.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,31.17 to 45.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 47.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 45.6,31.17 to 49.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,31.17 to 50.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 55.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,31.17 to 60.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,31.17 to 61.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 63.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,31.17 to 65.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,31.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,31.17 to 78.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 80.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,31.17 to 82.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,31.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,31.17 to 85.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,31.17 to 87.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,31.17 to 99.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 101,31.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,31.17 to 102.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,31.17 to 103.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,32.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 88.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,32.17 to 90.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,32.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,32.17 to 93.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 107.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,32.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,32.17 to 110.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,32.17 to 111.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,33.28 center font ',7' tc rgb '#37474f'
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
set label "fcntl" at 88.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,33.17 to 90.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,33.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,33.17 to 93.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 107.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,33.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,33.17 to 110.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,33.17 to 111.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,34.17 to 13.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,34.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,34.17 to 18.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,34.17 to 20.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,34.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,34.17 to 43.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,34.17 to 47.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,34.17 to 48.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,34.17 to 58.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,34.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,34.17 to 67.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,34.17 to 68.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,34.17 to 72.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,34.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,34.17 to 86.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 88.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,34.17 to 90.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,34.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,34.17 to 93.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,34.17 to 95.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,34.17 to 107.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,34.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,34.17 to 110.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,34.17 to 111.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,35.17 to 13.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,35.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,35.17 to 18.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,35.17 to 20.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,35.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,35.17 to 43.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,35.17 to 47.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,35.17 to 48.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,35.17 to 58.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,35.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,35.17 to 67.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,35.17 to 68.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,35.17 to 72.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,35.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,35.17 to 86.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 88.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,35.17 to 90.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,35.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,35.17 to 93.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,35.17 to 95.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,35.17 to 107.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,35.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,35.17 to 110.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,35.17 to 111.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,36.17 to 1.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,36.17 to 3.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 8.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,36.17 to 13.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 16,36.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,36.17 to 18.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 18.6,36.17 to 20.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 32,36.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,36.17 to 43.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 45.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,36.17 to 47.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 47.6,36.17 to 48.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 53.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,36.17 to 58.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63,36.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,36.17 to 67.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,36.17 to 68.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,36.17 to 72.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,36.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,36.17 to 86.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 88.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,36.17 to 90.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,36.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,36.17 to 93.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,36.17 to 95.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,36.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,36.17 to 107.4,36.17 nohead lc rgb '#90a4ae' lw 1
set label "fcntl" at 109,36.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,36.17 to 110.4,36.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,36.17 to 111.4,36.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-fcntl.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#00695c" title "held-lock"
unset output
