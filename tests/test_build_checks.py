"""No black picture is stored or printed, whichever path draws it: the CLI build and a distributed build's
draw step (the model process: tests/test_process.py); the page is named by number and title, and `memorybook check` keeps naming it.

The bad models are the tiny SD pipeline with a NaN planted in its VAE and with a safety checker that flags
every picture (tests/picture_helpers.py)."""

from __future__ import annotations

import json

import pypdf
import pytest

from app.book.model import Book, Page
from app.book.project import BookProject
from app.cli import main
from tests.picture_helpers import save_flagging_model, save_nan_model
from tests.test_illustrate import one_thread  # noqa: F401 (autouse fixture: one intra-op thread)
from words import Message


@pytest.fixture(scope="module")
def nan_model(tmp_path_factory):
    return save_nan_model(tmp_path_factory.mktemp("models") / "tiny-nan")


@pytest.fixture(scope="module")
def flagging_model(tmp_path_factory):
    return save_flagging_model(tmp_path_factory.mktemp("models") / "tiny-flags")


def _book(tmp_path, language="en") -> BookProject:
    book = Book(title="Kites", language=language)
    book.pages = [
        Page(title="The river kite", text="We flew it by the river."),
        Page(title="Tea", text="Tea."),
    ]
    book.illustration.steps, book.illustration.width, book.illustration.height = 2, 64, 64
    return BookProject.create(tmp_path / "k.mbook", book)


def _build(project, model, out, *extra) -> int:
    argv = ["build", str(project.root), "-o", str(out), "--engine", "diffusion", "--model", str(model)]
    return main([*argv, *extra])


def test_cli_build_with_a_nan_vae_stores_no_picture_and_names_the_pages(tmp_path, nan_model, capsys):
    project = _book(tmp_path)
    assert _build(project, nan_model, tmp_path / "k.pdf") == 1
    printed = capsys.readouterr().out
    assert "not drawn: page 1 “The river kite”: the decoded picture holds NaN/Inf values" in printed
    assert "no picture was stored for it" in printed
    assert "blocks printing: page 1 “The river kite”" in printed  # the preflight at the end of the summary
    assert "illustrations: 0 made" in printed
    book = BookProject.open(project.root)
    assert all(p.illustration is None for p in book.book.pages)
    assert not list((project.root / "illustrations").glob("*.png"))
    assert len(pypdf.PdfReader(tmp_path / "k.pdf").pages) == 4  # written, text-led, no picture in it

    assert main(["check", str(project.root), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["blocking"] == 2
    first = report["pages"][0]
    assert (first["number"], first["title"]) == (1, "The river kite")
    assert {"code": "bad_picture", "severity": "blocking"}.items() <= first["findings"][0].items()
    assert "NaN" in first["findings"][0]["message"]


def test_cli_build_with_a_safety_checker_that_flags_everything(tmp_path, flagging_model, capsys):
    project = _book(tmp_path, language="zh")
    assert _build(project, flagging_model, tmp_path / "k.pdf") == 1
    printed = capsys.readouterr().out
    assert "not drawn: page 2 “Tea”: the model's safety checker flagged the picture" in printed
    assert (
        "妨碍印刷：第 2 页“Tea”：模型的安全检查器把插图涂黑了" in printed
    )  # a Chinese book: Chinese findings
    assert not list((project.root / "illustrations").glob("*.png"))


def test_turning_the_safety_checker_off_draws_and_clears_the_finding(tmp_path, flagging_model, capsys):
    project = _book(tmp_path)
    assert _build(project, flagging_model, tmp_path / "k.pdf") == 1
    project.book.illustration.safety_checker = False
    project.save()
    assert _build(project, flagging_model, tmp_path / "k.pdf") == 0
    capsys.readouterr()
    book = BookProject.open(project.root)
    sidecar = book.illustration_sidecar(book.book.pages[0].illustration)
    assert sidecar["request"]["safety_checker"] is False
    assert sidecar["info"]["checks"]["safety_checker"] == "off"
    assert main(["check", str(project.root), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["blocking"] == 0


def test_a_distributed_build_reports_the_page_and_goes_on(tmp_path, nan_model, capsys):
    from app.build import BuildRequest, build_book

    project = _book(tmp_path)
    summary = build_book(
        project, tmp_path / "k.pdf", BuildRequest(engine="diffusion", model=str(nan_model), distributed=True)
    )
    assert summary.made == 0
    assert summary.failed[0] == Message(
        "located",
        where=Message("where.page_titled", number=1, title="The river kite"),
        message=Message("build.failed.nan"),
    )
    assert summary.preflight.blocking == 2


def test_two_model_processes_name_every_failed_page_and_finish_the_book(tmp_path, nan_model, capsys):
    """With the pages handed out to two model processes, a picture that fails its checks is named and the
    queue goes on: every page is listed as not drawn (not only the first), the PDF is written, exit 1."""
    project = _book(tmp_path)
    assert _build(project, nan_model, tmp_path / "k.pdf", "--model-processes", "2") == 1
    printed = capsys.readouterr().out
    assert "not drawn: page 1 “The river kite”: the decoded picture holds NaN/Inf values" in printed, printed
    assert "not drawn: page 2 “Tea”: the decoded picture holds NaN/Inf values" in printed, printed
    assert "Traceback" not in printed and (tmp_path / "k.pdf").is_file()
    assert all(p.illustration is None for p in BookProject.open(project.root).book.pages)
