#!/usr/bin/env bash
# Smoke-test a built bundle the way a volunteer first uses it: the version, the sample book as a PDF (sketch
# engine, no model, no network), and a screenshot of the desktop app with that book open.
#
#   bash packaging/smoke-test.sh BUNDLE_DIR [OUT_DIR]
#
# BUNDLE_DIR is dist/memorybook (Linux, Windows) or "dist/Memory Picture Book.app/Contents/MacOS" (macOS).
# Writes OUT_DIR/demo.pdf and OUT_DIR/app.png (default smoke/); exits non-zero when any step fails or a file
# is missing or empty. Used by .github/workflows/release.yml on every system and by packaging/ci-linux-job.sh.
set -euo pipefail
bundle="${1:?usage: bash packaging/smoke-test.sh BUNDLE_DIR [OUT_DIR]}"
out="${2:-smoke}"
mkdir -p "$out"
exe="$bundle/memorybook"
[[ -x "$exe" ]] || exe="$bundle/memorybook.exe"
[[ -x "$exe" || -f "$exe" ]] || { echo "no memorybook executable in $bundle" >&2; exit 1; }
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
export MEMORYBOOK_CONFIG_DIR="$out/config"   # never the runner's own settings
export HF_HUB_OFFLINE=1                       # a smoke test never downloads
"$exe" --version
"$exe" demo -o "$out/demo.pdf"
"$exe" new "$out/sample.mbook" --from assets/examples/waipo-zh.md --photos assets/examples/photos
"$exe" gui "$out/sample.mbook" --screenshot "$out/app.png"
for f in "$out/demo.pdf" "$out/app.png"; do
  [[ -s "$f" ]] || { echo "smoke test: $f is missing or empty" >&2; exit 1; }
done
echo "smoke test passed: $(ls -l "$out/demo.pdf" "$out/app.png" | awk '{print $5, $NF}' | tr '\n' ' ')"
