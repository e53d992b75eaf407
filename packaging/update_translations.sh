#!/bin/sh
# Re-extract every translatable string of cardsuite/ into assets/i18n/cardsuite_<lang>.ts
# (keeping the translations already made) and compile them to the .qm files the app loads.
#   packaging/update_translations.sh            update the .ts sources, then compile
#   packaging/update_translations.sh --release  only compile the .ts sources to .qm
#
# lupdate's Python parser puts a bare module-level ``tr("...")`` call in the empty context,
# but a module that defines ``CONTEXT = "Name"`` and ``def tr(text): return
# QCoreApplication.translate(CONTEXT, text)`` looks its strings up in "Name" at run time.
# Such modules -- and modules that import that ``tr`` from a sibling -- are therefore read from a
# temporary copy in which each bare ``tr(`` call is spelled ``QCoreApplication.translate("Name", ``
# (on the same line, so locations stay right).
set -eu
cd "$(dirname "$0")/.."
LANGS="pl sl"
PYTHON=${PYTHON:-python3}
if [ "${1:-}" != "--release" ]; then
    TMP=$(mktemp -d)
    trap 'rm -rf "$TMP"' EXIT INT TERM
    FILES=$("$PYTHON" - "$TMP/i18n-src" <<'EOF'
import pathlib, re, sys
out = pathlib.Path(sys.argv[1])
context_re = re.compile(r'^CONTEXT\s*=\s*["\'](\w+)["\']', re.M)
helper_re = re.compile(r'^def tr\(', re.M)
# a module may take its ``tr`` from a sibling that defines it: ``from .widgets import ..., tr, ...``
imported_re = re.compile(r'^from \.(\w+) import (\([^)]*\)|[^\n]*)', re.M)
call_re = re.compile(r'(?<![\w.])tr\(')
paths = sorted(pathlib.Path("cardsuite").rglob("*.py"), key=lambda p: str(p).encode())
texts = {path: path.read_text(encoding="utf-8") for path in paths}
own = {path: m.group(1) for path, text in texts.items()
       if (m := context_re.search(text)) and helper_re.search(text)}


def context_of(path, text):
    if path in own:
        return own[path]
    for module, names in imported_re.findall(text):
        if "tr" in re.split(r"[\s,()]+", names):
            return own.get(path.parent / f"{module}.py")
    return None


for path, text in texts.items():
    context = context_of(path, text)
    if context is None:
        print(path)
        continue
    lines = [line if line.startswith("def tr(")
             else call_re.sub('QCoreApplication.translate("%s", ' % context, line)
             for line in text.splitlines(keepends=True)]
    copy = out / path
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text("".join(lines), encoding="utf-8")
    print(copy)
EOF
)
    for lang in $LANGS; do
        ts="assets/i18n/cardsuite_$lang.ts"
        # shellcheck disable=SC2086  # one argument per source file
        pyside6-lupdate $FILES -no-obsolete -locations relative -source-language en \
            -target-language "$lang" -ts "$ts"
        # locations of the temporary copies -> the real files
        sed 's#filename="[^"]*/i18n-src/cardsuite/#filename="../../cardsuite/#' "$ts" >"$TMP/ts" &&
            cat "$TMP/ts" >"$ts"
    done
fi
for lang in $LANGS; do
    pyside6-lrelease -nounfinished "assets/i18n/cardsuite_$lang.ts" -qm "assets/i18n/cardsuite_$lang.qm"
done
