"""The toy game's bots (the registry's convention)."""
