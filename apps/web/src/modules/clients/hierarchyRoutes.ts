import type { AppRoute } from '../app/routeTable';

/** Screens below a client: venues, theatres, petty cash withdrawals, sales locations, stations, coupons, bar images, venue goods. */
export const hierarchyRoutes: AppRoute[] = [
  { path: '/client/venues', title: 'Venues', load: () => import('../../pages/VenuesPage').then((m) => ({ Component: m.VenuesPage })) },
  { path: '/client/venues/info', title: 'Venue', load: () => import('../../pages/VenueInfoPage').then((m) => ({ Component: m.VenueInfoPage })) },
  { path: '/client/venues/add', title: 'Add Venue', load: () => import('../../pages/VenueAddPage').then((m) => ({ Component: m.VenueAddPage })) },
  { path: '/client/theatres', title: 'Theatres', load: () => import('../../pages/TheatresPage').then((m) => ({ Component: m.TheatresPage })) },
  { path: '/client/theatres/info', title: 'Theatre', load: () => import('../../pages/TheatreInfoPage').then((m) => ({ Component: m.TheatreInfoPage })) },
  { path: '/client/theatres/add', title: 'Add Theatre', load: () => import('../../pages/TheatreAddPage').then((m) => ({ Component: m.TheatreAddPage })) },
  {
    path: '/client/salesLocations',
    title: 'Sales Locations',
    load: () => import('../../pages/SalesLocationsPage').then((m) => ({ Component: m.SalesLocationsPage })),
  },
  {
    path: '/client/salesLocations/info',
    title: 'Sales Location',
    load: () => import('../../pages/SalesLocationInfoPage').then((m) => ({ Component: m.SalesLocationInfoPage })),
  },
  {
    path: '/client/salesLocations/add',
    title: 'Add Sales Location',
    load: () => import('../../pages/SalesLocationAddPage').then((m) => ({ Component: m.SalesLocationAddPage })),
  },
  {
    path: '/client/pettyCashWithdrawals',
    title: 'Petty Cash Withdrawals',
    load: () => import('../../pages/PettyCashWithdrawalsPage').then((m) => ({ Component: m.PettyCashWithdrawalsPage })),
  },
  {
    path: '/client/pettyCashWithdrawals/info',
    title: 'Petty Cash Withdrawal',
    load: () => import('../../pages/PettyCashWithdrawalInfoPage').then((m) => ({ Component: m.PettyCashWithdrawalInfoPage })),
  },
  { path: '/client/barimages', title: 'Bar Images', load: () => import('../../pages/BarImagesPage').then((m) => ({ Component: m.BarImagesPage })) },
  { path: '/client/stations', title: 'Stations', load: () => import('../../pages/StationsPage').then((m) => ({ Component: m.StationsPage })) },
  { path: '/client/stations/info', title: 'Station', load: () => import('../../pages/StationInfoPage').then((m) => ({ Component: m.StationInfoPage })) },
  { path: '/client/stations/add', title: 'Add Station', load: () => import('../../pages/StationAddPage').then((m) => ({ Component: m.StationAddPage })) },
  { path: '/client/coupons', title: 'Coupons', load: () => import('../../pages/CouponsPage').then((m) => ({ Component: m.CouponsPage })) },
  { path: '/client/coupons/info', title: 'Coupon', load: () => import('../../pages/CouponInfoPage').then((m) => ({ Component: m.CouponInfoPage })) },
  { path: '/client/coupons/add', title: 'Add Coupon', load: () => import('../../pages/CouponAddPage').then((m) => ({ Component: m.CouponAddPage })) },
  { path: '/client/venueGoods', title: 'Venue Goods', load: () => import('../../pages/VenueGoodsPage').then((m) => ({ Component: m.VenueGoodsPage })) },
  {
    path: '/client/venueGoods/info',
    title: 'Venue Good',
    load: () => import('../../pages/VenueGoodInfoPage').then((m) => ({ Component: m.VenueGoodInfoPage })),
  },
  {
    path: '/client/venueGoods/add',
    title: 'Add Venue Goods',
    load: () => import('../../pages/VenueGoodAddPage').then((m) => ({ Component: m.VenueGoodAddPage })),
  },
];
