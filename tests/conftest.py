"""Shared fixtures. Qt runs offscreen; no test touches the network."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest
from filelock import FileLock

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["HF_HUB_OFFLINE"] = "1"
# Settings never go to the user's own folder (~/.config/memorybook): a test that forgets to pick a folder
# writes here, and the app's and command line's language would otherwise follow what a test left behind.
os.environ.setdefault("MEMORYBOOK_CONFIG_DIR", tempfile.mkdtemp(prefix="memorybook-tests-config-"))
if os.environ.get(
    "PYTEST_XDIST_WORKER"
):  # each parallel worker its own folder (workers inherit the parent's)
    os.environ["MEMORYBOOK_CONFIG_DIR"] = tempfile.mkdtemp(
        prefix=f"memorybook-tests-config-{os.environ['PYTEST_XDIST_WORKER']}-"
    )
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "assets" / "examples"


@pytest.fixture(scope="session")
def sample_data(tmp_path_factory) -> Path:
    """Real photos, awkward photos and sample stories (``photos/``, ``photos-hard/``, ``stories/``), made by
    :func:`tests.sample_data.make_sample_data` once per run. ``MEMORYBOOK_TEST_DATA=../shared/data`` runs
    the same tests against the hand-made shared folder instead (a manual check; never needed)."""
    chosen = os.environ.get("MEMORYBOOK_TEST_DATA")
    if chosen:
        return Path(chosen).resolve()
    from tests.sample_data import make_sample_data

    return make_sample_data(tmp_path_factory.mktemp("sample-data"))


@pytest.fixture(scope="session")
def examples() -> Path:
    """The sample book shipped in ``assets/examples``."""
    return EXAMPLES


@pytest.fixture(scope="session", autouse=True)
def qt_application():
    """One QApplication (offscreen) for the whole run, made before the first test: widgets need a
    QApplication, a process can have only one application, and the print tests would otherwise start a
    QGuiApplication first (:func:`app.print.fonts.ensure_qt_app`)."""
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["memorybook-tests"])


@pytest.fixture(autouse=True)
def _collect_in_the_gui_thread():
    """After each test, collect its garbage here, in the GUI thread: Qt objects a test left unparented (a
    view-model, a worker bridge) must never be freed by a collection that happens to start in a worker thread
    (a crash in Qt's event processing, seen once in a full run)."""
    yield
    import gc

    gc.collect()
    # What survives the collection is frozen (moved to the permanent generation), so that the next test's
    # collection walks only what that test made, not the whole heap of torch, diffusers and Qt again: a full
    # collection over that heap cost about 0.2 s after every test (half of tests/test_placement.py's time).
    # Frozen objects are still freed by reference counting; only cycles among them wait.
    gc.freeze()


@pytest.fixture(autouse=True)
def _english_between_tests():
    """Each test starts with messages said in English and leaves none in another language: the language an edge
    sets (:func:`words.use_language`, e.g. a command run in-process under ``LANG=zh_CN``) is the process's."""
    from words import use_language

    use_language("en")
    yield
    use_language("en")


def pytest_collection_modifyitems(config, items):
    """Tests marked ``slow`` run only when asked for (``-m slow``)."""
    if "slow" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


def torchrun(processes: int) -> list[str]:
    """The command that starts ``processes`` copies of a script or ``-m`` module on this machine (torchrun, a
    standalone rendezvous); append the script and its arguments."""
    return [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", str(processes)]


def once_per_run(tmp_path_factory, name: str, make) -> Path:
    """A folder ``name`` that ``make(folder)`` fills once per test run, shared by every xdist worker.

    Two tests of one module that share an expensive module fixture (a torchrun launch) can land on different
    workers, and each worker would launch it again. The first worker to get here makes the folder under a file
    lock in the run's common temporary folder (pytest-xdist's documented pattern for fixtures made once); the
    others wait for the lock and find it made (``.done`` is written last, so a failed ``make`` is tried again
    by the next worker, and raises there too). Without xdist the run's own temporary folder is used: never a
    folder an earlier run left behind.
    """
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # pytest-N/, above each worker's popen-gwN/
    folder = base / name
    with FileLock(str(folder) + ".lock"):
        if not (folder / ".done").is_file():
            if folder.exists():
                import shutil

                shutil.rmtree(folder)
            folder.mkdir()
            make(folder)
            (folder / ".done").write_text("", encoding="utf-8")
    return folder
