// GNU libmicrohttpd for Swift: its headers, plus non-variadic wrappers for the variadic calls
// Swift cannot make (starting the daemon with its options, asking for the bound port).
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// Starts a daemon bound to `address` (an IPv4 or IPv6 literal) and `port` (0: any free port),
/// with an internal pool of `threads` threads polling with epoll where there is one (so the
/// connection limit is not select's 1,024), at most `connection_limit` connections in all and
/// `per_ip_limit` from one address (those beyond are closed as they are accepted, with no
/// answer), and `notify` told of every connection's start and close; NULL when the address is
/// not a literal or the daemon cannot start (port taken, no permission).
static inline struct MHD_Daemon *cairn_mhd_start(const char *address, uint16_t port, unsigned int threads,
                                                 unsigned int connection_timeout,
                                                 unsigned int connection_limit, unsigned int per_ip_limit,
                                                 MHD_AccessHandlerCallback handler, void *handler_cls,
                                                 MHD_RequestCompletedCallback completed, void *completed_cls,
                                                 MHD_NotifyConnectionCallback notify, void *notify_cls) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    const struct sockaddr *bind_to;
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO;
    if (inet_pton(AF_INET, address, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        bind_to = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, address, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        bind_to = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, bind_to,
                            MHD_OPTION_THREAD_POOL_SIZE, threads,
                            MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(128 * 1024),
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
                            MHD_OPTION_END);
}

/// The port a daemon is bound to (useful after asking for port 0); 0 when unknown.
static inline uint16_t cairn_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// A response holding its own copy of `size` bytes at `bytes`.
static inline struct MHD_Response *cairn_mhd_response_copy(size_t size, const void *bytes) {
    return MHD_create_response_from_buffer(size, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

/// The socket of a connection; -1 when unknown.
static inline int cairn_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}
