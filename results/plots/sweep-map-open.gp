# sweep-map-open: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-open.gp
set terminal svg size 1300,1688 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-open.svg"
set title 'Sweep of open(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.31) i386 [bullseye]" 20, "vdso-helper (glibc 2.36) i386 [bookworm]" 21, "vdso-helper (glibc 2.36) i386 [host]" 22, "vdso-helper (glibc 2.41) i386 [trixie]" 23, "vdso-helper (glibc 2.43) i386 [sid]" 24, "vdso-int80 (glibc 2.36) i386 [bookworm]" 25, "vdso-int80 (glibc 2.36) i386 [host]" 26, "vdso-int80 (glibc 2.41) i386 [trixie]" 27, "vdso-int80 (glibc 2.43) i386 [sid]" 28, "vdso-naive (glibc 2.36) i386 [bookworm]" 29, "vdso-naive (glibc 2.36) i386 [host]" 30, "vdso-naive (glibc 2.41) i386 [trixie]" 31, "vdso-naive (glibc 2.43) i386 [sid]" 32) font ',9'
set yrange [-0.6:32.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "open" at 1,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 32,0.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 44,0.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 46.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 50.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 57.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,0.17 to 60.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 62,0.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,0.17 to 65.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 77.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,0.17 to 89.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 93.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 10,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 26,1.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,1.17 to 31.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 37,1.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,1.17 to 42.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 48.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,1.17 to 54.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 59,1.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,1.17 to 63.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,2.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 46.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 49.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 60.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 63.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,2.17 to 91.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,2.17 to 99.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,2.17 to 100.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 57.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 60.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 91.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,3.17 to 99.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 19.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,4.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,4.17 to 36.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42,4.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 66,4.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 70.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,4.17 to 71.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 19.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,5.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,5.17 to 36.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42,5.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,5.17 to 61.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 66,5.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,5.17 to 70.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,5.17 to 71.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 55.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,6.17 to 93.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 9.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 19.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 44,7.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,7.17 to 68.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 72,7.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,7.17 to 75.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 8.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 17.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 52.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,8.17 to 87.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,8.17 to 89.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 9.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 19.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 45.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 75,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,9.17 to 79.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 21.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 48.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,10.17 to 93.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,10.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,10.17 to 96.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 101,10.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,10.17 to 105.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,10.17 to 109.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,10.17 to 110.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 24.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,11.17 to 70.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,11.17 to 82.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 84.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,11.17 to 86.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,11.17 to 92.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,11.17 to 93.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 48.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,12.17 to 85.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,12.17 to 93.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,12.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,12.17 to 96.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 101,12.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,12.17 to 105.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,12.17 to 109.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,12.17 to 110.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 48.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,13.17 to 85.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,13.17 to 93.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,13.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,13.17 to 96.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 101,13.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,13.17 to 105.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,13.17 to 109.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,13.17 to 110.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 24.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,14.17 to 70.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,14.17 to 82.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 84.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 92.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,14.17 to 93.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 47.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,15.17 to 70.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,15.17 to 82.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 84.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,15.17 to 92.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,15.17 to 93.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 21.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 48.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,16.17 to 85.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,16.17 to 93.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,16.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,16.17 to 96.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 101,16.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,16.17 to 105.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,16.17 to 109.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,16.17 to 110.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47,17.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,17.17 to 69.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 75.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,17.17 to 81.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 84,17.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,17.17 to 86.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,17.17 to 92.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,17.17 to 93.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 21.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 46,18.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,18.17 to 70.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 75.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 84.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 80.6,18.17 to 88.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90,18.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,18.17 to 91.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 95,18.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,18.17 to 98.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,18.17 to 102.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,18.17 to 103.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 24.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47,19.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,19.17 to 83.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 86,19.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,19.17 to 88.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,19.17 to 94.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,19.17 to 95.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 33.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 67.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 90,20.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 104.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 67.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,21.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,21.17 to 104.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 1,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 2.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,22.17 to 4.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 12.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,22.17 to 20.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,22.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,22.17 to 25.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,22.17 to 27.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,22.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,22.17 to 52.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 54.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,22.17 to 56.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,22.17 to 57.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 62.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,22.17 to 67.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,22.17 to 75.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,22.17 to 76.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 78.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,22.17 to 80.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 87.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,22.17 to 94.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 99,22.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,22.17 to 103.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,22.17 to 104.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 67.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,23.17 to 75.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,23.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,23.17 to 104.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 67.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,24.17 to 75.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,24.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,24.17 to 104.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 94.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 1,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 2.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,26.17 to 4.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 12.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,26.17 to 20.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,26.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,26.17 to 25.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,26.17 to 27.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,26.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,26.17 to 52.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 54.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,26.17 to 56.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,26.17 to 57.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 64.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,26.17 to 71.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 78,26.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,26.17 to 84.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 89,26.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,26.17 to 93.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,26.17 to 94.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 94.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 94.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,29.17 to 73.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,29.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 1,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 2.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,30.17 to 4.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 12.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,30.17 to 20.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,30.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,30.17 to 25.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,30.17 to 27.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 39,30.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,30.17 to 50.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 52.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,30.17 to 54.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,30.17 to 55.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 60.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,30.17 to 73.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 73.6,30.17 to 74.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 76.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,30.17 to 78.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 85.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 97,30.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 101.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 65.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,31.17 to 73.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,31.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,31.17 to 102.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,32.17 to 65.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,32.17 to 73.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,32.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,32.17 to 102.4,32.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-open.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
set terminal pngcairo size 1300,1688 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-open.png"
set title 'Sweep of open(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.31) i386 [bullseye]" 20, "vdso-helper (glibc 2.36) i386 [bookworm]" 21, "vdso-helper (glibc 2.36) i386 [host]" 22, "vdso-helper (glibc 2.41) i386 [trixie]" 23, "vdso-helper (glibc 2.43) i386 [sid]" 24, "vdso-int80 (glibc 2.36) i386 [bookworm]" 25, "vdso-int80 (glibc 2.36) i386 [host]" 26, "vdso-int80 (glibc 2.41) i386 [trixie]" 27, "vdso-int80 (glibc 2.43) i386 [sid]" 28, "vdso-naive (glibc 2.36) i386 [bookworm]" 29, "vdso-naive (glibc 2.36) i386 [host]" 30, "vdso-naive (glibc 2.41) i386 [trixie]" 31, "vdso-naive (glibc 2.43) i386 [sid]" 32) font ',9'
set yrange [-0.6:32.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "open" at 1,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 13.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,0.17 to 22.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 32,0.28 center font ',7' tc rgb '#37474f'
set arrow from 22.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 44,0.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 46.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 50.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 57.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 54.6,0.17 to 60.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 62,0.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,0.17 to 64.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 64.6,0.17 to 65.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 77.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,0.17 to 89.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 93.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 89.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 10,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 20.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 26,1.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,1.17 to 31.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 37,1.28 center font ',7' tc rgb '#37474f'
set arrow from 31.6,1.17 to 42.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 48.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 42.6,1.17 to 54.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 59,1.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,1.17 to 63.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,1.17 to 64.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,2.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 46.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 49.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 60.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 63.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,2.17 to 91.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,2.17 to 99.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,2.17 to 100.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 57.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 60.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 91.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,3.17 to 99.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 19.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,4.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,4.17 to 36.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42,4.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,4.17 to 61.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 66,4.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,4.17 to 70.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,4.17 to 71.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 9.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 19.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 28,5.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,5.17 to 36.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 42,5.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 54.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,5.17 to 61.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__open" at 66,5.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,5.17 to 70.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,5.17 to 71.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 55.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,6.17 to 93.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 9.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 19.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 44,7.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,7.17 to 68.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 72,7.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,7.17 to 75.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,7.17 to 76.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 8.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 17.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 52.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,8.17 to 87.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,8.17 to 89.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 9.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 19.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 45.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,9.17 to 71.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__open64" at 75,9.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,9.17 to 79.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 21.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 48.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,10.17 to 85.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,10.17 to 93.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,10.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,10.17 to 96.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 101,10.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,10.17 to 105.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,10.17 to 109.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,10.17 to 110.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 24.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,11.17 to 70.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,11.17 to 82.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 84.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,11.17 to 86.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,11.17 to 92.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,11.17 to 93.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 21.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 48.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,12.17 to 85.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,12.17 to 93.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,12.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,12.17 to 96.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 101,12.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,12.17 to 105.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,12.17 to 109.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,12.17 to 110.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 21.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 48.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,13.17 to 85.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,13.17 to 93.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,13.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,13.17 to 96.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 101,13.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,13.17 to 105.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,13.17 to 109.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,13.17 to 110.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 24.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,14.17 to 70.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,14.17 to 82.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 84.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,14.17 to 86.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,14.17 to 92.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,14.17 to 93.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 24.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 47.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,15.17 to 70.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,15.17 to 82.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 84.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,15.17 to 86.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,15.17 to 92.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,15.17 to 93.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 21.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 48.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 80.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,16.17 to 85.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 89.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,16.17 to 93.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 95,16.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,16.17 to 96.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 101,16.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,16.17 to 105.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 107.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,16.17 to 109.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 109.6,16.17 to 110.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 24.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47,17.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,17.17 to 69.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 75.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,17.17 to 81.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 84,17.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,17.17 to 86.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 89.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,17.17 to 92.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 92.6,17.17 to 93.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 10.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 21.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 46,18.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,18.17 to 70.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 75.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 84.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 80.6,18.17 to 88.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 90,18.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,18.17 to 91.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 95,18.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,18.17 to 98.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 100.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 98.6,18.17 to 102.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,18.17 to 103.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 12,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 24.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 47,19.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 76.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,19.17 to 83.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 86,19.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,19.17 to 88.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "open" at 91.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,19.17 to 94.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 94.6,19.17 to 95.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 33.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 67.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 90,20.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 104.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 67.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,21.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,21.17 to 104.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 1,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 2.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,22.17 to 4.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 12.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,22.17 to 20.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,22.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,22.17 to 25.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,22.17 to 27.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,22.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,22.17 to 52.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 54.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,22.17 to 56.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,22.17 to 57.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 62.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,22.17 to 67.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,22.17 to 75.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,22.17 to 76.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 78.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,22.17 to 80.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 87.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,22.17 to 94.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 99,22.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,22.17 to 103.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,22.17 to 104.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 67.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,23.17 to 75.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,23.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,23.17 to 104.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 67.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,24.17 to 75.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,24.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,24.17 to 104.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 94.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 1,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 2.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,26.17 to 4.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 12.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,26.17 to 20.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,26.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,26.17 to 25.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,26.17 to 27.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,26.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,26.17 to 52.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 54.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,26.17 to 56.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,26.17 to 57.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 64.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,26.17 to 71.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 78,26.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,26.17 to 84.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 89,26.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,26.17 to 93.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,26.17 to 94.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 94.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 94.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,29.17 to 73.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,29.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 1,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 2.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,30.17 to 4.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 12.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,30.17 to 20.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,30.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,30.17 to 25.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,30.17 to 27.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 39,30.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,30.17 to 50.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 52.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,30.17 to 54.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,30.17 to 55.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 60.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,30.17 to 73.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 73.6,30.17 to 74.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 76.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,30.17 to 78.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 85.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,30.17 to 92.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_open" at 97,30.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,30.17 to 101.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 65.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,31.17 to 73.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,31.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,31.17 to 102.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,32.17 to 65.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,32.17 to 73.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,32.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,32.17 to 102.4,32.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-open.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
