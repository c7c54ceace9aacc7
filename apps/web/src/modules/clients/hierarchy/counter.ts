/** A field's "used/max" characters, shown under it. */
export const counter = (value: string | null | undefined, max: number) => `${(value ?? '').length}/${max}`;
