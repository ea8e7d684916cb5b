#!/usr/bin/env bash
# Build the Linux bundle of Memory Picture Book with PyInstaller: dist/memorybook/ and a .tar.xz beside it.
#
#   bash packaging/build-linux.sh                 # light: sketch engine + PDF + desktop app, no torch
#   bash packaging/build-linux.sh full-cpu        # + diffusion engine with CPU-only torch
#   bash packaging/build-linux.sh full-cuda       # + diffusion engine with CUDA torch (NVIDIA GPUs)
#
# Environment:
#   PYTHON=/path/to/python   build with this interpreter's packages as they are (no venv is made); it must
#                            have PyInstaller (pip install -e ".[packaging]") and, for full, torch.
#   TORCH_INDEX=cu128        CUDA wheel tag of download.pytorch.org for full-cuda (default cu128)
#   NO_TAR=1                 skip the .tar.xz
# Writes dist/memorybook/ and dist/memorybook-<version>-linux-<arch>-<variant>.tar.xz (xz: the light bundle's budget is
# 250 MB, bundle_data.SIZE_BUDGET; gzip made it ≈ 35 % larger). Build on the oldest system you support, or anywhere:
# the spec leaves out the system libraries that carry the build machine's glibc (bundle_data.SYSTEM_LIBRARIES), and
# `python packaging/elf_needs.py dist/memorybook` prints the newest glibc the bundle needs.
# Without PYTHON a fresh venv .venv-bundle-<variant>/ is made from python3 (≥ 3.11) and filled from PyPI
# (and the PyTorch index for full-*). Model weights are never bundled.
set -euo pipefail
cd "$(dirname "$0")/.."

variant="${1:-light}"
case "$variant" in
  light) spec_variant=light ;;
  full-cpu | full-cuda) spec_variant=full ;;
  *) echo "usage: bash packaging/build-linux.sh [light|full-cpu|full-cuda]" >&2; exit 2 ;;
esac

start=$(date +%s)
if [[ -z "${PYTHON:-}" ]]; then
  venv=".venv-bundle-$variant"
  python3 -m venv "$venv"
  PYTHON="$venv/bin/python"
  "$PYTHON" -m pip install --upgrade pip
  case "$variant" in
    full-cpu) "$PYTHON" -m pip install torch --index-url https://download.pytorch.org/whl/cpu ;;
    full-cuda) "$PYTHON" -m pip install torch --index-url "https://download.pytorch.org/whl/${TORCH_INDEX:-cu128}" ;;
  esac
  "$PYTHON" packaging/requirements.py "$spec_variant" > "$venv/requirements.txt"
  "$PYTHON" -m pip install -r "$venv/requirements.txt"
fi

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller \
  packaging/memorybook.spec -- --variant "$spec_variant"

bundle=dist/memorybook
# Desktop integration: the menu entry and icons, installed by the app on its first start (asked) or by
# install-linux.sh from a terminal.
mkdir -p "$bundle/share/applications"
cp packaging/memorybook.desktop "$bundle/share/applications/"
for png in packaging/icons/memorybook-*.png; do
  size="${png##*-}"; size="${size%.png}"
  mkdir -p "$bundle/share/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$bundle/share/icons/hicolor/${size}x${size}/apps/memorybook.png"
done
mkdir -p "$bundle/share/icons/hicolor/scalable/apps"
cp packaging/icons/memorybook.svg "$bundle/share/icons/hicolor/scalable/apps/memorybook.svg"
cp packaging/install-linux.sh "$bundle/install.sh"
chmod +x "$bundle/install.sh"
# MemoryPictureBook, to double-click: a link to memorybook, which opens the desktop app when started by that name
# or with no arguments and no terminal (packaging/launcher.py); the bootloader finds _internal/ through the link.
ln -sfn memorybook "$bundle/MemoryPictureBook"
# "Memory Picture Book.desktop" at the top: file managers that run desktop entries start the app from it
# (app/desktop_entry.py makes it from the same template).
"$PYTHON" -c 'import sys; from app.desktop_entry import write_folder_entry; write_folder_entry(sys.argv[1])' "$bundle"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$bundle/Memory Picture Book.desktop" "$bundle/share/applications/memorybook.desktop"
fi

"$bundle/memorybook" --version
version=$("$PYTHON" -c "import sys; sys.path.insert(0, '.'); from app import __version__; print(__version__)")
echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1), variant $variant)"
if [[ -z "${NO_TAR:-}" ]]; then
  archive="dist/memorybook-$version-linux-$(uname -m)-$variant.tar.xz"
  rm -f dist/memorybook-*-linux-*.tar.gz "$archive"
  tar -cf - -C dist memorybook | xz -T0 -6 > "$archive.part"
  mv "$archive.part" "$archive"
  echo "archive: $archive ($(du -sh "$archive" | cut -f1))"
fi
echo "build wall time: $(( $(date +%s) - start )) s"
