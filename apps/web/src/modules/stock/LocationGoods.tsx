import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InventoryLocationOption } from '@intermission/contracts';

interface Props {
  location: InventoryLocationOption | null;
  /** What to say before a location is chosen. */
  choose: string;
  goods: { isLoading: boolean; error: unknown };
  children: (location: InventoryLocationOption) => ReactNode;
}

/** A stock screen's goods once its location is chosen and they have loaded. */
export function LocationGoods({ location, choose, goods, children }: Props) {
  if (!location) return <Text c="dimmed">{choose}</Text>;
  if (goods.isLoading) return <Loader />;
  if (goods.error) return <Alert color="red">The goods at {location.Name} could not be loaded.</Alert>;
  return <Stack>{children(location)}</Stack>;
}
