"""model.pipelines.loading, .sources, .precision: sources (folder, single file, hub cache), pickle refusal, offline, dtype, fingerprints."""

from __future__ import annotations

import json
import pickle
import socket
from pathlib import Path

import numpy as np
import pytest
import torch
from safetensors.torch import save_file

from model.errors import ModelError, UnsafeWeightsError
from model.pipelines.hashing import hash_cache_path
from model.pipelines.loading import download, load_pipeline
from model.pipelines.precision import choose_dtype, keep_vae_fp32
from model.pipelines.sources import detect_single_file_arch, inspect_source
from model.tiny import make_tiny_pipeline, save_tiny_pipeline
from words import Message, message_of, say
from words.latin import untranslated_words


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """One intra-op thread: tiny models on 2 shared cores run faster without thread contention."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.fixture(autouse=True)
def _private_hash_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORYBOOK_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def tiny_folder(tmp_path_factory):
    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "sd", "sd")


class _Evil:
    """Unpickling this creates a marker file: proof that a pickle was (or was not) loaded."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (open, (str(self.marker), "w"))


def _evil_pickle(path: Path, marker: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(pickle.dumps(_Evil(marker)))
    return path


def _assert_payload_works(path: Path, marker: Path) -> None:
    """The payload really runs code when unpickled (so the refusal tests are not vacuous)."""
    pickle.loads(path.read_bytes()).close()
    assert marker.exists()


def test_ckpt_refused_without_unpickling(tmp_path):
    marker = tmp_path / "PWNED"
    ckpt = _evil_pickle(tmp_path / "model.ckpt", marker)
    with pytest.raises(UnsafeWeightsError) as err:
        inspect_source(ckpt)
    assert message_of(err.value) == Message(
        "model.load.pickle_refused", path=ckpt, suffix=".ckpt", override=Message("model.load.pickle_override")
    )
    assert "\n" not in str(err.value)
    assert not marker.exists()
    _assert_payload_works(ckpt, marker)


def test_folder_with_only_bin_weights_refused(tmp_path, tiny_folder):
    import shutil

    folder = tmp_path / "model"
    shutil.copytree(tiny_folder, folder)
    (folder / "unet" / "diffusion_pytorch_model.safetensors").unlink()
    marker = tmp_path / "PWNED"
    _evil_pickle(folder / "unet" / "diffusion_pytorch_model.bin", marker)
    with pytest.raises(UnsafeWeightsError) as refused:
        inspect_source(folder)
    assert message_of(refused.value).params["path"] == folder / "unet" / "diffusion_pytorch_model.bin"
    assert not marker.exists()
    # with the override it is accepted by inspection (loading it would be the user's explicit choice)
    assert inspect_source(folder, allow_pickle=True).allow_pickle
    assert not marker.exists()


def test_folder_with_both_formats_is_accepted_and_loads_safetensors(tmp_path, tiny_folder):
    import shutil

    folder = tmp_path / "model"
    shutil.copytree(tiny_folder, folder)
    marker = tmp_path / "PWNED"
    _evil_pickle(folder / "unet" / "diffusion_pytorch_model.bin", marker)
    pipe = load_pipeline(inspect_source(folder), device="cpu")
    assert type(pipe).__name__ == "StableDiffusionPipeline"
    assert not marker.exists()


def test_folder_source(tiny_folder):
    source = inspect_source(tiny_folder)
    assert (source.kind, source.arch, source.pipeline_class) == ("folder", "sd", "StableDiffusionPipeline")
    assert source.prompt_languages == ("en",)
    assert source.path == tiny_folder


def test_fingerprint_is_content_hash_cached_and_changes_with_weights(tmp_path, tiny_folder):
    import shutil

    folder = tmp_path / "model"
    shutil.copytree(tiny_folder, folder)
    first = inspect_source(folder).fingerprint
    assert first.startswith("sha256:") and first == inspect_source(folder).fingerprint
    assert first == inspect_source(tiny_folder).fingerprint  # content, not path
    assert hash_cache_path().is_file()  # the ~1 MB UNet's hash was remembered
    cached = json.loads(hash_cache_path().read_text())
    assert any("diffusion_pytorch_model.safetensors" in key for key in cached)
    save_file({"w": torch.ones(3)}, str(folder / "vae" / "diffusion_pytorch_model.safetensors"))
    assert inspect_source(folder).fingerprint != first


def test_chinese_reading_pipeline_languages(tmp_path):
    (tmp_path / "model_index.json").write_text(json.dumps({"_class_name": "HunyuanDiTPipeline"}))
    source = inspect_source(tmp_path)
    assert source.arch == "hunyuandit" and source.prompt_languages == ("zh", "en")


def test_not_a_model(tmp_path):
    with pytest.raises(ModelError) as folder:
        inspect_source(tmp_path)
    assert message_of(folder.value) == Message("model.load.not_a_model_folder", path=tmp_path)
    (tmp_path / "notes.txt").write_text("hi")
    with pytest.raises(ModelError) as notes:
        inspect_source(tmp_path / "notes.txt")
    assert message_of(notes.value) == Message("model.load.not_a_model_file", path=tmp_path / "notes.txt")
    with pytest.raises(ModelError) as missing:
        inspect_source(str(tmp_path / "missing" / "x"))
    assert message_of(missing.value) == Message("model.load.not_found", model=str(tmp_path / "missing" / "x"))


def _single_file(path: Path, keys: dict[str, tuple[int, ...]]) -> Path:
    save_file({k: torch.zeros(shape) for k, shape in keys.items()}, str(path))
    return path


def test_single_file_architecture_detected_from_header(tmp_path):
    from diffusers.loaders.single_file_utils import CHECKPOINT_KEY_NAMES as K

    sd15 = _single_file(tmp_path / "sd15.safetensors", {K["v1"]: (4, 4, 1, 1), K["clip"]: (77, 8)})
    sdxl = _single_file(tmp_path / "xl.safetensors", {K["xl_base"]: (8,), K["v1"]: (4, 4, 1, 1)})
    assert detect_single_file_arch(sd15) == "sd"
    assert detect_single_file_arch(sdxl) == "sdxl"
    source = inspect_source(sdxl)
    assert (source.kind, source.arch, source.pipeline_class) == (
        "single_file",
        "sdxl",
        "StableDiffusionXLPipeline",
    )
    assert source.fingerprint.startswith("sha256:")


def test_single_file_that_is_not_a_whole_checkpoint(tmp_path):
    lora = _single_file(tmp_path / "lora.safetensors", {"lora_unet_x.lora_down.weight": (4, 4)})
    with pytest.raises(ModelError) as lone:
        inspect_source(lora)
    assert message_of(lone.value).code == "model.load.not_whole_checkpoint"
    assert inspect_source(lora, arch="sd").arch == "sd"  # the user may name it
    broken = tmp_path / "broken.safetensors"
    broken.write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00{not json}      ")
    with pytest.raises(ModelError) as unreadable:
        inspect_source(broken)
    assert message_of(unreadable.value).code == "model.load.bad_safetensors"


def _fake_hub_cache(cache: Path, repo: str, folder: Path, commit: str = "a" * 40) -> None:
    import shutil

    base = cache / ("models--" + repo.replace("/", "--"))
    shutil.copytree(folder, base / "snapshots" / commit)
    (base / "refs").mkdir(parents=True)
    (base / "refs" / "main").write_text(commit)


def test_hub_id_found_in_the_standard_cache(tmp_path, monkeypatch, tiny_folder):
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    _fake_hub_cache(tmp_path / "hub", "family/tiny-sd", tiny_folder)
    source = inspect_source("family/tiny-sd")
    assert (source.kind, source.arch, source.repo_id) == ("hub", "sd", "family/tiny-sd")
    assert source.fingerprint == f"hub:family/tiny-sd@{'a' * 40}"
    assert type(load_pipeline(source, device="cpu")).__name__ == "StableDiffusionPipeline"


@pytest.fixture()
def no_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a test tried to use the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)


