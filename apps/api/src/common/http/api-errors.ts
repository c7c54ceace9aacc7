import { HttpException, HttpStatus } from '@nestjs/common';
import type { ZodError } from 'zod';
import { Messages } from '@intermission/contracts';

/** 400 with the ModelState body of docs/api.md "Conventions". */
export class ModelStateException extends HttpException {
  constructor(modelState: Record<string, string[]>, message: string = Messages.InvalidRequest) {
    super({ Message: message, ModelState: modelState }, HttpStatus.BAD_REQUEST);
  }

  static fromZod(error: ZodError, prefix?: string): ModelStateException {
    const state: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '$';
      (state[key] ??= []).push(issue.message);
    }
    return new ModelStateException(state);
  }
}

/** Spec document 1 §8.1: a wrong user name or password answers 418. */
export class WrongCredentialsException extends HttpException {
  constructor() {
    super({ Message: Messages.LoginIncorrect }, 418);
  }
}
