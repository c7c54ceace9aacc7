import type { Decision } from '../decision';

/**
 * Rules read as given/when/then (Emmett's DeciderSpecification):
 * `spec.given([received, posted]).when({ kind: 'edit' }).thenFails('OrderPosted')`.
 */
export function deciderSpecification<S, E, C, T>(decider: {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => Decision<T>;
}) {
  return {
    given: (events: E[]) => ({
      when: (command: C) => {
        const decision = decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
        return {
          then: (expected: T) => expect(decision).toEqual({ ok: true, value: expected }),
          thenFails: (code: string) => expect(decision).toMatchObject({ ok: false, code }),
        };
      },
    }),
  };
}
