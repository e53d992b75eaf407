"""The Qt table of Schnapsen: the registry reads ``table.table.TABLE``."""
