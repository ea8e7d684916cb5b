#!/usr/bin/env bash
# Install (or remove) Memory Picture Book for the current user, from the unpacked bundle folder.
#
#   ./install.sh              copy to ~/.local/opt/memorybook, add `memorybook` to ~/.local/bin and the app
#                             to the applications menu (icon + .desktop entry)
#   ./install.sh --uninstall  remove all of that again (your books and settings are not touched)
#
# PREFIX=/opt sudo ./install.sh installs for everyone (menu entry under /usr/local/share).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [[ "${PREFIX:-}" ]]; then
  target="$PREFIX/memorybook"; bin=/usr/local/bin; share=/usr/local/share
else
  target="$HOME/.local/opt/memorybook"; bin="$HOME/.local/bin"; share="${XDG_DATA_HOME:-$HOME/.local/share}"
fi

remove() {
  rm -f "$bin/memorybook" "$share/applications/memorybook.desktop"
  find "$share/icons/hicolor" -path '*/apps/memorybook.*' -delete 2>/dev/null || true
  rm -rf "$target"
}

if [[ "${1:-}" == "--uninstall" ]]; then
  remove
  echo "removed Memory Picture Book (books and settings are kept)"
  exit 0
fi

if [[ "$here" != "$target" ]]; then
  remove
  mkdir -p "$(dirname "$target")"
  cp -a "$here" "$target"
fi
mkdir -p "$bin" "$share/applications"
ln -sf "$target/memorybook" "$bin/memorybook"
(cd "$target/share" && find icons -type f -name 'memorybook.*' -exec install -D -m 644 {} "$share/{}" \;)
sed -e "s|^Exec=memorybook|Exec=\"$target/memorybook\"|" -e "s|^TryExec=memorybook|TryExec=$target/memorybook|" \
  "$target/share/applications/memorybook.desktop" > "$share/applications/memorybook.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$share/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
echo "installed into $target; start it from the applications menu or run: memorybook gui"
