/**
 * A support request's conversation (issue 28): replies and the statuses they move, the reply to a
 * closed request (409), the resolve-and-reopen loop through /solved, and the requester's emails on
 * a staff reply and on resolve: a link, never the reply's text, the subject or the description.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUPPORT_MESSAGES as M } from "../../domain/schemas/support";
import { activities, emails } from "../../server/db/schema";
import { SUPPORT_REPLIES_REQUIRED } from "../../server/entities/supportReplies";
import { as, del, expectError, get, post, search } from "./support/api";
import type { Headers } from "./support/api";
import { appWorld } from "./support/appWorld";
import { PUBLIC_URL } from "./support/mail";
import { reply, requestBody, saveRequest } from "./support/supportFactories";

const SUBJECT = "Patient Jane Roe missed her dialysis ride";
const DESCRIPTION = "<p>Room 412, oxygen needed</p>";
const REPLY_TEXT = "Driver Bob was rerouted to Mercy";

const w = appWorld(
  async (t) => ({
    nurse: await as(t, "nurse"),
    other: await as(t, "nurse"),
    staff: await as(t, "dataadmin"),
  }),
  { PUBLIC_URL },
);

async function newRequest(): Promise<{ id: string; number: number }> {
  const res = await saveRequest(
    w.t,
    w.nurse.headers,
    requestBody({ subject: SUBJECT, description: DESCRIPTION }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const { supportRequestId, number } = res.json().data;
  return { id: supportRequestId, number };
}

const statusOf = async (id: string) =>
  (await get(w.t, `/api/support-requests/${id}`, w.staff.headers)).json().data
    .status as string;

const setStatus = (id: string, status: string) =>
  saveRequest(
    w.t,
    w.staff.headers,
    requestBody({
      supportRequestId: id,
      subject: SUBJECT,
      description: DESCRIPTION,
      status,
    }),
  );

const solved = (id: string, headers: Headers, value: boolean) =>
  post(w.t, `/api/support-requests/${id}/solved`, { solved: value }, headers);

/** The outbox rows to the nurse, newest first. */
const outbox = () =>
  w.t.db
    .select()
    .from(emails)
    .where(eq(emails.toEmailAddress, w.nurse.user.email))
    .orderBy(desc(emails.createdAt), desc(emails.id));

function expectNoText(row: { subject: string; body: string }) {
  for (const secret of [
    "Jane Roe",
    "dialysis",
    "Room 412",
    "oxygen",
    "Driver Bob",
    "Mercy",
  ]) {
    expect(row.subject).not.toContain(secret);
    expect(row.body).not.toContain(secret);
  }
}

describe("replies", () => {
  it("a staff reply moves a new request in progress and emails the requester a link only", async () => {
    const { id, number } = await newRequest();
    const before = (await outbox()).length;
    const res = await reply(w.t, w.staff.headers, id, `<p>${REPLY_TEXT}</p>`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      supportRequestId: id,
      authorUserId: w.staff.user.id,
      fromStaff: true,
      body: `<p>${REPLY_TEXT}</p>`,
      attachments: [],
    });
    expect(await statusOf(id)).toBe("in-progress");
    const rows = await outbox();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0].subject).toBe(`Your support request #${number} has a reply`);
    expect(rows[0].body).toContain(`${PUBLIC_URL}/support/request/${id}`);
    expectNoText(rows[0]);
  });

  it("a requester's reply sends no email, and reopens a request waiting for them", async () => {
    const { id } = await newRequest();
    await setStatus(id, "waiting-for-requester");
    const before = (await outbox()).length;
    const res = await reply(w.t, w.nurse.headers, id, "<p>Still broken</p>");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.fromStaff).toBe(false);
    expect(await statusOf(id)).toBe("in-progress");
    expect(await outbox()).toHaveLength(before);
  });

  it("searches a request's replies oldest first; 422 without the request; empty for another's", async () => {
    const { id } = await newRequest();
    await reply(w.t, w.nurse.headers, id, "<p>First</p>");
    await reply(w.t, w.staff.headers, id, "<p>Second</p>");
    const found = await search<{ body: string }>(
      w.t,
      "/support-replies",
      w.nurse.headers,
      { supportRequestId: id },
    );
    expect(found.data.map((r) => r.body)).toEqual([
      "<p>First</p>",
      "<p>Second</p>",
    ]);
    expectError(
      await post(w.t, "/api/support-replies/search", {}, w.nurse.headers),
      422,
      SUPPORT_REPLIES_REQUIRED,
      [{ field: "supportRequestId", message: SUPPORT_REPLIES_REQUIRED }],
    );
    const theirs = await search(w.t, "/support-replies", w.other.headers, {
      supportRequestId: id,
    });
    expect(theirs.data).toEqual([]);
  });

  it("refuses a reply to someone else's request (404), an empty body (422), a closed request (409)", async () => {
    const { id } = await newRequest();
    expectError(
      await reply(w.t, w.other.headers, id),
      404,
      "Support Request not found.",
    );
    const empty = await reply(w.t, w.nurse.headers, id, "<p></p>");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { field: "body", message: expect.any(String) },
    ]);
    await setStatus(id, "closed");
    for (const who of [w.nurse, w.staff])
      expectError(await reply(w.t, who.headers, id), 409, M.closed);
  });

  it("only a reply's author edits it (403)", async () => {
    const { id } = await newRequest();
    const created = (await reply(w.t, w.nurse.headers, id)).json().data;
    expectError(
      await post(
        w.t,
        "/api/support-replies",
        {
          supportReplyId: created.supportReplyId,
          supportRequestId: id,
          body: "<p>Rewritten</p>",
        },
        w.staff.headers,
      ),
      403,
    );
  });
});

