/**
 * The API rows of workspaces, memberships and tasks (§3), with what each page needs beside its
 * records batch-loaded: one query per relation for the whole page, never one per row.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type {
  taskRowSchema,
  workspaceMemberRowSchema,
  workspaceRowSchema,
} from "../../domain/schemas/workspace";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import type { tasks } from "../db/schema";
import { users, workspaceMembers, workspaces } from "../db/schema";
import type { RowContext } from "../crud/entity";
import { APPROVED } from "./membership";

export type WorkspaceRecord = typeof workspaces.$inferSelect;
export type MemberRecord = typeof workspaceMembers.$inferSelect;
export type TaskRecord = typeof tasks.$inferSelect;

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

export interface WorkspaceRelations {
  mine: Map<string, { status: string; role: string }>;
  memberCounts: Map<string, number>;
}

export async function loadWorkspaceRelations(
  db: Db,
  records: readonly WorkspaceRecord[],
  user: AuthUser,
): Promise<WorkspaceRelations> {
  const ids = unique(records.map((r) => r.id));
  const [mine, counts] = await Promise.all([
    db
      .select({
        workspaceId: workspaceMembers.workspaceId,
        status: workspaceMembers.status,
        role: workspaceMembers.role,
      })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.userId, user.userId),
          inArray(workspaceMembers.workspaceId, ids),
        ),
      ),
    db
      .select({ workspaceId: workspaceMembers.workspaceId, n: count() })
      .from(workspaceMembers)
      .where(
        and(
          inArray(workspaceMembers.workspaceId, ids),
          eq(workspaceMembers.status, APPROVED),
        ),
      )
      .groupBy(workspaceMembers.workspaceId),
  ]);
  return {
    mine: new Map(mine.map((m) => [m.workspaceId, m])),
    memberCounts: new Map(counts.map((c) => [c.workspaceId, Number(c.n)])),
  };
}

export function workspaceToRow(
  w: WorkspaceRecord,
  row?: RowContext<WorkspaceRelations>,
): z.input<typeof workspaceRowSchema> {
  const mine = row?.relations?.mine.get(w.id);
  return {
    _id: w.id,
    id: w.id,
    workspaceId: w.id,
    workspaceName: w.name,
    workspaceOwnerId: w.ownerId,
    workspaceCode: w.code,
    workspaceDescription: w.description,
    myMembershipStatus: mine?.status ?? null,
    myWorkspaceRole: mine?.role ?? null,
    memberCount: row?.relations?.memberCounts.get(w.id) ?? 0,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

export interface MemberRelations {
  users: Map<
    string,
    { userId: string; firstName: string; lastName: string; email: string }
  >;
  workspaces: Map<string, { workspaceName: string; workspaceCode: string }>;
}

export async function loadMemberRelations(
  db: Db,
  records: readonly MemberRecord[],
): Promise<MemberRelations> {
  const [people, spaces] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, unique(records.map((r) => r.userId)))),
    db
      .select({
        id: workspaces.id,
        workspaceName: workspaces.name,
        workspaceCode: workspaces.code,
      })
      .from(workspaces)
      .where(inArray(workspaces.id, unique(records.map((r) => r.workspaceId)))),
  ]);
  return {
    users: new Map(people.map((p) => [p.userId, p])),
    workspaces: new Map(spaces.map(({ id, ...w }) => [id, w] as const)),
  };
}

export function memberToRow(
  m: MemberRecord,
  row?: RowContext<MemberRelations>,
): z.input<typeof workspaceMemberRowSchema> {
  const person = row?.relations?.users.get(m.userId);
  const space = row?.relations?.workspaces.get(m.workspaceId);
  return {
    _id: m.id,
    id: m.id,
    workspaceMemberId: m.id,
    workspaceId: m.workspaceId,
    memberId: m.userId,
    membershipStatus: m.status,
    workspaceRole: m.role,
    member: person ?? {
      userId: m.userId,
      firstName: "",
      lastName: "",
      email: "",
    },
    workspace: space ?? { workspaceName: "", workspaceCode: "" },
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export interface TaskRelations {
  assignees: Map<string, string>;
}

export async function loadTaskRelations(
  db: Db,
  records: readonly TaskRecord[],
): Promise<TaskRelations> {
  const ids = unique(records.map((r) => r.assigneeId));
  if (ids.length === 0) return { assignees: new Map() };
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return {
    assignees: new Map(
      people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]),
    ),
  };
}

export function taskToRow(
  t: TaskRecord,
  row?: RowContext<TaskRelations>,
): z.input<typeof taskRowSchema> {
  return {
    _id: t.id,
    id: t.id,
    taskId: t.id,
    workspaceId: t.workspaceId,
    title: t.title,
    description: t.description,
    status: t.status,
    assigneeId: t.assigneeId,
    assigneeName:
      t.assigneeId === null
        ? null
        : (row?.relations?.assignees.get(t.assigneeId) ?? null),
    dueDate: t.dueDate,
    priority: t.priority,
    labels: t.labels,
    position: t.position,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
