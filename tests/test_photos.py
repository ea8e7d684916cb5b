"""Photo intake (app.book.photos): the awkward-photo table, the sample photos, storing and print pixels."""

from __future__ import annotations

import hashlib
import json
import shutil
import struct
import subprocess
import sys
import tracemalloc
from io import BytesIO
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from app.book import photos
from app.book.errors import BookError, PhotoError
from app.book.model import PhotoInfo
from app.book.photos import (
    LoadedPhoto,
    check_photo,
    load_photo,
    photo_info,
    print_image,
    store_photo,
)
from tests.conftest import REPO
from tests.no_work import pixels_never_decoded
from tests.sample_data import png_header_only
from words import Message, message_of

SAMPLE_SIZES = {
    "astronaut.png": (512, 512),
    "brick.png": (512, 512),
    "camera.png": (512, 512),
    "chelsea.png": (451, 300),
    "coffee.png": (600, 400),
    "grass.png": (512, 512),
    "rocket.jpg": (640, 427),
}
CAT_NAME = "外婆 的猫 (1998).jpg"


@pytest.fixture(scope="session")
def hard(sample_data: Path) -> Path:
    return sample_data / "photos-hard"


@pytest.fixture(scope="session")
def samples(sample_data: Path) -> Path:
    return sample_data / "photos"


def rgb(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("RGB")).astype(np.int16)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def assert_clean_rgb(loaded: LoadedPhoto, size: tuple[int, int]) -> None:
    assert loaded.image.mode == "RGB"
    assert loaded.image.size == size == (loaded.width, loaded.height)
    assert loaded.image.info == {}
    assert len(loaded.image.getexif()) == 0


# --- the awkward-photo table (photos-hard/README.md, made by tests/sample_data.py) ---------------------


def test_exif_orientation_6_is_turned_upright_once(hard, samples):
    path = hard / "phone-exif-orientation-6.jpg"
    loaded = load_photo(path)
    assert_clean_rgb(loaded, (600, 400))
    assert loaded.warnings == []
    assert loaded.suffix == ".jpg"
    stored_sideways = rgb(Image.open(path))
    assert stored_sideways.shape[:2] == (600, 400)  # rows × columns: stored portrait
    assert np.array_equal(rgb(loaded.image), np.rot90(stored_sideways, k=-1))  # orientation 6: turn 90° CW
    # the photo is coffee.png re-encoded: upright, it matches the sample pixel for pixel within JPEG error
    assert np.abs(rgb(loaded.image) - rgb(Image.open(samples / "coffee.png"))).mean() < 5


def test_gps_and_camera_make_never_reach_print_pixels(hard):
    path = hard / "phone-exif-orientation-6.jpg"
    exif = Image.open(path).getexif()
    assert exif.get(271) == "PhoneMaker" and exif.get_ifd(0x8825), "the fixture carries make and GPS"
    out = print_image(path, 300, 300)
    assert out.info == {} and len(out.getexif()) == 0
    encoded = BytesIO()
    out.save(encoded, "JPEG")  # what a PDF writer does with the pixels
    data = encoded.getvalue()
    assert b"PhoneMaker" not in data and b"Exif" not in data and b"Phone 12" not in data


def test_heic_opens_upright_without_double_rotation(hard, samples):
    loaded = load_photo(hard / "phone.heic")
    assert_clean_rgb(loaded, (640, 427))
    assert loaded.suffix == ".heic"
    # the HEIC is rocket.jpg stored turned with Orientation 6: upright it matches rocket.jpg, not a turned copy
    rocket = rgb(Image.open(samples / "rocket.jpg"))
    assert np.abs(rgb(loaded.image) - rocket).mean() < 12
    assert np.abs(rgb(loaded.image) - rocket[::-1, ::-1]).mean() > 25


def test_cmyk_jpeg_has_believable_colours_not_inverted(hard, samples):
    loaded = load_photo(hard / "cmyk.jpg")
    assert_clean_rgb(loaded, (451, 300))
    got = rgb(loaded.image)
    reference = rgb(Image.open(samples / "chelsea.png"))  # the same cat, saved as RGB
    assert np.abs(got - reference).mean() < 4
    assert np.abs(got - (255 - reference)).mean() > 40  # an inverted result would be near this instead
    r, g, b = got.reshape(-1, 3).mean(axis=0)
    assert r > g > b  # a tabby cat on a warm background


