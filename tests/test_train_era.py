"""``memorybook train --era``: a person's LoRA trained on the photos of one era of their life, recorded as that
era's LoRA, so that the pages set in that era use it (and the others keep the person's); an era with no photos,
an unknown era and a changed trigger word are refused in one line, in Chinese under a Chinese locale."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

import app.cli
from app.book.model import Book, Era, Page, Person
from app.book.project import BookProject
from app.book.requests import page_people
from app.cli.train import era_folder
from tests.conftest import REPO
from tests.training_helpers import make_toy_photos

YOUTH = "少女时代"
YOUTH_FOLDER = era_folder("waipo", YOUTH)


@pytest.fixture(scope="module")
def tiny_sd(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "tiny-sd", "sd")


@pytest.fixture
def memorybook(monkeypatch, capsys):
    """Run ``memorybook ARGS`` in-process (only the train command registered); returns (status, out, err)."""
    monkeypatch.setattr(app.cli, "COMMAND_MODULES", ["app.cli.train"])
    monkeypatch.setenv("OMP_NUM_THREADS", "1")

    def run(*argv) -> tuple[int, str, str]:
        status = app.cli.main([str(a) for a in argv])
        captured = capsys.readouterr()
        return status, captured.out, captured.err

    return run


def make_book(root) -> BookProject:
    """Waipo (trigger ohwx, a whole-life LoRA and photo) with two eras: 少女时代 1955–1962 with two photos
    (three toy portraits in all, so the count tells which were trained on) and the 1980s with none; pages set
    in 1958, in 1985 and undated."""
    youth = Era(name=YOUTH, years=(1955, 1962), photos=["y0.png", "y1.png"])
    eighties = Era(name="1980s", years=(1980, 1989))
    waipo = Person(id="waipo", name="Waipo", trigger="ohwx", photos=["old.png"], eras=[youth, eighties])
    waipo.lora = "loras/waipo/pytorch_lora_weights.safetensors"
    pages = [Page(id=f"p{year}", people=["waipo"], year=year) for year in (1958, 1985)]
    book = Book(title="Waipo", people=[waipo], pages=[*pages, Page(id="undated", people=["waipo"])])
    project = BookProject.create(root, book)
    for name, path in zip(["y0.png", "y1.png", "old.png"], make_toy_photos(root / "toy", 3), strict=True):
        shutil.move(path, root / "photos" / name)
    shutil.rmtree(root / "toy")
    (root / "loras" / "waipo").mkdir(parents=True)
    (root / waipo.lora).write_bytes(b"the person's LoRA (only hashed here)")
    return project


def test_an_era_is_learnt_from_its_photos_and_its_pages_use_it(memorybook, tmp_path, tiny_sd):
    project = make_book(tmp_path / "b.mbook")
    args = ["train", project.root, "--person", "Waipo", "--era", YOUTH, "--model", tiny_sd]
    status, out, err = memorybook(
        *args, "--steps", "2", "--resolution", "32", "--rank", "4", "--cpu", "--json"
    )
    assert status == 0, err
    done = json.loads(out.splitlines()[-1])
    lora = f"{YOUTH_FOLDER}/pytorch_lora_weights.safetensors"
    assert done["era"] == YOUTH and done["lora"] == lora and done["trigger"] == "ohwx"
    assert YOUTH_FOLDER.startswith("loras/waipo-eras/era-") and YOUTH_FOLDER.isascii()

    project = BookProject.open(project.root)
    waipo = project.book.person("waipo")
    assert waipo.eras[0].lora == lora and waipo.eras[1].lora is None
    assert waipo.lora == "loras/waipo/pytorch_lora_weights.safetensors", "the person's own LoRA is kept"
    info = json.loads((project.root / YOUTH_FOLDER / "training_info.json").read_text())
    assert info["photos"] == 2 and info["trigger"] == "ohwx"  # the era's two photos, not all three
    kohya = f"waipo-{YOUTH_FOLDER.rsplit('/', 1)[1]}.kohya.safetensors"
    assert (project.root / YOUTH_FOLDER / kohya).is_file()
    assert not (project.root / YOUTH_FOLDER / "checkpoints").exists()

    used = {page.id: page_people(project, page)[0] for page in project.book.pages}
    assert used["p1958"].lora_path == str(project.root / lora) and used["p1958"].era == YOUTH
    assert used["p1985"].lora_path == str(project.root / waipo.lora) and used["p1985"].era == "1980s"
    assert used["undated"].lora_path == str(project.root / waipo.lora)

    from diffusers import StableDiffusionPipeline

    pipe = StableDiffusionPipeline.from_pretrained(tiny_sd, safety_checker=None)
    pipe.load_lora_weights(project.root / lora)
    assert pipe.get_active_adapters()


def test_an_era_without_photos_an_unknown_era_and_another_trigger_are_refused(memorybook, tmp_path, tiny_sd):
    project = make_book(tmp_path / "b.mbook")
    before = (project.root / "book.json").read_bytes()
    base = ["train", project.root, "--person", "Waipo", "--model", tiny_sd, "--cpu", "--era"]
    status, _, err = memorybook(*base, "1980s")
    assert status == 1 and err.count("\n") == 1, err
    assert "Waipo's era '1980s' has no reference photos; add some with `memorybook person era add" in err
    status, _, err = memorybook(*base, "1990s")
    assert status == 1 and err.count("\n") == 1, err
    assert "Waipo has no era '1990s'; their eras are: all, 少女时代, 1980s" in err
    status, _, err = memorybook(*base, YOUTH, "--trigger", "waipo")
    assert status == 1 and err.count("\n") == 1, err
    assert "Waipo's other LoRAs were trained with the trigger word 'ohwx'; leave out --trigger" in err
    assert (project.root / "book.json").read_bytes() == before and not (project.root / YOUTH_FOLDER).exists()


def test_the_refusals_come_out_in_chinese_under_a_chinese_locale(tmp_path):
    project = make_book(tmp_path / "b.mbook")
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG="zh_CN.UTF-8", PYTHONPATH=str(REPO), MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"))
    lines = []
    for era in ("1980s", "1990s"):
        argv = [sys.executable, "-m", "app.cli", "train", str(project.root), "--person", "Waipo"]
        argv += ["--era", era, "--model", "m"]
        run = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300)
        assert run.returncode == 1 and run.stderr.count("\n") == 1, run.stderr
        lines.append(run.stderr)
    assert lines[0].startswith("memorybook：错误：Waipo 的“1980s”时期还没有参考照片"), lines[0]
    assert lines[1].startswith("memorybook：错误：Waipo 没有“1990s”这个时期；"), lines[1]
