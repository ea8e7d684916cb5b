"""What the command line uses is what the book says (issue 23, item 7): ``build`` and ``check`` take the
engine and model from the command line or the book, never from the desktop app's settings unless asked
(``--engine app``); the summary says where the model came from; a local model path that only a received book
names is not loaded without ``--trust-book-model``. Each test has its own settings folder."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.settings import Settings
from tests.hostile_helpers import make_book, one_line, snapshot

STRANGER_MODEL = "/home/stranger/models/evil.safetensors"


@pytest.fixture
def settings(tmp_path, monkeypatch):
    """This account's settings: the desktop app set to draw with a diffusion model."""
    monkeypatch.setenv("MEMORYBOOK_CONFIG_DIR", str(tmp_path / "config"))
    chosen = Settings(engine="diffusion", model=str(tmp_path / "my-model"))
    chosen.save()
    return chosen


def set_illustration(root, **fields) -> None:
    data = json.loads((root / "book.json").read_text(encoding="utf-8"))
    data["illustration"].update(fields)
    (root / "book.json").write_text(json.dumps(data), encoding="utf-8")


def test_a_book_set_to_auto_builds_the_same_whatever_the_app_setting(tmp_path, settings, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    assert main(["build", str(root), "-o", str(tmp_path / "b.pdf")]) == 0
    out, err = capsys.readouterr()
    assert "(sketch)" in out and "my-model" not in out + err  # the app's diffusion setting was not used


def test_the_apps_choice_only_when_asked_and_the_summary_says_so(tmp_path, settings, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    assert main(["build", str(root), "-o", str(tmp_path / "b.pdf"), "--engine", "app"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert f"note: model {settings.model} (from the desktop app's settings)" in err, err
    assert err[-1].startswith("memorybook: error: ") and "my-model" in err[-1]  # that model is not there


@pytest.mark.parametrize("command", ["build", "check"])
def test_a_local_model_only_the_book_names_is_not_loaded(tmp_path, settings, capsys, command):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    set_illustration(root, engine="diffusion", model=STRANGER_MODEL)
    before = snapshot(tmp_path)
    argv = [command, str(root)] + (["-o", str(tmp_path / "b.pdf")] if command == "build" else [])
    assert main(argv) == 1
    line = one_line(capsys.readouterr().err)
    assert line == (
        f"memorybook: error: {root}: the book asks for the local model '{STRANGER_MODEL}', which was not chosen "
        "on this computer; pass --model to choose one, --trust-book-model to load it, or --engine sketch"
    )
    assert snapshot(tmp_path) == before


def test_trusting_the_books_model_or_choosing_one_says_where_it_came_from(tmp_path, settings, capsys):
    root = tmp_path / "b.mbook"
    make_book(root, tmp_path)
    set_illustration(root, engine="diffusion", model=STRANGER_MODEL)
    assert main(["check", str(root), "--trust-book-model"]) in (0, 1)
    assert (
        f"note: model {STRANGER_MODEL} (from the book)" not in capsys.readouterr().err
    )  # check says nothing
    assert main(["build", str(root), "-o", str(tmp_path / "b.pdf"), "--trust-book-model"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert f"note: model {STRANGER_MODEL} (from the book)" in err and "evil.safetensors" in err[-1]
    assert main(["build", str(root), "-o", str(tmp_path / "b.pdf"), "--engine", "sketch"]) == 0
    assert "(sketch)" in capsys.readouterr().out


def test_a_hub_id_in_the_book_is_not_a_local_path():
    from app.cli.choice import is_local_path

    assert not is_local_path("stabilityai/sd-turbo")
    assert all(map(is_local_path, [STRANGER_MODEL, "./m", "~/m", "C:\\models\\m", "a/b/c", "m.safetensors"]))
