import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';
import { serializeAnswer } from './answer-serializer';

export const RESPONSE_KEY = 'intermission:response';

/** What a route answers: JSON of a contracts schema, nothing (204), or a file. */
export type ResponseRule = { kind: 'json'; schema: ZodType } | { kind: 'empty' } | { kind: 'file' };

/** The OpenAPI component name of an answer schema (`.meta({ id })` in libs/contracts). */
export function componentId(schema: ZodType): string | undefined {
  return z.globalRegistry.get(schema)?.id as string | undefined;
}

function componentRef(schema: ZodType): Record<string, unknown> {
  const own = componentId(schema);
  if (own) return { $ref: `#/components/schemas/${own}` };
  if (schema instanceof z.ZodArray) {
    const item = componentId(schema.element as ZodType);
    if (item) return { type: 'array', items: { $ref: `#/components/schemas/${item}` } };
  }
  throw new Error('An answer schema needs .meta({ id }) (or be an array of one) so OpenAPI names it');
}

/**
 * The answer of a route: shaped by its contracts schema on the way out (`serializeAnswer` wraps the
 * handler and parses it, so money and quantities leave as rounded JSON numbers) and named in OpenAPI.
 */
export function ZodResponse(schema: ZodType) {
  return applyDecorators(
    SetMetadata(RESPONSE_KEY, { kind: 'json', schema } satisfies ResponseRule),
    ApiOkResponse({ schema: componentRef(schema) as never }),
    serializeAnswer(schema),
  );
}

/** A route that answers 204 and no body. */
export const EmptyResponse = () => applyDecorators(SetMetadata(RESPONSE_KEY, { kind: 'empty' } satisfies ResponseRule), ApiNoContentResponse());

/** A route that answers a file (an image, a document, a CSV); `types` are its media types. */
export function FileResponse(...types: string[]) {
  const media = types.length ? types : ['application/octet-stream'];
  return applyDecorators(
    SetMetadata(RESPONSE_KEY, { kind: 'file' } satisfies ResponseRule),
    ApiOkResponse({ content: Object.fromEntries(media.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) }),
  );
}
