/**
 * What every change to a support request does inside its write's transaction (issue 28): the
 * queue's search text, the activity of the request, and the announcement on topic "support" to the
 * requester's own room and every staff member's (read with `tx`, as workspace audiences are: someone
 * who joined the staff a minute ago hears the next change).
 */
import { eq } from "drizzle-orm";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { supportRequests, users } from "../db/schema";
import { notifyChange } from "../realtime/publish";
import { ROOMS } from "../realtime/rooms";
import { richTextToPlain } from "../richText/sanitize";
import type { SupportRequestRecord } from "./reach";
import { activeStaff } from "./reach";

export const SUPPORT_MODEL_TYPE = "support-request";

/** Subject, "#<number>" and the description's text, lower-cased: the queue's search box. */
export const searchTextOf = (
  subject: string,
  number: number,
  description: string,
): string =>
  `${subject} #${number} ${richTextToPlain(description)}`.toLowerCase();

/** Writes the search text of a request just inserted (its number came from the sequence). */
export async function indexNewRequest(
  tx: Db,
  record: SupportRequestRecord,
): Promise<SupportRequestRecord> {
  const [row] = await tx
    .update(supportRequests)
    .set({
      searchText: searchTextOf(
        record.subject,
        record.number,
        record.description,
      ),
    })
    .where(eq(supportRequests.id, record.id))
    .returning();
  return row;
}

/** The activity of a change to the request (a reply and an answer are changes of it too). */
export const recordSupportActivity = (
  tx: Db,
  actor: AuthUser,
  requestId: string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  recordActivity(tx, {
    modelType: SUPPORT_MODEL_TYPE,
    modelId: requestId,
    action,
    actor,
    before,
    after,
  });

/** The request's audience: its requester and every active member of the support staff. */
export async function supportRooms(
  tx: Db,
  requesterUserId: string,
): Promise<string[]> {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(activeStaff);
  const rooms = new Set(staff.map((s) => ROOMS.user(s.id)));
  rooms.add(ROOMS.user(requesterUserId));
  return [...rooms].sort();
}

/** Announces a change of the request (and its replies), delivered once `tx` commits. */
export async function announceRequest(
  tx: Db,
  record: Pick<SupportRequestRecord, "id" | "requesterUserId">,
): Promise<void> {
  await notifyChange(tx, {
    topic: "support",
    ids: [record.id],
    rooms: await supportRooms(tx, record.requesterUserId),
  });
}
