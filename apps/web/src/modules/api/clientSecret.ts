import { AuthClientId } from '@intermission/contracts';

/** The server writes the client secret into index.html; `vite dev` keeps the demo default. */
export function clientCredentials() {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="intermission-auth-client-secret"]')?.content;
  const secret = !meta || meta.startsWith('__') ? 'intermission-demo-client-secret' : meta;
  return { AuthClientId, AuthClientSecret: secret };
}
