import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GO_GRAMMAR } from '../../../src/parse/go/load-go-parser.js';
import { LIMITS } from '../../../src/parse/parse-problem.js';
import { goParser } from './go-parser-instance.js';

// Go files into structs, fields, doc comments, constants and spec maps (spec/go-lifecycle.md §1, §3).

const parse = (text: string) => goParser.parse('api/v1/types.go', text);
const docText = (doc: readonly { text: string }[]) => doc.map((c) => c.text.trim());

describe('structs', () => {
  it('reads single, grouped and generic declarations, and nothing that is not a struct', () => {
    const f = parse(
      [
        'package v1',
        '',
        'type A struct{ X int }',
        '',
        'type (',
        '\tB struct{ Y int }',
        '\tC int',
        '\tD[T any] struct{ Z T }',
        ')',
        '',
        'type E = A',
        '',
      ].join('\n'),
    );
    expect(f.error).toBeUndefined();
    expect(f.packageName).toBe('v1');
    expect(f.structs.map((s) => [s.name, s.line, s.column, s.fields.map((x) => x.names.join(','))])).toEqual([
      ['A', 3, 6, ['X']],
      ['B', 6, 2, ['Y']],
      ['D', 8, 2, ['Z']],
    ]);
    expect(f.namedTypes).toEqual([
      { name: 'C', type: 'int' },
      { name: 'E', type: 'A', alias: true },
    ]);
  });

  it('reads the declared types that are not structs, and aliases, but not generic ones', () => {
    const f = parse(
      [
        'package v1',
        '',
        'type Port uint16',
        'type (',
        '	// Ports are ports.',
        '	Ports []Port',
        '	Limits = map[string]*int64',
        ')',
        'type List[T any] []T',
        'type Check func(int) error',
        '',
      ].join('\n'),
    );
    expect(f.namedTypes).toEqual([
      { name: 'Port', type: 'uint16' },
      { name: 'Ports', type: '[]Port' },
      { name: 'Limits', type: 'map[string]*int64', alias: true },
      { name: 'Check', type: 'func(int) error' },
    ]);
    expect(f.structs).toEqual([]);
  });

  it('reads embedded and multi-name fields, types and both kinds of tag', () => {
    const f = parse(
      [
        'package v1',
        'type A struct {',
        '\tmetav1.TypeMeta `json:",inline"`',
        '\t*Inner',
        '\tX, Y int32 "json:\\"xy,omitempty\\""',
        '\tM map[string][]byte `json:"m"`',
        '}',
        '',
      ].join('\n'),
    );
    expect(
      f.structs[0]?.fields.map((x) => ({ names: x.names, type: x.type, tag: x.tag, line: x.line, column: x.column })),
    ).toEqual([
      { names: [], type: 'metav1.TypeMeta', tag: 'json:",inline"', line: 3, column: 2 },
      { names: [], type: '*Inner', tag: undefined, line: 4, column: 2 },
      { names: ['X', 'Y'], type: 'int32', tag: 'json:"xy,omitempty"', line: 5, column: 2 },
      { names: ['M'], type: 'map[string][]byte', tag: 'json:"m"', line: 6, column: 2 },
    ]);
  });
});

