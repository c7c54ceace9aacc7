import { appEnvironmentOf, environmentNotice } from './environmentNotice';

describe('appEnvironmentOf', () => {
  it.each([
    ['localhost', 'Local'],
    ['127.0.0.1', 'Local'],
    ['[::1]', 'Local'],
    ['intermission.local', 'Local'],
    ['staging.intermission.example', 'Staging'],
    ['app-stg.intermission.example', 'Staging'],
    ['test.intermission.example', 'Test'],
    ['intermission-qa.example.com', 'Test'],
    ['backoffice.intermission.example', null],
    // A word that only contains "test" is no test environment.
    ['contestants.example.com', null],
  ])('%s is %s', (host, expected) => {
    expect(appEnvironmentOf(host)).toBe(expected);
  });
});

describe('environmentNotice (document 3 §9: the QBO log flags test, local or staging environments)', () => {
  it('says nothing for a production company on a production host', () => {
    expect(environmentNotice('Production', null)).toBeNull();
    expect(environmentNotice(undefined, null)).toBeNull();
  });

  it('names the sandbox company, the environment, or both', () => {
    expect(environmentNotice('Sandbox', null)).toBe('The export settings name the QuickBooks Sandbox: nothing posted here reaches the production books.');
    expect(environmentNotice('Production', 'Staging')).toBe(
      'This is a staging environment: check that the export settings do not post to the production books.',
    );
    expect(environmentNotice('Sandbox', 'Local')).toBe(
      'This is a local environment and the export settings name the QuickBooks Sandbox: nothing posted here reaches the production books.',
    );
  });
});
