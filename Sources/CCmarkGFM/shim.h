// The whole cmark-gfm surface docgen uses: the core parser and the GFM extensions.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
