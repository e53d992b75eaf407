#!/usr/bin/env bash
# The screen-reader check of issue 24 §1 on a real desktop bus: a Schnapsen round played by keys while
# packaging/a11y/atspi_listen.py prints what AT-SPI (what Orca reads) says of cardsuite.
#   export CARDSUITE_HOME=$(bash ../shared/tools/loopback_profile.sh)
#   bash packaging/a11y/schnapsen_round.sh [LOG] [LANGUAGE]      # from the worktree; LOG defaults to stdout
# A11Y_TRANSLATIONS=FILE adds texts the catalogue does not have yet (see packaging/a11y/schnapsen_window.py).
# Needs: apt-get install -y xvfb at-spi2-core python3-pyatspi dbus-x11 xdotool
set -euo pipefail
cd "$(dirname "$0")/../.."
log=${1:-/dev/stdout}
lang=${2:-en}
: "${CARDSUITE_HOME:?export CARDSUITE_HOME=\$(bash ../shared/tools/loopback_profile.sh) first}"
display=:${A11Y_DISPLAY:-87}
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=$display
# a session bus of our own; at-spi-bus-launcher starts the accessibility bus and its registry on it
dbus-run-session -- bash -s "$log" "$lang" <<'INNER'
set -euo pipefail
log=$1
lang=$2
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
bus=$!
sleep 1
/usr/bin/python3 packaging/a11y/atspi_listen.py 90 >"$log" &
listener=$!
sleep 1
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb
.venv/bin/python packaging/a11y/schnapsen_window.py "$lang" >/dev/null 2>&1 &
app=$!
for _ in $(seq 60); do
    win=$(xdotool search --onlyvisible --pid "$app" 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    sleep 0.5
done
sleep 3
[ -n "$win" ] || { echo "the cardsuite window did not appear" >&2; kill "$app" "$listener" "$bus" 2>/dev/null; exit 1; }
send() { xdotool key --window "$win" "$@"; sleep "${PAUSE:-1.2}"; }
xdotool windowactivate --sync "$win" 2>/dev/null || xdotool windowfocus "$win" 2>/dev/null || true
send Tab            # the first key shows where the focus is
send Right
send Right
send w              # the whole position
sleep 2
for _ in 1 2 3 4 5 6; do   # lead or answer with the focused card, a few tricks
    send Tab
    send Return
    send Return     # a marriage's question takes its default answer
    sleep 3
done
send x              # exchange the trump jack: refused unless it is held, and the reason is said
send c              # close the talon: refused once the talon is short, else done
sleep 2
send w
sleep 3
kill "$app" 2>/dev/null || true
wait "$listener" 2>/dev/null || true
kill "$bus" 2>/dev/null || true
INNER
