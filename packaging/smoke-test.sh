#!/usr/bin/env bash
# The volunteer's walk through a built bundle: every step a volunteer takes from photos to the books they hand over,
# with the bundle's own programs and nothing else (no Python, no repository: run it under a clean environment, as
# tests/test_bundle_walk.py and .ci/run do).
#
#   bash packaging/smoke-test.sh BUNDLE_DIR [OUT_DIR] [EXAMPLES_DIR]
#
# BUNDLE_DIR is dist/memorybook (Linux, Windows) or "dist/Memory Picture Book.app/Contents/MacOS" (macOS).
# EXAMPLES_DIR (default: assets/examples beside this script) holds a story script and photos, the volunteer's files;
# they are copied into OUT_DIR/files first and used from there. In OUT_DIR (default smoke/) the walk writes:
#   demo.pdf                      the sample book (memorybook demo)
#   book.mbook                    a new book from the story with its photos, a person added, checked
#   a5.pdf, shop.pdf, lulu.pdf + lulu-cover.pdf   A5 with bleed; PDF/X-4 for a print shop; Lulu hardcover + its cover
#   book.epub, companion/         the EPUB and the offline companion folder
#   book.zip, unpacked.mbook      packed and unpacked again
#   app.pdf, app.png              exported from the desktop app (its export dialog, offscreen), and its window
# Exits non-zero at the first step that fails or leaves a file missing or of the wrong kind. Used by
# .github/workflows/release.yml on every system, packaging/ci-linux-job.sh and .ci/run.
set -euo pipefail
bundle="${1:?usage: bash packaging/smoke-test.sh BUNDLE_DIR [OUT_DIR] [EXAMPLES_DIR]}"
out="${2:-smoke}"
examples="${3:-$(cd "$(dirname "$0")/.." && pwd)/assets/examples}"
bundle="$(cd "$bundle" && pwd)"
exe="$bundle/memorybook"
[[ -f "$exe" ]] || exe="$bundle/memorybook.exe"
[[ -f "$exe" ]] || { echo "smoke test: no memorybook executable in $bundle" >&2; exit 1; }
mkdir -p "$out"
out="$(cd "$out" && pwd)"
rm -rf "$out/files" "$out/book.mbook" "$out/unpacked.mbook" "$out/companion"
cp -R "$examples" "$out/files"
cd "$out"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
export MEMORYBOOK_CONFIG_DIR="$out/config"   # never the runner's own settings
export HF_HUB_OFFLINE=1                       # a smoke test never downloads

step() { echo "== memorybook $*"; "$exe" "$@"; }
starts_with() {  # FILE MAGIC: the file exists, is not empty and begins with MAGIC
  [[ -s "$1" ]] && [[ "$(head -c "${#2}" "$1")" == "$2" ]] || { echo "smoke test: $1 is missing or not a ${3:-file of its kind}" >&2; exit 1; }
}

step --version
step demo -o demo.pdf
step photos check files/photos
step new book.mbook --from files/waipo-zh.md --photos files/photos
step person add book.mbook 外婆 --photos files/photos/chelsea.png files/photos/coffee.png --trigger waipo
step check book.mbook --size a5 --bleed
step build book.mbook -o a5.pdf --size a5 --bleed
step build book.mbook -o shop.pdf --size a5 --print-shop
step build book.mbook -o lulu.pdf --size a5 --for lulu --binding hardcover
step epub book.mbook book.epub
step companion book.mbook companion
step pack book.mbook -o book.zip
step unpack book.zip unpacked.mbook
step gui book.mbook --export app.pdf
step gui unpacked.mbook --screenshot app.png

for pdf in demo a5 shop lulu lulu-cover app; do starts_with "$pdf.pdf" "%PDF-" "PDF"; done
starts_with book.epub "PK" "zip (EPUB)"
starts_with book.zip "PK" "zip"
starts_with app.png $'\x89PNG' "PNG"
[[ -s companion/index.html && -s unpacked.mbook/book.json && -s book.mbook/book.json ]] || {
  echo "smoke test: companion/index.html or a book.json is missing" >&2; exit 1; }
echo "smoke test passed: $(ls -l ./*.pdf book.epub book.zip app.png | awk '{print $5, $NF}' | tr '\n' ' ')"
