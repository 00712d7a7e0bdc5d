# sweep-map-mq_receive: drawn by scripts/cr-plot; redraw with: cd plots && gnuplot sweep-map-mq_receive.gp
set terminal svg size 1300,1826 dynamic noenhanced font 'Sans,11' background '#ffffff'
set output "sweep-map-mq_receive.svg"
set title 'Sweep of mq_receive(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20, "vdso-helper (glibc 2.31) i386 [bullseye]" 21, "vdso-helper (glibc 2.36) i386 [bookworm]" 22, "vdso-helper (glibc 2.36) i386 [host]" 23, "vdso-helper (glibc 2.41) i386 [trixie]" 24, "vdso-helper (glibc 2.43) i386 [sid]" 25, "vdso-int80 (glibc 2.31) i386 [bullseye]" 26, "vdso-int80 (glibc 2.36) i386 [bookworm]" 27, "vdso-int80 (glibc 2.36) i386 [host]" 28, "vdso-int80 (glibc 2.41) i386 [trixie]" 29, "vdso-int80 (glibc 2.43) i386 [sid]" 30, "vdso-naive (glibc 2.31) i386 [bullseye]" 31, "vdso-naive (glibc 2.36) i386 [bookworm]" 32, "vdso-naive (glibc 2.36) i386 [host]" 33, "vdso-naive (glibc 2.41) i386 [trixie]" 34, "vdso-naive (glibc 2.43) i386 [sid]" 35) font ',9'
set yrange [-0.6:35.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "librt.so.1:mq_receive" at 3,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,0.17 to 8.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,0.17 to 10.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 15,0.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,0.17 to 19.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,0.17 to 21.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_enable_asynccancel" at 34,0.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 51.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_disable_asynccancel" at 60,0.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 61.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_disable_asynccancel" at 75.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 91.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,0.17 to 95.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,1.17 to 1.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 7,1.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,1.17 to 12.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_enable_asynccancel" at 18,1.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,1.17 to 23.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 30,1.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,1.17 to 36.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_disable_asynccancel" at 42.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 50,1.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,1.17 to 51.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,1.17 to 52.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive@GLIBC_2.3.4" at 3,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 6.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 15.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,2.17 to 24.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,2.17 to 25.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,2.17 to 27.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 38,2.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,2.17 to 48.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 60,2.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,2.17 to 71.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 74.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,2.17 to 77.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 82,2.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,2.17 to 86.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 89.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,2.17 to 92.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 94,2.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,2.17 to 95.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,2.17 to 97.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 109,2.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,2.17 to 120.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 126.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,2.17 to 132.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 136.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 132.6,2.17 to 140.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,2.17 to 142.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,2.17 to 143.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 3,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 6.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 15.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,3.17 to 24.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,3.17 to 25.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,3.17 to 27.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 38,3.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,3.17 to 48.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 60,3.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,3.17 to 71.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 74.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,3.17 to 77.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 82,3.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,3.17 to 86.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 89.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 94,3.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,3.17 to 95.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,3.17 to 97.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 109,3.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,3.17 to 120.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 126.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,3.17 to 132.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 136.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 132.6,3.17 to 140.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,3.17 to 142.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,3.17 to 143.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,4.17 to 1.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 6.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,4.17 to 11.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 20,4.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,4.17 to 28.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 35,4.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,4.17 to 41.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 48.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 57,4.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,4.17 to 58.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,4.17 to 59.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,5.17 to 1.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 6.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,5.17 to 11.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 20,5.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,5.17 to 28.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 35,5.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,5.17 to 41.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 48.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 57,5.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,5.17 to 58.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,5.17 to 59.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive@GLIBC_2.3.4" at 3,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 6.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 15,6.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,6.17 to 23.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 25.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,6.17 to 27.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,6.17 to 29.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 41,6.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,6.17 to 52.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,6.17 to 54.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,6.17 to 56.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 61.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,6.17 to 66.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 79,6.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,6.17 to 91.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 93.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 101.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,6.17 to 106.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 106.6,6.17 to 107.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 109.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,6.17 to 111.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 117.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,6.17 to 123.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 126.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 123.6,6.17 to 129.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 134.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 129.6,6.17 to 139.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 143.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,6.17 to 147.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 147.6,6.17 to 149.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 149.6,6.17 to 150.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,7.17 to 1.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 4,7.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,7.17 to 6.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 8,7.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,7.17 to 9.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 19.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,7.17 to 29.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 36,7.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,7.17 to 42.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 42.6,7.17 to 43.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 47,7.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,7.17 to 50.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 53.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,7.17 to 56.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,7.17 to 58.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive@GLIBC_2.3.4" at 3,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 6.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 15,8.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,8.17 to 23.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 26,8.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,8.17 to 28.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,8.17 to 30.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 41.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,8.17 to 52.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 57.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,8.17 to 62.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 74.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,8.17 to 86.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 88.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,8.17 to 91.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 96.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,8.17 to 101.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,8.17 to 102.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 104.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,8.17 to 106.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 112,8.42 center font ',7' tc rgb '#37474f'
set arrow from 106.6,8.17 to 117.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 120.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,8.17 to 123.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 128.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 123.6,8.17 to 133.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 137.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,8.17 to 141.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 141.6,8.17 to 143.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,8.17 to 144.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,9.17 to 1.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 4,9.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,9.17 to 6.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 8,9.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,9.17 to 9.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 20.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,9.17 to 31.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 38,9.42 center font ',7' tc rgb '#37474f'
set arrow from 31.6,9.17 to 44.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,9.17 to 45.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 49.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,9.17 to 53.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 56.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,9.17 to 59.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,10.17 to 1.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,10.17 to 3.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,10.17 to 11.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 25,10.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,10.17 to 38.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 38.6,10.17 to 39.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 42.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,10.17 to 45.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,10.17 to 47.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 55.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,10.17 to 63.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 74,10.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,10.17 to 84.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 89,10.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,10.17 to 93.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 95,10.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,10.17 to 96.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 101,10.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,10.17 to 105.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 110.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,10.17 to 115.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 117,10.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,10.17 to 118.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,10.17 to 119.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 6.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,11.17 to 11.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,11.17 to 12.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 23.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,11.17 to 34.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 41.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,11.17 to 48.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 53.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,11.17 to 58.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60,11.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,11.17 to 61.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 63.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,11.17 to 65.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,11.17 to 66.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,12.17 to 3.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,12.17 to 11.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 25,12.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,12.17 to 38.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 38.6,12.17 to 39.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 42.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,12.17 to 45.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,12.17 to 47.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 55.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,12.17 to 63.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 74,12.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 89,12.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,12.17 to 93.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 95,12.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,12.17 to 96.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 101,12.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,12.17 to 105.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 110.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,12.17 to 115.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 117,12.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,12.17 to 118.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,12.17 to 119.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,13.17 to 3.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,13.17 to 11.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 25,13.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,13.17 to 38.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 38.6,13.17 to 39.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 42.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,13.17 to 45.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,13.17 to 47.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 55.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,13.17 to 63.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 74,13.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,13.17 to 84.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 89,13.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,13.17 to 93.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 95,13.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,13.17 to 96.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 101,13.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,13.17 to 105.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 110.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,13.17 to 115.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 117,13.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,13.17 to 118.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,13.17 to 119.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 6.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,14.17 to 11.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,14.17 to 12.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 23.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,14.17 to 34.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 41.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,14.17 to 48.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 53.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,14.17 to 58.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60,14.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,14.17 to 61.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 63.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,14.17 to 65.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,14.17 to 66.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 6.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 11.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,15.17 to 12.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 23.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,15.17 to 34.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 41.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,15.17 to 48.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 53.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60,15.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 61.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 63.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,15.17 to 65.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,15.17 to 66.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,16.17 to 3.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,16.17 to 11.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 24.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,16.17 to 37.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,16.17 to 38.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 41.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,16.17 to 44.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,16.17 to 46.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 54.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 73,16.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 83.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 88,16.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,16.17 to 92.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 94,16.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,16.17 to 95.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 100,16.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,16.17 to 104.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 109.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,16.17 to 114.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 116,16.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,16.17 to 117.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,16.17 to 118.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 1,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 2.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 8,17.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,17.17 to 13.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,17.17 to 15.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 26.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,17.17 to 37.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 44.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,17.17 to 51.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 55.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,17.17 to 59.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 61,17.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,17.17 to 62.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 65,17.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,18.17 to 1.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,18.17 to 3.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,18.17 to 11.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 24.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,18.17 to 37.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,18.17 to 38.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 40,18.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,18.17 to 41.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 41.6,18.17 to 43.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 51.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,18.17 to 59.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 70,18.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 84,18.42 center font ',7' tc rgb '#37474f'
set arrow from 80.6,18.17 to 87.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 89,18.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,18.17 to 90.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 94,18.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,18.17 to 97.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 102.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,18.17 to 107.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,18.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,18.17 to 110.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,18.17 to 111.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 1,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 2.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 8,19.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,19.17 to 13.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,19.17 to 15.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 26.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,19.17 to 37.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 44.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,19.17 to 51.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 61,19.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 62.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 65,19.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,19.17 to 67.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,19.17 to 68.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,20.17 to 1.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 8,20.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 13.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__librt_enable_asynccancel" at 19,20.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,20.17 to 24.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 28,20.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,20.17 to 31.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,20.17 to 32.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_nocancel" at 38,20.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,20.17 to 43.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 45,20.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,20.17 to 46.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__librt_disable_asynccancel" at 52.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,20.17 to 58.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,20.17 to 63.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,21.17 to 1.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,21.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,21.17 to 92.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,21.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,21.17 to 95.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,21.17 to 97.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,21.17 to 109.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,21.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,21.17 to 112.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,21.17 to 113.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,22.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 92.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,22.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,22.17 to 95.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 109.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,22.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,22.17 to 112.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,22.17 to 113.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,23.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,23.17 to 92.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,23.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,23.17 to 95.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 109.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,23.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,23.17 to 112.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,23.17 to 113.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,24.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,24.17 to 92.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,24.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,24.17 to 95.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,24.17 to 97.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,24.17 to 109.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,24.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,24.17 to 112.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,24.17 to 113.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,25.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,25.17 to 92.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,25.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,25.17 to 95.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,25.17 to 97.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,25.17 to 109.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,25.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,25.17 to 112.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,25.17 to 113.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,26.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,26.17 to 82.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,26.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,26.17 to 85.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,26.17 to 99.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,26.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,26.17 to 102.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,26.17 to 103.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,27.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,27.17 to 82.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,27.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,27.17 to 85.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 99.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,27.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,27.17 to 102.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,27.17 to 103.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,28.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,28.17 to 82.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,28.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,28.17 to 85.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 99.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,28.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,28.17 to 103.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,29.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,29.17 to 82.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,29.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,29.17 to 85.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,29.17 to 87.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,29.17 to 99.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,29.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,29.17 to 103.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,30.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,30.17 to 82.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,30.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,30.17 to 85.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,30.17 to 87.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,30.17 to 99.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,30.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,30.17 to 103.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,31.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,31.17 to 90.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,31.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,31.17 to 93.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,31.17 to 107.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,31.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,31.17 to 110.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,31.17 to 111.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,32.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,32.17 to 90.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,32.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,32.17 to 93.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 107.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,32.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,32.17 to 110.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,32.17 to 111.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,33.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,33.17 to 90.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,33.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,33.17 to 93.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 107.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,33.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,33.17 to 110.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,33.17 to 111.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,34.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,34.17 to 90.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,34.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,34.17 to 93.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,34.17 to 95.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,34.17 to 107.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,34.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,34.17 to 110.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,34.17 to 111.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,35.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,35.17 to 90.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,35.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,35.17 to 93.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,35.17 to 95.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,35.17 to 107.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,35.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,35.17 to 110.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,35.17 to 111.4,35.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-mq_receive.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#f9a825" title "lost-message"
unset output
set terminal pngcairo size 1300,1826 noenhanced font 'Sans,10' background '#ffffff'
set output "sweep-map-mq_receive.png"
set title 'Sweep of mq_receive(): the verdict when the cancel lands at instruction boundary k'
set xlabel 'instruction boundary k (from the call of the cancellation point)'
set ytics ("glibc 2.31 i386 [bullseye]" 0, "glibc 2.31 x86_64 [bullseye]" 1, "glibc 2.36 i386 [bookworm]" 2, "glibc 2.36 i386 [host]" 3, "glibc 2.36 x86_64 [bookworm]" 4, "glibc 2.36 x86_64 [host]" 5, "glibc 2.41 i386 [trixie]" 6, "glibc 2.41 x86_64 [trixie]" 7, "glibc 2.43 i386 [sid]" 8, "glibc 2.43 x86_64 [sid]" 9, "musl 1.2.2 i386 [bullseye]" 10, "musl 1.2.2 x86_64 [bullseye]" 11, "musl 1.2.3 i386 [bookworm]" 12, "musl 1.2.3 i386 [host]" 13, "musl 1.2.3 x86_64 [bookworm]" 14, "musl 1.2.3 x86_64 [host]" 15, "musl 1.2.5 i386 [trixie]" 16, "musl 1.2.5 x86_64 [trixie]" 17, "musl 1.2.6 i386 [sid]" 18, "musl 1.2.6 x86_64 [sid]" 19, "uclibc 1.0.35 x86_64 [host]" 20, "vdso-helper (glibc 2.31) i386 [bullseye]" 21, "vdso-helper (glibc 2.36) i386 [bookworm]" 22, "vdso-helper (glibc 2.36) i386 [host]" 23, "vdso-helper (glibc 2.41) i386 [trixie]" 24, "vdso-helper (glibc 2.43) i386 [sid]" 25, "vdso-int80 (glibc 2.31) i386 [bullseye]" 26, "vdso-int80 (glibc 2.36) i386 [bookworm]" 27, "vdso-int80 (glibc 2.36) i386 [host]" 28, "vdso-int80 (glibc 2.41) i386 [trixie]" 29, "vdso-int80 (glibc 2.43) i386 [sid]" 30, "vdso-naive (glibc 2.31) i386 [bullseye]" 31, "vdso-naive (glibc 2.36) i386 [bookworm]" 32, "vdso-naive (glibc 2.36) i386 [host]" 33, "vdso-naive (glibc 2.41) i386 [trixie]" 34, "vdso-naive (glibc 2.43) i386 [sid]" 35) font ',9'
set yrange [-0.6:35.7]
set xrange [-1:*]
set palette defined (0 "#2e7d32", 1 "#c62828", 2 "#ef6c00", 3 "#ad1457", 4 "#6a1b9a", 5 "#ff6f00", 6 "#283593", 7 "#00838f", 8 "#f9a825", 9 "#4e342e", 10 "#1565c0", 11 "#9e9d24", 12 "#d84315", 13 "#00695c", 14 "#6d4c41", 15 "#5e35b1", 16 "#c0ca33", 17 "#0277bd", 18 "#8e24aa", 19 "#ba68c8", 20 "#558b2f", 21 "#37474f", 22 "#000000", 23 "#757575", 24 "#e91e63", 25 "#80deea", 26 "#cfd8dc")
set cbrange [0:26]
unset colorbox
set key outside bottom center horizontal font ',9'
set grid xtics
set label "librt.so.1:mq_receive" at 3,0.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,0.17 to 6.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 6.6,0.17 to 8.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 8.6,0.17 to 10.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 15,0.42 center font ',7' tc rgb '#37474f'
set arrow from 10.6,0.17 to 19.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 19.6,0.17 to 21.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 21.6,0.17 to 23.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_enable_asynccancel" at 34,0.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,0.17 to 44.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 51.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 44.6,0.17 to 58.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_disable_asynccancel" at 60,0.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,0.17 to 61.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,0.17 to 63.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_disable_asynccancel" at 75.5,0.42 center font ',7' tc rgb '#37474f'
set arrow from 63.6,0.17 to 87.4,0.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 91.5,0.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,0.17 to 95.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,0.17 to 97.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 97.6,0.17 to 98.4,0.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,1.17 to 1.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 7,1.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,1.17 to 12.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_enable_asynccancel" at 18,1.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,1.17 to 23.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 30,1.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,1.17 to 36.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:__librt_disable_asynccancel" at 42.5,1.42 center font ',7' tc rgb '#37474f'
set arrow from 36.6,1.17 to 48.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "librt.so.1:mq_timedreceive" at 50,1.28 center font ',7' tc rgb '#37474f'
set arrow from 48.6,1.17 to 51.4,1.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 51.6,1.17 to 52.4,1.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive@GLIBC_2.3.4" at 3,2.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,2.17 to 6.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 15.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,2.17 to 24.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,2.17 to 25.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,2.17 to 27.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 38,2.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,2.17 to 48.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 60,2.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,2.17 to 71.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 74.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,2.17 to 77.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 82,2.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,2.17 to 86.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 89.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,2.17 to 92.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 94,2.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,2.17 to 95.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,2.17 to 97.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 109,2.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,2.17 to 120.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 126.5,2.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,2.17 to 132.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 136.5,2.28 center font ',7' tc rgb '#37474f'
set arrow from 132.6,2.17 to 140.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,2.17 to 142.4,2.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,2.17 to 143.4,2.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 3,3.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,3.17 to 6.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 15.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,3.17 to 24.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 24.6,3.17 to 25.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 25.6,3.17 to 27.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 38,3.28 center font ',7' tc rgb '#37474f'
set arrow from 27.6,3.17 to 48.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83eb0]" at 60,3.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,3.17 to 71.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 74.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 71.6,3.17 to 77.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__kernel_vsyscall" at 82,3.42 center font ',7' tc rgb '#37474f'
set arrow from 77.6,3.17 to 86.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 89.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,3.17 to 92.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 94,3.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,3.17 to 95.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,3.17 to 97.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so.6+0x83f20]" at 109,3.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,3.17 to 120.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 126.5,3.42 center font ',7' tc rgb '#37474f'
set arrow from 120.6,3.17 to 132.4,3.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 136.5,3.28 center font ',7' tc rgb '#37474f'
set arrow from 132.6,3.17 to 140.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 140.6,3.17 to 142.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 142.6,3.17 to 143.4,3.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,4.17 to 1.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 6.5,4.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,4.17 to 11.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 20,4.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,4.17 to 28.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 35,4.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,4.17 to 41.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 48.5,4.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,4.17 to 55.4,4.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 57,4.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,4.17 to 58.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,4.17 to 59.4,4.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,5.17 to 1.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 6.5,5.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,5.17 to 11.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_enable_asynccancel" at 20,5.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,5.17 to 28.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 35,5.28 center font ',7' tc rgb '#37474f'
set arrow from 28.6,5.17 to 41.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "__pthread_disable_asynccancel" at 48.5,5.42 center font ',7' tc rgb '#37474f'
set arrow from 41.6,5.17 to 55.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 57,5.28 center font ',7' tc rgb '#37474f'
set arrow from 55.6,5.17 to 58.4,5.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,5.17 to 59.4,5.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive@GLIBC_2.3.4" at 3,6.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,6.17 to 6.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 15,6.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,6.17 to 23.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 25.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,6.17 to 27.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 27.6,6.17 to 29.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 41,6.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,6.17 to 52.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 52.6,6.17 to 54.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 54.6,6.17 to 56.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 61.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 56.6,6.17 to 66.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 79,6.42 center font ',7' tc rgb '#37474f'
set arrow from 66.6,6.17 to 91.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 93.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 91.6,6.17 to 95.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,6.17 to 96.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 101.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,6.17 to 106.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 106.6,6.17 to 107.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 109.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 107.6,6.17 to 111.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 117.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 111.6,6.17 to 123.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 126.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 123.6,6.17 to 129.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 134.5,6.42 center font ',7' tc rgb '#37474f'
set arrow from 129.6,6.17 to 139.4,6.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 143.5,6.28 center font ',7' tc rgb '#37474f'
set arrow from 139.6,6.17 to 147.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 147.6,6.17 to 149.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 149.6,6.17 to 150.4,6.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,7.17 to 1.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 4,7.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,7.17 to 6.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 8,7.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,7.17 to 9.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 19.5,7.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,7.17 to 29.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 36,7.42 center font ',7' tc rgb '#37474f'
set arrow from 29.6,7.17 to 42.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 42.6,7.17 to 43.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 47,7.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,7.17 to 50.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 53.5,7.42 center font ',7' tc rgb '#37474f'
set arrow from 50.6,7.17 to 56.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 56.6,7.17 to 58.4,7.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 58.6,7.17 to 59.4,7.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive@GLIBC_2.3.4" at 3,8.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,8.17 to 6.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 15,8.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,8.17 to 23.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 26,8.28 center font ',7' tc rgb '#37474f'
set arrow from 23.6,8.17 to 28.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 28.6,8.17 to 30.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 41.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 30.6,8.17 to 52.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 57.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 52.6,8.17 to 62.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 74.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 62.6,8.17 to 86.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 88.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,8.17 to 90.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 90.6,8.17 to 91.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 96.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 91.6,8.17 to 101.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 101.6,8.17 to 102.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 104.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 102.6,8.17 to 106.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 112,8.42 center font ',7' tc rgb '#37474f'
set arrow from 106.6,8.17 to 117.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 120.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 117.6,8.17 to 123.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64@@GLIBC_2.34" at 128.5,8.42 center font ',7' tc rgb '#37474f'
set arrow from 123.6,8.17 to 133.4,8.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 137.5,8.28 center font ',7' tc rgb '#37474f'
set arrow from 133.6,8.17 to 141.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 141.6,8.17 to 143.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 143.6,8.17 to 144.4,8.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,9.17 to 1.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive@@GLIBC_2.34" at 4,9.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,9.17 to 6.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 8,9.42 center font ',7' tc rgb '#37474f'
set arrow from 6.6,9.17 to 9.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 20.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 9.6,9.17 to 31.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel_arch" at 38,9.42 center font ',7' tc rgb '#37474f'
set arrow from 31.6,9.17 to 44.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,9.17 to 45.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__internal_syscall_cancel" at 49.5,9.28 center font ',7' tc rgb '#37474f'
set arrow from 45.6,9.17 to 53.4,9.17 nohead lc rgb '#90a4ae' lw 1
set label "__syscall_cancel" at 56.5,9.42 center font ',7' tc rgb '#37474f'
set arrow from 53.6,9.17 to 59.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 59.6,9.17 to 61.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 61.6,9.17 to 62.4,9.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,10.17 to 1.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,10.17 to 3.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,10.17 to 11.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 25,10.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,10.17 to 38.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 38.6,10.17 to 39.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 42.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,10.17 to 45.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,10.17 to 47.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 55.5,10.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,10.17 to 63.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7e47a]" at 74,10.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,10.17 to 84.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b990]" at 89,10.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,10.17 to 93.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 95,10.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,10.17 to 96.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x20520]" at 101,10.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,10.17 to 105.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 110.5,10.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,10.17 to 115.4,10.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 117,10.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,10.17 to 118.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,10.17 to 119.4,10.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,11.17 to 1.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 6.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,11.17 to 11.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,11.17 to 12.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 23.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,11.17 to 34.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x79bef]" at 41.5,11.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,11.17 to 48.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x6b0a0]" at 53.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,11.17 to 58.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60,11.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,11.17 to 61.4,11.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 63.5,11.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,11.17 to 65.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,11.17 to 66.4,11.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,12.17 to 1.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,12.17 to 3.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,12.17 to 11.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 25,12.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,12.17 to 38.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 38.6,12.17 to 39.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 42.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,12.17 to 45.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,12.17 to 47.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 55.5,12.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,12.17 to 63.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7c024]" at 74,12.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,12.17 to 84.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x692c0]" at 89,12.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,12.17 to 93.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 95,12.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,12.17 to 96.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x1dae0]" at 101,12.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,12.17 to 105.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 110.5,12.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,12.17 to 115.4,12.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 117,12.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,12.17 to 118.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,12.17 to 119.4,12.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,13.17 to 1.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,13.17 to 3.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,13.17 to 11.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 25,13.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,13.17 to 38.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 38.6,13.17 to 39.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 42.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 39.6,13.17 to 45.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 45.6,13.17 to 47.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 55.5,13.42 center font ',7' tc rgb '#37474f'
set arrow from 47.6,13.17 to 63.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x7c024]" at 74,13.28 center font ',7' tc rgb '#37474f'
set arrow from 63.6,13.17 to 84.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x692c0]" at 89,13.42 center font ',7' tc rgb '#37474f'
set arrow from 84.6,13.17 to 93.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 95,13.28 center font ',7' tc rgb '#37474f'
set arrow from 93.6,13.17 to 96.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-i386.so.1+0x1dae0]" at 101,13.42 center font ',7' tc rgb '#37474f'
set arrow from 96.6,13.17 to 105.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 110.5,13.28 center font ',7' tc rgb '#37474f'
set arrow from 105.6,13.17 to 115.4,13.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 117,13.42 center font ',7' tc rgb '#37474f'
set arrow from 115.6,13.17 to 118.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 118.6,13.17 to 119.4,13.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,14.17 to 1.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 6.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,14.17 to 11.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,14.17 to 12.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 23.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,14.17 to 34.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x777bf]" at 41.5,14.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,14.17 to 48.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x68b40]" at 53.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,14.17 to 58.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60,14.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,14.17 to 61.4,14.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 63.5,14.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,14.17 to 65.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,14.17 to 66.4,14.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,15.17 to 1.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 6.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 1.6,15.17 to 11.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 11.6,15.17 to 12.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 23.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 12.6,15.17 to 34.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x777bf]" at 41.5,15.28 center font ',7' tc rgb '#37474f'
set arrow from 34.6,15.17 to 48.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "[ld-musl-x86_64.so.1+0x68b40]" at 53.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 48.6,15.17 to 58.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60,15.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,15.17 to 61.4,15.17 nohead lc rgb '#90a4ae' lw 1
set label "ld-musl-x86_64.so.1" at 63.5,15.42 center font ',7' tc rgb '#37474f'
set arrow from 61.6,15.17 to 65.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 65.6,15.17 to 66.4,15.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,16.17 to 1.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,16.17 to 3.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,16.17 to 11.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 24.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,16.17 to 37.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,16.17 to 38.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 41.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,16.17 to 44.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 44.6,16.17 to 46.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 54.5,16.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,16.17 to 62.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x819d2]" at 73,16.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,16.17 to 83.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x75e70]" at 88,16.42 center font ',7' tc rgb '#37474f'
set arrow from 83.6,16.17 to 92.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 94,16.28 center font ',7' tc rgb '#37474f'
set arrow from 92.6,16.17 to 95.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x45540]" at 100,16.42 center font ',7' tc rgb '#37474f'
set arrow from 95.6,16.17 to 104.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 109.5,16.28 center font ',7' tc rgb '#37474f'
set arrow from 104.6,16.17 to 114.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 116,16.42 center font ',7' tc rgb '#37474f'
set arrow from 114.6,16.17 to 117.4,16.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 117.6,16.17 to 118.4,16.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 1,17.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,17.17 to 2.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 8,17.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,17.17 to 13.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,17.17 to 15.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 26.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,17.17 to 37.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7f5fb]" at 44.5,17.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,17.17 to 51.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x77800]" at 55.5,17.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,17.17 to 59.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 61,17.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,17.17 to 62.4,17.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 65,17.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,17.17 to 67.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,17.17 to 68.4,17.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,18.17 to 1.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,18.17 to 3.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 7.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 3.6,18.17 to 11.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 24.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 11.6,18.17 to 37.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 37.6,18.17 to 38.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 40,18.28 center font ',7' tc rgb '#37474f'
set arrow from 38.6,18.17 to 41.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 41.6,18.17 to 43.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 51.5,18.42 center font ',7' tc rgb '#37474f'
set arrow from 43.6,18.17 to 59.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x85ed1]" at 70,18.28 center font ',7' tc rgb '#37474f'
set arrow from 59.6,18.17 to 80.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x799a0]" at 84,18.42 center font ',7' tc rgb '#37474f'
set arrow from 80.6,18.17 to 87.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 89,18.28 center font ',7' tc rgb '#37474f'
set arrow from 87.6,18.17 to 90.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x466e0]" at 94,18.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,18.17 to 97.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_time64" at 102.5,18.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,18.17 to 107.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,18.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,18.17 to 110.4,18.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,18.17 to 111.4,18.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 1,19.28 center font ',7' tc rgb '#37474f'
set arrow from -0.4,19.17 to 2.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 8,19.42 center font ',7' tc rgb '#37474f'
set arrow from 2.6,19.17 to 13.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 13.6,19.17 to 15.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 26.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 15.6,19.17 to 37.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x852f7]" at 44.5,19.42 center font ',7' tc rgb '#37474f'
set arrow from 37.6,19.17 to 51.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "[libc.so+0x7cce0]" at 55.5,19.28 center font ',7' tc rgb '#37474f'
set arrow from 51.6,19.17 to 59.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 61,19.42 center font ',7' tc rgb '#37474f'
set arrow from 59.6,19.17 to 62.4,19.17 nohead lc rgb '#90a4ae' lw 1
set label "libc.so" at 65,19.28 center font ',7' tc rgb '#37474f'
set arrow from 62.6,19.17 to 67.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 67.6,19.17 to 68.4,19.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,20.17 to 1.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,20.17 to 2.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 8,20.28 center font ',7' tc rgb '#37474f'
set arrow from 2.6,20.17 to 13.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__librt_enable_asynccancel" at 19,20.42 center font ',7' tc rgb '#37474f'
set arrow from 13.6,20.17 to 24.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 28,20.28 center font ',7' tc rgb '#37474f'
set arrow from 24.6,20.17 to 31.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 31.6,20.17 to 32.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__mq_timedreceive_nocancel" at 38,20.42 center font ',7' tc rgb '#37474f'
set arrow from 32.6,20.17 to 43.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 45,20.28 center font ',7' tc rgb '#37474f'
set arrow from 43.6,20.17 to 46.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "__librt_disable_asynccancel" at 52.5,20.42 center font ',7' tc rgb '#37474f'
set arrow from 46.6,20.17 to 58.4,20.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_timedreceive" at 60.5,20.28 center font ',7' tc rgb '#37474f'
set arrow from 58.6,20.17 to 62.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 62.6,20.17 to 63.4,20.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,21.17 to 1.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,21.17 to 3.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,21.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,21.17 to 92.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,21.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,21.17 to 95.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,21.17 to 97.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,21.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,21.17 to 109.4,21.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,21.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,21.17 to 112.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,21.17 to 113.4,21.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,22.17 to 1.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,22.17 to 3.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,22.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,22.17 to 92.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,22.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,22.17 to 95.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,22.17 to 97.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,22.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,22.17 to 109.4,22.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,22.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,22.17 to 112.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,22.17 to 113.4,22.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,23.17 to 1.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,23.17 to 3.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,23.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,23.17 to 92.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,23.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,23.17 to 95.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,23.17 to 97.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,23.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,23.17 to 109.4,23.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,23.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,23.17 to 112.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,23.17 to 113.4,23.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,24.17 to 1.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,24.17 to 3.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,24.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,24.17 to 92.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,24.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,24.17 to 95.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,24.17 to 97.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,24.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,24.17 to 109.4,24.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,24.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,24.17 to 112.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,24.17 to 113.4,24.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,25.17 to 1.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,25.17 to 3.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,25.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 90.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 88.6,25.17 to 92.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 94,25.42 center font ',7' tc rgb '#37474f'
set arrow from 92.6,25.17 to 95.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 95.6,25.17 to 97.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 103.5,25.28 center font ',7' tc rgb '#37474f'
set arrow from 97.6,25.17 to 109.4,25.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 111,25.42 center font ',7' tc rgb '#37474f'
set arrow from 109.6,25.17 to 112.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 112.6,25.17 to 113.4,25.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,26.17 to 1.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,26.17 to 3.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,26.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,26.17 to 82.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,26.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,26.17 to 85.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,26.17 to 87.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,26.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,26.17 to 99.4,26.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,26.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,26.17 to 102.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,26.17 to 103.4,26.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,27.17 to 1.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,27.17 to 3.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,27.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,27.17 to 82.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,27.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,27.17 to 85.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,27.17 to 87.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,27.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,27.17 to 99.4,27.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,27.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,27.17 to 102.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,27.17 to 103.4,27.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,28.17 to 1.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,28.17 to 3.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,28.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,28.17 to 82.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,28.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,28.17 to 85.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,28.17 to 87.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,28.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,28.17 to 99.4,28.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,28.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,28.17 to 102.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,28.17 to 103.4,28.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,29.17 to 1.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,29.17 to 3.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,29.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,29.17 to 82.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,29.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,29.17 to 85.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,29.17 to 87.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,29.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,29.17 to 99.4,29.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,29.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,29.17 to 102.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,29.17 to 103.4,29.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,30.17 to 1.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,30.17 to 3.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,30.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 80.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 78.6,30.17 to 82.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 84,30.28 center font ',7' tc rgb '#37474f'
set arrow from 82.6,30.17 to 85.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 85.6,30.17 to 87.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 93.5,30.42 center font ',7' tc rgb '#37474f'
set arrow from 87.6,30.17 to 99.4,30.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 101,30.28 center font ',7' tc rgb '#37474f'
set arrow from 99.6,30.17 to 102.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 102.6,30.17 to 103.4,30.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,31.17 to 1.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,31.17 to 3.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,31.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,31.17 to 90.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,31.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,31.17 to 93.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,31.17 to 95.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,31.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,31.17 to 107.4,31.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,31.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,31.17 to 110.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,31.17 to 111.4,31.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,32.17 to 1.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,32.17 to 3.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,32.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,32.17 to 90.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,32.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,32.17 to 93.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,32.17 to 95.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,32.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,32.17 to 107.4,32.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,32.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,32.17 to 110.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,32.17 to 111.4,32.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,33.17 to 1.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,33.17 to 3.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,33.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,33.17 to 90.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,33.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,33.17 to 93.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,33.17 to 95.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,33.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,33.17 to 107.4,33.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,33.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,33.17 to 110.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,33.17 to 111.4,33.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,34.17 to 1.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,34.17 to 3.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,34.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,34.17 to 90.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,34.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,34.17 to 93.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,34.17 to 95.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,34.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,34.17 to 107.4,34.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,34.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,34.17 to 110.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,34.17 to 111.4,34.17 nohead lc rgb '#90a4ae' lw 1
set arrow from -0.4,35.17 to 1.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 1.6,35.17 to 3.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 8.5,35.28 center font ',7' tc rgb '#37474f'
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
set label "mq_receive" at 88.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 86.6,35.17 to 90.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 92,35.42 center font ',7' tc rgb '#37474f'
set arrow from 90.6,35.17 to 93.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 93.6,35.17 to 95.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "vrt_ret" at 101.5,35.28 center font ',7' tc rgb '#37474f'
set arrow from 95.6,35.17 to 107.4,35.17 nohead lc rgb '#90a4ae' lw 1
set label "mq_receive" at 109,35.42 center font ',7' tc rgb '#37474f'
set arrow from 107.6,35.17 to 110.4,35.17 nohead lc rgb '#90a4ae' lw 1
set arrow from 110.6,35.17 to 111.4,35.17 nohead lc rgb '#90a4ae' lw 1
plot "sweep-map-mq_receive.dat" using 1:2:3 with points pt 5 ps 0.9 lc palette notitle, NaN with points pt 5 lc rgb "#2e7d32" title "ok (cancelled before the effect, or the effect recorded)", NaN with points pt 5 lc rgb "#f9a825" title "lost-message"
unset output
