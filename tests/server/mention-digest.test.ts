/**
 * The mention email digest (issue 25): off by default; once a user asks for it on their profile, one
 * email per run about the mentions they left unread for the chosen delay, saying who mentioned them
 * on which kind of record with a link, never the post's text; a mention read in time, or still within
 * the delay, is not mailed; no mention is mailed twice; over the mail cap the digest waits for a later
 * run. The setting's call: its own user only, 401 anonymous, 422 outside the choices.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { normalizeEmail } from "../../domain/email";
import { FEATURES } from "../../domain/features";
import { MENTION_DIGEST_MESSAGES } from "../../domain/schemas/mentionDigest";
import { testConfig } from "../../server/config";
import {
  emails,
  features,
  notifications,
  throttles,
} from "../../server/db/schema";
import { createJobRunner, jobSwitchedOn } from "../../server/jobs/periodicJob";
import { clear, throttleKey } from "../../server/limits/store";
import { mentionDigestJob } from "../../server/notifications/mentionDigest";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  discussionWorld,
  enableDiscussions,
  mentioning,
  openThread,
  postTo,
} from "./support/discussionFactories";

const PATH = "/api/auth/profile/mention-digest";
const MINUTE_MS = 60_000;

const w = appWorld(async (t) => {
  const world = await discussionWorld(t);
  const threadId = await openThread(t, world.nurseA.headers, {
    modelType: "trip",
    modelId: world.tripA,
  });
  return { ...world, threadId };
});

/** Someone who may read the trip's thread (the office sees every trip), with their own mailbox. */
const reader = () => as(w.t, "dataadmin");

const setDigest = async (headers: Headers, afterMinutes: number | null) => {
  const res = await post(w.t, PATH, { afterMinutes }, headers);
  expect(res.statusCode, res.body).toBe(200);
};

/** nurseA mentions the user in the trip's thread; the post's text is "Hello @… see room 412". */
const mention = (userId: string) =>
  postTo(w.t, w.nurseA.headers, w.threadId, mentioning({ id: userId }));

/** One run of the job as if it started `minutes` after `from`. */
const runAt = (from: number, minutes: number) =>
  mentionDigestJob.run({
    app: w.t.app,
    signal: new AbortController().signal,
    startedAt: new Date(from + minutes * MINUTE_MS),
  });

async function newestMentionOf(userId: string): Promise<string> {
  const [row] = await w.t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientUserId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row.id;
}

const mailsTo = (email: string) => w.t.mails.filter((m) => m.to === email);

const nurseName = () => `${w.nurseA.user.firstName} ${w.nurseA.user.lastName}`;

describe("the mention digest's setting", () => {
  it("is off by default, and each user sets their own only", async () => {
    const me = await reader();
    const other = await reader();
    expect((await get(w.t, PATH, me.headers)).json()).toEqual({
      code: 200,
      message: "Mention digest setting.",
      data: { afterMinutes: null },
    });
    const res = await post(
      w.t,
      PATH,
      { afterMinutes: 60, userId: other.user.id },
      me.headers,
    );
    expect(res.json()).toEqual({
      code: 200,
      message: "Mention digest updated.",
      data: { afterMinutes: 60 },
    });
    expect((await get(w.t, PATH, me.headers)).json().data).toEqual({
      afterMinutes: 60,
    });
    expect((await get(w.t, PATH, other.headers)).json().data).toEqual({
      afterMinutes: null,
    });
    await setDigest(me.headers, null);
    expect((await get(w.t, PATH, me.headers)).json().data).toEqual({
      afterMinutes: null,
    });
  });

  it("answers 422 outside the choices and 401 without a session", async () => {
    const me = await reader();
    const message = MENTION_DIGEST_MESSAGES.choice;
    for (const body of [{ afterMinutes: 16 }, { afterMinutes: "15" }, {}])
      expectError(
        await post(w.t, PATH, body, me.headers),
        422,
        `afterMinutes: ${message}`,
        [{ field: "afterMinutes", message }],
      );
    expectError(await get(w.t, PATH), 401);
    expectError(await post(w.t, PATH, { afterMinutes: 15 }), 401);
  });
});

