import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ThrottlerException } from '@nestjs/throttler';
import { ConcurrencyError, NotFoundError } from '@intermission/db';

/**
 * Maps every error to the API's bodies: HttpExceptions keep their status and our { Message } shape;
 * anything else is a logged 500 without internals.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof ThrottlerException) {
      res.status(429).json({ Message: 'Too many attempts. Please wait a minute and try again.' });
      return;
    }
    if (exception instanceof ConcurrencyError) {
      res.status(409).json({ Message: exception.message, Current: exception.current });
      return;
    }
    if (exception instanceof NotFoundError) {
      res.status(404).json({ Message: exception.message });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'object' && body !== null && 'Message' in body) {
        res.status(status).json(body);
        return;
      }
      const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? exception.message);
      if (status === 400) {
        // Body-parser and other framework 400s still answer in the ModelState shape.
        res.status(400).json({ Message: 'The request is invalid.', ModelState: { $: [String(message)] } });
        return;
      }
      res.status(status).json({ Message: Array.isArray(message) ? message.join('\n') : String(message) });
      return;
    }
    const err = exception as { type?: string; status?: number; message?: string };
    if (err?.type === 'entity.parse.failed' || err?.status === 400) {
      res.status(400).json({ Message: 'The request is invalid.', ModelState: { $: ['The body is not valid JSON.'] } });
      return;
    }
    if (err?.status === 413) {
      res.status(413).json({ Message: 'The request is too large.' });
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    res.status(500).json({ Message: 'An error has occurred.' });
  }
}
