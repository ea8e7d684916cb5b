"""model.engines.diffusion.DiffusionIllustrator on tiny pipelines: equality with bare diffusers, img2img, progress,
cancel, reproducibility, lazy loading, sidecar."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from diffusers import StableDiffusionImg2ImgPipeline

from model.api import CancelToken, IllustrationRequest
from model.engines.diffusion import DiffusionIllustrator
from model.errors import Cancelled, ModelError
from model.pipelines.prompt import ENGLISH_ONLY_WARNING
from model.pipelines.references import fit_photo
from model.tiny import make_tiny_pipeline, save_tiny_pipeline

W, H = 96, 64


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """One intra-op thread: tiny models on 2 shared cores run faster without thread contention."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.fixture(scope="module")
def pipe():
    return make_tiny_pipeline("sd")


@pytest.fixture(scope="module")
def illustrator(pipe):
    return DiffusionIllustrator.from_pipeline(pipe, "tiny-sd")


@pytest.fixture(scope="module")
def photos(examples):
    return examples / "photos" / "chelsea.png", examples / "photos" / "coffee.png"


def _request(**values) -> IllustrationRequest:
    base = dict(
        engine="diffusion", prompt="a cat on a quilt", style="none", seed=7, steps=4, width=W, height=H
    )
    return IllustrationRequest(**(base | values))


def _pixels(image) -> np.ndarray:
    return np.asarray(image.convert("RGB")).astype(np.int16)


def test_text_to_image_equals_bare_pipeline(pipe, illustrator):
    ours = illustrator.illustrate(_request(guidance=5.0)).image
    bare = pipe(
        "a cat on a quilt",
        generator=torch.Generator().manual_seed(7),
        num_inference_steps=4,
        guidance_scale=5.0,
        width=W,
        height=H,
    ).images[0]
    assert ours.size == (W, H)
    assert np.array_equal(_pixels(ours), _pixels(bare))


def test_image_to_image_equals_bare_pipeline(pipe, illustrator, photos):
    ours = illustrator.illustrate(_request(photo_path=str(photos[0]), strength=0.6)).image
    bare_pipe = StableDiffusionImg2ImgPipeline(**pipe.components)
    bare_pipe.set_progress_bar_config(disable=True)
    bare = bare_pipe(
        "a cat on a quilt",
        image=fit_photo(photos[0], W, H),
        strength=0.6,
        generator=torch.Generator().manual_seed(7),
        num_inference_steps=4,
    ).images[0]
    assert ours.size == (W, H)
    assert np.array_equal(_pixels(ours), _pixels(bare))


def test_fit_photo_centre_crops_to_the_aspect_without_touching_the_file(photos, tmp_path):
    import shutil

    from PIL import Image

    copy = shutil.copy(photos[0], tmp_path / "photo.png")
    before = (tmp_path / "photo.png").read_bytes()
    fitted = fit_photo(copy, W, H)
    assert fitted.size == (W, H) and fitted.mode == "RGB"
    assert (tmp_path / "photo.png").read_bytes() == before
    # a wide red | green | blue photo fitted to a square keeps only the green middle
    stripes = Image.new("RGB", (300, 100))
    for i, colour in enumerate([(255, 0, 0), (0, 255, 0), (0, 0, 255)]):
        stripes.paste(colour, (i * 100, 0, i * 100 + 100, 100))
    stripes.save(tmp_path / "stripes.png")
    square = np.asarray(fit_photo(tmp_path / "stripes.png", 64, 64)).astype(int)
    assert square[:, 2:-2, 1].min() > 200 and square[:, 2:-2, 0].max() < 60
    (tmp_path / "bad.png").write_text("not an image")
    with pytest.raises(ModelError, match="bad.png"):
        fit_photo(tmp_path / "bad.png", 64, 64)


def _vae_round_trip(pipe, image):
    processor = pipe.image_processor
    with torch.no_grad():
        latents = pipe.vae.encode(processor.preprocess(image)).latent_dist.mean
        return _pixels(processor.postprocess(pipe.vae.decode(latents).sample)[0])


