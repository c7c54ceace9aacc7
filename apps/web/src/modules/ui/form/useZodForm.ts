import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notifyError } from '../notify';

/** Puts one message of the server's ModelState on the field it names. */
export type SetFieldError = (field: string, message: string) => void;

/** What a form hands its page: the values its schema parsed, and where the server's field errors go. */
export type OnSave<T> = (values: T, setFieldError: SetFieldError) => Promise<unknown>;

/**
 * The one way to write a form: react-hook-form checked by the contracts schema the server itself
 * parses with, and the server's ModelState put on the fields by name. `submit` runs `onSave` with
 * the parsed values once the schema accepts them. A rule of the schema about the whole form rather
 * than one field (an issue on the path `root`, such as 'Nothing to reconcile') is shown in a toast.
 */
export function useZodForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, defaultValues: DefaultValues<In>, onSave: OnSave<Out>) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const setFieldError: SetFieldError = (field, message) => form.setError(field as Path<In>, { message });
  const submit = form.handleSubmit(
    (values) => onSave(values, setFieldError),
    (errors) => {
      if (errors.root?.message) notifyError(errors.root.message);
    },
  );
  return { ...form, submit, setFieldError };
}