def test_16bit_grayscale_keeps_its_tones(hard, samples):
    source = Image.open(hard / "gray-16bit.png")
    assert source.mode.startswith("I")
    loaded = load_photo(hard / "gray-16bit.png")
    assert_clean_rgb(loaded, (512, 512))
    got = rgb(loaded.image)
    assert np.array_equal(got[..., 0], got[..., 1]) and np.array_equal(got[..., 1], got[..., 2])
    assert 100 < got.mean() < 160 and got.std() > 50  # not clipped to white, not crushed to black
    assert len(np.unique(got[..., 0])) > 200  # tones kept, not posterised
    # it is camera.png stored with 16 bits (value × 257): 8-bit again, it must be that photo exactly
    assert np.abs(got - rgb(Image.open(samples / "camera.png"))).max() <= 1


def test_palette_transparency_is_flattened_onto_white(hard):
    path = hard / "palette-transparent.png"
    alpha = np.asarray(Image.open(path).convert("RGBA"))[..., 3]
    assert (alpha == 0).any(), "the fixture has transparent pixels"
    loaded = load_photo(path)
    assert_clean_rgb(loaded, (512, 512))
    got = rgb(loaded.image)
    assert (got[alpha == 0] == 255).all()
    assert got[alpha == 255].mean() < 200  # the picture itself is still there


def test_animated_gif_uses_the_first_frame(hard, samples):
    loaded = load_photo(hard / "animated.gif")
    assert_clean_rgb(loaded, (451, 300))
    assert Message("book.photo.several_frames") in loaded.warnings
    gif = Image.open(hard / "animated.gif")
    gif.seek(1)
    second = rgb(gif)
    chelsea = rgb(Image.open(samples / "chelsea.png"))
    first_diff = np.abs(rgb(loaded.image) - chelsea).mean()
    assert first_diff < 25  # frame 1 is the cat (palette-dithered)
    assert np.abs(second - chelsea).mean() > first_diff + 10


def test_tiny_photo_is_accepted_with_a_blurry_warning(hard):
    loaded = load_photo(hard / "tiny-16px.png")
    assert_clean_rgb(loaded, (16, 11))
    assert Message("book.photo.blurry", width=16, height=11) in loaded.warnings


def test_panorama_is_accepted_and_fits_without_distortion(hard):
    loaded = load_photo(hard / "panorama-15to1.jpg")
    assert_clean_rgb(loaded, (6000, 400))
    out = print_image(loaded, 1800, 1800)
    assert out.width == 1800 and out.height == 120  # 6000:400 = 1800:120, nothing stretched
    out = print_image(loaded, 9000, 200)
    assert out.size == (3000, 200)


def test_chinese_name_with_spaces_and_brackets_opens(hard, samples):
    path = hard / CAT_NAME
    loaded = load_photo(path)
    assert_clean_rgb(loaded, (451, 300))
    assert loaded.source == path and photo_info(loaded).original_name == CAT_NAME
    assert np.abs(rgb(loaded.image) - rgb(Image.open(samples / "chelsea.png"))).mean() < 5
    check = check_photo(str(path))
    assert check.ok and check.path == str(path)


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("truncated.jpg", "book.photo.cut_off"),
        ("not-a-photo.jpg", "book.photo.not_a_picture"),
        ("huge-dimensions.png", "book.photo.too_large"),
    ],
)
def test_refused_with_one_line_naming_the_file(hard, name, code):
    path = hard / name
    with pytest.raises(PhotoError) as caught:
        load_photo(path)
    said = message_of(caught.value)
    assert said.code == "located" and said.params["where"] == str(path)
    assert said.params["message"].code == code
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message
    check = check_photo(path)
    assert not check.ok and check.error == said and check.width is None
    assert check.to_dict()["error"] == message  # JSON holds the English line


