"""``memorybook plan``: text and JSON for catalogue ids and local folders, on described hardware."""

from __future__ import annotations

import argparse
import json

import pytest

from app.cli import COMMAND_MODULES
from app.cli import plan as plan_cmd
from model.errors import ModelError


def _run(argv, capsys) -> tuple[int, str]:
    parser = argparse.ArgumentParser(prog="memorybook")
    plan_cmd.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    status = args.func(args)
    return status, capsys.readouterr().out


def test_registered():
    assert "app.cli.plan" in COMMAND_MODULES


def test_json_exact_shape(capsys):
    status, out = _run(
        ["plan", "--model", "flux1-schnell", "--devices", "cuda:0=16GiB,cuda:1=14GiB,cpu=64GiB", "--json"],
        capsys,
    )
    assert status == 0
    data = json.loads(out)
    assert set(data) == {"strategy", "devices", "device_map", "explanation", "parallel"}
    assert data["strategy"] == "sharded" and data["parallel"] is None
    assert [d["name"] for d in data["devices"]] == ["cuda:0", "cuda:1", "cpu"]
    for d in data["devices"]:
        assert (
            set(d) == {"name", "budget_bytes", "assigned_bytes"} and d["assigned_bytes"] <= d["budget_bytes"]
        )
    assert data["device_map"]["text_encoder_2"] == "cpu"
    assert {v for k, v in data["device_map"].items() if k.startswith("transformer.")} == {"cuda:0", "cuda:1"}


def test_text_explains(capsys):
    status, out = _run(["plan", "--model", "flux1-schnell", "--devices", "cuda:0=24GiB,cpu=64GiB"], capsys)
    assert status == 0
    header, rest = out.split("\n", 1)
    assert "Apache-2.0" in header and "prompts in en" in header and "GB" in header
    assert rest.startswith("Strategy: model_offload")
    assert "cuda:0" in out and "GB" in out and "Not chosen" in out


def test_placement_override_and_size(capsys):
    _, out = _run(
        [
            "plan",
            "--model",
            "sdxl",
            "--devices",
            "cuda:0=24GiB,cuda:1=24GiB,cpu=64GiB",
            "--placement",
            "components",
            "--width",
            "768",
            "--height",
            "768",
            "--json",
        ],
        capsys,
    )
    assert json.loads(out)["strategy"] == "components"


def test_local_folder_sizes_from_headers(tmp_path, capsys):
    from model.tiny import save_tiny_pipeline

    folder = save_tiny_pipeline(tmp_path / "tiny", "sd")
    _, out = _run(
        ["plan", "--model", str(folder), "--devices", "cpu=8GiB", "--json", "--dtype", "float32"], capsys
    )
    data = json.loads(out)
    assert data["strategy"] == "single"
    weights = sum(p.stat().st_size for p in folder.rglob("*.safetensors"))
    assert 0.9 * weights < data["devices"][0]["assigned_bytes"] <= weights  # headers excluded


def test_user_errors_are_model_errors(capsys, tmp_path):
    with pytest.raises(ModelError, match="unknown model"):
        _run(["plan", "--model", "nope", "--devices", "cpu=8GiB"], capsys)
    with pytest.raises(ModelError, match="unknown device"):
        _run(["plan", "--model", "sd15", "--devices", "tpu:0=8GiB"], capsys)
    with pytest.raises(ModelError, match="not a diffusers model folder"):
        _run(["plan", "--model", str(tmp_path), "--devices", "cpu=8GiB"], capsys)
