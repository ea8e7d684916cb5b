"""The Linux light bundle as a volunteer gets it: the released archive, unpacked, walked from photos to every book.

Runs on the archive ``packaging/build-linux.sh`` leaves in ``dist/`` (``memorybook-*-linux-*-light.tar.xz``).
Without one these tests are skipped locally, and fail where ``MEMORYBOOK_BUNDLE_REQUIRED=1`` (``.ci/run``, which
builds the archive first). The walk (``packaging/smoke-test.sh``) runs in a clean environment: no variable of ours,
a ``PATH`` of a few shell tools only (no Python, no virtual environment), a home and settings of its own, outside
the repository; the files it writes are then checked here: sizes, boxes, the print-shop PDF's output intent, the
Lulu cover, the EPUB, the unpacked book.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "packaging"))

from bundle_data import CXXABI_FLOOR, GLIBC_FLOOR, GLIBCXX_FLOOR, SIZE_BUDGET  # noqa: E402

TOOLS = ("bash", "mkdir", "cp", "rm", "head", "ls", "awk", "tr", "cat", "dirname", "pwd")
"""The shell tools packaging/smoke-test.sh uses: the walk's whole PATH."""

MM = 72 / 25.4


def _archive() -> Path:
    """The light archive in ``dist/`` (the newest); skipped or failed (see the module docstring) when none."""
    found = sorted((REPO / "dist").glob("memorybook-*-linux-*-light.tar.xz"), key=lambda p: p.stat().st_mtime)
    if found:
        return found[-1]
    message = "no light archive in dist/ (build it: bash packaging/build-linux.sh light)"
    if os.environ.get("MEMORYBOOK_BUNDLE_REQUIRED") == "1":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory) -> Path:
    """The archive unpacked into a fresh folder, as a volunteer's file manager does: its ``memorybook/`` folder."""
    archive = _archive()
    target = tmp_path_factory.mktemp("unpacked")
    if shutil.which("tar") and shutil.which("xz"):  # xz decompresses on every core: ≈ half tarfile's 14 s
        subprocess.run(
            ["tar", "-xf", str(archive), "-C", str(target), "--use-compress-program=xz -d -T0"], check=True
        )
    else:
        with tarfile.open(archive) as tar:
            tar.extractall(target, filter="tar")
    return target / "memorybook"


def test_the_archive_keeps_within_its_size_budget():
    archive = _archive()
    assert archive.stat().st_size <= SIZE_BUDGET, f"{archive.name}: {archive.stat().st_size / 1e6:.0f} MB"


def test_no_file_of_the_bundle_needs_a_newer_glibc_than_the_floor(unpacked):
    from elf_needs import needed_versions

    needs = needed_versions(unpacked)
    assert needs["GLIBC_"][0] <= GLIBC_FLOOR, needs["GLIBC_"]
    assert needs.get("GLIBCXX_", ((0,), ""))[0] <= GLIBCXX_FLOOR, needs["GLIBCXX_"]
    assert needs.get("CXXABI_", ((0,), ""))[0] <= CXXABI_FLOOR, needs["CXXABI_"]
    carried = {p.name for p in (unpacked / "_internal").iterdir()}
    assert not carried & {"libstdc++.so.6", "libmvec.so.1", "libc.so.6"}, "a system library came along"


SYSTEM_OWN = ("libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "libGL.so", "libglib-2.0.so", "libgthread-2.0.so",
              "libdl.so", "libpthread.so", "librt.so", "libxcb.so")  # fmt: skip
"""Libraries every Linux desktop has (glibc's, the C++ runtime, OpenGL's dispatcher, GLib, and libxcb itself, which
every X11 program links and PyInstaller leaves to the system): the system's, not ours."""


def test_the_window_s_x11_plugin_finds_its_libraries_in_the_bundle(unpacked):
    """Qt's X11 plugin (libQt6XcbQpa) links a dozen xcb libraries that minimal and older desktops lack (Qt 6.5+ needs
    libxcb-cursor, absent from Ubuntu 22.04's default install): without them a double-click opens nothing and says
    nothing. Every library it links travels in the bundle, but the system's own (:data:`SYSTEM_OWN`)."""
    from elftools.elf.dynamic import DynamicSection
    from elftools.elf.elffile import ELFFile

    internal = unpacked / "_internal"
    plugin = internal / "PySide6" / "Qt" / "lib" / "libQt6XcbQpa.so.6"
    with plugin.open("rb") as stream:
        section = next(s for s in ELFFile(stream).iter_sections() if isinstance(s, DynamicSection))
        needed = [tag.needed for tag in section.iter_tags() if tag.entry.d_tag == "DT_NEEDED"]
    carried = {p.name for p in internal.rglob("*.so*")}
    missing = [n for n in needed if n not in carried and not n.startswith(SYSTEM_OWN)]
    assert "libxcb-cursor.so.0" in needed and not missing, missing


def test_the_unpacked_bundle_walks_from_photos_to_every_book(unpacked, tmp_path):
    tools = tmp_path / "tools"
    tools.mkdir()
    for tool in TOOLS:
        (tools / tool).symlink_to(shutil.which(tool))
    out, home = tmp_path / "walk", tmp_path / "home"
    home.mkdir()
    script = (
        tmp_path / "smoke-test.sh"
    )  # the script and the volunteer's files, copied: no repository in sight
    shutil.copy(REPO / "packaging" / "smoke-test.sh", script)
    examples = shutil.copytree(REPO / "assets" / "examples", tmp_path / "examples")
    env = {"HOME": str(home), "PATH": str(tools), "LANG": "C.UTF-8"}
    run = subprocess.run(
        [shutil.which("bash"), str(script), str(unpacked), str(out), str(examples)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    said = run.stdout + run.stderr
    assert run.returncode == 0, said[-4000:]
    assert "Traceback" not in said and "No such file or directory" not in said

    from pypdf import PdfReader

    a5 = PdfReader(out / "a5.pdf")
    trim, bleed = a5.pages[0].trimbox, a5.pages[0].bleedbox
    assert round(float(trim.width) / MM) == 148 and round(float(trim.height) / MM) == 210
    assert round(float(bleed.width) / MM) == 154 and round(float(bleed.height) / MM) == 216
    shop = PdfReader(out / "shop.pdf")
    intents = shop.trailer["/Root"]["/OutputIntents"]
    assert intents[0].get_object()["/S"] == "/GTS_PDFX"
    lulu, cover = PdfReader(out / "lulu.pdf"), PdfReader(out / "lulu-cover.pdf")
    assert (
        len(lulu.pages) >= 24 and len(cover.pages) == 1
    )  # Lulu's hardcover: at least 24 pages, one cover spread
    assert float(cover.pages[0].mediabox.width) > 2 * float(lulu.pages[0].trimbox.width)
    assert len(PdfReader(out / "app.pdf").pages) >= 8 and len(PdfReader(out / "demo.pdf").pages) >= 8
    from PIL import Image

    with Image.open(out / "app.png") as window:  # the app's window, drawn: Qt, its plugins, fonts came along
        assert window.width >= 400 and window.height >= 300
        assert len(window.convert("RGB").getcolors(1 << 20) or []) > 16, "the window is blank"
    with zipfile.ZipFile(out / "book.epub") as epub:
        first = epub.infolist()[0]
        assert first.filename == "mimetype" and epub.read(first) == b"application/epub+zip"
    assert (out / "companion" / "index.html").stat().st_size > 0

    from app.book.project import BookProject

    assert len(BookProject.open(out / "unpacked.mbook").book.pages) == 8
    assert [p.name for p in BookProject.open(out / "book.mbook").book.people] == ["外婆"]
