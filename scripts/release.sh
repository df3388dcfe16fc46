#!/usr/bin/env bash
# Cuts a release (issue 21 item 3): scripts/release.sh X.Y.Z
#
# On a clean main: sets the version everywhere it is written (package.json, package-lock.json and
# src/version.ts, which findings' documentation links and `--version` read), rebuilds docs/ and
# dist/ so they carry it, runs the checks, commits "release: vX.Y.Z", tags vX.Y.Z and moves the
# major tag vX to it (the tag `uses: kube-api-review/kube-api-review@vX` follows). It pushes and
# publishes nothing: it prints the commands, so the tags are looked at before anyone sees them.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "release: $*" >&2; exit 1; }

version=${1:-}
[[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] || fail "usage: scripts/release.sh X.Y.Z (got '${version}')"
major=v${BASH_REMATCH[1]}
tag=v$version
current=$(node -p 'require("./package.json").version')

[ "$(git rev-parse --abbrev-ref HEAD)" = main ] || [ "${RELEASE_ANY_BRANCH:-}" = 1 ] || fail "releases are cut from main"
[ -z "$(git status --porcelain)" ] || fail "the working tree is not clean"
! git rev-parse -q --verify "refs/tags/$tag" >/dev/null || fail "$tag already exists"
# Versions only go up: a lower one would make the moving tag go back in time.
node -e '
  const [a, b] = process.argv.slice(1).map((v) => v.split(".").map(Number));
  const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  if (cmp <= 0) { console.error(`release: ${process.argv[1]} is not above the current ${process.argv[2]}`); process.exit(1); }
' "$version" "$current"

npm version "$version" --no-git-tag-version >/dev/null
sed -i.bak -E "s/^export const VERSION = '[^']*';$/export const VERSION = '$version';/" src/version.ts && rm src/version.ts.bak
grep -qxF "export const VERSION = '$version';" src/version.ts || fail "could not set the version in src/version.ts"

npm run --silent docs
npm run --silent bundle
# RELEASE_SKIP_CHECKS=1 only to try the script out in a scratch clone.
if [ "${RELEASE_SKIP_CHECKS:-}" != 1 ]; then
  npm test
  bash scripts/check-package.sh
fi

git add package.json package-lock.json src/version.ts README.md docs dist
git commit -q -m "release: $tag"
git tag -a "$tag" -m "kube-api-review $version"
git tag -f -a "$major" -m "kube-api-review $version (the newest ${major}.x release)" >/dev/null
echo "release: committed and tagged $tag; $major now points at it. To publish:"
echo "  git push origin main $tag && git push --force origin $major"
echo "  npm publish"
