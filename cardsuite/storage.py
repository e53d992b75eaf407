"""The profile's front door for entry points and outside scripts: the player's settings and folders.

The rooms are in :mod:`cardsuite.profile` (``settings``, ``folders``, ``saves``, ``statistics`` ...).  This
module keeps the name scripts and development tools were written against -- ``from cardsuite.storage
import Settings`` -- and the app's entry points (the window, the headless host, LAN discovery) take
the settings from here, so a tool that adjusts ``Settings.DEFAULTS`` when this module is imported (the
workplace's loopback guard makes loopback the discovery target of a fresh profile) sees every profile
the app creates.  It adds nothing of its own.
"""

from cardsuite.profile.folders import config_dir, data_dir, describe_locations, saves_dir, settings_path, stats_path
from cardsuite.profile.settings import Settings

__all__ = ["Settings", "config_dir", "data_dir", "describe_locations", "saves_dir", "settings_path", "stats_path"]
