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
    for (const [where, schema] of [['query', ep.query], ['path', ep.params]] as const) {
      if (!schema) continue;
      const json = toSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
      for (const [param, s] of Object.entries(json.properties ?? {})) {
        parameters.push({ name: param, in: where, required: where === 'path' || (json.required ?? []).includes(param), schema: s, ...(typeof s.description === 'string' ? { description: s.description } : {}) });
      }
    }
    const op: Json = {
      operationId: name,
      summary: ep.summary,
      parameters,
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: toSchema(ep.response, 'output') } } },
        400: { description: 'A missing or malformed parameter', content: { 'application/json': { schema: error } } },
        404: { description: 'Not found', content: { 'application/json': { schema: error } } },
      },
    };
    if (ep.body) op.requestBody = { required: true, content: { 'application/json': { schema: toSchema(ep.body, 'input') } } };
    const path = `/api${ep.path}`;
    paths[path] = { ...(paths[path] ?? {}), [ep.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Podróżownia API', version: '1.0.0', description: 'Generated from @travel/contracts zod schemas.' },
    paths,
  };
}
