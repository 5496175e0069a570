/**
 * Support requests' test helpers (issue 28): rows inserted directly (for worlds that test reach),
 * the calls through the API, and attachment uploads.
 */
import type { Db } from "../../../server/db/client";
import { supportReplies, supportRequests } from "../../../server/db/schema";
import type { Headers, Res } from "./api";
import { post } from "./api";
import type { TestApp } from "./testApp";
import type { UploadFile } from "./vehicleFactories";
import { multipartBody } from "./vehicleFactories";

/** A request row of this requester (the server's search text left empty). */
export async function insertSupportRequest(
  db: Db,
  values: Partial<typeof supportRequests.$inferInsert> & {
    requesterUserId: string;
  },
) {
  const [row] = await db
    .insert(supportRequests)
    .values({ subject: "Cannot print", category: "other", ...values })
    .returning();
  return row;
}

export async function insertSupportReply(
  db: Db,
  values: Partial<typeof supportReplies.$inferInsert> & {
    supportRequestId: string;
  },
) {
  const [row] = await db
    .insert(supportReplies)
    .values({ body: "<p>A reply</p>", ...values })
    .returning();
  return row;
}

export const requestBody = (overrides: Record<string, unknown> = {}) => ({
  subject: "The trip list is empty",
  category: "booking",
  description: "<p>Since this morning I see no trips.</p>",
  pageUrl: "/trips",
  ...overrides,
});

/** POST /api/support-requests as this caller; the created or updated row on success. */
export const saveRequest = (
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
) => post(t, "/api/support-requests", body, headers);

export const reply = (
  t: TestApp,
  headers: Headers,
  supportRequestId: string,
  body = "<p>Thanks, looking into it.</p>",
) => post(t, "/api/support-replies", { supportRequestId, body }, headers);

/** POST /api/support-requests/{id}/attachments (multipart). */
export async function attach(
  t: TestApp,
  headers: Headers | undefined,
  supportRequestId: string,
  file?: UploadFile,
  fields: Record<string, string> = {},
): Promise<Res> {
  const body = await multipartBody(fields, file);
  return t.app.inject({
    method: "POST",
    url: `/api/support-requests/${supportRequestId}/attachments`,
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}
