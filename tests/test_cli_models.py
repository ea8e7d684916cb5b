"""`memorybook models …` and `memorybook illustrate` on tiny models (no network)."""

from __future__ import annotations

import json
import pickle

import numpy as np
import pytest
import torch
from PIL import Image

import app.cli as cli
from model.tiny import make_tiny_pipeline


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """One intra-op thread: tiny models on 2 shared cores run faster without thread contention."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.fixture(autouse=True)
def _only_our_commands(monkeypatch, tmp_path):
    # other command modules are developed in parallel; these tests need only app.cli.models
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["app.cli.models"])
    monkeypatch.setenv("MEMORYBOOK_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def small_default_model(tmp_path_factory):
    """A tiny SD folder whose pipeline default size is 64×64 px (UNet sample_size 8), so the pipeline's own
    defaults (50 steps) stay quick."""
    pipe = make_tiny_pipeline("sd")
    pipe.unet.register_to_config(sample_size=8)
    folder = tmp_path_factory.mktemp("small") / "model"
    pipe.save_pretrained(folder, safe_serialization=True)
    return folder, pipe


def test_make_tiny_writes_a_loadable_folder(tmp_path, capsys):
    for arch in ("sd", "sdxl", "flux"):
        assert cli.main(["models", "make-tiny", str(tmp_path / arch), "--arch", arch]) == 0
        assert (tmp_path / arch / "model_index.json").is_file()
    assert cli.main(["models", "inspect", "--model", str(tmp_path / "flux")]) == 0
    out = capsys.readouterr().out
    assert "arch:      flux (FluxPipeline)" in out and "identity:  sha256:" in out
    assert cli.main(["models", "make-tiny", str(tmp_path / "sd")]) == 1  # not empty: refused
    assert "not empty" in capsys.readouterr().err


def test_illustrate_with_style_none_equals_the_bare_pipeline(small_default_model, tmp_path, capsys):
    folder, pipe = small_default_model
    out = tmp_path / "out" / "cat.png"
    assert (
        cli.main(
            ["illustrate", "--model", str(folder), "--prompt", "a cat", "--style", "none", "-o", str(out)]
        )
        == 0
    )
    bare = pipe("a cat", generator=torch.Generator("cpu").manual_seed(0)).images[0]
    ours = Image.open(out)
    assert ours.size == bare.size == (64, 64)
    assert np.array_equal(np.asarray(ours.convert("RGB")), np.asarray(bare))
    sidecar = json.loads(out.with_suffix(".json").read_text())
    assert sidecar["request"]["prompt"] == "a cat" and sidecar["request"]["steps"] is None
    assert sidecar["info"]["num_inference_steps"] == 50 and sidecar["info"]["guidance_scale"] == 7.5
    assert sorted(p.name for p in out.parent.iterdir()) == ["cat.json", "cat.png"]  # no temp files left
    assert "wrote" in capsys.readouterr().out


def test_illustrate_from_a_photo(small_default_model, tmp_path, examples):
    folder, _ = small_default_model
    out = tmp_path / "photo.png"
    args = [
        "illustrate",
        "-m",
        str(folder),
        "-p",
        "a cat",
        "--photo",
        str(examples / "photos" / "chelsea.png"),
        "--strength",
        "0.5",
        "--steps",
        "4",
        "--width",
        "96",
        "--height",
        "64",
        "-o",
        str(out),
    ]
    assert cli.main(args) == 0
    sidecar = json.loads(out.with_suffix(".json").read_text())
    assert Image.open(out).size == (96, 64)
    assert (
        sidecar["info"]["pipeline"] == "StableDiffusionImg2ImgPipeline" and sidecar["info"]["steps_run"] == 2
    )
    assert sidecar["info"]["prompt"].startswith("a cat") and sidecar["request"]["style"] == "watercolour"


def test_user_errors_are_one_line(tmp_path, capsys, small_default_model):
    folder, _ = small_default_model
    marker = tmp_path / "PWNED"

    class Evil:
        def __reduce__(self):
            return (open, (str(marker), "w"))

    ckpt = tmp_path / "m.ckpt"
    ckpt.write_bytes(pickle.dumps(Evil()))
    cases = [
        (["illustrate", "-m", str(ckpt), "-p", "x", "-o", str(tmp_path / "a.png")], "--allow-pickle"),
        (["illustrate", "-m", "nobody/nothing", "-p", "x", "-o", str(tmp_path / "a.png")], "models download"),
        (
            ["illustrate", "-m", str(folder), "-p", "x", "--width", "30", "-o", str(tmp_path / "a.png")],
            "multiple of 8",
        ),
        (
            [
                "illustrate",
                "-m",
                str(folder),
                "-p",
                "x",
                "--style",
                "oil",
                "--steps",
                "1",
                "-o",
                str(tmp_path / "a.png"),
            ],
            "unknown style",
        ),
        (["models", "download", "stabilityai/sd-turbo"], "HF_HUB_OFFLINE"),
    ]
    for argv, expected in cases:
        assert cli.main(argv) == 1, argv
        err = capsys.readouterr().err
        assert err.startswith("memorybook: error:") and expected in err and err.count("\n") == 1, err
    assert not marker.exists()
    assert not (tmp_path / "a.png").exists()
