"""The fixed-layout EPUB 3 with her voice as media overlays: its structure (always) and epubcheck (when the
Debian ``epubcheck`` package is installed)."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zipfile
from pathlib import PurePosixPath

import pytest

from app.book.interview_pages import accept_pages, suggest_pages
from app.book.project import BookProject
from app.book.recordings import Transcript, TranscriptSegment, add_recording, save_transcript
from app.cli import main
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from tests.voice_helpers import ENGLISH_CLIP

OPF = "{http://www.idpf.org/2007/opf}"
SMIL = "{http://www.w3.org/ns/SMIL}"
XHTML = "{http://www.w3.org/1999/xhtml}"


@pytest.fixture
def epub_file(sample_book, tmp_path):  # noqa: F811
    """The sample book (Chinese, with photos) plus two pages from a recording, as an EPUB."""
    project = BookProject.open(sample_book)
    name = add_recording(project, ENGLISH_CLIP, "en")
    segments = [
        TranscriptSegment(start=0.0, end=3.2, text="My grandmother grew up in a small village"),
        TranscriptSegment(start=3.3, end=6.4, text="Another time she walked to school"),
    ]
    transcript = Transcript(recording=name, approved=True, segments=segments)
    save_transcript(project, transcript)
    accept_pages(project, name, suggest_pages(transcript, target_chars=20))
    project.save()
    out = tmp_path / "out" / "book.epub"
    assert main(["epub", str(sample_book), str(out)]) == 0
    return out


def _seconds(clock: str) -> float:
    h, m, s = clock.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)


def test_the_epub_is_a_fixed_layout_package_whose_voiced_pages_have_overlays(epub_file):
    from model.speech.audio import duration_s

    with zipfile.ZipFile(epub_file) as z:
        first = z.infolist()[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED
        assert z.read("mimetype") == b"application/epub+zip" and first.extra == b""
        container = ET.fromstring(z.read("META-INF/container.xml"))
        opf_path = container.find(".//{*}rootfile").get("full-path")
        base = PurePosixPath(opf_path).parent
        opf = ET.fromstring(z.read(opf_path))
        names = set(z.namelist())
        meta = {m.get("property"): m.text for m in opf.iter(f"{OPF}meta") if not m.get("refines")}
        assert meta["rendition:layout"] == "pre-paginated"
        manifest = {i.get("id"): i for i in opf.iter(f"{OPF}item")}
        for item in manifest.values():  # every manifest entry is in the zip
            assert str(base / item.get("href")) in names, item.get("href")
        spine = [r.get("idref") for r in opf.iter(f"{OPF}itemref")]
        pages = BookProject.open(epub_file.parents[1] / "waipo.mbook").book.pages
        assert len(spine) == len(pages) and all(
            manifest[i].get("media-type") == "application/xhtml+xml" for i in spine
        )
        durations = {
            m.get("refines")[1:]: _seconds(m.text) for m in opf.iter(f"{OPF}meta") if m.get("refines")
        }
        voiced = [i for i in spine if manifest[i].get("media-overlay")]
        assert len(voiced) == 2 and spine[-2:] == voiced  # the two pages from the recording, and only those
        total = 0.0
        for idref in spine:
            page = z.read(str(base / manifest[idref].get("href"))).decode()
            assert re.search(r'<meta name="viewport" content="width=1050, height=1485"/>', page)
        for idref in voiced:
            smil_item = manifest[manifest[idref].get("media-overlay")]
            smil = ET.fromstring(z.read(str(base / smil_item.get("href"))))
            text, audio = smil.find(f".//{SMIL}text"), smil.find(f".//{SMIL}audio")
            file, fragment = text.get("src").split("#")
            assert file == manifest[idref].get("href")
            page = ET.fromstring(z.read(str(base / file)))
            assert any(e.get("id") == fragment for e in page.iter()), fragment
            clip = base / audio.get("src")
            assert str(clip) in names
            end = _seconds(audio.get("clipEnd"))
            assert end == pytest.approx(durations[smil_item.get("id")])
            extracted = epub_file.parent / PurePosixPath(clip).name
            extracted.write_bytes(z.read(str(clip)))
            assert abs(duration_s(extracted) - end) < 0.1  # the clip is as long as its overlay says
            total += end
        assert _seconds(meta["media:duration"]) == pytest.approx(total, abs=0.002)
        assert total == pytest.approx(6.3, abs=0.01)  # 0-3.2 s and 3.2-6.4 s (the topic turn "Another time")
        assert sum(name.startswith("OEBPS/images/") for name in names) >= 1  # the sample's photos


def test_no_pages_or_a_wrong_name_gets_one_line(tmp_path, capsys):
    from app.book.model import Book

    project = BookProject.create(tmp_path / "b", Book(title="t", language="en"))
    assert main(["epub", str(project.root), str(tmp_path / "book.epub")]) == 1
    assert main(["epub", str(project.root), str(tmp_path / "book.pdf")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err[0].endswith("the book has no pages yet; add pages before making an EPUB")
    assert err[1].endswith("book.pdf: the output must be an .epub file name, e.g. book.epub")
    assert not (tmp_path / "book.epub").exists()


@pytest.mark.skipif(
    shutil.which("epubcheck") is None, reason="epubcheck is not installed (apt-get install epubcheck)"
)
def test_epubcheck_finds_no_errors_or_warnings(epub_file):
    jar = shutil.which("epubcheck")
    # Debian's /usr/bin/epubcheck is a link to the jar (run through binfmt_misc where it is set up)
    command = ["java", "-jar", jar] if open(jar, "rb").read(2) == b"PK" else [jar]
    done = subprocess.run([*command, str(epub_file)], capture_output=True, text=True, timeout=300)
    report = done.stdout + done.stderr
    assert done.returncode == 0 and "No errors or warnings detected" in report, report


def test_a_long_page_gets_smaller_type_and_a_smaller_picture_so_all_its_words_stay_on_it():
    from app.book.epub import SIDE_PX, page_fit, text_height

    viewport = (1050, 1485)
    short = "我小时候住在河边的村子里。"
    long = "外婆每天早上在弄堂口生煤炉，烟从竹竿上晒的被子中间飘过去。" * 30  # 900 characters
    assert page_fit(short, viewport, picture=True, title=True) == (30, int(1485 * 0.55))
    font, image = page_fit(long, viewport, picture=True, title=True)
    assert font < 30 and image < int(1485 * 0.55)
    room = 1485 - image - 100 - 40
    assert (
        text_height(long, font, 1050 - 2 * SIDE_PX) <= room < text_height(long, font + 1, 1050 - 2 * SIDE_PX)
        or font == 30
    )
    # one line of 33 Chinese characters at 28 px is 924 px wide: it fits the 930 px column, 34 do not
    assert text_height("字" * 33, 28, 930) == text_height("字", 28, 930)
    assert text_height("字" * 34, 28, 930) > text_height("字" * 33, 28, 930)
