#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser: its headless shell (the same engine,
# about 40% less CPU per test; decision 0033), or the whole browser when the shell cannot be had. The
# HTML checker needs Java. Install what is missing when we are root; otherwise say what to install.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  # The package lists are read again only when they do not have the packages (a fresh machine).
  apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null; }
elif [ "${missing[*]}" = "chromium-headless-shell" ]; then
  echo "Chromium's headless shell is not installed: the browser tests run in the whole browser, more slowly." >&2
  echo "Install it with: sudo apt-get install chromium-headless-shell   (Debian/Ubuntu)" >&2
else
  echo "Missing: ${missing[*]}." >&2
  echo "Install them with: sudo apt-get install ${missing[*]}   (Debian/Ubuntu)" >&2
  echo "The tests need /usr/bin/chromium (set CHROMIUM_PATH for another path) and java on PATH." >&2
  exit 1
fi