def test_decompression_bomb_is_refused_fast_and_small(hard):
    path = hard / "huge-dimensions.png"
    tracemalloc.start()
    with pixels_never_decoded(), pytest.raises(PhotoError, match="40000×40000|1,600 megapixels"):
        load_photo(path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 100e6


@pytest.mark.skipif(sys.platform == "win32", reason="peak RSS via the resource module (POSIX)")
def test_decompression_bomb_does_not_grow_the_process(hard):
    """tracemalloc does not see Pillow's C buffers; the process's peak resident size does."""
    script = (
        "import resource, sys\n"
        "from app.book.photos import check_photo\n"
        "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "for _ in range(3): assert not check_photo(sys.argv[1]).ok\n"
        "after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "scale = 1 if sys.platform == 'darwin' else 1024\n"
        "print((after - before) * scale)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(hard / "huge-dimensions.png")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.strip()) < 100e6


def test_our_pixel_limit_holds_even_when_pillow_is_told_not_to_check(tmp_path, monkeypatch):
    path = tmp_path / "bomb.png"
    path.write_bytes(png_header_only(10_000, 9_000))  # 90 MP: above our 80 MP, below Pillow's own error
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", None)
    with pixels_never_decoded(), pytest.raises(PhotoError, match="10000×9000 pixels"):
        load_photo(path)


def test_hard_photos_behave_as_the_readme_table_says(hard):
    """Every file of the folder is covered: accepted ones come in as RGB, refused ones say why."""
    refused = {"truncated.jpg", "not-a-photo.jpg", "huge-dimensions.png"}
    names = sorted(p.name for p in hard.iterdir() if p.name != "README.md")
    table = (hard / "README.md").read_text(encoding="utf-8")
    assert all(f"| {name} |" in table for name in names)
    for name in names:
        check = check_photo(hard / name)
        assert check.ok == (name not in refused), (name, check.error)


def test_originals_are_never_modified(hard, samples, tmp_path):
    """Writable copies (the shared files are read-only, which would hide a write) keep bytes and mtime."""
    for source in [*sorted(hard.iterdir()), *sorted(samples.iterdir())]:
        if source.suffix == ".md":
            continue
        path = tmp_path / source.name
        shutil.copyfile(source, path)
        before = (sha256(path), path.stat().st_mtime_ns)
        check_photo(path)
        try:
            print_image(path, 64, 64)
            store_photo(path, tmp_path / "store")
        except PhotoError:
            pass
        assert (sha256(path), path.stat().st_mtime_ns) == before, source.name
        assert sha256(path) == sha256(source)


# --- the sample photos -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(SAMPLE_SIZES))
def test_every_sample_photo_loads_rgb_at_its_size(samples, name):
    loaded = load_photo(samples / name)
    assert_clean_rgb(loaded, SAMPLE_SIZES[name])
    assert loaded.warnings == []
    assert loaded.sha256 == sha256(samples / name)
    assert loaded.suffix == Path(name).suffix
    # colour-managed through its ICC profile (if any), it still looks like the file as stored
    assert np.abs(rgb(loaded.image) - rgb(Image.open(samples / name))).mean() < 6


def test_sample_folder_holds_exactly_the_known_photos(samples):
    assert sorted(p.name for p in samples.iterdir() if p.suffix != ".md") == sorted(SAMPLE_SIZES)


# --- inputs beyond the shared ones ---------------------------------------------------------------------


def test_rgba_png_is_flattened_onto_white(tmp_path):
    pixels = np.zeros((20, 30, 4), np.uint8)
    pixels[..., 0] = 255  # red …
    pixels[:, :10, 3] = 0  # … invisible,
    pixels[:, 10:20, 3] = 128  # half visible,
    pixels[:, 20:, 3] = 255  # fully visible
    Image.fromarray(pixels, "RGBA").save(tmp_path / "alpha.png")
    got = rgb(load_photo(tmp_path / "alpha.png").image)
    assert (got[:, :10] == 255).all()
    assert np.abs(got[:, 10:20] - [255, 127, 127]).max() <= 1
    assert (got[:, 20:] == [255, 0, 0]).all()


def test_exif_orientation_8_written_by_pillow(tmp_path):
    stored = np.zeros((40, 60, 3), np.uint8)  # stored landscape 60×40 …
    stored[:8, :8] = (255, 0, 0)  # … with a red mark in its top-left corner
    exif = Image.Exif()
    exif[274] = 8  # shown after turning 90° counter-clockwise
    exif[271] = "SecretCamera"
    Image.fromarray(stored).save(tmp_path / "turned.jpg", exif=exif.tobytes(), quality=95)
    loaded = load_photo(tmp_path / "turned.jpg")
    assert_clean_rgb(loaded, (40, 60))
    got = rgb(loaded.image)
    assert got[-4, 4, 0] > 200 and got[-4, 4, 1] < 60  # the mark is now bottom-left
    assert got[4, 4, 0] < 60


def test_png_named_jpg_is_stored_as_png(tmp_path):
    Image.new("RGB", (50, 40), (10, 200, 30)).save(tmp_path / "liar.jpg", format="PNG")
    name, loaded = store_photo(tmp_path / "liar.jpg", tmp_path / "photos")
    assert loaded.suffix == ".png" and name == loaded.sha256 + ".png"


def test_truncated_png_is_refused(tmp_path):
    noise = np.random.default_rng(0).integers(0, 255, (200, 200, 3), np.uint8)
    Image.fromarray(noise).save(tmp_path / "whole.png")
    data = (tmp_path / "whole.png").read_bytes()
    (tmp_path / "half.png").write_bytes(data[: len(data) // 2])
    with pytest.raises(PhotoError, match="half.png"):
        load_photo(tmp_path / "half.png")


def test_sixteen_bit_values_scale_as_a_ramp(tmp_path):
    ramp = np.tile(np.linspace(0, 65535, 256).astype(np.uint16), (16, 1))
    Image.fromarray(ramp).save(tmp_path / "ramp16.png")
    assert Image.open(tmp_path / "ramp16.png").mode.startswith("I")
    got = rgb(load_photo(tmp_path / "ramp16.png").image)[0, :, 0]
    assert np.abs(got - np.arange(256)).max() <= 1


def test_cmyk_jpeg_with_an_icc_profile_is_converted_through_it(tmp_path, samples):
    reference = rgb(Image.open(samples / "chelsea.png"))
    ink = (255 - reference).astype(np.uint8)
    cmyk = Image.merge(
        "CMYK", [*(Image.fromarray(ink[..., i]) for i in range(3)), Image.new("L", (451, 300))]
    )

    def plain(c, m, y, k):
        return np.stack([(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)], -1)

    def swapped(c, m, y, k):  # a press whose cyan prints where magenta should: red and green trade places
        return np.stack([(1 - m) * (1 - k), (1 - c) * (1 - k), (1 - y) * (1 - k)], -1)

    cmyk.save(tmp_path / "plain.jpg", quality=95, icc_profile=cmyk_lab_profile(plain))
    cmyk.save(tmp_path / "swapped.jpg", quality=95, icc_profile=cmyk_lab_profile(swapped))
    plain_rgb = load_photo(tmp_path / "plain.jpg")
    swapped_rgb = rgb(load_photo(tmp_path / "swapped.jpg").image)
    assert plain_rgb.warnings == []
    assert np.abs(rgb(plain_rgb.image) - reference).mean() < 4
    assert np.abs(swapped_rgb - reference[..., [1, 0, 2]]).mean() < 4  # the profile was used


def test_broken_icc_profile_falls_back_with_a_warning(tmp_path):
    Image.new("RGB", (64, 48), (200, 100, 50)).save(tmp_path / "badicc.png", icc_profile=b"not a profile")
    loaded = load_photo(tmp_path / "badicc.png")
    assert Message("book.photo.profile_unreadable") in loaded.warnings
    assert rgb(loaded.image)[0, 0].tolist() == [200, 100, 50]


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda p: p.write_bytes(b""), "book.photo.empty"),
        (lambda p: p.mkdir(), "book.photo.is_folder"),
        (lambda p: None, "book.photo.no_such_file"),
        (lambda p: Image.new("RGB", (5, 40)).save(p, format="PNG"), "book.photo.too_small"),
        (lambda p: Image.new("RGB", (32, 32)).save(p, format="ICO"), "book.photo.format_refused"),
        (lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40), "book.photo.not_a_picture"),
        (lambda p: p.write_bytes(damaged_png()), "book.photo.damaged"),
    ],
    ids=["empty", "folder", "missing", "5px", "ico", "bad-header", "bad-pixel-data"],
)
def test_bad_inputs_are_refused_with_a_clear_line(tmp_path, make, code):
    path = tmp_path / "photo (1).jpg"
    make(path)
    with pytest.raises(PhotoError) as caught:
        load_photo(path)
    said = message_of(caught.value)
    assert said.params["where"] == str(path) and said.params["message"].code == code
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message
    assert isinstance(caught.value, BookError)
    check = check_photo(path)
    assert not check.ok and check.error == said


