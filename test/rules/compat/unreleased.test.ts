import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import type { KubeObject } from '../../../src/parse/kube-object.js';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';
import { crdRemoved } from '../../../src/rules/compat/crd-removed.js';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import type { ReleasedCrds } from '../../../src/rules/compat/released-crds.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { ruleTester } from '../../support/rule-tester.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A break of what no release had (rules/compat/unreleased.ts): the releases' CRDs come as a rule
// service (released-crds.ts), as the CLI and the action read them from git tags.

const crdObject = (text: string, file = 'release/widgets.yaml'): KubeObject => {
  const object = parseManifestFile(file, text).objects[0];
  if (!object) throw new Error('no object in the release text');
  return object;
};
/** Releases in the order messages name them, each with its widgets CRD (text), or null where it had none. */
const releases = (...entries: [string, string | null][]): { releases: ReleasedCrds } => {
  const widgets = new Map(entries.map(([name, text]) => [name, text === null ? null : crdObject(text)]));
  return { releases: { at: (name) => (name === 'widgets.example.com' ? widgets : undefined) } };
};

const sizeOnly = widgetCrd(specSchema('size: {type: integer}'));
const sizeAndColor = widgetCrd(specSchema('size: {type: integer}\ncolor: {type: string}'));
const colorOnly = widgetCrd(specSchema('color: {type: string}'));
const FIELD_MESSAGE =
  'spec.{{field}} was removed from v1; clients that set or read it break and stored values are pruned on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version';
const removed = (field: string) => FIELD_MESSAGE.replace('{{field}}', field);
const unreleasedNote = (release: string) =>
  ` (no release has what this changes: ${release} does not, so it breaks only builds made since)`;

ruleTester(fieldRemoved, {
  valid: [
    {
      name: 'nothing removed, releases or not',
      base: sizeOnly,
      head: sizeAndColor,
      services: releases(['v1.0.0', sizeOnly]),
    },
  ],
  invalid: [
    {
      // tinkerbell/tink 236d4e4: oneTimeNetboot, added after v0.10.1 and renamed before the next release.
      name: 'a field added after the release and removed: a warning that names the release',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.0.0', sizeOnly]),
      findings: [
        { line: 19, column: 13, severity: 'warning', message: `${removed('color')}${unreleasedNote('v1.0.0')}` },
      ],
    },
    {
      name: 'a field the release had: an error, as without releases',
      base: sizeAndColor,
      head: colorOnly,
      services: releases(['v1.0.0', sizeOnly]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('size') }],
    },
    {
      name: 'each removed field judged on its own',
      base: sizeAndColor,
      head: widgetCrd(specSchema('shade: {type: string}')),
      services: releases(['v1.0.0', sizeOnly]),
      findings: [
        { line: 19, column: 13, severity: 'error', message: removed('size') },
        { line: 19, column: 13, severity: 'warning', message: `${removed('color')}${unreleasedNote('v1.0.0')}` },
      ],
    },
    {
      // A fix released from a release branch is not in the base's history.
      name: 'a field one of the releases had (a release branch): an error',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.0.0', sizeOnly], ['v0.9.3', sizeAndColor]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      // cluster-api 7fa6feedac: v1beta2 fields renamed before v1.11.0, beside the v1.10 releases.
      name: 'a field none of three releases had: the message names them all',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.1.0-beta.0', sizeOnly], ['v1.0.2', sizeOnly], ['v0.9.8', null]),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message: `${removed('color')} (no release has what this changes: v1.1.0-beta.0, v1.0.2 and v0.9.8 do not, so it breaks only builds made since)`,
        },
      ],
    },
    {
      name: 'a CRD no release had: every break is unreleased',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.0.0', null]),
      findings: [
        { line: 19, column: 13, severity: 'warning', message: `${removed('color')}${unreleasedNote('v1.0.0')}` },
      ],
    },
    {
      name: 'a release that cannot be told for this CRD (no entry): an error',
      base: sizeAndColor,
      head: sizeOnly,
      services: { releases: { at: () => undefined } },
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      name: 'a configured severity stands',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.0.0', sizeOnly]),
      config: { ...DEFAULT_CONFIG, rules: new Map([['compat/field-removed', 'error']]) },
      findings: [{ line: 19, column: 13, severity: 'error' }],
    },
    {
      name: "the experimental channel's own reason comes first",
      base: sizeAndColor.replace(
        'metadata:\n',
        'metadata:\n  annotations: {gateway.networking.k8s.io/channel: experimental}\n',
      ),
      head: sizeOnly.replace(
        'metadata:\n',
        'metadata:\n  annotations: {gateway.networking.k8s.io/channel: experimental}\n',
      ),
      services: releases(['v1.0.0', sizeOnly]),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          message: `${removed('color')} (a CRD of Gateway API's experimental channel, which promises no compatibility)`,
        },
      ],
    },
  ],
});

const maxLength = (n: number) => widgetCrd(specSchema(`name: {type: string, maxLength: ${n}}`));

ruleTester(validationTightened, {
  valid: [
    {
      name: 'a bound loosened: nothing to say, releases or not',
      base: maxLength(3),
      head: maxLength(10),
      services: releases(['v2.1.0', maxLength(3)]),
    },
  ],
  invalid: [
    {
      name: 'a bound loosened after the release and tightened back: a warning',
      base: maxLength(10),
      head: maxLength(3),
      services: releases(['v2.1.0', maxLength(3)]),
      findings: [{ line: 20, column: 47, severity: 'warning', data: { compat: { check: 'maxLength' } } }],
    },
    {
      name: 'a bound tighter than the release had: an error',
      base: maxLength(10),
      head: maxLength(3),
      services: releases(['v2.1.0', maxLength(5)]),
      findings: [{ line: 20, column: 47, severity: 'error', data: { compat: { check: 'maxLength' } } }],
    },
  ],
});

const gadgets = widgetCrd('type: object', '', { name: 'gadgets.example.com' });

ruleTester(crdRemoved, {
  valid: [{ name: 'a CRD kept', base: sizeOnly, head: sizeAndColor, services: releases(['v1.0.0', null]) }],
  invalid: [
    {
      name: 'a CRD no release had, removed: a warning',
      base: sizeOnly,
      head: gadgets,
      services: releases(['v1.0.0', null]),
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'warning',
          message:
            'CustomResourceDefinition widgets.example.com was removed from this file (it stood at line 4 before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired (no release has what this changes: v1.0.0 does not, so it breaks only builds made since)',
        },
      ],
    },
    {
      name: 'a released CRD removed: an error',
      base: sizeOnly,
      head: gadgets,
      services: releases(['v1.0.0', sizeOnly]),
      findings: [{ line: 1, column: 1, severity: 'error' }],
    },
  ],
});
