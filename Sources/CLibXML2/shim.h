#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its encoding.h then includes ICU's headers, whose types
   clash with the ICU copy Foundation carries ("UErrorCode has different definitions in different
   modules"). higlint never uses libxml2's encoding handlers (it gives libxml2 UTF-8 only), and the
   parser context holds them by pointer, so the headers are read without the ICU part. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
