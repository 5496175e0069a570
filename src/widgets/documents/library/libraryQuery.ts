/**
 * The library list's request (issue 26): its filters, sort and page as the page keeps them, and
 * the POST /documents/search they become (through the data provider's getList: `q` is searchTerm,
 * the other filters are the contract's own keys).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/constants";
import { documentsModule } from "../../../../domain/modules/documents";
import type { DocumentRow } from "../../../../domain/schemas/libraryDocument";
import { fromDateToBody, toDateToBody } from "../../dateRangeBody";
import { useLibraryProvider } from "./useLibraryProvider";

/** The documents resource: every library query's key starts with it, so one invalidation re-reads all. */
export const DOCUMENTS = documentsModule.name;

export const LIBRARY_SORT_FIELDS = [
  "createdAt",
  "updatedAt",
  "title",
  "size",
  "contentType",
] as const;
/** "relevance": no sortBy, so a search comes back ranked (without one, the server's default). */
export type LibrarySort = "relevance" | (typeof LIBRARY_SORT_FIELDS)[number];

export interface LibraryFilters {
  searchTerm: string;
  /** A DOCUMENT_MODEL_TYPES kind, FREE_STANDING ("none"), or "" for any. */
  modelType: string;
  /** "mine" for the caller's own documents, "" for anyone's. */
  owner: "" | "mine";
  tag: string;
  /** A DOCUMENT_TYPE_GROUPS group or "". */
  typeGroup: string;
  /** YYYY-MM-DD, on the date the document was added. */
  fromDate: string | null;
  toDate: string | null;
}

export const NO_FILTERS: LibraryFilters = {
  searchTerm: "",
  modelType: "",
  owner: "",
  tag: "",
  typeGroup: "",
  fromDate: null,
  toDate: null,
};

export interface LibraryRequest {
  filters: LibraryFilters;
  sort: LibrarySort;
  descending: boolean;
  page: number;
  perPage: number;
}

export const FIRST_REQUEST: LibraryRequest = {
  filters: NO_FILTERS,
  sort: "createdAt",
  descending: true,
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

/** A record whose documents the list is fixed to (a workspace's tab). */
export interface LibraryScope {
  modelType: string;
  modelId: string;
}

/** The getList filter: only the filters that are set, the fixed record's over the user's. */
export function libraryFilter(
  filters: LibraryFilters,
  me: string | undefined,
  scope?: LibraryScope,
): Record<string, string> {
  const out: Record<string, string> = {};
  const set = (key: string, value: string | null | undefined) => {
    const v = value?.trim();
    if (v) out[key] = v;
  };
  set("q", filters.searchTerm);
  set("modelType", filters.modelType);
  if (filters.owner === "mine") set("ownerUserId", me);
  set("tag", filters.tag.toLowerCase());
  set("typeGroup", filters.typeGroup);
  // Instants, the "to" one exclusive (the day after the chosen one, §7), as every list sends them.
  set("fromDate", fromDateToBody(filters.fromDate));
  set("toDate", toDateToBody(filters.toDate));
  if (scope) {
    out.modelType = scope.modelType;
    out.modelId = scope.modelId;
  }
  return out;
}

/** Relevance only means something with a search; without one it falls back to the newest first. */
export function librarySort(request: LibraryRequest) {
  if (request.sort !== "relevance")
    return {
      field: request.sort,
      order: request.descending ? ("DESC" as const) : ("ASC" as const),
    };
  return request.filters.searchTerm.trim()
    ? { field: "", order: "DESC" as const }
    : { field: "createdAt", order: "DESC" as const };
}

export type LibraryRecord = DocumentRow & { id: string };

/** One page of the library (POST /documents/search), the previous page kept while the next loads. */
export function useDocumentLibrary(
  request: LibraryRequest,
  me: string | undefined,
  scope?: LibraryScope,
) {
  const dataProvider = useLibraryProvider();
  const filter = libraryFilter(request.filters, me, scope);
  const sort = librarySort(request);
  return useQuery({
    queryKey: [
      DOCUMENTS,
      "library",
      filter,
      sort,
      request.page,
      request.perPage,
    ],
    queryFn: ({ signal }) =>
      dataProvider.getList<LibraryRecord>(DOCUMENTS, {
        filter,
        sort,
        pagination: { page: request.page, perPage: request.perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
