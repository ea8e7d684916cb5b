"""What the app's start does before its imports: pydantic's plugins off (app.pydantic_plugins), the collector
paused and the start-up objects frozen (app.ui.first_imports). Each check runs in a fresh interpreter."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.conftest import REPO


def _run(code: str, **env: str) -> list[str]:
    environ = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    environ.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO), **env)
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=environ, capture_output=True, text=True,
                          timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.split()


def test_the_apps_start_builds_the_books_classes_without_pydantics_plugin_scan():
    out = _run(
        "import gc, sys\n"
        "import app.ui.app\n"
        "from app.book.model import Book, Page\n"
        "book = Book(title='外婆', pages=[Page(text='被子')])\n"
        "book.pages[0].text = '猫'\n"  # validate_assignment: a validator built after the start
        "print('importlib.metadata' in sys.modules, type(sys.modules['pydantic.plugin._loader']).__name__,\n"
        "      gc.isenabled(), gc.get_freeze_count() > 1000, book.pages[0].text)\n"
    )
    assert out == ["False", "NoPluginLoader", "True", "True", "猫"]


def test_a_pydantic_that_asks_its_loader_for_more_gets_pydantics_own():
    out = _run(
        "import sys, types\n"
        "from app.pydantic_plugins import switch_off_pydantic_plugins\n"
        "print(switch_off_pydantic_plugins())\n"
        "import pydantic.plugin._loader as loader\n"
        "print(loader.PYDANTIC_ENTRY_POINT_GROUP)\n"  # a name the stand-in does not have
        "real = sys.modules['pydantic.plugin._loader']\n"
        "print(type(real) is types.ModuleType, tuple(real.get_plugins()))\n"
    )
    assert out == ["True", "pydantic", "True", "()"]


def test_plugins_the_environment_keeps_are_left_to_pydantic():
    code = (
        "import sys\n"
        "from app.pydantic_plugins import switch_off_pydantic_plugins\n"
        "print(switch_off_pydantic_plugins(), 'pydantic.plugin._loader' in sys.modules)\n"
    )
    assert _run(code, PYDANTIC_DISABLE_PLUGINS="some_plugin") == ["False", "False"]
    assert _run(code) == ["True", "False"]  # a finder answers the loader's import, when pydantic makes it


def test_a_process_that_had_the_collector_off_keeps_it_off():
    out = _run("import gc\ngc.disable()\nimport app.ui.app\nprint(gc.isenabled())\n")
    assert out == ["False"]
