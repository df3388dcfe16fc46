// Kubernetes versions as feature gates and lifecycle tags compare them: MAJOR.MINOR.

export interface MinorVersion {
  readonly major: number;
  readonly minor: number;
}

const MAJOR_MINOR = /^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;

/** `1.20` or `v1.20`; undefined for anything else. */
export function parseMinorVersion(text: string): MinorVersion | undefined {
  const m = MAJOR_MINOR.exec(text);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined;
}

export const compareVersions = (a: MinorVersion, b: MinorVersion): number => a.major - b.major || a.minor - b.minor;

export const formatVersion = (v: MinorVersion): string => `${v.major}.${v.minor}`;
