"""Saves that cannot be skipped: the autosave deadline, closing after a failed save, SIGTERM/SIGHUP, the session
ending, and the model process leaving quietly when its parent goes."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import psutil
import pytest

from app.book.project import BookProject
from app.settings import Settings
from tests.conftest import REPO
from tests.test_gui_process import _env
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)


def test_typing_without_a_pause_is_saved_by_the_deadline(qtbot, sample_book):  # noqa: F811
    from app.viewmodels.book import BookViewModel

    vm = BookViewModel(autosave_ms=300, autosave_max_ms=800)
    assert vm.open(sample_book)
    page = vm.book.pages[0]
    started = time.monotonic()
    text = ""
    saved_with = []  # how many characters had been typed at each save: events, not the clock's slack
    vm.saved_changed.connect(lambda saved: saved and saved_with.append(len(text)))
    while time.monotonic() - started < 2.0:  # a key every 50 ms: the 300 ms pause never comes
        text += "字"
        vm.set_page_field(page.id, "text", text)
        qtbot.wait(50)
    assert saved_with, "typing without a pause was never saved"
    assert saved_with[0] < len(text), (saved_with, len(text))  # saved while the keys still came
    on_disk = BookProject.open(sample_book).book.pages[0].text
    assert text.startswith(on_disk) and len(on_disk) >= saved_with[-1]  # what the last save held is on disk
    vm.close()


def _disk_full_in(folder):
    """``BookProject.save`` as on a full disk in ``folder`` (other folders still take the save)."""
    real = BookProject.save

    def save(self):
        if self.root == folder:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(self)

    return save


@pytest.fixture
def edited_window(qtbot, sample_book, monkeypatch):  # noqa: F811
    """A window with one edit that cannot be saved (the disk is full); ``asked`` lists the questions."""
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow

    make_application(language="en")
    win = MainWindow(Settings(engine="sketch", first_run_done=True, language="en"))
    assert win.open_book(
        sample_book
    )  # not given to qtbot: it would close the window before this fixture ends
    win.show()
    page = win.vm.book.pages[0]
    win.vm.set_page_field(page.id, "text", "磁盘满了也不能丢的字")
    real = BookProject.save
    monkeypatch.setattr(BookProject, "save", _disk_full_in(sample_book))
    win.asked = []
    win.disk_has_room = lambda: monkeypatch.setattr(BookProject, "save", real)
    yield win
    win.disk_has_room()
    win.close()
    win.deleteLater()


def _answer(win, *choices, then=None):
    def ask():
        win.asked.append(choices[len(win.asked)] if len(win.asked) < len(choices) else "discard")
        if then is not None and len(win.asked) == len(choices):
            then()
        return win.asked[-1]

    win.ask_failed_save = ask


def test_closing_after_a_failed_save_asks_and_cancel_keeps_the_window(edited_window, sample_book):  # noqa: F811
    _answer(edited_window, "cancel")
    assert not edited_window.close()
    assert edited_window.asked == ["cancel"] and edited_window.isVisible()
    assert "the disk is full" in edited_window.banner.text()
    assert not edited_window.vm.is_saved
    edited_window.disk_has_room()
    assert edited_window.close()


def test_try_again_saves_once_the_disk_has_room(edited_window, sample_book):  # noqa: F811
    _answer(edited_window, "retry", "retry", then=edited_window.disk_has_room)
    assert edited_window.close()
    assert edited_window.asked == ["retry", "retry"]
    assert BookProject.open(sample_book).book.pages[0].text == "磁盘满了也不能丢的字"


def test_discard_closes_without_the_edit(edited_window, sample_book):  # noqa: F811
    before = (sample_book / "book.json").read_bytes()
    _answer(edited_window, "discard")
    assert edited_window.close()
    assert (sample_book / "book.json").read_bytes() == before
    assert not edited_window.vm.is_open


def test_save_elsewhere_makes_a_whole_book_there(edited_window, sample_book, tmp_path, monkeypatch):  # noqa: F811
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "elsewhere" / "外婆.mbook"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _answer(edited_window, "elsewhere")
    assert edited_window.close()
    copy = BookProject.open(target)
    assert copy.book.pages[0].text == "磁盘满了也不能丢的字"
    assert sorted(p.name for p in (target / "photos").iterdir()) == sorted(
        p.name for p in (sample_book / "photos").iterdir()
    )
    assert BookProject.open(sample_book).book.pages[0].text != "磁盘满了也不能丢的字"  # original untouched


def test_session_end_saves_or_rescues(edited_window, sample_book, tmp_path):  # noqa: F811
    from app.settings import config_dir

    edited_window.commit_data(None)  # no session manager: nobody can be asked
    rescued = list((config_dir() / "rescue").glob("*.json"))
    assert len(rescued) == 1
    assert json.loads(rescued[0].read_text("utf-8"))["pages"][0]["text"] == "磁盘满了也不能丢的字"


# The scripts below have the fork server import only the model process's own module before it forks it (the
# app's model.runtime.process.PRELOAD adds torch, diffusers and transformers: 8–9 s of CPU here, for a model
# process these tests only start, signal and watch end).
SIGNALLED = textwrap.dedent(
    """
    import sys
    from app.ui.app import make_application, make_window
    from app.ui.signals import install_signal_handlers
    from model.runtime import process
    from model.runtime.process import shared_engine
    process.PRELOAD = ("model.runtime.process",)
    app = make_application()
    window = make_window(sys.argv[1])
    app.aboutToQuit.connect(window.shutdown)
    install_signal_handlers(app, window)
    window.show()
    engine = shared_engine()
    engine.start()
    page = window.vm.book.pages[0]
    window.vm.set_page_field(page.id, "text", "信号之前打的字")
    print(engine.pid, flush=True)
    sys.exit(app.exec())
    """
)


def _gone(pid: int, within: float) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGHUP"])
def test_a_signal_saves_stops_the_model_process_and_exits(tmp_path, sample_book, signame):  # noqa: F811
    process = subprocess.Popen(
        [sys.executable, "-c", SIGNALLED, str(sample_book)],
        cwd=REPO,
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        child = int(process.stdout.readline())
        time.sleep(0.3)  # the event loop is running
        process.send_signal(getattr(signal, signame))
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 128 + getattr(signal, signame), err
    assert BookProject.open(sample_book).book.pages[0].text == "信号之前打的字"
    assert _gone(child, 5.0), "the model process outlived the app"
    assert "Traceback" not in err and "BrokenPipe" not in err, err


EARLY = textwrap.dedent(
    """
    import signal, sys
    import app.ui.signals as signals
    from app.ui.app import run
    installed = signals.install_signal_handlers

    def and_a_signal_at_once(app, window):  # SIGTERM while the window still opens, before the event loop runs
        watcher = installed(app, window)
        signal.raise_signal(signal.SIGTERM)
        return watcher

    signals.install_signal_handlers = and_a_signal_at_once
    sys.exit(run(sys.argv[1]))
    """
)


def test_a_signal_before_the_event_loop_runs_still_ends_the_app(tmp_path, sample_book):  # noqa: F811
    """The handler saved the book and gave up its lock, but its exit() came before app.exec() and did nothing:
    the window went on without the lock until a second signal (found under a window manager)."""
    done = subprocess.run([sys.executable, "-c", EARLY, str(sample_book)], cwd=REPO, env=_env(tmp_path),
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 128 + signal.SIGTERM, done.stderr
    assert not (sample_book / "book.lock").exists() and "Traceback" not in done.stderr, done.stderr


ORPHAN = textwrap.dedent(
    """
    from model.runtime import process
    from model.runtime.process import EngineProcess
    process.PRELOAD = ("model.runtime.process",)
    engine = EngineProcess()
    engine.start()
    print(engine.pid, flush=True)
    engine.call("time:sleep", 2.0)  # the parent is killed while the child works
    """
)


def test_the_model_process_leaves_quietly_when_its_parent_is_killed(tmp_path):
    stderr = tmp_path / "stderr.txt"
    with open(stderr, "wb") as err:
        parent = subprocess.Popen(
            [sys.executable, "-c", ORPHAN], cwd=REPO, env=_env(tmp_path), stdout=subprocess.PIPE, stderr=err
        )
        child = int(parent.stdout.readline())
        time.sleep(1.0)
        parent.kill()
        parent.wait(10)
    assert _gone(child, 10.0), "the model process stayed after its parent was killed"
    text = stderr.read_text(errors="replace")
    assert "Traceback" not in text and "BrokenPipe" not in text, text
