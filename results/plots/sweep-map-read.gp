# sweep-map-read: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-read.gp
set terminal svg size 1300,1688 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-read.svg"
set title 'Sweep of read(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.31) i386 [bullseye]" 20, "vdso-helper (glibc 2.36) i386 [bookworm]" 21, "vdso-helper (glibc 2.36) i386 [host]" 22, "vdso-helper (glibc 2.41) i386 [trixie]" 23, "vdso-helper (glibc 2.43) i386 [sid]" 24, "vdso-int80 (glibc 2.36) i386 [bookworm]" 25, "vdso-int80 (glibc 2.36) i386 [host]" 26, "vdso-int80 (glibc 2.41) i386 [trixie]" 27, "vdso-int80 (glibc 2.43) i386 [sid]" 28, "vdso-naive (glibc 2.36) i386 [bookworm]" 29, "vdso-naive (glibc 2.36) i386 [host]" 30, "vdso-naive (glibc 2.41) i386 [trixie]" 31, "vdso-naive (glibc 2.43) i386 [sid]" 32) font ',9'
set yrange [-0.6:32.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "read" at 1,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 8,0.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 21,0.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 33.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 40.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 47.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 50.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 52,0.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 67.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 79.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 83,0.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,0.17 to 86.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 7.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 13,1.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,1.17 to 18.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 23.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,1.17 to 28.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 34.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 42,1.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,1.17 to 43.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 8,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 11.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 23,2.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,2.17 to 34.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 37.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,2.17 to 40.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 44.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,2.17 to 48.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 51.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,2.17 to 54.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 68.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,2.17 to 82.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 86,2.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,2.17 to 89.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,2.17 to 90.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 8,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 11.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 23,3.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,3.17 to 34.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 37.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,3.17 to 40.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 44.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,3.17 to 48.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 51.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,3.17 to 54.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 68.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,3.17 to 82.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 86,3.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,3.17 to 89.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,3.17 to 90.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 6.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 15,4.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,4.17 to 23.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 28.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,4.17 to 33.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 40.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 49,4.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,4.17 to 50.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 6.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 15,5.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,5.17 to 23.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 28.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,5.17 to 33.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 40.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 49,5.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,5.17 to 50.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,5.17 to 51.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 46.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,6.17 to 84.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,6.17 to 86.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 6.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 31,7.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,7.17 to 55.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 58.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 43.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 78.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,8.17 to 80.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 6.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 8.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 35.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,10.17 to 62.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,10.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,10.17 to 65.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 70,10.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,10.17 to 74.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 32.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,11.17 to 55.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,11.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,11.17 to 58.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 60.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,11.17 to 62.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,11.17 to 63.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 8.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 35.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,12.17 to 62.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,12.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,12.17 to 65.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 70,12.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,12.17 to 74.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 8.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 35.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,13.17 to 62.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,13.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,13.17 to 65.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 70,13.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,13.17 to 74.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 32.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,14.17 to 55.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,14.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,14.17 to 58.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 60.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,14.17 to 62.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,14.17 to 63.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 9.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 32.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,15.17 to 55.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,15.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 60.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 62.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,15.17 to 63.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 8.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 35.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,16.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 65.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 70,16.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,16.17 to 74.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 10.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 33,17.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,17.17 to 55.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,17.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,17.17 to 58.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61,17.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,17.17 to 63.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,17.17 to 64.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 8.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 33,18.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,18.17 to 57.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 59,18.28 center font ',7' tc rgb '#37474f'
set arrow from 57.6,18.17 to 60.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 64,18.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,18.17 to 67.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,18.17 to 68.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 5,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 10.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 33,19.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,19.17 to 55.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,19.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,19.17 to 58.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61,19.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,19.17 to 63.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,19.17 to 64.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 30.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 61.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,20.17 to 69.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 84,20.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,20.17 to 98.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 61.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,21.17 to 69.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 84,21.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,21.17 to 98.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 1,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 2.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,22.17 to 4.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 9.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,22.17 to 14.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 17,22.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,22.17 to 19.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,22.17 to 21.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 34,22.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,22.17 to 46.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 48.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,22.17 to 50.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,22.17 to 51.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 56.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,22.17 to 61.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,22.17 to 69.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 74.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,22.17 to 88.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 93,22.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,22.17 to 98.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 61.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,23.17 to 69.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 84,23.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,23.17 to 98.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 61.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,24.17 to 69.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 84,24.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,24.17 to 98.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 88.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 1,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 2.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,26.17 to 4.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 9.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,26.17 to 14.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 17,26.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,26.17 to 19.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,26.17 to 21.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 34,26.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,26.17 to 46.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 48.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,26.17 to 51.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 58.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,26.17 to 65.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,26.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,26.17 to 78.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 83,26.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,26.17 to 88.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 88.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 88.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 29.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 59.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,29.17 to 67.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 82,29.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,29.17 to 96.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 1,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 2.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,30.17 to 4.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 9.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,30.17 to 14.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 17,30.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,30.17 to 19.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,30.17 to 21.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,30.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,30.17 to 44.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 46.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,30.17 to 48.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,30.17 to 49.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 54.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,30.17 to 59.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,30.17 to 67.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,30.17 to 68.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,30.17 to 72.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,30.17 to 86.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 91,30.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,30.17 to 96.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 29.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 59.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,31.17 to 67.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 82,31.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,31.17 to 96.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 29.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,32.17 to 59.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,32.17 to 67.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 82,32.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,32.17 to 96.4,32.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-read.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
set terminal pngcairo size 1300,1688 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-read.png"
set title 'Sweep of read(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.31) i386 [bullseye]" 20, "vdso-helper (glibc 2.36) i386 [bookworm]" 21, "vdso-helper (glibc 2.36) i386 [host]" 22, "vdso-helper (glibc 2.41) i386 [trixie]" 23, "vdso-helper (glibc 2.43) i386 [sid]" 24, "vdso-int80 (glibc 2.36) i386 [bookworm]" 25, "vdso-int80 (glibc 2.36) i386 [host]" 26, "vdso-int80 (glibc 2.41) i386 [trixie]" 27, "vdso-int80 (glibc 2.43) i386 [sid]" 28, "vdso-naive (glibc 2.36) i386 [bookworm]" 29, "vdso-naive (glibc 2.36) i386 [host]" 30, "vdso-naive (glibc 2.41) i386 [trixie]" 31, "vdso-naive (glibc 2.43) i386 [sid]" 32) font ',9'
set yrange [-0.6:32.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "read" at 1,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 2.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,0.17 to 3.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 3.6,0.17 to 4.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 8,0.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,0.17 to 11.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 21,0.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,0.17 to 30.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 33.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,0.17 to 36.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 40.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 36.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 47.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 50.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 52,0.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,0.17 to 53.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 53.6,0.17 to 54.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 67.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 79.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 83,0.28 center font ',7' tc rgb '#37474f'
set arrow from 79.6,0.17 to 86.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 7.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 13,1.42 center font ',7' tc rgb '#37474f'
set arrow from 7.6,1.17 to 18.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 23.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from 18.6,1.17 to 28.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 34.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 28.6,1.17 to 40.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 42,1.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,1.17 to 43.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 43.6,1.17 to 44.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 8,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 11.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 23,2.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,2.17 to 34.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 37.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,2.17 to 40.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 44.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,2.17 to 48.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 51.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,2.17 to 54.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 68.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,2.17 to 82.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 86,2.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,2.17 to 89.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,2.17 to 90.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 8,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 11.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 23,3.28 center font ',7' tc rgb '#37474f'
set arrow from 11.6,3.17 to 34.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 37.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 34.6,3.17 to 40.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 44.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 40.6,3.17 to 48.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 51.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,3.17 to 54.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 68.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 54.6,3.17 to 82.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 86,3.42 center font ',7' tc rgb '#37474f'
set arrow from 82.6,3.17 to 89.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,3.17 to 90.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 6.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 15,4.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,4.17 to 23.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 28.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,4.17 to 33.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 40.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,4.17 to 47.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 49,4.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,4.17 to 50.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,4.17 to 51.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 6.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 15,5.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,5.17 to 23.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 28.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,5.17 to 33.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 40.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 33.6,5.17 to 47.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 49,5.28 center font ',7' tc rgb '#37474f'
set arrow from 47.6,5.17 to 50.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,5.17 to 51.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 8.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 46.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,6.17 to 84.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,6.17 to 86.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,6.17 to 87.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 6.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 31,7.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,7.17 to 55.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 55.6,7.17 to 57.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 57.6,7.17 to 58.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 8.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 43.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,8.17 to 78.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 78.6,8.17 to 80.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,8.17 to 81.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 3,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 6.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,9.17 to 58.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,9.17 to 60.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 8.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 35.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,10.17 to 62.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,10.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,10.17 to 65.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 70,10.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,10.17 to 74.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 9.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 32.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,11.17 to 55.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,11.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,11.17 to 58.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 60.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,11.17 to 62.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,11.17 to 63.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 8.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 35.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,12.17 to 62.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,12.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,12.17 to 65.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 70,12.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,12.17 to 74.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 8.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 35.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,13.17 to 62.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,13.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,13.17 to 65.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 70,13.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,13.17 to 74.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 9.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 32.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,14.17 to 55.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,14.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,14.17 to 58.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 60.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,14.17 to 62.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,14.17 to 63.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 9.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 32.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 9.6,15.17 to 55.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,15.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 60.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 62.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,15.17 to 63.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 8.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 35.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 64,16.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 65.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 70,16.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,16.17 to 74.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 5,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 10.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 33,17.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,17.17 to 55.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,17.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,17.17 to 58.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61,17.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,17.17 to 63.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,17.17 to 64.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 4,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 8.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 33,18.42 center font ',7' tc rgb '#37474f'
set arrow from 8.6,18.17 to 57.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 59,18.28 center font ',7' tc rgb '#37474f'
set arrow from 57.6,18.17 to 60.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 64,18.42 center font ',7' tc rgb '#37474f'
set arrow from 60.6,18.17 to 67.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,18.17 to 68.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 5,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 10.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 33,19.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,19.17 to 55.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "read" at 57,19.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,19.17 to 58.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 61,19.42 center font ',7' tc rgb '#37474f'
set arrow from 58.6,19.17 to 63.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 63.6,19.17 to 64.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 30.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 61.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,20.17 to 69.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-2.31.so" at 84,20.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,20.17 to 98.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 61.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,21.17 to 69.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 84,21.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,21.17 to 98.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 1,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 2.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,22.17 to 4.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 9.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,22.17 to 14.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 17,22.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,22.17 to 19.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,22.17 to 21.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 34,22.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,22.17 to 46.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 48.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,22.17 to 50.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,22.17 to 51.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 56.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,22.17 to 61.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 61.6,22.17 to 69.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 69.6,22.17 to 70.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 72.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,22.17 to 74.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 81.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 74.6,22.17 to 88.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 93,22.42 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,22.17 to 98.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 61.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,23.17 to 69.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 84,23.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,23.17 to 98.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 30.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 61.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 65.5,24.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,24.17 to 69.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 84,24.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,24.17 to 98.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 88.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 1,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 2.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,26.17 to 4.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 9.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,26.17 to 14.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 17,26.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,26.17 to 19.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,26.17 to 21.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 34,26.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,26.17 to 46.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 48.5,26.28 center font ',7' tc rgb '#37474f'
set arrow from 46.6,26.17 to 50.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 50.6,26.17 to 51.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 58.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 51.6,26.17 to 65.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 72,26.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,26.17 to 78.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 83,26.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,26.17 to 88.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 88.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 44,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 88.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 29.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 59.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,29.17 to 67.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 82,29.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,29.17 to 96.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 1,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 2.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,30.17 to 4.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 9.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,30.17 to 14.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 17,30.28 center font ',7' tc rgb '#37474f'
set arrow from 14.6,30.17 to 19.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,30.17 to 21.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 33,30.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,30.17 to 44.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 46.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 44.6,30.17 to 48.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 48.6,30.17 to 49.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 54.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 49.6,30.17 to 59.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,30.17 to 67.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,30.17 to 68.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 70.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 68.6,30.17 to 72.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 79.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,30.17 to 86.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_read" at 91,30.42 center font ',7' tc rgb '#37474f'
set arrow from 86.6,30.17 to 95.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,30.17 to 96.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 29.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 59.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,31.17 to 67.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 82,31.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,31.17 to 96.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 29.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,32.17 to 59.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 63.5,32.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,32.17 to 67.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 82,32.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,32.17 to 96.4,32.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-read.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
