"""Reliability: kill -9 at seeded random moments of a build and a pack, two writers at once (one of them killed),
a full disk and a read-only folder. Each asserts that nothing is lost beyond the stated bound, that every file
is whole (old or new, never half-written) and that no lock is left holding the book.

CI-friendly: a fixed small number of tries with ``random.Random(16)``; the whole file takes about a minute on
two cores. The full-disk and read-only tests mount a small tmpfs, which needs root (skipped otherwise, saying
so). The GUI autosave under kill -9 is in tests/test_reliability_gui.py.
"""

from __future__ import annotations

import errno
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import textwrap
import time
import zipfile
from pathlib import Path

import pytest

from app.book.lock import SESSION_LOCK, WRITE_LOCK, book_holder, read_lock
from app.book.model import Book, Page
from app.book.project import BookProject
from tests.conftest import REPO
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)

RNG_SEED = 16
LOCKS = (SESSION_LOCK, WRITE_LOCK)


def _env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(REPO), MEMORYBOOK_CONFIG_DIR=str(tmp_path / "cfg"))


def _kill_after(cmd: list[str], env: dict[str, str], seconds: float) -> int | None:
    """Run ``cmd``, SIGKILL it after ``seconds`` (unless it ended); its exit status, None when killed."""
    process = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        process.wait(seconds)
        return process.returncode
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        return None


def _whole_run_seconds(cmd: list[str], env: dict[str, str], book: Path, tmp_path: Path) -> float:
    """How long ``cmd`` takes uninterrupted, run on a copy of ``book`` (the kills then fall at fractions of
    it: a fixed number of seconds would miss a fast run on a quiet machine and kill nothing)."""
    import shutil

    copy = tmp_path / "timing" / book.name
    shutil.copytree(book, copy)
    timed = [str(copy) if part == str(book) else part for part in cmd]
    timed = [
        p.replace(str(tmp_path), str(tmp_path / "timing")) if p.endswith((".pdf", ".zip")) else p
        for p in timed
    ]
    started = time.monotonic()
    assert _kill_after(timed, env, 600) == 0
    seconds = time.monotonic() - started
    shutil.rmtree(tmp_path / "timing")
    return seconds


OUR_TEMP = re.compile(r"^\.(.+)\.[^.]+\.tmp$")
"""A temporary file of :func:`app.book.fileio.atomic_writer` (``.<final name>.<random>.tmp``)."""


def _strays(folder: Path, expected: set[str]) -> tuple[list[str], list[str]]:
    """(files under ``folder`` that are neither expected nor our temporary files, our temporary files). A kill
    in the middle of an atomic write leaves the temporary file (removing those at the next run is issue 16
    item 5); anything else left over is a defect."""
    strays, temps = [], []
    for path in folder.rglob("*"):
        name = path.relative_to(folder).as_posix()
        if path.is_file() and name not in expected:
            (temps if OUR_TEMP.match(path.name) else strays).append(name)
    return strays, temps


def _whole_pdf(path: Path) -> bool:
    data = path.read_bytes()
    return data.startswith(b"%PDF") and b"%%EOF" in data[-1024:]


def _assert_book_whole(root: Path) -> BookProject:
    """book.json opens, every chosen picture is there with its sidecar, every PNG decodes, no lock is held."""
    from PIL import Image

    project = BookProject.open(root)
    for page in project.book.pages:
        if page.illustration:
            assert project.has_illustration(page.illustration), page.illustration
    for png in (root / "illustrations").glob("*.png"):
        with Image.open(png) as image:
            image.load()
    assert book_holder(root) is None  # the killed process's locks do not hold the book
    return project


def _book_files(root: Path) -> set[str]:
    """What a book folder holds by design: book.json (+ .bak), photos, pictures with sidecars, LoRAs, cache."""
    keep = {"book.json", "book.json.bak"}
    for path in root.rglob("*"):
        name = path.relative_to(root).as_posix()
        if (
            path.is_file()
            and not path.name.startswith(".")
            and name.split("/")[0] in ("photos", "illustrations", "loras", "cache")
        ):
            keep.add(name)
    return keep


