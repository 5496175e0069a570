/**
 * The email tools (issue 28): POST /email/send for holders of admin through the outbox and its
 * per-address cap, the outbox's search by status and recipient, and the resend of a failed email
 * as a new row whose redacted links stay redacted.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/schemas/common";
import { EMAIL_MESSAGES } from "../../domain/schemas/email";
import { emails } from "../../server/db/schema";
import { REDACTED } from "../../server/mail/mailer";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { mailsTo, outboxRows } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const CAP = 3;
let t: TestApp;
let admin: Headers;

beforeAll(async () => {
  t = await buildTestApp({ MAIL_PER_ADDRESS_MAX: String(CAP) });
  ({ headers: admin } = await as(t, "systemadmin"));
});
afterAll(() => t.close());

const send = (body: unknown, headers: Headers | undefined = admin) =>
  post(t, "/api/email/send", body, headers);

const mail = (to: string) => ({
  toEmailAddress: to,
  subject: "Road closure on Main St",
  body: "Pick-ups at the north entrance today.\nThank you.",
});

/** An outbox row as delivery left it. */
async function storedEmail(
  values: Partial<typeof emails.$inferInsert> & { toEmailAddress: string },
) {
  const [row] = await t.db
    .insert(emails)
    .values({ subject: "Hello", body: "Hello.", transport: "smtp", ...values })
    .returning();
  return row;
}

describe("POST /email/send", () => {
  it("answers 'Email sent.' and leaves the email in the outbox, the address normalised", async () => {
    const res = await send(mail(" Dispatch@Example.test "));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: "Email sent." });
    const rows = await outboxRows(t, "dispatch@example.test");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: "Road closure on Main St",
      body: "Pick-ups at the north entrance today.\nThank you.",
      transport: "outbox",
      sentAt: null,
      error: null,
    });
    expect(mailsTo(t, "dispatch@example.test")).toHaveLength(1);
  });

  it("is refused to a data admin and a nurse (403) and to an anonymous caller (401)", async () => {
    for (const role of ["dataadmin", "nurse"] as const) {
      const { headers } = await as(t, role);
      expectError(await send(mail("refused@example.test"), headers), 403);
    }
    expectError(await send(mail("refused@example.test"), {}), 401);
    expect(await outboxRows(t, "refused@example.test")).toEqual([]);
  });

  it("answers 422 for a bad address, an empty subject or body, and a two-line subject", async () => {
    const bad = await send({ ...mail("x"), toEmailAddress: "not-an-address" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { field: "toEmailAddress", message: MESSAGES.email },
    ]);
    const empty = await send({ ...mail("a@example.test"), subject: "  " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { field: "subject", message: MESSAGES.required },
    ]);
    const noBody = await send({ ...mail("a@example.test"), body: "" });
    expect(noBody.json().errors).toEqual([
      { field: "body", message: MESSAGES.required },
    ]);
    const twoLines = await send({
      ...mail("a@example.test"),
      subject: "Hi\r\nBcc: everyone@example.test",
    });
    expect(twoLines.json().errors).toEqual([
      { field: "subject", message: EMAIL_MESSAGES.subjectOneLine },
    ]);
    const long = await send({
      ...mail("a@example.test"),
      subject: "x".repeat(201),
    });
    expect(long.json().errors).toEqual([
      { field: "subject", message: MESSAGES.tooLong(200) },
    ]);
    expect(await outboxRows(t, "a@example.test")).toEqual([]);
  });

  it("stops at the per-address cap with a 429, whatever the address's case", async () => {
    for (let i = 0; i < CAP; i++)
      expect((await send(mail("capped@example.test"))).statusCode).toBe(200);
    const refused = await send(mail("CAPPED@example.test"));
    expect(refused.statusCode, refused.body).toBe(429);
    // The cap's window is an hour, counted from the address's first email.
    expect(refused.json()).toEqual({
      code: 429,
      message: expect.stringMatching(
        /^Too many requests\. Try again in (1 hour|(59|60) minutes)\.$/,
      ),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await outboxRows(t, "capped@example.test")).toHaveLength(CAP);
    // Another address has its own budget.
    expect((await send(mail("other@example.test"))).statusCode).toBe(200);
  });
});

