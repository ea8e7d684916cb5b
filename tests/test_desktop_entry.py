"""The Linux bundle's applications-menu entry and its folder's own entry (app/desktop_entry.py, Qt-free): written
into a temporary XDG data home with the right Exec, valid for desktop-file-validate, icons copied, removed again;
the folder entry started the way GLib starts it."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app import desktop_entry
from tests.bundle_helpers import REPO, clean_data_home, fake_bundle, run_from

validator = shutil.which("desktop-file-validate")


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _exec_argv(value: str) -> list[str]:
    """An Exec value as a launcher reads it (Desktop Entry Specification, "The Exec key"): the string's escaped
    backslashes undone, then the arguments, split at spaces outside double quotes, inside which a backslash
    escapes the double quote, the backtick, the dollar sign and itself; then ``%%`` → ``%``."""
    text = value.replace("\\\\", "\\")
    args: list[str] = []
    current, quoted, started, i = "", False, False, 0
    while i < len(text):
        char = text[i]
        if quoted and char == "\\" and text[i + 1 : i + 2] in ('"', "`", "$", "\\"):
            current, i = current + text[i + 1], i + 2
            continue
        if char == '"':
            quoted, started = not quoted, True
        elif char == " " and not quoted:
            if current or started:
                args.append(current)
            current, started = "", False
        else:
            current += char
        i += 1
    if current or started:
        args.append(current)
    return [arg.replace("%%", "%") for arg in args]


def _validate(path: Path) -> None:
    if validator:
        result = subprocess.run([validator, str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.fixture
def data(monkeypatch, tmp_path):
    return clean_data_home(monkeypatch, tmp_path)


@pytest.mark.parametrize("name", ["memorybook", 'My apps/Memory $HOME "book" `x`'])
def test_the_menu_entry_runs_the_bundle_where_it_is_and_goes_again(data, tmp_path, name):
    bundle = fake_bundle(tmp_path / name)
    assert not desktop_entry.has_menu_entry()
    path = desktop_entry.install_menu_entry(bundle)
    assert path == data / "applications" / "memorybook.desktop"
    entry = _entry(path)
    program = str(bundle.resolve() / "memorybook")
    assert _exec_argv(entry["Exec"]) == [program, "gui"]
    assert entry["TryExec"].replace("\\\\", "\\") == program
    template = _entry(REPO / "packaging" / "memorybook.desktop")
    assert {k: v for k, v in entry.items() if "Exec" not in k} == {
        k: v for k, v in template.items() if "Exec" not in k
    }  # the rest is the template's, 记忆绘本 included
    _validate(path)
    icons = sorted(p.relative_to(data) for p in (data / "icons").rglob("memorybook.*"))
    assert [p.as_posix() for p in icons] == [
        "icons/hicolor/256x256/apps/memorybook.png",
        "icons/hicolor/64x64/apps/memorybook.png",
        "icons/hicolor/scalable/apps/memorybook.svg",
    ]
    assert (data / icons[0]).read_bytes() == (bundle / "share" / icons[0]).read_bytes()
    assert desktop_entry.has_menu_entry()
    assert not [
        p for p in (data / "applications").iterdir() if p.name != "memorybook.desktop"
    ]  # no temp files

    desktop_entry.remove_menu_entry()
    assert not path.exists() and not list((data / "icons").rglob("memorybook.*"))
    assert not desktop_entry.has_menu_entry()
    desktop_entry.remove_menu_entry()  # nothing left to remove: fine


def test_an_entry_whose_folder_moved_does_not_count(data, tmp_path):
    bundle = fake_bundle(tmp_path / "before")
    desktop_entry.install_menu_entry(bundle)
    bundle.rename(tmp_path / "after")
    assert not desktop_entry.has_menu_entry()  # its TryExec is gone: menus hide it, so the app asks again


def test_a_system_wide_entry_counts(data, tmp_path, monkeypatch):
    bundle = fake_bundle(tmp_path / "opt")
    system = tmp_path / "system" / "applications"
    system.mkdir(parents=True)
    template = (bundle / desktop_entry.TEMPLATE).read_text(encoding="utf-8")
    (system / "memorybook.desktop").write_text(desktop_entry.menu_entry_text(template, bundle))
    assert desktop_entry.has_menu_entry()


def test_xdg_data_home_is_honoured_only_when_absolute(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert desktop_entry.menu_entry_path() == tmp_path / "xdg" / "applications" / "memorybook.desktop"
    for ignored in ("", "relative/share"):
        monkeypatch.setenv("XDG_DATA_HOME", ignored)
        assert desktop_entry.data_home() == tmp_path / ".local" / "share"


def test_a_folder_that_cannot_be_written_is_one_sentence(monkeypatch, tmp_path):
    bundle = fake_bundle(tmp_path / "bundle")
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "file" / "share"))
    with pytest.raises(desktop_entry.MenuEntryError) as failed:
        desktop_entry.install_menu_entry(bundle)
    assert str(failed.value).startswith(f"cannot write {tmp_path / 'file' / 'share'}")
    assert str(failed.value).endswith(": Not a directory") and "\n" not in str(failed.value)


def test_a_folder_name_with_a_line_break_is_refused(data, tmp_path):
    bundle = fake_bundle(tmp_path / "two\nlines")
    with pytest.raises(desktop_entry.MenuEntryError, match="has a line break in its name; rename the folder"):
        desktop_entry.install_menu_entry(bundle)
    assert not desktop_entry.menu_entry_path().exists()


def test_the_bundle_folder_is_found_only_frozen_on_linux(monkeypatch, tmp_path):
    bundle = fake_bundle(tmp_path / "memorybook")
    assert desktop_entry.bundle_folder() is None  # from source
    run_from(monkeypatch, bundle)
    assert desktop_entry.bundle_folder() == bundle.resolve()
    monkeypatch.setattr(sys, "executable", str(tmp_path / "elsewhere" / "memorybook"))
    assert desktop_entry.bundle_folder() is None  # no share/applications beside it
    run_from(monkeypatch, bundle)
    monkeypatch.setattr(sys, "platform", "win32")
    assert desktop_entry.bundle_folder() is None


def test_the_folder_entry_starts_the_program_beside_it(tmp_path):
    bundle = fake_bundle(tmp_path / "Memory 100% $book")
    path = desktop_entry.write_folder_entry(bundle)
    assert path.name == "Memory Picture Book.desktop" and os.access(path, os.X_OK)
    entry = _entry(path)
    assert "TryExec" not in entry and entry["Name[zh_CN]"] == "记忆绘本"
    argv = _exec_argv(entry["Exec"])
    assert argv[:2] == ["sh", "-c"] and argv[3:] == ["sh", "%k"]
    _validate(path)
    # the shell script as a launcher runs it, with the entry's path for %k
    subprocess.run([*argv[:4], str(path)], check=True)
    assert (bundle / "ran.txt").read_text().strip() == f"{bundle}|gui"


GLIB_LAUNCH = """
import sys, gi
gi.require_version("Gio", "2.0")
from gi.repository import Gio
Gio.DesktopAppInfo.new_from_filename(sys.argv[1]).launch([], None)
"""


def _system_glib() -> bool:
    python = Path("/usr/bin/python3")
    check = [str(python), "-c", "import gi; gi.require_version('Gio', '2.0')"]
    return python.is_file() and subprocess.run(check, capture_output=True).returncode == 0


@pytest.mark.skipif(not _system_glib(), reason="the system's Python has no GLib bindings (python3-gi)")
def test_glib_starts_the_folder_entry_and_the_menu_entry(data, tmp_path):
    """GLib's own launcher (what GNOME's and GTK file managers and menus use) expands %k to the entry's path."""
    bundle = fake_bundle(tmp_path / "Memory $book")
    for path in (desktop_entry.write_folder_entry(bundle), desktop_entry.install_menu_entry(bundle)):
        ran = bundle / "ran.txt"
        ran.unlink(missing_ok=True)
        subprocess.run(["/usr/bin/python3", "-c", GLIB_LAUNCH, str(path)], check=True, cwd=tmp_path)
        for _ in range(300):  # the launch returns once the program is spawned
            if ran.is_file() and ran.read_text().endswith("\n"):
                break
            time.sleep(0.1)
        working_folder, args = ran.read_text().strip().split("|")
        assert args == "gui"
        assert working_folder == str(bundle if path.parent == bundle else tmp_path)


def test_a_template_without_tryexec_is_refused():
    with pytest.raises(ValueError, match="no TryExec"):
        desktop_entry.menu_entry_text("[Desktop Entry]\nExec=memorybook gui\n", Path("/opt/x"))
