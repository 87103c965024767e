#!/usr/bin/env python3
"""Writes errgen's plural rules from CLDR's plurals.xml (Python 3, standard library only).

Reads Scripts/cldr/plurals.xml and writes:

- Sources/ErrgenVocabulary/PluralRules+CLDR.swift: one `Rule` per CLDR rule set, its
  conditions as Swift on the operands (`o.i % 10 == 1`), and the locales of each rule;
- the table of locales in Sources/ErrgenRuntime/ErrgenRuntime.docc/SpecFormatReference.md
  (the table whose header is TABLE_HEADER, up to the blank line after it).

Usage:
    python3 Scripts/generate-plural-rules.py          # rewrite both files
    python3 Scripts/generate-plural-rules.py --check  # exit 1 with a diff if either is stale
"""
import difflib
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

CLDR_VERSION = "48"
ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = "Scripts/cldr/plurals.xml"
SWIFT = "Sources/ErrgenVocabulary/PluralRules+CLDR.swift"
DOCS = "Sources/ErrgenRuntime/ErrgenRuntime.docc/SpecFormatReference.md"
TABLE_HEADER = "| categories | locales |"

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
# A rule is named after the first of these languages it has, so that the table reads
# `"en": .en`; a rule with none of them is named after its first locale.
NAMES = ["en", "fr", "es", "pt", "it", "de", "ru", "pl", "cs", "ar", "he", "ja", "hi", "tr", "ro", "hr", "da", "fil"]
# Operands that are decimals of any size (PluralOperands.Number), and plain counts (Int).
NUMBER_OPERANDS = {"n", "i", "f", "t"}
INT_OPERANDS = {"v", "w", "e"}
# Locale codes that are Swift keywords, written in backticks as names (Icelandic's `is`).
SWIFT_KEYWORDS = {"as", "do", "if", "in", "is"}


def read_rule_sets(path):
    """[(locales, [(category, condition)])] in the file's order, `other` included."""
    root = ElementTree.parse(path).getroot()
    rule_sets = []
    for element in root.iter("pluralRules"):
        locales = element.get("locales").split()
        rules = []
        for rule in element.iter("pluralRule"):
            condition = (rule.text or "").split("@", 1)[0].strip()
            rules.append((rule.get("count"), condition))
        rule_sets.append((locales, rules))
    return rule_sets


# --- CLDR's condition syntax to Swift -------------------------------------------------

TOKEN = re.compile(r"\s*(\.\.|!=|=|%|,|[a-z]+|[0-9]+)")


def tokens(condition):
    result, position = [], 0
    condition = condition.strip()
    while position < len(condition):
        match = TOKEN.match(condition, position)
        if not match:
            raise ValueError(f"cannot read {condition!r} at {position}")
        result.append(match.group(1))
        position = match.end()
    return result


def split(words, separator):
    parts, current = [], []
    for word in words:
        if word == separator:
            parts.append(current)
            current = []
        else:
            current.append(word)
    parts.append(current)
    return parts


def swift_relation(words, alone):
    """`n % 10 = 2..4` -> `o.n % 10 == 2...4`; `alone`: no `and` joins it to another relation."""
    operator_index = next(index for index, word in enumerate(words) if word in ("=", "!="))
    expression, operator, values = words[:operator_index], words[operator_index], words[operator_index + 1:]
    operand = expression[0]
    if operand in NUMBER_OPERANDS:
        if len(expression) == 3 and expression[1] == "%":
            subject = f"o.{operand} % {int(expression[2])}"
        elif len(expression) == 1:
            subject = f"o.{operand}"
        else:
            raise ValueError(f"cannot read the expression {' '.join(expression)!r}")
    elif operand in INT_OPERANDS and len(expression) == 1:
        subject = f"o.{operand}"
    else:
        raise ValueError(f"cannot read the expression {' '.join(expression)!r}")
    swift_operator = "==" if operator == "=" else "!="
    tests = []
    for item in split(values, ","):
        if len(item) == 1:
            tests.append(f"{subject} {swift_operator} {int(item[0])}")
        elif len(item) == 3 and item[1] == "..":
            low, high = int(item[0]), int(item[2])
            if operand in NUMBER_OPERANDS:
                tests.append(f"{subject} {swift_operator} {low}...{high}")
            else:
                negation = "" if operator == "=" else "!"
                tests.append(f"{negation}({low}...{high}).contains({subject})")
        else:
            raise ValueError(f"cannot read the values {' '.join(values)!r}")
    if operator == "!=":
        return " && ".join(tests)
    if len(tests) == 1 or alone:
        return " || ".join(tests)
    return "(" + " || ".join(tests) + ")"


def swift_condition(condition):
    """The Swift of a CLDR condition, one string per `or` alternative."""
    alternatives = [split(words, "and") for words in split(tokens(condition), "or")]
    return [" && ".join(swift_relation(relation, len(relations) == 1) for relation in relations) for relations in alternatives]


# --- The Swift file -------------------------------------------------------------------


