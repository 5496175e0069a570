/**
 * The document calls that are not CRUD, for any kind of document (a vehicle's, a trip's): the
 * multipart upload and the file's bytes. Each kind names them for the data provider
 * (./vehicleDocumentMethods.ts, ./tripDocumentMethods.ts); listing, re-typing and deleting go
 * through the CRUD methods of the documents' resource.
 *
 * | Method       | Call                                                                        |
 * |--------------|-----------------------------------------------------------------------------|
 * | upload       | POST {prefix}/upload, multipart {<parent>Id, documentType, file} → 201 {data} |
 * | fetchContent | GET {prefix}/{id}/content[?download=true] → the file's bytes                |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

/** One kind of document on the wire. */
export interface DocumentApi {
  /** e.g. "/vehicles/documents". */
  prefix: string;
  /** e.g. "Vehicle Document" (§8 failure prefixes). */
  entity: string;
  /** The upload's parent field, e.g. "vehicleId". */
  parentField: string;
}

export interface DocumentContentMethods<TRow, TType extends string> {
  upload(
    parentId: string,
    documentType: TType,
    file: File,
    signal?: AbortSignal,
  ): Promise<TRow & { id: string }>;
  /** The stored bytes, for a blob: URL (preview) or a save-as (download). */
  fetchContent(
    documentId: string,
    download?: boolean,
    signal?: AbortSignal,
  ): Promise<Blob>;
}

export function documentMethods<
  TRow extends { _id: string },
  TType extends string,
>(
  apiUrl: string,
  httpClient: ApiRequest,
  api: DocumentApi,
): DocumentContentMethods<TRow, TType> {
  return {
    async upload(parentId, documentType, file, signal) {
      // Fields first: the server reads parts in order and needs nothing buffered.
      const form = new FormData();
      form.append(api.parentField, parentId);
      form.append("documentType", documentType);
      form.append("file", file, file.name);
      // The server's message ("The file is larger than the 10 MB limit.") is the whole story.
      const answer = await httpClient<Envelope<TRow>>(
        `${apiUrl}${api.prefix}/upload`,
        { method: "POST", body: form, signal },
      );
      return { ...answer.data, id: answer.data._id };
    },
    async fetchContent(documentId, download, signal) {
      const id = encodeURIComponent(documentId);
      try {
        return await httpClient<Blob>(
          `${apiUrl}${api.prefix}/${id}/content${download ? "?download=true" : ""}`,
          { signal, responseType: "blob" },
        );
      } catch (error) {
        throw withFailurePrefix(error, FAILURE_PREFIXES.retrieve(api.entity));
      }
    },
  };
}
