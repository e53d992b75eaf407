"""The match host: drives a match for every kind of seat (bots, people, remote peers), widget-free.

:class:`MatchHost` is the one place for bots' workers and pacing, every seat's clock, time-outs
and sequence numbers; :mod:`cardsuite.ui.toolkit.controller` adapts it to a table, and the LAN server
adapts it to sockets through :class:`RemoteLink`.
"""

from .clocks import SeatClocks
from .driver import HURRY_MS, BotLink, MatchHost, play_bots
from .links import RemoteLink, SeatLink, SeatUpdate, StaleAction
from .runners import Handle, Runner, Scheduler, SyncRunner, ThreadRunner

__all__ = ["HURRY_MS", "BotLink", "Handle", "MatchHost", "RemoteLink", "Runner", "Scheduler", "SeatClocks",
           "SeatLink", "SeatUpdate", "StaleAction", "SyncRunner", "ThreadRunner", "play_bots"]
