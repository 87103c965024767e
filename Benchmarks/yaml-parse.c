/*
 * yaml-parse: reads each YAML file named on the command line to its end with
 * libyaml's event API, and does nothing with the events.
 *
 * Why: it is the floor for errgen's own YAML stage. errgen reads its specs
 * through the same libyaml (Sources/CYAML), so "errgen generate" time divided
 * by this program's time on the same files says how much errgen spends above
 * the bare parse (Benchmarks/compare-generate.sh reports that ratio).
 *
 *   cc -O2 -o yaml-parse Benchmarks/yaml-parse.c -lyaml
 *   ./yaml-parse errors.yaml models.yaml  # prints "N files, N events"
 *
 * Exits 1 on a file that cannot be opened or parsed.
 */
#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv) {
    unsigned long events = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (!file) {
            perror(argv[i]);
            return 1;
        }
        yaml_parser_t parser;
        if (!yaml_parser_initialize(&parser)) {
            fprintf(stderr, "%s: cannot initialize libyaml\n", argv[i]);
            return 1;
        }
        yaml_parser_set_input_file(&parser, file);
        int done = 0;
        while (!done) {
            yaml_event_t event;
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "%s:%zu: %s\n", argv[i], parser.problem_mark.line + 1,
                        parser.problem ? parser.problem : "parse error");
                yaml_parser_delete(&parser);
                fclose(file);
                return 1;
            }
            done = event.type == YAML_STREAM_END_EVENT;
            events++;
            yaml_event_delete(&event);
        }
        yaml_parser_delete(&parser);
        fclose(file);
    }
    printf("%d files, %lu events\n", argc - 1, events);
    return 0;
}
