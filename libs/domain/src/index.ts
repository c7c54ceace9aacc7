export * from './decision';
export * from './stock/quantities';
export * from './stock/transfers';
export * from './stock/orders';
export * from './stock/order-decider';
export * from './stock/movement-decider';
export * from './stock/report-row';
