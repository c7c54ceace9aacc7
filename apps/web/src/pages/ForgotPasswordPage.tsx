import { Anchor, Button, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ForgotRequestSchema, Messages } from '@intermission/contracts';
import { SignInFrame } from '../modules/app/SignInFrame';
import { useForgotPasswordMutation } from '../modules/session/api';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifyError, notifySuccess } from '../modules/ui/notify';

export function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const { register, submit, formState, reset } = useZodForm(ForgotRequestSchema, { Email: '' }, async ({ Email }) => {
    try {
      await forgot.mutateAsync({ Email });
      notifySuccess(Messages.ResetLinkSent(Email));
      reset();
    } catch {
      notifyError(Messages.SomethingWentWrong);
    }
  });
  return (
    <SignInFrame title="Forgot your password?">
      <form onSubmit={submit} noValidate>
        <TextInput label="Email" type="email" autoComplete="email" {...register('Email')} error={formState.errors.Email && 'Email is required'} mb="md" />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Send reset link
        </Button>
      </form>
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </SignInFrame>
  );
}
