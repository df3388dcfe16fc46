import * as core from '@actions/core';
import { FILTER_MODES, type FilterMode } from './engine/filter.js';
import { FAIL_ON_LEVELS, type FailOn } from './local-review.js';
import { UsageError } from './sources/usage-error.js';

// The action's inputs (action.yml, DESIGN §7), read and checked once; a bad value names its input.
export interface ActionInputs {
  readonly paths: readonly string[];
  readonly config?: string;
  readonly failOn: FailOn;
  readonly filter?: FilterMode;
  readonly verifyApprovals: boolean;
}

export function readInputs(): ActionInputs {
  const failOn = choice('fail-on', core.getInput('fail-on') || 'error', FAIL_ON_LEVELS);
  const filterInput = core.getInput('filter');
  const filter = filterInput === '' ? undefined : choice('filter', filterInput, FILTER_MODES);
  const verify = core.getInput('verify-approvals');
  if (verify !== '' && verify !== 'true' && verify !== 'false') {
    throw new UsageError(`input verify-approvals must be true or false, not "${verify}"`);
  }
  const paths = core
    .getInput('paths')
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const config = core.getInput('config');
  return {
    paths,
    ...(config === '' ? {} : { config }),
    failOn,
    ...(filter === undefined ? {} : { filter }),
    verifyApprovals: verify === 'true',
  };
}

function choice<T extends string>(input: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`input ${input} must be one of ${allowed.join(', ')}, not "${value}"`);
}
