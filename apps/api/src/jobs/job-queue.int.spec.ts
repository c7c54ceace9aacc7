import { createTestApp, readOutbox, type TestApp } from '../../../../tests/support/test-app';
import { describeWithRedis } from '../../../../tests/support/test-redis';

describeWithRedis('jobs through BullMQ', (redisUrl) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ redisUrl, runJobs: true, queuePrefix: `intermission-test-${process.pid}-${Date.now()}` });
  });
  afterAll(() => a?.close());

  it('delivers the reset mail through the email queue', async () => {
    const res = await a.http.post('/api/v1/users/forgot').send({ Email: 'viewer@intermission.local' });
    expect(res.status).toBe(200);
    const mail = await readOutbox(a.config.outboxDir, 'To: viewer@intermission.local', 10_000);
    expect(mail).toMatch(/\/resetpassword\?userId=\d+&resetKey=/);
  });
});
