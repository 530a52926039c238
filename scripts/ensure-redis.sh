#!/usr/bin/env bash
# Installs Debian's redis-server for the shared-state tests when it is missing.
# The tests start their own server on a free loopback port (tests/helpers/redis.ts);
# nothing here starts or configures one.
set -euo pipefail
REDIS_SERVER="${REDIS_SERVER_PATH:-redis-server}"
if command -v "$REDIS_SERVER" >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "redis-server is missing; install Debian's 'redis-server' package (needs root)." >&2
  exit 1
fi
echo "Installing Debian's redis-server package for the shared-state tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends redis-server >/dev/null
"$REDIS_SERVER" --version
