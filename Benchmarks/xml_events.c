/* The limit for storyboards: libxml2's SAX2 parser alone, over the same files higlint reads.
 *
 *   xml_events PATH...   files, or folders walked for .storyboard and .xib
 *
 * Each file is read whole into memory (as higlint does) and parsed with the options higlint uses
 * (no network, no entity substitution, no DTD loading) and a start-element callback that only
 * counts. Nothing is built. Prints "files bytes elements errors". */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>

static unsigned long files, bytes, elements, errors;
static unsigned char *buffer;
static size_t capacity;

static void start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri, int namespaces,
                  const xmlChar **declarations, int attributes, int defaulted, const xmlChar **values) {
    (void)context; (void)name; (void)prefix; (void)uri; (void)namespaces; (void)declarations;
    (void)attributes; (void)defaulted; (void)values;
    elements++;
}

static void quiet(void *context, xmlErrorPtr error) { (void)context; (void)error; }

static void parse_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); errors++; return; }
    size_t length = 0, got;
    for (;;) {
        if (length == capacity) {
            capacity = capacity ? capacity * 2 : 1 << 20;
            buffer = realloc(buffer, capacity);
        }
        got = fread(buffer + length, 1, capacity - length, f);
        if (got == 0) break;
        length += got;
    }
    fclose(f);
    files++;
    bytes += length;

    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = start;
    handler.serror = quiet;
    xmlParserCtxtPtr context = xmlCreateMemoryParserCtxt((const char *)buffer, (int)length);
    if (!context) { errors++; return; }
    xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_IGNORE_ENC);
    xmlSAXHandlerPtr original = context->sax;
    context->sax = &handler;
    xmlParseDocument(context);
    if (!context->wellFormed) errors++;
    context->sax = original;
    xmlFreeParserCtxt(context);
}

static int ends_with(const char *s, const char *suffix) {
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && strcmp(s + a - b, suffix) == 0;
}

static int visit(const char *path, const struct stat *info, int flag, struct FTW *ftw) {
    (void)info; (void)ftw;
    if (flag == FTW_F && (ends_with(path, ".storyboard") || ends_with(path, ".xib"))) parse_file(path);
    return 0;
}

int main(int argc, char **argv) {
    xmlInitParser();
    for (int i = 1; i < argc; i++) {
        struct stat info;
        if (stat(argv[i], &info) == 0 && S_ISDIR(info.st_mode)) nftw(argv[i], visit, 64, FTW_PHYS);
        else parse_file(argv[i]);
    }
    printf("%lu files, %lu bytes, %lu elements, %lu errors\n", files, bytes, elements, errors);
    return 0;
}
