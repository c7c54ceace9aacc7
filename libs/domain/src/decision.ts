/**
 * What a decide function answers: the value decided, or a coded failure from its feature's closed
 * list (the API maps each code to its status once; a code it misses fails to compile).
 */
export type Decision<T, C extends string = string> = { ok: true; value: T } | Rejected<C>;

export interface Rejected<C extends string = string> {
  ok: false;
  code: C;
  message: string;
  /** The request field the failure is about, when it is one (answered as ModelState). */
  field?: string;
}

export const accept = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const reject = <C extends string>(code: C, message: string, field?: string): Rejected<C> =>
  field === undefined ? { ok: false, code, message } : { ok: false, code, message, field };

/** The exhaustiveness check that ends a switch over a closed list of codes. */
export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled case: ${String(value)}`);
}
