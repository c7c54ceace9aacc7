import type { z } from 'zod';
import { Money, Quantity, UnitPrice } from '../common/wire';

/**
 * The wire numbers of common/wire.ts as the stock answers use them, typed with what the server hands
 * the serializer: the exact decimal text of PostgreSQL numeric or decimal.js (or a number). So the
 * repositories are typed with `z.input` of an answer schema (exact text) and the web with `z.infer`
 * (rounded JSON numbers); the schemas themselves are the shared ones.
 */
type Figure = z.ZodType<number, string | number>;

/** Money and amounts: 2 decimals. */
export const MoneyFigure = Money as unknown as Figure;
/** Unit prices and costs: up to 4 decimals. */
export const CostFigure = UnitPrice as unknown as Figure;
/** Quantities and volumes: up to 4 decimals. */
export const QuantityFigure = Quantity as unknown as Figure;
