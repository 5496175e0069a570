/**
 * The reads a form's reference inputs make (getList, getMany, getOne), answered from fixed rows per
 * resource: `{...relatedReads(related), create, …}` is the data provider of a form test.
 */
import type { GetListParams, GetManyParams } from "react-admin";
import { vi } from "vitest";

export type RelatedRows = Record<string, { id: string }[]>;

export function relatedReads(related: RelatedRows) {
  const rowsOf = (resource: string) => related[resource] ?? [];
  return {
    getList: vi
      .fn()
      .mockImplementation((resource: string, _p: GetListParams) =>
        Promise.resolve({ data: rowsOf(resource), total: 1 }),
      ),
    getMany: vi
      .fn()
      .mockImplementation((resource: string, { ids }: GetManyParams) =>
        Promise.resolve({
          data: rowsOf(resource).filter((r) => ids.includes(r.id)),
        }),
      ),
    getOne: vi
      .fn()
      .mockImplementation((resource: string, { id }: { id: string }) =>
        Promise.resolve({ data: rowsOf(resource).find((r) => r.id === id) }),
      ),
  };
}
