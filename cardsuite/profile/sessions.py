"""The player's matches, without widgets: start, resume, autosave, give up, and count the results.

The main window is a thin user of :class:`Sessions`; tests drive it with no widget at all.

Saves: a match autosaves after each action (``saves.write_save``); the save is deleted when
the match ends or is left, and kept when the window closes mid-match, so the start screen
offers "Resume" next time.  A save from a newer cardsuite is not resumable, with the reason; an
unreadable file is moved aside by :mod:`cardsuite.profile.saves` and reported there; a save that reads
but does not replay is refused with a message and left as it is, until the player discards it.
That refusal is remembered in a marker beside the save (``<game>.broken``: the save's digest, the
cardsuite version and the reason), so the next start offers only "Discard save" -- until the save
file changes or another cardsuite version may read it differently.  A new match never writes over
a save this version cannot use (newer, or not replaying): its first save puts that one aside
(:meth:`Sessions.keep_aside`), bytes untouched, so nothing is lost that the player did not discard.

Statistics: a match is counted once in ``statistics.Stats`` for the player at the single local seat
(matches without one -- hot-seat only, bots only -- are not): its result, opponents, deal number,
playing time and the rating it gives.  Leaving a match against an opponent before its end counts
as a loss: "Leave" (the table's or the menu's), discarding its save, or starting a new match over
it.  Closing the window or going back to the start screen keeps the match for resuming: that is
not leaving.  A match played for a stake settles the chips in :mod:`cardsuite.profile.wallet`.  The final
match score is kept, so the next match of the same game with a fresh deal carries on from it (RULES S-2:
who deals first); a deal number typed or played again deals as it says, whatever came before.

This module imports no Qt.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cardsuite import __version__, games
from . import saves, statistics, versioned_json, wallet
from .settings import Settings
from cardsuite.games import GameEntry

if TYPE_CHECKING:   # the rules and match code load with the first match: the start screen needs only the saves
    from cardsuite.play.match import Match
    from cardsuite.play.seats import Seat

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SaveInfo:
    """What is known about a game's save without replaying it.

    ``status``: "none", "resumable", "newer" (written by a newer cardsuite) or "broken"
    (does not replay); ``message`` says it in plain words.
    """

    status: str
    message: str = ""
    opponents: tuple[str, ...] = ()
    round_no: int = 1
    saved_at: float | None = None
    partners: tuple[str, ...] = ()      # who plays on the player's side (a partnership game), not an opponent


@dataclass(frozen=True)
class Wording:
    """The sentences :class:`Sessions` writes itself: English here, translated by the window.

    In ``not_replayed``, ``%1`` is the game's title, ``%2`` the reason and ``%3`` the file.
    """

    title: Callable[[GameEntry], str] = lambda entry: entry.title
    already_over: str = "the match in it is already over"
    not_replayed: str = "The saved match of %1 could not be read back (%2). The file was left as it is at %3."
    nothing_to_resume: str = "There is no unfinished match of %1 to resume."


class ResumeError(Exception):
    """A save that cannot be resumed; the message is for the player.

    ``kind``: "newer" (written by a newer cardsuite), "missing" (no save, or it was unreadable and
    it was moved aside and a problem recorded) or "broken" (it does not replay; kept in place).
    """

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


SaveFailed = Callable[[Exception, bool], None]
"""Told of an autosave that failed: the error, and whether it is the first since the match was attached."""


def _side_in_save(name: str, data: dict, count: int, seat: int) -> set[int]:
    """The seats on ``seat``'s side in a save: from its ``teams`` (saves since they were kept), else from the
    game's rules (an older save of more than two seats; two seats are never partners)."""
    teams = data.get("teams")
    if not (isinstance(teams, list) and all(isinstance(t, list) for t in teams)):
        teams = None
        if count > 2:
            try:
                game = games.get(name).game()
                teams = game.teams(game.Options.from_json(data.get("options")))
            except Exception as error:   # what the save cannot say, the note leaves out: everyone else is an opponent
                log.info("cardsuite: the sides of the %s save are not known: %s", name, error)
    side = next((set(t) for t in teams or () if seat in t), set())
    return {s for s in side if isinstance(s, int)} | {seat}


