/**
 * A support request's attachments (issue 28), through the document factory: a screenshot attached
 * (201) and served with nosniff and a sandbox, 413 over 10 MB, 422 for HTML dressed as a PNG and
 * past the fifth file, 404 for someone else's request, a reply's own files on the reply's row.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUPPORT_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";
import {
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_MESSAGES as M,
} from "../../domain/schemas/support";
import { activities, supportAttachments } from "../../server/db/schema";
import { as, del, expectError, get, search } from "./support/api";
import { appWorld } from "./support/appWorld";
import { storedFiles } from "./support/documentFactories";
import {
  attach,
  reply,
  requestBody,
  saveRequest,
} from "./support/supportFactories";
import { PNG_BYTES } from "./support/vehicleFactories";

const w = appWorld(async (t) => ({
  nurse: await as(t, "nurse"),
  other: await as(t, "customer"),
  staff: await as(t, "dataadmin"),
}));

const png = (name = "screenshot.png") => ({
  name,
  type: "image/png",
  bytes: PNG_BYTES,
});

async function newRequest(): Promise<string> {
  const res = await saveRequest(w.t, w.nurse.headers, requestBody());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.supportRequestId as string;
}

const content = (id: string, attachmentId: string, query = "") =>
  `/api/support-requests/${id}/attachments/${attachmentId}/content${query}`;

describe("attachments", () => {
  it("attaches a screenshot (201), lists it on the request, serves it inline with nosniff", async () => {
    const id = await newRequest();
    const res = await attach(w.t, w.nurse.headers, id, png());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("New Support Attachment added.");
    const row = res.json().data;
    expect(row).toMatchObject({
      supportRequestId: id,
      replyId: null,
      fileName: "screenshot.png",
      contentType: "image/png",
      size: PNG_BYTES.length,
      uploadedByName: `${w.nurse.user.firstName} ${w.nurse.user.lastName}`,
    });
    const request = (
      await get(w.t, `/api/support-requests/${id}`, w.nurse.headers)
    ).json().data;
    expect(request.attachments.map((a: { id: string }) => a.id)).toEqual([
      row.id,
    ]);
    for (const who of [w.nurse, w.staff]) {
      const file = await get(w.t, content(id, row.id), who.headers);
      expect(file.statusCode).toBe(200);
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(file.headers["content-security-policy"]).toBe("sandbox");
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.headers["content-disposition"]).toMatch(/^inline/);
      expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
    const download = await get(
      w.t,
      content(id, row.id, "?download=true"),
      w.nurse.headers,
    );
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
    const [activity] = await w.t.db
      .select()
      .from(activities)
      .where(eq(activities.action, "attached"));
    expect(activity).toMatchObject({
      modelType: "support-request",
      modelId: id,
    });
  });

  it("someone else's request is 404, for the upload and the content", async () => {
    const id = await newRequest();
    const row = (await attach(w.t, w.nurse.headers, id, png())).json().data;
    const files = storedFiles(w.t);
    expectError(
      await attach(w.t, w.other.headers, id, png()),
      404,
      "Support Request not found.",
    );
    expect(storedFiles(w.t)).toEqual(files);
    expectError(
      await get(w.t, content(id, row.id), w.other.headers),
      404,
      "Support Request not found.",
    );
    expectError(
      await get(w.t, content(id, "not-an-id"), w.nurse.headers),
      404,
      "Support Attachment not found.",
    );
  });

  it("refuses HTML dressed as a PNG (422) and a file over 10 MB (413), leaving nothing", async () => {
    const id = await newRequest();
    const files = storedFiles(w.t);
    expectError(
      await attach(w.t, w.nurse.headers, id, {
        name: "screenshot.png",
        type: "image/png",
        bytes: Buffer.from("<html><script>alert(1)</script></html>"),
      }),
      422,
      LIMITS.messages.wrongType,
      [{ field: "file", message: LIMITS.messages.wrongType }],
    );
    const big = await attach(w.t, w.nurse.headers, id, {
      name: "huge.log",
      type: "text/plain",
      bytes: Buffer.alloc(LIMITS.maxBytes + 1, 0x61),
    });
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().message).toBe(LIMITS.messages.tooLarge);
    expect(storedFiles(w.t)).toEqual(files);
    const rows = await w.t.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.supportRequestId, id));
    expect(rows).toEqual([]);
  });

  it("takes a log as text, and at most five files per request or reply (422)", async () => {
    const id = await newRequest();
    const log = await attach(w.t, w.nurse.headers, id, {
      name: "console.log",
      type: "application/octet-stream",
      bytes: Buffer.from("GET /api/trips 500\n"),
    });
    expect(log.json().data.contentType).toBe("text/plain");
    for (let n = 2; n <= SUPPORT_ATTACHMENTS_MAX; n++)
      expect(
        (await attach(w.t, w.nurse.headers, id, png(`s${n}.png`))).statusCode,
      ).toBe(201);
    expectError(
      await attach(w.t, w.nurse.headers, id, png("sixth.png")),
      422,
      M.attachments,
      [{ field: "file", message: M.attachments }],
    );
    // A reply has room of its own.
    const answer = (await reply(w.t, w.staff.headers, id)).json().data;
    const onReply = await attach(w.t, w.staff.headers, id, png(), {
      replyId: answer.supportReplyId,
    });
    expect(onReply.statusCode, onReply.body).toBe(201);
    const replies = await search<{ attachments: { id: string }[] }>(
      w.t,
      "/support-replies",
      w.nurse.headers,
      { supportRequestId: id },
    );
    expect(replies.data[0].attachments.map((a) => a.id)).toEqual([
      onReply.json().data.id,
    ]);
  });

  it("deleting a request removes its files", async () => {
    const id = await newRequest();
    await attach(w.t, w.nurse.headers, id, png());
    const before = storedFiles(w.t).length;
    const res = await del(w.t, `/api/support-requests/${id}`, w.staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(storedFiles(w.t)).toHaveLength(before - 1);
  });
});
