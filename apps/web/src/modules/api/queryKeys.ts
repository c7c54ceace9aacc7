/**
 * The one shape of a query key factory (react-admin's): every key of a resource starts with its API
 * path, so a write invalidates its lists by `lists()` and sets its record by `detail(id)`.
 * A module names its factory after the path: `export const vendorKeys = queryKeys('vendors')`.
 */
export function queryKeys<P extends string>(path: P) {
  return {
    all: [path] as const,
    lists: () => [path, 'list'] as const,
    list: (query: unknown) => [path, 'list', query] as const,
    details: () => [path, 'detail'] as const,
    detail: (id: number | string) => [path, 'detail', id] as const,
    /** A related read that is neither a list page nor the record (reference lists, side panels). */
    of: (...parts: unknown[]) => [path, ...parts] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;
