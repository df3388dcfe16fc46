import { YAMLException } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { loadYaml, strictEvents } from '../../src/parse/yaml-load.js';

// What Kubernetes' YAML reader (sigs.k8s.io/yaml over go-yaml v2) reads, we read; what it refuses
// keeps js-yaml's error. Every expected value below is what sigs.k8s.io/yaml.YAMLToJSON returned
// for the same text (a Go build of sigs.k8s.io/yaml with go.yaml.in/yaml/v2 v2.4.2), and every
// "refused" case is one it refused. One row per class of src/parse/yaml-load.ts.

const load = (text: string): unknown[] => loadYaml(text, { maxDepth: 1000, maxAliases: -1 });
const first = (text: string): unknown => load(text)[0];
function errorOf(text: string): { reason: string; line: number; column: number } {
  try {
    load(text);
  } catch (error) {
    if (error instanceof YAMLException)
      return { reason: error.reason, line: (error.mark?.line ?? -1) + 1, column: (error.mark?.column ?? -1) + 1 };
    throw error;
  }
  throw new Error('expected an error');
}

describe('loadYaml: go-yaml grammar where js-yaml is stricter', () => {
  it.each([
    // indentation inside flow collections
    ["a `}` at the parent key's indentation", 'a:\n  b: {\n  c: d\n  }\n', { a: { b: { c: 'd' } } }],
    ['a `}` at column 0', 'a:\n  b: {\n    c: d\n}\n', { a: { b: { c: 'd' } } }],
    ['flow content at column 0', 'a: {\nb: c}\n', { a: { b: 'c' } }],
    ['a flow sequence item at column 0', 'a: [\n1, 2\n]\n', { a: [1, 2] }],
    ['a flow sequence in a block sequence', 'a:\n  - [\n1]\n', { a: [[1]] }],
    [
      'a flow mapping that goes on less indented',
      'a:\n  b:\n    c: [1,\n  2]\n  d: 3\n',
      { a: { b: { c: [1, 2] }, d: 3 } },
    ],
    ['a tab-indented line in a flow mapping', 'a: {\n\tb: c\n}\n', { a: { b: 'c' } }],
    ['a tab after a comma in a flow sequence', 'a: [1,\t2]\n', { a: [1, 2] }],
    ['a multi-line plain scalar in a flow sequence', 'a: [foo\nbar]\n', { a: ['foo bar'] }],
    ['a multi-line plain scalar in a flow mapping', 'a:\n  b: {c: foo\nbar}\n', { a: { b: { c: 'foo bar' } } }],
    ['a quoted scalar in a flow mapping, continued at column 0', 'a:\n  b: {c: "x\ny"}\n', { a: { b: { c: 'x y' } } }],
    // continuation lines of quoted scalars
    ["a double-quoted continuation at the key's indentation", 'a:\n  b: "x\n  y"\n', { a: { b: 'x y' } }],
    ['a double-quoted continuation at column 0', 'a:\n  b: "x\ny"\n', { a: { b: 'x y' } }],
    ['a single-quoted continuation at column 0', "a:\n  b: 'x\ny'\n", { a: { b: 'x y' } }],
    ['a tab-indented quoted continuation', 'a:\n  b: "x\n\ty"\n', { a: { b: 'x y' } }],
    ['an escaped line break, continued at column 0', 'a:\n  b: "x\\\ny"\n', { a: { b: 'xy' } }],
    ['an empty line inside a quoted scalar', 'a:\n  b: "x\n\n  y"\n', { a: { b: 'x\ny' } }],
    ['a quoted sequence item continued at column 0', 'a:\n  - "a\nb"\n', { a: ['a b'] }],
  ])('%s', (_name, text, expected) => {
    expect(first(text)).toEqual(expected);
  });

  it.each([
    // go-yaml refuses these too: js-yaml's error stays, where js-yaml placed it
    ['a tab indenting a block mapping', 'a:\n\tb: c\n', 2, 1],
    ['a tab indenting a block scalar', 'a: |\n\tx\n', 2, 1],
    ['a document marker inside a quoted scalar', 'a:\n  b: "x\n---\n"\n', 3, 1],
    ['a document marker inside a flow sequence', 'a: [\n---\n]\n', 2, 1],
    ["a plain scalar continued at its key's indentation", 'a:\n  b: x\n  y\n', 3, 4],
    ["leading blank lines deeper than a block scalar's text", 'a: |\n      \n    text\n', 3, 5],
    ['an implicit key on two lines in a flow mapping', 'a: {b\n: c}\n', 2, 1],
    [
      'a Helm template',
      'metadata:\n  name: {{ .Release.Name }}\n  labels:\n    {{- include "x" . | nindent 4 }}\n',
      4,
      7,
    ],
  ])('refused by both: %s', (_name, text, line, column) => {
    const error = errorOf(text);
    expect([error.line, error.column]).toEqual([line, column]);
  });

  // gke-networking-recipes' grpc-hc-proxy.yaml: js-yaml refuses a flow sequence's `]` at its key's
  // indentation, which go-yaml reads; go-yaml refuses the dedented entry three lines below.
  it("refused by both, where go-yaml reads past js-yaml's indentation of a flow collection: go-yaml's error", () => {
    const text =
      'spec:\n  containers:\n  - name: c\n    args: [\n      "a",\n    ]\n    ports:\n    - containerPort: 1\n   - name: d\n';
    const error = errorOf(text);
    expect([error.line, error.column, error.reason]).toEqual([
      9,
      4,
      'go-yaml, which kubectl reads YAML with, refuses it: did not find expected key',
    ]);
  });

  // integreatly-operator 79ace9be: list entries pasted with a diff's `+ `; js-yaml reads them as a
  // multi-line key to the end of the text, and refuses it past the last line.
  it("refused by both, where js-yaml's error stands past the text: go-yaml's, on a line of it", () => {
    const error = errorOf('resources:\n- account.yaml\n# sorted\n+ - reader_role.yaml\n+ - reader_binding.yaml\n');
    expect([error.line, error.column, error.reason]).toEqual([
      5,
      1,
      "go-yaml, which kubectl reads YAML with, refuses it: could not find expected ':'",
    ]);
  });

  it.each([
    ['double', 'a:\n  b: "x\n  c: d\n', 2, 6, 4],
    ['single', "a: 'x\nb: c\n", 1, 4, 3],
  ])('an unclosed %s-quoted string is placed at its opening quote', (quote, text, line, column, end) => {
    expect(errorOf(text)).toMatchObject({
      reason: `the ${quote}-quoted string that starts here is not closed (go-yaml, kubectl's reader, finds no closing quote before line ${end}, the end of the document)`,
      line,
      column,
    });
  });

  it('a mapping in a JSON stream that only go-yaml reads is placed at its line for a repeated key', () => {
    expect(errorOf('{"a": 1}\n{"b": 1, "b": 2}\n')).toMatchObject({
      reason: 'duplicated mapping key',
      line: 2,
      column: 10,
    });
  });

  it('a repeated key in a document only go-yaml reads is placed at the repeated key', () => {
    expect(errorOf('a: {\nb: 1}\nc: {\nd: 1, d: 2}\n')).toMatchObject({
      reason: 'duplicated mapping key',
      line: 4,
      column: 7,
    });
  });
});

