/**
 * Workspaces, their members and their tasks (§3, §7; issue 24). A workspace is where a team of
 * several organisations coordinates (a discharge, a standing order, an incident): its approved
 * members read it, its owners manage it, its editors change its tasks.
 */
import { z } from "zod";
import { WORKSPACE_MESSAGES } from "../workspaceMessages";
import { optionalText, requiredText } from "./common";

export const WORKSPACE_ROLES = ["owner", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const MEMBERSHIP_STATUSES = [
  "requested",
  "approved",
  "rejected",
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const TASK_STATUSES = [
  "todo",
  "in-progress",
  "blocked",
  "done",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A route's statusFilter: one status, or "open" (every status but done). */
export const OPEN_TASKS = "open" as const;
export const TASK_STATUS_FILTERS = [...TASK_STATUSES, OPEN_TASKS] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

export const TASK_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const WORKSPACE_CODE_MAX = 20;
export const TASK_LABELS_MAX = 10;

// The messages live in a file without zod (the pages' eagerly read messages use them: issue 13's
// first-load budget); both sides may still import them from here.
export { WORKSPACE_MESSAGES };

export const workspaceCodeSchema = z
  .string({ error: "This field is required." })
  .trim()
  .min(1, "This field is required.")
  .max(WORKSPACE_CODE_MAX, `Use at most ${WORKSPACE_CODE_MAX} characters.`)
  .regex(/^[A-Z0-9]+$/, WORKSPACE_MESSAGES.code);

/** POST /workspaces (§7): workspaceId present and known → update. */
export const workspaceUpsertSchema = z.object({
  workspaceId: z.uuid().optional(),
  workspaceName: requiredText(200),
  /** Only an owner (or a system administrator) may hand the workspace over; ignored otherwise. */
  workspaceOwnerId: z.uuid().nullish(),
  workspaceCode: workspaceCodeSchema,
  /** §3: optional, null sent as absent. */
  workspaceDescription: optionalText(2000),
});
export type WorkspaceUpsert = z.input<typeof workspaceUpsertSchema>;

export const workspaceRowSchema = z.object({
  /** §3: every row the server answers carries _id (optional here only for hand-built client rows). */
  _id: z.string().optional(),
  id: z.string(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  workspaceOwnerId: z.string().nullable(),
  workspaceCode: z.string(),
  workspaceDescription: z.string().nullable(),
  /** The caller's own membership (null: none, e.g. a system administrator reading). */
  myMembershipStatus: z.string().nullable(),
  myWorkspaceRole: z.string().nullable(),
  /** Approved members. */
  memberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceRowSchema>;

/** POST /workspaces/get-workspace-by-code (§7). */
export const workspaceByCodeSchema = z.object({
  workspaceCode: workspaceCodeSchema,
});

/** POST /workspace-members (§7): one membership, keyed by workspace and member. */
export const workspaceMemberUpsertSchema = z.object({
  workspaceMemberId: z.uuid().optional(),
  workspaceId: z.uuid({ error: "Choose the workspace." }),
  memberId: z.uuid({ error: "Choose the member." }),
  /** Only an owner sets it; ignored from others. Default: approved when an owner adds someone. */
  membershipStatus: z.enum(MEMBERSHIP_STATUSES).optional(),
  workspaceRole: z.enum(WORKSPACE_ROLES).default("viewer"),
});
export type WorkspaceMemberUpsert = z.input<typeof workspaceMemberUpsertSchema>;

/** POST /workspace-members/remove (§7). */
export const workspaceMemberRemoveSchema = z.object({
  workspaceId: z.uuid(),
  memberId: z.uuid(),
});

/** POST /workspace-members/request: ask to join a workspace by its code. */
export const workspaceJoinRequestSchema = z.object({
  workspaceCode: workspaceCodeSchema,
});

const memberUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** POST /workspace-members/candidates: whom an owner may add, by name or email. */
export const WORKSPACE_CANDIDATES_MAX = 20;
export const workspaceCandidatesRequestSchema = z.object({
  workspaceId: z.uuid({ error: "Choose the workspace." }),
  searchTerm: z
    .string({ error: "This field is required." })
    .trim()
    .min(2, "Type at least 2 characters.")
    .max(100, "Use at most 100 characters."),
});
export const workspaceCandidateSchema = memberUserSchema;
export type WorkspaceCandidate = z.infer<typeof workspaceCandidateSchema>;

export const workspaceMemberRowSchema = z.object({
  /** §3: every row the server answers carries _id (optional here only for hand-built client rows). */
  _id: z.string().optional(),
  id: z.string(),
  workspaceMemberId: z.string(),
  workspaceId: z.string(),
  memberId: z.string(),
  membershipStatus: z.string(),
  workspaceRole: z.string(),
  /** §3: search results carry member.userId. */
  member: memberUserSchema,
  workspace: z.object({ workspaceName: z.string(), workspaceCode: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberRowSchema>;

const dueDateSchema = z.iso.date({ error: WORKSPACE_MESSAGES.dueDate });

/** POST /tasks: taskId present and known → update. The position is the server's (move). */
export const taskUpsertSchema = z.object({
  taskId: z.uuid().optional(),
  workspaceId: z.uuid({ error: "Choose the workspace." }),
  title: requiredText(200),
  description: optionalText(4000),
  status: z.enum(TASK_STATUSES).default("todo"),
  assigneeId: z.uuid().nullish(),
  dueDate: z.union([dueDateSchema, z.literal(""), z.null()]).optional(),
  priority: z.enum(TASK_PRIORITIES).default("normal"),
  labels: z
    .array(z.string().trim().min(1).max(40, WORKSPACE_MESSAGES.label))
    .max(TASK_LABELS_MAX, `Use at most ${TASK_LABELS_MAX} labels.`)
    .default([]),
});
export type TaskUpsert = z.input<typeof taskUpsertSchema>;

export const taskRowSchema = z.object({
  /** §3: every row the server answers carries _id (optional here only for hand-built client rows). */
  _id: z.string().optional(),
  id: z.string(),
  taskId: z.string(),
  workspaceId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  assigneeId: z.string().nullable(),
  /** "First Last" of the assignee, for cards and lists. */
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.string(),
  labels: z.array(z.string()),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskRowSchema>;

/**
 * POST /tasks/{taskId}/move: a drop into the column `status`, placed before `beforeTaskId` (the card
 * now below it) and after `afterTaskId` (the card now above it); either absent at a column's end.
 */
export const taskMoveSchema = z.object({
  status: z.enum(TASK_STATUSES),
  beforeTaskId: z.uuid().nullish(),
  afterTaskId: z.uuid().nullish(),
});
export type TaskMove = z.input<typeof taskMoveSchema>;

/** The statuses a route's statusFilter stands for (absent: all). */
export function statusesOf(filter: string | undefined): readonly TaskStatus[] {
  if (filter === OPEN_TASKS) return TASK_STATUSES.filter((s) => s !== "done");
  const one = TASK_STATUSES.find((s) => s === filter);
  return one ? [one] : TASK_STATUSES;
}
