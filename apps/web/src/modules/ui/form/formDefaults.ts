/**
 * A form's starting values: each field of `empty` (the values of a new record) taken from the loaded
 * record where it holds one (not null or undefined), so an edit form and an add form share one list.
 */
export function formDefaults<D extends object>(empty: D, record?: { [K in keyof D]?: NoInfer<D>[K] | null }): D {
  if (!record) return empty;
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof D)[]) {
    const value = record[key];
    if (value !== null && value !== undefined) values[key] = value;
  }
  return values;
}
