"""The packaging configuration (always) and the built bundle (only when ``dist/memorybook`` exists).

Build the bundle with ``bash packaging/build-linux.sh`` first to run the smoke test.
"""

from __future__ import annotations

import configparser
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
sys.path.insert(0, str(PACKAGING))

import bundle_data  # noqa: E402
import launcher  # noqa: E402
import requirements  # noqa: E402

BUNDLE = REPO / "dist" / "memorybook"
EXECUTABLE = BUNDLE / ("memorybook.exe" if sys.platform == "win32" else "memorybook")
DESKTOP = PACKAGING / "memorybook.desktop"


# --- the .desktop entry -----------------------------------------------------------------------------------


def test_desktop_entry_has_the_required_keys():
    """Desktop Entry Specification 1.0: Type, Name, Exec for applications; plus our icon and menu placement."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] and entry["Name[zh_CN]"] == "记忆绘本"
    assert entry["Exec"].split()[0] == "memorybook" and entry["Exec"].split()[1] == "gui"
    assert entry["Icon"] == "memorybook" and entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils is not installed")
def test_desktop_entry_validates():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


# --- the icon -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", bundle_data.ICON_SIZES)
def test_icon_png_at_each_declared_size(size):
    with Image.open(PACKAGING / "icons" / f"memorybook-{size}.png") as image:
        assert image.size == (size, size) and image.mode == "RGBA"
        assert image.getpixel((0, 0))[3] == 0, "the rounded corners are transparent"
        assert image.getpixel((size // 2, size // 2))[3] == 255


def test_windows_and_macos_icons_hold_their_sizes():
    with Image.open(PACKAGING / "icons" / "memorybook.ico") as ico:
        assert {(s, s) for s in bundle_data.ICON_SIZES if s <= 256} <= set(ico.info["sizes"])
    with Image.open(PACKAGING / "icons" / "memorybook.icns") as icns:
        assert icns.format == "ICNS" and (512, 512, 1) in icns.info["sizes"]
    assert "<svg" in bundle_data.ICON_SVG.read_text(encoding="utf-8")


# --- the PyInstaller spec -----------------------------------------------------------------------------------


def test_spec_lists_the_assets_as_data():
    """Fonts, styles.toml, the sample book, translations, icons and the CMYK profile all travel; destinations
    mirror the repo so ``assets.ASSETS_DIR`` finds them inside the bundle."""
    datas = dict(bundle_data.data_files())
    for source, folder in datas.items():
        assert (REPO / source).is_file() and Path(source).parent.as_posix() == folder
    fonts = {
        p.relative_to(REPO).as_posix()
        for p in (REPO / "assets" / "fonts").glob("*.*")
        if p.suffix in (".ttf", ".woff2", ".json")
    }
    examples = {
        p.relative_to(REPO).as_posix()
        for p in (REPO / "assets" / "examples").rglob("*")
        if p.is_file() and p.suffix != ".py"
    }
    translations = {
        p.relative_to(REPO).as_posix() for root in ("app", "assets") for p in (REPO / root).rglob("*.qm")
    }
    assert fonts and examples
    licences = {"assets/fonts/copyright", "LICENSE", "assets/color/LICENSE-zlib.txt"}
    profile = {"assets/color/fogra39_memorybook.icc"}  # the print-shop export needs it
    assert fonts | examples | translations | licences | profile | {"assets/styles.toml"} <= set(datas)
    assert not [s for s in datas if s.endswith(".py") or "__pycache__" in s]
    spec = (PACKAGING / "memorybook.spec").read_text(encoding="utf-8")
    assert "data_files()" in spec and "datas=datas" in spec
    compile(spec, "memorybook.spec", "exec")


def test_light_variant_leaves_the_diffusion_stack_out():
    light = requirements.requirements("light")
    names = {re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0] for r in light}
    assert not names & {"torch", "diffusers", "transformers", "accelerate", "peft"}
    assert {"PySide6-Essentials", "pikepdf", "opencv-python-headless", "pyinstaller"} <= names
    assert len(requirements.requirements("full")) > len(light)
    assert {"torch", "diffusers"} <= set(bundle_data.HEAVY_MODULES)


def test_windowed_executable_opens_the_desktop_app():
    assert launcher.default_argv([], "C:/Apps/memorybook/MemoryPictureBook.exe") == ["gui"]
    assert launcher.default_argv(
        ["-psn_0_12345"], "/Applications/X.app/Contents/MacOS/MemoryPictureBook"
    ) == ["gui"]
    assert launcher.default_argv([], "/opt/memorybook/memorybook") == []
    assert launcher.default_argv(["demo"], "MemoryPictureBook") == ["demo"]


def test_console_executable_without_a_terminal_opens_the_desktop_app():
    """A double-click in a Linux file manager starts ``memorybook`` with no arguments and no terminal."""
    assert launcher.default_argv([], "/opt/memorybook/memorybook", terminal=False) == ["gui"]
    assert launcher.default_argv([], "/opt/memorybook/memorybook", terminal=True) == []
    assert launcher.default_argv(["demo"], "/opt/memorybook/memorybook", terminal=False) == ["demo"]


class _Stream(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize(
    ("stdin_tty", "stdout_tty", "expected"),
    [(False, False, ["gui"]), (True, False, []), (False, True, []), (True, True, [])],
)
def test_launcher_starts_the_app_only_when_no_terminal_is_there(monkeypatch, stdin_tty, stdout_tty, expected):
    import app.cli

    ran = []
    monkeypatch.setattr(app.cli, "main", lambda argv: ran.append(argv) or 0)
    monkeypatch.setattr(sys, "stdin", _Stream(stdin_tty))
    monkeypatch.setattr(sys, "stdout", _Stream(stdout_tty))
    assert launcher.main([]) == 0
    assert ran == [expected]
    monkeypatch.setattr(sys, "stdin", None)  # a stream the system did not give counts as no terminal
    assert launcher.in_terminal() is stdout_tty


def test_every_system_has_the_windowed_program_to_double_click():
    spec = (PACKAGING / "memorybook.spec").read_text(encoding="utf-8")
    windowed = re.search(r"^    gui = EXE\(.*name=\"(\w+)\".*console=False", spec, re.M)  # Windows and macOS
    assert windowed and windowed.group(1) == launcher.GUI_EXECUTABLE
    linux = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")  # Linux: a link to the same program
    assert f'ln -sfn memorybook "$bundle/{launcher.GUI_EXECUTABLE}"' in linux


def test_frozen_app_accepts_the_interpreter_forms_launchers_use():
    """accelerate launch / torchrun start ``sys.executable [-u] -m MODULE`` and ``sys.executable -u SCRIPT``."""
    assert launcher.python_style(["-m", "accelerate.commands.launch", "--cpu", "t.py"]) == (
        "module",
        "accelerate.commands.launch",
        ["--cpu", "t.py"],
    )
    script = str(PACKAGING / "launcher.py")
    assert launcher.python_style(["-u", script, "--x", "1"]) == ("script", script, ["--x", "1"])
    assert launcher.python_style(["demo", "--lang", "zh"]) is None
    assert launcher.python_style(["missing.py"]) is None


def test_run_python_style_runs_a_script_as_main(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "argv", list(sys.argv))
    monkeypatch.setattr(sys, "path", list(sys.path))
    script = tmp_path / "script.py"
    out = tmp_path / "out.txt"
    script.write_text(
        "import sys\nif __name__ == '__main__':\n    open(sys.argv[2], 'w').write(sys.argv[1])\n"
    )
    with pytest.raises(SystemExit):  # not frozen: only `memorybook` command lines (argparse rejects this)
        launcher.main(["-u", str(script), "ran", str(out)])
    assert not out.exists()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert launcher.main(["-u", str(script), "ran", str(out)]) == 0
    assert out.read_text() == "ran"


def test_light_app_names_the_missing_diffusion_stack(monkeypatch, capsys):
    import app.cli

    def needs_torch(argv):
        raise ModuleNotFoundError("No module named 'torch'", name="torch")

    monkeypatch.setattr(app.cli, "main", needs_torch)
    with pytest.raises(ModuleNotFoundError):
        launcher.main(["train", "book"])  # from source: a real error, shown as is
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert launcher.main(["train", "book"]) == 1
    assert "needs the full Memory Picture Book app" in capsys.readouterr().err


LIGHT_APP = """
import importlib.abc, sys

