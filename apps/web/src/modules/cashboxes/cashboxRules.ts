/** Admin status on the schedule and event pages (spec document 2 §1, §9): role id 1 or 5. */
export const AdminRoleIds: readonly number[] = [1, 5];
