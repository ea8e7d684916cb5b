"""A rebuild with nothing changed reuses the last build's PDF (app.build.reuse): the same bytes and summary, no
page laid out; anything that shapes the print — the text, a photo file, an option, the PDF itself — builds again."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys

import pytest

from app.book.project import BookProject
from app.book.story import create_book_from_story
from app.build import BuildRequest, build_book
from app.build.reuse import records_folder
from assets import EXAMPLES_DIR

SKETCH = BuildRequest(engine="sketch", trim="a4", bleed=True, reuse=True)


@pytest.fixture(autouse=True)
def own_records(tmp_path, monkeypatch):
    """This test's own settings folder, so its records are the only ones there."""
    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))


@pytest.fixture()
def built(tmp_path):
    """The sample book built once with reuse on: (its folder, the PDF)."""
    root = tmp_path / "b.mbook"
    project = create_book_from_story(EXAMPLES_DIR / "waipo-zh.md", root, EXAMPLES_DIR / "photos")
    first = build_book(project, tmp_path / "a.pdf", SKETCH)
    assert first.made == 8 and first.unchanged_since is None
    return root, tmp_path / "a.pdf"


def _no_layout(monkeypatch):
    """Make laying the book out fail: a build that gets past this reused the PDF."""
    import app.build.book as book_module

    def refuse(*args, **kwargs):
        raise AssertionError("the book was laid out again")

    monkeypatch.setattr(book_module, "_write_book", refuse)


def test_an_unchanged_book_gets_the_same_pdf_and_summary_without_a_layout(built, tmp_path, monkeypatch):
    root, first_pdf = built
    before = sorted(p.relative_to(root) for p in root.rglob("*"))
    _no_layout(monkeypatch)
    summary = build_book(BookProject.open(root), tmp_path / "again.pdf", SKETCH)
    assert summary.unchanged_since is not None and summary.made == 0 and summary.reused == 8
    assert (tmp_path / "again.pdf").read_bytes() == first_pdf.read_bytes()
    assert (
        summary.bytes == first_pdf.stat().st_size and summary.printed_pages == 10 and summary.text_pages == 4
    )
    assert summary.preflight is not None and summary.preflight.language == "zh"
    assert [f.code for _, f in summary.preflight.findings()].count("low_dpi") == 4
    codes = [line.code for line in summary.lines()]
    assert "build.summary.unchanged" in codes and "build.summary.wrote" in codes  # copied: written
    wrote = next(line for line in summary.lines() if line.code == "build.summary.wrote")
    assert wrote.params["output"] == tmp_path / "again.pdf"
    assert (
        sorted(p.relative_to(root) for p in root.rglob("*")) == before
    )  # the record is not in the book folder
    assert [p.name for p in records_folder().iterdir()] and not list(root.rglob("*builds*"))
    mtime = first_pdf.stat().st_mtime_ns  # asked for under the same name: left as it is
    kept = build_book(BookProject.open(root), first_pdf, SKETCH)
    assert kept.unchanged_since is not None and first_pdf.stat().st_mtime_ns == mtime
    codes = [line.code for line in kept.lines()]
    assert (
        "build.summary.left_in_place" in codes and "build.summary.wrote" not in codes
    )  # nothing was written


@pytest.mark.parametrize(
    "change", ["text", "photo file", "same size and mtime", "trim", "pdf edited", "pdf gone", "not asked"]
)
def test_whatever_shapes_the_print_builds_again(built, tmp_path, change):
    root, first_pdf = built
    project, options = BookProject.open(root), SKETCH
    if change == "text":
        project.book.pages[2].text += "。"  # held, not even saved: the build prints what it holds
    elif change == "photo file":
        photo = next((root / "photos").iterdir())
        os.utime(photo, ns=(photo.stat().st_atime_ns, photo.stat().st_mtime_ns + 1_000_000))
    elif (
        change == "same size and mtime"
    ):  # rewritten, its size and mtime put back: its ctime tells (git's check)
        picture = next((root / "illustrations").glob("*.png"))
        info = picture.stat()
        picture.write_bytes(picture.read_bytes())
        os.utime(picture, ns=(info.st_atime_ns, info.st_mtime_ns))
    elif change == "trim":
        options = dataclasses.replace(SKETCH, trim="a5")
    elif change == "pdf edited":
        first_pdf.write_bytes(first_pdf.read_bytes().replace(b"%%EOF", b"%%EOF\n%x"))
    elif change == "pdf gone":
        first_pdf.unlink()
    else:
        options = dataclasses.replace(SKETCH, reuse=False)
    summary = build_book(project, tmp_path / "b.pdf", options)
    assert summary.unchanged_since is None and summary.printed_pages >= 10
    assert (tmp_path / "b.pdf").read_bytes()[:5] == b"%PDF-"


def test_a_file_changed_while_it_builds_leaves_no_record(tmp_path, monkeypatch):
    import app.build.book as book_module

    root = tmp_path / "b.mbook"
    project = create_book_from_story(EXAMPLES_DIR / "waipo-zh.md", root, EXAMPLES_DIR / "photos")
    draw = book_module._draw_here

    def draw_and_touch(*args, **kwargs):
        draw(*args, **kwargs)
        photo = next((root / "photos").iterdir())  # another program changes a photo after it was read
        os.utime(photo, ns=(photo.stat().st_atime_ns, photo.stat().st_mtime_ns + 1_000_000))

    monkeypatch.setattr(book_module, "_draw_here", draw_and_touch)
    build_book(project, tmp_path / "a.pdf", SKETCH)
    monkeypatch.setattr(book_module, "_draw_here", draw)
    assert build_book(BookProject.open(root), tmp_path / "b.pdf", SKETCH).unchanged_since is None