describe('doc comments', () => {
  const f = parse(
    [
      'package v1', //  1
      '', //            2
      '// Group one.', // 3
      '// +k8s:prerelease-lifecycle-gen=true', // 4
      '', //            5
      '// A is documented.', // 6
      'type A struct {', // 7
      '\t// X doc.', // 8
      '\t// +optional', // 9
      '\tX int `json:"x"` // trailing on X', // 10
      '\tY int `json:"y"`', // 11
      '', //            12
      '\t// separated by a blank line', // 13
      '', //            14
      '\tZ int', //     15
      '\t/* block */', // 16
      '\tW int', //     17
      '}', //           18
      '', //            19
      '// Stray.', //   20
      '', //            21
      '', //            22
      '// B doc.', //   23
      'type B struct { // trailing on the brace', // 24
      '\tV int', //     25
      '}', //           26
      '',
    ].join('\n'),
  );
  const [a, b] = f.structs;

  it('are the contiguous lines directly above, with positions', () => {
    expect(a?.doc).toEqual([{ line: 6, column: 1, text: ' A is documented.' }]);
    expect(a?.fields[0]?.doc).toEqual([
      { line: 8, column: 2, text: ' X doc.' },
      { line: 9, column: 2, text: ' +optional' },
    ]);
  });

  it('never take the previous field’s trailing comment, a group above a blank line, or a block comment', () => {
    expect(a?.fields.map((x) => [x.names[0], docText(x.doc)])).toEqual([
      ['X', ['X doc.', '+optional']],
      ['Y', []],
      ['Z', []],
      ['W', []],
    ]);
    expect(b?.fields[0]?.doc).toEqual([]);
  });

  it('include, for a type, the group one blank line above its doc (gengo reads two groups)', () => {
    expect(docText(a?.secondDoc ?? [])).toEqual(['Group one.', '+k8s:prerelease-lifecycle-gen=true']);
    expect(docText(b?.doc ?? [])).toEqual(['B doc.']);
    expect(b?.secondDoc).toEqual([]); // two blank lines above: too far
  });

  it('include, for a type without a doc comment, the group one blank line above it', () => {
    const g = parse(
      ['package v1', '', '// +k8s:prerelease-lifecycle-gen:introduced=1.12', '', 'type AList struct {}', ''].join('\n'),
    );
    expect(g.structs[0]?.doc).toEqual([]);
    expect(docText(g.structs[0]?.secondDoc ?? [])).toEqual(['+k8s:prerelease-lifecycle-gen:introduced=1.12']);
  });

  it('keep columns and text right after non-ASCII text', () => {
    const g = parse(
      ['package v1', '// Größe — 大小', 'type A struct {', '\t// Ünïcode doc', '\tX int `json:"ẋ"`', '}', ''].join(
        '\n',
      ),
    );
    expect(g.structs[0]?.doc).toEqual([{ line: 2, column: 1, text: ' Größe — 大小' }]);
    expect(g.structs[0]?.fields[0]).toMatchObject({
      names: ['X'],
      tag: 'json:"ẋ"',
      doc: [{ line: 4, column: 2, text: ' Ünïcode doc' }],
    });
  });
});

describe('package comments, imports, constants and spec maps', () => {
  const f = parse(
    [
      '// +k8s:prerelease-lifecycle-gen=true',
      '',
      'package features',
      '',
      'import (',
      '\t"k8s.io/component-base/featuregate"',
      '\tgen "k8s.io/apiserver/pkg/features"',
      ')',
      '',
      'const (',
      '\t// alpha: v1.20',
      '\tA featuregate.Feature = "LongA"',
      '\tB = featuregate.Feature("B")',
      '\tC = "C"',
      '\tD, E = 1, 2',
      ')',
      '',
      'var m = map[featuregate.Feature]featuregate.VersionedSpecs{',
      '\tA: {',
      '\t\t// a comment between entries',
      '\t\t{Version: version.MustParse("1.20"), Default: false, PreRelease: featuregate.Alpha},',
      '\t\t{PreRelease: featuregate.Beta, Version: version.MajorMinor(1, 22), Default: true},',
      '\t},',
      '\tgen.Other: {{Version: version.MustParse("1.8"), LockToDefault: true}},',
      '}',
      '',
      'func legacy() map[featuregate.Feature]featuregate.FeatureSpec {',
      '\treturn map[featuregate.Feature]featuregate.FeatureSpec{B: {Default: false, PreRelease: featuregate.Alpha}}',
      '}',
      '',
    ].join('\n'),
  );

  it('reads package comments and imports', () => {
    expect(docText(f.packageComments)).toEqual(['+k8s:prerelease-lifecycle-gen=true']);
    expect(f.imports).toEqual([
      { path: 'k8s.io/component-base/featuregate' },
      { name: 'gen', path: 'k8s.io/apiserver/pkg/features' },
    ]);
  });

  it('reads single-name constants with their type, string and doc', () => {
    expect(f.consts.map((c) => [c.name, c.type, c.stringValue, c.line, docText(c.doc)])).toEqual([
      ['A', 'featuregate.Feature', 'LongA', 12, ['alpha: v1.20']],
      ['B', 'featuregate.Feature', 'B', 13, []],
      ['C', undefined, 'C', 14, []],
      ['m', undefined, undefined, 18, []],
    ]);
  });

  it('reads spec maps in variables and function results, each entry and each spec literal', () => {
    expect(
      f.specMaps.map((m) => [
        m.keyType,
        m.valueType,
        m.line,
        m.entries.map((e) => [e.key, e.line, e.values.map((v) => Object.fromEntries(v.fields))]),
      ]),
    ).toEqual([
      [
        'featuregate.Feature',
        'featuregate.VersionedSpecs',
        18,
        [
          [
            'A',
            19,
            [
              { Version: 'version.MustParse("1.20")', Default: 'false', PreRelease: 'featuregate.Alpha' },
              { PreRelease: 'featuregate.Beta', Version: 'version.MajorMinor(1, 22)', Default: 'true' },
            ],
          ],
          ['gen.Other', 24, [{ Version: 'version.MustParse("1.8")', LockToDefault: 'true' }]],
        ],
      ],
      [
        'featuregate.Feature',
        'featuregate.FeatureSpec',
        28,
        [['B', 28, [{ Default: 'false', PreRelease: 'featuregate.Alpha' }]]],
      ],
    ]);
  });
});

