/**
 * The collaboration demo (issue 25), its words in ./collabContent.ts: three threads (a pick-up of
 * the care home's driven by the demo driver, its patient, the discharge-planning workspace) with a
 * few posts, one mentioning the demo driver; notifications for the demo accounts, some unread; one
 * active info banner announcing a maintenance window; bookmarks for the nurse and the dispatcher.
 * Rows are stored as the API stores them: sanitised rich text, each author's read mark, the
 * mention's notification (§5 title and plain-text message). One insert per table; deterministic for
 * a given moment of seeding, run once with the rest of the demo (server/db/seed.ts).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { RoleCode } from "../../../domain/privileges";
import { ROLES } from "../../../domain/privileges";
import { mentionHtml } from "../../../domain/richText";
import { MENTION_NOTIFICATION_TYPE } from "../../discussions/mentions";
import { richTextToPlain, sanitizeRichText } from "../../richText/sanitize";
import {
  bookmarks,
  discussionParticipants,
  discussionPosts,
  discussions,
  drivers,
  notifications,
  patients,
  systemNotifications,
  trips,
  users,
  workspaces,
} from "../schema";
import { DEMO_ACCOUNTS } from "./accounts";
import type { DemoRecord } from "./collabContent";
import {
  DEMO_BANNER,
  DEMO_BOOKMARKS,
  DEMO_NOTES,
  DEMO_THREADS,
  MENTION_SLOT,
} from "./collabContent";
import type { Tx } from "./random";
import { DAY, MIN } from "./units";

interface Account {
  id: string;
  roles: string[];
}

const nameOf = (role: RoleCode) => {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  return a ? `${a.firstName} ${a.lastName}` : "System";
};

/**
 * The records the demo talks about: the trip both the care home's nurse and the demo driver see
 * (the driver's pick-up there nearest to now), its patient, the discharge-planning workspace.
 */
async function demoRecords(
  tx: Tx,
  nurseId: string,
  driverUserId: string,
  now: Date,
): Promise<Record<DemoRecord, { modelType: DemoRecord; modelId: string }>> {
  const [nurse] = await tx
    .select({ facilityId: users.facilityId })
    .from(users)
    .where(eq(users.id, nurseId));
  const [driver] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.userId, driverUserId));
  if (!nurse?.facilityId || !driver)
    throw new Error("No demo nurse or driver.");
  const distance = sql`abs(extract(epoch from ${trips.pickUpDatetime} - ${now.toISOString()}::timestamptz))`;
  const [trip] = await tx
    .select({ id: trips.id, patientId: trips.patientId })
    .from(trips)
    .where(
      and(
        eq(trips.facilityId, nurse.facilityId),
        eq(trips.driverId, driver.id),
      ),
    )
    .orderBy(distance, asc(trips.pickUpDatetime))
    .limit(1);
  const [patient] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.facilityId, nurse.facilityId))
    .orderBy(asc(patients.lastName), asc(patients.firstName))
    .limit(1);
  const [workspace] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.code, "DISCHARGE"));
  if (!trip || !patient || !workspace)
    throw new Error("No demo trip, patient or workspace.");
  return {
    trip: { modelType: "trip", modelId: trip.id },
    patient: { modelType: "patient", modelId: trip.patientId ?? patient.id },
    workspace: { modelType: "workspace", modelId: workspace.id },
  };
}

export async function seedCollaboration(
  tx: Tx,
  accounts: readonly Account[],
  now: Date = new Date(),
): Promise<void> {
  const idOf = (role: RoleCode) => {
    const found = accounts.find((a) => a.roles[0] === role);
    if (!found) throw new Error(`No demo account for ${role}.`);
    return found.id;
  };
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MIN);
  const records = await demoRecords(
    tx,
    idOf(ROLES.nurse),
    idOf(ROLES.driver),
    now,
  );

  const made = await tx
    .insert(discussions)
    .values(
      DEMO_THREADS.map((t) => ({
        title: t.title,
        ...records[t.about],
        createdById: idOf(t.posts[0].author),
        createdAt: at(t.posts[0].minutesAgo),
        lastPostAt: at(Math.min(...t.posts.map((p) => p.minutesAgo))),
      })),
    )
    .returning({ id: discussions.id });
  const posts = DEMO_THREADS.flatMap((t, i) =>
    t.posts.map((p) => ({
      about: t.about,
      mentions: p.mentions,
      row: {
        discussionId: made[i].id,
        authorId: idOf(p.author),
        authorName: nameOf(p.author),
        body: sanitizeRichText(
          p.mentions
            ? p.html.replace(
                MENTION_SLOT,
                mentionHtml({
                  id: idOf(p.mentions),
                  label: nameOf(p.mentions),
                  kind: "user",
                }),
              )
            : p.html,
        ),
        createdAt: at(p.minutesAgo),
      },
    })),
  );
  await tx.insert(discussionPosts).values(posts.map((p) => p.row));
  // Each author has read their thread up to their last post: a later post is unread for them.
  const reads = new Map<string, { discussionId: string; userId: string; lastReadAt: Date }>(); // prettier-ignore
  for (const { row } of posts)
    reads.set(`${row.discussionId} ${row.authorId}`, {
      discussionId: row.discussionId,
      userId: row.authorId,
      lastReadAt: row.createdAt,
    });
  await tx
    .insert(discussionParticipants)
    .values([...reads.values()].map((r) => ({ ...r, invited: false })));

  // The mentions' notifications, as their posts sent them, and messages between colleagues.
  const mentionNotes = posts
    .filter((p) => p.mentions)
    .map(({ about, mentions, row }) => ({
      recipientUserId: idOf(mentions!),
      senderUserId: row.authorId,
      senderName: row.authorName,
      title: `${row.authorName} mentioned you`,
      message: richTextToPlain(row.body),
      notificationType: MENTION_NOTIFICATION_TYPE,
      ...records[about],
      createdAt: row.createdAt,
    }));
  await tx.insert(notifications).values([
    ...mentionNotes,
    ...DEMO_NOTES.map((n) => ({
      recipientUserId: idOf(n.to),
      senderUserId: idOf(n.from),
      senderName: nameOf(n.from),
      title: n.title,
      message: n.message,
      ...records[n.about],
      createdAt: at(n.minutesAgo),
      viewedAt: n.viewed ? at(n.minutesAgo - 5) : null,
    })),
  ]);

  const startOfDay = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  await tx.insert(systemNotifications).values({
    message: DEMO_BANNER.message,
    notificationSystemType: DEMO_BANNER.notificationSystemType,
    active: true,
    displayOnce: false,
    startDisplayAt: new Date(startOfDay),
    endDisplayAt: new Date(startOfDay + DEMO_BANNER.days * DAY),
    createdById: idOf(ROLES.systemadmin),
  });

  await tx.insert(bookmarks).values(
    DEMO_BOOKMARKS.map((b) => ({
      userId: idOf(b.owner),
      name: b.name,
      modelId: records[b.about].modelId,
      modelType: records[b.about].modelType,
    })),
  );
}