def test_check_photo_never_raises_on_random_bytes(tmp_path):
    rng = np.random.default_rng(1)
    for i in range(20):
        path = tmp_path / f"noise{i}.jpg"
        header = [b"\xff\xd8\xff\xe0", b"\x89PNG\r\n\x1a\n", b"GIF89a", b"RIFF", b""][i % 5]
        path.write_bytes(header + rng.integers(0, 256, 300, np.uint8).tobytes())
        check = check_photo(path)
        assert check.ok or str(check.error).startswith(str(path))


# --- storing and print pixels --------------------------------------------------------------------------


def test_store_photo_copies_the_original_once(hard, tmp_path):
    store = tmp_path / "book" / "photos"
    source = hard / "phone-exif-orientation-6.jpg"
    name, loaded = store_photo(source, store)
    assert name == sha256(source) + ".jpg"
    assert (store / name).read_bytes() == source.read_bytes()
    again = tmp_path / "copy of the same.JPG"
    shutil.copyfile(source, again)
    assert store_photo(again, store)[0] == name
    assert sorted(p.name for p in store.iterdir()) == [name]  # stored once, no temporary files left
    heic_name, _ = store_photo(hard / "phone.heic", store)
    assert heic_name.endswith(".heic") and len(list(store.iterdir())) == 2
    info = photo_info(loaded)
    assert info == PhotoInfo(original_name="phone-exif-orientation-6.jpg", width=600, height=400, warnings=[])


