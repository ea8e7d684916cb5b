"""Reliability of the desktop app under kill -9: someone types without a pause and the power goes.

The app is a separate process typing into the page editor (a key every 100 ms, so the 2-second pause autosave
never fires); it is killed with SIGKILL at a seeded random moment. What is on disk must hold every key typed
more than 5 s before the kill (the promise in the README), and ``book.json`` must open.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import textwrap
import time

from app.book.project import BookProject
from tests.conftest import REPO
from tests.test_gui_process import _env
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)

LOSS_BOUND_S = 5.0
"""The most typing a kill may lose, in seconds (README: "at most a few seconds"; issue 16: 5 s)."""

TYPIST = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QTextCursor
    from PySide6.QtTest import QTest
    from app.ui.app import make_application
    from app.ui.main_window import MainWindow
    from app.settings import Settings
    app = make_application()
    window = MainWindow(Settings(engine="sketch", first_run_done=True))  # the app's own autosave timers
    window.open_book(sys.argv[1])
    window.show()
    vm = window.vm
    vm.set_page_field(vm.book.pages[0].id, "text", "")
    vm.save()
    edit = window.editor.text_edit
    edit.setFocus()
    edit.moveCursor(QTextCursor.MoveOperation.End)
    count = 0

    def key():
        global count
        QTest.keyClicks(edit, "abcdefghijklmnopqrstuvwxyz"[count % 26])
        count += 1
        print(count, time.time(), flush=True)

    timer = QTimer()
    timer.timeout.connect(key)
    timer.start(100)
    app.exec()
    """
)


def _type_and_kill(book, env, kill_after: float) -> tuple[float, dict[int, float]]:
    """Run the typist, kill it ``kill_after`` seconds after its first key; (kill time, {count: time})."""
    process = subprocess.Popen(
        [sys.executable, "-c", TYPIST, str(book)],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    typed: dict[int, float] = {}
    try:
        for line in process.stdout:
            count, when = line.split()
            typed[int(count)] = float(when)
            if time.time() - typed[1] >= kill_after:
                break
        killed_at = time.time()
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
    assert typed, process.stderr.read()
    return killed_at, typed


def test_typing_without_a_pause_loses_at_most_5_seconds_to_a_kill(qtbot, tmp_path, sample_book):  # noqa: F811
    from app.book.lock import read_lock
    from app.viewmodels.book import BookViewModel

    rng = random.Random(16)
    env = _env(tmp_path)
    for attempt in range(2):
        kill_after = rng.uniform(5.5, 8.5)
        killed_at, typed = _type_and_kill(sample_book, env, kill_after)
        saved = len(BookProject.open(sample_book).book.pages[0].text)  # opens: never a half-written file
        first_lost = typed.get(saved + 1, killed_at)  # when the first key not on disk was typed
        lost = killed_at - first_lost
        print(
            f"try {attempt}: killed after {kill_after:.1f} s, {len(typed)} keys, {saved} saved, {lost:.2f} s lost"
        )
        assert saved > 0, "typing for more than 5 s was never saved"
        assert lost <= LOSS_BOUND_S, (attempt, lost)
        assert read_lock(sample_book / "book.lock").stale()  # the killed app's lock is left, but stale:
        reopened = BookViewModel()
        assert reopened.open(sample_book)  # the app started again takes it over
        assert len(reopened.book.pages[0].text) == saved
        reopened.close()