describe("the outbox's search", () => {
  it("filters by status and by recipient (exact, any case), newest first", async () => {
    const to = "search@example.test";
    // A minute apart: rows written in the same millisecond would order by id.
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const sent = await storedEmail({
      toEmailAddress: to,
      sentAt: minutesAgo(3),
      createdAt: minutesAgo(3),
    });
    const failed = await storedEmail({
      toEmailAddress: to,
      error: "Connection refused",
      createdAt: minutesAgo(2),
    });
    const pending = await storedEmail({
      toEmailAddress: to,
      createdAt: minutesAgo(1),
    });
    const ids = async (body: Record<string, unknown>) =>
      (
        await search<{ emailId: string; status: string }>(t, "/emails", admin, {
          toEmailAddress: "Search@Example.test",
          ...body,
        })
      ).data.map((r) => [r.emailId, r.status]);
    expect(await ids({ status: "sent" })).toEqual([[sent.id, "sent"]]);
    expect(await ids({ status: "failed" })).toEqual([[failed.id, "failed"]]);
    expect(await ids({ status: "pending" })).toEqual([[pending.id, "pending"]]);
    expect(await ids({ sortBy: "createdAt", sortDescending: true })).toEqual([
      [pending.id, "pending"],
      [failed.id, "failed"],
      [sent.id, "sent"],
    ]);
    expectError(
      await post(t, "/api/emails/search", { status: "lost" }, admin),
      400,
      "Filter status expects sent, failed, pending.",
    );
  });
});

describe("POST /emails/{id}/resend", () => {
  const resend = (id: string, headers: Headers = admin) =>
    post(t, `/api/emails/${id}/resend`, {}, headers);

  it("sends a failed email again as a new row, its redacted link still redacted", async () => {
    const to = "resend@example.test";
    const failed = await storedEmail({
      toEmailAddress: to,
      subject: "Reset your password",
      body: `Open ${REDACTED} to choose a new password.`,
      error: "Greeting never received",
    });
    const res = await resend(failed.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      code: 200,
      message: "Email sent.",
      data: {
        toEmailAddress: to,
        subject: "Reset your password",
        body: `Open ${REDACTED} to choose a new password.`,
        status: "pending",
        error: null,
      },
    });
    expect(answer.data.emailId).not.toBe(failed.id);
    expect(mailsTo(t, to).map((m) => m.body)).toEqual([
      `Open ${REDACTED} to choose a new password.`,
    ]);
    const rows = await outboxRows(t, to);
    expect(rows.map((r) => r.id).sort()).toEqual(
      [failed.id, answer.data.emailId].sort(),
    );
    // The failed one stays as it was: the outbox is a record.
    const [before] = await t.db
      .select()
      .from(emails)
      .where(eq(emails.id, failed.id));
    expect(before.error).toBe("Greeting never received");
  });

  it("is refused for an email that did not fail (409), an unknown one (404) and a non-admin (403)", async () => {
    const pending = await storedEmail({ toEmailAddress: "fine@example.test" });
    expectError(await resend(pending.id), 409, EMAIL_MESSAGES.onlyFailedResend);
    const sent = await storedEmail({
      toEmailAddress: "fine@example.test",
      sentAt: new Date(),
    });
    expectError(await resend(sent.id), 409, EMAIL_MESSAGES.onlyFailedResend);
    expectError(
      await resend("00000000-0000-4000-8000-000000000000"),
      404,
      EMAIL_MESSAGES.notFound,
    );
    expectError(await resend("not-an-id"), 404, EMAIL_MESSAGES.notFound);
    const failed = await storedEmail({
      toEmailAddress: "fine@example.test",
      error: "timeout",
    });
    const { headers } = await as(t, "dataadmin");
    expectError(await resend(failed.id, headers), 403);
    expectError(await resend(failed.id, {}), 401);
    expect(await outboxRows(t, "fine@example.test")).toHaveLength(3);
  });
});

describe("a delivery the mail server refuses", () => {
  let smtp: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the connection is refused at once.
    smtp = await buildTestApp({ SMTP_HOST: "127.0.0.1", SMTP_PORT: "1" });
  });
  afterAll(() => smtp.close());

  it("answers 502 with the reason, keeps the failed row, and a resend makes a new one", async () => {
    const { headers } = await as(smtp, "systemadmin");
    const res = await post(
      smtp,
      "/api/email/send",
      mail("down@example.test"),
      headers,
    );
    expect(res.statusCode, res.body).toBe(502);
    const [row] = await outboxRows(smtp, "down@example.test");
    expect(row.transport).toBe("smtp");
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(res.json()).toEqual({
      code: 502,
      message: EMAIL_MESSAGES.undelivered(row.error!),
    });
    const again = await post(smtp, `/api/emails/${row.id}/resend`, {}, headers);
    expect(again.statusCode).toBe(502);
    expect(again.json().data).toMatchObject({ status: "failed" });
    expect(again.json().data.emailId).not.toBe(row.id);
    expect(await outboxRows(smtp, "down@example.test")).toHaveLength(2);
  });
});