// Tabs where go-yaml expects indentation, which js-yaml reads past (yaml-load.ts, the tab check).
// Each verdict and line is what gopkg.in/yaml.v2 2.4.0's Unmarshal gave for the same text.
describe('loadYaml: tabs go-yaml refuses', () => {
  const refusal = (problem: string) => `go-yaml, which kubectl reads YAML with, refuses it: ${problem}`;
  it.each([
    [
      'a tab-only line among block entries',
      'a: b\n\t\nc: d\n',
      2,
      1,
      'found a tab character that violates indentation',
    ],
    ['a comment line led by a tab', 'a: b\n\t# c\nd: e\n', 2, 1, 'found a tab character that violates indentation'],
    ['a tab after `-`', '- a\n-\t\n', 2, 2, 'found character that cannot start any token'],
    // js-yaml refuses these too, elsewhere and for another reason: go-yaml's error is the tab's.
    [
      'a tab-only line in a block scalar',
      'a: |\n  x\n\t\n  y\n',
      3,
      1,
      'found a tab character where an indentation space is expected',
    ],
    [
      'a comment led by a tab before a quoted scalar continued on a tab-led line',
      'a:\n\t# c\n  n: "a\n\tb"\n',
      2,
      1,
      'found character that cannot start any token',
    ],
  ])('%s', (_name, text, line, column, problem) => {
    expect(errorOf(text)).toEqual({ reason: refusal(problem), line, column });
  });

  it.each([
    ['a tab after `:`', 'a:\tb\n', { a: 'b' }],
    ['a tab ending a line', 'a: b\t\n', { a: 'b' }],
    ['a tab before a comment', 'a: b\t# c\n', { a: 'b' }],
    ['a tab after `:` that opens a block', 'a:\t\n  b: c\n', { a: { b: 'c' } }],
    ['blanks then a tab on an empty line', 'a: b\n  \t\nd: e\n', { a: 'b', d: 'e' }],
    ['a tab-only line after the end of the first document', 'a: b\n...\n\t\n', { a: 'b' }],
  ])('read by both: %s', (_name, text, expected) => {
    expect(first(text)).toEqual(expected);
  });
});

