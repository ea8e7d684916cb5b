"""The offline ``sketch`` engine: no model, no GPU, no download.

A page with a photo becomes a drawn-looking picture with OpenCV's non-photorealistic filters
(``cv2.stylization`` / ``cv2.pencilSketch``, Gastal & Oliveira, "Domain Transform for Edge-Aware Image and
Video Processing", SIGGRAPH 2011), inked edges, the style's palette and a paper grain. A page without a photo
gets a calm procedural wash in the style's palette, and the page layout gives the text the lead.
Deterministic: the same request gives the same pixels.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable

import cv2
import numpy as np
from PIL import Image

from model.api import (
    CancelToken,
    Illustration,
    IllustrationRequest,
    IllustratorBase,
    Progress,
    ProgressCallback,
)
from model.errors import Cancelled, ModelError
from model.styles import Style, get_style
from words import Message

ENGINE_VERSION = "sketch-2"
"""Bump when the drawing changes, so cached sketches are made again."""

MAX_SIDE = 2400
"""Longest side of a sketch in pixels: 300 DPI across a 200 mm frame (200 / 25.4 × 300 ≈ 2362)."""


def _hex_to_rgb(value: str) -> np.ndarray:
    value = value.lstrip("#")
    return np.array([int(value[i : i + 2], 16) for i in (0, 2, 4)], dtype=np.float32)


class SketchIllustrator(IllustratorBase):
    """Illustrator protocol implementation (see :class:`model.api.Illustrator`) with no model."""

    name = "sketch"
    prompt_languages: tuple[str, ...] = ("zh", "en")

    def fingerprint(self) -> str:
        """Engine name and version (there is no model)."""
        return f"{ENGINE_VERSION};opencv-{cv2.__version__}"

    def illustrate(
        self,
        request: IllustrationRequest,
        on_progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Illustration:
        """Draw the request's photo (any size; output keeps its aspect, longest side ≤ :data:`MAX_SIDE` px)
        or, without a photo, a ``request.width``×``request.height`` wash. Returns an RGB image.

        Raises ModelError for an unknown style or unreadable photo, Cancelled when cancelled.
        """
        started = time.perf_counter()
        style = get_style(request.style if request.style not in ("", "none") else "watercolour")
        rng = np.random.default_rng(request.seed)
        total = 4

        def step(n: int, message: Message) -> None:
            if cancel is not None and cancel.cancelled:
                raise Cancelled()
            if on_progress is not None:
                on_progress(Progress(step=n, total=total, message=message))

        if request.photo_path:
            step(1, Message("model.sketch.reading_photo"))
            rgb = _read_photo(request.photo_path)
            out = _draw_photo(rgb, style, rng, lambda n, m: step(n, m))
        else:
            step(1, Message("model.sketch.wash"))
            out = _wash(request.width, request.height, style, rng)
            step(2, Message("model.sketch.grain"))
        step(3, Message("model.sketch.finishing"))
        out = _paper_grain(out, rng)
        step(4, Message("model.sketch.done"))
        image = Image.fromarray(out, mode="RGB")
        info = {
            "engine": self.name,
            "model": None,
            "fingerprint": self.fingerprint(),
            "style": style.name,
            "seconds": round(time.perf_counter() - started, 3),
            "size": list(image.size),
        }
        return Illustration(image=image, request=request, info=info)


def _read_photo(path: str) -> np.ndarray:
    """An upright RGB photo as a uint8 array (H, W, 3), longest side capped at :data:`MAX_SIDE`."""
    try:
        with Image.open(path) as opened:
            img = opened.convert("RGB")
            img.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)
            return np.asarray(img, dtype=np.uint8).copy()
    except (OSError, ValueError) as err:
        raise ModelError(Message("model.engine.photo_unreadable", path=path, reason=str(err))) from err


def _draw_photo(
    rgb: np.ndarray, style: Style, rng: np.random.Generator, step: Callable[[int, Message], None]
) -> np.ndarray:
    """Turn an RGB photo (H, W, 3 uint8) into a drawing in ``style``; returns the same shape."""
    h, w = rgb.shape[:2]
    # Work at about 900 px on the long side, but keep the short side ≥ 256 px: cv2.stylization returns an
    # all-black image for very thin inputs (seen with a 15:1 panorama scaled to 60 px high).
    small = min(1.0, max(900 / max(h, w), 256 / min(h, w)))
    work = (
        cv2.resize(rgb, (max(8, int(w * small)), max(8, int(h * small))), interpolation=cv2.INTER_AREA)
        if small < 1
        else rgb
    )
    work = _auto_levels(work)
    bgr = cv2.cvtColor(work, cv2.COLOR_RGB2BGR)
    step(2, Message("model.sketch.drawing"))
    is_gray = float(np.abs(work[..., 0].astype(int) - work[..., 2].astype(int)).mean()) < 2.0
    if style.name == "coloured_pencil":
        _, colour = cv2.pencilSketch(bgr, sigma_s=40, sigma_r=0.08, shade_factor=0.04)
        painted = colour
    else:
        painted = cv2.stylization(bgr, sigma_s=50, sigma_r=0.45)
    painted = cv2.cvtColor(painted, cv2.COLOR_BGR2RGB).astype(np.float32)
    gray = cv2.cvtColor(work, cv2.COLOR_RGB2GRAY)
    if style.name == "paper_cut":
        painted = _quantise(painted, style)
    elif style.name == "ink_wash":
        g = cv2.cvtColor(painted.astype(np.uint8), cv2.COLOR_RGB2GRAY).astype(np.float32)[..., None]
        painted = _duotone(g, _hex_to_rgb(style.palette[0]), _hex_to_rgb(style.paper))
    elif is_gray:  # old black-and-white photos: a warm sepia duotone, like a hand-tinted print
        painted = _duotone(painted[..., :1], _hex_to_rgb(SEPIA_DARK), _hex_to_rgb(style.paper))
    else:
        paper = _hex_to_rgb(style.paper)
        painted = painted * 0.85 + paper * 0.15
    # inked edges: adaptive threshold of a blurred grey image (a classic cartoon-edge recipe)
    edges = cv2.adaptiveThreshold(
        cv2.medianBlur(gray, 5), 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY, 9, 4
    )
    strength = 0.55 if style.name in ("crayon", "ink_wash") else 0.35
    ink = 1.0 - strength * (1.0 - edges.astype(np.float32)[..., None] / 255.0)
    out: np.ndarray = np.clip(painted * ink, 0, 255).astype(np.uint8)
    if small < 1:
        out = cv2.resize(out, (w, h), interpolation=cv2.INTER_CUBIC)
    return out


SEPIA_DARK = "#3d2b1f"
"""Dark end of the duotone for black-and-white photos (a warm brown-black)."""


def _auto_levels(rgb: np.ndarray) -> np.ndarray:
    """Stretch a faded photo's lightness (CIE L*a*b* L channel) from its 1st-99th percentile to the full
    range, colours kept; the gain is capped at 8× so a blank photo is not turned into noise."""
    lab = cv2.cvtColor(rgb, cv2.COLOR_RGB2LAB)
    lightness = lab[..., 0].astype(np.float32)
    lo, hi = np.percentile(lightness, (1, 99))
    spread = max(hi - lo, 255 / 8)
    if hi - lo >= 200:
        return rgb
    mid = (hi + lo) / 2
    stretched = (lightness - mid) * (235 / spread) + 128
    lab[..., 0] = np.clip(stretched, 0, 255).astype(np.uint8)
    return cv2.cvtColor(lab, cv2.COLOR_LAB2RGB)


def _duotone(gray: np.ndarray, dark: np.ndarray, light: np.ndarray) -> np.ndarray:
    """Map grey (H, W, 1; 0-255) between two RGB colours."""
    t = gray / 255.0
    return dark * (1 - t) + light * t


def _quantise(rgb: np.ndarray, style: Style) -> np.ndarray:
    """Snap each pixel to the nearest palette colour (flat cut-paper shapes)."""
    palette = np.stack([_hex_to_rgb(c) for c in (*style.palette, style.paper)])
    blurred = cv2.GaussianBlur(rgb, (0, 0), 3)
    d = ((blurred[..., None, :] - palette[None, None]) ** 2).sum(-1)
    return palette[d.argmin(-1)]


def _wash(width: int, height: int, style: Style, rng: np.random.Generator) -> np.ndarray:
    """A soft watercolour-like wash of the style's palette on its paper colour, (height, width, 3) uint8."""
    paper = _hex_to_rgb(style.paper)
    canvas = np.ones((height, width, 3), np.float32) * paper
    yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
    colours = [_hex_to_rgb(c) for c in style.palette]
    # a low horizon band, then a few large soft blots
    horizon = height * rng.uniform(0.55, 0.75)
    band = 1.0 / (1.0 + np.exp((horizon - yy) / (height * 0.04)))
    canvas = (
        canvas * (1 - 0.35 * band[..., None])
        + colours[int(rng.integers(len(colours)))] * 0.35 * band[..., None]
    )
    for _ in range(7):
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        r = rng.uniform(0.12, 0.35) * max(width, height)
        blot = np.exp(-(((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r)))
        colour = colours[int(rng.integers(len(colours)))]
        alpha = rng.uniform(0.15, 0.35) * blot[..., None]
        canvas = canvas * (1 - alpha) + colour * alpha
    # pigment blooms: low-frequency noise
    noise: np.ndarray = rng.normal(0, 1, (max(2, height // 32), max(2, width // 32))).astype(np.float32)
    noise = cv2.resize(noise, (width, height), interpolation=cv2.INTER_CUBIC)
    canvas *= (1 + 0.04 * noise)[..., None]
    return np.clip(canvas, 0, 255).astype(np.uint8)


def _paper_grain(rgb: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Multiply a faint, fine paper grain onto the picture."""
    h, w = rgb.shape[:2]
    grain: np.ndarray = rng.normal(0, 1, (h, w)).astype(np.float32)
    grain = cv2.GaussianBlur(grain, (0, 0), 0.8)
    out = rgb.astype(np.float32) * (1 + 0.025 * grain)[..., None]
    return np.clip(out, 0, 255).astype(np.uint8)


def sketch_digest(image: Image.Image) -> str:
    """SHA-256 of the pixels (for tests of determinism)."""
    return hashlib.sha256(image.tobytes()).hexdigest()
