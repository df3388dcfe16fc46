import {
  isDns1035Label,
  isDns1123Label,
  isDns1123Subdomain,
  isLabelValue,
  isQualifiedName,
} from '../../../crd/schema/dns-names.js';
import { goQuote } from '../../../../engine/go-quote.js';
import { certainDateTime, checkFormat } from '../../schema/string-formats.js';
import { NotEvaluable } from '../cel-go-error.js';
import type { LibraryFunction } from './library-function.js';
import { parseRequestUri } from './url-library.js';

// CR-CEL-009: the Kubernetes format library (apiserver pkg/cel/library/format.go):
// `format.<name>()` is a named format and `<format>.validate(s)` is optional.none() when `s` is
// valid, else optional.of(the list of apimachinery's validation messages). The DNS and label
// formats use the same validators as the CRD checks (crd/schema/dns-names.ts). The CRD formats
// are kube-openapi strfmt's checks with format.go's fixed messages, the ones the OpenAPI `format`
// check makes (schema/string-formats.ts), and `uri` is url.ParseRequestURI with Go's error text
// (url-library.ts). Where that answer is not certain (a date-time only some copies of strfmt
// accept, a URL not parsed here as Go does), the rule is not evaluated.

export class NamedFormat {
  constructor(
    readonly name: string,
    /** apimachinery's or strfmt's messages for `s`, none when valid; throws NotEvaluable when not certain. */
    readonly check: (s: string) => string[],
  ) {}
}

/** strfmt.Default.Validates(name, s), with format.go's one message when it fails. */
function strfmt(name: string, message: string): (s: string) => string[] {
  return (s) => {
    const valid = checkFormat(name, s);
    if (valid === undefined) throw new NotEvaluable(`format.${name}() is not evaluated here`);
    return valid ? [] : [message];
  };
}

/** apimachinery's maskTrailingDash: a generateName prefix may end in '-' (its last two characters become "a"). */
const prefixed = (check: (s: string) => string[]) => (s: string) =>
  check(s.length > 1 && s.endsWith('-') ? `${s.slice(0, -2)}a` : s);

const FORMATS: readonly NamedFormat[] = [
  new NamedFormat('dns1123Label', isDns1123Label),
  new NamedFormat('dns1123Subdomain', (s) => isDns1123Subdomain(s)),
  new NamedFormat('dns1035Label', isDns1035Label),
  new NamedFormat('qualifiedName', isQualifiedName),
  new NamedFormat('dns1123LabelPrefix', prefixed(isDns1123Label)),
  new NamedFormat(
    'dns1123SubdomainPrefix',
    prefixed((s) => isDns1123Subdomain(s)),
  ),
  new NamedFormat('dns1035LabelPrefix', prefixed(isDns1035Label)),
  new NamedFormat('labelValue', isLabelValue),
  new NamedFormat('uri', (s) => {
    const u = parseRequestUri(s);
    return 'invalid' in u ? [`parse ${goQuote(s)}: ${u.reason}`] : [];
  }),
  new NamedFormat('uuid', strfmt('uuid', 'does not match the UUID format')),
  new NamedFormat('byte', strfmt('byte', 'invalid base64')),
  new NamedFormat('date', strfmt('date', 'invalid date')),
  new NamedFormat('datetime', (s) => {
    const valid = certainDateTime(s);
    if (valid === undefined) throw new NotEvaluable('format.datetime() is not certain here for this value');
    return valid ? [] : ['invalid datetime'];
  }),
];

export const FORMAT_TYPES = [{ name: 'kubernetes.NamedFormat', ctor: NamedFormat }] as const;

export function formatLibrary(none: () => unknown, of: (v: unknown) => unknown): readonly LibraryFunction[] {
  const validate = (f: NamedFormat, s: string): unknown => {
    const errs = f.check(s);
    return errs.length === 0 ? none() : of(errs);
  };
  return [
    ...FORMATS.map((f): LibraryFunction => ({
      name: f.name,
      namespace: 'format',
      signatures: [[`k8s_format_${f.name}(): kubernetes.NamedFormat`, () => f]],
    })),
    {
      name: 'named',
      namespace: 'format',
      signatures: [
        [
          'k8s_format_named(string): optional<kubernetes.NamedFormat>',
          (n: string) => {
            const f = FORMATS.find((x) => x.name === n);
            return f ? of(f) : none();
          },
        ],
      ],
    },
    {
      name: 'validate',
      signatures: [['kubernetes.NamedFormat.k8s_validate(string): optional<list<string>>', validate]],
    },
  ];
}
