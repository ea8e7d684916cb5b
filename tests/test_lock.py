"""One writer per book: the lock files, the three-way merge, and the four scenarios of issue 16 (the app open
while ``build`` runs, while ``train`` writes a LoRA, two windows, ``person add``) — no edit lost in any."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from app.book.lock import (
    APP_OWNER,
    SESSION_LOCK,
    WRITE_LOCK,
    BookLockedError,
    acquire,
    lock_book,
    read_lock,
    write_lock,
)
from app.book.merge import merge3
from app.book.project import BookProject
from tests.conftest import EXAMPLES, REPO
from tests.test_viewmodels import _config_dir, _sample_template, sample_book  # noqa: F401 (fixtures)
from words import Message, message_of


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


# -- the lock files -------------------------------------------------------------------------------------------


def test_the_lock_names_its_holder_and_refuses_a_second_writer(tmp_path):
    lock = lock_book(tmp_path)
    data = json.loads((tmp_path / SESSION_LOCK).read_text("utf-8"))
    assert data["pid"] == os.getpid() and data["host"] == socket.gethostname()
    assert data["owner"] == "the Memory Picture Book app" and data["time"] <= time.time()
    with pytest.raises(BookLockedError) as refused:
        lock_book(tmp_path)
    message = str(refused.value)
    assert "\n" not in message and f"process {os.getpid()}" in message and "close it there first" in message
    lock.release()
    assert not (tmp_path / SESSION_LOCK).exists()
    lock_book(tmp_path).release()


def test_a_stale_lock_here_is_taken_over_and_another_hosts_lock_is_respected(tmp_path):
    path = tmp_path / SESSION_LOCK
    stale = {
        "owner": "the Memory Picture Book app",
        "user": "",
        "host": socket.gethostname(),
        "pid": _dead_pid(),
    }
    path.write_text(json.dumps(stale | {"time": time.time() - 60}))
    lock = lock_book(tmp_path)  # its process is gone: taken over
    assert read_lock(path).pid == os.getpid()
    lock.release()
    path.write_text("{not json")  # cut short by a crash: taken over too
    lock_book(tmp_path).release()
    path.write_text(json.dumps(stale | {"host": "another-computer", "pid": 1, "time": time.time()}))
    with pytest.raises(BookLockedError, match=f"another-computer.*delete {path}"):
        lock_book(tmp_path)
    assert read_lock(path).host == "another-computer"  # left alone


def test_a_lock_from_before_the_rename_names_the_app_by_its_new_name(tmp_path):
    path = tmp_path / SESSION_LOCK
    old = {
        "owner": "the Memory Book app",
        "user": "",
        "host": "another-computer",
        "pid": 1,
        "time": time.time(),
    }
    path.write_text(json.dumps(old))
    assert read_lock(path).owner == APP_OWNER == "the Memory Picture Book app"
    with pytest.raises(BookLockedError) as err:
        lock_book(tmp_path)
    in_use = message_of(err.value).params["message"]
    assert in_use.code == "book.lock.in_use_elsewhere"
    holder = in_use.params["holder"]
    assert (
        holder.params["owner"] == Message("book.lock.the_app") and holder.params["host"] == "another-computer"
    )
    assert "in use by the Memory Picture Book app (process 1 on another-computer" in str(err.value)


def _count(folder: str, times: int) -> None:
    counter = Path(folder) / "counter"
    for _ in range(times):
        with write_lock(folder):
            value = int(counter.read_text())
            time.sleep(0.001)
            counter.write_text(str(value + 1))


def test_the_write_lock_lets_one_process_at_a_time_in(tmp_path):
    (tmp_path / "counter").write_text("0")
    with ProcessPoolExecutor(3) as pool:
        list(pool.map(_count, [str(tmp_path)] * 3, [15] * 3))
    assert (tmp_path / "counter").read_text() == "45"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["counter"]  # no lock or temporary file left


def test_a_write_lock_held_too_long_is_reported(tmp_path, monkeypatch):
    monkeypatch.setattr("app.book.lock.WRITE_WAIT_S", 0.2)
    with acquire(tmp_path / WRITE_LOCK, "a program saving the book"):
        with pytest.raises(BookLockedError, match="book.json: in use by a program saving the book"):
            with write_lock(tmp_path):
                pass


# -- the merge --------------------------------------------------------------------------------------------------


def _pages(*items):
    return {"pages": [{"id": i, **fields} for i, fields in items]}


def test_merge_takes_both_sides_field_by_field():
    base = _pages(("a", {"text": "", "illustration": None}), ("b", {"text": "", "illustration": None}))
    mine = _pages(
        ("a", {"text": "我打的字", "illustration": None}), ("b", {"text": "", "illustration": None})
    )
    theirs = _pages(("a", {"text": "", "illustration": "k1"}), ("b", {"text": "", "illustration": "k2"}))
    assert merge3(base, mine, theirs) == _pages(
        ("a", {"text": "我打的字", "illustration": "k1"}), ("b", {"text": "", "illustration": "k2"})
    )


def test_merge_keeps_additions_edits_over_deletions_and_a_reordering():
    base = _pages(("a", {"t": 1}), ("b", {"t": 1}), ("c", {"t": 1}))
    mine = _pages(("c", {"t": 1}), ("b", {"t": 2}), ("a", {"t": 1}), ("m", {"t": 1}))  # reordered, added m
    theirs = _pages(("a", {"t": 1}), ("n", {"t": 1}), ("c", {"t": 5}))  # removed b (edited here), added n
    merged = [(p["id"], p["t"]) for p in merge3(base, mine, theirs)["pages"]]
    assert merged == [("c", 5), ("b", 2), ("a", 1), ("n", 1), ("m", 1)]
    both_changed = merge3({"x": 1}, {"x": 2}, {"x": 3})
    assert both_changed == {"x": 2}  # the program writing now wins a true conflict


# -- the four scenarios ----------------------------------------------------------------------------------------


@pytest.fixture
def app_book(qtbot, sample_book):  # noqa: F811
    """The app's view-model with the sample book open (short autosave timers)."""
    from app.viewmodels.book import BookViewModel

    vm = BookViewModel(autosave_ms=200, autosave_max_ms=600)
    assert vm.open(sample_book)
    yield vm
    vm.close()


