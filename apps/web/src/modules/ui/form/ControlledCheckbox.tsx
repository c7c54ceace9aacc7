import { Checkbox, type CheckboxProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<CheckboxProps, 'checked' | 'onChange' | 'name' | 'onToggle'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Called after the field took the new value (to clear the fields it governs). */
  onCheckedChange?: (checked: boolean) => void;
};

/** A Checkbox bound to a boolean field of a react-hook-form form. */
export function ControlledCheckbox<T extends FieldValues>({ control, name, onCheckedChange, ...props }: Props<T>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      checked={!!field.value}
      onBlur={field.onBlur}
      onChange={(e) => {
        const checked = e.currentTarget.checked;
        field.onChange(checked);
        onCheckedChange?.(checked);
      }}
    />
  );
}
