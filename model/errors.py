"""Errors the inference core raises for problems a user can fix (one clear line each)."""

from __future__ import annotations


class ModelError(Exception):
    """A model cannot be found, loaded, trusted or run; ``str(err)`` names the file, id or value."""


class UnsafeWeightsError(ModelError):
    """Pickle-based weights (.ckpt/.bin/.pt/.pth) were refused because loading them can run code."""


class Cancelled(Exception):
    """The work was cancelled by the user; nothing half-made was written."""
