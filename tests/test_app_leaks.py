"""The English a Chinese-speaking volunteer met in the app at 1366×768 (issue 48): the recording dialog's status
line, the model download's failure, the drawing server's model list and the export dialog's build warnings.
Each now shows the core's message said from the catalogue (``words.say``) and the app's own words translated.

The core's messages here are stand-ins built from codes the catalogue has (a place and a page list): what is
checked is that the app passes the :class:`words.Message` on to be said, whatever its code."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.book.errors import BookError
from model.errors import ModelError
from tests.test_ui_chinese import chinese_window  # noqa: F401 (fixture)
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from tests.voice_helpers import ENGLISH_CLIP
from words import Message, say
from words.latin import untranslated_words

CORE_SAYS = Message(
    "located",
    where=Message("where.page_titled", number=3, title="阿花"),
    message=Message("where.pages", numbers=[1, 2]),
)
"""A stand-in for a message of the core (its Chinese: 第 3 页“阿花”：第 1、2 页)."""


@pytest.fixture
def window(qtbot, chinese_window, sample_book):  # noqa: F811
    assert chinese_window.open_book(sample_book)
    return chinese_window


def test_the_recording_dialog_says_what_transcribing_and_reading_a_transcript_raised(
    qtbot, window, monkeypatch
):
    from app.ui.interview_dialog import open_interview_dialog

    def cannot(*_args, **_kwargs):
        raise ModelError(CORE_SAYS)  # "speech model 'small' is not on this computer; download it …"

    monkeypatch.setattr("model.installed.can_transcribe", lambda: True)
    monkeypatch.setattr("app.book.recordings.transcribe_stored", cannot)
    dialog = open_interview_dialog(window)
    dialog.choose_recordings([str(ENGLISH_CLIP)])
    qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=60000)
    assert dialog.problems.text() == say(CORE_SAYS, "zh") == "第 3 页“阿花”：第 1、2 页"

    def not_transcribed(*_args):
        raise BookError(CORE_SAYS)  # "… not transcribed yet; run memorybook interview add …"

    monkeypatch.setattr("app.book.recordings.load_transcript", not_transcribed)
    dialog.problems.clear()
    dialog.vm.select("conversation.m4a")
    assert dialog.problems.text() == say(CORE_SAYS, "zh")
    dialog.reject()


def test_the_recording_dialogs_language_choice_is_chinese(window):
    from app.ui.interview_dialog import InterviewDialog, open_interview_dialog

    dialog: InterviewDialog = open_interview_dialog(window)
    items = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert items == ["自动识别语言", "普通话", "粤语", "英语"]  # never "只能转 English only"
    dialog.reject()


def test_a_failed_model_download_is_said_in_chinese(qtbot, window, monkeypatch):
    from app.ui.model_dialog import ModelDialog

    class Engine:
        def call(self, *_args, **_kwargs):
            raise ModelError(CORE_SAYS)  # "cannot download …: Got: ConnectError …"

    dialog = ModelDialog(window.settings, window.models_vm, window)
    dialog.show()
    with monkeypatch.context() as patch:  # the window closes the real shared engine afterwards
        patch.setattr("model.runtime.process.shared_engine", lambda: Engine())
        with qtbot.waitSignal(window.models_vm.error_changed, timeout=60000) as said:
            assert window.models_vm.download("someone/some-model")
    assert said.args == [say(CORE_SAYS, "zh")]
    assert dialog.status.text() == say(CORE_SAYS, "zh")
    dialog.reject()


def test_the_drawing_servers_model_list_names_the_sketch_engine_in_chinese(qtbot, window):
    from app.ui.server_box import ServerBox
    from app.viewmodels.server import ServedModel, ServerCheck, ServerViewModel, served_licence

    sketch = {"name": "sketch", "engine": "sketch", "licence": "no model (OpenCV filters, Apache-2.0)"}
    said = {"name": "x", "engine": "diffusion", "licence": CORE_SAYS.to_json()}
    named = {"name": "sd-turbo", "engine": "diffusion", "licence": "Apache-2.0"}
    assert served_licence(sketch) == Message("app.server.sketch_licence")
    assert served_licence(said) == CORE_SAYS and served_licence(named) == "Apache-2.0"
    box = ServerBox(window.settings, ServerViewModel(window.bridge))
    qtbot.addWidget(box)
    box._checked(ServerCheck("http://gpu:8000", [ServedModel("sketch", "sketch", served_licence(sketch))], 0))
    assert box.models_combo.itemText(0) == "sketch — 无需模型（OpenCV 滤镜，Apache-2.0）"
    assert untranslated_words(box.models_combo.itemText(0)) == [
        "sketch"
    ]  # the model's name, as a client asks


def test_the_export_dialog_says_the_builds_warnings_in_chinese(qtbot, window):
    from app.ui.export_dialog import ExportDialog
    from app.viewmodels.export_types import ExportResult
    from app.viewmodels.exporter import JOB_EXPORT

    dialog = ExportDialog(window.export_vm, window)
    dialog.show()
    pdf = Path(window.vm.project.root) / "book.pdf"
    result = ExportResult(pdf, 1000, 12, 0, 12, warnings=[CORE_SAYS, CORE_SAYS, Message("where.cover")])
    window.export_vm._on_finished(JOB_EXPORT, result)  # "注意：photo page：…"
    assert dialog.warnings.toPlainText().splitlines() == [say(CORE_SAYS, "zh"), "封面"]
    assert dialog.warnings_title.isVisible()
    qtbot.waitUntil(lambda: not window.export_vm.running, timeout=60000)  # the PDF's pages (none: no file)
    dialog.reject()


def test_a_refused_save_is_the_apps_message_with_the_disks_reason():
    import errno

    from app.viewmodels.book import BookViewModel
    from app.viewmodels.book_disk import not_saved
    from words import use_language, used_language

    vm = BookViewModel()
    assert vm.disk_reason(OSError(errno.ENOSPC, "No space left on device")) == Message("app.disk.full")
    assert vm.disk_reason(OSError(errno.EROFS, "Read-only file system")) == Message("app.disk.read_only")
    assert vm.disk_reason(OSError(errno.EACCES, "Permission denied")) == Message("app.disk.no_permission")
    before = used_language()
    use_language("zh")
    try:
        assert (
            not_saved(Message("app.disk.full"))
            == "这本书没能保存：磁盘满了；请腾出空间，或把这本书保存到别处"
        )
        assert not_saved(CORE_SAYS) == "这本书没能保存：" + say(CORE_SAYS, "zh")
        assert untranslated_words(say(Message("app.book.merged"), "zh")) == []
    finally:
        use_language(before)


def test_a_refused_field_reaches_the_banner_in_chinese(window):
    errors: list[str] = []
    window.vm.error_changed.connect(errors.append)
    page = window.vm.book.pages[0]
    assert not window.vm.set_page_fields(page.id, {"seed": "abc"})
    assert errors and "字段“seed”：必须是整数" in errors[-1], errors  # was "页面: field 'seed': must be …"


def test_how_a_model_would_run_is_said_from_the_catalogue():
    from types import SimpleNamespace

    from app.viewmodels.models import plan_messages
    from model.placement import Strategy

    share = SimpleNamespace(name="cuda:1", holds=["unet.down", "vae"], assigned_bytes=3 * 1024**3)
    plan = SimpleNamespace(strategy=Strategy.SHARDED, devices=[share], execution_device="cuda:1")
    lines = plan_messages(plan)
    assert lines[0] == Message("app.plan.sharded", devices=[Message("app.device.gpu", number="1")])
    assert [say(line, "zh") for line in lines] == [
        "模型拆开放在1 号显卡上。",
        "1 号显卡：去噪网络的一部分（down）、图像解码器（VAE）（3.0 GiB）",
    ]
    cpu = SimpleNamespace(strategy=Strategy.SINGLE, devices=[], execution_device="cpu")
    assert [say(line, "en") for line in plan_messages(cpu)] == [
        "The whole model fits on the computer's processor (CPU) and runs there.",
        "There is no graphics card, so each picture takes a while.",
    ]


def test_a_job_that_the_disk_refused_names_the_file_and_the_systems_reason_in_chinese(window):
    from app.viewmodels.worker import describe_error

    said = describe_error(PermissionError(13, "Permission denied", "/books/外婆.mbook/book.json"))
    assert isinstance(said, Message) and said.code == "located"
    assert say(said, "zh").startswith("/books/外婆.mbook/book.json：")
    assert "Permission" not in say(said, "zh")  # was "[Errno 13] Permission denied: '…'"


def test_a_recording_not_transcribed_yet_is_said_by_the_core_in_chinese(window):
    from app.book.recordings import add_recording
    from app.ui.interview_dialog import open_interview_dialog

    name = add_recording(window.vm.project, ENGLISH_CLIP, "en")  # no transcript written
    dialog = open_interview_dialog(window)
    dialog.problems.clear()
    dialog.vm.select(name)
    shown = dialog.problems.text()
    assert shown == say(Message("located", where=name, message=Message("book.transcript.not_yet")), "zh")
    assert untranslated_words(shown) == untranslated_words(name), shown  # only the file's name
    dialog.reject()


def test_a_recording_that_cannot_be_played_is_said_in_the_apps_words(window):
    from app.ui.segment_player import SegmentPlayer

    player = SegmentPlayer()
    said: list[str] = []
    player.failed.connect(said.append)
    player._error(None, "Could not open file")  # the media backend's English (logged)
    assert said == [say(Message("app.recording.cannot_play", file=""), "zh")]
    assert "Could" not in said[0]
