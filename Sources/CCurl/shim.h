#ifndef AASA_CCURL_SHIM_H
#define AASA_CCURL_SHIM_H
#include <curl/curl.h>
#endif
