/**
 * The reach of a workspace and of what lives inside one (issue 24): approved members see the
 * workspace, its members and its tasks; a user also sees their own membership of any status (a
 * request they made); system administrators see every workspace (server/workspaces/membership.ts).
 * Nothing is seen while the workspaces toggle is off.
 */
import { eq, or } from "drizzle-orm";
import {
  tasksApiModule,
  workspaceMembersApiModule,
  workspacesModule,
} from "../../domain/modules/workspaces";
import { tasks, workspaceMembers, workspaces } from "../db/schema";
import { inMyWorkspaces } from "../workspaces/membership";
import { defineReach } from "./reach";

export const workspaceReach = defineReach({
  modelType: "workspace",
  table: workspaces,
  idColumn: workspaces.id,
  read: workspacesModule.access.read,
  scope: (user) => inMyWorkspaces(user, workspaces.id),
});

export const workspaceMemberReach = defineReach({
  modelType: "workspace-member",
  table: workspaceMembers,
  idColumn: workspaceMembers.id,
  read: workspaceMembersApiModule.access.read,
  scope: (user) => {
    const inMine = inMyWorkspaces(user, workspaceMembers.workspaceId);
    return inMine && or(inMine, eq(workspaceMembers.userId, user.userId));
  },
});

export const taskReach = defineReach({
  modelType: "task",
  table: tasks,
  idColumn: tasks.id,
  read: tasksApiModule.access.read,
  scope: (user) => inMyWorkspaces(user, tasks.workspaceId),
});
