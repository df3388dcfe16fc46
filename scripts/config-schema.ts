// The JSON Schema of .github/kube-api-review.yaml (issue 21 item 7), so that editors complete and
// check the file (yaml-language-server, VS Code, JetBrains). It mirrors the readers, which stay
// the authority: src/engine/config.ts and the section readers it calls (the families'
// crd-config.ts, lifecycle-config.ts, refgrant-config.ts, ...; engine/config-reader.ts). test/scripts/config-schema.test.ts
// holds the two to the same verdict on every file, so a key or a pattern changed in one alone
// fails there. Written to docs/config.schema.json by `npm run docs`.
//
// Draft-07, the newest draft every common YAML editor reads in full; there a `$ref` ignores the
// keywords beside it, so a described reference is written as `allOf: [{$ref}]`.
import { RULE_ALIASES } from '../src/engine/rule-aliases.js';
import type { Rule } from '../src/engine/rule.js';

/** Where the schema is published: the file in the repository, at the tag a user pins. */
export const CONFIG_SCHEMA_ID =
  'https://raw.githubusercontent.com/kube-api-review/kube-api-review/main/docs/config.schema.json';

type Schema = { readonly [keyword: string]: unknown };

// A rule's setting (config.ts SETTINGS): its severity, or off.
const SETTINGS = ['off', 'error', 'warning', 'notice'] as const;

// config-reader.ts readGlob: a non-empty string; paths are repository-relative, so a glob that
// starts with ./ or / matches nothing and the reader refuses it.
const GLOB: Schema = {
  type: 'string',
  minLength: 1,
  pattern: '^(?!\\./|/)',
  description:
    'A glob of repository-relative paths (picomatch syntax), such as "config/crd/**"; not starting with ./ or /.',
};

// config-reader.ts readGlobs: one glob, a list of them, or empty (no globs).
const globs = (description: string): Schema => ({
  description,
  anyOf: [{ type: 'null' }, { $ref: '#/definitions/glob' }, { type: 'array', items: { $ref: '#/definitions/glob' } }],
});

// config-reader.ts readMajorMinor: MAJOR.MINOR with an optional v, as a string (YAML reads an
// unquoted 1.30 as the number 1.3).
const MAJOR_MINOR = '^v?[1-9][0-9]*\\.(0|[1-9][0-9]*)$';
// crd/crd-config.ts MIN_MODELLED_KUBERNETES_VERSION: 1.30 or later.
const FROM_1_30 = '^v?(1\\.(3[0-9]|[4-9][0-9]|[1-9][0-9]{2,})|([2-9]|[1-9][0-9]+)\\.(0|[1-9][0-9]*))$';

// refgrant/refgrant-config.ts: the apiserver's patterns for namespaces, groups and kinds, and the
// reference path syntax.
const DNS_LABEL = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';
const GROUP: Schema = {
  type: 'string',
  pattern: '^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$',
  description: 'An API group: "" for the core group, else a lowercase DNS subdomain, without a version.',
};
const KIND: Schema = {
  type: 'string',
  pattern: '^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$',
  description: 'A kind: letters, digits and "-", starting with a letter.',
};

const section = (description: string, properties: Record<string, Schema>): Schema => ({
  description,
  type: ['object', 'null'],
  additionalProperties: false,
  properties,
});

