"""Every picture is checked where it is made (model/pipelines/checks.py + DiffusionIllustrator): NaN from the VAE, all
black or one colour, and a safety checker's flag; NaN in half precision is redrawn with the VAE in float32,
a flagged picture with other seeds, and what is still bad raises PictureError (never returned as a picture)."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from PIL import Image

from model.api import IllustrationRequest
from model.engines.diffusion import DiffusionIllustrator
from model.errors import PictureError
from model.pipelines import checks
from model.tiny import make_tiny_pipeline, with_safety_checker
from tests.picture_helpers import half_vae_that_overflows, plant_vae_nan
from tests.test_illustrate import one_thread  # noqa: F401 (autouse fixture: one intra-op thread)
from words import Message, message_of, say

SIZE = 64


def _request(**values) -> IllustrationRequest:
    base = dict(engine="diffusion", prompt="grandma's garden", seed=5, steps=2, width=SIZE, height=SIZE)
    return IllustrationRequest(**(base | values))


def test_image_problem_names_black_and_one_colour_pictures():
    assert checks.image_problem(Image.new("RGB", (32, 32))) == "black"
    assert checks.image_problem(Image.new("RGB", (32, 32), (200, 180, 150))) == "blank"
    noise = np.random.default_rng(0).integers(0, 256, (32, 32, 3), dtype=np.uint8)
    assert checks.image_problem(Image.fromarray(noise)) is None
    almost = np.zeros((32, 32, 3), np.uint8)
    almost[:4] = 255  # a white band on black is a drawing, not a black picture
    assert checks.image_problem(almost) is None


def test_decoded_problem_sees_nan_and_inf_but_not_finite_pixels():
    pixels = np.full((4, 4, 3), 0.5, np.float32)
    assert checks.decoded_problem(pixels) is None
    pixels[1, 2, 0] = np.inf
    assert checks.decoded_problem(pixels) == "nan"
    pixels[1, 2, 0] = np.nan
    assert checks.decoded_problem(pixels) == "nan"


def test_redraw_seeds_are_deterministic_and_different():
    seeds = {checks.redraw_seed(7, k) for k in range(1, checks.SAFETY_REDRAWS + 1)}
    assert len(seeds) == checks.SAFETY_REDRAWS and 7 not in seeds
    assert checks.redraw_seed(2**32 - 1, 1) < 2**32


def test_a_good_picture_passes_and_the_sidecar_says_it_was_checked():
    illustrator = DiffusionIllustrator.from_pipeline(make_tiny_pipeline("sd"), "tiny")
    out = illustrator.illustrate(_request())
    assert out.info["checks"] == {
        "seed": 5,
        "attempts": [{"seed": 5, "problem": None}],
        "vae_upcast": False,
        "safety_checker": "none",
    }
    assert checks.image_problem(out.image) is None


def test_nan_in_a_float32_vae_is_refused_with_the_page_named():
    pipe = make_tiny_pipeline("sd")
    plant_vae_nan(pipe)
    illustrator = DiffusionIllustrator.from_pipeline(pipe, "tiny-nan")
    with pytest.raises(PictureError) as caught:
        illustrator.illustrate(_request(title="河边的风筝"))
    assert caught.value.code == "nan"
    assert message_of(caught.value) == Message(
        "model.picture.failed_titled", title="河边的风筝", problem=checks.describe("nan")
    )


def test_nan_from_a_half_precision_vae_is_redrawn_with_the_vae_in_float32():
    pipe = make_tiny_pipeline("sd")
    half_vae_that_overflows(pipe)
    out = DiffusionIllustrator.from_pipeline(pipe, "tiny-fp16-vae").illustrate(_request())
    record = out.info["checks"]
    assert [a["problem"] for a in record["attempts"]] == ["nan", None]
    assert record["vae_upcast"] is True
    assert pipe.vae.dtype == torch.float32
    assert checks.image_problem(out.image) is None
    assert str(Message("model.picture.vae_upcast")) in out.info["warnings"]  # the sidecar's record, English


def test_a_flagged_picture_is_redrawn_then_refused():
    pipe = with_safety_checker(make_tiny_pipeline("sd"), flag_everything=True)
    with pytest.raises(PictureError) as caught:
        DiffusionIllustrator.from_pipeline(pipe, "tiny-flags").illustrate(_request(title="Our wedding"))
    assert caught.value.code == "flagged"
    assert message_of(caught.value) == Message(
        "model.picture.failed_titled",
        title="Our wedding",
        problem=checks.describe("flagged", tries=1 + checks.SAFETY_REDRAWS),
    )
    assert "3 次" in say(message_of(caught.value), "zh")


def test_a_picture_flagged_once_is_kept_from_the_next_seed():
    pipe = with_safety_checker(make_tiny_pipeline("sd"), flag_everything=True)
    checker = pipe.safety_checker
    calls = []
    real = checker.forward

    def first_call_only(clip_input, images):
        calls.append(1)
        if len(calls) > 1:
            checker.concept_embeds_weights.fill_(2.0)  # flags nothing from now on
            checker.special_care_embeds_weights.fill_(2.0)
        return real(clip_input=clip_input, images=images)

    checker.forward = first_call_only
    out = DiffusionIllustrator.from_pipeline(pipe, "tiny-flags").illustrate(_request())
    seed = checks.redraw_seed(5, 1)
    assert out.info["checks"]["attempts"] == [
        {"seed": 5, "problem": "flagged"},
        {"seed": seed, "problem": None},
    ]
    assert out.info["generator"] == f"torch.Generator('cpu').manual_seed({seed})"
    assert checks.image_problem(out.image) is None


def test_the_safety_checker_can_be_turned_off_and_the_sidecar_records_it():
    pipe = with_safety_checker(make_tiny_pipeline("sd"), flag_everything=True)
    out = DiffusionIllustrator.from_pipeline(pipe, "tiny-flags").illustrate(_request(safety_checker=False))
    assert out.info["checks"]["safety_checker"] == "off"
    assert out.sidecar()["request"]["safety_checker"] is False
    assert pipe.safety_checker is not None  # put back after the call
    assert _request(safety_checker=False).cache_key("x") == _request().cache_key("x")


def test_picture_error_keeps_its_code_and_message_across_the_process_boundary():
    """The model process sends the Message itself (it pickles), so the parent's error has the code and values;
    the code is also read from the Message where only it travelled (a Message, never English read back)."""
    import pickle

    from model.runtime.process import _rebuild_error, _what_of

    message = Message("model.picture.failed_titled", title="p", problem=checks.describe("flagged", tries=3))
    sent = pickle.loads(pickle.dumps(_what_of(PictureError(message, code="flagged"))))
    rebuilt = _rebuild_error("model.errors", "PictureError", *sent)
    assert isinstance(rebuilt, PictureError) and rebuilt.code == "flagged" and message_of(rebuilt) == message
    assert PictureError(message).code == "flagged"  # read from the message's problem value
    assert pickle.loads(pickle.dumps(PictureError(message, code="black"))).code == "black"
    assert _rebuild_error("model.errors", "PictureError", "something else").code == "failed"
    assert PictureError("something else").code == "failed"
    other = _rebuild_error("some.module", "WeirdError", Message("model.replicas.not_drawn"))
    assert message_of(other) == Message(
        "model.process.failed", kind="WeirdError", reason=Message("model.replicas.not_drawn")
    )
