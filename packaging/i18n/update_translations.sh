#!/bin/sh
# Re-extract every translatable string of cardsuite/ into assets/i18n/cardsuite_<lang>.ts
# (keeping the translations already made) and compile them to the .qm files the app loads.
#   packaging/i18n/update_translations.sh            update the .ts sources, then compile
#   packaging/i18n/update_translations.sh --release  only compile the .ts sources to .qm
#
# lupdate's Python parser puts a bare module-level ``tr("...")`` call in the empty context,
# but a module that defines ``CONTEXT = "Name"`` and ``def tr(text): return
# QCoreApplication.translate(CONTEXT, text)`` looks its strings up in "Name" at run time.
# Such modules -- and modules that import that ``tr`` from a sibling -- are therefore read from a
# temporary copy in which each bare ``tr(`` call is spelled ``QCoreApplication.translate("Name", ``
# (on the same line, so locations stay right).  lupdate takes a plural text (``%n``) for one only in a ``tr()``
# call, so in the copies every ``QCoreApplication.translate("Name", `` and every bare ``tr(`` of a module with a
# CONTEXT is spelled ``Name.tr(`` -- the same context, and a count given as the third argument makes it plural.
set -eu
cd "$(dirname "$0")/../.."
LANGS="pl sl"
PYTHON=${PYTHON:-python3}
if [ "${1:-}" != "--release" ]; then
    TMP=$(mktemp -d)
    trap 'rm -rf "$TMP"' EXIT INT TERM
    FILES=$("$PYTHON" - "$TMP/i18n-src" <<'EOF'
import ast, json, pathlib, re, sys
out = pathlib.Path(sys.argv[1])
context_re = re.compile(r'^CONTEXT\s*=\s*["\'](\w+)["\']', re.M)
helper_re = re.compile(r'^def tr\(', re.M)
# a module may take its ``tr`` from a sibling that defines it: ``from .widgets import ..., tr, ...``
imported_re = re.compile(r'^from \.(\w+) import (\([^)]*\)|[^\n]*)', re.M)
call_re = re.compile(r'(?<![\w.])tr\(')
translate_re = re.compile(r'QCoreApplication\.translate\([ \t]*"(\w+)",[ \t]*')
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


# Why a move is refused: the Qt-free rules raise English sentences (IllegalAction, or a returned reason) that the
# UI translates in the context "Rules" (cardsuite.ui.toolkit.i18n.translate_reason).  Each sentence -- an f-string becomes a
# template with {name} placeholders -- and each fragment chosen by a conditional is added to the copy of its file,
# after the statement it is in (so its location is right).
reason_files = re.compile(r"^cardsuite/(engine|play/(match|driver)|games/\w+/engine/(__init__|game|reasons|state|melds|practicestate))\.py$")


def template(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(value.value)
            else:
                inner = value.value
                while isinstance(inner, (ast.Attribute, ast.Subscript, ast.Call)):
                    if isinstance(inner, ast.Attribute):
                        name = inner.attr
                        break
                    inner = inner.value if isinstance(inner, ast.Subscript) else inner.func
                else:
                    name = inner.id if isinstance(inner, ast.Name) else "value"
                parts.append("{%s}" % name)
        return "".join(parts)
    return None


def sentences(node):
    """Reason texts in an expression: whole sentences, and the phrases a conditional picks (in it, or in one
    of its f-string's placeholders)."""
    if isinstance(node, ast.IfExp):
        return sentences(node.body) + sentences(node.orelse)
    text = template(node)
    inner = [t for value in getattr(node, "values", ()) if isinstance(value, ast.FormattedValue)
             and isinstance(value.value, ast.IfExp) for t in sentences(value.value)]
    return ([text] if text and " " in text.strip() else []) + inner


def reason_lines(text):
    extra = {}
    for statement in ast.walk(ast.parse(text)):
        found = []
        if isinstance(statement, ast.Return) and statement.value is not None:
            found = sentences(statement.value)
            if not any((t[:1].isupper() or t[:1] == "{") and t.rstrip()[-1:] in ".?!" for t in found):
                found = []   # not a reason: a returned name or code
        elif isinstance(statement, ast.Raise) and isinstance(statement.exc, ast.Call) \
                and getattr(statement.exc.func, "id", "") == "IllegalAction" and statement.exc.args:
            found = sentences(statement.exc.args[0])
        elif isinstance(statement, ast.Assign) and isinstance(statement.value, ast.IfExp):
            found = sentences(statement.value)
        for t in found:
            extra.setdefault(statement.end_lineno, []).append(t)
    return extra


for path, text in texts.items():
    context = context_of(path, text)
    if context is None and reason_files.match(str(path)):
        extra = reason_lines(text)
        lines = text.splitlines(keepends=True)
        for number, found in extra.items():
            # a count named n ("These {n} 8s ...") is Qt's %n: the message gets the catalogue's plural forms
            calls = "".join("; QCoreApplication.translate(%s, %s, None, 2)" % (json.dumps("Rules"),
                                                                              json.dumps(t.replace("{n}", "%n")))
                            if "{n}" in t else
                            "; QCoreApplication.translate(%s, %s)" % (json.dumps("Rules"), json.dumps(t))
                            for t in found)
            line = lines[number - 1].rstrip("\n")
            lines[number - 1] = line + calls + "\n"
        copy = out / path
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text("".join(lines), encoding="utf-8")
        print(copy)
        continue
    if context is None and not translate_re.search(text):
        print(path)
        continue
    lines = [line if line.startswith("def tr(")
             else translate_re.sub(r"\1.tr(", call_re.sub("%s.tr(" % context, line) if context else line)
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
