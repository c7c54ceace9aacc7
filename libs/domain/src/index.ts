export * from './stock/quantities';
export * from './stock/transfers';
export * from './stock/orders';
export * from './stock/report-row';
