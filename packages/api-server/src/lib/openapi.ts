import { z } from 'zod';
import { endpoints, type Endpoint } from '@travel/contracts/api/endpoints';
import { apiErrorSchema } from '@travel/contracts/api/common';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@travel/contracts';

type Json = Record<string, unknown>;

/** `#/definitions/x` of one schema's JSON becomes `#/components/schemas/{prefix}x` of the document. */
function rewriteRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, prefix));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string'
        ? item.replace(/^#\/(?:definitions|\$defs)\//, `#/components/schemas/${prefix}`)
        : rewriteRefs(item, prefix),
    ]),
  );
}

/**
 * A schema's JSON, its local definitions moved into the document's components: inlined under a
 * path, a `#/definitions/…` reference would point at the document's root, where nothing is
 * (docs/adr/0234-openapi-validated.md).
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', name: string, components: Record<string, Json>): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Json;
  delete json.$schema;
  const definitions = (json.definitions ?? json.$defs) as Record<string, Json> | undefined;
  delete json.definitions;
  delete json.$defs;
  const prefix = `${name}_${io}_`;
  for (const [key, definition] of Object.entries(definitions ?? {}))
    components[`${prefix}${key}`] = rewriteRefs(definition, prefix) as Json;
  return rewriteRefs(json, prefix) as Json;
}

/** The OpenAPI 3 document of every endpoint, generated from the contracts. */
export function buildOpenApi(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  // Named schemas of recursive shapes (a destination tree), shared by the whole document.
  const components: Record<string, Json> = {};
  const error = toSchema(apiErrorSchema, 'output', 'apiError', components);
  for (const [name, ep] of Object.entries(endpoints) as [string, Endpoint][]) {
    const parameters: Json[] = [];
    for (const [where, schema] of [
      ['query', ep.query],
      ['path', ep.params],
    ] as const) {
      if (!schema) continue;
      const json = toSchema(schema, 'input', `${name}_${where}`, components) as { properties?: Record<string, Json>; required?: string[] };
      for (const [param, s] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name: param,
          in: where,
          required: where === 'path' || (json.required ?? []).includes(param),
          schema: s,
          ...(typeof s.description === 'string' ? { description: s.description } : {}),
        });
      }
    }
    if (ep.idempotency)
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: ep.idempotency === 'required',
        schema: { type: 'string', minLength: 8, maxLength: 100 },
        description: 'One key per intent: a repeated request with the same key answers the first answer and does nothing again',
      });
    const op: Json = {
      operationId: name,
      summary: ep.summary,
      // Staff calls take the session cookie of the sign-in (docs/adr/0140-staff-sign-in.md).
      ...(ep.roles ? { security: [{ staffSession: [] }, { staffSessionSecure: [] }] } : {}),
      parameters,
      responses: {
        [ep.successStatus ?? 200]: {
          description: ep.successStatus === 201 ? 'Created' : ep.successStatus === 202 ? 'Accepted' : 'OK',
          content: { 'application/json': { schema: toSchema(ep.response, 'output', name, components) } },
        },
        400: { description: 'A missing or malformed parameter', content: { 'application/json': { schema: error } } },
        404: { description: 'Not found', content: { 'application/json': { schema: error } } },
        // The security baseline (docs/adr/0140-staff-sign-in.md): the role guard, the origin check, the rate limits.
        ...(ep.roles ? { 401: { description: 'Not signed in', content: { 'application/json': { schema: error } } } } : {}),
        ...(ep.roles || ep.method !== 'GET'
          ? {
              403: {
                description: [
                  ep.roles ? `Signed in without a role of ${ep.roles.join(', ')}` : '',
                  ep.method !== 'GET' ? 'A cross-origin request' : '',
                ]
                  .filter(Boolean)
                  .join('; '),
                content: { 'application/json': { schema: error } },
              },
            }
          : {}),
        ...(ep.rateLimit
          ? {
              429: {
                description: `More than ${ep.rateLimit.max} calls in ${ep.rateLimit.windowMs / 1000} s from one address; \`Retry-After\` says when to try again`,
                content: { 'application/json': { schema: error } },
              },
            }
          : {}),
        ...Object.fromEntries(
          Object.entries(ep.errors ?? {}).map(([status, description]) => [
            status,
            { description, content: { 'application/json': { schema: error } } },
          ]),
        ),
      },
    };
    if (ep.body)
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(ep.body, 'input', `${name}_body`, components) } },
      };
    if (ep.multipart) {
      const fields = ep.multipart.fields
        ? (toSchema(ep.multipart.fields, 'input', `${name}_fields`, components) as { properties?: Json }).properties
        : {};
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [ep.multipart.file],
              properties: {
                ...fields,
                [ep.multipart.file]:
                  (ep.multipart.maxFiles ?? 1) > 1
                    ? {
                        type: 'array',
                        maxItems: ep.multipart.maxFiles,
                        items: { type: 'string', format: 'binary', maxLength: ep.multipart.maxBytes },
                      }
                    : { type: 'string', format: 'binary', maxLength: ep.multipart.maxBytes },
              },
            },
          },
        },
      };
    }
    const path = `/api${ep.path}`;
    paths[path] = { ...(paths[path] ?? {}), [ep.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Podróżownia API', version: '1.0.0', description: 'Generated from @travel/contracts zod schemas.' },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        staffSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session of a signed-in staff member (http)' },
        staffSessionSecure: {
          type: 'apiKey',
          in: 'cookie',
          name: SECURE_SESSION_COOKIE,
          description: 'The same session over https',
        },
      },
    },
  };
}
