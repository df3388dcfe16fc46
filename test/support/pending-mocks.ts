import nock from 'nock';

/**
 * The mocks a test left unused, cleared for the next test. Cleared before the test's afterEach
 * asserts there were none: the pool reuses workers across files, and a leftover that outlived its
 * failed assertion failed every test after it in that worker (a flaky abort left one mock, and 30
 * tests of three files failed).
 */
export function takePendingMocks(): string[] {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  return pending;
}
