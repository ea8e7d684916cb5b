#!/usr/bin/env bash
# Build the macOS app of Memory Picture Book with PyInstaller: "dist/Memory Picture Book.app" and a .dmg.
#
#   bash packaging/build-macos.sh            # light: sketch engine + PDF + desktop app, no torch
#   bash packaging/build-macos.sh full       # + diffusion engine (PyPI torch: CPU + Apple GPU via MPS)
#
# Build on the oldest macOS you support, on the architecture you ship (arm64 for Apple silicon, x86_64 for
# Intel Macs; PyInstaller does not cross-build). PYTHON=/path/to/python reuses an environment;
# CODESIGN_IDENTITY="Developer ID Application: …" signs the app (then notarize with `xcrun notarytool`).
# Unsigned apps open with right-click → Open the first time. Model weights are never bundled.
# Not built or tested on the development machine (Linux); the spec and the launcher are shared with the
# Linux build, which is.
set -euo pipefail
cd "$(dirname "$0")/.."

variant="${1:-light}"
case "$variant" in
  light | full) ;;
  *) echo "usage: bash packaging/build-macos.sh [light|full]" >&2; exit 2 ;;
esac

start=$(date +%s)
if [[ -z "${PYTHON:-}" ]]; then
  venv=".venv-bundle-$variant"
  python3 -m venv "$venv"
  PYTHON="$venv/bin/python"
  "$PYTHON" -m pip install --upgrade pip
  "$PYTHON" packaging/requirements.py "$variant" > "$venv/requirements.txt"
  "$PYTHON" -m pip install -r "$venv/requirements.txt"
fi

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller \
  packaging/memorybook.spec -- --variant "$variant"

app="dist/Memory Picture Book.app"
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
  codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$app"
fi
"$app/Contents/MacOS/memorybook" --version
version=$("$PYTHON" -c "import sys; sys.path.insert(0, '.'); from app import __version__; print(__version__)")
dmg="dist/memorybook-$version-macos-$(uname -m)-$variant.dmg"
hdiutil create -volname "Memory Picture Book" -srcfolder "$app" -ov -format UDZO "$dmg"
echo "app: $app ($(du -sh "$app" | cut -f1), variant $variant); disk image: $dmg"
echo "build wall time: $(( $(date +%s) - start )) s"
