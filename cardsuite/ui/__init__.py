"""The Qt side: ``toolkit`` (what every table is built from), ``app`` (the window shell) and ``lan`` (the
network UI)."""
