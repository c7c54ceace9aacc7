// The failures a read or a save reports whatever stores the record: thrown by repositories and
// mapped once to HTTP by the exception filter (404, 409 with the current copy). They are values of
// the domain, not of the database, so controllers and handlers name them without importing it.

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

/** What a versioned save did: saved, or refused because the Version was stale or the row is missing. */
export type SaveOutcome = 'saved' | 'stale' | 'missing';
