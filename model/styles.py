"""Style presets read from ``assets/styles.toml``: prompt fragments and the sketch engine's palette."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache

from assets import ASSETS_DIR
from model.errors import ModelError
from words import Message


@dataclass(frozen=True)
class Style:
    """One preset. ``palette`` and ``paper`` are ``#rrggbb`` colours; labels are for people."""

    name: str
    label_en: str
    label_zh: str
    positive: str
    negative: str
    palette: tuple[str, ...]
    paper: str


@lru_cache(maxsize=1)
def load_styles() -> dict[str, Style]:
    """All presets by name, in file order. Raises ModelError if the shipped file is broken."""
    path = ASSETS_DIR / "styles.toml"
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        return {
            name: Style(name=name, palette=tuple(entry.pop("palette")), **entry)
            for name, entry in raw.items()
        }
    except (OSError, tomllib.TOMLDecodeError, TypeError, KeyError) as err:
        raise ModelError(Message("model.style.unreadable", path=path, reason=str(err))) from err


def get_style(name: str) -> Style:
    """The preset called ``name``; raises ModelError listing the known names."""
    styles = load_styles()
    try:
        return styles[name]
    except KeyError:
        raise ModelError(Message("model.style.unknown", style=name, choices=list(styles))) from None
