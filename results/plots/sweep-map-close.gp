# sweep-map-close: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-close.gp
set terminal svg size 1300,1642 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-close.svg"
set title 'Sweep of close(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.36) i386 [bookworm]" 20, "vdso-helper (glibc 2.36) i386 [host]" 21, "vdso-helper (glibc 2.41) i386 [trixie]" 22, "vdso-helper (glibc 2.43) i386 [sid]" 23, "vdso-int80 (glibc 2.36) i386 [bookworm]" 24, "vdso-int80 (glibc 2.36) i386 [host]" 25, "vdso-int80 (glibc 2.41) i386 [trixie]" 26, "vdso-int80 (glibc 2.43) i386 [sid]" 27, "vdso-naive (glibc 2.36) i386 [bookworm]" 28, "vdso-naive (glibc 2.36) i386 [host]" 29, "vdso-naive (glibc 2.41) i386 [trixie]" 30, "vdso-naive (glibc 2.43) i386 [sid]" 31) font ',9'
set yrange [-0.6:31.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 1.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 7,0.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,0.17 to 10.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 20,0.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 31.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 37.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 49,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 50.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,0.17 to 52.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 64.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,0.17 to 76.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 79.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,0.17 to 82.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,0.17 to 83.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 2.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 11,1.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 20.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 24.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 30.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,1.17 to 36.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 38,1.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,1.17 to 39.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 39.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 1.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 7,2.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 10.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 22,2.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,2.17 to 33.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 35.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,2.17 to 37.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 41.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,2.17 to 45.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 48.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,2.17 to 51.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 65.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,2.17 to 79.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 82.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,2.17 to 85.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,2.17 to 86.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 7,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 10.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 22,3.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,3.17 to 33.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 35.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,3.17 to 37.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 41.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,3.17 to 45.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 48.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,3.17 to 51.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 65.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,3.17 to 79.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 82.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,3.17 to 85.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,3.17 to 86.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 2,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 4.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 13,4.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,4.17 to 21.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 25.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,4.17 to 29.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 36.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,4.17 to 43.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 45,4.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,4.17 to 46.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 2,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 4.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 13,5.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,5.17 to 21.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 25.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,5.17 to 29.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 36.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,5.17 to 43.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 45,5.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,5.17 to 46.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 46.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,6.17 to 84.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,6.17 to 86.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 8.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 33,7.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 43.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 78.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,8.17 to 80.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 8.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 34.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,9.17 to 63.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 2.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 10.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 23,10.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,10.17 to 27.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 54.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,10.17 to 81.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 85.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,10.17 to 89.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 94,10.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,10.17 to 98.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,10.17 to 99.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 5.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 14,11.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,11.17 to 18.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 41.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,11.17 to 64.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 68,11.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,11.17 to 71.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 73.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,11.17 to 75.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,11.17 to 77.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,11.17 to 78.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 2.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 10.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,12.17 to 18.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 23,12.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,12.17 to 27.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 54.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,12.17 to 81.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 85.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,12.17 to 89.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 94,12.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,12.17 to 98.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,12.17 to 99.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 2.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 10.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 23,13.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,13.17 to 27.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 54.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,13.17 to 81.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 85.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,13.17 to 89.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 94,13.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,13.17 to 98.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,13.17 to 99.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 5.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 14,14.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,14.17 to 18.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 41.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,14.17 to 64.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 68,14.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,14.17 to 71.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 73.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,14.17 to 75.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,14.17 to 77.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,14.17 to 78.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 5.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 9.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 14,15.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,15.17 to 18.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 41.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,15.17 to 64.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 68,15.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 73.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,15.17 to 75.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,15.17 to 77.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,15.17 to 78.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 2.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 9,16.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 20,16.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 51.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,16.17 to 78.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 82.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,16.17 to 86.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 91,16.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,16.17 to 95.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,16.17 to 96.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 2.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 7,17.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,17.17 to 11.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 16,17.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,17.17 to 20.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 43,17.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,17.17 to 65.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 69,17.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,17.17 to 72.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 75,17.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,17.17 to 77.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,17.17 to 79.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,17.17 to 80.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 9,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 15.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 20,18.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 49,18.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,18.17 to 73.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 77.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 85,18.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,18.17 to 88.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,18.17 to 89.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 2.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 5.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,19.17 to 8.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 13,19.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,19.17 to 17.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 40,19.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,19.17 to 62.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 66,19.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 72,19.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,19.17 to 76.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,19.17 to 77.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 31,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,20.17 to 70.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 85,20.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,20.17 to 99.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 1.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,21.17 to 5.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 10.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,21.17 to 15.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 18,21.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,21.17 to 22.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 35,21.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,21.17 to 47.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 49.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,21.17 to 51.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,21.17 to 52.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,21.17 to 62.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,21.17 to 70.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,21.17 to 71.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 73.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,21.17 to 87.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 93,21.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,21.17 to 98.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,21.17 to 99.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 31,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 62.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 85,22.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 99.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 31,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 62.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,23.17 to 70.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 85,23.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,23.17 to 99.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 89.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 1.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,25.17 to 5.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 10.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,25.17 to 15.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 18,25.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,25.17 to 22.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 35,25.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,25.17 to 47.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 49.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,25.17 to 51.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,25.17 to 52.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 59.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,25.17 to 66.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,25.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,25.17 to 77.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 83,25.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,25.17 to 88.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,25.17 to 89.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 89.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 89.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 60.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,28.17 to 68.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 83,28.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,28.17 to 97.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 1.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,29.17 to 5.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 10.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,29.17 to 15.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 18,29.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,29.17 to 22.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 34,29.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,29.17 to 45.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 47.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,29.17 to 49.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 60.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,29.17 to 68.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,29.17 to 69.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 71.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,29.17 to 73.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,29.17 to 85.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 91,29.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,29.17 to 96.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,29.17 to 97.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 60.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,30.17 to 68.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 83,30.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,30.17 to 97.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 60.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,31.17 to 68.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 83,31.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,31.17 to 97.4,31.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-close.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
set terminal pngcairo size 1300,1642 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-close.png"
set title 'Sweep of close(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.36) i386 [bookworm]" 20, "vdso-helper (glibc 2.36) i386 [host]" 21, "vdso-helper (glibc 2.41) i386 [trixie]" 22, "vdso-helper (glibc 2.43) i386 [sid]" 23, "vdso-int80 (glibc 2.36) i386 [bookworm]" 24, "vdso-int80 (glibc 2.36) i386 [host]" 25, "vdso-int80 (glibc 2.41) i386 [trixie]" 26, "vdso-int80 (glibc 2.43) i386 [sid]" 27, "vdso-naive (glibc 2.36) i386 [bookworm]" 28, "vdso-naive (glibc 2.36) i386 [host]" 29, "vdso-naive (glibc 2.41) i386 [trixie]" 30, "vdso-naive (glibc 2.43) i386 [sid]" 31) font ',9'
set yrange [-0.6:31.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set arrow from -0.4,0.17 to 1.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 7,0.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,0.17 to 10.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 20,0.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,0.17 to 29.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 31.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 29.6,0.17 to 33.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 37.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 49,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 50.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,0.17 to 51.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,0.17 to 52.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 64.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,0.17 to 76.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 79.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,0.17 to 82.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 82.6,0.17 to 83.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 2.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 5.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 11,1.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,1.17 to 16.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 20.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 16.6,1.17 to 24.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 30.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,1.17 to 36.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 38,1.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,1.17 to 39.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 39.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,2.17 to 1.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,2.17 to 3.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 7,2.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,2.17 to 10.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 22,2.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,2.17 to 33.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 35.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,2.17 to 37.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 41.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,2.17 to 45.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 48.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,2.17 to 51.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 65.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,2.17 to 79.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 82.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,2.17 to 85.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,2.17 to 86.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,3.17 to 1.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,3.17 to 3.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 7,3.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,3.17 to 10.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 22,3.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,3.17 to 33.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 35.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 33.6,3.17 to 37.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 41.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,3.17 to 45.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 48.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,3.17 to 51.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 65.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,3.17 to 79.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 82.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,3.17 to 85.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,3.17 to 86.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 2,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 4.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 13,4.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,4.17 to 21.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 25.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,4.17 to 29.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 36.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,4.17 to 43.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 45,4.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,4.17 to 46.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 2,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 4.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 13,5.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,5.17 to 21.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 25.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 21.6,5.17 to 29.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 36.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,5.17 to 43.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 45,5.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,5.17 to 46.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 46.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 46.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,6.17 to 84.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,6.17 to 86.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 8.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 33,7.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,7.17 to 60.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 43.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 78.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,8.17 to 80.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__close" at 4,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 8.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 34.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,9.17 to 63.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 2.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 10.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 23,10.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,10.17 to 27.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 54.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,10.17 to 81.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 85.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,10.17 to 89.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 94,10.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,10.17 to 98.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,10.17 to 99.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 5.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 14,11.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,11.17 to 18.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 41.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,11.17 to 64.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 68,11.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,11.17 to 71.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 73.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,11.17 to 75.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,11.17 to 77.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,11.17 to 78.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 2.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 10.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,12.17 to 18.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 23,12.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,12.17 to 27.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 54.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,12.17 to 81.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 85.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,12.17 to 89.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 94,12.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,12.17 to 98.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,12.17 to 99.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 2.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 10.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 23,13.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,13.17 to 27.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 54.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,13.17 to 81.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 85.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 81.6,13.17 to 89.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 94,13.42 center font ',7' tc rgb '#37474f'
set arrow from 89.6,13.17 to 98.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,13.17 to 99.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 5.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 14,14.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,14.17 to 18.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 41.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,14.17 to 64.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 68,14.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,14.17 to 71.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 73.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,14.17 to 75.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,14.17 to 77.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,14.17 to 78.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 5.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 9.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 14,15.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,15.17 to 18.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 41.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,15.17 to 64.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 68,15.42 center font ',7' tc rgb '#37474f'
set arrow from 64.6,15.17 to 71.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 73.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,15.17 to 75.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,15.17 to 77.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,15.17 to 78.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 2.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 9,16.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,16.17 to 15.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 20,16.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,16.17 to 24.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 51.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,16.17 to 78.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 82.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,16.17 to 86.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 91,16.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,16.17 to 95.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,16.17 to 96.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 2.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 7,17.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,17.17 to 11.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 16,17.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,17.17 to 20.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 43,17.42 center font ',7' tc rgb '#37474f'
set arrow from 20.6,17.17 to 65.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 69,17.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,17.17 to 72.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 75,17.42 center font ',7' tc rgb '#37474f'
set arrow from 72.6,17.17 to 77.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,17.17 to 79.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,17.17 to 80.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 2.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 9,18.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,18.17 to 15.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 20,18.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,18.17 to 24.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 49,18.42 center font ',7' tc rgb '#37474f'
set arrow from 24.6,18.17 to 73.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 77.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,18.17 to 81.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 85,18.42 center font ',7' tc rgb '#37474f'
set arrow from 81.6,18.17 to 88.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,18.17 to 89.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 1,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 2.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 5.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,19.17 to 8.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 13,19.28 center font ',7' tc rgb '#37474f'
set arrow from 8.6,19.17 to 17.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 40,19.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,19.17 to 62.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "close" at 66,19.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 72,19.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,19.17 to 76.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 76.6,19.17 to 77.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 31,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,20.17 to 70.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 85,20.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,20.17 to 99.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 1.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,21.17 to 5.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 10.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,21.17 to 15.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 18,21.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,21.17 to 22.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 35,21.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,21.17 to 47.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 49.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,21.17 to 51.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,21.17 to 52.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 57.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,21.17 to 62.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,21.17 to 70.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 70.6,21.17 to 71.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 73.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 71.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,21.17 to 87.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 93,21.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,21.17 to 98.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 98.6,21.17 to 99.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 31,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 62.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 85,22.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 99.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 31,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 62.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 66.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,23.17 to 70.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 85,23.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,23.17 to 99.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 89.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 1.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,25.17 to 5.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 10.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,25.17 to 15.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 18,25.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,25.17 to 22.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 35,25.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,25.17 to 47.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 49.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,25.17 to 51.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,25.17 to 52.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 59.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 52.6,25.17 to 66.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,25.28 center font ',7' tc rgb '#37474f'
set arrow from 66.6,25.17 to 77.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 83,25.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,25.17 to 88.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 88.6,25.17 to 89.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 89.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44.5,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 89.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 60.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,28.17 to 68.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 83,28.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,28.17 to 97.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 1.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,29.17 to 5.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 10.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 5.6,29.17 to 15.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 18,29.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 20.6,29.17 to 22.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 34,29.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,29.17 to 45.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 47.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,29.17 to 49.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 49.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 55.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 60.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,29.17 to 68.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 68.6,29.17 to 69.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 71.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 69.6,29.17 to 73.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,29.17 to 85.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_close" at 91,29.42 center font ',7' tc rgb '#37474f'
set arrow from 85.6,29.17 to 96.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 96.6,29.17 to 97.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 60.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,30.17 to 68.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 83,30.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,30.17 to 97.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 60.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 64.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,31.17 to 68.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 83,31.28 center font ',7' tc rgb '#37474f'
set arrow from 68.6,31.17 to 97.4,31.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-close.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
