#!/bin/sh
# Rebuild assets/color/fogra39_memorybook.icc: the CMYK output profile of the print-shop PDF (FOGRA39,
# ISO 12647-2:2004/Amd 1 coated paper), made with ArgyllCMS's colprof from the FOGRA39 characterization
# data that Debian ships under the zlib licence. See README.md beside this script.
#
# Needs (Debian 12 "bookworm"): argyll 2.3.1+repack-1.1+b1 (colprof), apt-get and dpkg-deb to fetch
# icc-profiles-free 2.0.1+dfsg-1.1, python3 (standard library only), sha256sum.
#   sudo apt-get install argyll && sh assets/color/build_fogra39.sh
# Or pass a folder holding FOGRA39L.ti3 and sRGB.icc (as /usr/share/color/icc of that package) instead of
# downloading: sh assets/color/build_fogra39.sh /usr/share/color/icc
#
# The inputs are checked against the sha256 sums below; the profile header's creation date is set to
# PROFILE_DATE so that the same inputs and colprof version give the same bytes. Takes about 1.5 minutes.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/fogra39_memorybook.icc"
PACKAGE_VERSION="2.0.1+dfsg-1.1"
COLPROF_VERSION="2.3.1"
TI3_SHA256="e44e6dfa81633588db98b5613a821d4a936d3d9438d2eb983083c3232df393fa"  # FOGRA39L.ti3
SRGB_SHA256="2a92d4bae450b76d8b0aa42193df974d75f62738ecebf74f01c5e75b12a95796"  # sRGB.icc (gamut source)
PROFILE_DATE="2026-12-01T00:00:00"
DESCRIPTION="FOGRA39 (Memory Picture Book, built with ArgyllCMS from FOGRA39L.ti3)"
COPYRIGHT="Derived from FOGRA39L.ti3 (c) Kai-Uwe Behrmann, zlib licence. Altered: profiled with ArgyllCMS colprof for Memory Picture Book."

command -v colprof >/dev/null || { echo "colprof not found: install ArgyllCMS (apt-get install argyll)" >&2; exit 1; }
colprof 2>&1 | grep -q "Version $COLPROF_VERSION" ||
  echo "warning: colprof is not version $COLPROF_VERSION; the profile will differ from the shipped one" >&2

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT INT TERM

if [ $# -ge 1 ]; then
  SRC="$1"
else
  (cd "$WORK" && apt-get download "icc-profiles-free=$PACKAGE_VERSION" && dpkg-deb -x icc-profiles-free_*.deb pkg)
  SRC="$WORK/pkg/usr/share/color/icc"
fi
cp "$SRC/FOGRA39L.ti3" "$SRC/sRGB.icc" "$WORK/"
cd "$WORK"
printf '%s  FOGRA39L.ti3\n%s  sRGB.icc\n' "$TI3_SHA256" "$SRGB_SHA256" | sha256sum -c -

# -qm: medium quality cLUTs (keeps the profile about 230 KB)
# -kr: black generation ramps linearly from 0 at paper white to 100 % at the darkest black (Argyll's default)
# -l330 -L100: total area coverage 330 % (the ISO 12647-2 / FOGRA39 limit for coated paper), black up to 100 %
# -nc: leave the measurement data out of the profile
# -S sRGB.icc -cmt -dpp: perceptual and saturation tables gamut-map sRGB (what the app converts from),
#   seen on a monitor in a typical room, to a print in a practical viewing booth (ISO 3664 P2)
colprof -v -qm -kr -l330 -L100 -nc -S sRGB.icc -cmt -dpp -D "$DESCRIPTION" -C "$COPYRIGHT" \
  -O profile.icc FOGRA39L >colprof.log 2>&1 || { cat colprof.log >&2; exit 1; }
grep -E "Total ink limit|Profile check complete" colprof.log

python3 - "$PROFILE_DATE" <<'EOF'
"""Set the ICC header's creation date (bytes 24-35, ICC.1:2001-04 section 6.1.3) to a fixed value."""
import datetime
import struct
import sys

date = datetime.datetime.fromisoformat(sys.argv[1])
with open("profile.icc", "r+b") as handle:
    handle.seek(24)
    handle.write(struct.pack(">6H", date.year, date.month, date.day, date.hour, date.minute, date.second))
EOF

cp profile.icc "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
sha256sum "$OUT"
wc -c <"$OUT"
