# sweep-map-openat: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-openat.gp
set terminal svg size 1300,1642 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-openat.svg"
set title 'Sweep of openat(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.36) i386 [bookworm]" 20, "vdso-helper (glibc 2.36) i386 [host]" 21, "vdso-helper (glibc 2.41) i386 [trixie]" 22, "vdso-helper (glibc 2.43) i386 [sid]" 23, "vdso-int80 (glibc 2.36) i386 [bookworm]" 24, "vdso-int80 (glibc 2.36) i386 [host]" 25, "vdso-int80 (glibc 2.41) i386 [trixie]" 26, "vdso-int80 (glibc 2.43) i386 [sid]" 27, "vdso-naive (glibc 2.36) i386 [bookworm]" 28, "vdso-naive (glibc 2.36) i386 [host]" 29, "vdso-naive (glibc 2.41) i386 [trixie]" 30, "vdso-naive (glibc 2.43) i386 [sid]" 31) font ',9'
set yrange [-0.6:31.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "openat" at 8,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 29,0.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 51.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 58.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 61.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 76,0.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,0.17 to 90.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 94,0.28 center font ',7' tc rgb '#37474f'
set arrow from 90.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 19.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 25,1.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,1.17 to 30.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 36,1.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,1.17 to 41.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 47.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,1.17 to 53.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 57,1.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,1.17 to 60.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,2.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 49.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 60.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 63.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,2.17 to 91.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 95.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,2.17 to 99.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,2.17 to 100.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 57.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 60.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 91.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 95.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,3.17 to 99.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 18.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,4.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,4.17 to 35.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41,4.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,4.17 to 46.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 53.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,4.17 to 60.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 64,4.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,4.17 to 67.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,4.17 to 68.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 18.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,5.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,5.17 to 35.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41,5.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,5.17 to 46.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 53.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,5.17 to 60.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 64,5.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,5.17 to 67.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,5.17 to 68.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 55.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,6.17 to 93.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 18.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 43,7.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,7.17 to 67.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 71,7.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,7.17 to 74.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,7.17 to 75.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 17.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 52.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,8.17 to 87.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,8.17 to 89.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 18.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 44.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,9.17 to 70.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 74,9.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,9.17 to 77.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,10.17 to 72.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,10.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 80,10.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,10.17 to 84.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,10.17 to 86.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,10.17 to 87.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 44.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,11.17 to 67.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,11.17 to 69.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,11.17 to 73.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 77,11.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,11.17 to 80.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,11.17 to 81.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 18.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,12.17 to 72.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,12.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 80,12.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,12.17 to 86.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,12.17 to 87.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 45.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,13.17 to 72.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,13.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 80,13.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,13.17 to 84.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,13.17 to 86.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,13.17 to 87.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 44.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,14.17 to 67.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,14.17 to 69.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,14.17 to 73.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 77,14.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,14.17 to 80.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,14.17 to 81.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 21.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 44.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,15.17 to 67.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,15.17 to 69.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 71.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,15.17 to 73.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 77,15.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,15.17 to 80.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,15.17 to 81.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 18.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,16.17 to 72.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,16.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 80,16.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,16.17 to 84.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,16.17 to 86.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,16.17 to 87.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45,17.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,17.17 to 69.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 72,17.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,17.17 to 74.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,17.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,17.17 to 81.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 18.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 43,18.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,18.17 to 67.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 69,18.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,18.17 to 70.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 74,18.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,18.17 to 77.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,18.17 to 79.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45,19.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,19.17 to 67.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 72,19.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,19.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 81.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 67.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,20.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 104.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 1,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 2.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,21.17 to 4.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 12.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,21.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,21.17 to 25.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,21.17 to 27.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,21.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,21.17 to 52.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 54.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,21.17 to 56.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,21.17 to 57.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 62.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,21.17 to 67.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,21.17 to 76.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 78.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,21.17 to 80.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 87.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,21.17 to 94.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 99,21.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,21.17 to 103.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,21.17 to 104.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 67.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,22.17 to 75.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,22.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,22.17 to 104.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 67.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,23.17 to 75.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,23.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,23.17 to 104.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 94.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 1,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 2.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,25.17 to 4.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 12.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,25.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,25.17 to 25.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,25.17 to 27.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,25.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,25.17 to 52.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 54.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,25.17 to 56.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,25.17 to 57.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 64.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,25.17 to 71.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 78,25.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,25.17 to 84.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 89,25.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,25.17 to 93.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,25.17 to 94.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 94.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 94.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 65.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,28.17 to 73.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,28.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 1,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 2.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,29.17 to 4.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 12.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,29.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,29.17 to 25.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,29.17 to 27.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 39,29.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 52.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 54.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,29.17 to 55.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 60.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,29.17 to 73.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 73.6,29.17 to 74.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 76.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,29.17 to 78.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 85.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 97,29.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 101.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,30.17 to 73.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,30.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 65.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,31.17 to 73.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,31.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,31.17 to 102.4,31.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-openat.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
set terminal pngcairo size 1300,1642 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-openat.png"
set title 'Sweep of openat(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "vdso-helper (glibc 2.36) i386 [bookworm]" 20, "vdso-helper (glibc 2.36) i386 [host]" 21, "vdso-helper (glibc 2.41) i386 [trixie]" 22, "vdso-helper (glibc 2.43) i386 [sid]" 23, "vdso-int80 (glibc 2.36) i386 [bookworm]" 24, "vdso-int80 (glibc 2.36) i386 [host]" 25, "vdso-int80 (glibc 2.41) i386 [trixie]" 26, "vdso-int80 (glibc 2.43) i386 [sid]" 27, "vdso-naive (glibc 2.36) i386 [bookworm]" 28, "vdso-naive (glibc 2.36) i386 [host]" 29, "vdso-naive (glibc 2.41) i386 [trixie]" 30, "vdso-naive (glibc 2.43) i386 [sid]" 31) font ',9'
set yrange [-0.6:31.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#283593", 6 "#00838f", 7 "#757575")
set cbrange [0:7]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "openat" at 8,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 16.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 29,0.42 center font ',7' tc rgb '#37474f'
set arrow from 16.6,0.17 to 41.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 44.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 41.6,0.17 to 47.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 51.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,0.17 to 55.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 58.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,0.17 to 61.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 76,0.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,0.17 to 90.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 94,0.28 center font ',7' tc rgb '#37474f'
set arrow from 90.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9.5,1.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,1.17 to 19.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 25,1.42 center font ',7' tc rgb '#37474f'
set arrow from 19.6,1.17 to 30.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 36,1.28 center font ',7' tc rgb '#37474f'
set arrow from 30.6,1.17 to 41.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 47.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,1.17 to 53.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 57,1.28 center font ',7' tc rgb '#37474f'
set arrow from 53.6,1.17 to 60.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 60.6,1.17 to 61.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 2.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,2.17 to 4.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,2.17 to 20.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,2.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,2.17 to 43.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,2.17 to 49.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,2.17 to 57.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 60.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,2.17 to 63.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,2.17 to 91.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 95.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,2.17 to 99.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,2.17 to 100.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 1,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 2.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,3.17 to 4.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 12.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,3.17 to 20.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 32,3.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,3.17 to 43.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 46.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,3.17 to 49.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 53.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 49.6,3.17 to 57.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 60.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,3.17 to 63.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 77.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,3.17 to 91.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 95.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,3.17 to 99.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 99.6,3.17 to 100.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,4.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,4.17 to 18.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,4.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,4.17 to 35.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41,4.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,4.17 to 46.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 53.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,4.17 to 60.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 64,4.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,4.17 to 67.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,4.17 to 68.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,5.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,5.17 to 18.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 27,5.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,5.17 to 35.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 41,5.28 center font ',7' tc rgb '#37474f'
set arrow from 35.6,5.17 to 46.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 53.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,5.17 to 60.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 64,5.28 center font ',7' tc rgb '#37474f'
set arrow from 60.6,5.17 to 67.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,5.17 to 68.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 17.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 55.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,6.17 to 93.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,7.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,7.17 to 18.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 43,7.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,7.17 to 67.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 71,7.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,7.17 to 74.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 74.6,7.17 to 75.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 8.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 17.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 52.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 17.6,8.17 to 87.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 87.6,8.17 to 89.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 89.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 9,9.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,9.17 to 18.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so.6" at 44.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,9.17 to 70.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat64" at 74,9.28 center font ',7' tc rgb '#37474f'
set arrow from 70.6,9.17 to 77.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,9.17 to 78.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,10.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,10.17 to 18.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,10.17 to 72.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,10.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,10.17 to 75.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 80,10.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,10.17 to 84.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,10.17 to 86.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,10.17 to 87.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,11.17 to 21.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 44.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,11.17 to 67.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,11.17 to 69.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,11.17 to 73.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 77,11.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,11.17 to 80.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,11.17 to 81.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,12.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,12.17 to 18.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,12.17 to 72.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,12.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,12.17 to 75.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 80,12.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,12.17 to 86.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,12.17 to 87.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,13.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,13.17 to 18.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 45.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,13.17 to 72.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,13.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,13.17 to 75.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-i386.so.1" at 80,13.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,13.17 to 84.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,13.17 to 86.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,13.17 to 87.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,14.17 to 21.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 44.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,14.17 to 67.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,14.17 to 69.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 71.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,14.17 to 73.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 77,14.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,14.17 to 80.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,14.17 to 81.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 10.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,15.17 to 21.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 44.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 21.6,15.17 to 67.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,15.17 to 69.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 71.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,15.17 to 73.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 77,15.42 center font ',7' tc rgb '#37474f'
set arrow from 73.6,15.17 to 80.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 80.6,15.17 to 81.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,16.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,16.17 to 18.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,16.17 to 72.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 74,16.28 center font ',7' tc rgb '#37474f'
set arrow from 72.6,16.17 to 75.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 80,16.42 center font ',7' tc rgb '#37474f'
set arrow from 75.6,16.17 to 84.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 84.6,16.17 to 86.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 86.6,16.17 to 87.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 22.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45,17.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,17.17 to 69.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 72,17.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,17.17 to 74.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,17.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,17.17 to 81.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,17.17 to 82.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 9,18.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,18.17 to 18.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 43,18.42 center font ',7' tc rgb '#37474f'
set arrow from 18.6,18.17 to 67.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 69,18.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,18.17 to 70.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 74,18.42 center font ',7' tc rgb '#37474f'
set arrow from 70.6,18.17 to 77.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 77.6,18.17 to 79.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 79.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 11,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 22.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 45,19.42 center font ',7' tc rgb '#37474f'
set arrow from 22.6,19.17 to 67.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,19.17 to 69.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 72,19.28 center font ',7' tc rgb '#37474f'
set arrow from 69.6,19.17 to 74.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "openat" at 78,19.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,19.17 to 81.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 81.6,19.17 to 82.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,20.17 to 67.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,20.17 to 75.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,20.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,20.17 to 104.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 1,21.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,21.17 to 2.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,21.17 to 4.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 12.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,21.17 to 20.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,21.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,21.17 to 25.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,21.17 to 27.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,21.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,21.17 to 52.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 54.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,21.17 to 56.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,21.17 to 57.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 62.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,21.17 to 67.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 67.6,21.17 to 75.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 75.6,21.17 to 76.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_helper" at 78.5,21.42 center font ',7' tc rgb '#37474f'
set arrow from 76.6,21.17 to 80.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 87.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 80.6,21.17 to 94.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 99,21.42 center font ',7' tc rgb '#37474f'
set arrow from 94.6,21.17 to 103.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 103.6,21.17 to 104.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,22.17 to 67.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,22.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,22.17 to 75.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,22.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,22.17 to 104.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 33.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,23.17 to 67.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 71.5,23.42 center font ',7' tc rgb '#37474f'
set arrow from 67.6,23.17 to 75.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 90,23.28 center font ',7' tc rgb '#37474f'
set arrow from 75.6,23.17 to 104.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,24.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,24.17 to 94.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 1,25.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,25.17 to 2.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,25.17 to 4.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 12.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,25.17 to 20.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,25.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,25.17 to 25.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,25.17 to 27.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 40,25.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,25.17 to 52.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 54.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,25.17 to 56.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,25.17 to 57.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_int80" at 64.5,25.42 center font ',7' tc rgb '#37474f'
set arrow from 57.6,25.17 to 71.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 78,25.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,25.17 to 84.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 89,25.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,25.17 to 93.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,25.17 to 94.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,26.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,26.17 to 94.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 47,27.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,27.17 to 94.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,28.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,28.17 to 65.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,28.17 to 73.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,28.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 1,29.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,29.17 to 2.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 2.6,29.17 to 4.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 12.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 4.6,29.17 to 20.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 23,29.28 center font ',7' tc rgb '#37474f'
set arrow from 20.6,29.17 to 25.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,29.17 to 27.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 39,29.42 center font ',7' tc rgb '#37474f'
set arrow from 27.6,29.17 to 50.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 52.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 50.6,29.17 to 54.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,29.17 to 55.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 60.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 55.6,29.17 to 65.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 65.6,29.17 to 73.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 73.6,29.17 to 74.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_sc_naive" at 76.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 74.6,29.17 to 78.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_syscall_cp" at 85.5,29.28 center font ',7' tc rgb '#37474f'
set arrow from 78.6,29.17 to 92.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_openat" at 97,29.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,29.17 to 101.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,30.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,30.17 to 65.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,30.17 to 73.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,30.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 32.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,31.17 to 65.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 69.5,31.42 center font ',7' tc rgb '#37474f'
set arrow from 65.6,31.17 to 73.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-linux.so.2" at 88,31.28 center font ',7' tc rgb '#37474f'
set arrow from 73.6,31.17 to 102.4,31.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-openat.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or effect recorded)", NaN with points pt 5 lc rgb "#c62828" title "leak", NaN with points pt 5 lc rgb "#ef6c00" title "double-close", NaN with points pt 5 lc rgb "#ad1457" title "wrong-close", NaN with points pt 5 lc rgb "#6a1b9a" title "lost-cancel", NaN with points pt 5 lc rgb "#283593" title "cleanup", NaN with points pt 5 lc rgb "#00838f" title "lost-data", NaN with points pt 5 lc rgb "#757575" title "crash / hang / error / diverged"
unset output
