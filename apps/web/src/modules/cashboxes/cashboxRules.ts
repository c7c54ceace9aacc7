/** Admin status on the schedule and event pages (spec document 2 §1, §9): role id 1 or 5. */
export const AdminRoleIds: readonly number[] = [1, 5];

/**
 * The statuses on which a cash box write shows the server's own message (showApiError's
 * `ownMessageOn`): every refusal — a locked show event (400), the missing start count (400), not
 * the user's venue (403), a count changed meanwhile (409). Model state still goes on the fields.
 */
export const cashboxRefusal = (status: number) => status >= 400 && status < 500;
