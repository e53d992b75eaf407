"""Virtual chips: the wallet a match played for a stake is settled in (the game says what for: :meth:`Game.stake`).

The wallet lives in the settings (key ``"wallet"``), so a table can show the balance on its result
sheet.  A match with a stake moves ``stake`` chips (never more than the table's limit, when it has
one) from the loser to the winner; a left match is lost.  A wallet that runs empty is refilled to
:data:`START_CHIPS`, and the settlement says so, so the player is told rather than left at zero.

Each settlement is remembered with its match id, so a result sheet drawn before or after the
settlement shows the same figures (:func:`settlement_for`).  No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

START_CHIPS = 1000
KEY = "wallet"


@dataclass(frozen=True)
class Settlement:
    """One match's chips: ``delta`` won (+) or lost (-), the ``balance`` after, and whether the
    wallet ran empty and was ``refilled`` to :data:`START_CHIPS`."""

    delta: int
    balance: int
    refilled: bool = False

    def to_json(self, match_id: str) -> dict[str, Any]:
        return {"match": match_id, "delta": self.delta, "balance": self.balance, "refilled": self.refilled}


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def chips(settings) -> int:
    """The chips in the wallet (a new or unreadable wallet holds :data:`START_CHIPS`)."""
    data = settings.get(KEY, {}) or {}
    value = _whole(data.get("chips")) if isinstance(data, dict) else None
    return START_CHIPS if value is None or value < 0 else value


def refills(settings) -> int:
    """How many times the wallet was refilled."""
    data = settings.get(KEY, {}) or {}
    return (_whole(data.get("refills")) or 0) if isinstance(data, dict) else 0


def stake_delta(stake: int, limit: int, outcome: str) -> int:
    """The chips a result moves: +stake for a win, -stake for a loss, nothing for a draw; a stake above
    the table's limit (0: none) is cut to it."""
    stake = max(0, int(stake))
    if limit and limit > 0:
        stake = min(stake, int(limit))
    return {"win": stake, "loss": -stake}.get(outcome, 0)


def settle(balance: int, delta: int) -> Settlement:
    """The wallet after a result: a loss takes at most what is there; empty, it is refilled."""
    after = max(0, balance + delta)
    paid = after - balance
    if after <= 0:
        return Settlement(paid, START_CHIPS, True)
    return Settlement(paid, after, False)


def settlement_for(settings, match_id: str, delta: int) -> Settlement:
    """The settlement of ``match_id``: the one made, or the one that will be made from the wallet now."""
    data = settings.get(KEY, {}) or {}
    last = data.get("last") if isinstance(data, dict) else None
    if isinstance(last, dict) and last.get("match") == match_id and _whole(last.get("delta")) is not None \
            and _whole(last.get("balance")) is not None:
        return Settlement(last["delta"], last["balance"], bool(last.get("refilled")))
    return settle(chips(settings), delta)


def settle_match(settings, match_id: str, delta: int) -> Settlement:
    """Settle ``match_id`` once (a second call returns the first settlement) and save the wallet."""
    data = settings.get(KEY, {}) or {}
    data = dict(data) if isinstance(data, dict) else {}
    last = data.get("last")
    if isinstance(last, dict) and last.get("match") == match_id:
        return settlement_for(settings, match_id, delta)
    result = settle(chips(settings), delta)
    data.update(chips=result.balance, refills=refills(settings) + int(result.refilled), last=result.to_json(match_id))
    settings.set(KEY, data)
    return result
