#!/usr/bin/env bash
# Build the one-folder desktop bundle with PyInstaller: dist/cardsuite/cardsuite
#   packaging/build.sh            compile translations, build, then smoke-test the bundle
#   packaging/build.sh --no-test  build only
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}

if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
    "$PYTHON" -m pip install "pyinstaller>=6"
fi

# The .qm catalogues are committed; recompile them in case a .ts changed.
if command -v pyside6-lrelease >/dev/null 2>&1; then
    packaging/i18n/update_translations.sh --release
fi

"$PYTHON" -m PyInstaller --noconfirm --clean \
    --distpath dist --workpath build/pyinstaller \
    packaging/cardsuite.spec

BIN=dist/cardsuite/cardsuite
[ -x "$BIN" ] || BIN=dist/cardsuite/cardsuite.exe
if [ "${1:-}" != "--no-test" ]; then
    "$BIN" --version
    for asset in icons/cardsuite.svg i18n/cardsuite_pl.qm i18n/cardsuite_sl.qm rules/canasta.html rules/img/spider_run.png sounds/play.wav; do
        found=$(find dist/cardsuite -path "*/cardsuite/assets/$asset" | head -1)
        [ -n "$found" ] || { echo "build.sh: the bundle lacks cardsuite/assets/$asset" >&2; exit 1; }
    done
    QT_QPA_PLATFORM=offscreen CARDSUITE_HOME="$(mktemp -d)" "$BIN" --smoke-test
fi
echo "built $(pwd)/dist/cardsuite"

# On Linux, add the launcher, metainfo and icons to the menus with packaging/install_desktop.sh [PREFIX].
