"""The LoRA trainer (training/) on tiny random pipelines, on the CPU, in this process."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch
from safetensors.torch import load_file

from tests.training_helpers import make_toy_photos, run_trainer, save_tiny_sdxl, trainer_args
from training import distributed, train_lora
from training.base_model import encode_photos, encode_prompt
from training.checkpoints import list_checkpoints
from training.errors import TrainingError
from training.photos import (
    detect_face,
    face_crop_box,
    list_photos,
    load_photo,
    prepare_photo,
    sample_indices,
)
from training.train_lora import parse_args
from words import Message, message_of

PROMPT = "a photo of sks person"


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """One intra-op thread: tiny models on 2 shared cores run many times faster without thread contention."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.fixture(scope="module")
def tiny_sd(tmp_path_factory):
    from model.tiny import save_tiny_pipeline

    return save_tiny_pipeline(tmp_path_factory.mktemp("tiny") / "tiny-sd", "sd")


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    folder = tmp_path_factory.mktemp("toy") / "photos"
    make_toy_photos(folder)
    return folder


def image_of(pipe) -> np.ndarray:
    out = pipe(
        PROMPT,
        num_inference_steps=2,
        height=32,
        width=32,
        generator=torch.Generator().manual_seed(0),
        output_type="np",
    )
    return out.images[0]


# -- arguments and data ------------------------------------------------------------------------------------


def test_parse_args_fills_trigger_and_alpha():
    args = parse_args(
        ["--pretrained_model", "m", "--instance_images", "a.jpg", "--output_dir", "o", "--trigger", "ohwx"]
    )
    assert args.instance_prompt == "a photo of ohwx person"
    assert args.lora_alpha == args.rank == 8


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ([], Message("training.no_photos_given")),
        (["--instance_images", "a.jpg", "--with_prior_preservation"], Message("training.needs_class_dir")),
        (
            ["--instance_images", "a.jpg", "--resolution", "30"],
            Message("training.bad_resolution", resolution=30),
        ),
        (
            ["--instance_images", "a.jpg", "--rank", "0"],
            Message("training.at_least_one", option="--rank", value=0),
        ),
    ],
)
def test_parse_args_refuses_bad_options(extra, message):
    with pytest.raises(TrainingError) as refused:
        parse_args(["--pretrained_model", "m", "--output_dir", "o", *extra])
    assert message_of(refused.value) == message


def test_face_crop_box_centres_on_the_face_and_stays_inside():
    # No face: the largest centred square.
    assert face_crop_box(600, 400, None, 512) == (100, 0, 400)
    # A 100 px face at the left edge of a big photo: 3 face widths wide, shifted back inside the photo.
    left, top, side = face_crop_box(2000, 1500, (10, 700, 100, 100), 256)
    assert side == 300 and left == 0 and top == 600
    # The crop never exceeds the short side, and a small photo is not cut below the training size.
    assert face_crop_box(300, 300, (100, 100, 40, 40), 512) == (0, 0, 300)


def test_detect_face_on_a_real_portrait(sample_data):
    import cv2

    if not hasattr(cv2, "CascadeClassifier"):
        pytest.skip(f"OpenCV {cv2.__version__} ships no Haar cascades (moved out in OpenCV 5)")
    image = load_photo(sample_data / "photos" / "astronaut.png")
    face = detect_face(image)
    assert face is not None
    x, y, w, h = face
    assert 150 < x + w / 2 < 300 and 50 < y + h / 2 < 200  # Eileen Collins' face, upper middle of the photo


def test_load_photo_upright_rgb_and_clear_errors(sample_data):
    hard = sample_data / "photos-hard"
    image = load_photo(hard / "phone-exif-orientation-6.jpg")
    assert image.size == (600, 400) and image.mode == "RGB"
    scan = np.asarray(load_photo(hard / "gray-16bit.png"), dtype=np.float32)
    assert 30 < scan.mean() < 225 and scan.std() > 20  # keeps its tones, not blown out to white
    for bad in ("not-a-photo.jpg", "truncated.jpg", "huge-dimensions.png"):
        with pytest.raises(TrainingError) as err:
            load_photo(hard / bad)
        assert message_of(err.value).code == "training.unreadable_photo"
        assert message_of(err.value).params["path"] == hard / bad and "\n" not in str(err.value)


def test_sample_indices_cover_every_photo_and_split_ranks():
    n, seed = 5, 3
    stream = sample_indices(n, 0, 20, seed, stream=0)
    for epoch in range(4):
        assert sorted(stream[epoch * n : (epoch + 1) * n]) == list(range(n))
    # Any window equals the same positions of the whole stream (what makes resume exact).
    assert sample_indices(n, 7, 6, seed, stream=0) == stream[7:13]
    assert sample_indices(n, 0, 20, seed, stream=1) != stream


# -- training --------------------------------------------------------------------------------------------


