import type { OrderDeleted, OrderPosted, OrderReceived } from '@intermission/contracts';
import { deciderSpecification } from '../test-support/decider-specification';
import { type OrderEvent, orderDecider } from './order-decider';

const order = { OrderId: 'o-1', VenueInventoryLocationId: 3, ReceivedOrderGoods: [] } as unknown as OrderReceived;
const OrderReceived: OrderEvent = { id: 'e-1', type: 'OrderReceived', data: order };
const OrderEdited: OrderEvent = { id: 'e-2', type: 'OrderEdited', data: order };
const OrderPosted: OrderEvent = { id: 'post-1', type: 'OrderPosted', data: {} as OrderPosted };
const OrderDeleted: OrderEvent = { id: 'e-4', type: 'OrderDeleted', data: {} as OrderDeleted };
const spec = deciderSpecification(orderDecider);

describe('changing a received order (document 3 §4)', () => {
  it.each([
    { title: 'an unknown order', given: [], when: { kind: 'edit', version: 1 }, fails: 'OrderNotFound' },
    { title: 'editing a posted order', given: [OrderReceived, OrderPosted], when: { kind: 'edit', version: 2 }, fails: 'OrderPosted' },
    { title: 'editing a deleted order', given: [OrderReceived, OrderDeleted], when: { kind: 'edit', version: 2 }, fails: 'OrderDeleted' },
    { title: 'editing without a version', given: [OrderReceived], when: { kind: 'edit', version: null }, fails: 'VersionRequired' },
    { title: 'posting a deleted order', given: [OrderReceived, OrderDeleted], when: { kind: 'post', eventId: 'post-2' }, fails: 'OrderDeleted' },
    { title: 'posting twice under two GUIDs', given: [OrderReceived, OrderPosted], when: { kind: 'post', eventId: 'post-2' }, fails: 'OrderPosted' },
    { title: 'deleting a posted order without the claim', given: [OrderReceived, OrderPosted], when: { kind: 'delete' }, fails: 'OrderPosted' },
    {
      title: 'deleting a posted order, the claim missing',
      given: [OrderReceived, OrderPosted],
      when: { kind: 'deletePosted', mayDeletePosted: false },
      fails: 'MayNotDeletePosted',
    },
    { title: 'deleting as posted an unposted order', given: [OrderReceived], when: { kind: 'deletePosted', mayDeletePosted: true }, fails: 'OrderNotPosted' },
  ] as const)('refuses $title', ({ given, when, fails }) => {
    spec
      .given([...given])
      .when(when)
      .thenFails(fails);
  });

  it.each([
    { title: 'an unposted order is edited', given: [OrderReceived, OrderEdited], when: { kind: 'edit', version: 2 }, then: 'apply' },
    { title: 'an unposted order is posted', given: [OrderReceived], when: { kind: 'post', eventId: 'post-1' }, then: 'apply' },
    { title: 'a resent post answers the posted order', given: [OrderReceived, OrderPosted], when: { kind: 'post', eventId: 'post-1' }, then: 'replayed' },
    { title: 'an unposted order is deleted', given: [OrderReceived], when: { kind: 'delete' }, then: 'apply' },
    {
      title: 'a posted order is deleted with the claim',
      given: [OrderReceived, OrderPosted],
      when: { kind: 'deletePosted', mayDeletePosted: true },
      then: 'apply',
    },
    { title: 'deleting a deleted order answers it as it is', given: [OrderReceived, OrderDeleted], when: { kind: 'delete' }, then: 'replayed' },
  ] as const)('$title', ({ given, when, then }) => {
    spec
      .given([...given])
      .when(when)
      .then(then);
  });
});
