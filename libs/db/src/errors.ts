/** Someone saved first: the caller's Version was stale. `current` is the server's copy, answered with 409. */
export class ConcurrencyError extends Error {
  constructor(readonly current: unknown) {
    super('The record was changed by someone else.');
  }
}

/** No such record: answered with 404 "{what} was not found." */
export class NotFoundError extends Error {
  constructor(readonly what = 'The record') {
    super(`${what} was not found.`);
  }
}
