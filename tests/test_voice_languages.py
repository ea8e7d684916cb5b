"""The Mandarin and Cantonese paths end to end on espeak-ng clips, with a randomly initialised multilingual
Whisper (tests/whisper_random.py: no multilingual conversion installs offline) loaded by the product's code.

The clips in tests/data/voice were made with espeak-ng 1.51 (Debian) and cut to AAC with
:func:`model.speech.audio.cut_clip`::

    espeak-ng -v cmn -w cmn.wav "我小时候住在河边的村子里。一九五八年我们搬到了上海。"
    espeak-ng -v yue -w yue.wav "我细个嗰阵住喺河边嘅村度。后来我哋搬咗去香港。"

What the random model writes is noise; what is checked is that the language reaches the decoder, the times stay
inside the recording, the chunks are saved, and the volunteer's corrected Chinese becomes pages with Chinese
punctuation and a clip of her voice.
"""

from __future__ import annotations

import pytest

from app.book.interview_pages import accept_pages, suggest_pages
from app.book.model import Book
from app.book.project import BookProject
from app.book.recordings import export_text, import_text, load_transcript, save_transcript
from app.cli import main
from model.speech.audio import duration_s
from tests.test_voice_speech import needs_tiny_en
from tests.voice_helpers import DATA

MANDARIN = DATA / "grandmother_cmn.m4a"
CANTONESE = DATA / "grandmother_yue.m4a"


@pytest.fixture(scope="module")
def random_whisper(tmp_path_factory):
    from tests.whisper_random import make_random_whisper

    return make_random_whisper(tmp_path_factory.mktemp("speech") / "random-multilingual")


@needs_tiny_en  # the random model borrows tiny.en's byte-level BPE
def test_a_random_multilingual_model_is_found_as_one_that_speaks_cantonese(random_whisper):
    from model.speech.models import bundled_tiny_en, find_model

    found = find_model(str(random_whisper))
    assert found.speaks("yue") and found.speaks("zh") and found.speaks("auto")
    english = find_model(str(bundled_tiny_en()))  # the same vocabulary file, English only: no "" token
    assert english.languages == ("en",) and not english.speaks("zh")


@needs_tiny_en
def test_cantonese_reaches_the_decoder_and_times_stay_inside_the_clip(random_whisper, tmp_path, monkeypatch):
    import faster_whisper

    from model.speech.transcribe import transcribe_file

    asked = []
    real = faster_whisper.WhisperModel.transcribe

    def spy(self, audio, language=None, **kwargs):
        asked.append(language)
        return real(self, audio, language=language, **kwargs)

    monkeypatch.setattr(faster_whisper.WhisperModel, "transcribe", spy)
    segments = transcribe_file(CANTONESE, tmp_path / "state", str(random_whisper), "yue", chunk_s=3.0)
    length = duration_s(CANTONESE)
    assert asked == ["yue", "yue"]  # two chunks of 3 s, each decoded as Cantonese
    assert len(list((tmp_path / "state").glob("chunk-*.json"))) == 2
    # the decoded sound may run one AAC frame (1024 samples at 44.1 kHz: 23 ms) past the stated length
    assert all(0 <= s.start <= s.end <= length + 0.05 for s in segments), segments


@needs_tiny_en
def test_mandarin_from_the_command_line_to_pages_with_chinese_punctuation(random_whisper, tmp_path, capsys):
    book = BookProject.create(tmp_path / "book", Book(title="外婆的声音", language="zh"))
    argv = [
        "interview",
        "add",
        str(book.root),
        str(MANDARIN),
        "--language",
        "zh",
        "--model",
        str(random_whisper),
    ]
    assert main(argv) == 0, capsys.readouterr().err
    project = BookProject.open(book.root)
    name = next(iter(project.book.recordings))
    transcript = load_transcript(project, name)
    length = project.book.recordings[name].duration_s
    assert transcript.language == "zh" and all(s.end <= length + 0.05 for s in transcript.segments)
    # the volunteer corrects what the (random) model heard, in the text form, as she reads it with grandmother
    header = [line for line in export_text(transcript).splitlines() if line.startswith("#")]
    corrected = header + [
        "[00:00.00-00:04.00] S: 我小时候住在河边的村子里",
        "[00:04.20-00:08.60] S: 一九五八年我们搬到了上海",
    ]
    edited = import_text("\n".join(corrected), transcript, length, "transcript.txt")
    save_transcript(project, edited.model_copy(update={"approved": True}))
    pages = suggest_pages(load_transcript(project, name), target_chars=400, pause_s=3.0)
    assert [p.text for p in pages] == ["我小时候住在河边的村子里，一九五八年我们搬到了上海。"]
    accept_pages(project, name, pages)
    project.save()
    out = tmp_path / "companion"
    assert main(["companion", str(book.root), str(out)]) == 0
    page = BookProject.open(book.root).book.pages[-1]
    assert abs(duration_s(out / "audio" / f"{page.id}.m4a") - 8.6) < 0.1
