"""Entry script for the PyInstaller bundle (the package's own __main__ uses a relative import)."""

from cardsuite.app import main

raise SystemExit(main())
