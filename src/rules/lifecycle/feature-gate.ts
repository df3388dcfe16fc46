import type { MinorVersion } from './minor-version.js';

// A feature gate as the repository defines it (spec/go-lifecycle.md §3): its list of specs is
// the source of truth; stage comments are what §4.4 and §4.5 compare tags with.

export type Stage = 'Alpha' | 'Beta' | 'GA' | 'Deprecated';

export interface GateSpec {
  /** Undefined in a legacy (unversioned) spec. */
  readonly version?: MinorVersion;
  readonly stage?: Stage;
  readonly lockToDefault: boolean;
}

/** `// alpha: v1.20` on the gate's constant. */
export interface StageComment {
  /** Lower case, as written: alpha, beta, ga, deprecated. */
  readonly stage: string;
  readonly version: MinorVersion;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface FeatureGate {
  /** The gate's string, which tags use (not its Go identifier). */
  readonly name: string;
  /** Ordered by version; a legacy gate has one spec without a version. */
  readonly specs: readonly GateSpec[];
  readonly isLegacy: boolean;
  readonly stageComments: readonly StageComment[];
}

/** The last spec with Version ≤ at (§3); a legacy gate's only spec. */
export function effectiveSpec(
  gate: FeatureGate,
  at: MinorVersion | undefined,
  compare: (a: MinorVersion, b: MinorVersion) => number,
): GateSpec | undefined {
  let found: GateSpec | undefined;
  for (const spec of gate.specs) {
    if (spec.version === undefined || at === undefined || compare(spec.version, at) <= 0) found = spec;
  }
  return found;
}
