import { describe, expect, it } from 'vitest';
import { runLocalReview } from '../src/local-review.js';
import { datedRepository } from './support/dated-repository.js';
import { at, specSchema, widgetCrd } from './rules/compat/widget-crd.js';

// compat/ and the Go types of a vendored package, end to end (sources/vendored-go-files.ts):
// `--base` in a git repository whose API type holds a struct of another module under vendor/,
// which the review passes by. tektoncd/operator ec540d6ccb typed `spec.global-config`, a
// `*config.GlobalConfig` of the vendored github.com/tektoncd/pruner.

const TYPES = `// +groupName=example.com
package v1

import "example.com/knobs/pkg/knobs"

// +kubebuilder:object:root=true
type Widget struct {
	Spec WidgetSpec \`json:"spec"\`
}

type WidgetSpec struct {
	Tuning *knobs.Tuning \`json:"tuning,omitempty"\`
}
`;
const KNOBS = 'package knobs\n\ntype Tuning struct {\n\tLevel string `json:"level"`\n}\n';
const DECODES_ITSELF = `${KNOBS}\nfunc (t *Tuning) UnmarshalJSON(b []byte) error { return nil }\n`;

const crd = (typed: boolean) =>
  widgetCrd(specSchema(typed ? 'tuning: {type: object}' : 'tuning: {x-kubernetes-preserve-unknown-fields: true}'));

async function typeChanges(baseKnobs: string, headKnobs: string): Promise<string[]> {
  const { root, commit, write } = datedRepository('kar-vendored-types-');
  commit({
    'go.mod': 'module example.com/widgets\n\ngo 1.22\n',
    'api/v1/widget_types.go': TYPES,
    'vendor/example.com/knobs/pkg/knobs/knobs.go': baseKnobs,
    'config/crd/widgets.yaml': crd(false),
  });
  write({ 'config/crd/widgets.yaml': crd(true), 'vendor/example.com/knobs/pkg/knobs/knobs.go': headKnobs });
  return (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
    .filter((p) => p.shown && p.finding.ruleId === 'compat/type-changed')
    .map((p) => `${p.finding.severity} ${p.finding.line} ${p.finding.fieldPath} ${p.finding.message.split(';')[0]}`);
}

describe('compat/ and the Go types of a vendored package', () => {
  it('finds the struct a field was generated from in vendor/: any type made object is the struct warning', async () => {
    expect(await typeChanges(KNOBS, KNOBS)).toEqual([
      `warning 20 ${at('tuning')}.type the type of spec.tuning in v1 changed from any type to "object", which its Go type, a struct, is: a stored value of another type never decoded into it, so only objects its controllers could not read are refused`,
    ]);
  });

  it('reads the vendored package as the base had it: a struct that decoded any value then is the error', async () => {
    expect(await typeChanges(DECODES_ITSELF, KNOBS)).toEqual([
      `error 20 ${at('tuning')}.type the type of spec.tuning in v1 changed from any type to "object"`,
    ]);
  });
});
