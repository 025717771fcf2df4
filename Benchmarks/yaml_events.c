/* The limit: libyaml's event parser alone, over the same files higlint reads.
 *
 *   yaml_events PATH...   files, or folders walked for .yaml, .yml and .json
 *
 * Each file is read whole into memory (as higlint does) and parsed to its last event; every event
 * is deleted again. Nothing is built. Prints "files bytes events errors". */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned long files, bytes, events, errors;
static unsigned char *buffer;
static size_t capacity;

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

    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { errors++; break; }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
}

static int ends_with(const char *s, const char *suffix) {
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && strcmp(s + a - b, suffix) == 0;
}

static int visit(const char *path, const struct stat *info, int flag, struct FTW *ftw) {
    (void)info; (void)ftw;
    if (flag == FTW_F && (ends_with(path, ".yaml") || ends_with(path, ".yml") || ends_with(path, ".json")))
        parse_file(path);
    return 0;
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        struct stat info;
        if (stat(argv[i], &info) == 0 && S_ISDIR(info.st_mode)) nftw(argv[i], visit, 64, FTW_PHYS);
        else parse_file(argv[i]);
    }
    printf("%lu files, %lu bytes, %lu events, %lu errors\n", files, bytes, events, errors);
    return 0;
}
