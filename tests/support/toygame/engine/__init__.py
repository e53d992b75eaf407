"""The toy game's engine (the registry's convention)."""
