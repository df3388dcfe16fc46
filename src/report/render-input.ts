import type { Finding, Severity } from '../engine/finding.js';

/** What the registry knows about a rule, without its check: all a renderer may see of it. */
export interface RuleInfo {
  readonly id: string;
  readonly severity: Severity;
  readonly description: string;
  readonly docsUrl: string;
}

/** Everything a renderer turns into text. Renderers are pure: no I/O, no environment. */
export interface RenderInput {
  /** Already filtered: exactly what is shown. */
  readonly findings: readonly Finding[];
  /** Every registered rule, in registry order; SARIF lists them all. */
  readonly rules: readonly RuleInfo[];
  /** The head text of a file, for source lines; undefined when it is not at hand. */
  readonly texts: (file: string) => string | undefined;
  readonly stats: { readonly files: number; readonly objects: number; readonly durationMs: number };
  readonly toolVersion: string;
}
