import { Body, Param, type PipeTransform, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';
import { ModelStateException } from './api-errors';

class ZodPipe implements PipeTransform {
  constructor(
    private readonly schema: ZodType,
    private readonly prefix?: string,
  ) {}
  transform(value: unknown) {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw ModelStateException.fromZod(result.error, this.prefix);
    return result.data;
  }
}

function jsonSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
}

/** The request body, validated by its zod schema (400 ModelState on failure) and documented in OpenAPI. */
export function ZodBody(schema: ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodPipe(schema))(target, key, index);
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

/** A positive integer route parameter (400 ModelState when it is not one). */
export function IdParam(name = 'id'): ParameterDecorator {
  return Param(name, new ZodPipe(z.coerce.number().int().positive(), name));
}

/** A GUID route parameter (400 ModelState when it is not one). */
export function UuidParam(name = 'id'): ParameterDecorator {
  return Param(name, new ZodPipe(z.uuid(), name));
}
