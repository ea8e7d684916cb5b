"""The whole book from a frozen bundle's module lookups, without PyInstaller: what the installed app could not do.

A PyInstaller bundle keeps pure-Python libraries in the executable's archive (no ``_internal/segno`` folder),
may lack their ``*.dist-info`` metadata, and sets ``sys.frozen``. :data:`EMULATION` makes a Python process look
up modules that way — segno imported from a zip archive, as PyInstaller's PYZ holds it, and no distribution's
metadata found — and then runs ``memorybook new`` and ``build`` twice (the second reuses the PDF). The rebuild
record (``app/build/reuse.py``) once listed each library's folder and stopped every export of the Linux bundle
with ``<bundle>/_internal/segno: No such file or directory`` (issue 57).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import segno

from app.build import reuse
from assets import EXAMPLES_DIR

EMULATION = textwrap.dedent(
    """
    import importlib.machinery, sys
    archive, argv = sys.argv[1], sys.argv[2:]
    sys.path.insert(0, archive)  # pure-Python libraries from an archive: no folder on disk, as in a PYZ


    class NoMetadata(importlib.machinery.PathFinder):
        '''Finds modules as Python does, and no distribution's metadata (a bundle without copy_metadata).'''

        @classmethod
        def find_distributions(cls, *args, **kwargs):
            return iter(())


    sys.meta_path[sys.meta_path.index(importlib.machinery.PathFinder)] = NoMetadata
    sys.frozen = True
    import segno

    assert segno.__file__.startswith(archive), segno.__file__
    from app.cli import main

    sys.exit(main(argv))
    """
)


def _archive(tmp_path: Path) -> Path:
    """segno's package in a zip archive (its modules, no folder, no metadata)."""
    archive = tmp_path / "bundle.pyz.zip"
    package = Path(segno.__file__).parent
    with zipfile.ZipFile(archive, "w") as pyz:
        for path in package.rglob("*.py"):
            pyz.write(path, Path("segno") / path.relative_to(package))
    return archive


def _frozen(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MEMORYBOOK_CONFIG_DIR": str(tmp_path / "config"), "LANG": "C.UTF-8"}
    env.pop("LANGUAGE", None)
    return subprocess.run(
        [sys.executable, "-c", EMULATION, str(_archive(tmp_path)), *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
    )


def test_a_frozen_bundle_builds_a_new_book_and_reuses_its_pdf(tmp_path):
    book, pdf = tmp_path / "bk.mbook", tmp_path / "bk.pdf"
    made = _frozen(tmp_path, "new", str(book), "--from", str(EXAMPLES_DIR / "waipo-en.md"), "--photos",
                   str(EXAMPLES_DIR / "photos"))  # fmt: skip
    assert made.returncode == 0, made.stderr
    first = _frozen(tmp_path, "build", str(book), "-o", str(pdf), "--size", "a5", "--bleed")
    assert first.returncode == 0, first.stderr
    assert pdf.read_bytes().startswith(b"%PDF-") and "No such file" not in first.stderr
    again = _frozen(tmp_path, "build", str(book), "-o", str(pdf), "--size", "a5", "--bleed")
    assert again.returncode == 0, again.stderr
    assert "nothing changed since the build of " in again.stdout, again.stdout


def test_the_program_fingerprint_follows_a_library_version_not_its_folder(monkeypatch):
    reuse.program_fingerprint.cache_clear()
    monkeypatch.setattr(reuse, "_signature", lambda folder, *a, **k: {})  # the program's own files: unchanged
    before = reuse.program_fingerprint()
    reuse.program_fingerprint.cache_clear()
    real = reuse.library_version
    monkeypatch.setattr(reuse, "library_version", lambda name: "99.0" if name == "segno" else real(name))
    try:
        assert reuse.program_fingerprint() != before  # an upgraded segno draws other codes: build again
    finally:
        reuse.program_fingerprint.cache_clear()
    assert real("segno") == segno.__version__ and real("no-such-distribution") is None
