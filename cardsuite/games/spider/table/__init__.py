"""The Qt table of the Spider duel: the registry reads ``table.table.TABLE``."""
