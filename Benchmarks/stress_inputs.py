#!/usr/bin/env python3
"""Writes the worst inputs of issues 10 and 26, one spec folder per case, at a given scale.

    python3 Benchmarks/stress_inputs.py OUT_DIR [--scale N] [--only CASE]

Scale 1 is the size the issue measured (each case then took seconds to minutes, or
crashed, before the fix); Benchmarks/stress.sh runs scale 10. Every folder is one
`errgen.yaml` on the minimal starter spec below (and, for an OpenAPI case, its document),
so each case isolates one kind of cost.
"""
import argparse
import os

STARTER = """errgen: 1
module:
  name: Stress
  locales: [{locales}]
  missing_translation: {missing}
client_errors: {{other: NETWORK_ERROR}}
fallbacks: {{4xx: NETWORK_ERROR, 5xx: NETWORK_ERROR}}
"""
NETWORK_ERROR = "  NETWORK_ERROR: {category: retryable, message: {en: Offline.}}\n"


def starter(locales="en", missing="error"):
    return STARTER.format(locales=locales, missing=missing)


def long_name(prefix, index, length):
    """A name of `length` characters that differs from its neighbours only at the end,
    so no length filter or early mismatch can skip comparing it."""
    tail = "%06d" % index
    return prefix + "x" * (length - len(prefix) - len(tail)) + tail


def empty_message(scale):
    # Lints with warnings only; `generate` trapped (index out of range) before the fix.
    text = starter("en, vi", "warning") + "errors:\n" + NETWORK_ERROR
    text += "".join("  EMPTY_%d: {category: retryable, message: {}}\n" % i for i in range(scale))
    return text


def model_chain(scale, last="{id: Int}"):
    # Each model holds the next by value: a valid spec, as deep as it is long.
    count = 21_000 * scale
    lines = [starter(), "errors:\n", NETWORK_ERROR, "models:\n"]
    lines += ["  M%d: {next: M%d}\n" % (i, i + 1) for i in range(count)]
    lines.append("  M%d: %s\n" % (count, last))
    return "".join(lines)


def model_cycle(scale):
    # The chain closed by an optional link: one cycle through every model, so the generator
    # finds it once (not once per model) and stores every property `Indirect`.
    return model_chain(scale, last="{first: M0?}")


def unknown_types(scale):
    # Long model names and as many long unknown types one edit or so away from them, in
    # an anchored mapping that many models alias: each alias repeats every mistake.
    count, length, aliases = 10, 1000, 50 * scale
    lines = [starter(), "errors:\n", NETWORK_ERROR, "models:\n"]
    for i in range(count):
        lines.append("  %s: {id: Int}\n" % long_name("Model", i, length))
    lines.append("  Holder0: &holder\n")
    for i in range(count):
        lines.append("    p%d: %s\n" % (i, long_name("Modle", i, length)))
    lines += ["  Holder%d: *holder\n" % i for i in range(1, aliases)]
    return "".join(lines)


def many_unknown_types(scale):
    # Many short names: the cost is candidates times mistakes.
    count = 2_000 * scale
    lines = [starter(), "errors:\n", NETWORK_ERROR, "models:\n"]
    lines += ["  Model%d: {id: Int}\n" % i for i in range(count)]
    lines.append("  Holder:\n")
    lines += ["    p%d: Mdl%d\n" % (i, i) for i in range(count)]
    return "".join(lines)


def unknown_error_codes(scale):
    count, length, aliases = 10, 1000, 50 * scale
    lines = [starter(), "errors:\n", NETWORK_ERROR]
    for i in range(count):
        lines.append("  %s: {category: retryable, message: {en: Hi.}}\n" % long_name("E", i, length))
    lines += ["services:\n", "  S:\n", "    endpoints:\n", "      e0:\n", "        method: GET\n", "        path: /e\n",
              "        errors: &codes\n"]
    for i in range(count):
        lines.append("          - %s\n" % long_name("F", i, length))
    lines += ["      e%d: {method: GET, path: /e, errors: *codes}\n" % i for i in range(1, aliases)]
    return "".join(lines)


def placeholders_not_fields(scale):
    count, length, aliases = 10, 1000, 50 * scale
    fields = "".join("      %s: String?\n" % long_name("f", i, length) for i in range(count))
    message = " ".join("{%s}" % long_name("g", i, length) for i in range(count))
    lines = [starter(), "errors:\n", NETWORK_ERROR, "  BAD0:\n    category: retryable\n",
             "    message: &message {en: \"%s\"}\n    fields: &fields\n%s" % (message, fields)]
    lines += ["  BAD%d: {category: retryable, message: *message, fields: *fields}\n" % i for i in range(1, aliases)]
    return "".join(lines)


def locales_not_listed(scale):
    # BCP-47 allows any number of subtags, so a locale can be as long as a name.
    count, aliases = 10, 50 * scale

    def locale(prefix, i):
        return prefix + "-" + "-".join(["abcdefgh"] * 100) + "-%06d" % i

    listed = ", ".join(["en"] + [locale("fr", i) for i in range(count)])
    lines = [starter(listed, "warning"), "errors:\n", NETWORK_ERROR, "  BAD0:\n    category: retryable\n    message: &message\n      en: Hi.\n"]
    lines += ["      %s: Hi.\n" % locale("de", i) for i in range(count)]
    lines += ["  BAD%d: {category: retryable, message: *message}\n" % i for i in range(1, aliases)]
    return "".join(lines)


