import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiFailureSchema } from '@ace/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A failure a route can answer, in the error envelope of DESIGN.md section 6. */
export type Failure = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart body as the OpenAPI document describes it: its text fields' schema and its file parts, the first
     * of which is required unless `filesOptional` (an appeal's files, issue 35).
     */
    multipart?: { fields?: z.ZodType; files: readonly string[]; filesOptional?: boolean };
    /** The failures of this route that its shape does not tell (see `failuresOf`). */
    failures?: readonly Failure[];
  }
}

/** Each failure's shared response in the document: the error envelope of DESIGN.md section 6. */
const FAILURE_RESPONSES: Readonly<Record<Failure, { name: string; description: string }>> = {
  400: { name: 'BadRequest', description: 'The request could not be read, or a field is not valid (issues name each)' },
  401: { name: 'Unauthorized', description: 'No valid bearer token' },
  403: { name: 'Forbidden', description: 'The signed-in person may not do this' },
  404: { name: 'NotFound', description: 'No such record, or none the caller may see' },
  409: { name: 'Conflict', description: 'The record is not in a state that allows this' },
  413: { name: 'PayloadTooLarge', description: 'The body or a file is larger than allowed' },
  415: { name: 'UnsupportedMediaType', description: 'The body or a file is of a type the API does not take' },
  422: { name: 'UnprocessableEntity', description: "The request breaks one of the programme's rules" },
  429: {
    name: 'TooManyRequests',
    description: 'Past the rate limit of this route; Retry-After says when to try again',
  },
  503: { name: 'ServiceUnavailable', description: 'A service the route needs is not available' },
};

/** The JSON schema of a part of the document, as OpenAPI 3.0 reads it. */
function openApiSchema(schema: z.ZodType): Record<string, unknown> {
  const jsonSchema = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  return Object.fromEntries(Object.entries(jsonSchema).filter(([keyword]) => keyword !== '$schema'));
}

const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH']);

interface RouteShape {
  signedIn: boolean;
  takesInput: boolean;
  hasPathParameters: boolean;
  takesBody: boolean;
  rateLimited: boolean;
  failures: readonly Failure[];
}

/**
 * Every failure a route can answer, from its shape: a route that reads input refuses input it cannot read or that
 * is not valid (400); a signed-in route refuses
 * a missing or invalid token (401) and a person of the wrong kind (403); a path naming a record may name none (404);
 * a body may be too large or of the wrong type (413, 415); a limited route may be past its limit (429); and what the
 * route names itself (409, 422, 503).
 */
export function failuresOf(shape: RouteShape): Failure[] {
  const failures: Failure[] = shape.takesInput ? [400] : [];
  if (shape.signedIn) failures.push(401, 403);
  if (shape.hasPathParameters) failures.push(404);
  if (shape.takesBody) failures.push(413, 415);
  if (shape.rateLimited) failures.push(429);
  return [...new Set([...failures, ...shape.failures])].sort((a, b) => a - b);
}

/** getUserClaimByClaimId for GET /api/user/claim/{claimId}: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split('-'));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

function multipartRequestBody(multipart: NonNullable<RouteOptions['schema']>['multipart']) {
  if (multipart === undefined) return undefined;
  const fields = multipart.fields === undefined ? { properties: {}, required: [] } : openApiSchema(multipart.fields);
  const files = Object.fromEntries(multipart.files.map((name) => [name, { type: 'string', format: 'binary' }]));
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...(fields.properties as Record<string, unknown>), ...files },
          required: [
            ...((fields.required as string[] | undefined) ?? []),
            ...(multipart.filesOptional === true ? [] : multipart.files.slice(0, 1)),
          ],
        },
      },
    },
  };
}

/**
 * The OpenAPI document at /api/docs (DESIGN.md section 6), generated from the routes' own schemas and completed
 * here in one place: an operation id each, every failure each route can answer as the one error envelope, the
 * multipart bodies' fields and file parts, and public routes marked as needing no token. Signed-in routes are
 * those `requireAuthentication` marks.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const completions = new Map<string, { failures: Failure[]; requestBody: ReturnType<typeof multipartRequestBody> }>();

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ACE Portal Base API',
        version: '0.1.0',
        description: 'The API behind the ACE Portal (spec section 7).',
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      },
      servers: [{ url: '/', description: 'The portal that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (document) => {
      const { route } = document;
      const { multipart, failures = [], ...schema } = route.schema ?? {};
      const transformed = jsonSchemaTransform({ ...document, schema });
      if (transformed.schema.hide === true) return transformed;
      const method = String(route.method);
      const operationId = operationIdOf(method, route.url);
      const signedIn = Array.isArray(schema.security) && schema.security.length > 0;
      completions.set(operationId, {
        failures: failuresOf({
          signedIn,
          takesInput:
            multipart !== undefined ||
            schema.body !== undefined ||
            schema.querystring !== undefined ||
            schema.params !== undefined,
          hasPathParameters: route.url.includes(':'),
          takesBody: multipart !== undefined || (schema.body !== undefined && METHODS_WITH_BODIES.has(method)),
          rateLimited: route.config?.rateLimit !== undefined,
          failures,
        }),
        requestBody: multipartRequestBody(multipart),
      });
      return {
        ...transformed,
        schema: { ...transformed.schema, operationId, ...(signedIn ? {} : { security: [] }) },
      };
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const openapiObject = document.openapiObject as EditableDocument;
      for (const operations of Object.values(openapiObject.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          const completion = completions.get(operation.operationId);
          if (completion === undefined) continue;
          for (const failure of completion.failures) {
            operation.responses[String(failure)] = {
              $ref: `#/components/responses/${FAILURE_RESPONSES[failure].name}`,
            };
          }
          if (completion.requestBody !== undefined) operation.requestBody = completion.requestBody;
        }
      }
      const components = (openapiObject.components ??= {});
      components.schemas = { ...components.schemas, ApiFailure: openApiSchema(apiFailureSchema) };
      const used = new Set([...completions.values()].flatMap((completion) => completion.failures));
      components.responses = Object.fromEntries(
        [...used]
          .map((failure) => FAILURE_RESPONSES[failure])
          .map(({ name, description }) => [
            name,
            { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' } } } },
          ]),
      );
      return document.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The parts of the generated document completed here. */
interface EditableDocument {
  paths?: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, unknown>; requestBody?: unknown }>
  >;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}