class Sessions:
    """Starts and resumes matches, keeps their saves, and records their results.

    ``on_save_failed(error, first)`` and ``on_stats_failed(error)`` let a window tell the player
    about a disk that refuses a write; either way the match goes on.
    """

    def __init__(self, settings: Settings, stats: statistics.Stats | None = None,
                 wording: Wording | None = None, clock: Callable[[], float] = time.monotonic):
        self.settings = settings
        self.stats = stats if stats is not None else statistics.Stats.load()
        self.wording = wording or Wording()
        self.broken: dict[str, str] = {}   # game -> why its save was refused this session
        self.on_save_failed: SaveFailed | None = None
        self.on_stats_failed: Callable[[Exception], None] | None = None
        self._save_failed = False
        self._recorded: weakref.WeakSet[Match] = weakref.WeakSet()   # matches already counted
        self._guest_recorded: set[str] = set()                        # LAN matches played as a guest, counted
        self.clock = clock                                            # seconds, for the playing time
        self._since: weakref.WeakKeyDictionary[Match, float] = weakref.WeakKeyDictionary()
        self.on_refilled: Callable[[wallet.Settlement], None] | None = None   # told when the wallet ran empty
        self.on_kept_aside: Callable[[str, Path], None] | None = None   # told where a save was put aside
        self._writing: dict[str, str] = {}   # save name -> the match whose save it holds (written or resumed here)

    # -- what there is to resume -----------------------------------------------------------------

    def save_info(self, name: str) -> SaveInfo:
        """What is known about ``name``'s save without replaying it."""
        if name in self.broken:
            return SaveInfo("broken", self.broken[name])
        reason = self._broken_before(name)
        if reason is not None:
            entry = games.GAMES.get(name)
            return SaveInfo("broken", self._not_replayed(entry, reason) if entry is not None else reason)
        try:
            data = saves.read_save(name)
        except versioned_json.NewerVersionError as error:
            return SaveInfo("newer", str(error))
        except Exception as error:
            return SaveInfo("broken", str(error))
        if data is None or data.get("phase") == "over":
            return SaveInfo("none")
        seats = [s if isinstance(s, dict) else {} for s in data["seats"]] if isinstance(data.get("seats"), list) else []
        local = next((i for i, s in enumerate(seats) if s.get("kind") == "local"), 0)
        side = _side_in_save(name, data, len(seats), local)
        partners = tuple(str(s.get("name", "")) for i, s in enumerate(seats) if i in side and i != local)
        opponents = tuple(str(s.get("name", "")) for i, s in enumerate(seats) if i not in side)
        rounds = data.get("rounds") if isinstance(data.get("rounds"), list) else []
        saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), (int, float)) else None
        return SaveInfo("resumable", "", opponents, len(rounds) + 1, saved_at, partners)

    def save_infos(self, names: Iterable[str]) -> dict[str, SaveInfo]:
        """Each named game's save; an unreadable saves folder offers nothing to resume."""
        try:
            saved = set(saves.list_saves())
        except Exception as error:
            log.warning("cardsuite: could not list saves: %s", error)
            saved = set()
        return {name: self.save_info(name) if name in saved else SaveInfo("none") for name in names}

    @staticmethod
    def latest(infos: dict[str, SaveInfo]) -> str | None:
        """The game whose resumable save is the most recent, if any."""
        best, best_time = None, -1.0
        for name, info in infos.items():
            if info.status == "resumable" and (info.saved_at or 0) > best_time:
                best, best_time = name, info.saved_at or 0
        return best

    # -- starting, resuming, giving up -------------------------------------------------------------

    def new_match(self, name: str, options, seats: list[Seat], seed: int | None,
                  draw: Callable[[], int] | None = None) -> Match:
        """A new match of ``name`` that autosaves.  A deal number (``seed``) deals as it says, whatever was
        played before; without one, a fresh number (from ``draw``, else :func:`cardsuite.engine.new_seed`)
        carries on from the last match of that game (RULES S-2: who deals first) -- see
        :func:`cardsuite.play.match.new_deal`.

        Nothing is written until :meth:`save_now`, so a match that never reaches the table
        leaves an older save as it was.
        """
        from cardsuite.engine import new_seed
        from cardsuite.play.match import new_deal
        entry = games.get(name)
        carried = self.settings.get("last_match_scores", {}).get(name)
        return new_deal(entry, options, seats, seed, carried, draw or new_seed, autosave=self.autosaver(name))

    def resume(self, name: str, slot: str | None = None) -> Match:
        """``name``'s saved match at the identical position; raises :class:`ResumeError`.

        ``slot``: the save's name when it is not the game's own (a headless host's ``host-<game>``)."""
        from cardsuite.engine import BadMessage
        from cardsuite.play.match import Match
        entry = games.get(name)
        slot = slot or name
        try:
            data = saves.read_save(slot)
        except versioned_json.NewerVersionError as error:
            raise ResumeError("newer", str(error)) from error
        if data is None:
            raise ResumeError("missing", self.wording.nothing_to_resume.replace("%1", self.wording.title(entry)))
        try:
            match = Match.from_json(entry, data, autosave=self.autosaver(slot))
            if match.is_over:
                raise BadMessage(self.wording.already_over)
        except Exception as error:
            log.info("cardsuite: the %s save does not resume: %s", slot, error)   # the player is told
            reason = str(error) or error.__class__.__name__
            message = self._not_replayed(entry, reason, slot)
            self.broken[slot] = message
            self._mark_broken(slot, reason)
            raise ResumeError("broken", message) from error
        self._forget_broken(slot)
        self._writing[slot] = data.get("match_id")
        pace = float(self.settings.get("bot_pace", 1.0))
        for seat in match.seats:
            if hasattr(seat, "pace"):
                seat.pace = pace
        if data.get("match_id") != match.match_id:     # a save from before match ids: keep the one drawn now,
            self._writing[slot] = match.match_id        # so the hints closed in this match stay closed
            self.autosave(slot, match.to_json())
        return match

    def _not_replayed(self, entry: GameEntry, reason: str, slot: str | None = None) -> str:
        try:
            where = str(saves.save_path(slot or entry.name))
        except Exception:
            where = ""
        return (self.wording.not_replayed.replace("%1", self.wording.title(entry))
                .replace("%2", reason).replace("%3", where))

    def keep_aside(self, name: str) -> Path | None:
        """Put ``name``'s save aside when this version cannot use it -- written by a newer cardsuite (as
        ``<name>.json.newer-<date-time>``) or not replaying (``.corrupt-<date-time>``) -- so that a new
        match's save does not replace it; where it went, or None (no save, or one this version can use).
        A disk that refuses raises :class:`versioned_json.StorageError`, and the save stays where it was."""
        label = {"newer": "newer", "broken": "corrupt"}.get(self.save_info(name).status)
        if label is None:
            return None
        moved_to = saves.save_aside(name, label)
        self.broken.pop(name, None)
        self._forget_broken(name)
        if moved_to is not None:
            log.info("cardsuite: the %s save this version cannot use was kept as %s", name, moved_to)
            if self.on_kept_aside is not None:
                self.on_kept_aside(name, moved_to)
        return moved_to

    def discard(self, name: str) -> None:
        """Delete a save the player chose to give up: an unfinished match against an opponent is lost."""
        if name not in self.broken:
            self._forfeit_save(name)
        saves.delete_save(name)
        self.broken.pop(name, None)
        self._forget_broken(name)

    # -- the marker of a save that did not replay ----------------------------------------------------

    @staticmethod
    def _marker(name: str):
        return saves.save_path(name).with_name(f"{name}.broken")

    @staticmethod
    def _digest(name: str) -> str | None:
        try:
            return hashlib.sha256(saves.save_path(name).read_bytes()).hexdigest()
        except OSError:
            return None

    def _mark_broken(self, name: str, reason: str) -> None:
        """Remember that this very save file did not replay in this version (a failed write costs only that)."""
        marker = {"digest": self._digest(name), "version": __version__, "reason": reason}
        try:
            self._marker(name).write_text(json.dumps(marker), encoding="utf-8")
        except (OSError, ValueError) as error:
            log.warning("cardsuite: could not remember that the %s save does not resume: %s", name, error)

    def _broken_before(self, name: str) -> str | None:
        """Why this save did not replay before, if the marker is about this very file and version."""
        try:
            marker = json.loads(self._marker(name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if (not isinstance(marker, dict) or marker.get("version") != __version__
                or marker.get("digest") != self._digest(name)):
            return None
        return str(marker.get("reason") or "")

    def _forget_broken(self, name: str) -> None:
        try:
            self._marker(name).unlink(missing_ok=True)
        except (OSError, ValueError):
            pass

    # -- a match at the table --------------------------------------------------------------------

    def attach(self, match: Match) -> None:
        """The match is being played: its result is recorded and its final score kept."""
        self._save_failed = False
        self._since[match] = self.clock()
        match.add_listener(self.record_result)
        match.add_listener(self.remember_final_score)

    def save_now(self, match: Match) -> None:
        """Write a new match's save at once: it replaces an older save of the same game that this version can
        use, and puts aside one it cannot (:meth:`keep_aside`)."""
        if not match.is_over:
            self._forfeit_save(match.entry.name, keep=match.match_id)
            self.autosave(match.entry.name, match.to_json())
        self.broken.pop(match.entry.name, None)
        self._forget_broken(match.entry.name)

    def detach(self, match: Match, delete_save: bool) -> None:
        """The match leaves the table: it saves no more, and its save goes if it was decided or left.

        ``delete_save`` on an unfinished match is leaving it (a loss); otherwise its playing time so far
        is kept for when it is resumed.
        """
        match.autosave = None
        for listener in (self.record_result, self.remember_final_score):
            if listener in match.listeners:
                match.listeners.remove(listener)
        if not match.is_over:
            if delete_save:
                self._count(match, left=True)
            else:
                self._keep_time(match)
        if delete_save:
            if self._writing.get(match.entry.name) == match.match_id:   # never another match's save
                saves.delete_save(match.entry.name)
            self.settings.forget_match_hints(match.match_id)   # nothing will resume it: its closed hints go

    def autosaver(self, name: str) -> Callable[[dict], None]:
        return lambda data: self.autosave(name, data)

    def autosave(self, name: str, data: dict) -> None:
        """Keep ``data`` as ``name``'s save (a finished match deletes it); a disk error is told, not raised.

        A match's first save here puts aside a save this version cannot use (:meth:`keep_aside`)."""
        try:
            match_id = data.get("match_id")
            if self._writing.get(name) != match_id:
                self.keep_aside(name)
                self._writing[name] = match_id
            if data.get("phase") == "over":
                saves.delete_save(name)
            else:
                saves.write_save(name, data)
        except (versioned_json.StorageError, OSError) as error:
            log.warning("cardsuite: autosave of %s failed: %s", name, error)
            first, self._save_failed = not self._save_failed, True
            if self.on_save_failed is not None:
                self.on_save_failed(error, first)

    def record_result(self, match: Match, events: list) -> None:
        """A match listener: count the match in the statistics once it is over.

        The game's own decision counts as it is; a match left by the local player (or by nobody in
        particular) is their loss; one left by another seat is not counted.
        """
        from cardsuite.play.match import Phase
        if match.phase != Phase.OVER or match.result is None:
            return
        if not any(e.kind == "match_over" for e in events):
            return
        left = any(e.kind == "match_over" and e.data.get("left") for e in events)
        if left and match.left_by is not None and match.left_by != self._local_seat(match):
            return
        self._count(match, left=left)

    def record_guest_result(self, name: str, key: str, seat: int, seats: list[dict], options: dict,
                            winner: int | None, totals: Sequence[int], deal: int | None, left: bool,
                            seconds: float, hints_used: bool = False) -> bool:
        """A LAN match this player joined (the host's app records its own side): counted once per ``key``
        from ``seat``, like a local match -- ``winner`` as the match result names it (a side in a partnership
        game; None a draw), or a loss when the guest ``left`` before the end; its score from the match's
        ``totals`` as the game reads them.  ``seats``: {"name", "kind", "rating"} each, as the host announced
        them.  True if it was counted now."""
        if key in self._guest_recorded:
            return False
        self._guest_recorded.add(key)
        try:
            game = games.get(name).game()
            parsed = game.Options.from_json(options)
            teams = game.teams(parsed)
        except Exception as error:      # a game or options this app cannot read is no result
            log.info("cardsuite: the LAN %s match is not counted: %s", name, error)
            return False
        if left:
            outcome = "loss"
        else:
            mine = seat
            if teams != tuple((s,) for s in range(len(seats))):
                mine = next((i for i, team in enumerate(teams) if seat in team), seat)
            outcome = "draw" if winner is None else "win" if winner == mine else "loss"
        opponents = self._opponents(game, parsed, seats, seat)
        if left and not opponents:
            return False
        points = game.statistics_score(parsed, list(totals), seat)
        self._store(name, key, outcome, points, opponents, deal, options, seconds, left, None, hints_used=hints_used)
        return True

    @staticmethod
    def _local_seat(match: Match) -> int | None:
        from cardsuite.play.seats import SeatKind
        local = [i for i, seat in enumerate(match.seats) if seat.kind is SeatKind.LOCAL]
        return local[0] if len(local) == 1 else None

    def _keep_time(self, match: Match) -> None:
        since = self._since.pop(match, None)
        if since is None:
            return
        try:
            self.stats.add_time(match.entry.name, match.match_id, self.clock() - since)
        except (versioned_json.StorageError, OSError) as error:
            log.warning("cardsuite: the playing time of %s was not kept: %s", match.entry.name, error)

    def leaving_counts(self, match: Match) -> bool:
        """Whether leaving ``match`` now is counted as a loss (what :meth:`detach` would record): it is
        undecided, played by one local seat against someone, and not counted yet."""
        if match.is_over or match in self._recorded:
            return False
        seat = self._local_seat(match)
        if seat is None:
            return False
        return bool(self._opponents(match.game, match.options, [s.to_json() for s in match.seats], seat))

    def _count(self, match: Match, left: bool) -> None:
        """Record ``match`` once for the single local seat: decided, or ``left`` (a loss)."""
        if match in self._recorded:
            return
        self._recorded.add(match)
        seat = self._local_seat(match)
        if seat is None:
            return
        if left:
            outcome = "loss"
        else:
            winner = match.result.winner if match.result is not None else None
            if match.game.teams(match.options) != tuple((s,) for s in range(len(match.seats))):
                winner = self._side_of(match, winner) if winner is not None else None
                mine = self._side_of(match, seat)
            else:
                mine = seat
            outcome = "draw" if winner is None else "win" if winner == mine else "loss"
            if winner is None and len(match.seats) == 1:
                outcome = "loss"                    # a game played alone has no draw: not won is lost
        points = match.game.statistics_score(match.options, match.totals(), seat)
        since = self._since.pop(match, None)
        seconds = self.stats.take_time(match.entry.name, match.match_id)
        seconds += self.clock() - since if since is not None else 0.0
        shown = None if left else match.game.statistics_seconds(match.options, match.state, seat)
        if shown is not None:
            seconds = shown                         # the time the game's own result shows
        opponents = self._opponents(match.game, match.options, [s.to_json() for s in match.seats], seat)
        if left and not opponents:
            return                                  # leaving a game played alone costs nothing
        self._store(match.entry.name, match.match_id, outcome, points, opponents, match.seed,
                    match.options.to_json(), seconds, left, match.game.stake(match.options, match.match_score),
                    hints_used=bool(getattr(match, "hints_used", False)))

    @staticmethod
    def _side_of(match: Match, seat: int) -> int:
        """A partnership game names a winning side by its index in ``teams``: a seat's side index."""
        teams = match.game.teams(match.options)
        return next((i for i, team in enumerate(teams) if seat in team), seat)

    @staticmethod
    def _opponents(game, options, seats: list, seat: int) -> list[dict]:
        """The seats not on ``seat``'s side, as the history keeps them."""
        try:
            mates = next((set(team) for team in game.teams(options) if seat in team), {seat})
        except Exception:
            mates = {seat}
        return [{"name": str(s.get("name", "")), "kind": s.get("kind"), "level": s.get("level"),
                 "rating": s.get("rating")}
                for i, s in enumerate(seats) if i not in mates and isinstance(s, dict)]

    def _forfeit_save(self, name: str, keep: str | None = None) -> None:
        """An unfinished saved match that is given up (discarded, or replaced by a new match other than
        ``keep``) is a loss for the single local seat, when it was played against someone."""
        try:
            data = saves.read_save(name)
            if not isinstance(data, dict) or data.get("phase") == "over" or data.get("match_id") == keep:
                return
            seats = data["seats"]
            local = [i for i, s in enumerate(seats) if isinstance(s, dict) and s.get("kind") == "local"]
            if len(local) != 1:
                return
            game = games.get(name).game()
            options = game.Options.from_json(data["options"])
            opponents = self._opponents(game, options, seats, local[0])
        except Exception as error:   # an unreadable save is not a result
            log.info("cardsuite: the given-up %s save is not counted: %s", name, error)
            return
        if not opponents:
            return
        match_id = str(data.get("match_id", ""))
        seconds = self.stats.take_time(name, match_id)
        seed = data.get("seed") if isinstance(data.get("seed"), int) else None
        self._store(name, match_id, "loss", 0, opponents, seed, data.get("options"), seconds, True,
                    game.stake(options), hints_used=data.get("hints_used") is True)

    def _store(self, name: str, match_id: str, outcome: str, points: int, opponents: list[dict], deal,
               options, seconds: float, left: bool, stake: tuple[int, int] | None, hints_used: bool = False) -> None:
        """Count the result and, for a match played for chips (``stake``: the game's stake and limit), settle
        them in the wallet."""
        try:
            self.stats.record_match(name, outcome, points, opponents=opponents, deal=deal, options=options,
                                    seconds=seconds, left=left, hints_used=hints_used)
        except (versioned_json.StorageError, OSError, ValueError) as error:
            log.warning("cardsuite: the result of %s was not saved in the statistics: %s", name, error)
            if self.on_stats_failed is not None:
                self.on_stats_failed(error)
        chips, limit = stake or (0, 0)
        if isinstance(chips, int) and chips > 0:
            try:
                settled = wallet.settle_match(self.settings, match_id, wallet.stake_delta(chips, int(limit or 0),
                                                                                          outcome))
            except (versioned_json.StorageError, OSError, ValueError) as error:
                log.warning("cardsuite: the chips of %s were not settled: %s", name, error)
                return
            if settled.refilled and self.on_refilled is not None:
                self.on_refilled(settled)

    def remember_final_score(self, match: Match, events: list) -> None:
        """A match listener: once the match is over, the next match of this game carries on from
        it (RULES S-2: who deals first).  A settings file that cannot be written costs only that."""
        if not match.is_over or not match.finished_rounds:
            return
        scores = dict(self.settings.get("last_match_scores", {}))
        if scores.get(match.entry.name) == match.match_score:
            return
        scores[match.entry.name] = match.match_score
        try:
            self.settings.set("last_match_scores", scores)
        except versioned_json.StorageError as error:
            log.warning("cardsuite: could not keep the final score for the next match: %s", error)
