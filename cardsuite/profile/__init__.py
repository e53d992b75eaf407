"""The player's profile on disk, Qt-free: folders and settings (``storage``), saved matches
(``sessions``), statistics and ratings, the chip wallet, and the versioned JSON files they are kept in."""