def test_hub_id_not_cached_is_a_clear_error_without_network(tmp_path, monkeypatch, no_network):
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    with pytest.raises(ModelError) as err:
        inspect_source("someone/model")
    assert message_of(err.value) == Message(
        "model.load.not_downloaded", model="someone/model", repo="someone/model"
    )
    assert "\n" not in str(err.value)


def test_download_offline_is_a_clear_error_without_network(monkeypatch, no_network):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ModelError) as err:
        download("stabilityai/sd-turbo")
    assert message_of(err.value) == Message("model.download.offline", repo="stabilityai/sd-turbo")
    assert "\n" not in str(err.value)


def test_cpu_is_always_float32():
    assert choose_dtype("cpu") == torch.float32
    assert choose_dtype("cpu", torch.float16) == torch.float32
    # bf16 on a CPU: tests/test_precision.py (it depends on whether the CPU has it natively)
    assert choose_dtype("cuda", "fp16") == torch.float16
    with pytest.raises(ModelError) as err:
        choose_dtype("cpu", "fp8")
    assert message_of(err.value) == Message("model.load.unknown_dtype", dtype="fp8")


def test_half_precision_pipeline_keeps_vae_in_float32():
    """bf16 denoiser + text encoder, fp32 VAE: runs (hooks cast at the VAE's edges) and the image is not black."""
    pipe = make_tiny_pipeline("sd").to(dtype=torch.bfloat16)
    keep_vae_fp32(pipe)
    assert pipe.vae.dtype == torch.float32 and pipe.unet.dtype == torch.bfloat16
    image = pipe(
        "a cat", num_inference_steps=2, width=64, height=64, generator=torch.Generator().manual_seed(0)
    )
    pixels = np.array(image.images[0])
    assert pixels.std() > 1 and pixels.max() > 0
    from diffusers import AutoPipelineForImage2Image

    img2img = AutoPipelineForImage2Image.from_pipe(pipe)
    out = img2img("a cat", image=image.images[0], strength=0.5, num_inference_steps=2)
    assert np.array(out.images[0]).std() > 1


