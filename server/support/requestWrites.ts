/**
 * The rules of a request's upsert (issue 28): anyone signed in files one (requester = caller,
 * status "new", priority "normal"); the requester edits the subject, category and description of
 * their own request until it is closed; only support staff set the status, priority and assignee
 * (403 staffOnly otherwise), and an assignee must be one of the staff (422). A resolve stamps
 * resolvedAt and clears the requester's earlier answer.
 */
import { z } from "zod";
import type { SupportStatus } from "../../domain/schemas/support";
import {
  OPEN_SUPPORT_STATUSES,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_MESSAGES as M,
  supportRequestUpsertShape,
} from "../../domain/schemas/support";
import type { EntityContext, PreparedWrite } from "../crud/entity";
import type { supportRequests } from "../db/schema";
import { conflict, forbidden, unprocessable } from "../errors";
import { richTextSchema } from "../richText/schema";
import type { SupportRequestRecord } from "./reach";
import { isAssignable, isSupportStaff } from "./reach";
import { searchTextOf } from "./changes";

/** The upsert as the server parses it: the description sanitised on the way in. */
export const supportRequestBodySchema = z.object({
  ...supportRequestUpsertShape,
  description: richTextSchema(SUPPORT_DESCRIPTION_MAX).optional(),
});
export type SupportRequestBody = z.output<typeof supportRequestBodySchema>;

type Values = Partial<typeof supportRequests.$inferInsert>;

/**
 * The triage fields the body changes: sending the value a request already has (a form that sends
 * the whole record) is no change, so only a real change is the staff's alone.
 */
function triageChanges(
  body: SupportRequestBody,
  existing: SupportRequestRecord | null,
): string[] {
  const current = {
    status: existing?.status ?? "new",
    priority: existing?.priority ?? "normal",
    assigneeUserId: existing?.assigneeUserId ?? null,
  };
  const changed: string[] = [];
  if (body.status !== undefined && body.status !== current.status)
    changed.push("status");
  if (body.priority !== undefined && body.priority !== current.priority)
    changed.push("priority");
  if (
    body.assigneeUserId !== undefined &&
    (body.assigneeUserId ?? null) !== current.assigneeUserId
  )
    changed.push("assigneeUserId");
  return changed;
}

export async function checkRequestWrite(
  body: SupportRequestBody,
  existing: SupportRequestRecord | null,
  { app, user }: EntityContext,
): Promise<void> {
  const staff = isSupportStaff(user);
  const changes = triageChanges(body, existing);
  if (!staff && changes.length > 0) throw forbidden(M.staffOnly);
  if (existing && !staff && existing.status === "closed")
    throw conflict(M.closed);
  if (
    changes.includes("assigneeUserId") &&
    body.assigneeUserId &&
    !(await isAssignable(app.db, body.assigneeUserId))
  )
    throw unprocessable(M.assignee, [
      { field: "assigneeUserId", message: M.assignee },
    ]);
}

/** The requester's own fields, as the body sends them (an update keeps what it leaves out). */
export const requestValues = (body: SupportRequestBody): Values => ({
  subject: body.subject,
  category: body.category,
  ...(body.description !== undefined && { description: body.description }),
  ...(body.pageUrl !== undefined && { pageUrl: body.pageUrl || null }),
});

/** A new status's consequences: a resolve is stamped, an open request waits for no answer. */
function statusValues(status: SupportStatus): Values {
  if (status === "resolved")
    return { status, resolvedAt: new Date(), solved: null };
  if (OPEN_SUPPORT_STATUSES.includes(status))
    return { status, resolvedAt: null, solved: null };
  return { status };
}

export function prepareRequestWrite(
  body: SupportRequestBody,
  values: Values,
  existing: SupportRequestRecord | null,
  { user }: EntityContext,
): PreparedWrite<typeof supportRequests.$inferInsert, undefined> {
  const staff = isSupportStaff(user);
  const triage: Values = staff
    ? {
        ...(body.priority !== undefined && { priority: body.priority }),
        ...(body.assigneeUserId !== undefined && {
          assigneeUserId: body.assigneeUserId ?? null,
        }),
      }
    : {};
  if (!existing)
    return {
      values: {
        ...values,
        ...triage,
        description: values.description ?? "",
        requesterUserId: user.userId,
        status: "new",
      },
    };
  const moved =
    staff && body.status !== undefined && body.status !== existing.status
      ? statusValues(body.status)
      : {};
  const description = values.description ?? existing.description;
  return {
    values: {
      ...values,
      ...triage,
      ...moved,
      searchText: searchTextOf(
        values.subject ?? existing.subject,
        existing.number,
        description,
      ),
    },
  };
}
