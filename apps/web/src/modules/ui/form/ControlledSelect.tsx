import { Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A choice as the lists of the server give it: an id and a name. */
export interface IdOption {
  Id: number;
  Name: string;
}

/** Mantine's options of id/name rows (the value is the id as text). */
export const idOptions = (items: readonly IdOption[] = []) => items.map((i) => ({ value: String(i.Id), label: i.Name }));

type Props<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** What the field holds when nothing is chosen: null unless given (undefined for a required id, or a default id). */
  empty?: number | null | undefined;
};

/** A Select bound to a numeric id field of a react-hook-form form, its error from the form's state. */
export function ControlledSelect<T extends FieldValues>(allProps: Props<T>) {
  const { control, name, empty, ...props } = allProps;
  const emptyValue = 'empty' in allProps ? empty : null;
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      ref={field.ref}
      value={field.value ? String(field.value) : null}
      onChange={(v) => field.onChange(v ? Number(v) : emptyValue)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
