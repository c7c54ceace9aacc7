import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

// docs/api-routes.md is generated from the OpenAPI document (paths, x-access, answer components),
// so the claim column cannot drift from the code. `npm run docs:api` rewrites it.
const docFile = path.resolve(__dirname, '../../../../../docs/api-routes.md');

type Access = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'claim'; anyOf: { type: string; level: string }[] };
interface Operation {
  'x-access'?: Access;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string; type?: string; items?: { $ref?: string } } }> }>;
}

function accessText(a: Access | undefined): string {
  if (!a) return '—';
  if (a.kind === 'public') return 'public';
  if (a.kind === 'authenticated') return 'any signed-in user';
  return a.anyOf.map((c) => `${c.type} ${c.level}`).join(' or ');
}

function answerText(op: Operation): string {
  const [status, response] = Object.entries(op.responses ?? {}).find(([s]) => s.startsWith('2')) ?? [];
  if (!status) return '—';
  const content = response?.content ?? {};
  const json = content['application/json']?.schema;
  const name = (ref?: string) => ref?.split('/').pop();
  if (json?.$ref) return name(json.$ref)!;
  if (json?.type === 'array' && json.items?.$ref) return `${name(json.items.$ref)}[]`;
  const types = Object.keys(content);
  if (status === '204') return '204, no body';
  return types.length ? `file (${types.join(', ')})` : '—';
}

function renderRoutes(doc: { paths: Record<string, Record<string, Operation>> }): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path: p.replace(/^\/api\/v1\//, ''), op })))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const lines = [
    '# API routes',
    '',
    'Generated from the OpenAPI document by `npm run docs:api` (a test fails when this file and the',
    'code disagree). Paths are under `/api/v1/` unless they start with `/`. Access is what the server',
    'checks (FullAccess satisfies ReadOnly); the answer names its schema in libs/contracts and',
    '`/api/docs`.',
    '',
    '| method | path | access | answer |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.method} | \`${r.path}\` | ${accessText(r.op['x-access'])} | ${answerText(r.op)} |`),
    '',
  ];
  return lines.join('\n');
}

describe('docs/api-routes.md', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  it('lists every route with its access and answer, as the code declares them', async () => {
    const doc = (await a.http.get('/api/docs/openapi.json')).body;
    const text = renderRoutes(doc);
    if (process.env.UPDATE_API_DOCS === '1') fs.writeFileSync(docFile, text);
    expect(fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '').toBe(text);
  });
});
