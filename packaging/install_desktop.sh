#!/bin/sh
# Install the desktop integration on Linux: the .desktop launcher, the AppStream metainfo and the icons.
#   packaging/install_desktop.sh                 for you alone, under ~/.local/share
#   sudo packaging/install_desktop.sh /usr/local for everyone (PREFIX/share/...)
# The launcher runs "cardsuite", so that command must be on PATH (a pip install, or a link to the bundle:
#   ln -s "$PWD/dist/cardsuite/cardsuite" ~/.local/bin/cardsuite).
set -eu
cd "$(dirname "$0")"
if [ $# -gt 0 ]; then SHARE="$1/share"; else SHARE="${XDG_DATA_HOME:-$HOME/.local/share}"; fi
install -Dm644 io.github.cardsuite.desktop "$SHARE/applications/io.github.cardsuite.desktop"
install -Dm644 io.github.cardsuite.metainfo.xml "$SHARE/metainfo/io.github.cardsuite.metainfo.xml"
for dir in icons/*x*; do
    install -Dm644 "$dir/io.github.cardsuite.png" "$SHARE/icons/hicolor/$(basename "$dir")/apps/io.github.cardsuite.png"
done
install -Dm644 icons/scalable/io.github.cardsuite.svg "$SHARE/icons/hicolor/scalable/apps/io.github.cardsuite.svg"
# refresh the menus' caches where the tools exist (they are optional)
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$SHARE/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
echo "installed the launcher, metainfo and icons under $SHARE"
