#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing, with one
# apt-get run: Chromium's headless shell for the browser tests (Playwright drives it through
# executablePath; it cannot download its own browser here) and Chromium itself for the
# navigation benchmark and Lighthouse (scripts/lib/chromium.ts), redis-server for the
# shared-state tests and HAProxy for the topology test (each test starts its own server
# on a free loopback port, tests/helpers/redis.ts and scripts/lib/topology.ts; nothing
# here starts or configures one). And fonts for the scripts the platform's languages are
# written in, so the browser's pages and screenshots have no missing glyphs (the portal
# loads no web font: themes/base.ts): Noto's UI faces for Thai, Arabic (with Urdu's
# letters), the Indic scripts, Khmer, Lao and Myanmar (fonts-noto-ui-core, 1.4 MB, 5 MB
# installed), and WenQuanYi Micro Hei for Chinese, Japanese and Korean (fonts-wqy-microhei,
# 1.6 MB, 5 MB installed) rather than Noto CJK (57 MB, 91 MB installed).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}"
REDIS_SERVER="${REDIS_SERVER_PATH:-redis-server}"
HAPROXY="${HAPROXY_PATH:-/usr/sbin/haproxy}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium fonts-dejavu-core)
[ -x "$HEADLESS_SHELL" ] || missing+=(chromium-headless-shell)
command -v "$REDIS_SERVER" >/dev/null 2>&1 || missing+=(redis-server)
[ -x "$HAPROXY" ] || missing+=(haproxy)
# A script is covered when some installed font has its letters (fontconfig's own table).
covered() { command -v fc-list >/dev/null 2>&1 && fc-list -q ":lang=$1"; }
{ covered th && covered ur; } || missing+=(fonts-noto-ui-core)
covered zh-cn || missing+=(fonts-wqy-microhei)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages for the tests: ${missing[*]} (installing them needs root)." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
"$CHROMIUM" --version
"$HEADLESS_SHELL" --version
"$REDIS_SERVER" --version
"$HAPROXY" -v
