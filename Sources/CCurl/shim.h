#ifndef AASA_CCURL_SHIM_H
#define AASA_CCURL_SHIM_H

// Typed wrappers around libcurl's variadic calls, which Swift cannot call, and the few
// `#define` constants Swift does not import. A `.systemLibrary` target cannot hold `.c` files,
// so everything here is `static inline`. Each setter names the libcurl page it wraps.
//
// libcurl is opened with dlopen when the first fetch needs it, not linked: loading it and the
// libraries it pulls in (OpenSSL, nghttp2, libssh2, LDAP, ...) cost every run 8 ms and 8 MB,
// so `lint` and `match`, which never fetch, ran at half the speed of `curl --version`. Its
// functions are called through `aasa_curl()`, a table Swift fills once (`CurlLibrary`).

#include <curl/curl.h>
#include <dlfcn.h>
#include <malloc.h>
#include <netinet/in.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>

// MARK: - The libcurl functions aasa calls

typedef struct {
    CURLcode (*global_init)(long flags);
    char *(*version)(void);
    const char *(*easy_strerror)(CURLcode code);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *curl, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *curl, CURLINFO info, ...);
    CURLcode (*easy_perform)(CURL *curl);
    void (*easy_reset)(CURL *curl);
    void (*easy_cleanup)(CURL *curl);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *curl);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *curl);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *left);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    const char *(*multi_strerror)(CURLMcode code);
    CURLSH *(*share_init)(void);
    CURLSHcode (*share_setopt)(CURLSH *share, CURLSHoption option, ...);
    CURLSHcode (*share_cleanup)(CURLSH *share);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} aasa_curl_functions;

/// The table, defined in Swift (`CurlLibrary`, with `@_cdecl`) so that one copy exists
/// whatever number of files include this header; only called once `aasa_curl_load` succeeded.
const aasa_curl_functions *aasa_curl(void);

/// Opens libcurl (the soname of Debian's libcurl4) and fills `table`. Returns NULL, or why not.
static inline const char *aasa_curl_load(aasa_curl_functions *table) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define AASA_CURL_SYMBOL(field, name)                        \
    *(void **)(&table->field) = dlsym(library, #name);       \
    if (table->field == NULL) return "libcurl.so.4 lacks " #name;
    AASA_CURL_SYMBOL(global_init, curl_global_init)
    AASA_CURL_SYMBOL(version, curl_version)
    AASA_CURL_SYMBOL(easy_strerror, curl_easy_strerror)
    AASA_CURL_SYMBOL(easy_init, curl_easy_init)
    AASA_CURL_SYMBOL(easy_setopt, curl_easy_setopt)
    AASA_CURL_SYMBOL(easy_getinfo, curl_easy_getinfo)
    AASA_CURL_SYMBOL(easy_perform, curl_easy_perform)
    AASA_CURL_SYMBOL(easy_reset, curl_easy_reset)
    AASA_CURL_SYMBOL(easy_cleanup, curl_easy_cleanup)
    AASA_CURL_SYMBOL(multi_init, curl_multi_init)
    AASA_CURL_SYMBOL(multi_add_handle, curl_multi_add_handle)
    AASA_CURL_SYMBOL(multi_remove_handle, curl_multi_remove_handle)
    AASA_CURL_SYMBOL(multi_perform, curl_multi_perform)
    AASA_CURL_SYMBOL(multi_poll, curl_multi_poll)
    AASA_CURL_SYMBOL(multi_wakeup, curl_multi_wakeup)
    AASA_CURL_SYMBOL(multi_setopt, curl_multi_setopt)
    AASA_CURL_SYMBOL(multi_info_read, curl_multi_info_read)
    AASA_CURL_SYMBOL(multi_cleanup, curl_multi_cleanup)
    AASA_CURL_SYMBOL(multi_strerror, curl_multi_strerror)
    AASA_CURL_SYMBOL(share_init, curl_share_init)
    AASA_CURL_SYMBOL(share_setopt, curl_share_setopt)
    AASA_CURL_SYMBOL(share_cleanup, curl_share_cleanup)
    AASA_CURL_SYMBOL(slist_append, curl_slist_append)
    AASA_CURL_SYMBOL(slist_free_all, curl_slist_free_all)
#undef AASA_CURL_SYMBOL
    return NULL;
}

// MARK: - Calls Swift makes directly

