import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotRequestSchema, type ForgotRequest, Messages } from '@intermission/contracts';
import { post } from '../modules/api/apiClient';
import { SignInFrame } from '../modules/app/SignInFrame';
import { notifyError, notifySuccess } from '../modules/ui/notify';

export function ForgotPasswordPage() {
  const { register, handleSubmit, formState, reset } = useForm<ForgotRequest>({ resolver: zodResolver(ForgotRequestSchema), defaultValues: { Email: '' } });
  const handleSend = handleSubmit(async ({ Email }) => {
    try {
      await post('users/forgot', { Email });
      notifySuccess(Messages.ResetLinkSent(Email));
      reset();
    } catch {
      notifyError(Messages.SomethingWentWrong);
    }
  });
  return (
    <SignInFrame title="Forgot your password?">
      <form onSubmit={handleSend} noValidate>
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
