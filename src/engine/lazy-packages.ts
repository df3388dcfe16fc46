import { createRequire } from 'node:module';

// Packages that only some inputs need, required on their first use instead of imported: a review
// of CRDs without x-kubernetes-validations or RE2 patterns never loads the CEL library or the RE2
// port, nor one without include or exclude globs the glob matcher (issue 17 item 4: a one-file review starts in at most twice Node's own start). The rules
// stay synchronous, so the load is a require(). From the sources (tests, scripts) it finds the
// package in node_modules; the bundles carry each package as a CommonJS file beside them, which
// scripts/build-bundles.mjs builds and names in these require() calls instead (LAZY_PACKAGES).

const requireHere = createRequire(import.meta.url);

type CelJs = typeof import('@marcbachmann/cel-js');
type Re2js = typeof import('re2js');
type Picomatch = typeof import('picomatch');

let cel: CelJs | undefined;
let re2: Re2js | undefined;
let glob: Picomatch | undefined;

/** @marcbachmann/cel-js: the CEL parser, checker and evaluator (crd/cel, cr/ CEL rules). */
export const celJs = (): CelJs => (cel ??= requireHere('@marcbachmann/cel-js') as CelJs);

/** re2js: Go's regexp, for OpenAPI patterns and CEL's matches() (crd/structural, cr/ values). */
export const re2js = (): Re2js => (re2 ??= requireHere('re2js') as Re2js);

/** picomatch: the include and exclude globs of the configuration and the action's paths input. */
export const picomatch = (): Picomatch => (glob ??= requireHere('picomatch') as Picomatch);