static inline CURLcode aasa_curl_global_init(long flags) { return aasa_curl()->global_init(flags); }
static inline char *aasa_curl_version(void) { return aasa_curl()->version(); }
static inline const char *aasa_curl_easy_strerror(CURLcode code) { return aasa_curl()->easy_strerror(code); }
static inline CURL *aasa_curl_easy_init(void) { return aasa_curl()->easy_init(); }
static inline CURLcode aasa_curl_easy_perform(CURL *curl) { return aasa_curl()->easy_perform(curl); }
static inline void aasa_curl_easy_reset(CURL *curl) { aasa_curl()->easy_reset(curl); }
static inline void aasa_curl_easy_cleanup(CURL *curl) { aasa_curl()->easy_cleanup(curl); }
static inline CURLM *aasa_curl_multi_init(void) { return aasa_curl()->multi_init(); }
static inline CURLMcode aasa_curl_multi_add_handle(CURLM *multi, CURL *curl) {
    return aasa_curl()->multi_add_handle(multi, curl);
}
static inline CURLMcode aasa_curl_multi_remove_handle(CURLM *multi, CURL *curl) {
    return aasa_curl()->multi_remove_handle(multi, curl);
}
static inline CURLMcode aasa_curl_multi_perform(CURLM *multi, int *running) {
    return aasa_curl()->multi_perform(multi, running);
}
static inline CURLMcode aasa_curl_multi_poll(
    CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready) {
    return aasa_curl()->multi_poll(multi, extra, count, timeout, ready);
}
static inline CURLMcode aasa_curl_multi_wakeup(CURLM *multi) { return aasa_curl()->multi_wakeup(multi); }

// https://curl.se/libcurl/c/CURLMOPT_MAXCONNECTS.html
static inline CURLMcode aasa_multi_set_max_connects(CURLM *multi, long count) {
    return aasa_curl()->multi_setopt(multi, CURLMOPT_MAXCONNECTS, count);
}
static inline CURLMsg *aasa_curl_multi_info_read(CURLM *multi, int *left) {
    return aasa_curl()->multi_info_read(multi, left);
}
static inline CURLMcode aasa_curl_multi_cleanup(CURLM *multi) { return aasa_curl()->multi_cleanup(multi); }
static inline const char *aasa_curl_multi_strerror(CURLMcode code) { return aasa_curl()->multi_strerror(code); }
static inline CURLSH *aasa_curl_share_init(void) { return aasa_curl()->share_init(); }
static inline CURLSHcode aasa_curl_share_cleanup(CURLSH *share) { return aasa_curl()->share_cleanup(share); }
static inline struct curl_slist *aasa_curl_slist_append(struct curl_slist *list, const char *text) {
    return aasa_curl()->slist_append(list, text);
}
static inline void aasa_curl_slist_free_all(struct curl_slist *list) { aasa_curl()->slist_free_all(list); }

// MARK: - Constants

/// Size of the buffer passed to CURLOPT_ERRORBUFFER (a `#define`, not imported).
static const size_t aasa_curl_error_size = CURL_ERROR_SIZE;

/// Flags for curl_global_init (a `#define` expression).
static const long aasa_curl_global_default = CURL_GLOBAL_DEFAULT;

/// Callback signature of CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*aasa_data_callback)(char *data, size_t size, size_t count, void *userdata);
typedef curl_socket_t (*aasa_open_socket_callback)(void *clientp, curlsocktype purpose, struct curl_sockaddr *address);

/// The refusal an open-socket callback returns (CURL_SOCKET_BAD is a macro Swift cannot import).
static const curl_socket_t aasa_curl_socket_bad = CURL_SOCKET_BAD;

/// The address a socket is about to connect to, as 4 (IPv4) or 16 (IPv6) network-order bytes in
/// `out`; 0 for another family. libcurl's `addr` is as long as the family needs.
static inline int aasa_sockaddr_address(const struct curl_sockaddr *address, unsigned char out[16]) {
    if (address->family == AF_INET) {
        const struct sockaddr_in *v4 = (const struct sockaddr_in *)(const void *)&address->addr;
        memcpy(out, &v4->sin_addr, 4);
        return 4;
    }
    if (address->family == AF_INET6) {
        const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)(const void *)&address->addr;
        memcpy(out, &v6->sin6_addr, 16);
        return 16;
    }
    return 0;
}

// MARK: - Process setup

/// libcurl is told not to use signals (CURLOPT_NOSIGNAL), so a write to a closed socket must
/// not kill the process: ignore SIGPIPE once (`SIG_IGN` is a cast macro Swift cannot import).
static inline void aasa_ignore_sigpipe(void) {
    signal(SIGPIPE, SIG_IGN);
}

/// glibc's malloc gives threads up to eight arenas per core, each reserving 64 MiB of address
/// space: under `ulimit -v` that, not memory, runs out first. `M_ARENA_MAX` is a macro Swift
/// cannot import, and `mallopt` is declared in <malloc.h>, which Glibc's module leaves out.
static inline int aasa_cap_malloc_arenas(int count) {
    return mallopt(M_ARENA_MAX, count);
}

// MARK: - curl_easy_setopt

