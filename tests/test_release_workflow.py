"""The release workflow: valid for GitHub Actions (actionlint), the Linux job is the script a developer runs
here, every system's job walks its bundle with packaging/smoke-test.sh — which is run here against the app from
source standing in for a bundle (a new book into every PDF, EPUB, companion, pack and unpack, the app's export) —
and the release job's patterns match the files the upload and download steps lay out."""

from __future__ import annotations

import fnmatch
import os
import posixpath
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"


@pytest.mark.skipif(
    shutil.which("actionlint") is None, reason="actionlint is installed on Linux x86-64 (dev extra)"
)
def test_actionlint_accepts_the_workflow():
    run = subprocess.run(
        ["actionlint", str(WORKFLOW.relative_to(REPO))], cwd=REPO, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_system_builds_and_smoke_tests():
    text = WORKFLOW.read_text(encoding="utf-8")
    for job in ("linux:", "windows:", "macos:"):
        assert f"\n  {job}" in text
    assert "run: bash packaging/ci-linux-job.sh" in text  # the Linux job is the script run here
    assert text.count("run: bash packaging/smoke-test.sh") == 2  # Windows and macOS; Linux through the script
    assert (
        "packaging/smoke-test.sh dist/memorybook smoke"
        in (REPO / "packaging" / "ci-linux-job.sh").read_text()
    )
    for script in ("ci-linux-job.sh", "smoke-test.sh"):
        assert subprocess.run(["bash", "-n", str(REPO / "packaging" / script)]).returncode == 0


BUILT = sorted((REPO / "dist").glob("memorybook-*-linux-*-light.tar.xz"))
"""A built light archive: tests/test_bundle_walk.py walks the real bundle with the same script (≈ 20 s each)."""


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in bundle is a shell script")
@pytest.mark.skipif(
    bool(BUILT), reason="the walk runs on the built bundle itself (tests/test_bundle_walk.py)"
)
def test_smoke_test_script_on_a_stand_in_bundle(tmp_path):
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    exe = bundle / "memorybook"
    exe.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m app.cli "$@"\n')
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    out = tmp_path / "smoke"
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        ["bash", "packaging/smoke-test.sh", str(bundle), str(out)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    for name in ("demo", "a5", "shop", "lulu", "lulu-cover", "app"):
        assert (out / f"{name}.pdf").read_bytes()[:5] == b"%PDF-", name
    assert (out / "app.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (out / "book.epub").read_bytes()[:2] == b"PK" and (out / "unpacked.mbook" / "book.json").is_file()
    assert "smoke test passed" in run.stdout


def test_smoke_test_fails_on_a_broken_bundle(tmp_path):
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    exe = bundle / "memorybook"
    exe.write_text("#!/bin/sh\nexit 3\n")
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    run = subprocess.run(["bash", "packaging/smoke-test.sh", str(bundle), str(tmp_path / "o")], cwd=REPO,
                         capture_output=True, text=True, timeout=60)  # fmt: skip
    assert run.returncode != 0


# --- what the release job attaches ------------------------------------------------------------------------------

ARCHIVES = {
    "linux": "dist/memorybook-0.1.0-linux-x86_64-{variant}.tar.xz",
    "windows": "dist/memorybook-0.1.0-windows-x64-{variant}.zip",
    "macos": "dist/memorybook-0.1.0-macos-{arch}-{variant}.dmg",
}
"""What each build of a job leaves in ``dist/`` (the names packaging/build-linux.sh, build-windows.ps1 and
build-macos.sh write, checked against the scripts below; ``{…}``: its matrix entry), beside the walk's files in
``smoke/``."""

WALK = ["smoke/demo.pdf", "smoke/app.png", "smoke/a5.pdf", "smoke/files/waipo-zh.md"]


def _glob(path: str, pattern: str) -> bool:
    """Whether ``path`` matches the shell glob ``pattern`` (bash's and @actions/glob's: ``*`` stays within a folder)."""
    parts, wanted = path.split("/"), pattern.rstrip("/").split("/")
    return len(parts) == len(wanted) and all(
        fnmatch.fnmatchcase(a, b) for a, b in zip(parts, wanted, strict=True)
    )


def _uploaded(paths: list[str], files: list[str]) -> list[str]:
    """The files of an artifact as actions/upload-artifact lays them out: ``files`` matched by the ``paths``
    patterns, relative to the least common ancestor of the patterns' search paths (the folder before each
    pattern's first wildcard) — upload-artifact's README, "Upload using Multiple Paths and Exclusions"."""
    searches = []
    for pattern in paths:
        parts = pattern.rstrip("/").split("/")
        fixed = [
            p
            for p in parts[: next((i for i, p in enumerate(parts) if any(c in p for c in "*?[")), len(parts))]
        ]
        searches.append("/".join(fixed if len(fixed) < len(parts) else parts[:-1]) or ".")
    root = posixpath.commonpath(searches) if searches else "."
    matched = [
        f for f in files if any(fnmatch.fnmatch(f, p) or f.startswith(p.rstrip("/") + "/") for p in paths)
    ]
    return sorted(posixpath.relpath(f, root) for f in matched)


def test_the_release_attaches_every_archive_and_nothing_else():
    import yaml

    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    jobs = workflow["jobs"]
    artifacts: dict[str, list[str]] = {}
    wanted = []
    for job, name_of in ARCHIVES.items():
        matrix = jobs[job].get("strategy", {}).get("matrix", {})
        entries = matrix.get("include") or [{"variant": v} for v in matrix.get("variant", [""])]
        for entry in entries:  # one build per matrix entry
            archive = name_of.format(**entry)
            wanted.append(archive)
            for step in jobs[job]["steps"]:
                if step.get("uses", "").startswith("actions/upload-artifact@"):
                    name = step["with"]["name"]
                    for key, value in entry.items():
                        name = name.replace("${{ matrix." + key + " }}", str(value))
                    assert name not in artifacts, f"two builds upload the artifact {name}"
                    artifacts[name] = _uploaded(step["with"]["path"].split(), [archive, *WALK])
    release = jobs["release"]
    download = next(s for s in release["steps"] if s.get("uses", "").startswith("actions/download-artifact@"))
    folder = download["with"]["path"]
    chosen = [n for n in artifacts if fnmatch.fnmatch(n, download["with"].get("pattern", "*"))]
    if download["with"].get("merge-multiple"):
        laid_out = [f"{folder}/{f}" for n in chosen for f in artifacts[n]]
    else:
        laid_out = [f"{folder}/{n}/{f}" for n in chosen for f in artifacts[n]]
    command = next(s["run"] for s in release["steps"] if "gh release create" in s.get("run", ""))
    patterns = [w for w in command.replace("\\\n", " ").split() if w.startswith(folder + "/")]
    attached = sorted({f for f in laid_out for p in patterns if _glob(f, p)})
    assert attached == sorted(f"{folder}/{posixpath.basename(a)}" for a in wanted), (
        artifacts,
        laid_out,
        patterns,
    )
    assert all(any(f"-{v}." in a for a in wanted) for v in ("light", "full-cpu", "full"))  # both apps
    assert len(laid_out) == len(set(laid_out)), "two artifacts put a file at the same place"


def test_the_archive_names_are_the_build_scripts_own():
    scripts = {
        "linux": ("build-linux.sh", 'archive="dist/memorybook-$version-linux-$(uname -m)-$variant.tar.xz"'),
        "windows": ("build-windows.ps1", '$archive = "dist\\memorybook-$version-windows-x64-$Variant.zip"'),
        "macos": ("build-macos.sh", 'dmg="dist/memorybook-$version-macos-$(uname -m)-$variant.dmg"'),
    }
    for job, (script, line) in scripts.items():
        assert line in (REPO / "packaging" / script).read_text(encoding="utf-8"), (job, line)


def test_the_old_layout_would_attach_nothing():
    """The check above catches the release that could never attach a bundle: an artifact of the archive and the
    smoke files together keeps ``dist/`` in its layout, and ``artifacts/*/*.tar.gz`` looks one folder up."""
    uploaded = _uploaded(
        ["dist/*.tar.gz", "smoke/app.png", "smoke/demo.pdf"], ["dist/m.tar.gz", "smoke/app.png"]
    )
    assert uploaded == ["dist/m.tar.gz", "smoke/app.png"]
    assert not _glob("artifacts/memorybook-linux/dist/m.tar.gz", "artifacts/*/*.tar.gz")
    assert _glob("artifacts/memorybook-linux/m.tar.gz", "artifacts/*/*.tar.gz")
