#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser, and the
# HTML checker needs Java. Install them when missing and we are root;
# otherwise say what to install.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing: ${missing[*]}." >&2
  echo "Install them with: sudo apt-get install ${missing[*]}   (Debian/Ubuntu)" >&2
  echo "The tests need /usr/bin/chromium (set CHROMIUM_PATH for another path) and java on PATH." >&2
  exit 1
fi
