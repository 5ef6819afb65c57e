#!/usr/bin/env bash
# Install the built executable for the current user on Linux, with its menu entry and icon.
#
#   build/linux/install-desktop.sh [--prefix DIR] [--dist PATH] [--uninstall]
#
#   --prefix DIR   where to install (default: ~/.local); the layout under it:
#                    DIR/lib/briscola/               the executable folder (dist/briscola/)
#                    DIR/bin/briscola                a link to DIR/lib/briscola/briscola
#                    DIR/share/icons/hicolor/<N>x<N>/apps/briscola.png, .../scalable/apps/briscola.svg
#                    DIR/share/applications/briscola.desktop
#   --dist PATH    the executable folder (default: dist/briscola) or a one-file executable
#   --uninstall    remove what an install under the prefix put there
#
# The installed .desktop file names the executable by its full path, so the menu entry works
# even when DIR/bin is not on the PATH of the desktop session.
set -euo pipefail
TOP="$(cd "$(dirname "$0")/../.." && pwd)"
PREFIX="${HOME}/.local"
DIST="$TOP/dist/briscola"
UNINSTALL=0
SIZES="16 32 48 64 128 256 512"

die() { echo "install-desktop: $*" >&2; exit 1; }
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) [[ $# -ge 2 ]] || die "--prefix needs a folder"; PREFIX="$2"; shift 2 ;;
        --prefix=*) PREFIX="${1#--prefix=}"; shift ;;
        --dist) [[ $# -ge 2 ]] || die "--dist needs a path"; DIST="$2"; shift 2 ;;
        --dist=*) DIST="${1#--dist=}"; shift ;;
        --uninstall) UNINSTALL=1; shift ;;
        -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option '$1' (see --help)" ;;
    esac
done
[[ -n "$PREFIX" ]] || die "--prefix is empty"
mkdir -p "$PREFIX" && PREFIX="$(cd "$PREFIX" && pwd)"

APPDIR="$PREFIX/lib/briscola"
BIN="$PREFIX/bin/briscola"
ICONS="$PREFIX/share/icons/hicolor"
DESKTOP="$PREFIX/share/applications/briscola.desktop"

refresh() {   # let menus and icon themes notice; harmless when the tools are missing
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$PREFIX/share/applications" 2>/dev/null || true
    fi
    [[ -d "$ICONS" ]] && touch "$ICONS" || true
}

if [[ $UNINSTALL -eq 1 ]]; then
    rm -rf "$APPDIR"
    rm -f "$BIN" "$DESKTOP" "$ICONS/scalable/apps/briscola.svg"
    for n in $SIZES; do rm -f "$ICONS/${n}x${n}/apps/briscola.png"; done
    refresh
    echo "install-desktop: removed Briscola from $PREFIX"
    exit 0
fi

TARGET="$APPDIR/briscola"
case "$TARGET" in
    *[\\\"\`\$%]*) die "the path $TARGET has a character (\\ \" \` \$ %) a .desktop Exec line cannot hold plainly; choose another --prefix" ;;
esac

# The executable: a onedir folder (the default build) or a single file.
if [[ -d "$DIST" ]]; then
    [[ -x "$DIST/briscola" ]] || die "$DIST/briscola is missing: build it first (build/build_exe.sh)"
    rm -rf "$APPDIR"
    mkdir -p "$(dirname "$APPDIR")"
    cp -a "$DIST" "$APPDIR"
elif [[ -f "$DIST" && -x "$DIST" ]]; then
    rm -rf "$APPDIR"
    mkdir -p "$APPDIR"
    cp "$DIST" "$TARGET"
else
    die "no executable at $DIST: build it first (build/build_exe.sh)"
fi
mkdir -p "$PREFIX/bin"
ln -sfn "$TARGET" "$BIN"

# Icons: from the checkout, else from inside the executable folder.
ICON_SRC="$TOP/assets/icon"
[[ -f "$ICON_SRC/briscola-256.png" ]] || ICON_SRC="$APPDIR/_internal/assets/icon"
[[ -f "$ICON_SRC/briscola-256.png" ]] || die "no icon files in assets/icon (run build/make_icon.py)"
for n in $SIZES; do
    install -D -m 644 "$ICON_SRC/briscola-$n.png" "$ICONS/${n}x${n}/apps/briscola.png"
done
install -D -m 644 "$ICON_SRC/briscola.svg" "$ICONS/scalable/apps/briscola.svg"

# The menu entry, pointing at the installed executable.
mkdir -p "$(dirname "$DESKTOP")"
while IFS= read -r line; do
    if [[ "$line" == "Exec=briscola" ]]; then printf 'Exec="%s"\n' "$TARGET"; else printf '%s\n' "$line"; fi
done <"$TOP/build/linux/briscola.desktop" >"$DESKTOP.tmp"
chmod 644 "$DESKTOP.tmp"
mv "$DESKTOP.tmp" "$DESKTOP"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$DESKTOP" || die "desktop-file-validate rejected $DESKTOP"
fi
refresh

echo "install-desktop: installed Briscola in $PREFIX"
echo "  executable: $BIN -> $TARGET"
echo "  menu entry: $DESKTOP"
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "  note: $PREFIX/bin is not on PATH; the menu entry works anyway" ;; esac