def test_kill_a_build_at_random_moments(tmp_path, sample_book):  # noqa: F811
    rng = random.Random(RNG_SEED)
    env = _env(tmp_path)
    pdf = tmp_path / "book.pdf"
    cmd = [sys.executable, "-m", "app.cli", "build", str(sample_book), "--engine", "sketch", "-o", str(pdf)]
    chosen, outcomes = [], []
    whole = _whole_run_seconds(cmd, env, sample_book, tmp_path)
    for _ in range(3):
        outcomes.append(_kill_after(cmd, env, whole * rng.uniform(0.3, 0.8)))
        project = _assert_book_whole(sample_book)
        chosen.append(sum(1 for p in project.book.pages if p.illustration))
        assert not pdf.exists() or _whole_pdf(pdf)
        strays, temps = _strays(sample_book, _book_files(sample_book))
        # a lock the killed build held is left, but stale: the next program takes it over (checked below)
        assert [s for s in strays if not (s in LOCKS and read_lock(sample_book / s).stale())] == [], strays
        print(
            f"build {'killed' if outcomes[-1] is None else 'ended'} with {chosen[-1]} pictures chosen; temporary files left: {temps}"
        )
    assert chosen == sorted(chosen)  # a picture chosen before a kill stays chosen
    assert None in outcomes, outcomes  # at least one build was really killed part way
    done = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    project = _assert_book_whole(sample_book)
    assert all(p.illustration for p in project.book.pages) and _whole_pdf(pdf)
    assert not (sample_book / WRITE_LOCK).exists() and not (sample_book / SESSION_LOCK).exists()


def test_kill_a_pack_at_random_moments(tmp_path, sample_book):  # noqa: F811
    rng = random.Random(RNG_SEED)
    (sample_book / "loras" / "big.safetensors").write_bytes(os.urandom(40 << 20))  # a pack that takes a while
    before = (sample_book / "book.json").read_bytes()
    archive = tmp_path / "book.zip"
    cmd = [sys.executable, "-m", "app.cli", "pack", str(sample_book), "-o", str(archive)]
    outcomes = []
    whole = _whole_run_seconds(cmd, _env(tmp_path), sample_book, tmp_path)
    for _ in range(3):
        status = _kill_after(cmd, _env(tmp_path), whole * rng.uniform(0.3, 0.8))
        outcomes.append(status)
        if archive.exists():  # never a half archive at the final name
            with zipfile.ZipFile(archive) as zf:
                assert zf.testzip() is None
        assert (sample_book / "book.json").read_bytes() == before  # the book is untouched
        assert book_holder(sample_book) is None
        strays, temps = _strays(
            tmp_path, {"book.zip"} | {f"waipo.mbook/{n}" for n in _book_files(sample_book)}
        )
        assert [s for s in strays if not s.startswith(("cfg/", "waipo.mbook/"))] == [], strays
        print(f"pack killed: temporary files left {temps}")
    print("pack outcomes (None = killed):", outcomes)
    assert None in outcomes  # at least one try was really killed part way


WRITER = textwrap.dedent(
    """
    import sys
    from app.book.project import BookProject
    root, row, times = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    project = BookProject.open(root)
    page = project.book.pages[row]
    for i in range(1, times + 1):
        page.text = f"writer {row}: {i}"
        project.save()
    """
)


