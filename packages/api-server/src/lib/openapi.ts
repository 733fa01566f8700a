import { z } from 'zod';
import { endpoints, type Endpoint } from '@travel/contracts/api/endpoints';
import { apiErrorSchema } from '@travel/contracts/api/common';

type Json = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Json;
  delete json.$schema;
  return json;
}

/** The OpenAPI 3 document of every endpoint, generated from the contracts. */
export function buildOpenApi(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const error = toSchema(apiErrorSchema, 'output');
  for (const [name, ep] of Object.entries(endpoints) as [string, Endpoint][]) {
    const parameters: Json[] = [];
    for (const [where, schema] of [
      ['query', ep.query],
      ['path', ep.params],
    ] as const) {
      if (!schema) continue;
      const json = toSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
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
      parameters,
      responses: {
        [ep.successStatus ?? 200]: {
          description: ep.successStatus === 201 ? 'Created' : ep.successStatus === 202 ? 'Accepted' : 'OK',
          content: { 'application/json': { schema: toSchema(ep.response, 'output') } },
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
    if (ep.body) op.requestBody = { required: true, content: { 'application/json': { schema: toSchema(ep.body, 'input') } } };
    if (ep.multipart) {
      const fields = ep.multipart.fields ? (toSchema(ep.multipart.fields, 'input') as { properties?: Json }).properties : {};
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [ep.multipart.file],
              properties: { ...fields, [ep.multipart.file]: { type: 'string', format: 'binary', maxLength: ep.multipart.maxBytes } },
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
  };
}
