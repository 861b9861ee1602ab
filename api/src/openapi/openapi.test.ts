import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { makeHarness } from '../../test/harness';
import { buildOpenApiDocument } from './document';
import { endpoints } from './operations';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What the app really answers: method and controller of every route its modules register. */
function answeredByTheApp(): string[] {
  const pairs = Object.entries(routes).flatMap(([path, module]) =>
    module.routes.filter((route) => METHODS.includes(route.method)).map((route) => `${route.method} ${path}`),
  );
  return [...new Set(pairs)].sort();
}

function documentedPairs(document: Record<string, any>): string[] {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.slice(1)}`))
    .sort();
}

/** Every `$ref` in the document, to check that each points at something. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
  }
  return [];
}

describe('OpenAPI description of the API', () => {
  const document = buildOpenApiDocument('test') as Record<string, any>;

  it('describes every method and controller the app answers, and nothing it does not', async () => {
    expect(documentedPairs(document)).toEqual(answeredByTheApp());
  });

  it("lists the same endpoints, in the same order and for the same callers, as api/README.md's table", async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // the table may be padded into columns (Prettier formats Markdown tables so)
    const table = readme.slice(readme.search(/^\|\s*Method and path\s*\|\s*Who\s*\|/m));
    const rows = table
      .split('\n')
      .slice(2)
      .filter((line) => line.startsWith('| '))
      .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()))
      .map((cells) => ({ route: cells[1], who: cells[2] }));
    expect(rows).toEqual(endpoints.map(({ route, who }) => ({ route, who })));
  });

  it('is an OpenAPI 3.1 document whose references all resolve', async () => {
    expect(document.openapi).toBe('3.1.0');
    for (const ref of refsOf(document)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<any>((node, key) => node?.[key], document);
      expect(target, ref).toBeDefined();
    }
    const login = document.paths['/users.php'].post;
    // users.php takes a login or a registration: both bodies are described.
    expect(login.requestBody.content['application/json'].schema.oneOf).toHaveLength(2);
    expect(JSON.stringify(login.requestBody)).toContain('"reg"');
  });

  it('GET /api/openapi.json serves the document and GET /api/docs a readable page of it', async () => {
    const h = await makeHarness();
    const json = await h.app.request('/api/openapi.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await json.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths)).toContain('/transactions.php');
    const page = await h.app.request('/api/docs');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('GET transactions.php?mine=1');
    expect(html).not.toContain('<script');
  });
});
