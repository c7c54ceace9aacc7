export * from './projection';
export * from './runner';
export * from './status';
export * from './samples/stream-totals.projection';
export * from './registry';
export * from './replay';
export * from './stock/stock.projection';
export * from './stock/received-orders.projection';
