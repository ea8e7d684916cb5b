"""What the bundle carries besides Python code: the data files, the icon sizes, the modules to leave out.

Shared by ``packaging/memorybook.spec`` (PyInstaller) and ``tests/test_packaging.py`` so that the spec and its
check cannot drift apart. Standard library only (the spec runs inside PyInstaller's own interpreter).
"""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""Pixel sizes of ``packaging/icons/memorybook-<size>.png`` (the freedesktop hicolor theme sizes that
``packaging/install-linux.sh`` installs; Windows .ico takes 16–256, macOS .icns 16–512)."""

ICON_SVG = REPO / "packaging" / "icons" / "memorybook.svg"

DATA_SUFFIXES = set(".ttf .otf .woff2 .toml .json .md .txt .png .jpg .jpeg .svg .qm .yaml .icc".split())
"""File types shipped as data from ``assets/`` (``.icc``: the print-shop CMYK profile) and (translations, icons)
from ``app/``."""

DATA_NAMES = {"copyright", "LICENSE", "LICENSES"}
"""Extension-less data files shipped too (font licences)."""

HEAVY_MODULES = """
torch torchvision torchaudio triton diffusers transformers accelerate peft bitsandbytes xformers
sympy networkx training
""".split()
"""Left out of the light bundle: the diffusion stack (about 1 GB with CPU torch, 4+ GB with CUDA) and the
LoRA training script. The sketch engine, the PDF writer and the desktop app do not import them."""

SPEECH_MODULES = """
faster_whisper ctranslate2 onnxruntime tokenizers huggingface_hub hf_xet
""".split()
"""Also left out of the light bundle: speech recognition (faster-whisper on CTranslate2, Silero's voice detector on
ONNX Runtime): ≈ 200 MB unpacked, ≈ 65 MB of the ``.tar.xz``, more than the 250 MB budget leaves. The light app
plays recordings and takes transcripts typed by hand; turning speech into text needs the full app, and it says so (``model/installed.py`` tells the light app apart by
these names)."""

NEVER_MODULES = """
tkinter matplotlib IPython jupyter_client notebook pytest _pytest pytestqt importlinter grimp
ruff tensorboard PyInstaller setuptools pip
""".split()
"""Left out of every bundle: development tools and GUI toolkits we do not use."""

QT_EXCLUDES = [
    "PySide6." + name
    for name in """
    Qt3DAnimation Qt3DCore Qt3DExtras Qt3DInput Qt3DLogic Qt3DRender QtBluetooth QtCharts
    QtDataVisualization QtGraphs QtLocation QtMultimediaWidgets QtNetworkAuth QtNfc
    QtPositioning QtQuick3D QtRemoteObjects QtScxml QtSensors QtSerialBus QtSerialPort
    QtSpatialAudio QtWebChannel QtWebEngineCore QtWebEngineWidgets QtWebSockets QtDesigner QtHelp
    QtTest QtSql QtQml QtQuick QtQuickWidgets
    """.split()
]
"""Qt modules the app never uses (the app uses QtCore, QtGui, QtWidgets, QtSvg, QtPrintSupport, QtPdf, and
QtMultimedia to play a segment of a recording: app/ui/segment_player.py)."""


GLIBC_FLOOR = (2, 35)
"""The newest glibc symbol version a Linux bundle may need: Ubuntu 22.04's glibc (2.35), the oldest base PySide6's
``manylinux_2_34`` wheels run on; Debian 12 has 2.36. ``tests/test_bundle_walk.py`` holds every ELF file of a built
bundle to it (and to :data:`GLIBCXX_FLOOR`)."""

GLIBCXX_FLOOR = (3, 4, 30)
"""The newest ``GLIBCXX_`` symbol version a Linux bundle may need from the system's C++ runtime (libstdc++ of GCC 12:
Ubuntu 22.04 and Debian 12), which the bundle does not carry (:data:`SYSTEM_LIBRARIES`)."""

CXXABI_FLOOR = (1, 3, 13)
"""The newest ``CXXABI_`` symbol version a Linux bundle may need (the same libstdc++ of GCC 12)."""

SIZE_BUDGET = 250_000_000
"""The most the light bundle's archive may weigh, in bytes (the ``.tar.xz`` of Linux): a download over a community
centre's or a volunteer's phone connection. ``tests/test_bundle_walk.py`` holds a built archive to it."""

SYSTEM_LIBRARIES = ("libstdc++.so.6", "libgcc_s.so.1", "libexpat.so.1", "libmvec.so.1")
"""Shared libraries a Linux bundle takes from the system instead of the build machine. ``libmvec`` is part of glibc
(it must match the system's ``libc``); the C++ runtime, its unwinder and expat are on every desktop Linux, and the
build machine's copies carry its glibc level (Debian 12's ``libstdc++`` and ``libexpat`` need GLIBC_2.36, one past
:data:`GLIBC_FLOOR`). PyInstaller leaves out ``libc``, ``libm`` and the rest of glibc by itself."""


def _is_data(path: Path) -> bool:
    return (
        path.is_file()
        and "__pycache__" not in path.parts
        and (path.suffix.lower() in DATA_SUFFIXES or path.name in DATA_NAMES)
    )


def data_files(repo: Path = REPO) -> list[tuple[str, str]]:
    """PyInstaller ``datas`` entries ``(source file, destination folder)``, both relative to ``repo``.

    Every data file under ``assets/`` (fonts with their licences, ``styles.toml``, the sample book in
    ``examples/`` with its photos, model configs for the catalogue, translations, icons, the print-shop CMYK
    profile in ``color/`` with its licence), every compiled
    translation (``*.qm``) and icon under ``app/``, and the app icon (``packaging/icons``: SVG, 64 and 256 px
    PNG, for the window icon) and the project's ``LICENSE``. Destinations mirror the source tree, so ``assets.ASSETS_DIR`` (``Path(__file__).parent``) finds them inside the bundle unchanged.
    """
    files = [p for p in sorted((repo / "assets").rglob("*")) if _is_data(p)]
    files += [
        p
        for p in sorted((repo / "app").rglob("*"))
        if _is_data(p) and p.suffix.lower() in {".qm", ".png", ".svg"}
    ]
    files += sorted((repo / "words" / "catalogue").glob("*.mo"))  # the message catalogues (words.catalogue)
    icons = repo / "packaging" / "icons"
    files += [icons / "memorybook.svg"] + [icons / f"memorybook-{size}.png" for size in (64, 256)]
    files += [p for p in [repo / "LICENSE"] if p.is_file()]
    return [(p.relative_to(repo).as_posix(), p.parent.relative_to(repo).as_posix()) for p in files]
