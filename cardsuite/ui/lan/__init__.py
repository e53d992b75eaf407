"""Play on the local network: the lobby, the host dialog, hosting and joining from the main window, the
table chat and the controller of a table whose match is hosted elsewhere."""
