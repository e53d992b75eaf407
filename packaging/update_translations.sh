#!/bin/sh
# Re-extract every translatable string of cardsuite/ into assets/i18n/cardsuite_<lang>.ts
# (keeping the translations already made) and compile them to the .qm files the app loads.
#   packaging/update_translations.sh            update the .ts sources, then compile
#   packaging/update_translations.sh --release  only compile the .ts sources to .qm
set -eu
cd "$(dirname "$0")/.."
LANGS="pl sl"
if [ "${1:-}" != "--release" ]; then
    FILES=$(find cardsuite -name '*.py' | LC_ALL=C sort)
    for lang in $LANGS; do
        # shellcheck disable=SC2086  # one argument per source file
        pyside6-lupdate $FILES -no-obsolete -locations relative -source-language en \
            -target-language "$lang" -ts "assets/i18n/cardsuite_$lang.ts"
    done
fi
for lang in $LANGS; do
    pyside6-lrelease -nounfinished "assets/i18n/cardsuite_$lang.ts" -qm "assets/i18n/cardsuite_$lang.qm"
done
