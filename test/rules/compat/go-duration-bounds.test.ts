import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { reviewChangeSet } from '../../../src/review-change-set.js';
import type { ChangedFile, ChangeSet } from '../../../src/sources/change-set.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// compat/validation-tightened on a string generated from a metav1.Duration (duration-limits.ts):
// its text is what time.ParseDuration reads, so `minLength: 1` refuses only "", which never
// decoded, and a maxLength beyond the 25 characters Go writes at most refuses only durations spelled
// out longer than that (rancher/fleet 0ba10c9c8). Reviewed through the pipeline the CLI and the
// action share, which reads the repository's Go API types.

const DOC = '// +groupName=example.com\npackage v1\n';
const TYPES = (durationImport: string, qualifier: string) => `package v1

import (
	${durationImport}
)

type Widget struct {
	Spec WidgetSpec \`json:"spec"\`
}

type WidgetSpec struct {
	Interval *${qualifier}.Duration \`json:"interval,omitempty"\`
	TTL      ${qualifier}.Duration \`json:"ttl"\`
	Name     string \`json:"name"\`
}
`;
const METAV1 = TYPES('metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"', 'metav1');

const BASE_CRD = widgetCrd(specSchema('interval: {type: string}\nttl: {type: string}\nname: {type: string}'));
/** Lines 20-22: interval, ttl, name, each given the bounds. */
const headCrd = (bounds: string) =>
  widgetCrd(
    specSchema(`interval: {type: string, ${bounds}}\nttl: {type: string, ${bounds}}\nname: {type: string, ${bounds}}`),
  );

function file(path: string, head: string, base: string): ChangedFile {
  const changed = head !== base;
  const lines = changed ? [{ start: 1, end: head.split('\n').length }] : [];
  return { path, status: changed ? 'modified' : 'unchanged', head, base, addedLines: lines, hunkLines: lines };
}

const change = (bounds: string, types = METAV1, base = BASE_CRD): ChangeSet => ({
  root: '/',
  hasBase: true,
  files: [
    file('config/crd/widgets.yaml', headCrd(bounds), base),
    file('api/v1/doc.go', DOC, DOC),
    file('api/v1/types.go', types, types),
  ],
});

const tightened = async (cs: ChangeSet) =>
  (await reviewChangeSet(cs, { config: DEFAULT_CONFIG, filter: 'new' })).placed
    .map((p) => p.finding)
    .filter((f) => f.ruleId === 'compat/validation-tightened')
    .map((f) => `${f.line} ${f.severity} ${String((f.data?.compat as { check: string }).check)}`);

describe('compat/validation-tightened on a metav1.Duration', () => {
  it('does not report minLength 1, and makes maxLength 32 a warning, on Duration fields only', async () => {
    expect(await tightened(change('minLength: 1, maxLength: 32'))).toEqual([
      '20 warning maxLength',
      '21 warning maxLength',
      '22 error minLength',
      '22 error maxLength',
    ]);
  });

  it('says why the warning is one', async () => {
    const { placed } = await reviewChangeSet(change('maxLength: 32'), { config: DEFAULT_CONFIG, filter: 'new' });
    expect(placed.map((p) => p.finding.message)[0]).toBe(
      'maxLength 32 was added to spec.interval in v1; spec.interval is a metav1.Duration in the Go API types, whose text Go never writes longer than 25 characters, so it refuses only durations spelled out longer than that: a warning',
    );
  });

  it('keeps errors for bounds that refuse durations Go reads: maxLength below 25, minLength 2 ("0")', async () => {
    expect(await tightened(change('minLength: 2, maxLength: 24'))).toEqual([
      '20 error minLength',
      '20 error maxLength',
      '21 error minLength',
      '21 error maxLength',
      '22 error minLength',
      '22 error maxLength',
    ]);
  });

  // operator-framework/catalogd 4d2ea6a: kube-openapi's strfmt duration takes what time.ParseDuration takes.
  it('does not report `format: duration` on Duration fields only', async () => {
    expect(await tightened(change('format: duration'))).toEqual(['22 error format']);
  });

  it('reads the import without a name, by its last element', async () => {
    const unnamed = TYPES('"k8s.io/apimachinery/pkg/apis/meta/v1"', 'v1');
    expect(await tightened(change('minLength: 1', unnamed))).toEqual(['22 error minLength']);
  });

  it('takes a Duration of another package for no metav1.Duration', async () => {
    const other = TYPES('metav1 "example.com/units"', 'metav1');
    expect(await tightened(change('minLength: 1', other))).toEqual([
      '20 error minLength',
      '21 error minLength',
      '22 error minLength',
    ]);
  });

  // gardener/etcd-druid f7f11f65: h/m/s/d units rewritten into Go's.
  const HMSD = String.raw`pattern: '^([0-9]+([.][0-9]+)?h)?([0-9]+([.][0-9]+)?m)?([0-9]+([.][0-9]+)?s)?([0-9]+([.][0-9]+)?d)?$'`;
  const GO_UNITS = String.raw`pattern: '^([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$'`;

  it('does not report a pattern that refuses, of what the old one accepted, only what ParseDuration refuses', async () => {
    expect(await tightened(change(GO_UNITS, METAV1, headCrd(HMSD)))).toEqual(['22 error pattern']);
  });

  it('reports a pattern that refuses durations Go reads: a sign, a leading point, a unit left out', async () => {
    // Added where there was none: `-1s` and `.5s` are refused.
    expect(await tightened(change(GO_UNITS))).toEqual(['20 error pattern', '21 error pattern', '22 error pattern']);
    // h/m/s/d rewritten into hours and minutes only: `30s`, which Go reads and the old pattern took, is refused.
    const hoursAndMinutes = String.raw`pattern: '^([0-9]+(\.[0-9]+)?(m|h))+$'`;
    expect(await tightened(change(hoursAndMinutes, METAV1, headCrd(HMSD)))).toEqual([
      '20 error pattern',
      '21 error pattern',
      '22 error pattern',
    ]);
  });
});
