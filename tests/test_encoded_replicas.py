"""The ``denoiser_replicas`` plan runs (issue 25 item 2): every prompt encoded first in a model process, the text
encoder freed, then two denoiser replicas (two CPU model processes) draw the pages from the embeddings — pictures
equal to the whole pipeline's (same process kind, one thread each: tolerance 0, exact), and no process holds the
text encoder while it denoises (its anonymous memory, ``RssAnon``: tests/split_memory.py); a person's LoRA that
changes only the denoiser is applied by the replicas, one with text-encoder layers keeps the book off the plan.

The pipeline: the tiny Stable Diffusion pipeline with a text encoder made heavy (a 2 M-token embedding table:
256 MB of float32; as in T5 or Mistral most of an encoder's weights are its embeddings), so that holding it or
not shows in a process's memory; its UNet and VAE weigh a few MB."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from model.api import IllustrationRequest
from model.runtime.encoded import EncodedReplicaPool
from model.runtime.replicas import ReplicaPool
from tests.split_memory import MALLOC_ENV, AnonPeaks
from words import Message, message_of

VOCAB = 2_000_000
"""Token embeddings of the heavy text encoder (× 32 wide × 4 bytes: 256 MB)."""


@pytest.fixture(scope="module")
def heavy_sd(tmp_path_factory):
    import torch
    from transformers import CLIPTextConfig, CLIPTextModel

    from model.tiny import make_tiny_pipeline

    pipe = make_tiny_pipeline("sd")
    torch.manual_seed(5)
    config = CLIPTextConfig(**{**pipe.text_encoder.config.to_dict(), "vocab_size": VOCAB})
    pipe.text_encoder = CLIPTextModel(config).eval()
    folder = tmp_path_factory.mktemp("heavy-sd") / "sd"
    pipe.save_pretrained(folder, safe_serialization=True)
    return str(folder), sum(p.numel() * 4 for p in pipe.text_encoder.parameters())


def measured_child() -> None:
    """In a model process, before it loads anything: freed memory goes back to the system at once (glibc's
    ``mallopt``, as :data:`tests.split_memory.MALLOC_ENV` does at a process's start — model processes fork from a
    server started earlier), and every safetensors read is its own copy (``read_copies``, also where a library
    bound ``safe_open`` at import: the fork server imported transformers and diffusers before this)."""
    import ctypes
    import sys

    import safetensors

    from tests.split_memory_checks import read_copies

    libc = ctypes.CDLL("libc.so.6")
    libc.mallopt(-3, int(MALLOC_ENV["MALLOC_MMAP_THRESHOLD_"]))  # M_MMAP_THRESHOLD
    libc.mallopt(-1, int(MALLOC_ENV["MALLOC_TRIM_THRESHOLD_"]))  # M_TRIM_THRESHOLD
    opening = safetensors.safe_open
    read_copies()
    for module in list(sys.modules.values()):
        if getattr(module, "safe_open", None) is opening:
            module.safe_open = safetensors.safe_open


def _requests(folder: str):
    """Four pages of plain words, then one with a person whose LoRA changes only the denoiser (as ``memorybook
    train`` writes them): the denoiser replicas apply it page by page."""
    from model.api import PersonAdapter
    from model.pipelines.lora import carries_text_encoder_layers
    from tests.test_parallel_launch import save_random_lora

    lora = Path(folder).parent / "waipo.safetensors"
    if not lora.is_file():
        save_random_lora(folder, "sd", lora)
    assert not carries_text_encoder_layers(lora)
    person = PersonAdapter("Wai Po", "waipo", str(lora))
    return [
        IllustrationRequest(prompt=text, seed=seed, width=64, height=64, steps=2)
        for seed, text in enumerate(["a red kite", "grandmother's garden", "a tram in the snow", "两只猫"])
    ] + [
        IllustrationRequest(
            scene="a red kite", style="none", seed=0, width=64, height=64, steps=2, people=(person,)
        )
    ]


def _pixels(illustration) -> np.ndarray:
    return np.asarray(illustration.image.convert("RGB"), dtype=np.int16)


def test_encode_first_then_two_denoiser_replicas_draw_the_whole_pipelines_pictures(heavy_sd, monkeypatch):
    folder, encoder_bytes = heavy_sd
    for (
        name,
        value,
    ) in MALLOC_ENV.items():  # freed tensors go back to the system at once (read by glibc at start)
        monkeypatch.setenv(name, value)
    requests = _requests(folder)
    whole = ReplicaPool(folder, ["cpu"], threads=1)
    try:
        expected = [_pixels(whole.illustrate(r)) for r in requests]
    finally:
        whole.close()

    pool = EncodedReplicaPool(folder, ["cpu", "cpu"], encode_device="cpu", threads=1)
    sampler = AnonPeaks(__import__("os").getpid())
    try:
        for engine in pool.engines:  # every tensor read is its own copy, as on a GPU (split_memory_checks.py)
            engine.call("tests.test_encoded_replicas:measured_child")
            engine.call(
                "tests.split_memory_checks:_warm_up", folder, "cpu"
            )  # libraries' state in the baseline
        baselines = {e.pid: e.call("tests.split_memory:anon_bytes") for e in pool.engines}
        sampler.start()
        t0 = time.monotonic()
        pool.encode_all(requests)
        t1 = time.monotonic()
        got: dict[int, np.ndarray] = {}
        drawn_by = pool.illustrate_many(requests, lambda i, ill: got.__setitem__(i, _pixels(ill)))
        t2 = time.monotonic()
    finally:
        sampler.done.set()
        pool.close()
    sampler.join()
    assert sorted(set(drawn_by)) == [0, 1]  # both replicas drew
    for i, picture in enumerate(expected):
        assert np.abs(got[i] - picture).max() == 0, f"page {i}"
    assert np.abs(got[4] - got[0]).mean() > 2  # the person's LoRA acts on the replica (same seed, same words)
    first, second = (e for e in baselines)
    encoding = sampler.peak_of(first, t0, t1) - baselines[first]
    print(f"encoding: peak growth {encoding / 1e6:.1f} MB")
    assert encoding >= 0.9 * encoder_bytes  # the meter sees the text encoder where it is held
    for pid in (first, second):
        denoising = sampler.peak_of(pid, t1, t2) - baselines[pid]
        print(
            f"pid {pid}: peak growth {denoising / 1e6:.1f} MB denoising (text encoder {encoder_bytes / 1e6:.0f} MB)"
        )
        assert denoising < 0.25 * encoder_bytes  # the text encoder is not held while denoising


def test_a_replica_split_by_blocks_runs_in_its_one_process_and_draws_the_whole_pipelines_pictures(heavy_sd):
    """A replica the planner splits over a pair of GPUs is its ``sharded`` plan, loaded in one model process with
    the plan's device map and without the text encoders (:func:`model.runtime.placed.load_with_plan`). Here the
    pair is this machine's CPU memory and its disk (the same Accelerate device-map load: blocks mapped away from
    the execution device and brought in by Accelerate's hooks), beside a replica whole on the CPU: both draw, and
    every page equals the whole pipeline's (one thread each: exact)."""
    from tests.test_placed import _plans

    folder, _ = heavy_sd
    split = _plans(folder)["cpu+disk"]
    assert set(split.denoiser_device_map.values()) == {"cpu", "disk"}  # the UNet's blocks really split
    requests = _requests(folder)[:4]
    whole = ReplicaPool(folder, ["cpu"], threads=1)
    try:
        expected = [_pixels(whole.illustrate(r)) for r in requests]
    finally:
        whole.close()
    pool = EncodedReplicaPool(folder, [split, "cpu"], encode_device="cpu", threads=1)
    got: dict[int, tuple] = {}
    try:
        drawn_by = pool.illustrate_many(requests, lambda i, ill: got.__setitem__(i, (_pixels(ill), ill.info)))
    finally:
        pool.close()
    assert sorted(set(drawn_by)) == [0, 1]
    for i, picture in enumerate(expected):
        assert np.abs(got[i][0] - picture).max() == 0, f"page {i}"
        placement = got[i][1]["placement"]
        if drawn_by[i] == 0:
            assert placement["strategy"] == "disk_offload" and placement["devices"] == ["cpu", "disk"]
        else:
            assert placement["strategy"] == "single" and placement["devices"] == ["cpu"]


