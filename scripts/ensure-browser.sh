#!/usr/bin/env bash
# Makes sure a Chromium for the e2e journeys (the browser, and its headless shell that the journeys drive) and CJK fonts
# for Chinese screenshots are present.
# Order: $CHROMIUM_PATH, /usr/bin/chromium, else Debian's packages when apt-get can run; otherwise it
# stops with a message saying how to get one. It never skips silently.
set -euo pipefail

if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]]; then
  echo "browser: using CHROMIUM_PATH=${CHROMIUM_PATH}"
  exit 0
fi

need=()
[[ -x /usr/bin/chromium ]] || need+=(chromium)
[[ -x /usr/lib/chromium/chromium-headless-shell ]] || need+=(chromium-headless-shell)
# grep reads the whole list: with -q it would stop at the first match, and fc-list, cut off, fails the pipe (pipefail).
if ! fc-list 2>/dev/null | grep -i "Noto Sans CJK" >/dev/null; then need+=(fonts-noto-cjk); fi

if [[ ${#need[@]} -eq 0 ]]; then
  echo "browser: /usr/bin/chromium, its headless shell and Noto CJK fonts present"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "browser: installing ${need[*]} from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" fontconfig >/dev/null
  exit 0
fi

echo "browser: no Chromium found. Install Debian's 'chromium' and 'fonts-noto-cjk' (apt-get install chromium fonts-noto-cjk)" >&2
echo "         or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1
