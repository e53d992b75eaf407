"""``python -m cardsuite``: the same as the ``cardsuite`` command."""

from .app import main

raise SystemExit(main())
