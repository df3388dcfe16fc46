// The text report's colours (ANSI SGR), for a terminal only: the CLI decides when
// (terminal-capabilities.ts), and every other format is never coloured. Plain is the identity,
// so the coloured report is the plain one with escapes around some of its words.

export interface TextStyle {
  readonly file: (text: string) => string;
  readonly severity: (severity: 'error' | 'warning' | 'notice', text: string) => string;
  readonly ruleId: (text: string) => string;
}

const sgr =
  (open: number, close: number) =>
  (text: string): string =>
    `\x1b[${open}m${text}\x1b[${close}m`;
const bold = sgr(1, 22);
const dim = sgr(2, 22);
const SEVERITY_COLOUR = { error: sgr(31, 39), warning: sgr(33, 39), notice: sgr(36, 39) } as const;

export const PLAIN: TextStyle = { file: (t) => t, severity: (_, t) => t, ruleId: (t) => t };

export const COLOURED: TextStyle = {
  file: (t) => bold(sgr(4, 24)(t)),
  severity: (severity, t) => SEVERITY_COLOUR[severity](t),
  ruleId: dim,
};
