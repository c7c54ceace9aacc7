/** A failed call: status 0 for a network failure; body as the server sent it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { Message?: string; ModelState?: Record<string, string[]>; Current?: unknown } | null,
  ) {
    super(body?.Message ?? `HTTP ${status}`);
  }

  get modelState(): Record<string, string[]> | undefined {
    return this.body?.ModelState;
  }
}
