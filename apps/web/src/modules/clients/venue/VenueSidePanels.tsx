import { SimpleGrid } from '@mantine/core';
import type { CouponListItem, IdName, Venue } from '@intermission/contracts';
import { useClaim } from '../../session/useClaim';
import { couponValue } from '../hierarchy/api';
import { SidePanel, type SidePanelProps } from '../hierarchy/SidePanel';
import { hierarchyPath, type HierarchyParams, levelParams } from '../hierarchyParams';
import { useVenueSidePanels } from './api';

/**
 * The latest theatres, coupons and goods of a venue, each with its list and add links, and its petty
 * cash section (document 1 §2.4): each theatre's withdrawals.
 */
export function VenueSidePanels({ venue, below }: { venue: Venue; below: HierarchyParams }) {
  const canAddTheatre = useClaim('Theatres', 'FullAccess') && !venue.Archived;
  const canAddCoupon = useClaim('Coupons', 'FullAccess');
  const canAddGoods = useClaim('Goods', 'FullAccess');
  const { theatres, coupons, goods } = useVenueSidePanels(venue);
  /** A panel of the venue's items under /client/{path}: its list, its add page and (unless `to` says otherwise) each item's info page. */
  const panel = (
    path: string,
    addLabel: string,
    canAdd: boolean,
    props: Omit<SidePanelProps<IdName>, 'listTo' | 'add' | 'to'> & Partial<SidePanelProps<IdName>>,
  ) => ({
    to: (r: IdName) => hierarchyPath(`/client/${path}/info`, { id: r.Id, ...below }),
    listTo: hierarchyPath(`/client/${path}`, { ...below }),
    add: canAdd && { to: hierarchyPath(`/client/${path}/add`, { ...below }), label: addLabel },
    ...props,
  });
  const panels = [
    panel('theatres', 'Add Theatre', canAddTheatre, { title: 'Theatres', query: theatres }),
    panel('coupons', 'Add Coupon', canAddCoupon, { title: 'Coupons', query: coupons, note: (c) => couponValue((c as CouponListItem).DollarValue) }),
    panel('venueGoods', 'Add Goods', canAddGoods, { title: 'Goods', query: goods }),
    panel('theatres', '', false, {
      title: 'Petty Cash',
      noun: 'theatres',
      query: theatres,
      to: (t) => hierarchyPath('/client/pettyCashWithdrawals', { ...levelParams.theatre(below, t) }),
    }),
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }}>
      {panels.map((p) => (
        <SidePanel key={p.title} {...p} />
      ))}
    </SimpleGrid>
  );
}
