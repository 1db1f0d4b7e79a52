#!/usr/bin/env bash
# The static sweeps serve the build with the distribution's nginx and the configuration the build
# generates (scripts/sweeps/nginx.ts, decision 0036). Install it from Debian's packages when we are
# root; otherwise say what to install. The check starts its own nginx in the foreground on a loopback
# port and never touches the system's service.
set -euo pipefail
[ -n "${NGINX:-}" ] && [ -x "$NGINX" ] && exit 0
for candidate in /usr/sbin/nginx /usr/local/sbin/nginx; do [ -x "$candidate" ] && exit 0; done
command -v nginx >/dev/null 2>&1 && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing nginx from Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq nginx >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq nginx >/dev/null; }
  exit 0
fi
echo "Missing: nginx (the static sweeps serve the build with it)." >&2
echo "Install it with: sudo apt-get install nginx   (Debian/Ubuntu), or set NGINX=/path/to/nginx" >&2
exit 1
