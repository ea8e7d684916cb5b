"""Old photos restored before use: synthetic damage (scratches, noise, a colour cast) on a clean synthetic
picture, restored, measured against the clean picture by PSNR; the original untouched, the copy used.

Measured here (seed 0, 384×256): scratches 23.5 → 31.7 dB, noise 26.5 → 30.3 dB, cast 21.4 → 25.6 dB, all
of them with fading 18.4 → 22.0 dB; a clean picture comes through at 32.5 dB. Bounds sit a little below."""

from __future__ import annotations

import cv2
import numpy as np
import pytest
from PIL import Image

from app.book.model import Book, Page, Person
from app.book.project import BookProject
from app.book.requests import request_for_page
from app.book.restore import restore_pixels
from app.cli import main as cli_main


def _clean() -> np.ndarray:
    """A 384×256 RGB picture: a grey gradient with four coloured shapes, softened (no hard 1 px edges)."""
    y, x = np.mgrid[0:256, 0:384].astype(np.float32)
    grey = 40 + 170 * (0.6 * x / 384 + 0.4 * y / 256)
    image = np.stack([grey] * 3, -1).astype(np.uint8).copy()
    cv2.circle(image, (110, 130), 55, (190, 80, 80), -1)
    cv2.circle(image, (250, 80), 40, (80, 170, 170), -1)
    cv2.rectangle(image, (200, 150), (340, 220), (90, 90, 180), -1)
    cv2.rectangle(image, (30, 20), (90, 70), (180, 180, 80), -1)
    return cv2.GaussianBlur(image, (5, 5), 0)


def _scratched(image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    out = image.copy()
    for i in range(12):  # one-pixel lines, bright and dark, across the picture
        a, b = (tuple(int(v) for v in rng.integers(0, [384, 256])) for _ in range(2))
        cv2.line(out, a, b, (245, 245, 245) if i % 2 else (15, 15, 15), 1)
    return out


def _noisy(image, rng):
    return np.clip(image + rng.normal(0, 12, image.shape), 0, 255).astype(np.uint8)


def _cast(image, rng):
    return np.clip(image.astype(np.float32) * [1.1, 1.0, 0.85] + [14, 4, -6], 0, 255).astype(np.uint8)


def _everything(image, rng):
    faded = (_cast(image, rng).astype(np.float32) * 0.6 + 60).astype(np.uint8)
    return _scratched(_noisy(faded, rng), rng)


@pytest.mark.parametrize(
    ("damage", "gain_db"), [(_scratched, 7.0), (_noisy, 3.0), (_cast, 3.5), (_everything, 3.0)]
)
def test_restoration_brings_a_damaged_picture_closer_to_the_clean_one(damage, gain_db):
    clean = _clean()
    damaged = damage(clean, np.random.default_rng(0))
    before, after = cv2.PSNR(clean, damaged), cv2.PSNR(clean, restore_pixels(damaged))
    assert after >= before + gain_db, (before, after)


def test_a_clean_picture_comes_through():
    clean = _clean()
    assert cv2.PSNR(clean, restore_pixels(clean)) > 30.0
    with pytest.raises(ValueError, match="uint8"):
        restore_pixels(clean.astype(np.float32))


def test_restored_copy_stored_beside_the_original_and_used(tmp_path, capsys):
    source = tmp_path / "old.png"
    Image.fromarray(_everything(_clean(), np.random.default_rng(1))).save(source)
    project = BookProject.create(tmp_path / "b.mbook", Book(title="旧照片"))
    name = project.add_photo(source)
    person = Person(name="外婆", photos=[name])
    project.book.people.append(person)
    project.book.pages.append(Page(photo=name, people=[person.id]))
    project.save()
    original = (project.root / "photos" / name).read_bytes()
    assert cli_main(["photos", "restore", str(project.root), "old.png"]) == 0
    assert "restored" in capsys.readouterr().out
    reopened = BookProject.open(project.root)
    restored = reopened.book.photos[name].restored
    assert restored and restored != name and (project.root / "photos" / restored).is_file()
    assert (project.root / "photos" / name).read_bytes() == original  # the original untouched
    request, _ = request_for_page(reopened, reopened.book.pages[0], "diffusion", None, ("zh",), 3)
    (adapter,) = request.people
    stem, old_stem = restored.split(".")[0], name.split(".")[0]
    assert request.photo_sha256 == stem and request.photo_restored_from == old_stem
    assert adapter.reference_sha256 == (stem,) and adapter.restored_from == (old_stem,)
    assert cli_main(["photos", "restore", str(project.root), "missing.png"]) == 1
    assert "no photo 'missing.png'" in capsys.readouterr().err
