import { useSessionStorage } from '@mantine/hooks';

export interface SelectedKit {
  Id: number;
  Name: string;
  Version: number;
}

/** The kits chosen for multi-edit, kept between screens (spec: /kit/multi). */
export function useKitSelection() {
  const [state, setState] = useSessionStorage<{ kits: SelectedKit[] }>({
    key: 'intermission.state.kits.selection',
    defaultValue: { kits: [] },
    getInitialValueInEffect: false,
  });
  return [state.kits, (kits: SelectedKit[]) => setState({ kits })] as const;
}
