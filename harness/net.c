/* A listening TCP socket on 127.0.0.1 with an ephemeral port, for the races
 * on accept/accept4: no fixed port, so parallel runs never collide. */
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "cr.h"

int cr_listen_loopback(struct sockaddr_in *addr, int backlog)
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
		close(fd);
		return -1;
	}
	return fd;
}
