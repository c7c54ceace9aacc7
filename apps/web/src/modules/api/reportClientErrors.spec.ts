import { reportClientErrors, withoutSecrets } from './reportClientErrors';

describe('reportClientErrors', () => {
  const posted: { url: string; body: { Message: string; Stack?: string; Url: string } }[] = [];

  beforeAll(() => {
    window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
      posted.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return Promise.resolve({ ok: true, status: 204 } as Response);
    }) as typeof fetch;
    reportClientErrors();
  });
  beforeEach(() => (posted.length = 0));

  it('posts the path of a reset page without its query string, fragment or reset key', () => {
    window.history.pushState({}, '', '/resetpassword?userId=7&resetKey=live-reset-key-123#top');
    const error = new Error('Cannot read properties of undefined at /resetpassword?userId=7&resetKey=live-reset-key-123');
    window.dispatchEvent(new ErrorEvent('error', { message: error.message, error }));
    expect(posted).toHaveLength(1);
    expect(posted[0].url).toBe('/api/v1/logger/errors');
    expect(posted[0].body.Url).toBe('/resetpassword');
    expect(JSON.stringify(posted[0].body)).not.toContain('live-reset-key-123');
    expect(posted[0].body.Message).toContain('resetKey=[removed]');
  });

  it('posts an unhandled rejection with the login link key removed', () => {
    window.history.pushState({}, '', '/adminaccess?resetKey=login-link-key-456');
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = 'failed for resetKey=login-link-key-456';
    window.dispatchEvent(event);
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toEqual({ Message: 'failed for resetKey=[removed]', Url: '/adminaccess' });
  });

  it('keeps other text as it is', () => {
    expect(withoutSecrets('Goods list failed: 500 at /inventory/goods?q=cola')).toBe('Goods list failed: 500 at /inventory/goods?q=cola');
    expect(withoutSecrets('?token=abc&x=1')).toBe('?token=[removed]&x=1');
  });
});
