import { invalid } from '../../../src/rules/approval/invalid.js';
import { ruleTester, yaml, type ExpectedFinding } from '../../support/rule-tester.js';
import { yamlQuote } from '../../support/yaml-quote.js';

// CRD-APPROVAL-002, -004 and -005: the values the apiserver finds Invalid, and the update ratchet.

const DETAIL =
  'protected groups must have approval annotation "api-approved.kubernetes.io" with either a URL or a reason starting with "unapproved", see https://github.com/kubernetes/enhancements/pull/1111';
const FIELD = 'metadata.annotations[api-approved.kubernetes.io]';

/** Line 6, column 33 is the annotation's value, written as a YAML double-quoted string. */
const crd = (value: string, group = 'gateway.networking.k8s.io') => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.${group}
    annotations:
      api-approved.kubernetes.io: ${yamlQuote(value)}
  spec:
    group: ${group}
`;
const bare = yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.gateway.networking.k8s.io
  spec:
    group: gateway.networking.k8s.io
`;

/** The finding for `value`, with the apiserver's error exactly as kubectl prints it. */
// JSON quoting is Go's %q for these values; the cases with other escapes spell the detail out.
const rejected = (value: string, because: string, more: Partial<ExpectedFinding> = {}): ExpectedFinding => ({
  line: 6,
  column: 33,
  fieldPath: FIELD,
  severity: 'error',
  messageId: 'invalid',
  apiserver: { path: FIELD, type: 'Invalid value', detail: `${JSON.stringify(value)}: ${DETAIL}` },
  data: { value, because },
  ...more,
});

const invalidValue = (value: string, because: string) => ({
  name: `Invalid: ${JSON.stringify(value)}`,
  head: crd(value),
  findings: [rejected(value, because)],
});