def test_two_writers_and_a_killed_third_lose_nothing(tmp_path):
    root = tmp_path / "b.mbook"
    BookProject.create(root, Book(title="三个人一起写", pages=[Page(), Page(), Page()]))
    env = _env(tmp_path)
    rng = random.Random(RNG_SEED)

    def start(row: int, times: int) -> subprocess.Popen:
        return subprocess.Popen(
            [sys.executable, "-c", WRITER, str(root), str(row), str(times)],
            cwd=REPO,
            env=env,
            stderr=subprocess.PIPE,
        )

    writers = [start(0, 25), start(1, 25), start(2, 1000)]
    time.sleep(rng.uniform(0.8, 1.5))
    writers[2].send_signal(signal.SIGKILL)  # perhaps while it holds the write lock
    for writer in writers[:2]:
        assert writer.wait(120) == 0, writer.stderr.read().decode()
    writers[2].wait(10)
    book = BookProject.open(root).book
    assert book.pages[0].text == "writer 0: 25" and book.pages[1].text == "writer 1: 25"
    assert book.pages[2].text.startswith("writer 2: ") or book.pages[2].text == ""
    assert not (root / WRITE_LOCK).exists() or book_holder(root) is None
    leftovers = [p.name for p in root.iterdir() if p.name.startswith(".") and "lock" in p.name]
    assert leftovers == [] or all(p.endswith(".tmp") for p in leftovers), leftovers


@pytest.fixture
def small_disk(tmp_path):
    """A 4 MiB tmpfs mounted at ``tmp_path/disk`` (needs root; skipped otherwise, with the reason)."""
    mount = tmp_path / "disk"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("a small tmpfs for a full disk needs root (mount); not root here")
    result = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)], capture_output=True
    )
    if result.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {result.stderr.decode().strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill(folder: Path) -> Path:
    filler = folder / "filler"
    with open(filler, "wb") as handle:
        try:
            while True:
                handle.write(b"\0" * (64 << 10))
                handle.flush()
        except OSError as err:
            assert err.errno == errno.ENOSPC
    return filler


def test_a_full_disk_keeps_the_last_save_and_the_app_keeps_the_edit(qtbot, small_disk):
    from app.settings import config_dir
    from app.viewmodels.book import BookViewModel

    root = small_disk / "b.mbook"
    BookProject.create(root, Book(title="满了的磁盘", pages=[Page(text="已经保存的字")]))
    before = (root / "book.json").read_bytes()
    vm = BookViewModel()
    assert vm.open(root)
    errors = []
    vm.error_changed.connect(errors.append)
    filler = _fill(small_disk)
    vm.set_page_field(vm.book.pages[0].id, "text", "磁盘满时打的字" * 2000)
    assert not vm.save()
    assert "the disk is full" in errors[-1] and "\n" not in errors[-1]
    assert (root / "book.json").read_bytes() == before  # the last save is whole
    assert sorted(p.name for p in root.iterdir() if p.name.startswith(".")) == []  # no temporary file left
    rescued = vm.rescue()  # what the app does when nobody can be asked (another disk)
    assert rescued is not None and rescued.parent == config_dir() / "rescue"
    filler.unlink()  # room again: the next save goes through
    assert vm.save()
    assert BookProject.open(root).book.pages[0].text.startswith("磁盘满时打的字")
    vm.close()
    assert sorted(p.name for p in root.iterdir()) == [
        "book.json",
        "book.json.bak",
        "illustrations",
        "loras",
        "photos",
    ]


def test_a_read_only_folder_opens_refuses_saves_in_one_line_and_changes_nothing(qtbot, small_disk, tmp_path):
    from app.viewmodels.book import BookViewModel

    root = small_disk / "b.mbook"
    BookProject.create(root, Book(title="只读的文件夹", pages=[Page(text="原来的字")]))
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    vm = BookViewModel()
    errors = []
    vm.error_changed.connect(errors.append)
    assert vm.open(root)  # to read and to print; no lock can be taken on a read-only folder
    vm.set_page_field(vm.book.pages[0].id, "text", "改不了")
    assert not vm.save() and "the folder is read-only" in errors[-1]
    vm.discard_changes()
    photo = REPO / "assets" / "examples" / "photos" / "coffee.png"
    result = subprocess.run(
        [sys.executable, "-m", "app.cli", "person", "add", str(root), "小明", "--photos", str(photo)],
        cwd=REPO,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before
    shutil.rmtree(tmp_path / "cfg", ignore_errors=True)
