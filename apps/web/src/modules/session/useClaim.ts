import { type AccessLevel, type ClaimTypeName, hasClaim } from '@intermission/contracts';
import { useSession } from './useSession';

/** Whether the signed-in user holds a claim; the UI hides what it forbids, the server enforces it. */
export function useClaim(type: ClaimTypeName, level: AccessLevel = 'ReadOnly'): boolean {
  return hasClaim(useSession()?.claimValues, type, level);
}
