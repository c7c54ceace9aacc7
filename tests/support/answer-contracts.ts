import type { CallHandler, ExecutionContext, INestApplication, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'supertest';
import type { ZodType } from 'zod';
import { RESPONSE_KEY, type ResponseRule } from '@intermission/api/common/http/zod-response.decorator';

const CallHeader = 'x-test-call';

/**
 * Checks every answer a test receives against its route's contract (libs/contracts), so a repository
 * that drifts from its schema fails a test. The server names the route's rule per call through a
 * test-only interceptor; the helper parses the JSON the test got with that schema.
 */
export class AnswerContracts {
  private readonly rules = new Map<string, ResponseRule | null>();
  private next = 0;

  install(app: INestApplication): void {
    const reflector = app.get(Reflector);
    const rules = this.rules;
    const recorder: NestInterceptor = {
      intercept(context: ExecutionContext, next: CallHandler) {
        const call = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers[CallHeader];
        if (call) rules.set(call, reflector.get<ResponseRule | undefined>(RESPONSE_KEY, context.getHandler()) ?? null);
        return next.handle();
      },
    };
    app.useGlobalInterceptors(recorder);
  }

  /** A header value naming this call, to send with the request. */
  newCall(): string {
    return String(++this.next);
  }

  /** Throws when a 2xx JSON answer does not parse with its route's schema, or its route declares none. */
  check(call: string, method: string, url: string, res: Response): void {
    const rule = this.rules.get(call);
    this.rules.delete(call);
    if (res.status < 200 || res.status >= 300 || !/json/.test(String(res.headers['content-type'] ?? ''))) return;
    if (!rule || rule.kind !== 'json') {
      if (rule !== undefined) throw new Error(`${method} ${url} answered JSON but declares no answer schema (ZodResponse)`);
      return;
    }
    const parsed = (rule.schema as ZodType).safeParse(res.body);
    if (!parsed.success) throw new Error(`The answer of ${method} ${url} does not match its contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
  }
}

/** supertest's agent, with each request tagged and its answer checked when awaited. */
export function checkedAgent<T extends object>(agent: T, contracts: AnswerContracts): T {
  const methods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
  return new Proxy(agent, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !methods.has(prop) || typeof value !== 'function') return value;
      return (url: string, ...rest: unknown[]) => {
        const test = value.call(target, url, ...rest);
        const call = contracts.newCall();
        test.set(CallHeader, call);
        const then = test.then.bind(test);
        test.then = (onFulfilled?: (r: Response) => unknown, onRejected?: (e: unknown) => unknown) =>
          then((res: Response) => {
            contracts.check(call, prop.toUpperCase(), url, res);
            return res;
          }).then(onFulfilled, onRejected);
        return test;
      };
    },
  });
}