// https://curl.se/libcurl/c/CURLOPT_URL.html
static inline CURLcode aasa_easy_set_url(CURL *curl, const char *url) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_URL, url);
}

// https://curl.se/libcurl/c/CURLOPT_PROTOCOLS_STR.html
static inline CURLcode aasa_easy_set_protocols(CURL *curl, const char *protocols) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_PROTOCOLS_STR, protocols);
}

// https://curl.se/libcurl/c/CURLOPT_FOLLOWLOCATION.html
static inline CURLcode aasa_easy_set_follow_location(CURL *curl, long follow) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_FOLLOWLOCATION, follow);
}

// https://curl.se/libcurl/c/CURLOPT_ACCEPT_ENCODING.html
static inline CURLcode aasa_easy_set_accept_encoding(CURL *curl, const char *encoding) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, encoding);
}

// https://curl.se/libcurl/c/CURLOPT_USERAGENT.html
static inline CURLcode aasa_easy_set_user_agent(CURL *curl, const char *agent) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_USERAGENT, agent);
}

// https://curl.se/libcurl/c/CURLOPT_TIMEOUT_MS.html
static inline CURLcode aasa_easy_set_timeout_ms(CURL *curl, long milliseconds) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_TIMEOUT_MS, milliseconds);
}

// https://curl.se/libcurl/c/CURLOPT_CONNECTTIMEOUT_MS.html
static inline CURLcode aasa_easy_set_connect_timeout_ms(CURL *curl, long milliseconds) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, milliseconds);
}

// https://curl.se/libcurl/c/CURLOPT_CONNECT_TO.html
static inline CURLcode aasa_easy_set_connect_to(CURL *curl, struct curl_slist *list) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_CONNECT_TO, list);
}

// https://curl.se/libcurl/c/CURLOPT_CAINFO.html
static inline CURLcode aasa_easy_set_ca_info(CURL *curl, const char *path) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_CAINFO, path);
}

// https://curl.se/libcurl/c/CURLOPT_CAPATH.html (NULL turns the directory off, which keeps
// the per-multi CA cache on)
static inline CURLcode aasa_easy_clear_ca_path(CURL *curl) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_CAPATH, (char *)NULL);
}

// https://curl.se/libcurl/c/CURLOPT_CAPATH.html
static inline CURLcode aasa_easy_set_ca_path(CURL *curl, const char *path) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_CAPATH, path);
}

// https://curl.se/libcurl/c/CURLOPT_PROXY.html (unset: libcurl reads https_proxy and all_proxy)
static inline CURLcode aasa_easy_set_proxy(CURL *curl, const char *proxy) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_PROXY, proxy);
}

// https://curl.se/libcurl/c/CURLOPT_NOPROXY.html (unset: libcurl reads no_proxy)
static inline CURLcode aasa_easy_set_no_proxy(CURL *curl, const char *hosts) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_NOPROXY, hosts);
}

// https://curl.se/libcurl/c/CURLINFO_OS_ERRNO.html (errno of the last failed connect or socket call)
static inline CURLcode aasa_easy_get_os_errno(CURL *curl, long *error) {
    return aasa_curl()->easy_getinfo(curl, CURLINFO_OS_ERRNO, error);
}

// https://curl.se/libcurl/c/CURLINFO_HTTP_CONNECTCODE.html (the proxy's answer to CONNECT)
static inline CURLcode aasa_easy_get_connect_code(CURL *curl, long *code) {
    return aasa_curl()->easy_getinfo(curl, CURLINFO_HTTP_CONNECTCODE, code);
}

// https://curl.se/libcurl/c/CURLOPT_SSL_VERIFYPEER.html
static inline CURLcode aasa_easy_set_verify_peer(CURL *curl, long verify) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, verify);
}

// https://curl.se/libcurl/c/CURLOPT_SSL_VERIFYHOST.html (2 checks the name, 0 does not)
static inline CURLcode aasa_easy_set_verify_host(CURL *curl, long verify) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, verify);
}

// https://curl.se/libcurl/c/CURLOPT_CERTINFO.html
static inline CURLcode aasa_easy_set_cert_info(CURL *curl, long enabled) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_CERTINFO, enabled);
}

// https://curl.se/libcurl/c/CURLOPT_ERRORBUFFER.html
static inline CURLcode aasa_easy_set_error_buffer(CURL *curl, char *buffer) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_ERRORBUFFER, buffer);
}

// https://curl.se/libcurl/c/CURLOPT_NOSIGNAL.html
static inline CURLcode aasa_easy_set_no_signal(CURL *curl, long enabled) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_NOSIGNAL, enabled);
}

// https://curl.se/libcurl/c/CURLOPT_WRITEFUNCTION.html
static inline CURLcode aasa_easy_set_write_function(CURL *curl, aasa_data_callback callback) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_WRITEFUNCTION, callback);
}

