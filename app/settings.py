"""The user's preferences, shared by the command line and the desktop app (Qt-free).

Stored as JSON in the platform's config folder (``platformdirs.user_config_dir("memorybook")``, e.g.
``~/.config/memorybook/settings.json`` on Linux); ``MEMORYBOOK_CONFIG_DIR`` overrides the folder (tests).
Fields: ``engine`` ("auto"|"sketch"|"diffusion"|"server"), ``model`` (folder, .safetensors or hub id, or null),
``first_run_done`` (the first-run choice was made), ``language`` ("zh"|"en"|null = system), ``recent_books``,
``large_text`` (the app shows page text large), ``training_seconds_per_step`` (measured by the last training,
for the time estimate asked before the next), ``export_choices`` (each book's last export choices),
``model_processes`` (0: one model process, or one per GPU when every GPU holds the whole model; N: that many,
e.g. CPU processes sharing the cores), ``server_code`` and ``server_model`` (the drawing server's connection
code and which of its models, for ``engine`` "server": docs/SERVER.md), ``menu_entry_declined`` (the Linux
bundle's offer of an applications-menu entry was answered no: not asked again, :mod:`app.ui.menu_entry`).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from app.book.fileio import atomic_write_bytes


def config_dir() -> Path:
    """The folder settings live in (created on save)."""
    override = os.environ.get("MEMORYBOOK_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir("memorybook"))


@dataclass
class Settings:
    """User preferences; unknown or broken files fall back to defaults (never an error at start-up)."""

    engine: str = "auto"
    model: str | None = None
    first_run_done: bool = False
    language: str | None = None
    recent_books: list[str] = field(default_factory=list)
    large_text: bool = False
    training_seconds_per_step: float | None = None
    """Seconds one LoRA training step took on this computer, measured by the last training (None: never)."""
    export_choices: dict[str, dict] = field(default_factory=dict)
    """Book folder → its last export's choices (trim, bleed, large print, …, and the PDF's path)."""
    model_processes: int = 0
    """Model processes drawing pages (0: one, or one per GPU when every GPU holds the whole model)."""
    server_code: str | None = None
    """The drawing server's connection code (``memorybook1:…``), pasted once; used when ``engine`` is "server"."""
    server_model: str | None = None
    """Which of the drawing server's models draws (None: its first)."""
    menu_entry_declined: bool = False
    """The person said no to the applications-menu entry (or took it out): the app does not offer it again."""
    book_models: dict[str, dict] = field(default_factory=dict)
    """Book folder → ``{"model", "answer"}``: what the person answered when a received book named a local model
    they had not chosen ("book": load it, "mine": use their own; :mod:`app.viewmodels.book_model`)."""

    @classmethod
    def load(cls) -> Settings:
        path = config_dir() / "settings.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
            return cls(**known)
        except (OSError, ValueError, TypeError):
            return cls()

    def save(self) -> None:
        """Write atomically."""
        folder = config_dir()
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(folder / "settings.json", json.dumps(asdict(self), indent=2).encode())

    def remember_book(self, path: str | Path, keep: int = 10) -> bool:
        """Put ``path`` first in the recent-books list (at most ``keep``). Returns whether the list changed (a
        book already first leaves it as it was: nothing to save)."""
        text = str(Path(path).resolve())
        before = list(self.recent_books)
        self.recent_books = [text] + [p for p in self.recent_books if p != text][: keep - 1]
        return self.recent_books != before
