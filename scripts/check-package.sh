#!/usr/bin/env bash
# The npm package as a user gets it (issue 21 item 1): packs the working tree, checks what the
# tarball holds, installs it into empty prefixes with `npm i -g --prefix` and through `npx`, and
# runs the installed bin on the machine's Node (the oldest the package supports: engines >=20.16)
# and on the action's Node 24 (the npm package `node`). The installed CLI must review examples/
# exactly as the committed dist/cli.js does, Go files included (its .wasm files must ship), and
# the install must need nothing from the registry (the bundles are self-contained).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/kar-package-XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "check-package: $*" >&2; exit 1; }

tarball=$work/$(npm pack --silent --pack-destination "$work" 2>/dev/null | tail -n 1)
[ -f "$tarball" ] || fail "npm pack wrote no tarball"

# What ships: the bundles (and the packages loaded on first use, *.cjs), the Go parser's WebAssembly, the notices, the docs and the config
# schema; no sources, tests or scripts.
listing=$(tar -tzf "$tarball" | sed 's#^package/##' | sort)
for want in dist/cli.js dist/cli-core.cjs dist/index.js dist/parse-worker.js dist/web-tree-sitter.wasm dist/tree-sitter-go.wasm \
  dist/cel-js.cjs dist/re2js.cjs dist/picomatch.cjs \
  dist/THIRD-PARTY-NOTICES LICENSE README.md package.json docs/config.schema.json; do
  grep -qxF "$want" <<<"$listing" || fail "the tarball has no $want"
done
grep -qE '^docs/rules/.+\.md$' <<<"$listing" || fail "the tarball has no docs/rules pages"
if unexpected=$(grep -vE '^(dist/|docs/|LICENSE$|README\.md$|package\.json$)' <<<"$listing"); then
  fail "the tarball holds files outside the files list: $unexpected"
fi
unpacked=$(tar -xzOf "$tarball" | wc -c)
[ "$unpacked" -lt $((10 * 1024 * 1024)) ] || fail "the package unpacks to $unpacked bytes, over 10 MiB"
node -e 'const p = require(process.argv[1]); if (p.dependencies && Object.keys(p.dependencies).length) { console.error("runtime dependencies: " + Object.keys(p.dependencies)); process.exit(1) }' "$root/package.json" \
  || fail "package.json has runtime dependencies; the bundles must not need any"

# The review of examples/ as the committed bundle does it, without the timing.
normalise() { node -e 'const j = JSON.parse(require("fs").readFileSync(0, "utf8")); delete j.stats.durationMs; process.stdout.write(JSON.stringify(j))'; }
review() { (cd "$root" && "$@" --format json examples || [ $? -eq 1 ]) | normalise; }
expected=$(review node dist/cli.js)
grep -q '"ruleId":"lifecycle/' <<<"$expected" || fail "the examples' review has no lifecycle/ finding, so it would not show that Go files are read"

# One Node per run: a directory with only `node` in it, first on PATH, so the bin's
# `#!/usr/bin/env node` and npm itself start that Node.
check_on() {
  local label=$1 node_bin=$2
  local bin=$work/node-$label/bin prefix=$work/prefix-$label
  mkdir -p "$bin" "$prefix"
  ln -s "$node_bin" "$bin/node"
  local version
  version=$(PATH="$bin:$PATH" node --version)
  # --offline: a package with no dependencies installs from its tarball alone.
  PATH="$bin:$PATH" npm install --global --offline --no-audit --no-fund --prefix "$prefix" "$tarball" >/dev/null 2>"$work/npm-$label.log" \
    || { cat "$work/npm-$label.log" >&2; fail "npm i -g of the tarball failed on Node $version"; }
  local cli=$prefix/bin/kube-api-review
  [ -x "$cli" ] || fail "npm i -g installed no kube-api-review bin on Node $version"
  PATH="$bin:$PATH" "$cli" --help | grep -q '^Usage:' || fail "kube-api-review --help printed no usage on Node $version"
  [ "$(PATH="$bin:$PATH" "$cli" --version)" = "$(node -p 'require(process.argv[1]).version' "$root/package.json")" ] \
    || fail "kube-api-review --version is not package.json's version on Node $version"
  [ "$(PATH="$bin:$PATH" review "$cli")" = "$expected" ] || fail "the installed CLI's review of examples/ differs from dist/cli.js's on Node $version"
  # npx runs the tarball's bin as well (in its own cache, so nothing of the user's is touched).
  PATH="$bin:$PATH" npm exec --offline --yes --cache "$work/npx-cache-$label" --package "$tarball" -- kube-api-review --help 2>"$work/npx-$label.log" | grep -q '^Usage:' \
    || { cat "$work/npx-$label.log" >&2; fail "npx kube-api-review --help failed on Node $version"; }
  echo "check-package: npm i -g and npx of $(basename "$tarball") work on Node $version"
}
check_on machine "$(command -v node)"
check_on action "$root/node_modules/node/bin/node"

[ "$(sed -n 's/^  using: //p' action.yml)" = node24 ] || fail "action.yml does not declare runs.using: node24"
echo "check-package: $(basename "$tarball"), $(grep -c . <<<"$listing") files, $unpacked bytes unpacked"
