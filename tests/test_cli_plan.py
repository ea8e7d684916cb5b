"""``memorybook plan``: text and JSON for catalogue ids and local folders, on described hardware."""

from __future__ import annotations

import argparse
import json

import pytest

from app.cli import COMMAND_MODULES
from app.cli import plan as plan_cmd
from model.devices import parse_devices
from model.errors import ModelError
from model.placement import Strategy
from words import Message, message_of, say, use_language
from words.latin import LATIN_WORD, untranslated_words


def _run(argv, capsys) -> tuple[int, str]:
    parser = argparse.ArgumentParser(prog="memorybook")
    plan_cmd.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    status = args.func(args)
    return status, capsys.readouterr().out


@pytest.fixture(autouse=True)
def english():
    """Each test starts in English (an edge run in-process by another test may have set the language)."""
    use_language("en")
    yield
    use_language("en")


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
    with pytest.raises(ModelError) as unknown:
        _run([*args, "--assume", "tflops=3"], capsys)
    assert message_of(unknown.value).code == "model.plan.unknown_assumption"
    assert message_of(unknown.value).params["name"] == "tflops"
    with pytest.raises(ModelError) as negative:
        _run([*args, "--assume", "pcie_gbps=-1"], capsys)
    assert message_of(negative.value) == Message("model.plan.bad_assumption", name="pcie_gbps", value="-1")


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
    with pytest.raises(ModelError) as unknown:
        _run(["plan", "--model", "nope", "--devices", "cpu=8GiB"], capsys)
    assert message_of(unknown.value).code == "model.catalog.unknown"
    with pytest.raises(ModelError, match="unknown device"):
        _run(["plan", "--model", "sd15", "--devices", "tpu:0=8GiB"], capsys)
    with pytest.raises(ModelError) as folder:
        _run(["plan", "--model", str(tmp_path), "--devices", "cpu=8GiB"], capsys)
    assert message_of(folder.value) == Message("model.load.not_diffusers_folder", path=tmp_path)


def test_the_estimate_is_said_in_chinese_under_a_chinese_locale(capsys):
    """``plan`` says the estimate in the reader's language from its messages, figures kept."""
    from model.placement import plan_for

    plan = plan_for("sd15", parse_devices("cuda:0=24GiB,cpu=64GiB"), pages=4)
    lines = [
        m
        for m in plan.lines
        if m.code in ("model.plan.expected", "model.plan.per_page", "model.plan.assumed")
    ]
    assert [m.code for m in lines] == ["model.plan.expected", "model.plan.per_page", "model.plan.assumed"]
    assert lines[0].params["pages"] == 4 and lines[1].params["busy"] == 1
    use_language("zh")
    try:
        _, out = _run(
            ["plan", "--model", "sd15", "--devices", "cuda:0=24GiB,cpu=64GiB", "--pages", "4"], capsys
        )
    finally:
        use_language("en")
    zh = [say(m, "zh") for m in lines]
    assert all(line in out.splitlines() for line in zh)
    assert zh[0].startswith("预计：每分钟 ") and "4 页共需" in zh[0]
    assert zh[1].startswith("每页：去噪 ") and "1 块 GPU 中 1 块在工作" in zh[1]
    assert zh[2].startswith("假定：gpu_tflops=按显存推定") and "--assume" in zh[2]


def _value_words(message) -> set[str]:
    """The Latin-script words of a message's values (names, ids, devices: said as they are), however deep."""
    words: set[str] = set()
    for value in message.params.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Message):
                words |= _value_words(item)
            else:
                words |= set(LATIN_WORD.findall(str(item)))
    return words


@pytest.mark.parametrize(
    ("model", "devices", "pages"),
    [
        ("flux1-schnell", "cuda:0=24GiB,cpu=64GiB", 24),  # denoiser_replicas: the encode phase first
        ("sdxl", "cuda:0=8GiB,cuda:1=8GiB,cpu=64GiB", 1),  # components, with the strategies not chosen
        ("flux1-schnell", "cuda:0=12GiB,cpu=16GiB,disk=200GiB", 1),  # offloads, the disk
        ("sd15", "cpu=16GiB", 1),  # no accelerator: no speed-up to compare with
    ],
)
def test_the_plan_is_said_in_chinese_with_no_english_sentence(capsys, model, devices, pages):
    """``memorybook plan`` under Chinese: every line from the catalogue (issue 48's “the book's 12 prompts are
    encoded first…”, “disk_offload: fits, 0.04 pages/min expected” were English); only names stay Latin."""
    from model.placement import plan_for

    plan = plan_for(model, parse_devices(devices), pages=pages)
    lines = [*plan_cmd._catalogue_lines(model), *plan.lines]
    names = set().union(*(_value_words(m) for m in lines)) | {str(s) for s in Strategy}
    use_language("zh")
    try:
        _, out = _run(["plan", "--model", model, "--devices", devices, "--pages", str(pages)], capsys)
    finally:
        use_language("en")
    assert out.splitlines() == [say(m, "zh") for m in lines]
    left = [w for line in out.splitlines() for w in untranslated_words(line) if w not in names]
    assert not left, left
