import { useClaim } from '../session/useClaim';
import { useSession } from '../session/useSession';
import { AdminRoleIds } from './cashboxRules';

/**
 * Who may do what on the show event page, as the server's claims allow (docs/cashboxes.md): the times
 * with Shows FullAccess; end counts with CashboxManagement or Shows FullAccess; the figures with
 * CashboxManagement FullAccess; the manager log with Shows or VenueManager FullAccess. Admin status
 * (role id 1 or 5, spec §1) shows on the page. Nothing changes once the manager log is submitted.
 */
export function useShowEventAccess(locked: boolean) {
  const session = useSession();
  const isAdmin = AdminRoleIds.includes(session?.roleId ?? 0);
  const shows = useClaim('Shows', 'FullAccess');
  const cash = useClaim('CashboxManagement', 'FullAccess');
  const venueManager = useClaim('VenueManager', 'FullAccess');
  const open = !locked;
  return {
    isAdmin,
    editTimes: shows && open,
    postEndCount: (cash || shows) && open,
    editFigures: cash && open,
    submitLog: (shows || venueManager) && open,
  };
}
