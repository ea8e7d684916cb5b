"""Faces in pictures: where they are, whether the eyes are open, and a face embedding to compare people.

Everything runs on the CPU from models that ship inside packages installed from PyPI (nothing is downloaded
at run time):

- detection: dlib's HOG + linear SVM frontal face detector (``dlib.get_frontal_face_detector``, built into
  dlib; Boost Software License);
- open eyes: OpenCV's Haar cascade ``haarcascade_eye_tree_eyeglasses.xml`` (ships in ``opencv-python-headless``,
  Intel License Agreement / BSD-style) on the upper half of each face — it finds open eyes and, as its authors
  note, usually misses closed ones;
- embedding: dlib's ResNet face recognition model v1 (``dlib_face_recognition_resnet_model_v1.dat``, 128
  numbers, 99.38 % on LFW, released by Davis King into the public domain, CC0) aligned with dlib's 5-point
  landmark model (``shape_predictor_5_face_landmarks.dat``, CC0), both shipped by the
  ``face-recognition-models`` package. Two faces of one person are within Euclidean distance 0.6 of each
  other (dlib's documented threshold), which :func:`similarity` maps to 0.5.

Images are :class:`PIL.Image.Image` (any mode; converted to RGB); boxes are ``(left, top, right, bottom)`` in
pixels of the image given.
"""

from __future__ import annotations

import functools
import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image

DETECT_LONG_SIDE_PX = 800
"""Pictures are searched for faces at most this many pixels on the long side (dlib's HOG finds faces down to
about 80 px across, so a face 1/10 of a picture's width is still found)."""

DETECT_THRESHOLD = 0.3
"""Least HOG detector score kept (dlib's default is 0): raised so that faint false faces (clothes, textures,
seen at 0.03 on the astronaut test photo) are not taken for people."""

EYE_CROP_WIDTH_PX = 200
"""Face crops are scaled to this width before the eye cascade, so small faces in video frames are searched
at the size the cascade was trained for (eyes of 20 px and more)."""

SAME_PERSON_DISTANCE = 0.6
"""dlib's documented threshold: two embeddings closer than this (Euclidean) are taken to be one person."""


class FaceModelMissing(RuntimeError):
    """dlib or the ``face-recognition-models`` package is not installed."""


@dataclass(frozen=True)
class Face:
    """A face found in a picture: ``box`` in the picture's pixels, ``score`` the detector's confidence."""

    box: tuple[int, int, int, int]
    score: float


def detect_faces(
    image: Image.Image, upsample: int = 1, long_side_px: int = DETECT_LONG_SIDE_PX
) -> list[Face]:
    """Frontal faces in ``image``, largest first. The search runs on a copy at most ``long_side_px`` on its
    long side, doubled ``upsample`` times (dlib's HOG finds faces from about 80 px across, 40 px after one
    doubling, at 4× the cost). Raises :class:`FaceModelMissing` without dlib."""
    rgb, scale = _for_detection(image, long_side_px)
    boxes, scores, _ = _detector().run(rgb, upsample, DETECT_THRESHOLD)
    faces = [
        Face(
            (
                max(0, round(b.left() / scale)),
                max(0, round(b.top() / scale)),
                min(image.width, round(b.right() / scale)),
                min(image.height, round(b.bottom() / scale)),
            ),
            float(s),
        )
        for b, s in zip(boxes, scores, strict=True)
    ]
    return sorted(faces, key=lambda f: -(f.box[2] - f.box[0]) * (f.box[3] - f.box[1]))