def test_the_build_gets_the_planners_replica_devices_and_encode_device(monkeypatch):
    """What :func:`app.build.placement.encoded_pool` starts: the devices of the plan's one-GPU replicas, the
    ``sharded`` plan of a replica split over a pair, and the encoder's device; the plan pickles (it is sent to
    the replica's model process)."""
    import pickle

    from model.devices import parse_devices
    from model.errors import ModelError
    from model.placement import Strategy
    from model.runtime.encoded import describe_replica, encoded_devices
    from tests.planner_machines import MACHINES

    monkeypatch.setattr("model.devices.inventory", lambda *a, **k: parse_devices(MACHINES["8x80"]))
    devices, encode = encoded_devices("flux2-dev", pages=24)
    assert devices == [f"cuda:{i}" for i in range(8)] and encode == "cuda:0"
    monkeypatch.setattr("model.devices.inventory", lambda *a, **k: parse_devices(MACHINES["2x24"]))
    (pair,), encode = encoded_devices("qwen-image-edit-2511", placement="denoiser_replicas", pages=24)
    assert pair.strategy == Strategy.SHARDED and encode == "cuda:0"
    assert set(pair.denoiser_device_map.values()) == {"cuda:0", "cuda:1"}
    assert describe_replica(pair) == "cuda:0+cuda:1" and pickle.loads(pickle.dumps(pair)) == pair
    with pytest.raises(ModelError) as refused:
        encoded_devices("flux2-dev", placement="denoiser_replicas", pages=24)
    assert message_of(refused.value).params["reason"].code == "model.plan.book.rest_fits_nowhere"