ruleTester(invalid, {
  valid: [
    ...[
      'https://github.com/kubernetes/enhancements/pull/1111',
      'http://a',
      'HTTPS://GITHUB.COM/x',
      'ftp://example.com/x',
      'https://github.com/k/e/pull/1#issuecomment-1',
      'https://:443',
      'unapproved',
      'unapproved, experimental-only',
      'unapprovedhttps://x',
    ].map((v) => ({ name: `not Invalid: ${JSON.stringify(v)}`, head: crd(v) })),
    {
      name: 'CRD-APPROVAL-002, CRD-APPROVAL-004: any scheme with a host is Approved: foo://bar',
      head: crd('foo://bar'),
    },
    {
      name: 'CRD-APPROVAL-002, CRD-APPROVAL-004: the prefix is checked before the URL is parsed: "unapproved\\n" is Bypassed',
      head: crd('unapproved\n'),
    },
    { name: 'Missing belongs to approval/missing', head: crd('') },
    {
      name: 'CRD-APPROVAL-006: outside the protected groups any value is ignored',
      head: crd('garbage', 'cluster.x-k8s.io'),
    },
    {
      name: 'a non-string value outside the protected groups is not an approval matter',
      head: crd('x', 'example.com').replace('"x"', '1111'),
    },
    {
      name: 'v1beta1 CRDs are rejected whole by crd/api-version',
      head: crd('garbage').replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'),
    },
    {
      name: 'CRD-APPROVAL-005: update Invalid → Invalid is accepted even when the value changed',
      head: crd('in review'),
      base: crd('pending'),
    },
    { name: 'update Invalid → same Invalid', head: crd('invalid'), base: crd('invalid') },
    {
      name: 'update Invalid → Invalid, CRD moved to another file',
      head: crd('in review'),
      base: crd('pending'),
      file: 'a/new.yaml',
      baseFile: 'b/old.yaml',
    },
    {
      name: 'update Invalid → Invalid, the stored CRD written as v1beta1',
      head: crd('in review'),
      base: crd('pending').replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'),
    },
    { name: 'update Invalid → Approved', head: crd('https://github.com/a/b/pull/1'), base: crd('pending') },
    { name: 'update Invalid → Bypassed', head: crd('unapproved'), base: crd('pending') },
  ],
  invalid: [
    invalidValue('Unapproved ...', '"unapproved" must be lowercase'),
    invalidValue('UNAPPROVED', '"unapproved" must be lowercase'),
    invalidValue(' unapproved', 'it has leading whitespace'),
    invalidValue(' https://github.com/a/b/pull/1', 'it has leading whitespace'),
    invalidValue('https://github.com /a', 'Go\'s url.ParseRequestURI fails: invalid character " " in host name'),
    invalidValue('https://', 'it has no host'),
    invalidValue('https://user@', 'it has no host'),
    invalidValue('github.com/kubernetes/enhancements/pull/1111', 'it has no scheme such as https://'),
    invalidValue('/kubernetes/enhancements/pull/1111', 'it has no scheme such as https://'),
    invalidValue('mailto:x@y', 'it has no host: "mailto:" is not followed by "//"'),
    invalidValue('https:github.com/x', 'it has no host: "https:" is not followed by "//"'),
    invalidValue('approved', 'it has no scheme such as https://'),
    invalidValue('true', 'it has no scheme such as https://'),
    invalidValue('yes', 'it has no scheme such as https://'),
    invalidValue('#1111', 'it has no scheme such as https://'),
    invalidValue('https://exa mple.com', 'Go\'s url.ParseRequestURI fails: invalid character " " in host name'),
    invalidValue('https://github.com/a/b/pull/1\n', 'it has trailing whitespace'),
    invalidValue(
      'https://github.com/a\tb',
      "Go's url.ParseRequestURI fails: net/url: invalid control character in URL",
    ),
    {
      name: 'CRD-APPROVAL-002: DEL is a control character too: Invalid',
      head: crd('https://github.com/a\u007f'),
      findings: [
        rejected(
          'https://github.com/a\u007f',
          "Go's url.ParseRequestURI fails: net/url: invalid control character in URL",
          {
            apiserver: { path: FIELD, type: 'Invalid value', detail: `"https://github.com/a\\x7f": ${DETAIL}` },
          },
        ),
      ],
    },
    invalidValue('https://github.com/%zz', 'Go\'s url.ParseRequestURI fails: invalid URL escape "%zz"'),
    invalidValue(':1111', "Go's url.ParseRequestURI fails: missing protocol scheme"),
    {
      name: 'the apiserver detail quotes the value with Go %q',
      head: crd('say "hi"\n'),
      findings: [
        rejected('say "hi"\n', "Go's url.ParseRequestURI fails: net/url: invalid control character in URL", {
          apiserver: { path: FIELD, type: 'Invalid value', detail: `"say \\"hi\\"\\n": ${DETAIL}` },
        }),
      ],
    },
    {
      name: 'CRD-APPROVAL-004: "pending" is Invalid; the message quotes the value and says what to do',
      head: crd('pending'),
      findings: [
        rejected('pending', 'it has no scheme such as https://', {
          message:
            'api-approved.kubernetes.io is "pending", which is neither a URL with a scheme and host nor a reason starting with "unapproved" (it has no scheme such as https://), so the apiserver rejects things.gateway.networking.k8s.io: set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved',
        }),
      ],
    },
    {
      name: 'in k8s.io itself',
      head: crd('pending', 'k8s.io'),
      findings: [rejected('pending', 'it has no scheme such as https://')],
    },
    {
      name: 'in a .kubernetes.io group',
      head: crd('pending', 'demo.kubernetes.io'),
      findings: [rejected('pending', 'it has no scheme such as https://')],
    },
    {
      name: 'CRD-APPROVAL-005: update Missing → Invalid',
      head: crd('pending'),
      base: bare,
      findings: [
        rejected('pending', 'it has no scheme such as https://', {
          messageId: 'becameInvalid',
          data: { storedState: 'Missing' },
        }),
      ],
    },
    {
      name: 'CRD-APPROVAL-005: update Approved → Invalid',
      head: crd('pending'),
      base: crd('https://github.com/a/b/pull/1'),
      findings: [
        rejected('pending', 'it has no scheme such as https://', {
          messageId: 'becameInvalid',
          data: { storedState: 'Approved' },
        }),
      ],
    },
    {
      name: 'update Bypassed → Invalid',
      head: crd('pending'),
      base: crd('unapproved'),
      findings: [
        rejected('pending', 'it has no scheme such as https://', {
          messageId: 'becameInvalid',
          data: { storedState: 'Bypassed' },
        }),
      ],
    },
    {
      name: 'update Approved → Invalid, CRD moved to another file',
      head: crd('pending'),
      base: crd('https://github.com/a/b/pull/1'),
      file: 'config/crd/things.yaml',
      baseFile: 'crds.yaml',
      findings: [rejected('pending', 'it has no scheme such as https://', { messageId: 'becameInvalid' })],
    },
    {
      name: 'a stored object whose annotation was not a string was never stored: a create',
      head: crd('pending'),
      base: crd('x').replace('"x"', '1111'),
      findings: [rejected('pending', 'it has no scheme such as https://', { messageId: 'invalid' })],
    },
    {
      name: 'a number is not a string: the object cannot be decoded',
      head: crd('x').replace('"x"', '1111'),
      findings: [
        { line: 6, column: 33, fieldPath: FIELD, messageId: 'notAString', apiserver: null, data: { type: 'number' } },
      ],
    },
    {
      name: 'a bool is not a string',
      head: crd('x').replace('"x"', 'true'),
      findings: [{ line: 6, column: 33, messageId: 'notAString', apiserver: null, data: { type: 'boolean' } }],
    },
  ],
});
