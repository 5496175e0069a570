/**
 * The document library pages' tests (issue 26): an in-memory store of documents and msw handlers
 * speaking CONTRACT26's API over it. JSON calls are recorded with their bodies; uploads with their
 * multipart text fields and file name. `refuse` forces an answer ("METHOD path" → [status,
 * message?]); `hold` keeps an upload of that title unanswered until the client aborts it.
 */
import { http, HttpResponse } from "msw";
import type { JsonBodyType } from "msw";
import type {
  DocumentRow,
  DocumentVersionRow,
} from "../../../domain/schemas/libraryDocument";
import { envelope, failure, paginate } from "../../support/mswHandlers";
import type { Body, CallLog, RecordedCall } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";

const NOW = "2026-03-18T12:00:00.000Z";
let n = 0;
export const documentUuid = () =>
  `d0c00000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

export function buildDocument(
  overrides: Partial<DocumentRow> = {},
): DocumentRow {
  const documentId = overrides.documentId ?? documentUuid();
  return {
    _id: documentId,
    id: documentId,
    documentId,
    title: "Fire safety policy",
    description: "",
    tags: [],
    modelType: null,
    modelId: null,
    ownerUserId: null,
    ownerName: "Nina Nurse",
    fileName: "fire-safety.pdf",
    contentType: "application/pdf",
    size: 2048,
    sha256: "ab".repeat(32),
    version: 1,
    sharedUserIds: [],
    sharedUsers: [],
    sharedWorkspaceIds: [],
    canEdit: true,
    snippet: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildVersion(
  version: number,
  overrides: Partial<DocumentVersionRow> = {},
): DocumentVersionRow {
  return {
    id: documentUuid(),
    version,
    fileName: `file-v${version}.csv`,
    contentType: "text/csv",
    size: 100 * version,
    sha256: "cd".repeat(32),
    uploadedByUserId: null,
    uploadedByName: "Dan Driver",
    createdAt: NOW,
    ...overrides,
  };
}

export interface UploadCall {
  fields: Record<string, string>;
  hasFile: boolean;
}

export interface DocumentStore extends CallLog {
  documents: DocumentRow[];
  versions: Record<string, DocumentVersionRow[]>;
  /** A document's bytes (text) and type. */
  content: Record<string, { text: string; type: string }>;
  uploads: UploadCall[];
  /** Titles whose upload the fake never answers (the client must abort it). */
  hold: Set<string>;
  calls: RecordedCall[];
}

export const createDocumentStore = (): DocumentStore => ({
  documents: [],
  versions: {},
  content: {},
  uploads: [],
  hold: new Set(),
  calls: [],
  refuse: new Map(),
});

export const documentCalls = (
  store: DocumentStore,
  method: string,
  path: string,
) => store.calls.filter((c) => c.method === method && c.path === path);

/** The msw handlers over the store (install with server.use after start()). */
export function documentHandlers(store: DocumentStore) {
  const on = (
    handler: (
      body: Body,
      params: Record<string, string>,
    ) => Response | Promise<Response>,
  ) => recorded(store, handler);
  const find = (id: string) => store.documents.find((d) => d.documentId === id);
  return [
    http.post(
      "/api/documents/search",
      on((body) =>
        HttpResponse.json(
          paginate(
            store.documents.filter(
              (d) =>
                (!body.modelType || d.modelType === body.modelType) &&
                (!body.modelId || d.modelId === body.modelId),
            ) as unknown as Body[],
            // The fake does not search: the rows (and their snippets) are the test's.
            { ...body, searchTerm: undefined, sortBy: null },
          ) as JsonBodyType,
        ),
      ),
    ),
    http.post("/api/documents/upload", async ({ request }) => {
      const form = await request.formData();
      const file = form.get("file");
      const fields: Record<string, string> = {};
      for (const [key, value] of form.entries())
        if (typeof value === "string") fields[key] = value;
      // jsdom's multipart body loses the part's file name (a browser keeps it): uploads are told
      // apart by their title, which the dialog fills from the file name.
      const hasFile = typeof file === "object" && file !== null;
      store.uploads.push({ fields, hasFile });
      const title = fields.title ?? "";
      const refused = store.refuse.get(`POST /documents/upload ${title}`);
      if (refused) return failure(...refused);
      if (store.hold.has(title)) await new Promise(() => undefined);
      const row = buildDocument({ title });
      store.documents.push(row);
      return envelope(
        row as unknown as JsonBodyType,
        201,
        "New Document added.",
      );
    }),
    http.post(
      "/api/documents",
      on((body) => {
        const found = find(String(body.documentId));
        if (!found) return failure(404);
        Object.assign(found, body);
        return envelope(
          found as unknown as JsonBodyType,
          200,
          "Document updated.",
        );
      }),
    ),
    http.get(
      "/api/documents/:id/versions",
      on((_b, { id }) =>
        envelope((store.versions[id] ?? []) as unknown as JsonBodyType),
      ),
    ),
    http.get("/api/documents/:id/content", ({ request, params }) => {
      const url = new URL(request.url);
      store.calls.push({
        method: "GET",
        path: `${url.pathname.replace("/api", "")}${url.search}`,
        body: {},
      });
      const content = store.content[String(params.id)];
      if (!content) return failure(404);
      return new HttpResponse(content.text, {
        headers: { "Content-Type": content.type },
      });
    }),
    http.get(
      "/api/documents/:id",
      on((_b, { id }) => {
        const found = find(id);
        return found
          ? envelope(found as unknown as JsonBodyType)
          : failure(404);
      }),
    ),
  ];
}