@pytest.fixture()
def fake_hub(monkeypatch, tmp_path, no_network):
    """Online mode with huggingface_hub.snapshot_download replaced by a fake that drives its tqdm bar."""
    import huggingface_hub
    from huggingface_hub import constants

    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.delenv("TRANSFORMERS_OFFLINE", raising=False)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    calls = []

    def fake_snapshot_download(repo_id, *, revision=None, ignore_patterns=None, tqdm_class=None, **kwargs):
        calls.append({"repo_id": repo_id, "revision": revision, "ignore": ignore_patterns})
        with tqdm_class(total=3, disable=True) as bar:
            for _ in range(3):
                bar.update(1)
        return str(tmp_path / "snapshot")

    monkeypatch.setattr(huggingface_hub, "snapshot_download", fake_snapshot_download)
    return calls


def test_download_reports_progress_and_skips_pickles(fake_hub, tmp_path):
    from model.api import Progress

    events: list[Progress] = []
    folder = download("family/model", revision="v1", on_progress=events.append)
    assert folder == tmp_path / "snapshot"
    assert [(e.step, e.total) for e in events] == [(1, 3), (2, 3), (3, 3)]
    assert fake_hub[0]["revision"] == "v1"
    assert {"*.ckpt", "*.bin", "*.pt", "*.pth"} <= set(fake_hub[0]["ignore"])
    download("family/model", allow_pickle=True)
    assert "*.bin" not in fake_hub[1]["ignore"]


def test_download_can_be_cancelled(fake_hub):
    from model.api import CancelToken
    from model.errors import Cancelled

    cancel = CancelToken()
    cancel.cancel()
    with pytest.raises(Cancelled):
        download("family/model", cancel=cancel)


def test_download_errors_are_one_line(monkeypatch, fake_hub):
    import huggingface_hub
    from huggingface_hub.errors import RepositoryNotFoundError

    def missing(*args, **kwargs):
        error = RepositoryNotFoundError.__new__(RepositoryNotFoundError)
        Exception.__init__(error, "404 Client Error.\n\nRepository Not Found for url: ...")
        raise error

    monkeypatch.setattr(huggingface_hub, "snapshot_download", missing)
    with pytest.raises(ModelError) as err:
        download("nobody/nothing")
    assert message_of(err.value) == Message(
        "model.download.not_found", repo="nobody/nothing", hub="huggingface.co"
    )
    assert "\n" not in str(err.value)


def _raising(error: BaseException):
    def fail(*args, **kwargs):
        raise error

    return fail


@pytest.mark.parametrize(
    ("error", "code"),
    [
        ("connect", "model.download.unreachable"),  # httpx's ConnectError, wrapped as the hub wraps it
        (OSError(28, "No space left on device"), "model.download.disk_full"),
        (PermissionError(13, "Permission denied"), "model.download.not_writable"),
        (OSError("something else"), "model.download.failed"),
    ],
)
def test_a_failed_download_says_why_in_the_persons_words(monkeypatch, fake_hub, error, code):
    """Issue 48: “cannot download …: Got: ConnectError …” was the library's English; the cause is now the
    message's code, said in the reader's language, with the library's own first line only as ``detail``."""
    import huggingface_hub
    from huggingface_hub.errors import LocalEntryNotFoundError

    if error == "connect":

        class ConnectError(Exception):  # httpx.ConnectError, without importing httpx
            pass

        try:
            raise ConnectError("[Errno 111] Connection refused")
        except ConnectError as cause:
            error = LocalEntryNotFoundError("An error happened while trying to locate the file on the Hub")
            error.__cause__ = cause
    monkeypatch.setattr(huggingface_hub, "snapshot_download", _raising(error))
    monkeypatch.delenv("HF_ENDPOINT", raising=False)
    with pytest.raises(ModelError) as err:
        download("family/model")
    said = message_of(err.value)
    assert said.code == code and said.params["repo"] == "family/model"
    assert said.params["detail"] == str(error).splitlines()[0]
    chinese = say(said, "zh")
    assert chinese.startswith("无法下载 family/model")
    assert not untranslated_words(chinese.replace(said.params["detail"], "").replace("family/model", ""))
