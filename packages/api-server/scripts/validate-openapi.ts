// Validates the OpenAPI document /api/openapi.json serves with @apidevtools/swagger-parser (schema
// and semantics). Run by the API's tests (an ES module the test runner cannot load in-process):
//   tsx packages/api-server/scripts/validate-openapi.ts   prints the problems, exits 1 on any
import SwaggerParser from '@apidevtools/swagger-parser';
import { buildOpenApi } from '../src/lib/openapi';

try {
  const api = await SwaggerParser.validate(structuredClone(buildOpenApi()) as never);
  console.info(`valid OpenAPI ${String((api as { openapi?: string }).openapi)}: ${Object.keys(api.paths ?? {}).length} paths`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
