"""What the tests share: fakes of the host's clock, LAN and socket helpers, table gestures, the leak
check, and the toy trick game (``toygame``) that exercises the engine interface."""