def _broken_records(saved: dict, root, tmp_path) -> list[str]:
    """Records edited by hand, each wrong in one way (the key kept valid, so only the check can refuse them)."""
    text = tmp_path / "notes.txt"
    text.write_bytes(b"not a PDF\n%%EOF")
    import hashlib

    def pointing_at(path) -> dict:
        data = path.read_bytes()
        return dict(saved, output=str(path), bytes=len(data), sha256=hashlib.sha256(data).hexdigest())

    summary = saved["summary"]
    finding = {"code": "x", "severity": "xyz", "message": "m"}
    page = {"number": "one", "title": "", "page_id": "p", "findings": []}
    return [
        "{not json",
        json.dumps([1, 2]),
        json.dumps(dict(saved, summary=dict(summary, pages="eight"))),
        json.dumps(dict(saved, summary=dict(summary, warnings=5))),
        json.dumps(dict(saved, summary=dict(summary, warnings=[5]))),
        json.dumps(dict(saved, summary=dict(summary, preflight={"language": "zh", "pages": [page]}))),
        json.dumps(
            dict(
                saved,
                summary=dict(
                    summary, preflight={"language": "zh", "pages": [dict(page, number=1, findings=[finding])]}
                ),
            )  # fmt: skip
        ),
        json.dumps(dict(saved, at="yesterday")),
        json.dumps(dict(saved, root=None)),
        json.dumps(pointing_at(text)),  # not a PDF
        json.dumps(pointing_at(root / "book.json")),
    ]


def test_a_broken_record_is_not_believed(built, tmp_path):
    root, _ = built
    (record,) = records_folder().glob("*.json")
    saved = json.loads(record.read_text())
    for broken in _broken_records(saved, root, tmp_path):
        record.write_text(broken)
        summary = build_book(BookProject.open(root), tmp_path / "b.pdf", SKETCH)
        assert summary.unchanged_since is None and summary.printed_pages == 10, broken
        assert (tmp_path / "b.pdf").read_bytes().startswith(b"%PDF-")
        assert "\n".join(str(line) for line in summary.lines())


def test_more_records_than_are_kept_and_a_broken_one_end_in_a_summary(built, tmp_path):
    root, _ = built
    folder = records_folder()
    for n in range(70):
        (folder / f"{n:032x}.json").write_text(
            json.dumps({"format": 1, "root": None if n == 3 else str(tmp_path / f"gone{n}")})
        )
    summary = build_book(
        BookProject.open(root), tmp_path / "b.pdf", dataclasses.replace(SKETCH, reuse="record")
    )
    (left,) = folder.iterdir()  # the gone books' records removed, and the broken one
    assert summary.unchanged_since is None and json.loads(left.read_text())["root"] == str(root.resolve())
    assert build_book(BookProject.open(root), tmp_path / "c.pdf", SKETCH).unchanged_since is not None


def test_a_change_of_pictures_is_recorded_by_the_build_that_draws_them(built, tmp_path):
    root, _ = built
    project = BookProject.open(root)
    page = project.book.pages[1]
    project.book.pages[1] = page.model_copy(update={"seed": 7})  # another picture for page 2
    project.save()
    drawn = build_book(BookProject.open(root), tmp_path / "b.pdf", SKETCH)
    assert drawn.made == 1 and drawn.unchanged_since is None
    assert build_book(BookProject.open(root), tmp_path / "c.pdf", SKETCH).unchanged_since is not None


def test_the_copy_that_cannot_be_written_is_named(built, tmp_path, monkeypatch):
    import contextlib

    import app.build.reuse as reuse_module
    from app.book.errors import BookError

    root, _ = built

    @contextlib.contextmanager
    def refused(path):
        raise PermissionError(13, "Permission denied", f"{path.parent}/.{path.name}.123.abcdefgh.tmp")
        yield

    monkeypatch.setattr(reuse_module, "atomic_writer", refused)  # a folder this user may not write in
    with pytest.raises(BookError, match=r"^cannot write .*/b\.pdf: Permission denied$"):
        build_book(BookProject.open(root), tmp_path / "b.pdf", SKETCH)


def test_memorybook_build_says_it_reused_the_pdf_in_chinese_and_rebuild_writes_it(tmp_path):
    env = dict(os.environ, LANG="zh_CN.UTF-8", LANGUAGE="", LC_ALL="", QT_QPA_PLATFORM="offscreen",
               MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"))  # fmt: skip
    root = tmp_path / "b.mbook"
    create_book_from_story(EXAMPLES_DIR / "waipo-zh.md", root, EXAMPLES_DIR / "photos")

    def build(*more: str) -> str:
        done = subprocess.run([sys.executable, "-m", "app.cli", "build", str(root), "-o", str(tmp_path / "o.pdf"),
                               *more], env=env, capture_output=True, text=True, timeout=300)  # fmt: skip
        assert done.returncode == 0, done.stderr[-3000:]
        return done.stdout

    assert "沿用那次的 PDF" not in build()
    again = build()
    assert "那次制作以来没有改动：沿用那次的 PDF（`--rebuild` 会重新写出）" in again and "新画 0 张" in again
    assert f"{tmp_path / 'o.pdf'} 就是那份 PDF，原样未动（" in again and "已写入" not in again
    assert "沿用那次的 PDF" not in build("--rebuild")
    assert "沿用那次的 PDF" in build()  # the --rebuild was recorded
