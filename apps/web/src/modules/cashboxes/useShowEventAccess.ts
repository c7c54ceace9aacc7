import { AdminRoleIds } from './cashboxRules';
import { useClaim } from '../session/useClaim';
import { useSession } from '../session/useSession';

/**
 * Who may change what on the show event page: the times with Shows FullAccess, the cash boxes with
 * CashboxManagement FullAccess or admin status (role id 1 or 5, spec §1/§6); nothing once the
 * manager log is submitted (the event is locked).
 */
export function useShowEventAccess(locked: boolean) {
  const session = useSession();
  const isAdmin = AdminRoleIds.includes(session?.roleId ?? 0);
  const canEditTimes = useClaim('Shows', 'FullAccess');
  const canManageCash = useClaim('CashboxManagement', 'FullAccess');
  return { isAdmin, editTimes: canEditTimes && !locked, editCash: (canManageCash || isAdmin) && !locked };
}