describe("loadYaml: read by both grammars, with go-yaml's values", () => {
  it.each([
    ['an IPv6 prefix ending a flow sequence item', 'a: [1.2.3.4, 2001:db8::]\n', { a: ['1.2.3.4', '2001:db8::'] }],
    ['an IPv6 prefix before the next item', 'a: [fe80::, x]\n', { a: ['fe80::', 'x'] }],
    ['a word with a colon before a comma', 'a: [x:, y]\n', { a: ['x:', true] }],
    ['a colon before the end of a flow mapping value', 'a: {b: fe80::}\n', { a: { b: 'fe80::' } }],
    ['a quoted key before a colon and a flow value stays a key', '{"a":{"b":[1]}}\n', { a: { b: [1] } }],
  ])('%s', (_name, text, value) => {
    expect(load(text)).toEqual([value]);
  });

  it.each([
    ['a quoted pattern holding `:]`', "pattern: '^[A-Za-z0-9_,:]*$'\n", true],
    ['a block plain scalar holding `:,`', 'a: b:,c\n', true],
    ['a flow item ending in a colon', 'a: [fe80::, x]\n', false],
  ])('js-yaml reads %s as go-yaml does (positions from js-yaml): %s', (_name, text, strict) => {
    expect(strictEvents(text) !== undefined).toBe(strict);
  });
});