def test_store_photo_replaces_a_damaged_stored_copy(hard, tmp_path):
    source = hard / CAT_NAME
    name, _ = store_photo(source, tmp_path)
    (tmp_path / name).write_bytes(b"half")
    assert store_photo(source, tmp_path)[0] == name
    assert (tmp_path / name).read_bytes() == source.read_bytes()


def test_store_photo_refuses_bad_photos_and_writes_nothing(hard, tmp_path):
    with pytest.raises(PhotoError, match="not-a-photo.jpg"):
        store_photo(hard / "not-a-photo.jpg", tmp_path / "photos")
    assert not (tmp_path / "photos").exists()


def test_store_photo_into_an_unusable_folder_is_one_clear_line(hard, tmp_path):
    (tmp_path / "book").write_text("a file where the book folder should be")
    with pytest.raises(BookError, match="cannot store the photo") as caught:
        store_photo(hard / CAT_NAME, tmp_path / "book" / "photos")
    assert "\n" not in str(caught.value) and not isinstance(caught.value, PhotoError)


def test_print_image_shrinks_with_lanczos_and_never_enlarges(hard):
    tiny = print_image(hard / "tiny-16px.png", 3000, 3000)
    assert tiny.size == (16, 11) and tiny.mode == "RGB"
    loaded = load_photo(hard / CAT_NAME)
    same = print_image(loaded, 451, 300)
    assert same.size == (451, 300) and same is not loaded.image
    half = print_image(loaded, 226, 1000)
    assert half.size == (226, 150)
    expected = loaded.image.resize((226, 150), Image.Resampling.LANCZOS)
    assert np.abs(rgb(half) - rgb(expected)).mean() < 2
    with pytest.raises(ValueError):
        print_image(loaded, 0, 10)


