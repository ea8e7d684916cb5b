"""The Linux applications-menu entry of an unpacked bundle, and the bundle folder's own entry (Qt-free).

The text of both is ``packaging/memorybook.desktop``, which the bundle carries as
``share/applications/memorybook.desktop`` (``packaging/build-linux.sh``); only its ``Exec`` and ``TryExec`` change:

* the **menu entry** (:func:`install_menu_entry`) is written to ``$XDG_DATA_HOME/applications/memorybook.desktop``
  (default ``~/.local/share``) with both pointing at the bundle's ``memorybook`` where the folder is, and the
  icons of the bundle's ``share/icons/hicolor`` are copied beside it — what ``install.sh`` does from a terminal,
  without copying the bundle. The desktop app offers it on its first start (``app/ui/menu_entry.py``);
* the **folder entry** (:func:`write_folder_entry`), ``Memory Picture Book.desktop`` at the top of the bundle,
  starts the ``memorybook`` beside it: a desktop entry cannot name a relative program, so ``Exec`` runs ``sh``
  with the entry's own path (the ``%k`` field code) and starts the program from that folder.

Writes are atomic (:func:`app.book.fileio.atomic_write_bytes`); a file that cannot be written or removed raises
:class:`MenuEntryError` with a :class:`words.Message` ("cannot write …: reason"), which the app says.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

from app.book.errors import os_reason
from app.book.fileio import atomic_write_bytes
from words import Message

ENTRY_NAME = "memorybook.desktop"
"""The menu entry's file name (its desktop file id; Qt's ``desktopFileName``, ``StartupWMClass``)."""

FOLDER_ENTRY_NAME = "Memory Picture Book.desktop"
"""The entry at the top of the bundle folder, shown by file managers under its ``Name``."""

TEMPLATE = Path("share") / "applications" / ENTRY_NAME
"""The entry's template inside a bundle (a copy of ``packaging/memorybook.desktop``)."""

ICONS = Path("share") / "icons" / "hicolor"
"""The bundle's icons, laid out as the hicolor theme (``<size>/apps/memorybook.<png|svg>``)."""

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
"""Characters that make an ``Exec`` argument need quotes (Desktop Entry Specification, "The Exec key")."""


class MenuEntryError(OSError):
    """The menu entry or an icon could not be written or removed: its one argument is a :class:`words.Message`
    naming the file and the system's reason."""


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset, empty or not absolute (the XDG Base Directory
    Specification ignores a relative path)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def data_dirs() -> list[Path]:
    """``$XDG_DATA_DIRS`` (default ``/usr/local/share:/usr/share``), where system-wide menu entries are."""
    value = os.environ.get("XDG_DATA_DIRS", "") or "/usr/local/share:/usr/share"
    return [Path(p) for p in value.split(":") if os.path.isabs(p)]


def menu_entry_path() -> Path:
    """Where :func:`install_menu_entry` writes the user's menu entry."""
    return data_home() / "applications" / ENTRY_NAME


def bundle_folder() -> Path | None:
    """The unpacked Linux bundle this program runs from (frozen, with ``share/applications/memorybook.desktop``
    beside the executable), else None (from source, on Windows or macOS)."""
    if not getattr(sys, "frozen", False) or not sys.platform.startswith("linux"):
        return None
    folder = Path(sys.executable).resolve().parent
    return folder if (folder / TEMPLATE).is_file() else None


def _unescaped(value: str) -> str:
    """A desktop entry string value without its escapes (``\\s``, ``\\n``, ``\\t``, ``\\r``, ``\\\\``)."""
    table = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(0)), value)


def _string(value: str) -> str:
    """``value`` as a desktop entry string value (its backslashes escaped; no line breaks allowed)."""
    return value.replace("\\", "\\\\")


def _exec_argument(value: str) -> str:
    """``value`` as one argument of an ``Exec`` key: ``%`` doubled, quoted when it holds a reserved character
    (``"``, `````, ``$`` and ``\\`` escaped inside the quotes), then escaped as a string value."""
    value = value.replace("%", "%%")
    if _RESERVED & set(value):
        value = '"' + re.sub(r'(["`$\\])', r"\\\1", value) + '"'
    return _string(value)


def _program(template: str) -> str:
    """The program the template's ``TryExec`` names ("memorybook"); ValueError when it has none."""
    match = re.search(r"^TryExec=(.+)$", template, re.M)
    if not match:
        raise ValueError(f"{ENTRY_NAME}: the template has no TryExec line naming the program")
    return _unescaped(match.group(1).strip())


