// The contract between rules, the filter and the reporters (DESIGN §4).

export type Severity = 'error' | 'warning' | 'notice';

export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 3, warning: 2, notice: 1 };

export interface ObjectRef {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace?: string;
  readonly name: string;
}

export interface Finding {
  readonly ruleId: string;
  readonly severity: Severity;
  readonly message: string;
  readonly file: string;
  /** 1-based; the start of the value (or key) the finding is about. */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly object?: ObjectRef;
  readonly fieldPath?: string;
  readonly data?: Readonly<Record<string, unknown>>;
  /** Replacement text for lines line..endLine, offered as a GitHub suggested change. */
  readonly suggestion?: string;
  readonly docsUrl: string;
  /** Rule id + object identity + field path (+ target): never the line, so it survives moves. */
  readonly fingerprint: string;
}
