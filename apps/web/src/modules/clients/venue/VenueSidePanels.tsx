import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useClaim } from '../../session/useClaim';
import { couponValue } from '../hierarchy/api';
import { SidePanel } from '../hierarchy/SidePanel';
import type { CouponRow, TheatreRow, Venue, VenueGoodRow } from '../hierarchy/types';
import { hierarchyPath, type HierarchyParams } from '../hierarchyParams';
import { useVenueSidePanels } from './api';

/** The latest theatres, coupons and goods of a venue, each with its list and add links. */
export function VenueSidePanels({ venue, below }: { venue: Venue; below: HierarchyParams }) {
  const canAddTheatre = useClaim('Theatres', 'FullAccess');
  const canAddCoupon = useClaim('Coupons', 'FullAccess');
  const canAddGoods = useClaim('Goods', 'FullAccess');
  const { theatres, coupons, goods } = useVenueSidePanels(venue);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <SidePanel<TheatreRow>
        title="Theatres"
        noun="theatres"
        empty="No theatres yet."
        page={theatres.data}
        loading={theatres.isLoading}
        rowKey={(t) => t.Id}
        item={(t) => (
          <Anchor component={Link} to={hierarchyPath('/client/theatres/info', { id: t.Id, ...below })}>
            {t.Name}
          </Anchor>
        )}
        listTo={hierarchyPath('/client/theatres', { ...below })}
        action={
          canAddTheatre &&
          !venue.Archived && (
            <Anchor component={Link} to={hierarchyPath('/client/theatres/add', { ...below })} size="sm">
              Add Theatre
            </Anchor>
          )
        }
      />
      <SidePanel<CouponRow>
        title="Coupons"
        noun="coupons"
        empty="No coupons yet."
        page={coupons.data}
        loading={coupons.isLoading}
        rowKey={(c) => c.Id}
        item={(c) => (
          <Group gap={6}>
            <Anchor component={Link} to={hierarchyPath('/client/coupons/info', { id: c.Id, ...below })}>
              {c.Name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {couponValue(c.DollarValue)}
            </Text>
          </Group>
        )}
        listTo={hierarchyPath('/client/coupons', { ...below })}
        action={
          canAddCoupon && (
            <Anchor component={Link} to={hierarchyPath('/client/coupons/add', { ...below })} size="sm">
              Add Coupon
            </Anchor>
          )
        }
      />
      <SidePanel<VenueGoodRow>
        title="Goods"
        noun="goods"
        empty="No goods yet."
        page={goods.data}
        loading={goods.isLoading}
        rowKey={(g) => g.Id}
        item={(g) => (
          <Anchor component={Link} to={`/good/info?id=${g.Id}`}>
            {g.Name}
          </Anchor>
        )}
        listTo={hierarchyPath('/client/venueGoods', { ...below })}
        action={
          canAddGoods && (
            <Anchor component={Link} to={hierarchyPath('/client/venueGoods/add', { ...below })} size="sm">
              Add Goods
            </Anchor>
          )
        }
      />
    </SimpleGrid>
  );
}