// https://curl.se/libcurl/c/CURLOPT_OPENSOCKETFUNCTION.html
static inline CURLcode aasa_easy_set_open_socket_function(CURL *curl, aasa_open_socket_callback callback) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_OPENSOCKETFUNCTION, callback);
}

// https://curl.se/libcurl/c/CURLOPT_OPENSOCKETDATA.html
static inline CURLcode aasa_easy_set_open_socket_data(CURL *curl, void *clientp) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_OPENSOCKETDATA, clientp);
}

// https://curl.se/libcurl/c/CURLOPT_WRITEDATA.html
static inline CURLcode aasa_easy_set_write_data(CURL *curl, void *userdata) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_WRITEDATA, userdata);
}

// https://curl.se/libcurl/c/CURLOPT_HEADERFUNCTION.html
static inline CURLcode aasa_easy_set_header_function(CURL *curl, aasa_data_callback callback) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_HEADERFUNCTION, callback);
}

// https://curl.se/libcurl/c/CURLOPT_HEADERDATA.html
static inline CURLcode aasa_easy_set_header_data(CURL *curl, void *userdata) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_HEADERDATA, userdata);
}

// https://curl.se/libcurl/c/CURLOPT_CONNECT_ONLY.html (1: stop once connected and handshaken)
static inline CURLcode aasa_easy_set_connect_only(CURL *curl, long enabled) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_CONNECT_ONLY, enabled);
}

// https://curl.se/libcurl/c/CURLOPT_FORBID_REUSE.html
static inline CURLcode aasa_easy_set_forbid_reuse(CURL *curl, long forbid) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_FORBID_REUSE, forbid);
}

// https://curl.se/libcurl/c/CURLOPT_PRIVATE.html
static inline CURLcode aasa_easy_set_private(CURL *curl, void *pointer) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_PRIVATE, pointer);
}

// https://curl.se/libcurl/c/CURLOPT_SHARE.html
static inline CURLcode aasa_easy_set_share(CURL *curl, CURLSH *share) {
    return aasa_curl()->easy_setopt(curl, CURLOPT_SHARE, share);
}

// MARK: - curl_easy_getinfo

// https://curl.se/libcurl/c/CURLINFO_RESPONSE_CODE.html
static inline long aasa_easy_response_code(CURL *curl) {
    long value = 0;
    return aasa_curl()->easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &value) == CURLE_OK ? value : 0;
}

// https://curl.se/libcurl/c/CURLINFO_SSL_VERIFYRESULT.html
static inline long aasa_easy_ssl_verify_result(CURL *curl) {
    long value = 0;
    return aasa_curl()->easy_getinfo(curl, CURLINFO_SSL_VERIFYRESULT, &value) == CURLE_OK ? value : 0;
}

// https://curl.se/libcurl/c/CURLINFO_TOTAL_TIME_T.html (microseconds)
static inline curl_off_t aasa_easy_total_time_us(CURL *curl) {
    curl_off_t value = 0;
    return aasa_curl()->easy_getinfo(curl, CURLINFO_TOTAL_TIME_T, &value) == CURLE_OK ? value : 0;
}

// https://curl.se/libcurl/c/CURLINFO_PRIMARY_IP.html (owned by libcurl; NULL when unknown)
static inline const char *aasa_easy_primary_ip(CURL *curl) {
    char *value = NULL;
    return aasa_curl()->easy_getinfo(curl, CURLINFO_PRIMARY_IP, &value) == CURLE_OK ? value : NULL;
}

// https://curl.se/libcurl/c/CURLINFO_CERTINFO.html (owned by libcurl; NULL when unknown)
static inline struct curl_certinfo *aasa_easy_cert_info(CURL *curl) {
    struct curl_certinfo *value = NULL;
    return aasa_curl()->easy_getinfo(curl, CURLINFO_CERTINFO, &value) == CURLE_OK ? value : NULL;
}

// https://curl.se/libcurl/c/CURLINFO_PRIVATE.html
static inline void *aasa_easy_private(CURL *curl) {
    char *value = NULL;
    return aasa_curl()->easy_getinfo(curl, CURLINFO_PRIVATE, &value) == CURLE_OK ? (void *)value : NULL;
}

// MARK: - curl_share_setopt

// https://curl.se/libcurl/c/CURLSHOPT_SHARE.html
static inline CURLSHcode aasa_share_set_share(CURLSH *share, curl_lock_data data) {
    return aasa_curl()->share_setopt(share, CURLSHOPT_SHARE, data);
}

// MARK: - CURLMsg

/// The transfer result of a CURLMSG_DONE message (a member of an anonymous union).
static inline CURLcode aasa_msg_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
