/** A non-production place the app runs in, as its address tells it. */
export type AppEnvironment = 'Local' | 'Test' | 'Staging';

/**
 * The app's environment from the address it is served at (the browser knows no other): local on
 * localhost, loopback addresses and *.local; test or staging when a part of the host name says so
 * (test.example.com, app-staging.example.com, qa); null for any other host (production).
 */
export function appEnvironmentOf(hostname: string): AppEnvironment | null {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host === '::1' || /^127\./.test(host) || host === '0.0.0.0')
    return 'Local';
  const parts = host.split(/[.-]/);
  if (parts.some((p) => p === 'staging' || p === 'stage' || p === 'stg')) return 'Staging';
  if (parts.some((p) => p === 'test' || p === 'testing' || p === 'qa' || p === 'uat')) return 'Test';
  return null;
}

/** The notice of the QBO log (document 3 §9) for a sandbox company or a non-production app; null when neither. */
export function environmentNotice(settingsEnvironment: string | undefined, app: AppEnvironment | null): string | null {
  const sandbox = settingsEnvironment === 'Sandbox';
  if (sandbox && app)
    return `This is a ${app.toLowerCase()} environment and the export settings name the QuickBooks Sandbox: nothing posted here reaches the production books.`;
  if (sandbox) return 'The export settings name the QuickBooks Sandbox: nothing posted here reaches the production books.';
  if (app) return `This is a ${app.toLowerCase()} environment: check that the export settings do not post to the production books.`;
  return null;
}
