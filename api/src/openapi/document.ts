import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { endpoints, type Endpoint, type Operation } from './operations';

// OpenAPI 3.1 uses JSON Schema 2020-12, which zod 4 writes itself (z.toJSONSchema), so the
// document is built from the same shared schemas the API validates with.

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { const: 'error' },
    message: { type: 'string' },
    code: { type: 'string', description: 'A stable key of the errors catalog, e.g. auth.wrongCredentials' },
    params: { type: 'object', description: 'The values the words of the code need' },
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const oneOrOneOf = (schemas: JsonSchema[]): JsonSchema => (schemas.length === 1 ? schemas[0]! : { oneOf: schemas });

const security: Record<string, Array<Record<string, string[]>>> = {
  public: [],
  user: [{ userSession: [] }],
  admin: [{ adminSession: [] }],
  'owner or admin': [{ userSession: [] }, { adminSession: [] }],
  'user / admin': [{ userSession: [] }, { adminSession: [] }],
};

interface Variant {
  endpoint: Endpoint;
  operation: Operation;
}

function operationObject(method: string, path: string, variants: Variant[]): JsonSchema {
  const query = [...new Set(variants.flatMap(({ operation }) => operation.query ?? []))];
  const bodies = variants.flatMap(({ operation }) => (operation.body ? [jsonSchema(operation.body, 'input')] : []));
  const answers = variants.flatMap(({ operation }) => (operation.response ? [jsonSchema(operation.response, 'output')] : []));
  const who = [...new Set(variants.map(({ endpoint }) => endpoint.who))];
  const requirements = who.flatMap((w) => security[w.split(':')[0]!] ?? []);
  return {
    operationId: `${method.toLowerCase()}_${path.replace(/\W/g, '_')}`,
    summary: [...new Set(variants.map(({ endpoint }) => endpoint.summary))].join(' / '),
    description: variants.map(({ endpoint }) => `${endpoint.route} — ${endpoint.who}`).join('\n\n'),
    ...(who.includes('public') ? {} : { security: requirements }),
    parameters: query.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
    ...(bodies.length > 0 ? { requestBody: { required: true, content: { 'application/json': { schema: oneOrOneOf(bodies) } } } } : {}),
    responses: {
      '200': {
        description: 'Success',
        content: {
          'application/json': {
            schema:
              answers.length > 0
                ? oneOrOneOf(answers)
                : { type: 'object', properties: { status: { const: 'success' } }, required: ['status'] },
          },
        },
      },
      default: {
        description: 'Error: 400 bad input, 401 no session, 403 not allowed, 404, 409 conflict, 413, 429 rate limited',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint in `endpoints`. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const grouped = new Map<string, Map<string, Variant[]>>();
  for (const endpoint of endpoints) {
    for (const operation of endpoint.operations) {
      const byMethod = grouped.get(endpoint.path) ?? new Map<string, Variant[]>();
      byMethod.set(operation.method, [...(byMethod.get(operation.method) ?? []), { endpoint, operation }]);
      grouped.set(endpoint.path, byMethod);
    }
  }
  const paths: JsonSchema = {};
  for (const [path, byMethod] of grouped) {
    const item: JsonSchema = {};
    for (const [method, variants] of byMethod) item[method.toLowerCase()] = operationObject(method, path, variants);
    paths[`/${path}`] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'OpenPresale API',
      version,
      description:
        'Every answer is JSON with `status` (`success` or `error`) and, on error, `message`. Money and token amounts are numbers with at most 6 decimals. Sessions are sent as `Authorization: Bearer <token>`.',
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        userSession: { type: 'http', scheme: 'bearer', description: "A buyer's session token from POST users.php." },
        adminSession: { type: 'http', scheme: 'bearer', description: "An administrator's session token from POST admin.php." },
      },
    },
  };
}
