"""``python -m cardsuite``: the same as the ``cardsuite`` command."""

from cardsuite.app import main

raise SystemExit(main())
