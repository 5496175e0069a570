/**
 * The document library's calls beyond §7's four (issue 26). Listing, reading, editing the metadata
 * and deleting go through the generic four of "documents". Uploads go through XMLHttpRequest rather
 * than fetch: only XHR reports upload progress, which the upload dialog shows per file.
 *
 * | Method                       | Call                                                              |
 * |------------------------------|-------------------------------------------------------------------|
 * | uploadLibraryDocument        | POST /documents/upload, multipart {title?, description?, tags?, modelType?, modelId?, file} → 201 {data} |
 * | uploadLibraryDocumentVersion | POST /documents/{id}/versions, multipart {file} → {data} (version + 1) |
 * | libraryDocumentVersions      | GET /documents/{id}/versions → {data: versions, newest first}      |
 * | fetchLibraryDocumentContent  | GET /documents/{id}/content[?version=N][&download=true] → bytes    |
 * | documentShareable            | POST /documents/shareable {searchTerm} → {data: [{id, label}]}     |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import type { ErrorBody } from "../domain/errors";
import { documentsModule } from "../domain/modules/documents";
import type {
  ShareablePerson,
  DocumentRow,
  DocumentVersionRow,
} from "../domain/schemas/libraryDocument";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import {
  handleUnauthorized,
  sessionHeaders,
  toHttpError,
  withFailurePrefix,
} from "./httpClient";

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const abortError = () =>
  new DOMException("The upload was cancelled.", "AbortError");

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * POSTs a multipart body with XMLHttpRequest, reporting the upload's progress, and answers the
 * parsed JSON. Failures take the one §8 path of ./httpClient.ts (toHttpError: the server's message,
 * "The file is larger than the 25 MB limit."; a 401 ends the session); an abort rejects with an
 * AbortError, as fetch does.
 */
export function uploadWithProgress<T>(
  url: string,
  formData: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    let settled = false;
    /** Settles once: an abort may be followed by the request's own abort or error event. */
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    // Rejects at once rather than waiting for the abort event, which not every XHR sends for a
    // request still waiting for its answer.
    const onAbort = () => {
      settle(() => reject(abortError()));
      xhr.abort();
    };
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(sessionHeaders()))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !onProgress) return;
      const percent = Math.round((event.loaded / event.total) * 100);
      onProgress({ loaded: event.loaded, total: event.total, percent });
    };
    xhr.onload = () =>
      settle(() => {
        const json = parseJson(xhr.responseText);
        const bodyCode =
          json && typeof json === "object" && "code" in json
            ? Number((json as { code: unknown }).code)
            : xhr.status;
        if (xhr.status >= 200 && xhr.status < 300 && bodyCode < 300)
          return resolve(json as T);
        const status = xhr.status >= 300 ? xhr.status : bodyCode;
        if (status === 401) handleUnauthorized();
        reject(toHttpError(status, json as Partial<ErrorBody> | null));
      });
    // A network failure is §8's 418, as apiFetch answers it.
    xhr.onerror = () => settle(() => reject(toHttpError(418, null)));
    xhr.onabort = () => settle(() => reject(abortError()));
    signal?.addEventListener("abort", onAbort);
    xhr.send(formData);
  });
}

/** A new document's text fields; the file is the multipart's last part. */
export interface LibraryUpload {
  file: File;
  title?: string;
  description?: string;
  tags?: readonly string[];
  modelType?: string;
  modelId?: string;
}

export interface LibraryContentOptions {
  version?: number;
  download?: boolean;
  signal?: AbortSignal;
}

export interface LibraryDocumentMethods {
  uploadLibraryDocument(
    upload: LibraryUpload,
    options?: UploadOptions,
  ): Promise<DocumentRow>;
  uploadLibraryDocumentVersion(
    documentId: string,
    file: File,
    options?: UploadOptions,
  ): Promise<DocumentRow>;
  libraryDocumentVersions(
    documentId: string,
    signal?: AbortSignal,
  ): Promise<DocumentVersionRow[]>;
  fetchLibraryDocumentContent(
    documentId: string,
    options?: LibraryContentOptions,
  ): Promise<Blob>;
  /** People the caller may share a free-standing document with, by name. */
  documentShareable(searchTerm: string): Promise<ShareablePerson[]>;
}

/** The content URL's query: the version and the download flag, when given. */
export function contentQuery({ version, download }: LibraryContentOptions) {
  const query = new URLSearchParams();
  if (version !== undefined) query.set("version", String(version));
  if (download) query.set("download", "true");
  const text = query.toString();
  return text ? `?${text}` : "";
}

export function libraryDocumentMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): LibraryDocumentMethods {
  const base = () => `${apiUrl}${documentsModule.api.prefix}`;
  const one = (id: string) => `${base()}/${encodeURIComponent(id)}`;
  const retrieveFailed = FAILURE_PREFIXES.retrieve(documentsModule.api.entity);
  return {
    async uploadLibraryDocument(upload, options) {
      // Text fields first: the server reads the parts in order and needs nothing buffered.
      const form = new FormData();
      if (upload.title) form.append("title", upload.title);
      if (upload.description) form.append("description", upload.description);
      if (upload.tags?.length) form.append("tags", upload.tags.join(","));
      if (upload.modelType && upload.modelId) {
        form.append("modelType", upload.modelType);
        form.append("modelId", upload.modelId);
      }
      form.append("file", upload.file, upload.file.name);
      const answer = await uploadWithProgress<Envelope<DocumentRow>>(
        `${base()}/upload`,
        form,
        options,
      );
      return answer.data;
    },
    async uploadLibraryDocumentVersion(documentId, file, options) {
      const form = new FormData();
      form.append("file", file, file.name);
      const answer = await uploadWithProgress<Envelope<DocumentRow>>(
        `${one(documentId)}/versions`,
        form,
        options,
      );
      return answer.data;
    },
    async libraryDocumentVersions(documentId, signal) {
      try {
        const answer = await httpClient<Envelope<DocumentVersionRow[]>>(
          `${one(documentId)}/versions`,
          { signal },
        );
        return answer.data;
      } catch (error) {
        throw withFailurePrefix(error, retrieveFailed);
      }
    },
    async fetchLibraryDocumentContent(documentId, options = {}) {
      try {
        return await httpClient<Blob>(
          `${one(documentId)}/content${contentQuery(options)}`,
          { signal: options.signal, responseType: "blob" },
        );
      } catch (error) {
        throw withFailurePrefix(error, retrieveFailed);
      }
    },
    async documentShareable(searchTerm) {
      const answer = await httpClient<Envelope<ShareablePerson[]>>(
        `${base()}/shareable`,
        { method: "POST", body: { searchTerm } },
      );
      return answer.data;
    },
  };
}
