#!/usr/bin/env bash
# Serve a production build with Debian's nginx and exactly the production configuration, in the foreground.
#   deploy/serve-nginx.sh BUILD_DIR PORT
# Listens on 127.0.0.1 (LISTEN_HOST=0.0.0.0 in the container). Needs no root: nginx runs from a prefix
# directory (NGINX_PREFIX, default a new temporary one) that links the build and this folder's files.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR PORT" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
port=$2
here=$(cd "$(dirname "$0")" && pwd)
nginx_bin=${NGINX_BIN:-/usr/sbin/nginx}

if [ ! -f "$build/.nginx/csp.conf" ] || [ ! -f "$build/.nginx/redirects.conf" ]; then
  # A fresh `npm run build` has neither the includes nor the .br/.gz copies: make them, from the repository.
  prepare="$here/../scripts/prepare-serving.ts"
  if [ -f "$prepare" ] && command -v npx >/dev/null; then
    (cd "$here/.." && npx --no-install tsx "$prepare" "$build") >&2
  else
    echo "$build has no .nginx/ includes: run 'npm run prepare-serving' after 'npm run build'." >&2
    exit 1
  fi
fi
if [ ! -x "$nginx_bin" ]; then
  echo "nginx not found at $nginx_bin: apt-get install nginx libnginx-mod-http-brotli-static" >&2
  exit 1
fi

prefix=${NGINX_PREFIX:-$(mktemp -d -t vllm-docs-nginx.XXXXXX)}
mkdir -p "$prefix/conf" "$prefix/tmp"
chmod 755 "$prefix"
cp "$here/nginx.conf" "$here/site.conf" "$here/security-headers.conf" "$prefix/conf/"
echo "listen ${LISTEN_HOST:-127.0.0.1}:$port;" > "$prefix/conf/listen.conf"
ln -sfn "$build/.nginx" "$prefix/conf/build"
ln -sfn "$build" "$prefix/html"

# Started as root, nginx would hand requests to "nobody", who may not be able to read the build:
# let the workers run as the build's owner instead.
globals='daemon off;'
if [ "$(id -u)" = 0 ]; then
  globals="$globals user $(stat -c '%U %G' "$build");"
fi

"$nginx_bin" -t -q -p "$prefix/" -c conf/nginx.conf -g "$globals"
echo "serving $build at http://${LISTEN_HOST:-127.0.0.1}:$port/ (nginx prefix $prefix)"
exec "$nginx_bin" -p "$prefix/" -c conf/nginx.conf -g "$globals"
