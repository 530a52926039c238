#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# Playwright drives it through executablePath; it cannot download its own browser here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM; install Debian's 'chromium' package (needs root)." >&2
  exit 1
fi
echo "Installing Debian's chromium package for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
"$CHROMIUM" --version
