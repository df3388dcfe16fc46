import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindIndexOf, kindIndexOfBytes, mayHoldKind, mayHoldName, mayMentionKind } from '../../src/parse/kind-index.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

// The kind index decides which unchanged files a review of a change parses: it may name kinds a
// file does not hold, never leave out one it does.

const set = (index: ReturnType<typeof kindIndexOf>['objects']): string[] | 'any' =>
  index === 'any' ? 'any' : [...index].sort();

describe('kindIndexOf', () => {
  it.each([
    ['one object', 'apiVersion: v1\nkind: Service\nmetadata: {name: a}\n', ['Service']],
    [
      'documents of several kinds, quoted and commented',
      'kind: Service\n---\nkind: \'Secret\'\n--- # next\nkind: "ConfigMap" # cm\n',
      ['ConfigMap', 'Secret', 'Service'],
    ],
    [
      'a nested kind is no object',
      'kind: HTTPRoute\nspec:\n  rules:\n  - backendRefs:\n    - kind: Service\n',
      ['HTTPRoute'],
    ],
    ['CRLF line ends', 'apiVersion: v1\r\nkind: Service\r\n', ['Service']],
    ['a byte order mark', '\uFEFFkind: Service\n', ['Service']],
  ])('%s', (_name, text, objects) => {
    expect(set(kindIndexOf(text).objects)).toEqual(objects);
  });

  it.each([
    ['JSON', '{"apiVersion": "v1", "kind": "Service"}'],
    [
      'a List (its items are objects of any kind)',
      'apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: Service}\n',
    ],
    ['a flow mapping after the document marker', '--- {kind: Service}\n'],
    ['an indented root', '  kind: Service\n'],
    ['a merge key at the root', 'base: &b {kind: Service}\n<<: *b\n'],
    ['an explicit key', '? kind\n: Service\n'],
    ['an alias as the kind', 'x: &k Service\nkind: *k\n'],
    ['a tagged kind', 'kind: !!str Service\n'],
    ['an escape that spells a letter', 'kind: "\\x53ervice"\n'],
    ['an escape in a long form', 'x: "\\U00000053"\nkind: Service\n'],
    ['an escaped line break', 'kind: "Ser\\\n  vice"\n'],
    ['a line break YAML 1.1 reads (NEL)', 'x: 1\u0085kind: Service\n'],
    ['a lone carriage return', 'x: 1\rkind: Service\n'],
    ['a block scalar as the kind', 'kind: |\n  Service\n'],
    ['a kind on the next line', 'kind:\n  Service\n'],
  ])('reads %s as holding any kind', (_name, text) => {
    expect(kindIndexOf(text).objects).toBe('any');
  });

  it.each([
    ['a JSON payload', '{"image": {"b64": "iVBORw0KGgo="}, "shape": [1, 3]}'],
    ['YAML that is not a manifest', 'name: build\non: [push]\njobs: {}\n'],
  ])('reads %s without the word kind as holding no object', (_name, text) => {
    expect(kindIndexOf(text)).toEqual({ objects: new Set(), mentioned: new Set(), names: new Set() });
  });

  it('reads a text that could spell the word kind with an escape as holding any kind', () => {
    expect(kindIndexOf('{"\\u006bind": "Service", "apiVersion": "v1"}').objects).toBe('any');
  });

  it("reads escapes that spell nothing a kind holds (a backtick, Go JSON's \\u003c) as plain text", () => {
    expect(set(kindIndexOf('kind: Service\ndescription: "use \\x60x\\x60 or \\u003cy\\u003e"\n').objects)).toEqual([
      'Service',
    ]);
  });

  it.each([
    ['block metadata', 'kind: A\nmetadata:\n  labels:\n    name: label\n  name: web # the name\n', ['web']],
    ['flow metadata', 'kind: A\nmetadata: {namespace: n, name: web}\n', ['web']],
    [
      'quoted names, and a document without one',
      'kind: A\nmetadata:\n  name: \'a b\'\n---\nkind: B\nmetadata:\n  name: "c"\n---\nkind: C\nmetadata: {}\n',
      ['', 'a b', 'c'],
    ],
  ])('reads the names of %s', (_name, text, names) => {
    const index = kindIndexOf(text);
    expect(index.names === 'any' ? 'any' : [...index.names].sort()).toEqual(names);
  });

  it.each([
    ['a name on the next line', 'kind: A\nmetadata:\n  name:\n    web\n'],
    ['a plain name folded over two lines', 'kind: A\nmetadata:\n  name: we\n    b\n'],
    ['a flow name it cannot read', 'kind: A\nmetadata: {name: "w,b"}\n'],
    ['an anchored name', 'kind: A\nmetadata:\n  name: &n web\n'],
    ['a quoted metadata key', 'kind: A\n"metadata": {name: web}\n'],
  ])('reads %s as holding any name', (_name, text) => {
    expect(kindIndexOf(text).names).toBe('any');
  });

  it("names a CRD's kinds as mentioned, not its own root kind", () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec:\n  names:\n    kind: Widget\n    listKind: WidgetList\n';
    const index = kindIndexOf(crd);
    expect(set(index.objects)).toEqual(['CustomResourceDefinition']);
    expect(mayMentionKind(index, ['Widget'])).toBe(true);
    expect(mayMentionKind(index, ['CustomResourceDefinition'])).toBe(false);
    expect(mayMentionKind(index, ['WidgetList'])).toBe(false);
    expect(
      mayMentionKind(kindIndexOf('spec: {names: {kind: Widget, plural: widgets}}\nkind: CustomResourceDefinition\n'), [
        'Widget',
      ]),
    ).toBe(true);
    expect(mayHoldKind(index, ['Widget'])).toBe(false);
  });

  it.each(['N', 'on', 'Off', 'yes', 'null', '~', '1e3', '0x1F'])(
    'holds the empty name of an object named %s (not a string to Kubernetes)',
    (name) => {
      for (const text of [
        `apiVersion: v1\nkind: A\nmetadata:\n  name: ${name}\n`,
        `apiVersion: v1\nkind: A\nmetadata: {namespace: n, name: ${name}}\n`,
      ]) {
        const [object] = parseManifestFile('x.yaml', text).objects;
        expect(object?.name).toBe('');
        expect(mayHoldName(kindIndexOf(text), '')).toBe(true);
      }
      expect(mayHoldName(kindIndexOf(`apiVersion: v1\nkind: A\nmetadata:\n  name: "${name}"\n`), '')).toBe(false);
    },
  );

  // Any manifest js-yaml and the kube-yaml reader read: every object's kind is in the index.
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/);
  const scalar = fc.oneof(
    word,
    fc.integer().map(String),
    fc.constantFrom('"quoted"', "'single'", '"a\\x41b"', '"\\u003c"', 'null', '[a, b]', '{k: v}'),
  );
  const field = fc
    .tuple(fc.constantFrom('kind', 'name', 'spec', 'items', '"kind"', 'apiVersion'), scalar)
    .map(([k, v]) => `${k}: ${v}`);
  const metadata = fc
    .tuple(word, fc.constantFrom('flow', 'block', 'quoted', 'labels', 'next line', 'folded', 'none'))
    .map(([name, form]) => {
      switch (form) {
        case 'flow':
          return `metadata: {namespace: n, name: ${name}}`;
        case 'block':
          return `metadata:\n  name: ${name} # c`;
        case 'quoted':
          return `metadata:\n    name: "${name}"`;
        case 'labels':
          return `metadata:\n  labels:\n    name: other\n  name: ${name}`;
        case 'next line':
          return `metadata:\n  name:\n    ${name}`;
        case 'folded':
          return `metadata:\n  name: ${name}\n    ${name}`;
        default:
          return 'metadata: {}';
      }
    });
  const doc = fc
    .tuple(
      fc.array(field, { maxLength: 4 }),
      word,
      fc.constantFrom('', '# c', '"', "'"),
      fc.constantFrom('', '  ', '- ', '{', '? '),
      metadata,
    )
    .map(([fields, kind, quote, lead, meta]) => {
      const q = quote === '"' || quote === "'" ? quote : '';
      const kindLine = `${lead}kind: ${q}${kind}${q}${quote.startsWith('#') ? ` ${quote}` : ''}`;
      return ['apiVersion: v1', kindLine, meta, ...fields].join('\n');
    });
  it('never leaves out the kind or the name of an object the file holds', () => {
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 3 }), fc.constantFrom('\n', '\r\n'), (docs, eol) => {
        const text = docs.join('\n---\n').replaceAll('\n', eol) + eol;
        const file = parseManifestFile('x.yaml', text);
        const index = kindIndexOf(text);
        for (const o of file.objects) {
          expect(mayHoldKind(index, [o.kind]), `${o.kind} in\n${text}`).toBe(true);
          expect(mayHoldName(index, o.name), `${o.name} in\n${text}`).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  // kindIndexOfBytes reads the same index from the bytes, or leaves the file to the text.
  const sameFromBytes = (text: string) => {
    const fromBytes = kindIndexOfBytes(new TextEncoder().encode(text));
    if (fromBytes !== undefined) expect(fromBytes, text).toEqual(kindIndexOf(text));
  };
  it('reads the same index from the bytes as from the text, for manifests and for any text', () => {
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 3 }), fc.constantFrom('\n', '\r\n'), (docs, eol) =>
        sameFromBytes(docs.join('\n---\n').replaceAll('\n', eol) + eol),
      ),
      { numRuns: 300 },
    );
    const piece = fc.constantFrom(
      'kind',
      'kind:',
      ' kind: "A"',
      '\n',
      '\r',
      '\\',
      '\\x4b',
      '\u0085',
      '\u2028',
      'é',
      '\uFEFF',
      ' ',
      '#',
      '---',
      'metadata:',
      '  name: n',
      '{',
      'List',
      ' '.repeat(300),
      '\n'.repeat(300),
      'x'.repeat(600),
      'é'.repeat(200),
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(piece, fc.string({ unit: 'grapheme', maxLength: 6 })), { maxLength: 30 }),
        (parts) => sameFromBytes(parts.join('')),
      ),
      { numRuns: 500 },
    );
  });

  // The mentions a rule looks for (a CRD's spec.names.kind, a reference's kind): every string under a
  // nested `kind` key of a parsed object is among them, however the key is spelled (quoted, spaced
  // before its colon, in flow or JSON) and whatever else says the word (a description's "kind of").
  it('never leaves out a kind named under a nested kind key, from the text or the bytes', () => {
    const word = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,6}$/);
    const key = fc.constantFrom('kind', '"kind"', "'kind'", 'kind ', '"kind"  ', 'kinds', 'description');
    const value = fc.oneof(
      word,
      word.map((w) => `"${w}"`),
      fc.constantFrom('"a kind of thing"', 'kind of', '[kind]'),
    );
    const entry = fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`);
    const nested = fc.oneof(
      // block mappings, one per line, under spec
      fc.array(entry, { minLength: 1, maxLength: 4 }).map((es) => `spec:\n${es.map((e) => `  ${e}`).join('\n')}`),
      // a flow mapping, with or without spaces after its commas
      fc
        .tuple(fc.array(entry, { minLength: 1, maxLength: 4 }), fc.constantFrom(', ', ','))
        .map(([es, comma]) => `spec: {${es.join(comma)}}`),
      // a sequence of mappings
      fc.array(entry, { minLength: 1, maxLength: 3 }).map((es) => `spec:\n${es.map((e) => `- ${e}`).join('\n')}`),
    );
    fc.assert(
      fc.property(nested, fc.constantFrom('\n', '\r\n'), (body, eol) => {
        const text = `apiVersion: v1\nkind: Root\nmetadata: {name: a}\n${body}\n`.replaceAll('\n', eol);
        const file = parseManifestFile('x.yaml', text);
        const named: string[] = [];
        const collect = (v: unknown): void => {
          if (Array.isArray(v)) v.forEach(collect);
          else if (typeof v === 'object' && v !== null)
            for (const [k, x] of Object.entries(v)) {
              if (k === 'kind' && typeof x === 'string') named.push(x);
              collect(x);
            }
        };
        for (const o of file.objects) collect(o.value.spec);
        for (const index of [kindIndexOf(text), kindIndexOfBytes(new TextEncoder().encode(text))])
          for (const kind of named)
            if (/^[A-Za-z0-9_.-]+$/.test(kind))
              expect(index && mayMentionKind(index, [kind]), `${kind} in\n${text}`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('reads from the text a `kind` value whose spaces run past what it reads of the bytes, and UTF-16; skips a byte order mark', () => {
    const text = `apiVersion: v1\nspec:\n  kind:${' '.repeat(700)}\n${'\n'.repeat(600)}    Service\n`;
    expect(kindIndexOfBytes(new TextEncoder().encode(text))).toBeUndefined();
    expect(kindIndexOf(text).mentioned).toEqual(new Set(['Service']));
    const bom = '\uFEFFkind: Service\napiVersion: v1\nmetadata: {name: a}\n';
    expect(kindIndexOfBytes(new TextEncoder().encode(bom))).toEqual(kindIndexOf(bom));
    expect(kindIndexOf(bom).objects).toEqual(new Set(['Service']));
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'kind: A'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(kindIndexOfBytes(utf16)).toBeUndefined();
  });
});
