/**
 * The data provider: react-admin's CRUD methods onto our REST contract (§7), shaped like
 * ra-data-simple-rest. Bodies and records are shaped in `contractMapping.ts`, resource names resolve
 * through `resourceMap.ts`; §8 failure prefixes and per-resource behaviour are layered on top
 * (`failurePrefixes.ts`, `appDataProvider.ts`), not here.
 *
 * | Method           | Call                                                                                     |
 * |------------------|------------------------------------------------------------------------------------------|
 * | getList          | POST {prefix}/search {pageNumber, pageSize, sortBy, sortDescending, searchTerm ← filter.q, …filter} |
 * | getOne           | GET {prefix}/{id}                                                                          |
 * | getMany          | POST {prefix}/search {pageNumber 1, pageSize ids.length, additionalArrayFilters {[idField]: ids}} (1000 per call) |
 * | getManyReference | POST {prefix}/search as getList, plus {[target]: id}                                     |
 * | create           | POST {prefix} without the id field → 201 {code, message, data}                            |
 * | update           | POST {prefix} with {[bodyIdField]: id} → 200 {code, message, data}                        |
 * | updateMany       | getMany, then one update per id with the change merged into the record, in sequence      |
 * | delete           | DELETE {prefix}/{id}                                                                     |
 * | deleteMany       | one delete per id, in sequence                                                           |
 *
 * Every row's `_id` becomes react-admin's `id`. `meta.body` adds keys to search and upsert bodies
 * (e.g. `dateFilterRequest`, `additionalStringFilters`); `signal` reaches fetch.
 */
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from "react-admin";
import { MAX_PAGE_SIZE } from "../domain/constants";
import type { Body, Row } from "./contractMapping";
import {
  chunk,
  metaBody,
  searchBody,
  toRecord,
  upsertBody,
} from "./contractMapping";
import type { Envelope, Paginated } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { apiFetch } from "./httpClient";
import type { ResourceConfig } from "./resourceMap";
import { resourceConfig } from "./resourceMap";

export function createDataProvider(
  apiUrl: string,
  httpClient: ApiRequest = apiFetch,
): DataProvider {
  const url = (config: ResourceConfig, suffix = "") =>
    `${apiUrl}${config.prefix}${suffix}`;
  const idPath = (id: Identifier) => `/${encodeURIComponent(String(id))}`;

  /** The §3 envelope as react-admin's list result; the page flags are the server's, exact. */
  const toListResult = <R extends RaRecord>(
    page: Paginated<Row>,
    config: ResourceConfig,
  ): GetListResult<R> => ({
    data: page.data.map((row) => toRecord<R>(row, config)),
    total: page.total,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
    },
  });

  const search = (config: ResourceConfig, body: Body, signal?: AbortSignal) =>
    httpClient<Paginated<Row>>(url(config, "/search"), {
      method: "POST",
      body,
      signal,
    });

  const upsert = async (
    config: ResourceConfig,
    body: Body,
    signal?: AbortSignal,
  ) => {
    const answer = await httpClient<Envelope<Row | null>>(url(config), {
      method: "POST",
      body,
      signal,
    });
    return answer?.data ?? null;
  };

  const provider: DataProvider = {
    supportAbortSignal: true,

    async getList<R extends RaRecord>(
      resource: string,
      params: GetListParams,
    ): Promise<GetListResult<R>> {
      const config = resourceConfig(resource);
      const page = await search(config, searchBody(params), params.signal);
      return toListResult<R>(page, config);
    },

    async getOne<R extends RaRecord>(
      resource: string,
      params: GetOneParams<R>,
    ): Promise<GetOneResult<R>> {
      const config = resourceConfig(resource);
      const answer = await httpClient<Envelope<Row>>(
        url(config, idPath(params.id)),
        {
          signal: params.signal,
        },
      );
      return { data: toRecord<R>(answer.data, config) };
    },

    async getMany<R extends RaRecord>(
      resource: string,
      params: GetManyParams<R>,
    ): Promise<GetManyResult<R>> {
      const config = resourceConfig(resource);
      const data: R[] = [];
      for (const ids of chunk(params.ids, MAX_PAGE_SIZE)) {
        const body = {
          ...metaBody(params.meta),
          pageNumber: 1,
          pageSize: ids.length,
          additionalArrayFilters: { [config.idField]: ids.map(String) },
        };
        const page = await search(config, body, params.signal);
        data.push(...page.data.map((row) => toRecord<R>(row, config)));
      }
      return { data };
    },

    async getManyReference<R extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ): Promise<GetListResult<R>> {
      const config = resourceConfig(resource);
      const body = {
        ...searchBody(params),
        [params.target]: params.id,
      };
      const page = await search(config, body, params.signal);
      return toListResult<R>(page, config);
    },

    async create<
      R extends Omit<RaRecord, "id">,
      Result extends RaRecord = R & { id: Identifier },
    >(
      resource: string,
      params: CreateParams<R>,
    ): Promise<CreateResult<Result>> {
      const config = resourceConfig(resource);
      const body = {
        ...upsertBody(params.data as Body, config),
        ...metaBody(params.meta),
      };
      const saved = await upsert(config, body);
      // ra needs an id back; a body-less 201 would leave the form with nothing to redirect to.
      if (!saved)
        throw new Error(`${config.entity} creation returned no record`);
      return { data: toRecord<Result>(saved, config) };
    },

    async update<R extends RaRecord>(
      resource: string,
      params: UpdateParams<R>,
    ): Promise<UpdateResult<R>> {
      const config = resourceConfig(resource);
      const body = {
        ...upsertBody(params.data as Body, config, params.id),
        ...metaBody(params.meta),
      };
      const saved = await upsert(config, body);
      return {
        data: toRecord<R>(saved ?? { ...params.data, _id: params.id }, config),
      };
    },

    async updateMany(resource, params) {
      // The contract has no bulk upsert and an upsert carries the whole record: each change is
      // merged into the current record, one call per id so each failure stays attributable.
      const { data: current } = await provider.getMany(resource, {
        ids: params.ids,
        meta: params.meta,
      });
      for (const record of current) {
        await provider.update(resource, {
          id: record.id,
          data: { ...record, ...params.data },
          previousData: record,
          meta: params.meta,
        });
      }
      return { data: current.map((r) => r.id) };
    },

    async delete<R extends RaRecord>(
      resource: string,
      params: DeleteParams<R>,
    ): Promise<DeleteResult<R>> {
      const config = resourceConfig(resource);
      await httpClient<unknown>(url(config, idPath(params.id)), {
        method: "DELETE",
      });
      return {
        data: params.previousData ?? toRecord<R>({ _id: params.id }, config),
      };
    },

    async deleteMany(resource, params) {
      for (const id of params.ids)
        await provider.delete(resource, { id, meta: params.meta });
      return { data: params.ids };
    },
  };
  return provider;
}
