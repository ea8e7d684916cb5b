"""Rebuild the interface translations: ``python -m app.i18n.build``.

1. ``pyside6-lupdate`` collects every ``tr()`` string of ``app/ui`` and ``app/viewmodels`` into the ``.ts``
   sources here (``memorybook_zh_CN.ts``, ``memorybook_en.ts``), keeping the translations already made;
2. translate new strings with ``pyside6-linguist`` (or by editing the ``.ts`` XML);
3. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` file the app loads (``app.ui.language``).

The tools come with PySide6 and are looked up beside the running Python (the virtualenv's ``bin/``) first.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
APP = HERE.parent
LOCALES = ("zh_CN", "en")


def tool(name: str) -> str:
    """Path of a PySide6 tool (``pyside6-lupdate``...), beside the interpreter or on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (it ships the Qt translation tools)")
    return found


def sources() -> list[str]:
    """The Python files whose ``tr()`` strings are translated, relative to the repository root."""
    files = sorted((APP / "ui").glob("*.py")) + sorted((APP / "viewmodels").glob("*.py"))
    return [str(f.relative_to(APP.parent)) for f in files]


def main() -> int:
    root = APP.parent
    for locale in LOCALES:
        ts = HERE / f"memorybook_{locale}.ts"
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *sources(),
                "-source-language",
                "en",
                "-target-language",
                locale,
                "-no-obsolete",
                "-ts",
                str(ts.relative_to(root)),
            ],
            cwd=root,
            check=True,
        )
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
