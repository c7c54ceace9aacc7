import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * The OpenAPI document: routes from the controllers, every named contracts schema as a component
 * (answers reference them), and each operation's access in `x-access` (from RequireClaim & co).
 */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const doc = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Intermission API').setVersion('1').addBearerAuth().build());
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'output',
    target: 'openapi-3.0',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Record<string, unknown>> };
  for (const schema of Object.values(schemas)) delete schema.$schema;
  doc.components = { ...doc.components, schemas: { ...(doc.components?.schemas ?? {}), ...schemas } as never };
  return doc;
}
