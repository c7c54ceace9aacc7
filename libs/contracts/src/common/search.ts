import { z } from 'zod';
import { Int32TextIn, Text } from './primitives';

/** q, skip, take as the spec gives them: '*' or empty q means all. */
export const SearchQuerySchema = z.object({
  q: Text(200).optional(),
  skip: Int32TextIn(0).default(0),
  take: Int32TextIn(1, 10000).default(12),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export function searchText(q: string | undefined): string | undefined {
  const t = (q ?? '').trim();
  return t === '' || t === '*' ? undefined : t;
}
