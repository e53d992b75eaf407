"""The Qt table of Canasta: the registry reads ``table.table.TABLE``."""
