import Decimal from 'decimal.js';

/** A count's adjustment with its sign ('+2', '-1', '0'). */
export const signed = (q: Decimal.Value) => {
  const d = new Decimal(q);
  return d.gt(0) ? `+${d.toFixed()}` : d.toFixed();
};
