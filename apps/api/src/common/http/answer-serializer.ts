import { Logger } from '@nestjs/common';
import type { ZodType } from 'zod';
import { ConcurrencyError } from '@intermission/db';

/** An answer that does not match its contract: a defect of ours, answered 500 and logged. */
export class AnswerContractError extends Error {
  constructor(route: string, issues: unknown) {
    super(`The answer of ${route} does not match its contract: ${JSON.stringify(issues)}`);
  }
}

const logger = new Logger('Answers');

/**
 * The one serializer of answers (docs/decisions.md "An answer"), applied by `ZodResponse` to its
 * route's handler: the answer is parsed by the route's contracts schema, which rounds money and
 * quantities into JSON numbers and drops what the contract does not name; a 409's current copy is
 * shaped the same way. A wrapper of the handler, not a Nest interceptor: an interceptor made Nest bind
 * every call's next step (`AsyncResource.bind`), whose garbage outlived the young generation
 * (docs/operations.md "The Node processes' young generation"). The handler's metadata moves to the
 * wrapper, so the decorators applied before this one still hold.
 */
export function serializeAnswer(schema: ZodType): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const handler = descriptor.value as (...args: unknown[]) => unknown;
    const route = `${target.constructor.name}.${String(key)}`;
    const serialized = async function (this: unknown, ...args: unknown[]) {
      let body: unknown;
      try {
        body = await handler.apply(this, args);
      } catch (err) {
        // A 409's current copy is an answer of this route too: the same shape, the same numbers.
        if (err instanceof ConcurrencyError) {
          const current = schema.safeParse(err.current);
          if (current.success) throw new ConcurrencyError(current.data);
        }
        throw err;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      const error = new AnswerContractError(route, parsed.error.issues.slice(0, 5));
      logger.error(error.message);
      throw error;
    };
    for (const k of Reflect.getOwnMetadataKeys(handler)) Reflect.defineMetadata(k, Reflect.getOwnMetadata(k, handler), serialized);
    Object.defineProperty(serialized, 'name', { value: handler.name });
    descriptor.value = serialized;
  };
}
