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
        [
            "plan",
            "--model",
            "flux1-schnell",
            "--devices",
            "cuda:0=16GiB,cuda:1=14GiB,cpu=64GiB",
            "--placement",
            "sharded",
            "--pages",
            "24",
            "--json",
        ],
        capsys,
    )
    assert status == 0
    data = json.loads(out)
    keys = set("strategy devices device_map explanation parallel estimate vae_tiling phases".split())
    assert set(data) == keys
    assert data["strategy"] == "sharded" and data["parallel"] is None
    est = data["estimate"]
    assert est["pages"] == 24 and est["concurrent"] == 1 and est["pages_per_minute"] > 0
    assert est["book_seconds"] >= 24 * est["page_seconds"] and est["busy"] == ["cuda:0", "cuda:1"]
    assert est["encode_seconds"] > 0 and "pcie_gbps=25.0" in est["assumptions"]
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
    # one 24 GiB GPU: weights streamed block by block on a CUDA stream, not every component re-uploaded a page
    assert rest.startswith("Strategy: group_offload")
    assert "cuda:0" in out and "GB" in out and "Not chosen" in out
    assert "pages/min" in out and "Assumed: " in out and "model_offload: fits" in out and "Speed-up: " in out


def test_assumptions_change_the_estimate(capsys):
    args = ["plan", "--model", "sd15", "--devices", "cuda:0=24GiB,cpu=64GiB", "--json"]
    _, out = _run(args, capsys)
    _, fast = _run([*args, "--assume", "gpu_tflops=400,disk_gbps=7"], capsys)
    base, quick = json.loads(out)["estimate"], json.loads(fast)["estimate"]
    assert quick["compute_seconds"] < base["compute_seconds"] and "gpu_tflops=400.0" in quick["assumptions"]
    with pytest.raises(ModelError, match="unknown assumption 'tflops'"):
        _run([*args, "--assume", "tflops=3"], capsys)
    with pytest.raises(ModelError, match="positive number"):
        _run([*args, "--assume", "pcie_gbps=-1"], capsys)


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


def test_the_estimate_is_said_in_chinese_under_a_chinese_locale(capsys):
    """``plan`` prints the estimate in English; the command line's translation (app/cli/language.py) says it in
    Chinese, figures kept."""
    from PySide6.QtCore import QCoreApplication

    from app.cli.english_lines import install_translation, translate_cli_line

    _, out = _run(["plan", "--model", "sd15", "--devices", "cuda:0=24GiB,cpu=64GiB", "--pages", "4"], capsys)
    lines = [line for line in out.splitlines() if line.startswith(("Expected: ", "Per page: ", "Assumed: "))]
    assert len(lines) == 3
    translator = install_translation("zh")
    try:
        zh = [translate_cli_line(line) for line in lines]
    finally:
        QCoreApplication.removeTranslator(translator)
    assert zh[0].startswith("预计：每分钟 ") and "4 页共需" in zh[0]
    assert zh[1].startswith("每页：去噪 ") and "1 块 GPU 中 1 块在工作" in zh[1]
    assert zh[2].startswith("假定：gpu_tflops=按显存推定") and "--assume" in zh[2]
