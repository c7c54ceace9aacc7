import { z } from 'zod';

/** q, skip, take as the spec gives them: '*' or empty q means all. */
export const SearchQuerySchema = z.object({
  q: z.string().max(200).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(10000).default(12),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export function searchText(q: string | undefined): string | undefined {
  const t = (q ?? '').trim();
  return t === '' || t === '*' ? undefined : t;
}