def rule_name(locales):
    name = next((name for name in NAMES if name in locales), locales[0].replace("_", ""))
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def swift_if(alternatives, category):
    line = "        if " + " || ".join(alternatives) + " { return ." + category + " }"
    if len(line) <= 120:
        return [line]
    lines = ["        if " + alternatives[0]]
    lines += ["            || " + alternative for alternative in alternatives[1:]]
    return lines + ["        {", f"            return .{category}", "        }"]


def swift_rule(name, rules):
    chosen = [(category, condition) for category, condition in rules if category != "other"]
    lines = [f"    /// {category}: {condition}" for category, condition in chosen] or ["    /// other: every number."]
    categories = ", ".join("." + category for category, _ in chosen)
    if not chosen:
        return lines + [f"    static let {name} = Self([]) {{ _ in .other }}"]
    lines.append(f"    static let {name} = Self([{categories}]) {{ o in")
    for category, condition in chosen:
        lines += swift_if(swift_condition(condition), category)
    return lines + ["        return .other", "    }"]


def wrapped(items, indent, width=120):
    lines, current = [], indent
    for item in items:
        if current != indent and len(current) + len(item) + 1 > width:
            lines.append(current.rstrip())
            current = indent
        current += item + " "
    lines.append(current.rstrip())
    return lines


def swift_file(rule_sets):
    lines = [
        f"// Generated by Scripts/generate-plural-rules.py from Scripts/cldr/plurals.xml (CLDR {CLDR_VERSION}).",
        "// Do not edit: change the script or the data, then run `python3 Scripts/generate-plural-rules.py`.",
        "",
        "/// CLDR's plural rules, one per set of locales that share it; each condition is CLDR's",
        "/// own (in the comment above the rule) on the operands of ``PluralOperands``.",
        "extension PluralRules.Rule {",
    ]
    names = []
    for index, (locales, rules) in enumerate(rule_sets):
        name = rule_name(locales)
        names.append(name)
        if index > 0:
            lines.append("")
        lines += swift_rule(name, rules)
    lines += [
        "}",
        "",
        "extension PluralRules {",
        "    /// Each rule with the locales CLDR gives it, as CLDR spells them lowercased (`pt-pt`,",
        "    /// `kok-latn`); CLDR lists deprecated codes (`iw`, `in`, `tl`, `mo`) beside current ones.",
        "    static let localesByRule: [(rule: Rule, locales: [String])] = [",
    ]
    for name, (locales, _) in zip(names, rule_sets):
        keys = [f'"{swift_locale(locale)}",' for locale in locales]
        keys[-1] = keys[-1].rstrip(",")
        line = f"        (.{name}, [{' '.join(keys)}]),"
        if len(line) <= 120:
            lines.append(line)
            continue
        lines.append(f"        (.{name}, [")
        lines += wrapped(keys, "            ")
        lines.append("        ]),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def swift_locale(locale):
    return locale.replace("_", "-").lower()


# --- The documentation's table --------------------------------------------------------


def docs_locale(locale):
    return "`" + locale.replace("_", "-") + "`"


def docs_table(rule_sets):
    by_categories = {}
    for locales, rules in rule_sets:
        categories = tuple(category for category, _ in rules)
        by_categories.setdefault(categories, []).extend(locales)
    rows = sorted(by_categories.items(), key=lambda row: (len(row[0]), [CATEGORIES.index(c) for c in row[0]]))
    lines = [TABLE_HEADER, "|---|---|"]
    for categories, locales in rows:
        names = ", ".join(docs_locale(locale) for locale in sorted(locales, key=str.lower))
        lines.append(f"| {', '.join(categories)} | {names} |")
    return lines


def docs_file(current, rule_sets):
    lines = current.split("\n")
    if TABLE_HEADER not in lines:
        raise ValueError(f"{DOCS} has no line {TABLE_HEADER!r}")
    start = lines.index(TABLE_HEADER)
    end = start
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    return "\n".join(lines[:start] + docs_table(rule_sets) + lines[end:])



def swift_formatted(text):
    """The text as `swift format` lays it out with the project's .swift-format, as every
    hand-written file is, so the generated file passes Scripts/check-format.sh."""
    result = subprocess.run(
        ["swift", "format", "format", "--configuration", str(ROOT / ".swift-format"), "-"],
        input=text, capture_output=True, text=True, check=True)
    return result.stdout

# --- Main -----------------------------------------------------------------------------


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        print(__doc__.strip())
        return 2
    rule_sets = read_rule_sets(ROOT / DATA)
    codes = [swift_locale(locale) for locales, _ in rule_sets for locale in locales]
    if len(codes) != len(set(codes)):
        raise ValueError(f"{DATA} gives some locale two rule sets")
    docs_path = ROOT / DOCS
    outputs = {
        SWIFT: swift_formatted(swift_file(rule_sets)),
        DOCS: docs_file(docs_path.read_text(encoding="utf-8"), rule_sets),
    }
    stale = False
    for path, text in outputs.items():
        target = ROOT / path
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current == text:
            continue
        if check:
            stale = True
            diff = difflib.unified_diff(current.splitlines(True), text.splitlines(True), f"a/{path}", f"b/{path}")
            sys.stdout.writelines(diff)
        else:
            target.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    if stale:
        print("\nThese files are not what Scripts/generate-plural-rules.py writes; run it to rewrite them.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
