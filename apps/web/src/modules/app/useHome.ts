import { homePath } from '@intermission/contracts';
import { useSession } from '../session/useSession';
import { builtMenuKeys } from './routeTable';

export function useHome(): string {
  const s = useSession();
  return s ? homePath(s.claimValues, s.userId, builtMenuKeys) : '/login';
}
