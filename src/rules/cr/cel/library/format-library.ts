import {
  isDns1035Label,
  isDns1123Label,
  isDns1123Subdomain,
  isLabelValue,
  isQualifiedName,
} from '../../../crd/schema/dns-names.js';
import { NotEvaluable } from '../cel-go-error.js';
import type { LibraryFunction } from './library-function.js';

// CR-CEL-009: the Kubernetes format library (apiserver pkg/cel/library/format.go):
// `format.<name>()` is a named format and `<format>.validate(s)` is optional.none() when `s` is
// valid, else optional.of(the list of apimachinery's validation messages). The DNS and label
// formats use the same validators as the CRD checks (crd/schema/dns-names.ts); the others are not
// evaluated here.

export class NamedFormat {
  constructor(
    readonly name: string,
    readonly check: ((s: string) => string[]) | undefined,
  ) {}
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
  new NamedFormat('uri', undefined),
  new NamedFormat('uuid', undefined),
  new NamedFormat('byte', undefined),
  new NamedFormat('date', undefined),
  new NamedFormat('datetime', undefined),
];

export const FORMAT_TYPES = [{ name: 'kubernetes.NamedFormat', ctor: NamedFormat }] as const;

export function formatLibrary(none: () => unknown, of: (v: unknown) => unknown): readonly LibraryFunction[] {
  const validate = (f: NamedFormat, s: string): unknown => {
    if (!f.check) throw new NotEvaluable(`format.${f.name}() is not evaluated here`);
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