def test_a_lora_that_changes_the_text_encoder_keeps_the_book_off_denoiser_replicas(tmp_path):
    """The encode phase runs the text encoders without LoRAs: a book whose person's LoRA has text-encoder layers
    (kohya's ``lora_te_``) is refused by name under ``--placement denoiser_replicas``, and not put there by
    ``auto``."""
    import torch
    from safetensors.torch import save_file

    from app.book.model import Person
    from app.book.story import create_book_from_story
    from app.build.placement import encoded_pool
    from model.errors import ModelError
    from tests.conftest import EXAMPLES

    project = create_book_from_story(EXAMPLES / "waipo-en.md", tmp_path / "b.mbook", None)
    (project.root / "loras").mkdir(exist_ok=True)
    up, down = torch.zeros(8, 4), torch.zeros(4, 8)
    save_file(
        {
            "lora_te_text_model_encoder_layers_0_self_attn_q_proj.lora_up.weight": up,
            "lora_te_text_model_encoder_layers_0_self_attn_q_proj.lora_down.weight": down,
        },
        str(project.root / "loras" / "te.safetensors"),
    )
    project.book.people.append(Person(name="Wai Po", lora="loras/te.safetensors"))
    with pytest.raises(ModelError, match="loras/te.safetensors: it changes the text encoder"):
        encoded_pool(project, "unused-model", "denoiser_replicas")
    assert encoded_pool(project, "unused-model", "auto") == (None, [])


def test_a_pipeline_that_cannot_draw_from_encoded_words_is_never_planned_so(monkeypatch):
    """HunyuanDiT's two encoders (with their masks) are not encoded ahead: ``--placement denoiser_replicas`` names
    it in one line and ``auto`` leaves the plan to the others; Qwen-Image-Edit is encoded ahead (its encoder reads
    the references too: tests/test_embeds.py)."""
    from model.devices import parse_devices
    from model.errors import ModelError
    from model.pipelines.embeds import encodes_ahead
    from model.runtime.encoded import encoded_devices
    from tests.planner_machines import MACHINES

    monkeypatch.setattr("model.devices.inventory", lambda *a, **k: parse_devices(MACHINES["8x80"]))
    with pytest.raises(ModelError) as refused:
        encoded_devices("hunyuandit", placement="denoiser_replicas", pages=24)
    assert message_of(refused.value) == Message("model.embeds.unsupported", pipeline="HunyuanDiTPipeline")
    assert encoded_devices("hunyuandit", pages=24) == ([], None)
    assert encodes_ahead("QwenImageEditPlusPipeline") and not encodes_ahead("JoyImageEditPlusPipeline")


def test_a_book_whose_people_have_loras_is_not_put_on_replicas_split_over_a_pair(tmp_path, monkeypatch):
    """A LoRA cannot be added to a denoiser split over a pair yet (:func:`model.pipelines.lora.apply_loras`
    refuses): a book whose person has a LoRA is refused at the start under ``--placement denoiser_replicas`` —
    not after its encode phase, at the first page with the person — and ``auto`` leaves it to the one-process
    placements; the same book without the LoRA gets the pair replicas (FLUX.1 [schnell] on 4×16 GiB)."""
    import torch
    from safetensors.torch import save_file

    from app.book.model import Person
    from app.book.story import create_book_from_story
    from app.build.placement import encoded_pool
    from model.devices import parse_devices
    from model.errors import ModelError
    from model.runtime.encoded import describe_replica, encoded_devices
    from tests.conftest import EXAMPLES

    machine = ",".join(f"cuda:{i}=16GiB" for i in range(4)) + ",cpu=128GiB,disk=1000GiB"
    monkeypatch.setattr("model.devices.inventory", lambda *a, **k: parse_devices(machine))
    replicas, _ = encoded_devices("flux1-schnell", pages=24)
    assert [describe_replica(r) for r in replicas] == ["cuda:0+cuda:1", "cuda:2+cuda:3"]
    project = create_book_from_story(EXAMPLES / "waipo-en.md", tmp_path / "b.mbook", None)
    (project.root / "loras").mkdir(exist_ok=True)
    weights = {"transformer.single_transformer_blocks.0.attn.to_q.lora_A.weight": torch.zeros(4, 8)}
    save_file(weights, str(project.root / "loras" / "waipo.safetensors"))  # the denoiser's layers only
    project.book.people.append(Person(name="Wai Po", lora="loras/waipo.safetensors"))
    with pytest.raises(ModelError, match="people's LoRAs here: a replica is split over a pair"):
        encoded_pool(project, "flux1-schnell", "denoiser_replicas")
    assert encoded_pool(project, "flux1-schnell", "auto") == (None, [])
    project.book.people.clear()
    pool, notes = encoded_pool(project, "flux1-schnell", "auto")
    try:
        assert (
            notes[0].code == "build.placement.encoded"
            and notes[0].params["replicas"] == "cuda:0+cuda:1, cuda:2+cuda:3"
        )
    finally:
        pool.close()