def test_app_open_while_build_runs_keeps_every_picture_choice(qtbot, app_book, sample_book, tmp_path):  # noqa: F811
    build = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "app.cli",
            "build",
            str(sample_book),
            "--engine",
            "sketch",
            "-o",
            str(tmp_path / "b.pdf"),
        ],
        cwd=REPO,
        env=_env() | {"MEMORYBOOK_CONFIG_DIR": str(tmp_path / "cfg")},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    typed = 0
    while build.poll() is None:  # the person keeps writing on every page while the build runs
        page = app_book.book.pages[typed % len(app_book.book.pages)]
        app_book.set_page_field(page.id, "text", page.text + "记")
        typed += 1
        qtbot.wait(150)
    _, err = build.communicate()
    assert build.returncode == 0, err
    assert "is open in the Memory Picture Book app" in err  # the build said the book is open in the app
    qtbot.wait(100)
    app_book.check_disk()
    assert all(p.illustration for p in app_book.book.pages)  # the app shows the build's pictures
    assert app_book.save()
    on_disk = BookProject.open(sample_book).book
    assert all(p.illustration for p in on_disk.pages), "a picture choice of the build was lost"
    assert sum(p.text.count("记") for p in on_disk.pages) == typed, "an edit made in the app was lost"


TRAIN_END = textwrap.dedent(
    """
    import sys
    from app.book.project import BookProject
    # the last lines of `memorybook train` (app/cli/train.py): read the book again, set the person's LoRA, save
    project = BookProject.open(sys.argv[1])
    person = project.book.people[0]
    person.lora, person.trigger, person.base_model = "loras/p/p.safetensors", "sks person", "tiny"
    project.save()
    """
)


