// Message texts quoted exactly from the spec (document 1 §8.1 and document 3 §8).
export const Messages = {
  LoginIncorrect: 'Username/Password is not correct',
  NotWhitelisted:
    'You cannot access this site from your current IP address, based on rules your system administrator has configured.  Please contact your system administrator for more information.',
  LoginLinkEmailed: 'A login link has been emailed to you.',
  ResetLinkSent: (email: string) => `Reset link sent to ${email}`,
  SomethingWentWrong: 'Something went wrong.',
  PasswordReset: 'Password Reset',
  LoginFailed: 'Login Failed',
  /** On every screen: the spec names none of the screens that said 'Whoops! Save Failed' (docs/decisions.md). */
  SaveFailed: 'Save Failed',
  ConnectionError: 'Error connecting. Check your connection.',
  GatewayTimeout: 'This data could not be loaded at this time. Please try to run the report again.',
  PasswordMismatch: 'Password does not match confirmation',
  NewUserPasswordMismatch: 'Passwords do not match',
  PasswordSaved: 'Password Save Successful!',
  UsernameSaved: 'Username Save Successful!',
  NothingEntered: 'Cannot Save. No information entered.',
  EndBeforeStart: 'End time should be after start time.',
  InvalidRequest: 'The request is invalid.',
  UserSaved: 'User Saved',
  DeleteFailed: 'Delete Failed',
  ArchiveFailed: 'Archive Failed',
  ActivateFailed: 'Activate Failed',
  UnarchiveFailed: 'Unarchive Failed',
  UpdateFailed: 'Update Failed',
  // Copy to clipboard (document 1 §8.1): no target, a failed copy, success.
  CopyNoTarget: 'Unable to copy to clipboard.',
  CopyFailed: 'Error while copying to clipboard.',
  Copied: 'Copied to clipboard successfully',
} as const;
