/**
 * Workspaces' calls beyond §7's four (issue 24), spread into the data provider as typed custom
 * methods. The generic calls (getList/getOne/create/update/delete of "workspaces",
 * "workspace-members", "tasks") go through the data provider's map.
 *
 * | Method            | Call                                                                        |
 * |-------------------|-----------------------------------------------------------------------------|
 * | workspacesByUser  | POST /workspaces/user {search body} → my workspaces (approved or requested) |
 * | workspaceByCode   | POST /workspaces/get-workspace-by-code {workspaceCode}                      |
 * | memberLookup      | POST /workspace-members/search, the §7 look-up body → approved members      |
 * | requestToJoin     | POST /workspace-members/request {workspaceCode} → the requested membership  |
 * | removeMember      | POST /workspace-members/remove {workspaceId, memberId}                      |
 * | memberCandidates  | POST /workspace-members/candidates {workspaceId, searchTerm} → users to add  |
 * | moveTask          | POST /tasks/{taskId}/move {status, beforeTaskId?, afterTaskId?} → the task  |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import {
  tasksApiModule,
  workspaceMembersApiModule,
  workspacesModule,
} from "../domain/modules/workspaces";
import type {
  Task,
  TaskMove,
  Workspace,
  WorkspaceCandidate,
  WorkspaceMember,
} from "../domain/schemas/workspace";
import type {
  Envelope,
  Paginated,
  SearchRequest,
} from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

/** §7: the client's membership look-up, exactly (§6: up to 1000 members fetched). */
export const memberLookupBody = (workspaceId: string) => ({
  pageNumber: 1,
  pageSize: 1000,
  sortBy: "workspaceId",
  sortDescending: false,
  workspaceId,
  membershipStatus: "approved",
});

/** A user an owner may add (the members page's user search). */
export type MemberCandidate = WorkspaceCandidate;

export interface WorkspaceMethods {
  workspacesByUser(
    body: SearchRequest,
    signal?: AbortSignal,
  ): Promise<Paginated<Workspace>>;
  workspaceByCode(
    workspaceCode: string,
    signal?: AbortSignal,
  ): Promise<Workspace>;
  memberLookup(
    workspaceId: string,
    signal?: AbortSignal,
  ): Promise<WorkspaceMember[]>;
  requestToJoin(workspaceCode: string): Promise<WorkspaceMember>;
  removeMember(body: {
    workspaceId: string;
    memberId: string;
  }): Promise<Envelope<unknown>>;
  memberCandidates(
    body: { workspaceId: string; searchTerm: string },
    signal?: AbortSignal,
  ): Promise<MemberCandidate[]>;
  moveTask(taskId: string, body: TaskMove): Promise<Task>;
}

export function workspaceMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): WorkspaceMethods {
  const workspaces = `${apiUrl}${workspacesModule.api.prefix}`;
  const members = `${apiUrl}${workspaceMembersApiModule.api.prefix}`;
  const tasks = `${apiUrl}${tasksApiModule.api.prefix}`;
  const post = <T>(url: string, body: unknown, signal?: AbortSignal) =>
    httpClient<T>(url, { method: "POST", body, signal });
  return {
    workspacesByUser: (body, signal) => {
      // The server ignores a searchTerm here (§7): the caller filters by name instead.
      const { searchTerm: _ignored, ...rest } = body;
      return post<Paginated<Workspace>>(`${workspaces}/user`, rest, signal);
    },
    workspaceByCode: async (workspaceCode, signal) =>
      (
        await post<Envelope<Workspace>>(
          `${workspaces}/get-workspace-by-code`,
          { workspaceCode },
          signal,
        )
      ).data,
    memberLookup: async (workspaceId, signal) =>
      (
        await post<Paginated<WorkspaceMember>>(
          `${members}/search`,
          memberLookupBody(workspaceId),
          signal,
        )
      ).data,
    requestToJoin: async (workspaceCode) =>
      (
        await post<Envelope<WorkspaceMember>>(`${members}/request`, {
          workspaceCode,
        })
      ).data,
    removeMember: async (body) => {
      try {
        return await post<Envelope<unknown>>(`${members}/remove`, body);
      } catch (error) {
        throw withFailurePrefix(error, FAILURE_PREFIXES.removeMember);
      }
    },
    memberCandidates: async (body, signal) =>
      (
        await post<Envelope<MemberCandidate[]>>(
          `${members}/candidates`,
          body,
          signal,
        )
      ).data,
    moveTask: async (taskId, body) =>
      (
        await post<Envelope<Task>>(
          `${tasks}/${encodeURIComponent(taskId)}/move`,
          body,
        )
      ).data,
  };
}
