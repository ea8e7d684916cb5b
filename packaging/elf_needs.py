"""The newest glibc and libstdc++ symbol versions a Linux bundle needs: what decides the oldest system it runs on.

    python packaging/elf_needs.py dist/memorybook     # one line per library: the newest version and who needs it

Every ELF file of the folder is read with pyelftools: its ``.gnu.version_r`` section lists, for each shared library
it links, the symbol versions it needs (``GLIBC_2.34`` of ``libc.so.6``, ``GLIBCXX_3.4.30`` of ``libstdc++.so.6``).
The dynamic loader refuses a file whose needed version the system's library lacks ("version `GLIBC_2.36' not
found"), so the newest needed version is the floor. A file's own definitions (``.gnu.version_d``) are not needs.
"""

from __future__ import annotations

import sys
from pathlib import Path

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile
from elftools.elf.gnuversions import GNUVerNeedSection

PREFIXES = ("GLIBC_", "GLIBCXX_", "CXXABI_")
"""The symbol-version families that tie a bundle to the system's C and C++ runtimes."""


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("_", 1)[1].split(".") if part.isdigit())


def needed_versions(folder: Path) -> dict[str, tuple[tuple[int, ...], str]]:
    """``{prefix: (newest version needed, the file that needs it, relative to folder)}`` for each of
    :data:`PREFIXES` needed by any ELF file under ``folder`` (links are not followed; files that are not ELF are
    skipped). Raises OSError when a file cannot be read."""
    newest: dict[str, tuple[tuple[int, ...], str]] = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()):
        with path.open("rb") as stream:
            if stream.read(4) != b"\x7fELF":
                continue
            stream.seek(0)
            try:
                elf = ELFFile(stream)
            except ELFError:
                continue
            for section in elf.iter_sections():
                if not isinstance(section, GNUVerNeedSection):
                    continue
                for _needed, versions in section.iter_versions():
                    for version in versions:
                        name = version.name
                        prefix = next((p for p in PREFIXES if name.startswith(p)), None)
                        if prefix is not None and (
                            prefix not in newest or _version(name) > newest[prefix][0]
                        ):
                            newest[prefix] = (_version(name), path.relative_to(folder).as_posix())
    return newest


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: python packaging/elf_needs.py BUNDLE_FOLDER", file=sys.stderr)
        return 2
    for prefix, (version, where) in sorted(needed_versions(Path(argv[0])).items()):
        print(f"{prefix}{'.'.join(map(str, version))}  needed by {where}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