def test_a_few_steps_lower_the_loss(tiny_sd, toy, tmp_path):
    """30 steps on 4 toy photos: the step losses fall, and so does the loss on fixed noise and timesteps."""
    from diffusers import DDPMScheduler, StableDiffusionPipeline
    from diffusers.models.autoencoders.vae import DiagonalGaussianDistribution

    argv = trainer_args(tiny_sd, toy, tmp_path, 30, "--learning_rate", "5e-2", "--train_batch_size", "2")
    steps, _ = run_trainer([*argv, "--checkpointing_steps", "1000", "--seed", "1"])
    losses = [r["loss"] for r in steps]
    assert len(losses) == 30
    assert np.mean(losses[-10:]) < np.mean(losses[:10])

    pipe = StableDiffusionPipeline.from_pretrained(tiny_sd, safety_checker=None)
    photos = [prepare_photo(path, 32) for path in list_photos(toy)]
    params, _ = encode_photos(pipe.vae, photos, 32)
    text = encode_prompt(pipe, "sd", PROMPT)["encoder_hidden_states"]
    scheduler = DDPMScheduler.from_config(pipe.scheduler.config)

    @torch.no_grad()
    def fixed_loss() -> float:
        g = torch.Generator().manual_seed(123)
        latents = DiagonalGaussianDistribution(params).mode() * pipe.vae.config.scaling_factor
        total = 0.0
        for _ in range(8):
            noise = torch.randn(latents.shape, generator=g)
            t = torch.randint(0, 1000, (len(latents),), generator=g)
            pred = pipe.unet(
                scheduler.add_noise(latents, noise, t), t, text.expand(len(latents), -1, -1)
            ).sample
            total += torch.nn.functional.mse_loss(pred, noise).item()
        return total / 8

    before = fixed_loss()
    pipe.load_lora_weights(tmp_path)
    after = fixed_loss()
    assert after < 0.97 * before, (before, after)


def test_resume_ends_where_an_uninterrupted_run_ends(tiny_sd, toy, tmp_path, monkeypatch):
    """6 steps straight vs. a run killed after its step-3 checkpoint and resumed: same LoRA (≤ 1e-6).

    Cosine schedule with warm-up and gradient accumulation, so the LR scheduler, optimiser, RNG and
    accumulation state must all come back.
    """
    extra = ["--learning_rate", "1e-2", "--lr_scheduler", "cosine", "--lr_warmup_steps", "2"]
    extra += [
        "--gradient_accumulation_steps",
        "2",
        "--checkpointing_steps",
        "1",
        "--checkpoints_total_limit",
        "2",
    ]
    run_trainer(trainer_args(tiny_sd, toy, tmp_path / "straight", 6, *extra))

    class Killed(Exception):
        pass

    real = distributed.lora_fingerprint

    def crash_after_step_3(unet):
        if list_checkpoints(tmp_path / "resumed") and list_checkpoints(tmp_path / "resumed")[-1][0] == 3:
            raise Killed
        return real(unet)

    monkeypatch.setattr(distributed, "lora_fingerprint", crash_after_step_3)
    with pytest.raises(Killed):
        run_trainer(trainer_args(tiny_sd, toy, tmp_path / "resumed", 6, *extra))
    monkeypatch.setattr(distributed, "lora_fingerprint", real)
    assert not (tmp_path / "resumed" / "pytorch_lora_weights.safetensors").exists()
    steps, done = run_trainer(trainer_args(tiny_sd, toy, tmp_path / "resumed", 6, *extra, "--resume"))
    assert [r["step"] for r in steps] == [4, 5, 6] and done["steps"] == 6

    straight = load_file(tmp_path / "straight" / "pytorch_lora_weights.safetensors")
    resumed = load_file(tmp_path / "resumed" / "pytorch_lora_weights.safetensors")
    assert straight.keys() == resumed.keys()
    diff = max((straight[k] - resumed[k]).abs().max().item() for k in straight)
    assert diff <= 1e-6, diff
    assert any(v.abs().max() > 0 for k, v in straight.items() if "lora.up" in k)  # it did train
    # Checkpoints: the last two kept, no temporary folder left behind.
    assert [step for step, _ in list_checkpoints(tmp_path / "straight")] == [5, 6]
    assert not [p for p in (tmp_path / "straight" / "checkpoints").iterdir() if p.name.startswith(".")]


@pytest.fixture(scope="module")
def trained(tiny_sd, toy, tmp_path_factory):
    """A LoRA with alpha ≠ rank (scale 2), validation images on."""
    out = tmp_path_factory.mktemp("trained")
    extra = ["--learning_rate", "2e-2", "--lora_alpha", "8", "--checkpointing_steps", "100"]
    extra += [
        "--validation_prompt",
        PROMPT,
        "--num_validation_images",
        "1",
        "--validation_inference_steps",
        "2",
    ]
    extra += ["--output_name", "grandma"]
    run_trainer(trainer_args(tiny_sd, toy, out, 4, *extra))
    return out


def test_output_lora_loads_and_changes_the_image(tiny_sd, trained):
    from diffusers import StableDiffusionPipeline

    pipe = StableDiffusionPipeline.from_pretrained(tiny_sd, safety_checker=None)
    pipe.set_progress_bar_config(disable=True)
    plain = image_of(pipe)
    pipe.load_lora_weights(trained)  # pytorch_lora_weights.safetensors
    with_lora = image_of(pipe)
    assert np.abs(with_lora - plain).max() > 1e-3
    pipe.unload_lora_weights()
    assert np.abs(image_of(pipe) - plain).max() < 1e-6
    # The kohya export loads too and, with its alpha, draws the same image.
    pipe.load_lora_weights(trained / "grandma.kohya.safetensors")
    assert np.abs(image_of(pipe) - with_lora).max() < 1e-5