describe("the mention digest job", () => {
  it("sends nothing to a user who has not asked for it", async () => {
    const from = Date.now();
    const me = await reader();
    await mention(me.user.id);
    await runAt(from, 2 * 24 * 60);
    expect(mailsTo(me.user.email)).toEqual([]);
  });

  it("mails one email per user per run: who, on which kind of record, a link, never the text", async () => {
    const from = Date.now();
    const me = await reader();
    const colleague = await reader();
    await setDigest(me.headers, 15);
    await setDigest(colleague.headers, 15);
    await mention(me.user.id);
    await mention(me.user.id);
    await mention(colleague.user.id);
    await runAt(from, 16);

    const [mail, ...more] = mailsTo(me.user.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`${nurseName()} mentioned you 2 times`);
    expect(mail.body).toContain(`${nurseName()} mentioned you on a trip`);
    expect(mail.body).toContain(
      `${new URL("/notifications", w.t.app.config.PUBLIC_URL)}`,
    );
    // Patient data stays in the app: not the post, not the thread's title.
    expect(`${mail.subject}\n${mail.body}`).not.toMatch(/room|412/i);
    expect(mailsTo(colleague.user.email)).toHaveLength(1);
    expect(mailsTo(colleague.user.email)[0].subject).toBe(
      `${nurseName()} mentioned you on a trip`,
    );
    // Through the outbox.
    const outbox = await w.t.db
      .select()
      .from(emails)
      .where(eq(emails.toEmailAddress, me.user.email));
    expect(outbox).toHaveLength(1);

    await runAt(from, 17);
    await runAt(from, 60);
    expect(mailsTo(me.user.email)).toHaveLength(1);
    // A later mention (made at from + 30 minutes) goes with a later run, alone.
    await mention(me.user.id);
    await w.t.db
      .update(notifications)
      .set({ createdAt: new Date(from + 30 * MINUTE_MS) })
      .where(eq(notifications.id, await newestMentionOf(me.user.id)));
    await runAt(from, 44);
    expect(mailsTo(me.user.email)).toHaveLength(1);
    await runAt(from, 46);
    const mails = mailsTo(me.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`${nurseName()} mentioned you on a trip`);
  });

  it("leaves out a mention read in time", async () => {
    const from = Date.now();
    const me = await reader();
    await setDigest(me.headers, 15);
    await mention(me.user.id);
    const [row] = await w.t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientUserId, me.user.id));
    const res = await post(
      w.t,
      "/api/notifications/markviewed",
      { notificationIds: [row.id] },
      me.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    await runAt(from, 16);
    expect(mailsTo(me.user.email)).toEqual([]);
  });

  it("waits for the chosen delay", async () => {
    const from = Date.now();
    const me = await reader();
    await setDigest(me.headers, 60);
    await mention(me.user.id);
    await runAt(from, 16);
    expect(mailsTo(me.user.email)).toEqual([]);
    await runAt(from, 61);
    expect(mailsTo(me.user.email)).toHaveLength(1);
  });

  it("does not mail mentions that were already overdue when it was turned on, nor lose any when the delay changes", async () => {
    const from = Date.now();
    const me = await reader();
    await mention(me.user.id);
    // Two hours old, unread: overdue long before the user asked for the digest.
    await w.t.db
      .update(notifications)
      .set({ createdAt: new Date(from - 120 * MINUTE_MS) })
      .where(eq(notifications.recipientUserId, me.user.id));
    await setDigest(me.headers, 15);
    await mention(me.user.id);
    // A longer delay and back while on: the fresh mention is neither lost nor the old one reopened.
    await setDigest(me.headers, 1440);
    await setDigest(me.headers, 15);
    await runAt(from, 16);
    const mails = mailsTo(me.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${nurseName()} mentioned you on a trip`);
  });

  it("sends nothing and refuses the setting while discussions are switched off", async () => {
    const from = Date.now();
    const me = await reader();
    await setDigest(me.headers, 15);
    await mention(me.user.id);
    await w.t.db
      .update(features)
      .set({ active: false })
      .where(eq(features.code, FEATURES.discussions));
    try {
      await runAt(from, 16);
      // The setting is gone with the module: 404 for reading and setting it.
      expect((await get(w.t, PATH, me.headers)).statusCode).toBe(404);
      expect((await post(w.t, PATH, { afterMinutes: 60 }, me.headers)).statusCode).toBe(404); // prettier-ignore
    } finally {
      await enableDiscussions(w.t.db);
    }
    expect(mailsTo(me.user.email)).toEqual([]);
    await runAt(from, 17);
    expect(mailsTo(me.user.email)).toHaveLength(1);
  });

  it("holds a digest while the address is over the mail cap, and sends it with a later run", async () => {
    const from = Date.now();
    const me = await reader();
    await setDigest(me.headers, 15);
    await mention(me.user.id);
    // The address has had its hour's allowance of digests (the cap is high in tests).
    const key = throttleKey("mention-digest", normalizeEmail(me.user.email));
    await w.t.db.insert(throttles).values({
      key,
      hits: w.t.app.config.MAIL_PER_ADDRESS_MAX,
      windowStartedAt: new Date(),
      updatedAt: new Date(),
    });
    await runAt(from, 16);
    expect(mailsTo(me.user.email)).toEqual([]);
    // The hour is over.
    await clear(w.t.db, key);
    await runAt(from, 21);
    expect(mailsTo(me.user.email)).toHaveLength(1);
  });

  it("runs on the periodic-job helper, switched by MENTION_DIGEST_JOB under PERIODIC_JOBS", async () => {
    const on = testConfig({ PERIODIC_JOBS: "true" });
    expect(jobSwitchedOn(on, mentionDigestJob)).toBe(true);
    expect(
      jobSwitchedOn({ ...on, MENTION_DIGEST_JOB: false }, mentionDigestJob),
    ).toBe(false);
    expect(jobSwitchedOn(testConfig(), mentionDigestJob)).toBe(false);
    expect(await createJobRunner(w.t.app, mentionDigestJob).runDue()).toBe(
      "ran",
    );
  });
});