describe('files the grammar cannot fully read', () => {
  it('give the first syntax error with its position, and keep the rest of the struct', () => {
    const f = parse(['package v1', '', 'type A struct {', '\tB int', '\tC int int', '\tD int', '}', ''].join('\n'));
    expect(f.error).toBeUndefined();
    expect(f.syntaxError).toEqual({ line: 5, column: 4, message: 'unexpected "int"' });
    expect(f.structs.map((s) => [s.name, s.fields.map((x) => x.names.join(','))])).toEqual([['A', ['B', 'D']]]);
  });

  // hierarchical-namespaces a90901fc: two constants on one line, the `;` between them missing.
  it('point at what follows a missing separator, where the grammar shows no node for it', () => {
    const f = parse(
      [
        'package setup',
        '',
        'const (',
        '\tcertDir = "/tmp/certs"apiExtCertDir = "/certs"',
        '\tcaName = "ca"',
        ')',
        '',
      ].join('\n'),
    );
    expect(f.syntaxError).toEqual({ line: 4, column: 24, message: 'unexpected "apiExtCertDir = \\"/certs\\""' });
  });

  it('point at the unterminated string, not at the declaration that holds it', () => {
    const f = parse(['package v1', 'type A struct {', '\tB int `json:"b"`', '\tC int `json:"c"', '}', ''].join('\n'));
    expect(f.syntaxError?.line).toBe(4);
  });

  // A line the grammar cannot read: recovery swallows the declarations around it into odd
  // shapes; those are left out, and every declaration read whole is kept.
  const broken = parse(
    [
      'package v1', //                                     1
      '', //                                               2
      'import "k8s.io/component-base/featuregate"', //     3
      '', //                                               4
      '// A is before.', //                                5
      'type A struct {', //                                6
      '\t// +featureGate=Foo', //                          7
      '\tX int `json:"x"`', //                             8
      '}', //                                              9
      '', //                                               10
      'var port = int32(9443))', //                        11
      '', //                                               12
      'func f() *int { return (2 + 3 }', //                13
      '', //                                               14
      '// B is after.', //                                 15
      'type B struct {', //                                16
      '\t// +featureGate=Bar', //                          17
      '\tY int `json:"y"`', //                             18
      '}', //                                              19
      '', //                                               20
      'const Gate featuregate.Feature = "Gate"', //        21
      '',
    ].join('\n'),
  );

  it('name the first point it could not read', () => {
    expect(broken.syntaxError).toEqual({ line: 11, column: 23, message: 'unexpected ")"' });
  });

  it('keep the declarations it read whole, with their doc comments, before and after the error', () => {
    expect(broken.packageName).toBe('v1');
    expect(broken.imports).toEqual([{ path: 'k8s.io/component-base/featuregate' }]);
    expect(
      broken.structs.map((s) => [
        s.name,
        s.line,
        docText(s.doc),
        s.fields.map((x) => [x.names.join(','), x.line, docText(x.doc)]),
      ]),
    ).toEqual([
      ['A', 6, ['A is before.'], [['X', 8, ['+featureGate=Foo']]]],
      ['B', 16, ['B is after.'], [['Y', 18, ['+featureGate=Bar']]]],
    ]);
    expect(broken.consts.map((c) => [c.name, c.stringValue])).toEqual([['Gate', 'Gate']]);
  });

  it('read declarations that recovery wrapped in an ERROR node', () => {
    // A stray token at the top level: tree-sitter wraps what follows until it can resume.
    const f = parse(
      ['package v1', '', ')', '', '// T doc.', 'type T struct {', '\tA int `json:"a"`', '}', ''].join('\n'),
    );
    expect(f.syntaxError?.line).toBe(3);
    expect(f.structs.map((s) => [s.name, docText(s.doc), s.fields.map((x) => x.names.join(','))])).toEqual([
      ['T', ['T doc.'], ['A']],
    ]);
  });

  it('leave out a spec-map entry that holds an error, and keep the others', () => {
    const f = parse(
      [
        'package features',
        'var m = map[featuregate.Feature]featuregate.VersionedSpecs{',
        '\tA: {{Version: version.MustParse("1.20"), PreRelease: featuregate.Alpha}},',
        '\tB: {{Version: version.MustParse("1.21") PreRelease: featuregate.Alpha}},',
        '\tC: {{Version: version.MustParse("1.22"), PreRelease: featuregate.Beta}},',
        '}',
        '',
      ].join('\n'),
    );
    expect(f.syntaxError).toBeDefined();
    expect(f.specMaps.flatMap((m) => m.entries.map((e) => e.key))).toEqual(['A', 'C']);
  });
});