def test_image_to_image_really_uses_the_photo(pipe, illustrator, photos):
    a = _pixels(illustrator.illustrate(_request(photo_path=str(photos[0]), strength=0.5)).image)
    b = _pixels(illustrator.illustrate(_request(photo_path=str(photos[1]), strength=0.5)).image)
    assert np.abs(a - b).mean() > 2  # different photos, same everything else: different pictures
    # "Near the photo" means near the photo's VAE round trip (the tiny VAE is random, but near-deterministic
    # and unit-scaled like a trained one, see model.tiny._tiny_vae): a low strength (one step of 10) stays
    # close to it, a high one does not.
    target = _vae_round_trip(pipe, fit_photo(photos[0], W, H))
    low = _pixels(illustrator.illustrate(_request(photo_path=str(photos[0]), strength=0.1, steps=10)).image)
    high = _pixels(illustrator.illustrate(_request(photo_path=str(photos[0]), strength=0.9, steps=10)).image)
    assert np.abs(low - target).mean() < 5 < 20 < np.abs(high - target).mean()


def test_same_request_same_pixels_and_sidecar_says_how(illustrator):
    request = _request(style="watercolour", scene="grandma sewing", prompt="", negative_prompt="blurry")
    first = illustrator.illustrate(request)
    second = illustrator.illustrate(request)
    assert np.array_equal(_pixels(first.image), _pixels(second.image))
    info = first.info
    for key in (
        "engine",
        "model",
        "fingerprint",
        "pipeline",
        "scheduler",
        "dtype",
        "device",
        "seconds",
        "versions",
        "warnings",
        "prompt",
        "negative_prompt",
        "num_inference_steps",
        "guidance_scale",
    ):
        assert key in info, key
    assert info["engine"] == "diffusion" and info["pipeline"] == "StableDiffusionPipeline"
    assert info["scheduler"] == "DDIMScheduler" and info["dtype"] == "float32" and info["device"] == "cpu"
    assert info["prompt"].startswith("grandma sewing") and info["negative_prompt"].endswith("blurry")
    assert info["fingerprint"] == illustrator.fingerprint() and info["fingerprint"].startswith(
        "diffusion:sha256:"
    )
    assert {"torch", "diffusers", "transformers"} <= set(info["versions"])
    assert first.sidecar()["request"] == request.to_dict()
    # the seed matters
    other = illustrator.illustrate(_request(style="watercolour", scene="grandma sewing", prompt="", seed=8))
    assert not np.array_equal(_pixels(first.image), _pixels(other.image))


