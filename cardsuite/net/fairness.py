"""Provably fair deals: the host commits to each round's deal number before play and reveals it after.

The commitment is a salted SHA-256, so it says nothing about the deal (the salt is 128 random bits)
and the host cannot swap the deal afterwards without the hash failing on every client.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_salt() -> str:
    """A fresh random salt for one round's commitment."""
    return secrets.token_hex(16)


def _digest(deal: int, salt: str) -> str:
    return hashlib.sha256(f"cardsuite-deal:{deal}:{salt}".encode("utf-8")).hexdigest()


def commitment(deal: int, salt: str) -> str:
    """The hex SHA-256 of the deal number and salt, sent when the round starts."""
    return _digest(deal, salt)


def verify(commitment: str, deal: int, salt: str) -> bool:
    """True if the revealed ``deal`` and ``salt`` match ``commitment``; False for anything malformed."""
    if not isinstance(commitment, str) or not isinstance(salt, str):
        return False
    if not isinstance(deal, int) or isinstance(deal, bool):
        return False
    return hmac.compare_digest(_digest(deal, salt).encode(), commitment.lower().encode("utf-8", "replace"))