def test_output_files_and_info(trained):
    kohya = load_file(trained / "grandma.kohya.safetensors")
    assert all(k.startswith("lora_unet_") for k in kohya)
    assert {v.item() for k, v in kohya.items() if k.endswith(".alpha")} == {8.0}
    info = json.loads((trained / "training_info.json").read_text())
    assert info["trigger"] == "sks" and info["architecture"] == "sd" and info["rank"] == 4
    assert info["lora_alpha"] == 8.0 and info["steps"] == 4
    assert (trained / "validation" / "step-000004-0.png").is_file()


def test_prior_preservation_generates_class_images(tiny_sd, toy, tmp_path):
    classes = tmp_path / "class"
    extra = ["--with_prior_preservation", "--class_data_dir", str(classes), "--num_class_images", "2"]
    extra += ["--class_generation_steps", "1", "--checkpointing_steps", "100"]
    steps, done = run_trainer(trainer_args(tiny_sd, toy, tmp_path / "out", 2, *extra))
    assert sorted(p.name for p in classes.iterdir()) == ["class-00000.png", "class-00001.png"]
    assert done["steps"] == 2 and all(np.isfinite(r["loss"]) for r in steps)


def test_sdxl_trains_and_its_lora_loads(toy, tmp_path):
    from diffusers import StableDiffusionXLPipeline

    model = save_tiny_sdxl(tmp_path / "tiny-sdxl")
    run_trainer(trainer_args(model, toy, tmp_path / "out", 2, "--learning_rate", "2e-2"))
    info = json.loads((tmp_path / "out" / "training_info.json").read_text())
    assert info["architecture"] == "sdxl"
    pipe = StableDiffusionXLPipeline.from_pretrained(model)
    pipe.set_progress_bar_config(disable=True)
    plain = image_of(pipe)
    pipe.load_lora_weights(tmp_path / "out")
    assert np.abs(image_of(pipe) - plain).max() > 1e-4
    pipe.unload_lora_weights()
    pipe.load_lora_weights(tmp_path / "out" / "lora.kohya.safetensors")
    assert np.abs(image_of(pipe) - plain).max() > 1e-4


# -- user mistakes: one line, status 1 ---------------------------------------------------------------------


_SAID: list[Message] = []
"""The messages the last :func:`run_cli` printed for ``memorybook train`` (``train_lora: message: …``)."""


def run_cli(argv, capsys) -> tuple[int, str]:
    """The status and the person's lines on stderr (the message lines, for memorybook train, kept aside)."""
    from app.cli.train_process import MESSAGE_PREFIX

    status = train_lora.cli(argv)
    lines = capsys.readouterr().err.strip().splitlines()
    _SAID[:] = [
        Message.from_json(json.loads(x[len(MESSAGE_PREFIX) :])) for x in lines if x.startswith(MESSAGE_PREFIX)
    ]
    return status, "\n".join(x for x in lines if not x.startswith(MESSAGE_PREFIX))


def test_bad_photo_folder_is_one_clear_line(tiny_sd, tmp_path, capsys):
    status, err = run_cli(trainer_args(tiny_sd, tmp_path / "nowhere", tmp_path / "out", 1), capsys)
    assert status == 1 and err.count("\n") == 0
    assert err.startswith("train_lora: error: ")
    assert _SAID == [Message("training.no_photo_folder", path=str(tmp_path / "nowhere"))]

    (tmp_path / "empty").mkdir()
    status, err = run_cli(trainer_args(tiny_sd, tmp_path / "empty", tmp_path / "out", 1), capsys)
    assert status == 1 and "no photos in this folder" in err


def test_unreadable_photo_is_one_clear_line(tiny_sd, tmp_path, capsys):
    photos = tmp_path / "photos"
    make_toy_photos(photos, 1)
    (photos / "scan.jpg").write_text("this is not a photo")
    status, err = run_cli(trainer_args(tiny_sd, photos, tmp_path / "out", 1), capsys)
    assert status == 1 and err.count("\n") == 0 and "scan.jpg: not a readable image" in err


def test_missing_model_is_one_clear_line(toy, tmp_path, capsys):
    status, err = run_cli(trainer_args(tmp_path / "no" / "model", toy, tmp_path / "out", 1), capsys)
    assert status == 1 and err.count("\n") == 0 and "no such model folder" in err


def test_8bit_adam_without_bitsandbytes_says_what_to_install(tiny_sd, toy, tmp_path, capsys):
    try:
        import bitsandbytes  # noqa: F401

        pytest.skip("bitsandbytes is installed")
    except ImportError:
        pass
    status, err = run_cli(trainer_args(tiny_sd, toy, tmp_path / "out", 1, "--use_8bit_adam"), capsys)
    assert status == 1 and "pip install bitsandbytes" in err