export function configSchema(rules: readonly Rule[]): Schema {
  const ruleProperties = Object.fromEntries(
    [
      ...rules.map(
        (r) =>
          [
            r.id,
            {
              description: `${r.meta.description} (default: ${r.meta.severity})`,
              allOf: [{ $ref: '#/definitions/ruleSetting' }],
            },
          ] as const,
      ),
      // A renamed rule's old id is still read (src/engine/rule-aliases.ts).
      ...[...RULE_ALIASES].map(
        ([old, now]) =>
          [
            old,
            {
              description: `Deprecated: renamed to ${now}; a setting here applies to ${now}.`,
              allOf: [{ $ref: '#/definitions/ruleSetting' }],
            },
          ] as const,
      ),
    ].sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: CONFIG_SCHEMA_ID,
    title: 'kube-api-review configuration',
    description:
      'The configuration of kube-api-review, read from .github/kube-api-review.yaml or --config FILE. On pull requests the action reads it from the base branch. Unknown keys, unknown rule ids and wrong types are errors.',
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      rules: {
        description:
          'A setting per rule id: its severity (error, warning, notice) or off. Rules not named keep their default severity.',
        type: ['object', 'null'],
        additionalProperties: false,
        properties: ruleProperties,
      },
      include: globs(
        'Review only repository paths matching these globs; empty or absent means every .yaml, .yml, .json and .go file.',
      ),
      exclude: globs('Do not review repository paths matching these globs.'),
      vendored: {
        description:
          'true: review vendored trees too (vendor/, _vendor/, third_party/, third-party/, kodata/ at any depth); they are skipped by default.',
        type: ['boolean', 'null'],
      },
      testdata: {
        description:
          'true: review testdata/, fixtures/, __fixtures__/, __snapshots__/ and __snapshot__/ trees and directories and files with invalid as a word of their name too; they are skipped by default, as projects keep test inputs that are invalid on purpose there.',
        type: ['boolean', 'null'],
      },
      crd: section('Settings of the crd/ rules: which kube-apiservers the CRDs must be accepted by.', {
        minKubernetesVersion: {
          description:
            'The oldest Kubernetes version the CRDs must install on, as a quoted "MAJOR.MINOR" of at least "1.30"; CEL environments follow it. Without it the CRDs are judged by the newest apiserver modelled.',
          type: 'string',
          allOf: [{ pattern: MAJOR_MINOR }, { pattern: FROM_1_30 }],
        },
      }),
      refgrant: section(
        'Settings of the refgrant/ rules: what the manifests alone cannot tell (KEP-3766, Gateway API).',
        {
          defaultNamespace: {
            description:
              'The namespace of objects without metadata.namespace or a kustomize namespace; else their namespace is not known.',
            type: 'string',
            pattern: DNS_LABEL,
          },
          meshRouteExemption: {
            description:
              'true (the default): backendRefs of routes whose parent is a Service (mesh routes, GAMMA) need no ReferenceGrant.',
            type: 'boolean',
          },
          resources: {
            description:
              'Resource to kind mappings (KEP-3766 grants name kinds), beyond the built-in table and the CRDs in the repository.',
            type: ['array', 'null'],
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['group', 'kind', 'resource'],
              properties: {
                group: { $ref: '#/definitions/group' },
                kind: { $ref: '#/definitions/kind' },
                resource: {
                  description: 'The plural resource name, a lowercase RFC 1123 label.',
                  type: 'string',
                  pattern: DNS_LABEL,
                },
              },
            },
          },
          referenceFields: {
            description: 'More fields that may refer to objects in other namespaces, and so need a ReferenceGrant.',
            type: ['array', 'null'],
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['group', 'kind', 'path'],
              properties: {
                group: {
                  description: "The referrer's API group (the grant's from.group).",
                  allOf: [{ $ref: '#/definitions/group' }],
                },
                kind: {
                  description: "The referrer's kind (the grant's from.kind).",
                  allOf: [{ $ref: '#/definitions/kind' }],
                },
                path: {
                  description:
                    'The path of the reference in the referrer, with [*] for every item of a list, such as "spec.rules[*].backendRefs[*]".',
                  type: 'string',
                  pattern: '^[A-Za-z0-9_-]+(\\[\\*\\])?(\\.[A-Za-z0-9_-]+(\\[\\*\\])?)*$',
                },
                defaultGroup: {
                  description: 'The target\'s group when the reference leaves it out (default "", the core group).',
                  allOf: [{ $ref: '#/definitions/group' }],
                },
                defaultKind: {
                  description: 'The target\'s kind when the reference leaves it out (default "").',
                  type: 'string',
                  pattern: '^$|^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$',
                },
              },
            },
          },
        },
      ),
      lifecycle: section(
        'Settings of the lifecycle/ rules (KEP-2558), for repositories where discovery guesses wrong.',
        {
          featureFiles: globs(
            'Only these files define feature gates (Go files and the generated versioned_feature_list.yaml); empty or absent means discovered.',
          ),
          currentVersion: {
            description:
              'The repository\'s current Kubernetes version, as a quoted "MAJOR.MINOR"; else the highest version in any gate\'s specs.',
            type: 'string',
            pattern: MAJOR_MINOR,
          },
        },
      ),
      compat: section(
        'Settings of the compat/ rules: what counts as a breaking change to a CRD, and the breaks accepted.',
        {
          patternRemoval: {
            description:
              'Disallow: a removed pattern counts as tightened validation; Allow (the default): it does not.',
            enum: ['Allow', 'Disallow'],
          },
          nullableAddition: {
            description: 'Disallow (the default): making a field nullable is reported (a warning); Allow: it is not.',
            enum: ['Allow', 'Disallow'],
          },
          servedVersionConversion: {
            description:
              'Ignore (the default): served versions of CRDs with a conversion webhook are not compared with each other; Check: they are.',
            enum: ['Ignore', 'Check'],
          },
          exceptions: {
            description:
              'Accepted breaks, each with a reason: a finding of the rule on the CRD (and version, and property, when given) is not reported.',
            type: ['array', 'null'],
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['rule', 'crd', 'reason'],
              properties: {
                rule: {
                  description: 'A compat/ rule id.',
                  enum: rules
                    .map((r) => r.id)
                    .filter((id) => id.startsWith('compat/'))
                    .sort(),
                },
                crd: {
                  description: "The CRD's metadata.name, <plural>.<group>, such as widgets.example.com.",
                  type: 'string',
                  pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)+$',
                },
                version: {
                  description: 'A version name such as v1alpha1, or two served versions compared, "v1beta1 -> v1".',
                  type: 'string',
                  pattern: '^[a-z]([-a-z0-9]*[a-z0-9])?( -> [a-z]([-a-z0-9]*[a-z0-9])?)?$',
                },
                // The reader also refuses a quoted name that could be written unquoted, or JSON escapes
                // spelt another way (one spelling per path); a pattern cannot say that, so the schema
                // is looser there and kube-api-review's message is the reference.
                property: {
                  description:
                    'A property path from the schema root ^, such as ^.spec.legacyMode, ^.spec.ports[*].name, ^.spec.labels{*} or ^.metadata["a.b"].',
                  type: 'string',
                  pattern: '^\\^(\\[\\*\\]|\\{\\*\\}|\\.[A-Za-z_$][A-Za-z0-9_$-]*|\\["([^"\\\\]|\\\\.)*"\\])*$',
                },
                reason: { description: 'Why this break is accepted.', type: 'string', pattern: '\\S' },
              },
            },
          },
        },
      ),
      // cr/cr-config.ts: fieldValidation as the apiserver spells it (case-sensitive); catalog a
      // repository-relative directory without "..".
      cr: section('Settings of the cr/ rules: how custom resources are sent, and more CRDs to match them against.', {
        fieldValidation: {
          description:
            "Warn (the default, the apiserver's): a field the schema does not declare is a warning; Strict (kubectl apply's): the request fails with it; Ignore: it is dropped without a word.",
          enum: ['Strict', 'Warn', 'Ignore'],
        },
        catalog: {
          description:
            'A directory of the repository holding more CRD manifests (vendored upstream CRDs): custom resources are matched against them; they are never reviewed.',
          type: 'string',
          pattern: '^(?!/)(?!(.*[\\\\/])?\\.\\.([\\\\/]|$))\\S',
        },
      }),
    },
    definitions: {
      ruleSetting: {
        anyOf: [
          { description: 'The severity of its findings, or off.', enum: SETTINGS },
          {
            description: 'The long form.',
            type: 'object',
            additionalProperties: false,
            required: ['severity'],
            properties: { severity: { description: 'The severity of its findings, or off.', enum: SETTINGS } },
          },
        ],
      },
      glob: GLOB,
      group: GROUP,
      kind: KIND,
    },
  };
}