def menu_entry_text(template: str, folder: Path) -> str:
    """The template with ``Exec`` and ``TryExec`` naming the program in ``folder`` by its absolute path.
    Raises MenuEntryError when the path holds a control character (a desktop entry cannot hold it)."""
    program = folder.resolve() / _program(template)
    if any(ord(c) < 32 or ord(c) == 127 for c in str(program)):
        raise MenuEntryError(Message("app.menu.line_break", entry=ENTRY_NAME, folder=str(folder)))
    name = re.escape(_program(template))
    text = re.sub(rf"^TryExec={name}$", lambda _: f"TryExec={_string(str(program))}", template, flags=re.M)
    return re.sub(rf"^Exec={name}(?= |$)", lambda _: f"Exec={_exec_argument(str(program))}", text, flags=re.M)


def folder_entry_text(template: str) -> str:
    """The template for the bundle folder's own entry: ``Exec`` runs the program beside the entry (``%k``, the
    entry's path, through ``sh``: the folder may be anywhere), and no ``TryExec`` (it needs an absolute path)."""
    program = _program(template)
    exec_line = re.search(rf"^Exec={re.escape(program)}((?: .*)?)$", template, re.M)
    if not exec_line or re.search(r"[\"'\\$`]", exec_line.group(1)):
        raise ValueError(f"{ENTRY_NAME}: its Exec line must start with {program} and take plain arguments")
    script = f'cd "${{1%/*}}" && exec ./{program}{exec_line.group(1)}'  # $1: the entry's path
    text = re.sub(r"^TryExec=.*\n", "", template, flags=re.M)
    return text.replace(exec_line.group(0), f"Exec=sh -c {_exec_argument(script)} sh %k", 1)


def write_folder_entry(folder: str | Path) -> Path:
    """Write :data:`FOLDER_ENTRY_NAME` at the top of the bundle ``folder`` (from its template), executable:
    file managers run only executable entries outside the applications folders. Raises OSError."""
    folder = Path(folder)
    path = folder / FOLDER_ENTRY_NAME
    text = folder_entry_text((folder / TEMPLATE).read_text(encoding="utf-8"))
    atomic_write_bytes(path, text.encode())
    path.chmod(0o755)
    return path


def _runs(entry: Path) -> bool:
    """True when the entry's ``TryExec`` program is there (an absolute path, or a name on ``PATH``)."""
    try:
        program = _program(entry.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return False
    if os.path.isabs(program):
        return os.access(program, os.X_OK)
    return shutil.which(program) is not None


def has_menu_entry() -> bool:
    """True when the applications menu has a working Memory Picture Book entry: the user's or a system-wide
    one (``install.sh``, a package) whose program is there. An entry left by a bundle folder that was moved
    or deleted does not count (menus hide it)."""
    return any(_runs(folder / "applications" / ENTRY_NAME) for folder in [data_home(), *data_dirs()])


def _bundle_icons(folder: Path) -> list[Path]:
    """The bundle's icon files, relative to its hicolor folder."""
    root = folder / ICONS
    return sorted(p.relative_to(root) for p in root.glob("*/apps/memorybook.*") if p.is_file())


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as err:
        raise MenuEntryError(Message("app.menu.cannot_read", path=str(path), reason=os_reason(err))) from err


def _write(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, data)
    except OSError as err:
        raise MenuEntryError(Message("app.menu.cannot_write", path=str(path), reason=os_reason(err))) from err


def install_menu_entry(folder: Path) -> Path:
    """Add the bundle in ``folder`` to the user's applications menu: its icons into the hicolor theme, then the
    entry (last, so a menu never shows it without its icon). Returns the entry's path. Raises
    MenuEntryError."""
    icons = data_home() / "icons" / "hicolor"
    for icon in _bundle_icons(folder):
        _write(icons / icon, _read(folder / ICONS / icon))
    template = _read(folder / TEMPLATE).decode("utf-8", errors="replace")
    _write(menu_entry_path(), menu_entry_text(template, folder).encode())
    _refresh_icon_cache(icons)
    return menu_entry_path()


def remove_menu_entry() -> None:
    """Take Memory Picture Book out of the user's applications menu: the entry, then its icons (the user's
    books and settings are not touched). Raises MenuEntryError."""
    icons = data_home() / "icons" / "hicolor"
    for path in [menu_entry_path(), *sorted(icons.glob("*/apps/memorybook.*"))]:
        try:
            path.unlink(missing_ok=True)
        except OSError as err:
            raise MenuEntryError(
                Message("app.menu.cannot_remove", path=str(path), reason=os_reason(err))
            ) from err
    _refresh_icon_cache(icons)


def _refresh_icon_cache(icons: Path) -> None:
    """Bring the user's icon cache up to date when there is one (GTK ignores a stale cache only in part);
    without a cache, or without the tool, nothing is needed or possible."""
    tool = shutil.which("gtk-update-icon-cache")
    if tool and (icons / "icon-theme.cache").is_file():
        import subprocess  # here: not imported while the app starts

        subprocess.run([tool, "-q", "-t", "-f", str(icons)], capture_output=True, timeout=30, check=False)
