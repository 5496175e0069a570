/**
 * The support pages' tests (issue 28): an in-memory store of requests and replies and msw handlers
 * speaking CONTRACT28's API over it. JSON calls are recorded with their bodies; uploads with their
 * multipart text fields. `refuse` forces an answer ("METHOD path" → [status, message?]).
 */
import { http, HttpResponse } from "msw";
import type { JsonBodyType } from "msw";
import type {
  SupportReplyRow,
  SupportRequestRow,
  SupportStaffRow,
} from "../../../domain/schemas/support";
import { envelope, failure, paginate } from "../../support/mswHandlers";
import type { Body, CallLog, RecordedCall } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";

const NOW = "2026-03-18T12:00:00.000Z";
let n = 0;
export const supportUuid = () =>
  `5a900000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

export function buildSupportRequest(
  overrides: Partial<SupportRequestRow> = {},
): SupportRequestRow {
  const supportRequestId = overrides.supportRequestId ?? supportUuid();
  return {
    _id: supportRequestId,
    id: supportRequestId,
    supportRequestId,
    number: 1042,
    requesterUserId: supportUuid(),
    requesterName: "Nina Nurse",
    requesterEmail: "nina@example.com",
    subject: "Cannot book a return trip",
    category: "booking",
    description: "<p>The save button does nothing.</p>",
    pageUrl: "/trips/create",
    status: "new",
    priority: "normal",
    assigneeUserId: null,
    assigneeName: null,
    resolvedAt: null,
    solved: null,
    lastReplyAt: null,
    replyCount: 0,
    attachments: [],
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildSupportReply(
  overrides: Partial<SupportReplyRow> = {},
): SupportReplyRow {
  const supportReplyId = overrides.supportReplyId ?? supportUuid();
  return {
    _id: supportReplyId,
    id: supportReplyId,
    supportReplyId,
    supportRequestId: supportUuid(),
    authorUserId: supportUuid(),
    authorName: "Dana Admin",
    body: "<p>Please try again now.</p>",
    fromStaff: true,
    attachments: [],
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export interface SupportUpload {
  supportRequestId: string;
  fields: Record<string, string>;
  hasFile: boolean;
}

export interface SupportStore extends CallLog {
  requests: SupportRequestRow[];
  replies: SupportReplyRow[];
  staff: SupportStaffRow[];
  uploads: SupportUpload[];
  calls: RecordedCall[];
}

export const createSupportStore = (): SupportStore => ({
  requests: [],
  replies: [],
  staff: [],
  uploads: [],
  calls: [],
  refuse: new Map(),
});

export const supportCalls = (
  store: SupportStore,
  method: string,
  path: string,
) => store.calls.filter((c) => c.method === method && c.path === path);

const json = (row: unknown) => row as JsonBodyType;

/** The msw handlers over the store (install with server.use after start()). */
export function supportHandlers(store: SupportStore) {
  const on = (
    handler: (
      body: Body,
      params: Record<string, string>,
    ) => Response | Promise<Response>,
  ) => recorded(store, handler);
  const find = (id: string) =>
    store.requests.find((r) => r.supportRequestId === id);
  return [
    http.post(
      "/api/support-requests/search",
      on((body) =>
        HttpResponse.json(
          // The fake does not filter: the rows are the test's, the body is what is asserted.
          paginate(store.requests as unknown as Body[], {
            ...body,
            sortBy: null,
          }) as JsonBodyType,
        ),
      ),
    ),
    http.post(
      "/api/support-requests/staff",
      on(() => envelope(json(store.staff))),
    ),
    http.post(
      "/api/support-requests/:id/solved",
      on((body, { id }) => {
        const found = find(id);
        if (!found) return failure(404);
        Object.assign(found, {
          solved: body.solved,
          status: body.solved ? "closed" : "in-progress",
        });
        return envelope(json(found));
      }),
    ),
    http.post(
      "/api/support-requests/:id/attachments",
      async ({ request, params }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        for (const [key, value] of form.entries())
          if (typeof value === "string") fields[key] = value;
        const file = form.get("file");
        const supportRequestId = String(params.id);
        store.uploads.push({
          supportRequestId,
          fields,
          hasFile: typeof file === "object" && file !== null,
        });
        const attachmentId = supportUuid();
        return envelope(
          json({
            id: attachmentId,
            supportAttachmentId: attachmentId,
            supportRequestId,
            replyId: fields.replyId ?? null,
            fileName: "file",
            contentType: "image/png",
            size: 10,
            uploadedByName: null,
            createdAt: NOW,
          }),
          201,
        );
      },
    ),
    http.get(
      "/api/support-requests/:id",
      on((_b, { id }) => {
        const found = find(id);
        return found ? envelope(json(found)) : failure(404);
      }),
    ),
    http.post(
      "/api/support-requests",
      on((body) => {
        if (body.supportRequestId) {
          const found = find(String(body.supportRequestId));
          if (!found) return failure(404);
          Object.assign(found, body);
          return envelope(json(found));
        }
        const row = buildSupportRequest({
          ...(body as Partial<SupportRequestRow>),
          number: 1001 + store.requests.length,
          status: "new",
        });
        store.requests.push(row);
        return envelope(json(row), 201);
      }),
    ),
    http.post(
      "/api/support-replies/search",
      on((body) =>
        HttpResponse.json(
          paginate(
            store.replies.filter(
              (r) => r.supportRequestId === body.supportRequestId,
            ) as unknown as Body[],
            body,
          ) as JsonBodyType,
        ),
      ),
    ),
    http.post(
      "/api/support-replies",
      on((body) => {
        const row = buildSupportReply({
          ...(body as Partial<SupportReplyRow>),
          fromStaff: false,
        });
        store.replies.push(row);
        return envelope(json(row), 201);
      }),
    ),
  ];
}
