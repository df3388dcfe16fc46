import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseApproverNames } from '../../src/github/approver-names.js';

// The approval-approvers input and --approval-approvers flag: logins and alias names, one per line
// or comma-separated; anything that can be neither is refused by name.

describe('parseApproverNames', () => {
  it('splits on commas and newlines, trims, drops blanks and case-insensitive duplicates, keeps order', () => {
    expect(parseApproverNames(' api-approvers,\nthockin , ,\r\nThockin\nsig_x.approvers\n')).toEqual({
      names: ['api-approvers', 'thockin', 'sig_x.approvers'],
    });
  });

  it('takes an empty value as no approvers configured', () => {
    expect(parseApproverNames('')).toEqual({ names: [] });
  });

  it.each(['@thockin', 'kubernetes/api-approvers', 'a b', '-x', 'x-', 'https://github.com/thockin'])(
    'refuses %j',
    (name) => {
      expect(parseApproverNames(`ok, ${name}`)).toEqual({ invalid: name });
    },
  );

  it('gives back any list of valid names however they are separated', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9_.-]{0,20}[A-Za-z0-9])?$/);
    const sep = fc.constantFrom(',', '\n', ' , ', ',\n', '\r\n');
    fc.assert(
      fc.property(fc.uniqueArray(name, { selector: (n) => n.toLowerCase() }), sep, (names, s) => {
        expect(parseApproverNames(names.join(s))).toEqual({ names });
      }),
    );
  });
});
