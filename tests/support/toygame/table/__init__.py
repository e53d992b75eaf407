"""The toy game's table (the registry's convention)."""
