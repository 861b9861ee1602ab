// Property test over every endpoint: input that passes an endpoint's own schema never gives a 500.
// Bodies are generated from each schema (its JSON Schema form: types, bounds, patterns, enums),
// biased to the edges (the largest and smallest amounts, long and unusual text), and only those
// the schema accepts are sent; query parameters get hostile text. Seeded, so a failure repeats.
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../test/fixture';
import { makeHarness } from '../test/harness';
import { invariantViolations } from './db/integrity';
import { endpoints, type Operation } from './openapi/operations';

type JsonSchema = Record<string, any>;
const SAMPLES = 24;

const edgeNumbers = (min: number, max: number, integer: boolean) => {
  const edges = [min, max, 0, 1, 0.000001, 1e6, 1e9, 2 ** 53, max - (integer ? 1 : 0.000001), min + (integer ? 1 : 0.000001)];
  const inRange = edges.filter((n) => n >= min && n <= max);
  const any = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(fc.constantFrom(...(inRange.length ? inRange : [min])), any);
};

const text = (min = 0, max = 60) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 60), unit: 'grapheme' }),
    fc.string({ minLength: min, maxLength: Math.min(max, 60), unit: 'binary' }),
    fc.constantFrom(
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'Ａｄｍｉｎ',
      '🚀'.repeat(20),
      'a'.repeat(Math.max(min, Math.min(max, 5000))),
    ),
  );

/**
 * What a field's JSON Schema cannot say (its checks sit behind a transform): e-mails and phone
 * numbers are generated as such, by the field's name.
 */
const byName: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  phone: fc.stringMatching(/^[0-9+()\-. ]{1,40}$/),
  phone_number: fc.oneof(fc.stringMatching(/^[0-9+()\-. ]{1,40}$/), fc.constant(null), fc.constant('')),
  // a release's entry: paths on this site (answered in-process) and a closed loopback port, never
  // an address on the network (the server fetches it)
  url: fc.oneof(
    fc.constant('http://127.0.0.1:9/admin/remoteEntry.js'),
    fc.stringMatching(/^\/[A-Za-z0-9._~%-]{1,30}(\/[A-Za-z0-9._~%-]{1,20}){0,3}\/remoteEntry\.js$/),
  ),
};

function arbitrary(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  if (name && byName[name]) return byName[name]!;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option: JsonSchema) => arbitrary(option, name)));
  if (schema.allOf) {
    const parts = schema.allOf.map((part: JsonSchema) => arbitrary(part, name));
    return fc.tuple(...parts).map((values) => Object.assign({}, ...values.filter((v: unknown) => v && typeof v === 'object')));
  }
  switch (schema.type) {
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, arbitrary(v as JsonSchema, k)]));
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(arbitrary(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 5000));
      return text(schema.minLength ?? 0, schema.maxLength ?? 200);
    }
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 0.000001 : -1e12);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 0.000001 : 1e12);
      return edgeNumbers(min, max, schema.type === 'integer');
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Up to SAMPLES bodies the schema accepts (the route parses with the same schema). */
function validBodies(schema: z.ZodType, seed: number): unknown[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const candidates = fc.sample(arbitrary(json), { numRuns: SAMPLES * 40, seed });
  return candidates.filter((candidate) => schema.safeParse(candidate).success).slice(0, SAMPLES);
}

const hostileQuery = fc.oneof(
  text(0, 300),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('1e308', '-1', '0', '99999999999999999999', '%00', 'NaN', '[object Object]', 'null'),
);

const label = (path: string, operation: Operation) =>
  `${operation.method} ${path}${operation.query ? `?${operation.query.join('&')}` : ''}`;

describe('no input that passes the schema gives a 500 (every endpoint)', () => {
  const cases = endpoints.flatMap((endpoint) => endpoint.operations.map((operation) => ({ endpoint, operation })));

  it('covers every operation of the endpoint list', () => {
    expect(cases.length).toBeGreaterThan(60);
  });

  cases.forEach(({ endpoint, operation }, index) => {
    it(`${label(endpoint.path, operation)} (${endpoint.who})`, async () => {
      const h = await makeHarness();
      const f = await buildFixture(h);
      const bodies = operation.body ? validBodies(operation.body, 1000 + index) : [undefined];
      if (operation.body) expect(bodies.length, 'samples the schema accepts').toBeGreaterThan(0);
      const queries = fc.sample(fc.array(hostileQuery, { minLength: 3, maxLength: 3 }), { numRuns: bodies.length, seed: 2000 + index });
      for (const [i, body] of bodies.entries()) {
        const who = endpoint.who;
        const token = who === 'public' ? null : who === 'user' ? f.user.token : await h.adminToken();
        const params = new URLSearchParams();
        (operation.query ?? []).forEach((name, n) => params.set(name, queries[i]![n % 3]!));
        const path = `${endpoint.path}${params.size ? `?${params.toString()}` : ''}`;
        const answer = await h.call(operation.method, path, { token, body });
        expect({ path, body, status: answer.status, message: answer.body?.message }).not.toMatchObject({ status: 500 });
        expect(answer.status).toBeLessThan(500 + (endpoint.path === 'rates.php' || endpoint.path === 'health' ? 4 : 0));
      }
      expect(await invariantViolations(h.db)).toEqual([]);
    });
  });
});