def test_progress_reports_every_step_with_a_preview(illustrator, photos):
    events = []
    illustrator.illustrate(_request(steps=5), on_progress=events.append)
    assert [(e.step, e.total) for e in events] == [(i, 5) for i in range(1, 6)]
    assert all(e.preview is not None and e.preview.size == (W // 8, H // 8) for e in events)
    events.clear()
    illustrator.illustrate(
        _request(steps=10, photo_path=str(photos[0]), strength=0.5), on_progress=events.append
    )
    assert [(e.step, e.total) for e in events] == [(i, 5) for i in range(1, 6)]  # strength 0.5 of 10 steps


def test_cancel_stops_within_one_step_and_writes_nothing(illustrator, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cancel = CancelToken()
    steps = []

    def on_progress(progress):
        steps.append(progress.step)
        if progress.step == 2:
            cancel.cancel()

    with pytest.raises(Cancelled):
        illustrator.illustrate(_request(steps=20), on_progress=on_progress, cancel=cancel)
    assert steps == [1, 2]  # step 3 ran, then the callback stopped it: nothing after
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(Cancelled):
        illustrator.illustrate(_request(), cancel=cancel)  # already cancelled: nothing runs
    # and the illustrator still works afterwards
    assert illustrator.illustrate(_request(steps=2)).image.size == (W, H)


def test_cancel_counts_the_steps_run(pipe):
    """Count denoiser calls directly: cancelling at step 3 of 30 runs 4 UNet calls at most (one step)."""
    calls = []
    handle = pipe.unet.register_forward_hook(lambda *a: calls.append(1))
    try:
        cancel = CancelToken()
        illustrator = DiffusionIllustrator.from_pipeline(pipe)

        def on_progress(progress):
            if progress.step == 3:
                cancel.cancel()

        with pytest.raises(Cancelled):
            illustrator.illustrate(_request(steps=30), on_progress=on_progress, cancel=cancel)
    finally:
        handle.remove()
    assert len(calls) == 4


def test_english_only_model_with_chinese_text_warns(illustrator):
    result = illustrator.illustrate(
        _request(prompt="", scene="grandma sewing a quilt", text="外婆在灯下缝被子。")
    )
    assert str(ENGLISH_ONLY_WARNING) in result.info["warnings"]  # the sidecar's record, in English
    assert result.info["prompt"] == "grandma sewing a quilt"


def test_long_prompt_warns_that_the_end_is_cut(illustrator):
    result = illustrator.illustrate(_request(prompt="a very long description " * 10))
    assert any("reads only the first 77" in w for w in result.info["warnings"])


def test_loads_lazily_through_the_injected_loader(tmp_path, pipe):
    folder = save_tiny_pipeline(tmp_path / "tiny", "sd")
    calls = []

    def loader(source, dtype):
        calls.append((source.path, dtype))
        from model.pipelines.loading import load_pipeline

        return load_pipeline(source, device="cpu", dtype=dtype)

    illustrator = DiffusionIllustrator(str(folder), loader=loader)
    assert calls == [] and illustrator.prompt_languages == ("en",)
    assert illustrator.fingerprint().startswith("diffusion:sha256:") and calls == []
    result = illustrator.illustrate(_request())
    illustrator.illustrate(_request(photo_path=None, seed=1))
    assert calls == [(folder, None)]  # loaded once
    bare = pipe(
        "a cat on a quilt",
        generator=torch.Generator().manual_seed(7),
        num_inference_steps=4,
        width=W,
        height=H,
    ).images[0]
    assert np.array_equal(_pixels(result.image), _pixels(bare))  # the folder holds the same model
    assert illustrator.default_size() == (256, 256)
    img2img = illustrator._image_pipeline()
    assert img2img.unet is illustrator.pipeline.unet and img2img.vae is illustrator.pipeline.vae  # shared
    assert len(calls) == 1
    illustrator.close()
    assert illustrator._pipe is None


@pytest.mark.parametrize("arch", ["sdxl", "flux"])
def test_other_architectures_draw_both_ways(arch, photos):
    tiny = make_tiny_pipeline(arch)
    illustrator = DiffusionIllustrator.from_pipeline(tiny)
    events = []
    text = illustrator.illustrate(_request(width=128, height=64, steps=2), on_progress=events.append)
    photo = illustrator.illustrate(_request(width=128, height=64, steps=4, photo_path=str(photos[0])))
    assert text.image.size == photo.image.size == (128, 64)
    assert events and events[-1].preview is not None
    assert "Img2Img" in photo.info["pipeline"] and illustrator.source.arch == arch
    bare = tiny(
        "a cat on a quilt",
        generator=torch.Generator().manual_seed(7),
        num_inference_steps=2,
        width=128,
        height=64,
    ).images[0]
    assert np.array_equal(_pixels(text.image), _pixels(bare))


def test_an_image_to_image_model_also_draws_without_a_photo(pipe):
    img2img = StableDiffusionImg2ImgPipeline(**pipe.components)
    illustrator = DiffusionIllustrator.from_pipeline(img2img)
    result = illustrator.illustrate(_request())
    assert result.info["pipeline"] == "StableDiffusionPipeline"
    bare = pipe(
        "a cat on a quilt",
        generator=torch.Generator().manual_seed(7),
        num_inference_steps=4,
        width=W,
        height=H,
    ).images[0]
    assert np.array_equal(_pixels(result.image), _pixels(bare))


def test_a_composed_prompt_is_used_as_it_is(illustrator):
    """The book's request builder composes the prompt itself; the illustrator must not add the style again."""
    from model.api import PersonAdapter
    from model.pipelines.prompt import compose_prompt

    people = (PersonAdapter("Wai Po", trigger="waipo"),)
    prompt, negative, _ = compose_prompt("crayon", people, "a kite", "", ("en",))
    result = illustrator.illustrate(
        _request(prompt=prompt, negative_prompt=negative, style="crayon", people=people, scene="a kite")
    )
    assert result.info["prompt"] == prompt and result.info["negative_prompt"] == negative
    assert result.info["prompt"].count("crayon") == 1 and result.info["prompt"].count("waipo") == 1
