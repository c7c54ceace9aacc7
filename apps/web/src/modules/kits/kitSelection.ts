import { usePersistentState } from '../ui/usePersistentState';

export interface SelectedKit {
  Id: number;
  Name: string;
  Version: number;
}

/** The kits chosen for multi-edit, kept between screens (spec: /kit/multi). */
export function useKitSelection() {
  const [state, setState] = usePersistentState<{ kits: SelectedKit[] }>('kits.selection', { kits: [] });
  return [state.kits, (kits: SelectedKit[]) => setState({ kits })] as const;
}