class Hide(importlib.abc.MetaPathFinder):  # the light bundle: the diffusion stack and speech are not there
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in set(sys.argv[1].split(",")):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)

sys.meta_path.insert(0, Hide())
sys.frozen = True
from app.cli import main
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.parametrize("lang, said", [("en_US.UTF-8", "needs the full Memory Picture Book app"),
                                        ("zh_CN.UTF-8", "需要完整版记忆绘本")])  # fmt: skip
def test_the_light_app_says_in_the_users_language_what_needs_the_full_app(tmp_path, lang, said):
    """A command of the light bundle that reaches for torch (plan, illustrate, models, train) ends in the line of
    model/installed.py in the user's language, through the command line's translation (the launcher's own English
    line is only the last resort)."""
    hidden = ",".join(bundle_data.HEAVY_MODULES + bundle_data.SPEECH_MODULES)
    env = {
        **os.environ,
        "LANG": lang,
        "LC_ALL": lang,
        "MEMORYBOOK_CONFIG_DIR": str(tmp_path),
        "PYTHONPATH": str(REPO),
    }
    env.pop("LANGUAGE", None)
    for argv in (
        ["plan", "--model", "x"],
        ["train", "no.mbook", "--person", "外婆"],
    ):  # train: before --model's question
        run = subprocess.run([sys.executable, "-c", LIGHT_APP, hidden, *argv], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)  # fmt: skip
        assert run.returncode == 1 and said in run.stderr and "Traceback" not in run.stderr, run.stderr


