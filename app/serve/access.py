"""Who may use the drawing server: named tokens, stored hashed, and the one-line connection code.

A token is 32 random bytes from :mod:`secrets` (256 bits), shown once, URL-safe base64. The database keeps
only its SHA-256: with 256 bits of entropy a slow hash (scrypt) adds nothing, as no guess list can reach it
(OWASP Password Storage Cheat Sheet: slow hashes are for low-entropy secrets). Requests carry it as
``Authorization: Bearer TOKEN``.

The connection code, ``memorybook1:`` + URL-safe base64 (no padding) of ``{"u": address, "t": token,
"f": certificate SHA-256 or ""}``, is what an operator hands to a volunteer in one line.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import secrets
import sqlite3
import time
from dataclasses import dataclass

from model.errors import ModelError
from words import Message

CODE_PREFIX = "memorybook1:"
NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$")
"""Token names: what the operator calls a volunteer in the logs (letters, digits, ``_.@-``, 1-64)."""


def token_hash(token: str) -> str:
    """SHA-256 hex of the token's UTF-8 bytes."""
    return hashlib.sha256(token.encode("utf-8", "surrogateescape")).hexdigest()


def add_token(db: sqlite3.Connection, name: str) -> str:
    """Make a token named ``name`` and store its hash; returns the token (the only time it is seen). A token
    never starts with ``-`` (one in 64 of ``secrets.token_urlsafe`` does), which a command line would read as an
    option (``--token -x…``). Raises ModelError for a bad or taken name."""
    if not NAME_PATTERN.match(name):
        raise ModelError(Message("serve.token_name", name=repr(name)))
    token = secrets.token_urlsafe(32)
    while token.startswith("-"):
        token = secrets.token_urlsafe(32)
    try:
        with db:
            db.execute(
                "INSERT INTO tokens(name, hash, created) VALUES (?, ?, ?)",
                (name, token_hash(token), time.time()),
            )
    except sqlite3.IntegrityError:
        raise ModelError(Message("serve.token_taken", name=name)) from None
    return token


def revoke_token(db: sqlite3.Connection, name: str) -> int:
    """Remove the token ``name``; its jobs are cancelled and deleted by the caller's store. Returns the
    number of tokens removed (0 or 1). Raises ModelError when there is none of that name."""
    with db:
        removed = db.execute("DELETE FROM tokens WHERE name = ?", (name,)).rowcount
    if not removed:
        raise ModelError(Message("serve.no_such_token", name=name))
    return removed


@dataclass(frozen=True)
class TokenInfo:
    """One token as listed: its name and when it was made (seconds since the epoch)."""

    name: str
    created: float


def list_tokens(db: sqlite3.Connection) -> list[TokenInfo]:
    """Every token, by name (the tokens themselves are not kept, only their hashes)."""
    rows = db.execute("SELECT name, created FROM tokens ORDER BY name").fetchall()
    return [TokenInfo(name, created) for name, created in rows]


def token_name(db: sqlite3.Connection, presented: str | None) -> str | None:
    """The name of the token ``presented`` (the text after ``Bearer``), or None when it is missing, unknown
    or revoked."""
    if not presented or len(presented) > 256:
        return None
    row = db.execute("SELECT name FROM tokens WHERE hash = ?", (token_hash(presented),)).fetchone()
    return row[0] if row else None


def connection_code(address: str, token: str, cert_sha256: str = "") -> str:
    """The one-line connection code for ``address`` (``https://host:port``), ``token`` and the certificate
    fingerprint (empty for a loopback server without TLS)."""
    blob = json.dumps({"u": address, "t": token, "f": cert_sha256}, separators=(",", ":")).encode()
    return CODE_PREFIX + base64.urlsafe_b64encode(blob).decode().rstrip("=")


def read_connection_code(code: str) -> tuple[str, str, str]:
    """``(address, token, certificate SHA-256 or "")`` from a connection code. Raises ModelError (one line)
    for anything that is not one."""
    code = code.strip()
    bad = ModelError(Message("serve.code_damaged"))
    if not code.startswith(CODE_PREFIX) or len(code) > 2000:
        raise bad
    body = code[len(CODE_PREFIX) :]
    try:
        data = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        address, token, pin = data["u"], data["t"], data["f"]
    except (ValueError, KeyError, TypeError):
        raise bad from None
    if not all(isinstance(v, str) for v in (address, token, pin)) or not address.startswith(
        ("http://", "https://")
    ):
        raise bad
    return address, token, pin
