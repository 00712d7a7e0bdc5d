/* A listening TCP socket on 127.0.0.1 with an ephemeral port, for the
 * socket races: no fixed port, so parallel runs never collide.  A network
 * namespace of its own (unshare -n, as package builders use) has a loopback
 * interface that is down: it is brought up where that is allowed (we are
 * root in the namespace), else the race says why it cannot run. */
#include <errno.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "cr.h"

static char why[256];

const char *cr_loopback_why(void)
{
	return why;
}

/* Can a client reach the listener fd at addr?  0, or the connect errno. */
static int reachable(int fd, const struct sockaddr_in *addr)
{
	int c = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0), e = 0;
	if (c < 0)
		return errno;
	if (connect(c, (const struct sockaddr *)addr, sizeof *addr) < 0) {
		e = errno;
	} else {
		int a = accept4(fd, NULL, NULL, SOCK_CLOEXEC);
		if (a >= 0)
			close(a);
	}
	close(c);
	return e;
}

/* Bring the loopback interface up: 0, or errno. */
static int loopback_up(void)
{
	struct ifreq ifr;
	int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0), e = 0;
	if (s < 0)
		return errno;
	memset(&ifr, 0, sizeof ifr);
	snprintf(ifr.ifr_name, sizeof ifr.ifr_name, "lo");
	if (ioctl(s, SIOCGIFFLAGS, &ifr) < 0) {
		e = errno;
	} else if (!(ifr.ifr_flags & IFF_UP)) {
		ifr.ifr_flags |= IFF_UP;
		if (ioctl(s, SIOCSIFFLAGS, &ifr) < 0)
			e = errno;
		else
			cr_diag("the loopback interface was down (a network namespace of its own): brought it up");
	}
	close(s);
	return e;
}

static int listen_on(struct sockaddr_in *addr, int backlog)
{
	socklen_t len = sizeof *addr;
	int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -1;
	memset(addr, 0, sizeof *addr);
	addr->sin_family = AF_INET;
	addr->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (bind(fd, (struct sockaddr *)addr, sizeof *addr) < 0 || listen(fd, backlog) < 0 ||
	    getsockname(fd, (struct sockaddr *)addr, &len) < 0) {
		int e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	return fd;
}

int cr_listen_loopback(struct sockaddr_in *addr, int backlog)
{
	int fd = listen_on(addr, backlog), e, up;
	if (fd < 0 && errno != EADDRNOTAVAIL)
		return -1;
	if (fd >= 0 && !(e = reachable(fd, addr)))
		return fd;
	if (fd >= 0)
		close(fd);
	if ((up = loopback_up()) != 0) {
		snprintf(why, sizeof why,
			 "no usable loopback: 127.0.0.1 is unreachable (the interface is down in this network namespace) and it cannot be brought up here: %s",
			 strerror(up));
		errno = ENETUNREACH;
		return -1;
	}
	fd = listen_on(addr, backlog);
	if (fd >= 0 && (e = reachable(fd, addr)) != 0) {
		close(fd);
		snprintf(why, sizeof why, "no usable loopback: 127.0.0.1 is unreachable: %s", strerror(e));
		errno = ENETUNREACH;
		return -1;
	}
	return fd;
}
