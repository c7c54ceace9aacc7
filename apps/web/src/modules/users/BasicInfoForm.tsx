import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { User } from '@intermission/contracts';

const NameSchema = z.object({
  FirstName: z.string().trim().min(1, 'First Name is required').max(50),
  LastName: z.string().trim().min(1, 'Last Name is required').max(50),
});
export type NameForm = z.infer<typeof NameSchema>;

interface Props {
  user: User;
  onSave: (form: NameForm, setFieldError: (field: string, message: string) => void) => Promise<void>;
}

export function BasicInfoForm({ user, onSave }: Props) {
  const { register, handleSubmit, formState, setError } = useForm<NameForm>({
    resolver: zodResolver(NameSchema),
    defaultValues: { FirstName: user.FirstName, LastName: user.LastName },
  });
  const handleSave = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof NameForm, { message })));
  return (
    <form onSubmit={handleSave} noValidate>
      <Group grow align="flex-start">
        <TextInput label="First Name" {...register('FirstName')} error={formState.errors.FirstName?.message} maxLength={50} />
        <TextInput label="Last Name" {...register('LastName')} error={formState.errors.LastName?.message} maxLength={50} />
      </Group>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
