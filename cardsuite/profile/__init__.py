"""The player's profile on disk, Qt-free, one module per room: where the files live (``folders``), the
preferences (``settings``), the saved matches (``saves``) and the matches played from them (``sessions``), the
results (``statistics``, ``ratings``), the chip wallet (``wallet``), and the versioned JSON files they are all
kept in (``versioned_json``)."""