describe('loadYaml: what go-yaml does after the first document of a chunk', () => {
  it('reads each value of a JSON stream, as kubectl decodes one (apimachinery YAMLOrJSONDecoder)', () => {
    expect(load('{"a": 1}\n{"b": 2}\n{"c":\n 3}\n')).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it('stops at a JSON value it cannot read, keeping those before', () => {
    expect(load('{"a": 1}\n{"b": 2}\n{"c" 3}\n')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('leaves what follows a complete YAML document unread, as go-yaml Unmarshal does', () => {
    expect(load('a: {\nb: 1}\n...\nfoo: ]\n')).toEqual([{ a: { b: 1 } }]);
  });
});

describe('loadYaml: values as go-yaml v2 resolves them (YAML 1.1)', () => {
  it.each([
    [
      'YAML 1.1 booleans',
      '[y, Y, yes, Yes, YES, on, On, ON, true, True, TRUE, n, N, no, No, NO, off, Off, OFF, false, False, FALSE]',
      [...Array(11).fill(true), ...Array(11).fill(false)],
    ],
    ['not booleans', '[tRUE, yES, oN, "yes", \'on\']', ['tRUE', 'yES', 'oN', 'yes', 'on']],
    ['nulls', '[~, null, Null, NULL, nULL, ""]', [null, null, null, null, 'nULL', '']],
    [
      'integers as strconv.ParseInt(s, 0, 64) reads them',
      '[0777, 0o17, 0x1F, 0b101, -0b101, +0x1F, 1_000, -0o17, 00, +1, 1_, 0_7, 0x_1F]',
      [511, 15, 31, 5, -5, 31, 1000, -15, 0, 1, 1, 7, 31],
    ],
    ['floats', '[08, 09.5, +.5, .5, 1., 1e3, 1E3, 1.e3, .5e3, -0.0]', [8, 9.5, 0.5, 0.5, 1, 1000, 1000, 1000, 500, -0]],
    [
      'past int64: uint64, then float',
      '[9223372036854775808, 18446744073709551615, 18446744073709551616, 99999999999999999999]',
      [2 ** 63, 2 ** 64 /* 18446744073709551615 as a float64 */, 2 ** 64, 1e20],
    ],
    [
      'strings that look like numbers',
      '[1:20, 1:20.5, =, _1, 0x, 0b, 0o, 1e400, .e3, 2001-12-14, 0x1FFFFFFFFFFFFFFFFF]',
      ['1:20', '1:20.5', '=', '_1', '0x', '0b', '0o', '1e400', '.e3', '2001-12-14', '0x1FFFFFFFFFFFFFFFFF'],
    ],
    ['<< as a value', '[<<, a]', ['<<', 'a']],
  ])('%s', (_name, flow, expected) => {
    expect(first(`v: ${flow}\n`)).toEqual({ v: expected });
  });

  it('keys become the text JSON holds: `y` is "true", `0777` is "511"', () => {
    expect(first('y: 1\nn: 2\n0777: 4\n1.5: 5\n"y": 6\n')).toEqual({ true: 1, false: 2, 511: 4, '1.5': 5, y: 6 });
  });

  // A key with no position of its own in js-yaml's events, empty or a collection (apache/doris-operator's
  // docs: `{label_name}: {label_values}`): its error stood at 1:1.
  const NULL_KEY = 'a mapping key is null, which Kubernetes cannot store as a JSON key';
  const COLLECTION_KEY = 'a mapping or sequence is used as a mapping key, which Kubernetes cannot store as a JSON key';
  it.each([
    ['an implicit empty key', 'kind: ConfigMap\ndata:\n  a: b\n  : c\n', NULL_KEY, 4, 3],
    ['an empty key after a dash', 'items:\n- x\n- : c\n', NULL_KEY, 3, 3],
    ['an explicit empty key', 'a: 1\n?\n: c\n', NULL_KEY, 2, 1],
    ['an empty key in a flow mapping', 'a: 1\nb: {x: 1, : 2}\n', NULL_KEY, 2, 11],
    [
      'a flow mapping',
      '# c\nkind: A\ndata:\n  a: b\n  nested:\n    {label_name}: {label_values}\n',
      COLLECTION_KEY,
      6,
      5,
    ],
    ['a flow list after a dash', 'items:\n- x\n- [a, b]: c\n', COLLECTION_KEY, 3, 3],
    ['an explicit collection key', 'a: 1\n? [a]\n: 1\n', COLLECTION_KEY, 2, 1],
  ])('a key that is %s is placed at it', (_name, text, reason, line, column) => {
    expect(errorOf(text)).toEqual({ reason, line, column });
  });

  it('`y` and `on` are one key, "true": a repeated key', () => {
    expect(errorOf('y: 1\non: 2\n').reason).toBe('duplicated mapping key');
  });

  it.each([
    ['a null key', '~: 1\n', 'a mapping key is null, which Kubernetes cannot store as a JSON key'],
    [
      'a sequence as key',
      '? [a]\n: 1\n',
      'a mapping or sequence is used as a mapping key, which Kubernetes cannot store as a JSON key',
    ],
    [
      'a mapping as key',
      '{a: 1}: 2\n',
      'a mapping or sequence is used as a mapping key, which Kubernetes cannot store as a JSON key',
    ],
    ['a merge of a scalar', 'a:\n  <<: 1\n', 'map merge requires map or sequence of maps as the value'],
    [
      'a merge of a list holding a scalar',
      'a:\n  <<: [{x: 1}, 2]\n',
      'map merge requires map or sequence of maps as the value',
    ],
    [
      'an alias inside its own anchor',
      'a: &x [*x]\n',
      'recursive alias "x" is not supported for tag tag:yaml.org,2002:seq because it uses finalize()',
    ],
    ['a repeated key (parse/duplicate-key)', 'a: 1\na: 2\n', 'duplicated mapping key'],
  ])('refuses %s', (_name, text, reason) => {
    expect(errorOf(text).reason).toBe(reason);
  });
});

describe('loadYaml: tags, as go-yaml accepts any', () => {
  it.each([
    [
      'an unknown global tag without a value (mkdocs)',
      'a: !!python/name:material.extensions.emoji.twemoji\n',
      { a: '' },
    ],
    ['an unknown local tag on a scalar', 'a: !Ref x\n', { a: 'x' }],
    ['an unknown tag on a mapping', 'a: !custom {b: c}\n', { a: { b: 'c' } }],
    ['an unknown tag on a sequence', 'a: !custom [1]\n', { a: [1] }],
    ['!!str', 'a: !!str 1\n', { a: '1' }],
    ['!!int on a quoted scalar', 'a: !!int "0777"\n', { a: 511 }],
    ['!!bool', 'a: !!bool yes\n', { a: true }],
    ['!!float of an integer', 'a: !!float 1\n', { a: 1 }],
    ['!!null', 'a: !!null ""\n', { a: null }],
    ['!!binary', 'a: !!binary aGVsbG8=\n', { a: 'hello' }],
    ['!!timestamp, kept as text', 'a: !!timestamp 2001-01-01\n', { a: '2001-01-01' }],
    ['!!set, a mapping', 'a: !!set {a, b}\n', { a: { a: null, b: null } }],
    ['!!omap, a sequence', 'a: !!omap [{a: 1}]\n', { a: [{ a: 1 }] }],
    ['!!str on a mapping, ignored', 'a: !!str {a: 1}\n', { a: { a: 1 } }],
    ['!!seq on a scalar, a string', 'a: !!seq x\n', { a: 'x' }],
    ['a verbatim tag', 'a: !<tag:yaml.org,2002:str> 1\n', { a: '1' }],
    ['a %TAG handle', '%TAG !e! tag:example.com,2000:\n---\na: !e!foo x\n', { a: 'x' }],
    ['the non-specific tag', 'a: ! 12\n', { a: '12' }],
    ['%YAML 1.1', '%YAML 1.1\n---\na: 1\n', { a: 1 }],
  ])('%s', (_name, text, expected) => {
    expect(first(text)).toEqual(expected);
  });

  it.each([
    ['!!int of a word', 'a: !!int abc\n'],
    ['!!int of a float', 'a: !!int 1.0\n'],
    ['!!binary of bad base64', 'a: !!binary "!!"\n'],
    ['!!null of a word', 'a: !!null foo\n'],
    ['!!timestamp of a word', 'a: !!timestamp foo\n'],
  ])('refuses %s, as go-yaml does', (_name, text) => {
    expect(errorOf(text).reason).toMatch(/^cannot resolve a node with !<tag:yaml\.org,2002:\w+> explicit tag$/);
  });
});

describe('loadYaml: merge keys, go-yaml v2 style', () => {
  it.each([
    ['an alias', 'a: &a {x: 1}\nb:\n  <<: *a\n  z: 2\n', { a: { x: 1 }, b: { x: 1, z: 2 } }],
    ['a merge overrides a key before it', 'b:\n  x: 0\n  <<: {x: 1}\n', { b: { x: 1 } }],
    ['a key after a merge overrides it', 'a:\n  <<: {x: 1}\n  x: 2\n', { a: { x: 2 } }],
    [
      'the earlier of a list of mappings wins',
      'a: &a {x: 1, z: 1}\nb: &b {x: 2, w: 2}\nc:\n  <<: [*a, *b]\n',
      { a: { x: 1, z: 1 }, b: { x: 2, w: 2 }, c: { x: 1, z: 1, w: 2 } },
    ],
    ['two merge keys in one mapping', 'a:\n  <<: {x: 1}\n  <<: {w: 2}\n', { a: { x: 1, w: 2 } }],
    ['a quoted "<<" is a plain key', 'a:\n  "<<": 1\n', { a: { '<<': 1 } }],
  ])('%s', (_name, text, expected) => {
    expect(first(text)).toEqual(expected);
  });
});

describe('loadYaml: block scalars', () => {
  it.each([
    ['| at the end of a text without a final line break', 'a: |\n  x', 'x'],
    ['|+ there', 'a: |+\n  x', 'x'],
    ['> there', 'a: >\n  x\n  y', 'x y'],
    ['a trailing line of spaces', 'a: |\n  x\n   ', 'x\n '],
    ['| with a final line break', 'a: |\n  x\n', 'x\n'],
  ])('%s', (_name, text, expected) => {
    expect(first(text)).toEqual({ a: expected });
  });
});