def test_photo_check_serialises_to_the_cli_json_shape(hard):
    data = json.loads(json.dumps(check_photo(hard / "tiny-16px.png").to_dict()))
    assert set(data) == {"path", "ok", "width", "height", "warnings", "error"}
    assert data["ok"] and data["width"] == 16 and data["error"] is None


def test_limits_are_documented_constants():
    assert photos.MAX_PIXELS == 80_000_000 and photos.MIN_SIDE_PX == 8


# --- helpers -----------------------------------------------------------------------------------------


def damaged_png() -> bytes:
    """A 64×64 PNG with one byte of its pixel data flipped (its checksum no longer matches)."""
    buffer = BytesIO()
    Image.fromarray(np.random.default_rng(2).integers(0, 255, (64, 64, 3), np.uint8)).save(buffer, "PNG")
    data = bytearray(buffer.getvalue())
    data[len(data) // 2] ^= 0xFF
    return bytes(data)


_D50 = (0.9642, 1.0, 0.8249)
_SRGB_TO_XYZ_D50 = np.array(
    [[0.4360747, 0.3850649, 0.1430804], [0.2225045, 0.7168786, 0.0606169], [0.0139322, 0.0971045, 0.7141733]]
)  # Bradford-adapted sRGB matrix, Lindbloom, http://www.brucelindbloom.com/Eqn_RGB_XYZ_Matrix.html


def _s15f16(value: float) -> bytes:
    return struct.pack(">i", round(value * 65536))


def cmyk_lab_profile(ink_to_srgb, grid: int = 9) -> bytes:
    """A minimal ICC v2 CMYK input profile (ICC.1:2001-04): header, desc, wtpt, cprt and an A2B0 ``mft2``.

    ``ink_to_srgb(c, m, y, k)`` maps ink amounts 0-1 to sRGB 0-1; the table samples it on a ``grid``⁴ lattice
    and stores CIELAB (D50) in the v2 16-bit encoding (L × 652.8, (a|b + 128) × 256).
    """
    g = np.linspace(0.0, 1.0, grid)
    lattice = np.meshgrid(g, g, g, g, indexing="ij")  # first input channel varies slowest, as ICC orders it
    srgb = np.clip(ink_to_srgb(*lattice), 0, 1)
    linear = np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)
    xyz = linear @ _SRGB_TO_XYZ_D50.T / np.array(_D50)
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    lab = np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)
    encoded = np.stack([lab[..., 0] * 652.8, (lab[..., 1] + 128) * 256, (lab[..., 2] + 128) * 256], -1)
    clut = np.clip(np.rint(encoded.reshape(-1, 3)), 0, 65535).astype(">u2").tobytes()
    identity = b"".join(_s15f16(v) for v in (1, 0, 0, 0, 1, 0, 0, 0, 1))
    ramp = struct.pack(">HH", 0, 65535)
    a2b0 = b"mft2" + bytes(4) + bytes([4, 3, grid, 0]) + identity + struct.pack(">HH", 2, 2) + ramp * 4
    a2b0 += clut + ramp * 3
    text = b"test CMYK\0"
    desc = b"desc" + bytes(4) + struct.pack(">I", len(text)) + text + bytes(8 + 3 + 67)
    tags = [
        (b"desc", desc),
        (b"wtpt", b"XYZ " + bytes(4) + b"".join(_s15f16(v) for v in _D50)),
        (b"cprt", b"text" + bytes(4) + b"none\0"),
        (b"A2B0", a2b0),
    ]
    table, data = b"", b""
    first = 128 + 4 + 12 * len(tags)
    for signature, body in tags:
        data += bytes(-len(data) % 4)
        table += signature + struct.pack(">II", first + len(data), len(body))
        data += body
    body = struct.pack(">I", len(tags)) + table + data
    header = struct.pack(">I", 128 + len(body)) + b"lcms" + struct.pack(">I", 0x02100000) + b"scnrCMYKLab "
    header += struct.pack(">6H", 2026, 1, 1, 0, 0, 0) + b"acsp" + bytes(24) + struct.pack(">I", 0)
    header += b"".join(_s15f16(v) for v in _D50) + bytes(48)
    assert len(header) == 128
    return header + body
