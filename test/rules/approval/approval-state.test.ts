import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalReason, approvalState, isProtectedGroup } from '../../../src/rules/approval/approval-state.js';

// spec/crd-validation.md CRD-APPROVAL-001 and -002, table by table.

describe('isProtectedGroup (CRD-APPROVAL-001)', () => {
  it.each([
    ['k8s.io', true],
    ['kubernetes.io', true],
    ['apps.k8s.io', true],
    ['gateway.networking.k8s.io', true],
    ['x.sigs.k8s.io', true],
    ['demo.kubernetes.io', true],
    ['x-k8s.io', false],
    ['cluster.x-k8s.io', false],
    ['infrastructure.cluster.x-k8s.io', false],
    ['evilk8s.io', false],
    ['notkubernetes.io', false],
    ['k8s.io.evil.com', false],
    ['foo.k8s.io.evil.com', false],
    ['kubernetes.io.example.com', false],
    ['io.k8s', false],
    ['k8s.io-x.com', false],
    ['K8S.IO', false],
    ['Foo.k8s.io', true],
    ['k8s.io.', false],
    ['', false],
  ])('%j → %s', (group, protectedGroup) => {
    expect(isProtectedGroup(group)).toBe(protectedGroup);
  });
});

describe('approvalState (CRD-APPROVAL-002)', () => {
  it.each([
    [undefined, 'Missing'],
    ['', 'Missing'],
    ['unapproved', 'Bypassed'],
    ['unapproved, experimental-only', 'Bypassed'],
    ['unapprovedhttps://x', 'Bypassed'],
    ['Unapproved ...', 'Invalid'],
    ['UNAPPROVED', 'Invalid'],
    [' unapproved', 'Invalid'],
    ['https://github.com/kubernetes/enhancements/pull/1111', 'Approved'],
    ['http://a', 'Approved'],
    ['HTTPS://GITHUB.COM/x', 'Approved'],
    ['ftp://example.com/x', 'Approved'],
    ['foo://bar', 'Approved'],
    ['https://github.com/k/e/pull/1#issuecomment-1', 'Approved'],
    ['https://:443', 'Approved'],
    ['https://', 'Invalid'],
    ['https://user@', 'Invalid'],
    ['github.com/kubernetes/enhancements/pull/1111', 'Invalid'],
    ['/kubernetes/enhancements/pull/1111', 'Invalid'],
    ['mailto:x@y', 'Invalid'],
    ['https:github.com/x', 'Invalid'],
    ['approved', 'Invalid'],
    ['true', 'Invalid'],
    ['yes', 'Invalid'],
    ['#1111', 'Invalid'],
    ['https://exa mple.com', 'Invalid'],
    ['https://github.com/x\n', 'Invalid'],
    ['https://github.com/\tx', 'Invalid'],
    ['https://github.com/x\u007f', 'Invalid'],
    ['unapproved\n', 'Bypassed'], // the prefix wins before the URL is parsed
    ['https://github.com/x ', 'Approved'], // a trailing space is part of the path
    ['https://github.com /x', 'Invalid'],
  ])('%j → %s', (value, state) => {
    expect(approvalState(value)).toBe(state);
  });
});

describe('approvalReason: the apiserver text, byte for byte', () => {
  it('Missing', () => {
    expect(approvalReason('Missing', '')).toBe(
      'protected groups must have approval annotation "api-approved.kubernetes.io", see https://github.com/kubernetes/enhancements/pull/1111',
    );
  });
  it('Invalid', () => {
    expect(approvalReason('Invalid', 'bad value')).toBe(
      'protected groups must have approval annotation "api-approved.kubernetes.io" with either a URL or a reason starting with "unapproved", see https://github.com/kubernetes/enhancements/pull/1111',
    );
  });
  it('Bypassed quotes the value with Go %q', () => {
    expect(approvalReason('Bypassed', 'unapproved for reasons')).toBe('not approved: "unapproved for reasons"');
    expect(approvalReason('Bypassed', 'unapproved "x"\n')).toBe('not approved: "unapproved \\"x\\"\\n"');
  });
  it('Approved cites the value as it is', () => {
    expect(approvalReason('Approved', 'https://github.com/kubernetes/kubernetes/pull/79724')).toBe(
      'approved in https://github.com/kubernetes/kubernetes/pull/79724',
    );
  });
});

describe('approvalState: properties', () => {
  const anyString = fc.string({ unit: 'binary', maxLength: 60 });

  it('never throws, and gives one of the four states', () => {
    fc.assert(
      fc.property(
        anyString,
        (s) => void expect(['Missing', 'Bypassed', 'Approved', 'Invalid']).toContain(approvalState(s)),
      ),
      { numRuns: 2000 },
    );
  });

  it('anything starting with "unapproved" is Bypassed', () => {
    fc.assert(fc.property(anyString, (s) => void expect(approvalState(`unapproved${s}`)).toBe('Bypassed')));
  });

  it('only the empty string is Missing', () => {
    fc.assert(
      fc.property(
        anyString.filter((s) => s !== ''),
        (s) => void expect(approvalState(s)).not.toBe('Missing'),
      ),
    );
  });

  it('a control character makes anything but a bypass Invalid', () => {
    const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(anyString, control, anyString, (a, c, b) => {
        fc.pre(!`${a}${c}${b}`.startsWith('unapproved'));
        expect(approvalState(`${a}${c}${b}`)).toBe('Invalid');
      }),
    );
  });

  it('a value without ":" cannot be Approved (a URL needs a scheme)', () => {
    fc.assert(
      fc.property(
        anyString.filter((s) => !s.includes(':')),
        (s) => void expect(approvalState(s)).not.toBe('Approved'),
      ),
    );
  });

  it('https://<host>/<path> with plain characters is Approved', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9.-]{1,20}$/),
        fc.stringMatching(/^[A-Za-z0-9/_.~-]{0,30}$/),
        (host, path) => {
          expect(approvalState(`https://${host}/${path}`)).toBe('Approved');
        },
      ),
    );
  });
});
