/*
 * The fleet benchmark's C reference: the requests `aasa verify` makes, with nothing else.
 * For each host of a list, GET the AASA URL (certificate info on, any encoding accepted), then
 * GET it again as Apple's CDN crawler (User-Agent AASA-Bot/1.0.0) on the same connection, at most
 * N hosts at a time through one libcurl multi handle. Prints "host status bytes status bytes" per
 * host, so fleet.py can check every answer. Built by run.sh with `cc -O2 ... -lcurl`.
 *
 * Usage: reference HOSTS_FILE CONCURRENCY PORT CA_FILE
 */
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PATH "/.well-known/apple-app-site-association"

struct slot {
    CURL *easy;
    char host[256];
    char url[512];
    int second;        /* 0: the ordinary request is in flight; 1: the crawler's */
    long status[2];
    curl_off_t bytes[2];
};

static size_t discard(char *data, size_t size, size_t count, void *user) {
    (void)data;
    (void)user;
    return size * count;
}

static void set_request(struct slot *slot, const char *agent) {
    curl_easy_setopt(slot->easy, CURLOPT_URL, slot->url);
    curl_easy_setopt(slot->easy, CURLOPT_USERAGENT, agent);
}

/* Starts the slot on the next host of the list; 0 when the list is done. */
static int start(CURLM *multi, struct slot *slot, FILE *hosts) {
    if (!fgets(slot->host, sizeof slot->host, hosts)) return 0;
    slot->host[strcspn(slot->host, "\r\n")] = 0;
    snprintf(slot->url, sizeof slot->url, "https://%s" PATH, slot->host);
    slot->second = 0;
    slot->status[0] = slot->status[1] = 0;
    slot->bytes[0] = slot->bytes[1] = 0;
    set_request(slot, "aasa/0.1.0 (associated domains checker)");
    curl_multi_add_handle(multi, slot->easy);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s HOSTS_FILE CONCURRENCY PORT CA_FILE\n", argv[0]);
        return 2;
    }
    FILE *hosts = fopen(argv[1], "r");
    int concurrency = atoi(argv[2]);
    if (!hosts || concurrency < 1) {
        fprintf(stderr, "error: cannot read %s or bad concurrency\n", argv[1]);
        return 2;
    }
    char connect_to[64];
    snprintf(connect_to, sizeof connect_to, "::127.0.0.1:%s", argv[3]);
    struct curl_slist *route = curl_slist_append(NULL, connect_to);

    curl_global_init(CURL_GLOBAL_DEFAULT);
    CURLM *multi = curl_multi_init();
    struct slot *slots = calloc((size_t)concurrency, sizeof *slots);
    int running = 0, failures = 0;
    for (int i = 0; i < concurrency; i++) {
        CURL *easy = curl_easy_init();
        slots[i].easy = easy;
        curl_easy_setopt(easy, CURLOPT_PRIVATE, &slots[i]);
        curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "https");
        curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
        curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, 10000L);
        curl_easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, 5000L);
        curl_easy_setopt(easy, CURLOPT_CAINFO, argv[4]);
        curl_easy_setopt(easy, CURLOPT_CERTINFO, 1L);
        curl_easy_setopt(easy, CURLOPT_CONNECT_TO, route);
        curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, discard);
        running += start(multi, &slots[i], hosts);
    }
    while (running > 0) {
        int active = 0;
        curl_multi_perform(multi, &active);
        CURLMsg *message;
        int left;
        while ((message = curl_multi_info_read(multi, &left))) {
            if (message->msg != CURLMSG_DONE) continue;
            struct slot *slot;
            curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&slot);
            curl_multi_remove_handle(multi, slot->easy);
            /* What aasa reads of every answer: status, size and the certificate chain. */
            struct curl_certinfo *chain = NULL;
            curl_easy_getinfo(slot->easy, CURLINFO_RESPONSE_CODE, &slot->status[slot->second]);
            curl_easy_getinfo(slot->easy, CURLINFO_SIZE_DOWNLOAD_T, &slot->bytes[slot->second]);
            curl_easy_getinfo(slot->easy, CURLINFO_CERTINFO, &chain);
            if (message->data.result != CURLE_OK) failures++;
            if (!slot->second && message->data.result == CURLE_OK) {
                slot->second = 1;
                set_request(slot, "AASA-Bot/1.0.0");
                curl_multi_add_handle(multi, slot->easy);
                continue;
            }
            printf("%s %ld %ld %ld %ld\n", slot->host, slot->status[0], (long)slot->bytes[0],
                   slot->status[1], (long)slot->bytes[1]);
            if (!start(multi, slot, hosts)) running--;
        }
        if (running > 0) curl_multi_poll(multi, NULL, 0, 1000, NULL);
    }
    for (int i = 0; i < concurrency; i++) curl_easy_cleanup(slots[i].easy);
    free(slots);
    curl_multi_cleanup(multi);
    curl_slist_free_all(route);
    curl_global_cleanup();
    fclose(hosts);
    return failures ? 1 : 0;
}
