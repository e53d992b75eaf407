"""The window shell: the main window, the start screen, the new-game dialog, settings, statistics, help,
and the app's start and stop."""