describe("reply deletes", () => {
  it("are the staff's, and an activity of the request", async () => {
    const { id } = await newRequest();
    const created = (await reply(w.t, w.nurse.headers, id)).json().data;
    const url = `/api/support-replies/${created.supportReplyId}`;
    expectError(await del(w.t, url, w.nurse.headers), 403);
    expect((await del(w.t, url, w.staff.headers)).statusCode).toBe(200);
    const actions = await w.t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.modelId, id))
      .orderBy(activities.createdAt);
    expect(actions.map((a) => a.action)).toEqual([
      "created",
      "replied",
      "reply-deleted",
    ]);
  });
});

describe("resolve and reopen", () => {
  it("resolving emails the requester; not solved reopens; solved closes", async () => {
    const { id, number } = await newRequest();
    expectError(await solved(id, w.nurse.headers, true), 409, M.notResolved);

    const resolved = await setStatus(id, "resolved");
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data.resolvedAt).not.toBeNull();
    const [mail] = await outbox();
    expect(mail.subject).toBe(`Your support request #${number} was resolved`);
    expect(mail.body).toContain(`${PUBLIC_URL}/support/request/${id}`);
    expectNoText(mail);

    expectError(await solved(id, w.staff.headers, false), 403);
    expectError(
      await solved(id, w.other.headers, false),
      404,
      "Support Request not found.",
    );
    const reopened = await solved(id, w.nurse.headers, false);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({
      status: "in-progress",
      solved: false,
    });

    await setStatus(id, "resolved");
    expect(
      (await get(w.t, `/api/support-requests/${id}`, w.nurse.headers)).json()
        .data.solved,
    ).toBeNull();
    const closed = await solved(id, w.nurse.headers, true);
    expect(closed.json().data).toMatchObject({
      status: "closed",
      solved: true,
    });
    expectError(await solved(id, w.nurse.headers, false), 409, M.notResolved);
    // A closed request is no longer its requester's to edit.
    expectError(
      await saveRequest(
        w.t,
        w.nurse.headers,
        requestBody({ supportRequestId: id, subject: "One more thing" }),
      ),
      409,
      M.closed,
    );

    const actions = await w.t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.modelId, id))
      .orderBy(activities.createdAt);
    expect(actions.map((a) => a.action)).toEqual([
      "created",
      "updated",
      "reopened",
      "updated",
      "solved",
    ]);
  });

  it("the requester's reply to a resolved request reopens it and forgets the answer", async () => {
    const { id } = await newRequest();
    await setStatus(id, "resolved");
    await reply(w.t, w.nurse.headers, id, "<p>Not fixed</p>");
    const row = (
      await get(w.t, `/api/support-requests/${id}`, w.nurse.headers)
    ).json().data;
    expect(row).toMatchObject({
      status: "in-progress",
      solved: null,
      replyCount: 1,
    });
    expect(row.lastReplyAt).not.toBeNull();
  });
});
