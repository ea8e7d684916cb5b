#!/usr/bin/env bash
# The Linux job of .github/workflows/release.yml, step by step, runnable on any Debian/Ubuntu machine:
# Qt's X11 libraries, the light bundle (packaging/build-linux.sh, a fresh venv from PyPI), the smoke test.
#
#   bash packaging/ci-linux-job.sh [light|full-cpu]   # as the workflow runs it (default light)
#   SKIP_APT=1 bash packaging/ci-linux-job.sh  # where the libraries are already there (or no root)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${SKIP_APT:-}" ]]; then
  sudo=""; [[ "$(id -u)" == 0 ]] || sudo="sudo"
  $sudo apt-get update -q
  $sudo apt-get install -y -q libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 \
    libxcb-render-util0 libxcb-shape0 libxkbcommon-x11-0 libegl1 libgl1 libfontconfig1
fi
bash packaging/build-linux.sh "${1:-light}"
bash packaging/smoke-test.sh dist/memorybook smoke