def test_app_open_while_train_writes_the_lora_keeps_it(qtbot, app_book, sample_book):  # noqa: F811
    person = app_book.add_person("外婆")
    assert app_book.save()  # the training starts from a saved book, as in the app
    page = app_book.book.pages[0]
    app_book.set_page_field(page.id, "text", "训练时打的字")  # unsaved when the training ends
    subprocess.run([sys.executable, "-c", TRAIN_END, str(sample_book)], cwd=REPO, env=_env(), check=True)
    app_book.update_person(person.id, {"lora_weight": 0.8})
    assert app_book.save()
    on_disk = BookProject.open(sample_book).book
    assert on_disk.people[0].lora == "loras/p/p.safetensors" and on_disk.people[0].trigger == "sks person"
    assert on_disk.people[0].lora_weight == 0.8
    assert on_disk.pages[0].text == "训练时打的字"
    assert app_book.book.people[0].lora == "loras/p/p.safetensors"  # the app shows it too


SECOND_WINDOW = textwrap.dedent(
    """
    import sys
    from app.ui.app import make_application
    from app.viewmodels.book import BookViewModel
    make_application(language="zh")
    vm = BookViewModel()
    errors = []
    vm.error_changed.connect(errors.append)
    print(vm.open(sys.argv[1]), errors[-1] if errors else "", flush=True)
    """
)


def test_a_second_window_is_refused_and_the_first_keeps_its_edits(qtbot, app_book, sample_book, tmp_path):  # noqa: F811
    from app.viewmodels.book import BookViewModel

    page = app_book.book.pages[1]
    app_book.set_page_field(page.id, "text", "第一个窗口的字")
    other = BookViewModel()
    errors = []
    other.error_changed.connect(errors.append)
    assert not other.open(sample_book) and not other.is_open
    assert "in use by the Memory Picture Book app" in errors[-1]
    result = subprocess.run(  # a second app (another process), in Chinese
        [sys.executable, "-c", SECOND_WINDOW, str(sample_book)],
        cwd=REPO,
        env=_env() | {"MEMORYBOOK_CONFIG_DIR": str(tmp_path / "cfg")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.stdout.startswith("False"), result.stdout + result.stderr
    assert "正在被" in result.stdout and str(os.getpid()) in result.stdout
    app_book.close()
    assert BookProject.open(sample_book).book.pages[1].text == "第一个窗口的字"
    assert other.open(sample_book)  # once the first window has closed the book
    assert other.book.pages[1].text == "第一个窗口的字"
    other.close()


def test_person_add_while_the_app_is_open_keeps_both(qtbot, app_book, sample_book):  # noqa: F811
    page = app_book.book.pages[2]
    app_book.set_page_field(page.id, "title", "应用里改的标题")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "app.cli",
            "person",
            "add",
            str(sample_book),
            "小明",
            "--photos",
            str(EXAMPLES / "photos" / "coffee.png"),
        ],
        cwd=REPO,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert app_book.check_disk()  # the app takes the new person in ...
    assert "小明" in [p.name for p in app_book.book.people]
    assert app_book.book.pages[2].title == "应用里改的标题" and not app_book.is_saved  # ... keeping its edit
    assert app_book.save()
    on_disk = BookProject.open(sample_book).book
    assert "小明" in [p.name for p in on_disk.people] and on_disk.pages[2].title == "应用里改的标题"


def test_a_killed_holder_not_yet_reaped_is_gone():
    """A writer killed with -9 whose parent has not waited for it yet is a zombie: its pid and start time are still
    there, but it holds nothing (the reliability test's third writer stalled the others for the whole wait)."""
    import signal

    import psutil

    from app.book.lock import LockInfo

    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        holder = LockInfo(
            owner="a writer", host=socket.gethostname(), pid=child.pid, time=time.time(), user="u"
        )
        assert not holder.stale()
        child.send_signal(signal.SIGKILL)
        for _ in range(200):  # until the kernel has made it a zombie (not reaped: no wait() yet)
            if psutil.Process(child.pid).status() == psutil.STATUS_ZOMBIE:
                break
            time.sleep(0.01)
        assert holder.stale()
    finally:
        child.kill()
        child.wait()