def eyes_open(image: Image.Image, face: Face) -> bool:
    """True when at least one open eye is found in the upper half of ``face`` (Haar cascade, see module)."""

    left, top, right, bottom = face.box
    if right - left < 2 or bottom - top < 2:
        return False
    crop = image.convert("L").crop((left, top, right, top + (bottom - top) * 11 // 20))
    height = max(1, round(crop.height * EYE_CROP_WIDTH_PX / crop.width))
    grey = np.asarray(crop.resize((EYE_CROP_WIDTH_PX, height), Image.Resampling.BILINEAR))
    side = EYE_CROP_WIDTH_PX // 10
    eyes = _eye_cascade().detectMultiScale(grey, scaleFactor=1.1, minNeighbors=3, minSize=(side, side))
    return len(eyes) > 0


def embed_faces(image: Image.Image, faces: list[Face] | None = None) -> list[np.ndarray]:
    """One 128-float (float64) embedding per face (all faces found when ``faces`` is ``None``), aligned
    with the 5-point landmarks. Raises :class:`FaceModelMissing` without the models."""
    import dlib

    rgb = np.ascontiguousarray(np.asarray(image.convert("RGB")))
    found = detect_faces(image) if faces is None else faces
    predictor, encoder = _recognition_models()
    out = []
    for face in found:
        rect = dlib.rectangle(*face.box)
        shape = predictor(rgb, rect)
        out.append(np.asarray(encoder.compute_face_descriptor(rgb, shape, 1), dtype=np.float64))
    return out


def similarity(a: np.ndarray, b: np.ndarray) -> float:
    """A 0-1 likeness of two embeddings: ``exp(-d² · ln2 / 0.6²)`` of their Euclidean distance ``d`` — 1 for
    the same face, 0.5 at dlib's same-person threshold (:data:`SAME_PERSON_DISTANCE`), near 0 far apart."""
    d = float(np.linalg.norm(np.asarray(a) - np.asarray(b)))
    return float(np.exp(-(d * d) * np.log(2) / SAME_PERSON_DISTANCE**2))


SAME_PERSON_SIMILARITY = 0.5
""":func:`similarity` at :data:`SAME_PERSON_DISTANCE`: at or above it two faces are taken to be one person."""


# --- internals ------------------------------------------------------------------------------------------


def _for_detection(image: Image.Image, long_side_px: int) -> tuple[np.ndarray, float]:
    rgb = image.convert("RGB")
    scale = min(1.0, long_side_px / max(rgb.size))
    if scale < 1.0:
        rgb = rgb.resize(
            (max(1, round(rgb.width * scale)), max(1, round(rgb.height * scale))), Image.Resampling.BILINEAR
        )
    return np.ascontiguousarray(np.asarray(rgb)), scale


@functools.cache
def _detector():
    try:
        import dlib
    except ImportError as err:  # pragma: no cover - dlib-bin is a dependency
        raise FaceModelMissing("dlib is not installed (pip install dlib-bin)") from err
    return dlib.get_frontal_face_detector()


@functools.cache
def _eye_cascade():
    import cv2

    return cv2.CascadeClassifier(str(Path(cv2.data.haarcascades) / "haarcascade_eye_tree_eyeglasses.xml"))


def models_folder() -> Path:
    """The folder of dlib's model files inside the ``face-recognition-models`` package (found without
    importing it: its ``__init__`` needs ``pkg_resources``, which recent setuptools no longer ship)."""
    bundled = getattr(sys, "_MEIPASS", None)  # the packaged app: its data files (packaging/memorybook.spec)
    if bundled and (Path(bundled) / "face_recognition_models" / "models").is_dir():
        folder = Path(bundled) / "face_recognition_models" / "models"
    else:
        spec = importlib.util.find_spec("face_recognition_models")
        if spec is None or not spec.submodule_search_locations:
            raise FaceModelMissing("the face-recognition-models package is not installed")
        folder = Path(next(iter(spec.submodule_search_locations))) / "models"
    if not (folder / "dlib_face_recognition_resnet_model_v1.dat").is_file():
        raise FaceModelMissing(f"{folder}: dlib's face recognition model is missing; reinstall the package")
    return folder


@functools.cache
def _recognition_models():
    import dlib

    folder = models_folder()
    predictor = dlib.shape_predictor(str(folder / "shape_predictor_5_face_landmarks.dat"))
    encoder = dlib.face_recognition_model_v1(str(folder / "dlib_face_recognition_resnet_model_v1.dat"))
    return predictor, encoder
