import * as core from '@actions/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding } from '../../src/engine/finding.js';
import { renderWorkflowCommands } from '../../src/report/github.js';
import { finding, renderInput } from './make-input.js';

/** A workflow command as the runner reads it: name, properties split at commas, data after `::`. */
function parseCommand(line: string): { name: string; properties: Record<string, string>; data: string } {
  const end = line.indexOf('::', 2);
  const head = line.slice(2, end);
  const space = head.indexOf(' ');
  const name = space === -1 ? head : head.slice(0, space);
  const list = space === -1 ? '' : head.slice(space + 1);
  const properties = Object.fromEntries(
    list
      .split(',')
      .filter((p) => p !== '')
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
  );
  return { name, properties, data: line.slice(end + 2) };
}

/** What @actions/core itself writes for the same annotation. */
function coreCommand(f: Finding): string {
  let written = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written += String(chunk);
    return true;
  });
  try {
    const sameLine = f.line === f.endLine;
    const properties: core.AnnotationProperties = {
      title: f.ruleId,
      file: f.file,
      startLine: f.line,
      endLine: f.endLine,
      ...(sameLine ? { startColumn: f.column, endColumn: f.endColumn } : {}),
    };
    if (f.severity === 'error') core.error(f.message, properties);
    else if (f.severity === 'warning') core.warning(f.message, properties);
    else core.notice(f.message, properties);
  } finally {
    write.mockRestore();
  }
  return written.replace(/\n$/, '');
}

afterEach(() => vi.restoreAllMocks());

describe('renderWorkflowCommands', () => {
  it('writes one command per finding, most severe first', () => {
    const findings = [
      finding({
        severity: 'notice',
        file: 'a.yaml',
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 4,
        ruleId: 'crd/a',
        message: 'n',
      }),
      finding({
        severity: 'error',
        file: 'z.yaml',
        line: 9,
        column: 3,
        endLine: 9,
        endColumn: 7,
        ruleId: 'crd/b',
        message: 'e',
      }),
      finding({
        severity: 'warning',
        file: 'b.yaml',
        line: 2,
        column: 5,
        endLine: 4,
        endColumn: 1,
        ruleId: 'crd/c',
        message: 'w',
      }),
    ];
    expect(renderWorkflowCommands(renderInput(findings))).toBe(
      [
        '::error file=z.yaml,line=9,col=3,endLine=9,endColumn=7,title=crd/b::e',
        // The runner drops columns when the lines differ; they are not sent.
        '::warning file=b.yaml,line=2,endLine=4,title=crd/c::w',
        '::notice file=a.yaml,line=1,col=1,endLine=1,endColumn=4,title=crd/a::n',
        '',
      ].join('\n'),
    );
  });

  it('writes nothing for no findings', () => {
    expect(renderWorkflowCommands(renderInput([]))).toBe('');
  });

  it('escapes data and properties as @actions/core does', () => {
    const f = finding({ file: 'dir,x/a:b%.yaml', ruleId: 'crd/x', message: '100% wrong\r\nsee: a, b' });
    expect(renderWorkflowCommands(renderInput([f]))).toBe(
      '::error file=dir%2Cx/a%3Ab%25.yaml,line=6,col=33,endLine=6,endColumn=85,title=crd/x::100%25 wrong%0D%0Asee: a, b\n',
    );
  });

  it('cannot be made to issue a second command', () => {
    const f = finding({ message: 'x\n::error file=evil.yaml::forged', file: 'a.yaml\n::warning::forged' });
    const out = renderWorkflowCommands(renderInput([f]));
    expect(out.split('\n')).toHaveLength(2);
    expect(parseCommand(out.replace(/\n$/, ''))).toEqual({
      name: 'error',
      properties: {
        file: 'a.yaml%0A%3A%3Awarning%3A%3Aforged',
        line: '6',
        col: '33',
        endLine: '6',
        endColumn: '85',
        title: 'approval/placeholder-url',
      },
      data: 'x%0A::error file=evil.yaml::forged',
    });
  });

  it('keeps a range that runs backwards from reaching the runner, which would drop it', () => {
    const f = finding({ line: 7, endLine: 3, column: 9, endColumn: 2 });
    expect(renderWorkflowCommands(renderInput([f]))).toMatch(
      /^::error file=config\/crd\.yaml,line=7,col=9,endLine=7,endColumn=9,/,
    );
  });

  const text = fc.string({ unit: fc.constantFrom('a', ' ', ':', ',', '%', '\n', '\r', '=', '::', '%0A', 'é', '😀') });
  const anyFinding = fc.record({
    severity: fc.constantFrom('error', 'warning', 'notice') as fc.Arbitrary<Finding['severity']>,
    message: text,
    file: text,
    ruleId: text,
    line: fc.integer({ min: 1, max: 1000 }),
    column: fc.integer({ min: 1, max: 200 }),
    lines: fc.nat(3),
    columns: fc.nat(40),
  });

  it('writes exactly one line per finding, without a raw newline or carriage return in it', () => {
    fc.assert(
      fc.property(fc.array(anyFinding, { maxLength: 10 }), (specs) => {
        const findings = specs.map((s) =>
          finding({ ...s, endLine: s.line + s.lines, endColumn: s.column + s.columns }),
        );
        const out = renderWorkflowCommands(renderInput(findings));
        expect(out.split('\n')).toHaveLength(findings.length + 1);
        expect(out).not.toContain('\r');
      }),
    );
  });

  it('means the same to the runner as the command @actions/core writes', () => {
    fc.assert(
      fc.property(anyFinding, (s) => {
        const f = finding({ ...s, endLine: s.line + s.lines, endColumn: s.column + s.columns });
        const ours = parseCommand(renderWorkflowCommands(renderInput([f])).replace(/\n$/, ''));
        expect(ours).toEqual(parseCommand(coreCommand(f)));
      }),
    );
  });
});
