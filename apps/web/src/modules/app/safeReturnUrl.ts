/** Only paths inside the app, so a crafted returnUrl cannot send the user elsewhere. */
export function safeReturnUrl(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !/^\/(login|forgotpassword|resetpassword|adminaccess)/i.test(value) ? value : undefined;
}
