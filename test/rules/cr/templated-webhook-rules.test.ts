import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templatedWebhooks } from '../../../src/rules/cr/templated-webhook-rules.js';

// The rules of a MutatingWebhookConfiguration read through its template (templated-webhook-rules.ts).

const configuration = (webhooks: string) =>
  `apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: {{ include "x.fullname" . }}\nwebhooks:\n${webhooks}`;

describe('templatedWebhooks', () => {
  it('reads plain rules, and drops the control actions around them', () => {
    const text = configuration(`{{- if .Values.webhook.enabled }}
- labels:
    {{ $key }}: {{ tpl $value $ }}
  name: m.example.com
  rules:
  - operations: [CREATE, UPDATE]
    apiGroups: [example.com]
    apiVersions: [v1]
    resources: [widgets, gadgets]
{{- end }}
`);
    expect(templatedWebhooks(text)).toEqual([
      {
        name: 'm.example.com',
        rules: [
          {
            operations: ['CREATE', 'UPDATE'],
            apiGroups: ['example.com'],
            apiVersions: ['v1'],
            resources: ['widgets', 'gadgets'],
          },
        ],
      },
    ]);
  });

  it('takes a templated item, or a templated list, as matching anything; a templated name as unknown', () => {
    const text = configuration(`{{- range $crd := .Values.crds }}
- name: {{ $crd }}.example.com
  rules:
  - operations: [CREATE]
    apiGroups: [example.com]
    apiVersions: {{ $.Values.versions }}
    resources: [{{ $crd }}]
{{- end }}
`);
    expect(templatedWebhooks(text)).toEqual([
      { rules: [{ operations: ['CREATE'], apiGroups: ['example.com'], apiVersions: ['*'], resources: ['*'] }] },
    ]);
  });

  it('knows nothing where an action writes YAML of its own, where rules are templated whole, or in Jinja', () => {
    expect(templatedWebhooks(configuration('{{- include "x.webhooks" . | nindent 0 }}\n'))).toBeUndefined();
    expect(templatedWebhooks(configuration('- name: m.example.com\n  rules: {{ toJson .Values.rules }}\n'))).toEqual([
      { name: 'm.example.com' },
    ]);
    expect(templatedWebhooks(configuration('{% for r in rules %}\n- name: m\n{% endfor %}\n'))).toBeUndefined();
    expect(templatedWebhooks(configuration('- name: m\n  rules:\n  - {{ .Values.rule\n  }}\n'))).toBeUndefined();
  });

  it('does not take a line with YAML between a control action and its end for control alone', () => {
    const text = configuration(`- name: m.example.com
  rules:
  - {operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods]}
  {{ if .Values.widgets }}- {operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets]}{{ end }}
`);
    // Not read as pods alone: the conditional rule may be there, so nothing is known.
    expect(templatedWebhooks(text)).toBeUndefined();
  });

  it('never throws, whatever the text (user input)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', '-', ' ', '\n', ':', '[', ']', 'a', '"', '#', '%', '/', '*') }),
        (tail) => {
          const read = templatedWebhooks(configuration(tail));
          expect(read === undefined || Array.isArray(read)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
