#!/usr/bin/env python3
"""Validates spec files, already converted to JSON, against errgen's JSON Schema.

Usage: validate-spec-schema.py <schema.json> <cases.json>

<cases.json> is a list of {"name": ..., "valid": true|false, "document": <JSON>}:
each document must be valid or invalid as it says. With "folder": true the document
is the list of a folder's files, valid when every file is. Prints one line per case that is
not, and exits 1 if any; exits 3 (with a message) when the jsonschema package is
missing, so a caller can tell "cannot check" from "wrong". The tests convert YAML to
JSON with errgen's own YAML loader and YAML 1.2's core schema, as editors read it.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("python3 has no jsonschema package (pip install jsonschema, or apt-get install python3-jsonschema)")
    sys.exit(3)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        cases = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    wrong = 0
    for case in cases:
        documents = case["document"] if case.get("folder") else [case["document"]]
        errors = [e for d in documents for e in validator.iter_errors(d)]
        if case["valid"] and errors:
            wrong += 1
            first = errors[0]
            where = "/".join(str(p) for p in first.absolute_path)
            print(f"{case['name']}: rejected, but errgen accepts it: at /{where}: {first.message}")
        elif not case["valid"] and not errors:
            wrong += 1
            print(f"{case['name']}: accepted, but errgen rejects it")
    print(f"{len(cases)} cases, {wrong} wrong", file=sys.stderr)
    sys.exit(1 if wrong else 0)


main()
