import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatConfigError, parseConfig } from '../../../src/engine/config.js';
import { DEFAULT_REFGRANT_CONFIG } from '../../../src/rules/refgrant/refgrant-config.js';

// The `refgrant:` section of .github/kube-api-review.yaml (src/rules/refgrant/refgrant-config.ts).

const FILE = '.github/kube-api-review.yaml';
const parse = (text: string) => parseConfig(text, FILE, new Set(['refgrant/not-permitted']));
const refgrantOf = (text: string) => {
  const result = parse(text);
  if ('errors' in result) throw new Error(result.errors.map(formatConfigError).join('\n'));
  return result.config.refgrant;
};
const errorsOf = (text: string): string[] => {
  const result = parse(text);
  if (!('errors' in result)) throw new Error('expected errors');
  return result.errors.map((e) => formatConfigError(e).slice(FILE.length + 1));
};

describe('refgrant: valid sections', () => {
  it('absent: no section, and the rules use the defaults', () => {
    expect(refgrantOf('rules: {}\n')).toBeUndefined();
  });

  it('empty: the defaults (mesh-route exemption on, no default namespace)', () => {
    expect(refgrantOf('refgrant:\n')).toEqual(DEFAULT_REFGRANT_CONFIG);
    expect(DEFAULT_REFGRANT_CONFIG).toEqual({ meshRouteExemption: true, resources: [], referenceFields: [] });
  });

  it('every key', () => {
    const text = [
      'refgrant:',
      '  defaultNamespace: apps',
      '  meshRouteExemption: false',
      '  resources:',
      '    - {group: example.com, kind: Widget, resource: widgets}',
      '  referenceFields:',
      '    - group: example.com',
      '      kind: Widget',
      '      path: "spec.rules[*].targets[*]"',
      '      defaultGroup: ""',
      '      defaultKind: Service',
      '    - {group: example.com, kind: Gizmo, path: spec.target}',
      '',
    ].join('\n');
    expect(refgrantOf(text)).toEqual({
      defaultNamespace: 'apps',
      meshRouteExemption: false,
      resources: [{ group: 'example.com', kind: 'Widget', resource: 'widgets' }],
      referenceFields: [
        {
          group: 'example.com',
          kind: 'Widget',
          path: 'spec.rules[*].targets[*]',
          steps: [{ field: 'spec' }, { field: 'rules' }, { each: true }, { field: 'targets' }, { each: true }],
          defaultGroup: '',
          defaultKind: 'Service',
        },
        {
          group: 'example.com',
          kind: 'Gizmo',
          path: 'spec.target',
          steps: [{ field: 'spec' }, { field: 'target' }],
          defaultGroup: '',
          defaultKind: '',
        },
      ],
    });
  });
});

describe('refgrant: errors, at their line and setting', () => {
  it.each([
    [
      'not a mapping',
      'refgrant: [a]\n',
      [
        '1:11: refgrant: must be a mapping with the keys defaultNamespace, meshRouteExemption, resources, referenceFields, not a sequence',
      ],
    ],
    [
      'an unknown key',
      'refgrant:\n  meshRoutes: true\n',
      [
        '2:3: refgrant.meshRoutes: unknown key "meshRoutes"; allowed keys: defaultNamespace, meshRouteExemption, resources, referenceFields',
      ],
    ],
    [
      'a namespace that is not a DNS label',
      'refgrant:\n  defaultNamespace: Apps\n',
      ['2:21: refgrant.defaultNamespace: "Apps" is not a namespace (a lowercase RFC 1123 label)'],
    ],
    [
      'a switch that is not a boolean',
      'refgrant:\n  meshRouteExemption: "yes"\n',
      ['2:23: refgrant.meshRouteExemption: must be true or false, not a string'],
    ],
    [
      'resources not a list',
      'refgrant:\n  resources: {a: b}\n',
      ['2:14: refgrant.resources: must be a list of mappings, not a mapping'],
    ],
    [
      'a resource mapping with a versioned group, a missing kind and an unknown key',
      'refgrant:\n  resources:\n    - {group: example.com/v1, resource: widgets, plural: widgets}\n',
      [
        '3:50: refgrant.resources[0].plural: unknown key "plural"; allowed keys: group, kind, resource',
        '3:15: refgrant.resources[0].group: "example.com/v1" is not an API group ("" for core, else a lowercase DNS subdomain, no version)',
        '3:7: refgrant.resources[0].kind: required: a kind (letters, digits and "-", starting with a letter)',
      ],
    ],
    [
      'a plural with upper case',
      'refgrant:\n  resources: [{group: "", kind: Widget, resource: Widgets}]\n',
      ['2:51: refgrant.resources[0].resource: "Widgets" is not a plural resource name (a lowercase RFC 1123 label)'],
    ],
    [
      'a reference path that is not fields and [*]',
      'refgrant:\n  referenceFields: [{group: example.com, kind: W, path: "spec.targets[0]"}]\n',
      [
        '2:57: refgrant.referenceFields[0].path: "spec.targets[0]" is not a field path such as "spec.rules[*].backendRefs[*]" (fields, and [*] for every item of a list)',
      ],
    ],
    [
      'an item that is not a mapping',
      'refgrant:\n  referenceFields: [spec.x]\n',
      ['2:21: refgrant.referenceFields[0]: must be a mapping, not a string'],
    ],
    [
      'an alias',
      'refgrant:\n  defaultNamespace: &a apps\n  referenceFields: *a\n',
      ['3:20: refgrant.referenceFields: aliases are not supported here; write the value out'],
    ],
  ])('%s', (_name, text, expected) => {
    expect(errorsOf(text)).toEqual(expected);
  });

  it('never throws, and every error has a position, whatever the section holds', () => {
    const scalar = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('group', 'kind', 'resource', 'path', 'x', 'defaultKind'), tie('node'), {
          maxKeys: 4,
        }),
      ),
    })).node;
    const section = fc.dictionary(
      fc.constantFrom('defaultNamespace', 'meshRouteExemption', 'resources', 'referenceFields', 'other'),
      value,
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(section, (s) => {
        const result = parse(`refgrant: ${JSON.stringify(s)}\n`);
        if ('errors' in result) for (const e of result.errors) expect(e.line).toBeGreaterThan(0);
        else expect(result.config.refgrant).toBeDefined();
      }),
    );
  });
});
