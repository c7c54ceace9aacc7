import { BadRequestException, ForbiddenException, HttpException } from '@nestjs/common';
import { assertUnreachable, NotFoundError } from '@intermission/domain';
import { ModelStateException } from '../common/http/api-errors';

/** Every refusal of the shows feature (docs/shows.md "Validation", "Deleting", "Copy week"). */
export type ShowFailureCode =
  | 'TheatreNotFound'
  | 'ShowNotFound'
  | 'TheatreForbidden'
  | 'Locked'
  | 'Referenced'
  | 'NextWeekHasShows'
  | 'NextWeekLocked'
  | 'NextWeekReferenced'
  | 'ShowHasLockedEvents';

export interface ShowFailure {
  code: ShowFailureCode;
  message: string;
  /** The body field it is about: answered as ModelState. */
  field?: string;
}

export const showFailure = (code: ShowFailureCode, message: string, field?: string): ShowFailure => ({ code, message, field });

/** The one mapping from a refusal to its answer: a code added above and missed here fails to compile. */
export function showFailureException(f: ShowFailure): HttpException | NotFoundError {
  if (f.field !== undefined) return new ModelStateException({ [f.field]: [f.message] });
  switch (f.code) {
    case 'Locked':
    case 'Referenced':
    case 'NextWeekHasShows':
    case 'NextWeekLocked':
    case 'NextWeekReferenced':
    case 'ShowHasLockedEvents':
      return new BadRequestException({ Message: f.message });
    case 'TheatreForbidden':
      return new ForbiddenException({ Message: f.message });
    case 'TheatreNotFound':
      return new NotFoundError('The theatre');
    case 'ShowNotFound':
      return new NotFoundError('The show');
    default:
      return assertUnreachable(f.code);
  }
}

/** True for a refusal among a call's outcomes. */
export const isFailure = <T>(x: T | ShowFailure): x is ShowFailure => typeof x === 'object' && x !== null && 'code' in x;

/** Throws the refusal when there is one. */
export function refuse(f: ShowFailure): never {
  throw showFailureException(f);
}
