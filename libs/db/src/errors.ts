// The failures of a read or a save are the domain's (libs/domain/src/failures.ts); the persistence
// layer throws them and re-exports them for its repositories.
export { ConcurrencyError, NotFoundError } from '@intermission/domain';
