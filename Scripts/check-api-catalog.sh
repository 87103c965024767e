#!/usr/bin/env bash
# Opens the reference spec's API catalog (`errgen docs specs`) in a real browser,
# headless Chromium, and fails if the page does not behave. Run by .ci/run.
#
#   1. A screenshot of the page (kept in the work folder; with --update-screenshot it
#      replaces the documentation's picture, Resources/api-catalog.png).
#   2. The filter: the page applies `?q=` and `?category=` on load exactly as it applies
#      what one types, so Chromium's --dump-dom after `?q=RATE_LIMITED` shows which
#      entries the filter left visible. Only RATE_LIMITED may stay (and the endpoints
#      that document it); a code with no match hides every entry; a category keeps its
#      codes only.
#   3. With JavaScript off (the page without its script), every entry is visible and the
#      inert filter form is not.
#
# Installs chromium with apt-get when it is missing (Debian's package; root or sudo).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
update_screenshot=0
[ "${1:-}" = "--update-screenshot" ] && update_screenshot=1

browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
    echo "api-catalog: installing chromium"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq chromium >/dev/null
    browser="$(command -v chromium)"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/errgen-api-catalog.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$root"
swift build --product errgen >/dev/null
"$(swift build --show-bin-path)/errgen" docs specs --output "$work/catalog" --quiet
page="file://$work/catalog/index.html"

# --no-sandbox: CI runs as root in a container, where Chromium's sandbox cannot start;
# the page is our own file. Each run gets a fresh profile in the work folder.
run_browser() {
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir="$work/profile" "$@" 2>"$work/browser.log"
}

shot="$work/api-catalog.png"
run_browser --window-size=1000,1000 --screenshot="$shot" "$page?q=RATE_LIMITED" >/dev/null
[ -s "$shot" ] || { echo "api-catalog: no screenshot"; cat "$work/browser.log"; exit 1; }
echo "api-catalog: screenshot $(wc -c <"$shot") bytes"
if [ "$update_screenshot" = 1 ]; then
    target="$root/Sources/ErrgenRuntime/ErrgenRuntime.docc/Resources/api-catalog.png"
    mkdir -p "$(dirname "$target")"
    # Quantized to a palette when pngquant is there, to keep the repository small.
    if command -v pngquant >/dev/null; then pngquant --force --quality 60-85 --output "$target" "$shot"; else cp "$shot" "$target"; fi
    echo "api-catalog: wrote $target ($(wc -c <"$target") bytes)"
fi

run_browser --dump-dom "$page?q=RATE_LIMITED" >"$work/rate-limited.html"
run_browser --dump-dom "$page?q=NO_SUCH_CODE" >"$work/no-match.html"
run_browser --dump-dom "$page?category=maintenance" >"$work/maintenance.html"
# JavaScript off: headless Chromium ignores scriptEnabled=false, so the same page without
# its one inline script stands for a browser that runs none.
python3 -c 'import re, sys; t = open(sys.argv[1], encoding="utf-8").read(); open(sys.argv[2], "w", encoding="utf-8").write(re.sub(r"<script>.*?</script>", "", t, flags=re.S))' \
    "$work/catalog/index.html" "$work/catalog/no-script.html"
run_browser --dump-dom "file://$work/catalog/no-script.html?q=RATE_LIMITED" >"$work/no-script.html"

python3 - "$work" <<'PY'
import sys
from html.parser import HTMLParser

work = sys.argv[1]

class Page(HTMLParser):
    """The error entries and endpoints of a dumped page, each with whether it is hidden."""
    def __init__(self):
        super().__init__()
        self.errors, self.endpoints, self.form_hidden, self.count = {}, {}, None, ""
        self.in_count = False
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "article" and "error" in classes:
            self.errors[a["id"]] = "hidden" in a
        if tag == "article" and "endpoint" in classes:
            self.endpoints[a["id"]] = "hidden" in a
        if tag == "form" and a.get("id") == "filter":
            self.form_hidden = "hidden" in a
        self.in_count = tag == "output"
    def handle_endtag(self, tag):
        if tag == "output":
            self.in_count = False
    def handle_data(self, data):
        if self.in_count:
            self.count += data

def load(name):
    page = Page()
    with open(f"{work}/{name}.html", encoding="utf-8") as f:
        page.feed(f.read())
    return page

failures = []
def check(condition, message):
    if not condition:
        failures.append(message)

page = load("rate-limited")
visible = sorted(code for code, hidden in page.errors.items() if not hidden)
check(len(page.errors) == 15, f"?q=RATE_LIMITED: {len(page.errors)} error entries on the page, expected 15")
check(visible == ["RATE_LIMITED"], f"?q=RATE_LIMITED: visible entries {visible}, expected only RATE_LIMITED")
endpoints = sorted(e for e, hidden in page.endpoints.items() if not hidden)
expected = ["endpoint-Auth.login", "endpoint-Movie.popularMovies", "endpoint-Movie.searchMovies", "endpoint-Payments.transfer"]
check(endpoints == expected, f"?q=RATE_LIMITED: visible endpoints {endpoints}, expected {expected}")
check(page.form_hidden is False, "?q=RATE_LIMITED: the filter form is still hidden, so the script did not run")
check(page.count.strip() == "1 of 15 error codes", f"?q=RATE_LIMITED: the count says '{page.count.strip()}'")

page = load("no-match")
check(not any(not hidden for hidden in page.errors.values()), "?q=NO_SUCH_CODE: some entry is visible")

page = load("maintenance")
visible = sorted(code for code, hidden in page.errors.items() if not hidden)
check(visible == ["MAINTENANCE"], f"?category=maintenance: visible entries {visible}")

page = load("no-script")
check(len(page.errors) == 15 and not any(page.errors.values()), "without JavaScript some entry is hidden")
check(not any(page.endpoints.values()), "without JavaScript some endpoint is hidden")
check(page.form_hidden is True, "without JavaScript the inert filter form shows")

for failure in failures:
    print("api-catalog: FAIL " + failure)
if failures:
    sys.exit(1)
print("api-catalog: filter and no-script checks passed (RATE_LIMITED, no match, category, JavaScript off)")
PY
