#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser: its headless shell (the same engine,
# about 40% less CPU per test; decision 0033), or the whole browser when the shell cannot be had. The
# HTML checker needs Java. Install what is missing when we are root; otherwise say what to install.
set -euo pipefail
needed=()
[ -x /usr/bin/chromium ] || needed+=(chromium)
command -v java >/dev/null 2>&1 || needed+=(default-jre-headless)
wanted=()
[ -x /usr/bin/chromium-headless-shell ] || wanted+=(chromium-headless-shell)
[ ${#needed[@]} -eq 0 ] && [ ${#wanted[@]} -eq 0 ] && exit 0

# Installs packages from Debian; the package lists are read again only when they lack them (a fresh machine).
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq "$@" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$@" >/dev/null; }
}

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  if [ ${#needed[@]} -gt 0 ]; then
    echo "Installing ${needed[*]} from Debian's packages..."
    apt_install "${needed[@]}"
  fi
  if [ ${#wanted[@]} -gt 0 ]; then
    echo "Installing ${wanted[*]} from Debian's packages..."
    apt_install "${wanted[@]}" || echo "Could not install ${wanted[*]}: the browser tests run in the whole browser, more slowly." >&2
  fi
  exit 0
fi
if [ ${#wanted[@]} -gt 0 ]; then
  echo "Chromium's headless shell is not installed: the browser tests run in the whole browser, more slowly." >&2
  echo "Install it with: sudo apt-get install chromium-headless-shell   (Debian/Ubuntu)" >&2
fi
if [ ${#needed[@]} -gt 0 ]; then
  echo "Missing: ${needed[*]}." >&2
  echo "Install them with: sudo apt-get install ${needed[*]}   (Debian/Ubuntu)" >&2
  echo "The tests need /usr/bin/chromium (set CHROMIUM_PATH for another path) and java on PATH." >&2
  exit 1
fi
