/** Support pages' shared names, paths and bodies (issue 28). */
import { pagePath } from "../../domain/modules/defineModule";
import {
  supportModule,
  supportRepliesModule,
} from "../../domain/modules/support";
import type { SupportRequestRow } from "../../domain/schemas/support";
import { supportRequestUpsertSchema } from "../../domain/schemas/support";

export const K = "pages.support";
/** react-admin's resource names (and the first part of their react-query keys). */
export const SUPPORT = supportModule.name;
export const SUPPORT_REPLIES = supportRepliesModule.name;

export const requestPath = (supportRequestId: string) =>
  pagePath(supportModule.pages.show.path, { supportRequestId });

/** The new request form: what the requester types (the page they were on is added on submit). */
export const newRequestSchema = supportRequestUpsertSchema.pick({
  subject: true,
  category: true,
  description: true,
});

/** Where the requester came from: the support menu's link passes it as the location's state. */
export function previousPage(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from !== "" ? from : null;
}

export interface TriageValues {
  status: SupportRequestRow["status"];
  priority: SupportRequestRow["priority"];
  /** "" for unassigned. */
  assigneeUserId: string;
}

/**
 * The staff's update: the full upsert body (the request's own subject, category, description and
 * page, which the server validates again), with the triage fields as chosen.
 */
export function triageBody(row: SupportRequestRow, values: TriageValues) {
  return {
    subject: row.subject,
    category: row.category,
    description: row.description,
    pageUrl: row.pageUrl,
    status: values.status,
    priority: values.priority,
    assigneeUserId: values.assigneeUserId || null,
  };
}
