"""The app's transcript view: “Add from a recording…”, segments corrected, marked, merged, split and played,
the storyteller's approval, and pages suggested, merged, split and accepted (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl

from app.book.recordings import (
    Transcript,
    TranscriptSegment,
    add_recording,
    load_transcript,
    save_transcript,
)
from app.ui.interview_dialog import open_interview_dialog
from tests.test_ui import window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from tests.test_voice_speech import needs_tiny_en
from tests.voice_helpers import ENGLISH_CLIP, ENGLISH_TEXT, word_error_rate


def seg(start, end, text, speaker="storyteller"):
    return TranscriptSegment(start=start, end=end, text=text, speaker=speaker)


def _with_transcript(window, segments, approved=False) -> str:  # noqa: F811
    project = window.vm.project
    name = add_recording(project, ENGLISH_CLIP, "en")
    save_transcript(project, Transcript(recording=name, approved=approved, segments=segments))
    project.save()
    return name


def _dialog(window):  # noqa: F811
    window.act_interview.trigger()
    return next(w for w in window.children() if type(w).__name__ == "InterviewDialog")


def test_segments_are_corrected_marked_merged_split_and_approved(qtbot, window):  # noqa: F811
    name = _with_transcript(
        window,
        [
            seg(0.0, 1.5, "Where did you grow up?"),
            seg(1.5, 3.2, "In a smal village"),
            seg(3.3, 6.4, "by the river."),
        ],
    )
    dialog = _dialog(window)
    assert dialog.recording.currentData() == name and dialog.table.rowCount() == 3
    assert [dialog.table.item(r, 2).text() for r in range(3)][1] == "In a smal village"
    dialog.table.setCurrentCell(1, 2)
    dialog.text.setPlainText("In a small village")
    dialog.table.setCurrentCell(0, 2)  # leaving the row writes the correction
    assert load_transcript(window.vm.project, name).segments[1].text == "In a small village"
    dialog.speaker.setCurrentIndex(1)
    dialog.speaker.activated.emit(1)  # the volunteer asked the question
    assert dialog.table.item(0, 1).text() == "The volunteer"
    dialog.table.setCurrentCell(1, 2)
    dialog.merge.click()
    saved = load_transcript(window.vm.project, name)
    assert [(s.start, s.end, s.text, s.speaker) for s in saved.segments] == [
        (0.0, 1.5, "Where did you grow up?", "volunteer"),
        (1.5, 6.4, "In a small village by the river.", "storyteller"),
    ]
    cursor = dialog.text.textCursor()
    cursor.setPosition(len("In a small village"))
    dialog.text.setTextCursor(cursor)
    dialog.split.click()
    parts = load_transcript(window.vm.project, name).segments[1:]
    assert [p.text for p in parts] == ["In a small village", "by the river."]
    assert parts[0].end == parts[1].start and 1.5 < parts[0].end < 6.4
    assert not dialog.approved.isChecked() and not dialog.pages.suggest.isEnabled()
    dialog.approved.click()
    assert load_transcript(window.vm.project, name).approved and dialog.pages.suggest.isEnabled()
    dialog.table.setCurrentCell(2, 2)
    dialog.text.setPlainText("by the river Yangtze.")
    dialog.table.setCurrentCell(1, 2)  # any change withdraws the approval
    assert not load_transcript(window.vm.project, name).approved and not dialog.approved.isChecked()
    dialog.reject()


def test_the_play_button_loads_the_recording_at_the_segments_start(qtbot, window):  # noqa: F811
    name = _with_transcript(window, [seg(0.0, 3.2, "My grandmother"), seg(3.3, 6.4, "by the river.")])
    dialog = _dialog(window)
    player = dialog.player
    assert player.player is not None, "Qt Multimedia (PySide6-Addons) is a dependency"
    with qtbot.waitSignal(window.interview_vm.play_requested, timeout=30_000) as asked:
        dialog.play_button(1).click()
    path = window.vm.project.root / "recordings" / name
    assert asked.args == [str(path), 3300, 6400]
    assert player.player.source() == QUrl.fromLocalFile(str(path))
    assert (player.start_ms, player.end_ms) == (3300, 6400)
    from PySide6.QtMultimedia import QMediaPlayer

    heard = []
    player.player.positionChanged.connect(heard.append)
    paused = QMediaPlayer.PlaybackState.PausedState
    # Qt's FFmpeg backend runs its clock without a sound device, so the play can be followed to its end
    qtbot.waitUntil(
        lambda: player.player.playbackState() == paused and heard and heard[-1] >= 6400, timeout=30000
    )
    assert 3300 <= min(heard) < 3500 and max(heard) < 6400 + 200  # from the segment's start to its end
    dialog.reject()  # closing pauses; it never stops (app/ui/segment_player.py: QMediaPlayer.stop once hung here)
    assert player.player.playbackState() == paused and player.player.source() == QUrl.fromLocalFile(str(path))


def test_pages_are_suggested_merged_split_and_put_in_the_book_as_one_undo_step(qtbot, window):  # noqa: F811
    name = _with_transcript(
        window,
        [
            seg(0.0, 1.0, "Where did you grow up?", "volunteer"),
            seg(1.0, 3.0, "In a small village by the river"),
            seg(3.1, 4.0, "with my brother"),
            seg(4.0, 4.5, "And school?", "volunteer"),
            seg(4.5, 6.4, "We walked every morning"),
        ],
        approved=True,
    )
    dialog = _dialog(window)
    panel = dialog.pages
    assert panel.suggest.isEnabled()
    panel.target.setValue(100)  # a quarter of it (25) is already on the first page at the question
    panel.suggest.click()
    vm = window.interview_vm
    assert [p.text for p in vm.suggestions] == [
        "In a small village by the river with my brother.",
        "We walked every morning.",  # the volunteer's question is a topic turn
    ]
    assert panel.list.count() == 2 and "Where" not in panel.text.toPlainText()
    panel.list.setCurrentRow(0)
    panel.merge.click()
    assert len(vm.suggestions) == 1 and (vm.suggestions[0].start, vm.suggestions[0].end) == (1.0, 6.4)
    cursor = panel.text.textCursor()
    cursor.setPosition(len("In a small village by the river"))
    panel.text.setTextCursor(cursor)
    panel.split.click()
    assert [(p.title, p.start, p.end) for p in vm.suggestions] == [
        ("In a small village by the", 1.0, 3.1),  # cut at the segment that starts there
        ("with my brother", 3.1, 6.4),
    ]
    before, row = len(window.vm.book.pages), window.vm.current_row
    with qtbot.waitSignal(vm.pages_accepted, timeout=30_000) as accepted:
        panel.accept.click()
    assert accepted.args == [2] and len(window.vm.book.pages) == before + 2
    new = window.vm.book.pages[row + 1 : row + 3]
    assert [(p.recording, p.recording_start_s, p.recording_end_s) for p in new] == [
        (name, 1.0, 3.1),
        (name, 3.1, 6.4),
    ]
    window.act_undo.trigger()
    assert len(window.vm.book.pages) == before
    dialog.reject()


def test_pages_wait_for_the_approval(qtbot, window):  # noqa: F811
    _with_transcript(window, [seg(0.0, 3.0, "In a small village")])
    dialog = _dialog(window)
    assert not dialog.pages.suggest.isEnabled()
    window.interview_vm.suggest()  # even asked directly, nothing comes from an unapproved transcript
    assert (
        window.interview_vm.suggestions == [] and "only from an approved transcript" in dialog.problems.text()
    )
    dialog.reject()


@needs_tiny_en
def test_add_from_a_recording_transcribes_in_the_background(qtbot, window, tmp_path):  # noqa: F811
    notes = tmp_path / "notes.m4a"
    notes.write_text("grandmother's shopping list")
    dialog = open_interview_dialog(window)
    dialog.language.setCurrentIndex(3)  # English: tiny.en
    vm = window.interview_vm
    with qtbot.waitSignal(vm.recordings_changed, timeout=180000):
        dialog.choose_recordings([str(ENGLISH_CLIP), str(notes)])
        assert dialog.cancel.isEnabled() and not dialog.add.isEnabled()
    assert dialog.recording.count() == 1 and dialog.table.rowCount() >= 1
    heard = " ".join(dialog.table.item(r, 2).text() for r in range(dialog.table.rowCount()))
    assert word_error_rate(ENGLISH_TEXT, heard) <= 0.35, heard
    assert "notes.m4a: not an audio or video file" in dialog.problems.text()
    assert not dialog.approved.isChecked() and dialog.add.isEnabled()
    name = dialog.recording.currentData()
    assert window.vm.book.recordings[name].original_name == ENGLISH_CLIP.name
    dialog.reject()


def test_the_transcript_view_speaks_chinese(qtbot, window):  # noqa: F811
    from app.ui.language import install_language
    from tests.english_probe import english_sentences
    from tests.test_ui_chinese import shown_texts

    _with_transcript(window, [seg(0.0, 3.0, "我小时候住在河边")], approved=True)
    install_language("zh")
    try:
        dialog = _dialog(window)
        dialog.show()
        dialog.pages.suggest.click()
        own_words = (dialog.text, dialog.table, dialog.pages.text, dialog.pages.list, dialog.recording)
        assert english_sentences(shown_texts(dialog, own_words)) == []
        assert dialog.windowTitle() != "Recorded conversations"
        dialog.reject()
    finally:
        install_language("en")


@pytest.mark.parametrize("speaker_row", [0])
def test_a_segment_cannot_be_split_at_its_edge(qtbot, window, speaker_row):  # noqa: F811
    _with_transcript(window, [seg(0.0, 3.0, "In a small village")])
    dialog = _dialog(window)
    dialog.table.setCurrentCell(speaker_row, 2)
    cursor = dialog.text.textCursor()
    cursor.setPosition(0)
    dialog.text.setTextCursor(cursor)
    dialog.split.click()
    assert "put the cursor inside the text of segment 1" in dialog.problems.text()
    assert dialog.table.rowCount() == 1
    dialog.reject()


def test_recording_messages_come_out_in_chinese(qapp, tmp_path):
    """Each sentence about a recording, made by the core itself, is shown in Chinese with the file kept."""
    import re

    from app.book.errors import BookError
    from app.book.interview_pages import SuggestedPage, split_page, suggest_pages
    from app.book.model import Book
    from app.book.project import BookProject
    from app.book.recordings import split_segment, store_recording
    from app.ui.language import install_language
    from app.viewmodels.messages import translate_message
    from model.speech.audio import AudioError
    from tests.voice_helpers import silent_wav, video_without_sound
    from words import Message, message_of

    (tmp_path / "empty.m4a").write_bytes(b"")
    (tmp_path / "list.m4a").write_text("rice, tea")
    (tmp_path / "cut.m4a").write_bytes(ENGLISH_CLIP.read_bytes()[:300])
    (tmp_path / "notes.txt").write_text("rice")
    files = ["empty.m4a", "list.m4a", "cut.m4a", "notes.txt"]
    files.append(video_without_sound(tmp_path / "mute.mp4").name)
    files.append(silent_wav(tmp_path / "night.wav", hours=10).name)
    files.append(silent_wav(tmp_path / "minute.wav", hours=0.02).name)
    root = BookProject.create(tmp_path / "book", Book(title="t")).root
    messages = []
    for name in files:
        with pytest.raises((AudioError, BookError)) as caught:
            store_recording(root, tmp_path / name)
        messages.append(message_of(caught.value))
    transcript = Transcript(recording="r.m4a", segments=[seg(0, 2, "我小时候")])
    for make in (
        lambda: suggest_pages(transcript),
        lambda: split_segment(transcript, 0, 0),
        lambda: split_page([SuggestedPage("我", "我小时候", 0, 2)], 0, 0, transcript),
    ):
        with pytest.raises(BookError) as caught:
            make()
        messages.append(message_of(caught.value))
    install_language("zh")
    try:
        for said in messages:
            assert isinstance(said, Message), said
            shown, message = translate_message(said), str(said)
            assert shown != message and re.search(r"[\u4e00-\u9fff]", shown), message
            assert message.split(": ")[0].split(" (")[0].replace("page 1", "第 1 页") in shown, shown
    finally:
        install_language("en")


def test_closing_while_a_segment_plays_pauses_it(qtbot, tmp_path):
    """The dialog's close pauses a segment that is still playing (never QMediaPlayer.stop, see SegmentPlayer.stop)."""
    import wave

    from PySide6.QtMultimedia import QMediaPlayer

    from app.ui.segment_player import SegmentPlayer

    path = tmp_path / "tone.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1), out.setsampwidth(2), out.setframerate(16000)
        out.writeframes(b"\x00\x10\x00\xf0" * 16000 * 5)  # 10 s of a square wave
    player = SegmentPlayer()
    player.play(str(path), 1000, 9000)
    playing = QMediaPlayer.PlaybackState.PlayingState
    qtbot.waitUntil(lambda: player.player.playbackState() == playing, timeout=30000)
    player.stop()
    assert player.player.playbackState() == QMediaPlayer.PlaybackState.PausedState
    player.deleteLater()