def placeholder_suggestions(scale):
    # Issue 26: one entry of many fields whose message names as many placeholders, each one
    # edit from a field: every unknown placeholder asks for a suggestion among the fields.
    count = 1_000 * scale
    fields = "".join("      f%d: String\n" % i for i in range(count))
    message = " ".join("{g%d}" % i for i in range(count))
    return starter() + "errors:\n" + NETWORK_ERROR + "  BAD:\n    category: retryable\n    message: {en: \"%s\"}\n    fields:\n%s" % (message, fields)


def locale_suggestions(scale):
    # Issue 26: many listed locales, and one text in as many locales not listed, each one
    # edit from a listed one: every unknown locale asks for a suggestion among the listed.
    count = 1_000 * scale
    listed = ", ".join(["en"] + ["fr-a%06d" % i for i in range(count)])
    lines = [starter(listed, "warning"), "errors:\n", NETWORK_ERROR, "  BAD:\n    category: retryable\n    message:\n      en: Hi.\n"]
    lines += ["      fr-b%06d: Hi.\n" % i for i in range(count)]
    return "".join(lines)


def unlisted_locale_per_entry(scale):
    # Issue 26: many listed locales and many entries, each with a text in one locale not
    # listed: every text misses every listed locale, and names one that is not listed.
    count = 1_000 * scale
    listed = ", ".join(["en"] + ["fr-a%06d" % i for i in range(count)])
    lines = [starter(listed, "warning"), "errors:\n", NETWORK_ERROR]
    lines += ["  BAD%d: {category: retryable, message: {en: Hi., fr-b%06d: Hi.}}\n" % (i, i) for i in range(count)]
    return "".join(lines)


def alias_bytes(scale):
    # One 100 KB message, anchored once and aliased by 2,000 entries: 200 MB of text.
    count = 2_000 * scale
    message = "word " * 20_000
    lines = [starter(), "errors:\n", NETWORK_ERROR, "  BIG_0: {category: retryable, message: &big {en: \"%s\"}}\n" % message]
    lines += ["  BIG_%d: {category: retryable, message: *big}\n" % i for i in range(1, count)]
    return "".join(lines)


def bad_anchor(scale):
    # One mistake in an anchored entry, repeated by every alias: one line per alias before the fix.
    count = 90_000 * scale // 10
    lines = [starter("en, vi"), "errors:\n", NETWORK_ERROR, "  BAD_0: &bad {category: retryable, message: {en: Hi.}}\n"]
    lines += ["  BAD_%d: *bad\n" % i for i in range(1, count)]
    return "".join(lines)


def trailing_dot_multiplier(scale):
    return starter() + "errors:\n" + NETWORK_ERROR + "retry_policies:\n  standard: {max_attempts: 3, multiplier: 2.}\n"


def openapi_shared_error_schema(scale):
    # One error schema lists every code of a large catalog and serves every error response of
    # every operation, as published documents do: each listing is looked up, never searched for.
    codes = 2_000
    operations = 10 * scale
    spec = [starter().replace("errgen: 1\n", "errgen: 1\nopenapi: {document: openapi.yaml}\n"), "errors:\n", NETWORK_ERROR]
    statuses = [400, 404, 409, 500]
    spec += ["  E%d: {status: %d, category: non_retryable, message: Failed.}\n" % (i, statuses[i % 4]) for i in range(codes)]
    document = ["openapi: 3.1.0\ninfo: {title: Stress, version: '1'}\npaths:\n"]
    for i in range(operations):
        document.append("  /items%d:\n    get:\n      operationId: item%d\n      responses:\n" % (i, i))
        document.append("        '204': {description: Done.}\n")
        for status in statuses:
            document.append("        '%d': {$ref: '#/components/responses/Error'}\n" % status)
    document.append("components:\n  responses:\n    Error:\n      description: Failed.\n")
    document.append("      content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}\n")
    document.append("  schemas:\n    Error:\n      type: object\n      properties:\n        code:\n")
    document.append("          type: string\n          enum: [%s]\n" % ", ".join("E%d" % i for i in range(codes)))
    return {"errgen.yaml": "".join(spec), "openapi.yaml": "".join(document)}


CASES = {
    "empty-message": empty_message,
    "model-chain": model_chain,
    "model-cycle": model_cycle,
    "unknown-types": unknown_types,
    "many-unknown-types": many_unknown_types,
    "unknown-error-codes": unknown_error_codes,
    "placeholders-not-fields": placeholders_not_fields,
    "locales-not-listed": locales_not_listed,
    "placeholder-suggestions": placeholder_suggestions,
    "locale-suggestions": locale_suggestions,
    "unlisted-locale-per-entry": unlisted_locale_per_entry,
    "alias-bytes": alias_bytes,
    "bad-anchor": bad_anchor,
    "trailing-dot-multiplier": trailing_dot_multiplier,
    "openapi-shared-error-schema": openapi_shared_error_schema,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--only", choices=sorted(CASES))
    args = parser.parse_args()
    for name, make in CASES.items():
        if args.only and name != args.only:
            continue
        folder = os.path.join(args.out, name)
        os.makedirs(folder, exist_ok=True)
        files = make(args.scale)
        for name, text in (files if isinstance(files, dict) else {"errgen.yaml": files}).items():
            with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
                file.write(text)
        print(folder)


if __name__ == "__main__":
    main()
