// The third-party licence notices of what dist/ ships (issue 21 item 2): one section per npm
// package that has code in a bundle or a file copied into dist/, with the licence text the
// package itself carries. Built from what esbuild reports it bundled (build-bundles.mjs), not
// from package.json, so a dependency that tree-shaking drops is not listed and one that a
// bundle pulls in transitively is. Deterministic, so CI's dist/ check also checks the notices.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The package directory (relative to root) a bundled path belongs to: the part up to its last
 * node_modules/<name> or node_modules/@scope/<name>, so a nested copy of a package is its own
 * entry. Undefined for the project's own sources and esbuild's virtual modules.
 */
export function packageDirOf(path) {
  const parts = path.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const scoped = parts[at + 1].startsWith('@');
  if (scoped && at + 2 >= parts.length) return undefined;
  return parts.slice(0, at + (scoped ? 3 : 2)).join('/');
}

// The names packages give their licence files (LICENSE, LICENSE.md, LICENCE-MIT, COPYING, ...).
const LICENCE_FILE = /^(licen[cs]e|copying)([-._].*)?$/i;

function packageNotice(root, dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const files = readdirSync(join(root, dir))
    .filter((f) => LICENCE_FILE.test(f))
    .sort();
  const licence =
    typeof manifest.license === 'string'
      ? manifest.license
      : JSON.stringify(manifest.license ?? manifest.licenses ?? null);
  const texts = files.map((f) =>
    readFileSync(join(root, dir, f), 'utf8')
      .replace(/\r\n/g, '\n')
      .trimEnd(),
  );
  return { name: manifest.name, version: manifest.version, licence, files, texts };
}

/**
 * The notices file's text for the given bundled and copied paths (relative to root). Throws when
 * a package carries no licence file: shipping its code without its notice is the bug to catch.
 */
export function thirdPartyNotices(root, { bundled, copied }) {
  const dirs = new Set([...bundled, ...copied].map(packageDirOf).filter((d) => d !== undefined));
  const notices = [...dirs].map((dir) => packageNotice(root, dir));
  notices.sort((a, b) => (a.name === b.name ? (a.version < b.version ? -1 : 1) : a.name < b.name ? -1 : 1));
  const missing = notices.filter((n) => n.files.length === 0);
  if (missing.length > 0)
    throw new Error(
      `no licence file in ${missing.map((n) => `${n.name}@${n.version}`).join(', ')}: add its notice by hand before shipping it`,
    );
  const rule = '-'.repeat(78);
  const head = [
    "Third-party software in kube-api-review's dist/",
    '',
    'dist/ bundles code from, or copies files of, the npm packages below. Each is listed with the',
    'licence it declares and the licence text it carries. This file is written by',
    'scripts/bundle.mjs from what the bundler included; do not edit it by hand.',
    '',
    ...notices.map((n) => `- ${n.name}@${n.version} (${n.licence})`),
  ];
  const sections = notices.map((n) =>
    [
      rule,
      `${n.name}@${n.version}`,
      `License: ${n.licence}`,
      ...n.files.flatMap((f, i) => ['', `${f}:`, '', n.texts[i]]),
    ].join('\n'),
  );
  return `${[head.join('\n'), ...sections].join('\n\n')}\n`;
}