# --- the built bundle ---------------------------------------------------------------------------------------

needs_bundle = pytest.mark.skipif(
    not EXECUTABLE.is_file() and os.environ.get("MEMORYBOOK_BUNDLE_REQUIRED") != "1",
    reason=f"no bundle at {EXECUTABLE} (build it: bash packaging/build-linux.sh); .ci/run requires one",
)


def bundle_env(tmp_path: Path) -> dict[str, str]:
    """A clean environment: no Python variables, no virtualenv on PATH, settings and logs in ``tmp_path``."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTHON", "VIRTUAL_ENV", "QT_", "CONDA")) and k != "PATH"
    }
    env.update(
        PATH="/usr/bin:/bin",
        HOME=str(tmp_path / "home"),
        MEMORYBOOK_CONFIG_DIR=str(tmp_path / "config"),
        MEMORYBOOK_LOG_DIR=str(tmp_path / "logs"),
        QT_QPA_PLATFORM="offscreen",
    )
    return env


@needs_bundle
def test_light_bundle_says_training_needs_the_full_app(tmp_path):
    if (BUNDLE / "_internal" / "torch").is_dir():
        pytest.skip("a full bundle: it has torch")
    env = bundle_env(tmp_path)
    book = tmp_path / "b.mbook"
    photo = str(REPO / "assets/examples/photos/chelsea.png")
    for argv in (["new", str(book)], ["person", "add", str(book), "Grandma", "--photos", photo]):
        assert (
            subprocess.run([str(EXECUTABLE), *argv], env=env, capture_output=True, timeout=120).returncode
            == 0
        )
    result = subprocess.run(
        [
            str(EXECUTABLE),
            "train",
            str(book),
            "--person",
            "Grandma",
            "--model",
            str(tmp_path),
            "--steps",
            "1",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]  # model/installed.py's line, in the user's language
    assert last.startswith("memorybook: error: ") and "needs the full Memory Picture Book app" in last
    assert "Traceback" not in result.stderr


@needs_bundle
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle's folder entry")
def test_linux_bundle_starts_from_its_folder_without_a_terminal(tmp_path):
    """The windowed program (a link to ``memorybook``) and the executable ``Memory Picture Book.desktop`` are at
    the top of the bundle, and the program started by that name opens the app (its offscreen screenshot)."""
    windowed, entry = BUNDLE / launcher.GUI_EXECUTABLE, BUNDLE / "Memory Picture Book.desktop"
    assert (
        os.readlink(windowed) == "memorybook" and os.access(windowed, os.X_OK) and os.access(entry, os.X_OK)
    )
    assert "Exec=sh -c " in entry.read_text(encoding="utf-8")
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    shot = tmp_path / "window.png"  # through the link: the bootloader finds _internal/ beside the real file
    result = subprocess.run([str(windowed), "gui", "--screenshot", str(shot)], env=bundle_env(tmp_path),
                            capture_output=True, text=True, timeout=300)  # fmt: skip
    assert result.returncode == 0 and shot.read_bytes()[:4] == b"\x89PNG", result.stderr


@needs_bundle
def test_bundle_holds_no_model_weights():
    weights = {".safetensors", ".ckpt", ".pt", ".pth", ".bin", ".gguf", ".onnx"}
    found = [p for p in BUNDLE.rglob("*") if p.suffix in weights and p.stat().st_size > 1_000_000]
    assert not found, found
