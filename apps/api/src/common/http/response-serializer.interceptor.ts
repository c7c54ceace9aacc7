import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, map } from 'rxjs';
import { ConcurrencyError } from '@intermission/db';
import { RESPONSE_KEY, type ResponseRule } from './zod-response.decorator';

/** An answer that does not match its contract: a defect of ours, answered 500 and logged. */
export class AnswerContractError extends Error {
  constructor(route: string, issues: unknown) {
    super(`The answer of ${route} does not match its contract: ${JSON.stringify(issues)}`);
  }
}

/**
 * The one serializer of answers (docs/decisions.md "An answer"): a JSON answer is parsed by its route's contracts
 * schema, which rounds money and quantities into JSON numbers and drops what the contract does not name;
 * a 409's current copy is shaped the same way.
 */
@Injectable()
export class ResponseSerializerInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Answers');
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const rule = this.reflector.get<ResponseRule | undefined>(RESPONSE_KEY, context.getHandler());
    if (rule?.kind !== 'json') return next.handle();
    return next.handle().pipe(
      map((body: unknown) => {
        const parsed = rule.schema.safeParse(body);
        if (parsed.success) return parsed.data;
        const req = context.switchToHttp().getRequest<{ method: string; originalUrl: string }>();
        const error = new AnswerContractError(`${req.method} ${req.originalUrl}`, parsed.error.issues.slice(0, 5));
        this.logger.error(error.message);
        throw error;
      }),
      // A 409's current copy is an answer of this route too: the same shape, the same numbers.
      catchError((err: unknown) => {
        if (err instanceof ConcurrencyError) {
          const current = rule.schema.safeParse(err.current);
          if (current.success) throw new ConcurrencyError(current.data);
        }
        throw err;
      }),
    );
  }
}
