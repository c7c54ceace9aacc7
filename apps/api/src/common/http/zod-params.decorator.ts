import { BadRequestException, Body, Param, type PipeTransform, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';
import { IdText } from '@intermission/contracts';
import { ModelStateException } from './api-errors';

/** The path of the first text holding a NUL character (key or value), '' for the value itself, undefined when none. */
function nulPath(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return key.replaceAll('\u0000', '');
    const inner = nulPath(v, depth + 1);
    if (inner !== undefined) return inner ? `${key}.${inner}` : key;
  }
  return undefined;
}

class ZodPipe implements PipeTransform {
  constructor(
    private readonly schema: ZodType,
    private readonly prefix?: string,
    private readonly whenEmpty?: string,
    private readonly nulCheckedBySchema = false,
  ) {}
  transform(value: unknown) {
    if (this.whenEmpty !== undefined && (value === null || typeof value !== 'object' || Object.keys(value).length === 0))
      throw new BadRequestException({ Message: this.whenEmpty });
    // A NUL anywhere (a key, or text a schema takes as z.any/unknown) is refused here too: PostgreSQL's text and jsonb cannot keep it.
    const nul = this.nulCheckedBySchema ? undefined : nulPath(value);
    if (nul !== undefined) throw new ModelStateException({ [[this.prefix, nul].filter(Boolean).join('.') || '$']: ['Text cannot contain a NUL character'] });
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw ModelStateException.fromZod(result.error, this.prefix);
    return result.data;
  }
}

function jsonSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
}

/**
 * The request body, validated by its zod schema (400 ModelState on failure) and documented in OpenAPI.
 * `whenEmpty`: the spec's own message (400 `{ Message }`) for a missing or empty body.
 * `nulCheckedBySchema`: no NUL check of the whole body first — only for a schema that refuses NUL
 * itself wherever it keeps text (the stations' sync: one item's NUL refuses that item, not the call).
 */
export function ZodBody(schema: ZodType, options: { whenEmpty?: string; nulCheckedBySchema?: boolean } = {}): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodPipe(schema, undefined, options.whenEmpty, options.nulCheckedBySchema))(target, key, index);
    if (key !== undefined) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
      ApiBody({ schema: jsonSchema(schema) as never })(target, key, descriptor);
    }
  };
}

/** The query string, validated by a zod object schema. */
export function ZodQuery(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodPipe(schema))(target, key, index);
    if (key !== undefined) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
      for (const name of Object.keys(schema.shape)) ApiQuery({ name, required: false })(target, key, descriptor);
    }
  };
}

/** A positive 32-bit id route parameter, the shared `IdText` primitive (400 ModelState when it is not one). */
export function IdParam(name = 'id'): ParameterDecorator {
  return Param(name, new ZodPipe(IdText, name));
}

/** A GUID route parameter (400 ModelState when it is not one). */
export function UuidParam(name = 'id'): ParameterDecorator {
  return Param(name, new ZodPipe(z.uuid(), name));
}

/** A route parameter read by its zod schema (400 ModelState when it does not pass). */
export function ZodParam(name: string, schema: ZodType): ParameterDecorator {
  return Param(name, new ZodPipe(schema, name));
}

/** The route parameters as one object read by a zod object schema (ids that belong together). */
export function ZodParams(schema: ZodType): ParameterDecorator {
  return Param(new ZodPipe(schema));
}

/** A boolean route parameter, `true` or `false` (any case; 400 ModelState otherwise). */
export function BoolParam(name: string): ParameterDecorator {
  const flag = z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['true', 'false'], { error: 'Expected true or false' }))
    .transform((v) => v === 'true');
  return Param(name, new ZodPipe(flag, name));
}
