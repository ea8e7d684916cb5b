"""The sample book built end to end with the diffusion engine on a tiny model; the page cache redraws only
the page whose picture would change."""

from __future__ import annotations

import pypdf
import pytest

from app.book.project import BookProject
from app.book.story import create_book_from_story
from app.cli import main
from tests.conftest import EXAMPLES


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("models") / "tiny-sd", "sd")


def test_sample_book_with_diffusion_then_one_edit_redraws_one_page(tmp_path, tiny_model, capsys):
    project = create_book_from_story(EXAMPLES / "waipo-zh.md", tmp_path / "w.mbook", EXAMPLES / "photos")
    settings = project.book.illustration
    settings.steps, settings.width, settings.height = 2, 128, 96
    project.save()
    out = tmp_path / "w.pdf"
    argv = ["build", str(project.root), "-o", str(out), "--engine", "diffusion", "--model", str(tiny_model)]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    assert "8 made, 0 reused (diffusion" in printed
    assert "the model reads English only; using the scene description" in printed  # Chinese story, CLIP
    assert len(pypdf.PdfReader(out).pages) == 10
    book = BookProject.open(project.root)
    sidecar = book.illustration_sidecar(book.book.pages[2].illustration)
    assert sidecar["info"]["engine"] == "diffusion"
    assert "watercolour" in sidecar["request"]["prompt"] or "picture book" in sidecar["request"]["prompt"]
    assert sidecar["request"]["photo_sha256"]  # the cat page is drawn image-to-image from its photo
    assert main(argv) == 0
    assert "0 made, 8 reused" in capsys.readouterr().out
    book.book.pages[5].scene = "paulownia flowers falling on a grandmother's shoulders"
    book.save()
    assert main(argv) == 0
    assert "1 made, 7 reused" in capsys.readouterr().out


@pytest.mark.parametrize("placement", ["disk_offload", "single"])  # model offload needs a GPU to compute on
def test_a_placed_model_draws_the_same_book(tmp_path, tiny_model, capsys, placement):
    import shutil

    whole = create_book_from_story(EXAMPLES / "waipo-en.md", tmp_path / "whole.mbook", EXAMPLES / "photos")
    whole.book.pages = whole.book.pages[:3]  # a text page and two photo pages (image-to-image)
    settings = whole.book.illustration
    settings.steps, settings.width, settings.height = 2, 64, 64
    whole.save()
    split = BookProject.open(shutil.copytree(whole.root, tmp_path / "split.mbook"))
    base = ["--engine", "diffusion", "--model", str(tiny_model)]
    assert main(["build", str(whole.root), "-o", str(tmp_path / "a.pdf"), *base]) == 0
    assert (
        main(["build", str(split.root), "-o", str(tmp_path / "b.pdf"), *base, "--placement", placement]) == 0
    )
    assert f"placement: {placement}" in capsys.readouterr().out
    a, b = BookProject.open(whole.root), BookProject.open(split.root)
    for pa, pb in zip(a.book.pages, b.book.pages, strict=True):
        assert pa.illustration == pb.illustration
        assert (
            a.illustration_path(pa.illustration).read_bytes()
            == b.illustration_path(pb.illustration).read_bytes()
        )