// Go 1.26 lets `new` take an expression; tree-sitter-go 0.25 reads `new(` as a type only.
describe('Go 1.26 new(expr)', () => {
  const file = [
    'package v1', //                                                        1
    '', //                                                                  2
    '// A is before. Its doc says new(x) and keeps saying it.', //          3
    'type A struct {', //                                                   4
    '\tX int `json:"x"`', //                                                5
    '}', //                                                                 6
    '', //                                                                  7
    'var port = new(int32(9443))', //                                       8
    'var name, é = new("x"), new([]string)', //                             9
    '', //                                                                  10
    'func f() *int { return new(2 + 3) }', //                               11
    'func g() { _ = []T{{P: &M{Prefix: new("/")}}}; _ = new(map[string]int); _ = new(struct{ A int }); _ = "new(" }', // 12
    '', //                                                                  13
    '// B is after.', //                                                    14
    'type B struct {', //                                                   15
    '\tY int `json:"y"` // new(y)', //                                      16
    '}', //                                                                 17
    '',
  ].join('\n');

  it('reads as the Go compiler does: no syntax error, every declaration with its position and doc', () => {
    const f = parse(file);
    expect(f.syntaxError).toBeUndefined();
    expect(
      f.structs.map((s) => [
        s.name,
        s.line,
        s.column,
        docText(s.doc),
        s.fields.map((x) => [x.names.join(','), x.line, x.tag]),
      ]),
    ).toEqual([
      ['A', 4, 6, ['A is before. Its doc says new(x) and keeps saying it.'], [['X', 5, 'json:"x"']]],
      ['B', 15, 6, ['B is after.'], [['Y', 16, 'json:"y"']]],
    ]);
  });

  it('still reports what is broken beside it, at its own place', () => {
    const f = parse(file.replace('var port = new(int32(9443))', 'var port = new(int32(9443)))'));
    expect(f.syntaxError).toEqual({ line: 8, column: 28, message: 'unexpected ")"' });
    expect(f.structs.map((s) => s.name)).toEqual(['A', 'B']);
  });

  it('reads every `new` call the same, whatever stands beside it', () => {
    const argument = fc.constantFrom(
      'int32(9443)',
      '"x"',
      '2 + 3',
      'x(1)',
      'pkg.T{}',
      '[]string',
      'map[string]int',
      'T',
      '*pkg.T',
      'struct{}',
      'f()[0]',
    );
    fc.assert(
      fc.property(
        fc.array(argument, { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom('', 'é', '// new(x)', '"new("'), { maxLength: 3 }),
        (args, noise) => {
          const body = args
            .map((a, i) => `\t_ = new(${a}) // ${noise[i % Math.max(1, noise.length)] ?? ''}`)
            .join('\n');
          const f = parse(
            [
              'package v1',
              `// ${noise.join(' ')}`,
              'type A struct {',
              '\tX int `json:"x"`',
              '}',
              'func f() {',
              body,
              '}',
              'type B struct {',
              '\tY int `json:"y"`',
              '}',
              '',
            ].join('\n'),
          );
          expect(f.syntaxError).toBeUndefined();
          expect(f.structs.map((s) => [s.name, s.line])).toEqual([
            ['A', 3],
            ['B', 9 + args.length - 1],
          ]);
        },
      ),
      { numRuns: 100 },
    );
  });

  // cert-manager/approver-policy's tests: `Name: new("my-*"), Kind: new("*uer"), Group: new("*")`.
  // Recovery from the first call's error swallowed the others on its line.
  it('reads every `new` call of one line, in a composite literal, whatever stands beside it', () => {
    const argument = fc.constantFrom(
      '"x"',
      '2 + 3',
      'x(1)',
      'int32(9443)',
      '[]string',
      'T',
      '*pkg.T',
      'map[string]int',
    );
    fc.assert(
      fc.property(fc.array(argument, { minLength: 1, maxLength: 8 }), (args) => {
        const fields = args.map((a, i) => `F${i}: new(${a})`).join(', ');
        const f = parse(
          [
            'package v1',
            'type A struct {',
            '\tX int `json:"x"`',
            '}',
            `func f() { _ = T{R: &R{${fields}}} }`,
            'type B struct {',
            '\tY int `json:"y"`',
            '}',
            '',
          ].join('\n'),
        );
        expect(f.syntaxError, fields).toBeUndefined();
        expect(f.structs.map((s) => [s.name, s.line])).toEqual([
          ['A', 2],
          ['B', 6],
        ]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('recovery around what the grammar cannot read', () => {
  const ident = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,8}$/);
  it('keeps every struct away from the unreadable line, wherever it stands between declarations', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name: ident, fields: fc.uniqueArray(ident, { minLength: 1, maxLength: 4 }) }), {
          selector: (x) => x.name,
          minLength: 1,
          maxLength: 5,
        }),
        fc.nat(),
        fc.constantFrom('var port = int32(9443))', 'func f() *int { return (2 + 3 }', 'var a, b = x(1)), 2'),
        (structs, at, unreadable) => {
          const decls = structs.map((s) =>
            [
              `// ${s.name} doc.`,
              `type ${s.name} struct {`,
              ...s.fields.map((f) => `\t// +optional\n\t${f} int \`json:"${f.toLowerCase()}"\``),
              '}',
            ].join('\n'),
          );
          const clean = parse(['package v1', ...decls, ''].join('\n\n'));
          const withError = [...decls];
          withError.splice(at % (decls.length + 1), 0, unreadable);
          const f = parse(['package v1', ...withError, ''].join('\n\n'));
          expect(f.syntaxError).toBeDefined();
          const shape = (g: typeof f) =>
            g.structs.map((x) => [
              x.name,
              docText(x.doc),
              x.fields.map((y) => [y.names.join(','), y.tag, docText(y.doc)]),
            ]);
          expect(shape(f)).toEqual(shape(clean));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('files without a final newline (valid Go: the scanner ends the last line at EOF)', () => {
  it.each([
    ['a var group', 'package p\n\nvar (\n\tx = 1\n)'],
    ['a var', 'package p\n\nvar x = 1'],
    ['a struct', 'package p\n\ntype T struct {\n\tA int `json:"a"`\n}'],
    ['CRLF line ends', 'package p\r\n\r\ntype T struct {\r\n\tA int `json:"a"`\r\n}'],
    ['a trailing comment', 'package p\n\ntype T struct{}\n// the end'],
    ['a function', 'package p\n\nfunc f() {\n}'],
  ])('parse cleanly: %s', (_name, text) => {
    const f = parse(text);
    expect(f.syntaxError).toBeUndefined();
    expect(f.error).toBeUndefined();
    expect(f.packageName).toBe('p');
  });

  it('give what the same file with a newline gives', () => {
    const text = 'package p\n\n// T doc.\ntype T struct {\n\t// +optional\n\tA int `json:"a"`\n}';
    expect(parse(text)).toEqual({ ...parse(`${text}\n`), text });
  });
});

describe('files that are not Go source', () => {
  it('report bytes that are not UTF-8 at their line', () => {
    const bytes = Buffer.concat([
      Buffer.from('package v1\n// caf'),
      Buffer.from([0xe9]),
      Buffer.from('\ntype A struct{}\n'),
    ]);
    const f = goParser.parse('a.go', bytes);
    expect(f.error).toEqual({ line: 2, column: 7, message: 'the file is not valid UTF-8 (byte 0xe9) at byte 17' });
  });

  it('report a NUL byte', () => {
    const f = goParser.parse('a.go', Buffer.from('package v1\n\0'));
    expect(f.error?.message).toBe('the file contains a NUL byte: this is a binary file, not Go source at byte 11');
    expect(f.error?.line).toBe(2);
  });

  it('refuse a file larger than the limit without reading it', () => {
    const big = new Uint8Array(LIMITS.maxFileBytes + 1);
    const f = goParser.parse('a.go', big);
    expect(f.error).toEqual({
      line: 1,
      column: 1,
      message: 'the file is 16.0 MiB, more than the 16 MiB this tool reads',
    });
  });

  it('skip generated files (Go’s `Code generated … DO NOT EDIT.` header), broken or not', () => {
    const f = parse('// Code generated by deepcopy-gen. DO NOT EDIT.\n\npackage v1\n\nfunc (in *A) DeepCopy( {\n');
    expect(f).toMatchObject({ isGenerated: true, structs: [] });
    expect(f.error).toBeUndefined();
    expect(
      parse('package v1\n\n// Code generated by hand. DO NOT EDIT.\ntype A struct{ X int }\n').structs,
    ).toHaveLength(1);
  });

  it('never throw, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('', 'package v1\n', 'package v1\ntype A struct {\n'),
        (noise, prefix) => {
          const f = goParser.parse('a.go', prefix + noise);
          expect(Array.isArray(f.structs)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('generated structs', () => {
  const ident = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,8}$/);
  const jsonName = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/);
  const docLine = fc.stringMatching(/^[A-Za-z0-9 .,+=:()-]{0,30}$/);
  it('give back every field with its names, tag and doc', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ name: ident, json: jsonName, doc: fc.array(docLine, { maxLength: 3 }), raw: fc.boolean() }),
          { selector: (x) => x.name, maxLength: 8 },
        ),
        (fields) => {
          const lines = ['package v1', '', 'type T struct {'];
          for (const x of fields) {
            for (const d of x.doc) lines.push(`\t//${d}`);
            lines.push(
              x.raw ? `\t${x.name} string \`json:"${x.json}"\`` : `\t${x.name} string "json:\\"${x.json}\\""`,
              '',
            );
          }
          lines.push('}', '');
          const f = parse(lines.join('\n'));
          expect(f.error).toBeUndefined();
          expect(f.syntaxError).toBeUndefined();
          expect(parse(lines.join('\n').trimEnd()).structs).toEqual(f.structs); // no final newline: the same
          expect(
            f.structs[0]?.fields.map((x) => ({ names: x.names, tag: x.tag, doc: x.doc.map((d) => d.text) })),
          ).toEqual(fields.map((x) => ({ names: [x.name], tag: `json:"${x.json}"`, doc: x.doc })));
        },
      ),
      { numRuns: 200 },
    );
  });
});

it('names the grammar it reads Go with as installed (users see it in lifecycle/parse-error)', () => {
  const pkg = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('tree-sitter-go/package.json'), 'utf8'),
  ) as { version: string };
  expect(GO_GRAMMAR).toBe(`tree-sitter-go ${pkg.version.split('.').slice(0, 2).join('.')}`);
});
