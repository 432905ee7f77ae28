#!/usr/bin/env bash
# Sets up everything Zashiki needs on this machine, idempotently and quickly when already done:
#   - on Debian/Ubuntu, the few system libraries Qt needs (installed only if missing);
#   - a virtual environment in .venv with Zashiki and what the purpose needs:
#       gui   (tools/play.sh)       the game alone
#       test  (tools/test.sh)       and the test tools, and the installer's build tools
#       build (installer/build.sh)  and the installer's build tools (PyInstaller, Pillow)
# It prints one line for each step it takes and nothing else; what the tools of a step print
# is kept aside and shown only when the step fails, with a sentence that says what to do.
# Japanese text needs no system font: the app ships IPAexGothic (client/resources/fonts).
# Usage: tools/bootstrap.sh [gui|test|build]
set -euo pipefail
cd "$(dirname "$0")/.."
purpose="${1:-gui}"
case "$purpose" in
  gui) extras="" ;;
  test) extras="test,installer" ;;
  build) extras="installer" ;;
  *) echo "usage: tools/bootstrap.sh [gui|test|build]" >&2; exit 2 ;;
esac
case "$purpose" in
  gui) again="run tools/play.sh again" ;;
  test) again="run tools/test.sh again" ;;
  build) again="run installer/build.sh again" ;;
esac

output="$(mktemp "${TMPDIR:-/tmp}/zashiki-setup.XXXXXX")"
trap 'rm -f "$output"' EXIT

fail() {  # what went wrong and what to do, then the tools' own last words
  echo "$1" >&2
  if [ -s "$output" ]; then
    echo "    (what it printed, last lines:)" >&2
    tail -n 25 "$output" | sed 's/^/    /' >&2
  fi
  exit 1
}

quietly() {  # run a command with its output kept aside
  "$@" >>"$output" 2>&1
}

# --- system libraries (Debian and Ubuntu) ---------------------------------------------------
# Qt's core needs; libpulse0 lets Qt Multimedia load (sound effects; silent without it)
qt_libs=(libegl1 libgl1 libopengl0 libxkbcommon0 libfontconfig1 fontconfig libdbus-1-3 libglib2.0-0
         libpulse0)
if [ "$purpose" = gui ]; then
  # the X11 (xcb) platform plugin of Qt 6
  qt_libs+=(libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
            libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libx11-xcb1 libxrender1)
fi

if command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  missing=()
  for pkg in "${qt_libs[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "==> installing the system libraries Qt needs: ${missing[*]}"
    sudo_cmd=()
    if [ "$(id -u)" -ne 0 ]; then
      command -v sudo >/dev/null 2>&1 || fail "Installing them needs administrator rights, and sudo is not here: as root, run
    apt-get install ${missing[*]}
then $again."
      sudo_cmd=(sudo)
    fi
    if ! quietly "${sudo_cmd[@]}" apt-get update -qq \
        || ! DEBIAN_FRONTEND=noninteractive quietly "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
      if grep -qiE "could not get lock|unable to acquire the dpkg|is another process using it" "$output"; then
        : >"$output"
        fail "The package manager is busy: another program is installing or updating software (an update in the background, or a software centre). Wait until it has finished, then $again."
      fi
      fail "The system libraries could not be installed. Install them yourself with
    sudo apt-get install ${missing[*]}
then $again."
    fi
  fi
fi

# --- Python and the virtual environment -----------------------------------------------------
python="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ] && [ ! -x .venv/Scripts/python.exe ]; then
  command -v "$python" >/dev/null 2>&1 || fail "Zashiki needs Python 3.10 or newer, and $python is not here: install Python (https://www.python.org/downloads/, or your system's python3 package), then $again."
  quietly "$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
    || fail "Zashiki needs Python 3.10 or newer; $python is $("$python" -V 2>&1). Install a newer Python (or set PYTHON=/path/to/python3.12), then $again."
  echo "==> creating the virtual environment (.venv)"
  if ! quietly "$python" -m venv .venv; then
    rm -rf .venv
    if grep -q "ensurepip" "$output"; then
      fail "Python's venv module is incomplete here: install it (on Debian or Ubuntu: sudo apt-get install python3-venv), then $again."
    fi
    fail "The virtual environment could not be created in .venv."
  fi
fi
venv_python=.venv/bin/python
[ -x "$venv_python" ] || venv_python=.venv/Scripts/python.exe  # Windows (Git Bash)

# --- Zashiki and its packages ---------------------------------------------------------------
# The stamp holds a hash of the packaging files and the extras installed; a purpose whose
# extras are already there installs nothing.
stamp=".venv/.zashiki-installed"
want="$(cat setup.cfg pyproject.toml | sha256sum | cut -d' ' -f1)"
have_hash="" have_extras=""
[ ! -f "$stamp" ] || read -r have_hash have_extras <"$stamp" || true
[ "$have_extras" != none ] || have_extras=""
needed=""
for extra in ${extras//,/ }; do
  case ",${have_extras}," in *",$extra,"*) ;; *) needed="yes" ;; esac
done
if [ "$have_hash" != "$want" ] || [ -n "$needed" ]; then
  [ "$have_hash" = "$want" ] || have_extras=""
  all="$(printf '%s\n' ${have_extras//,/ } ${extras//,/ } | sort -u | paste -sd, -)"
  echo "==> installing Zashiki${all:+ (with $all)} and its packages into .venv"
  quietly "$venv_python" -m pip install --upgrade pip \
    || fail "pip could not be updated in .venv (is the network reachable?); $again."
  quietly "$venv_python" -m pip install -e ".${all:+[$all]}" \
    || fail "Zashiki's packages could not be installed into .venv (is the network reachable?); $again."
  echo "$want ${all:-none}" >"$stamp"
fi

# --- the compiled translations (committed; recompiled only when a .ts changed) ---------------
quietly "$venv_python" tools/build_translations.py --no-lupdate \
  || fail "The translations could not be compiled (tools/build_translations.py)."

# --- what Qt needs from the system (Linux, for the window) ----------------------------------
if [ "$purpose" = gui ]; then
  if ! quietly "$venv_python" tools/qt_libraries.py; then
    echo "Qt cannot open a window here: $(tail -n 1 "$output")" >&2
    echo "Install the packages that provide them (your system's package manager can search by file name), then $again." >&2
    exit 1
  fi
fi
