#!/usr/bin/env bash
# Makes sure an nginx is present for the deploy stage of `npm test` (scripts/deploy/shop-behind-cache.test.ts), which
# runs deploy/nginx.conf.template in front of two storefronts.
# Order: $NGINX, /usr/sbin/nginx, else Debian's package when apt-get can run; otherwise it stops with a message saying
# how to get one. It never skips silently.
set -euo pipefail

if [[ -n "${NGINX:-}" && -x "${NGINX}" ]]; then
  echo "nginx: using NGINX=${NGINX}"
  exit 0
fi

if [[ -x /usr/sbin/nginx ]]; then
  echo "nginx: /usr/sbin/nginx present ($(/usr/sbin/nginx -v 2>&1))"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "nginx: installing Debian's nginx"
  export DEBIAN_FRONTEND=noninteractive
  # Where a service manager runs, the package also starts its own nginx on port 80; the test needs none of it.
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nginx >/dev/null
  exit 0
fi

echo "nginx: none found. Install Debian's 'nginx' (apt-get install nginx) or point NGINX at an nginx binary." >&2
exit 1
