/**
 * The workspace pages' tests (issue 24): an in-memory workspace store and msw handlers speaking the
 * issue's contract (CONTRACT.md) over it: /workspaces, /workspace-members, /tasks and the
 * workspace activity search. Every call is recorded in `calls` with its body.
 */
import { http, HttpResponse } from "msw";
import type { JsonBodyType } from "msw";
import type { Activity } from "../../domain/schemas/activity";
import type {
  Task,
  Workspace,
  WorkspaceMember,
} from "../../domain/schemas/workspace";
import type { User } from "../../domain/schemas/user";
import { envelope, failure, paginate } from "./mswHandlers";
import type { Body, CallLog, RecordedCall } from "./recordedCalls";
import { recorded } from "./recordedCalls";

export const WS = "5a1e0000-0000-4000-8000-000000000001";
export const OTHER_WS = "5a1e0000-0000-4000-8000-000000000002";
const NOW = "2026-03-18T12:00:00.000Z";
let n = 100;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

export function buildWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  const workspaceId = overrides.workspaceId ?? uuid();
  return {
    _id: workspaceId,
    id: workspaceId,
    workspaceId,
    workspaceName: "Discharge planning",
    workspaceOwnerId: null,
    workspaceCode: "DISCHARGE1",
    workspaceDescription: null,
    myMembershipStatus: "approved",
    myWorkspaceRole: "owner",
    memberCount: 2,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildMember(
  user: Pick<User, "userId" | "firstName" | "lastName" | "email">,
  overrides: Partial<WorkspaceMember> = {},
): WorkspaceMember {
  const workspaceMemberId = overrides.workspaceMemberId ?? uuid();
  return {
    _id: workspaceMemberId,
    id: workspaceMemberId,
    workspaceMemberId,
    workspaceId: WS,
    memberId: user.userId,
    membershipStatus: "approved",
    workspaceRole: "viewer",
    member: {
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    },
    workspace: {
      workspaceName: "Discharge planning",
      workspaceCode: "DISCHARGE1",
    },
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export const person = (first: string, last: string) => ({
  userId: uuid(),
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}@example.com`,
});

export interface WorkspaceStore {
  workspaces: Workspace[];
  members: WorkspaceMember[];
  tasks: Task[];
  activities: (Activity & { id: string })[];
  /** Who POST /workspace-members/candidates finds. */
  candidates: {
    userId: string;
    firstName: string;
    lastName: string;
    email: string;
  }[];
  calls: RecordedCall[];
  /** Forced answers: "METHOD path" → [status, message, field errors?]. */
  refuse: CallLog["refuse"];
}

export const createWorkspaceStore = (): WorkspaceStore => ({
  workspaces: [],
  members: [],
  tasks: [],
  activities: [],
  candidates: [],
  calls: [],
  refuse: new Map(),
});

export const lastCall = (store: WorkspaceStore, method: string, path: string) =>
  [...store.calls]
    .reverse()
    .find((c) => c.method === method && c.path === path);

/** getMany's filter: additionalArrayFilters {[idField]: ids}, when sent. */
const inIds = (body: Body, idField: string, id: string) => {
  const ids = (
    body.additionalArrayFilters as Record<string, unknown> | undefined
  )?.[idField];
  return !Array.isArray(ids) || ids.includes(id);
};

/** The msw handlers over the store (install with server.use after start()). */
export function workspaceHandlers(store: WorkspaceStore) {
  const on = (
    handler: (
      body: Body,
      params: Record<string, string>,
    ) => Response | Promise<Response>,
  ) => recorded(store, handler);
  const page = (rows: unknown[], body: Body) =>
    HttpResponse.json(paginate(rows as Body[], body) as JsonBodyType);
  const ws = (id: string) => store.workspaces.find((w) => w.workspaceId === id);

  return [
    http.post(
      "/api/workspaces/user",
      on((body) => page(store.workspaces, body)),
    ),
    http.get(
      "/api/workspaces/:id",
      on((_b, { id }) => {
        const found = ws(id);
        return found ? envelope(found) : failure(404);
      }),
    ),
    http.post(
      "/api/workspaces",
      on((body) => {
        const existing = body.workspaceId
          ? ws(String(body.workspaceId))
          : undefined;
        const saved = buildWorkspace({
          ...existing,
          ...(body as Partial<Workspace>),
        });
        store.workspaces = [
          ...store.workspaces.filter(
            (w) => w.workspaceId !== saved.workspaceId,
          ),
          saved,
        ];
        return existing
          ? envelope(saved, 200, "Workspace updated.")
          : envelope(saved, 201, "New Workspace created.");
      }),
    ),
    http.delete(
      "/api/workspaces/:id",
      on((_b, { id }) => {
        store.workspaces = store.workspaces.filter((w) => w.workspaceId !== id);
        return envelope(null, 200, "Workspace deleted.");
      }),
    ),
    http.post(
      "/api/workspace-members/search",
      on((body) =>
        page(
          store.members.filter(
            (m) =>
              (!body.workspaceId || m.workspaceId === body.workspaceId) &&
              inIds(body, "workspaceMemberId", m.workspaceMemberId) &&
              (!body.membershipStatus ||
                m.membershipStatus === body.membershipStatus),
          ),
          { ...body, sortBy: null },
        ),
      ),
    ),
    http.post(
      "/api/workspace-members/request",
      on((body) => {
        const found = store.workspaces.find(
          (w) => w.workspaceCode === body.workspaceCode,
        );
        if (!found) return failure(404, "Not found.");
        const member = buildMember(person("Me", "Myself"), {
          workspaceId: found.workspaceId,
          membershipStatus: "requested",
          workspace: {
            workspaceName: found.workspaceName,
            workspaceCode: found.workspaceCode,
          },
        });
        found.myMembershipStatus = "requested";
        found.myWorkspaceRole = "viewer";
        return envelope(member, 201, "Requested.");
      }),
    ),
    http.post(
      "/api/workspace-members/candidates",
      on((body) => {
        const term = String(body.searchTerm).toLowerCase();
        return envelope(
          store.candidates.filter((c) =>
            `${c.firstName} ${c.lastName} ${c.email}`
              .toLowerCase()
              .includes(term),
          ),
        );
      }),
    ),
    http.post(
      "/api/workspace-members/remove",
      on((body) => {
        store.members = store.members.filter(
          (m) =>
            !(
              m.workspaceId === body.workspaceId && m.memberId === body.memberId
            ),
        );
        return envelope(null, 200, "Workspace Member removed.");
      }),
    ),
    http.post(
      "/api/workspace-members",
      on((body) => {
        const existing = store.members.find(
          (m) => m.workspaceMemberId === body.workspaceMemberId,
        );
        if (!existing) return envelope({ ...body }, 201, "New Member created.");
        Object.assign(existing, {
          membershipStatus: body.membershipStatus ?? existing.membershipStatus,
          workspaceRole: body.workspaceRole ?? existing.workspaceRole,
        });
        return envelope(existing, 200, "Member updated.");
      }),
    ),
    http.post(
      "/api/tasks/search",
      on((body) => {
        const statuses =
          (body.additionalArrayFilters as { statuses?: string[] } | undefined)
            ?.statuses ?? (body.status ? [String(body.status)] : null);
        return page(
          store.tasks.filter(
            (t) =>
              (!body.workspaceId || t.workspaceId === body.workspaceId) &&
              inIds(body, "taskId", t.taskId) &&
              (!statuses || statuses.includes(t.status)),
          ),
          { ...body, sortBy: null },
        );
      }),
    ),
    http.post(
      "/api/activities/search",
      on((body) => page(store.activities, body)),
    ),
  ];
}

export function buildTask(overrides: Partial<Task> = {}): Task {
  const taskId = overrides.taskId ?? uuid();
  return {
    _id: taskId,
    id: taskId,
    taskId,
    workspaceId: WS,
    title: `Task ${taskId.slice(-3)}`,
    description: null,
    status: "todo",
    assigneeId: null,
    assigneeName: null,
    dueDate: null,
    priority: "normal",
    labels: [],
    position: 1,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildActivity(
  overrides: Partial<Activity> = {},
): Activity & { id: string } {
  const activityId = overrides.activityId ?? uuid();
  return {
    _id: activityId,
    id: activityId,
    activityId,
    modelType: "task",
    modelId: uuid(),
    action: "created",
    actorUserId: null,
    actorName: "Olive Owner",
    screen: null,
    changes: [],
    latitude: null,
    longitude: null,
    accuracy: null,
    withoutPosition: false,
    onBehalf: false,
    note: null,
    ipAddress: null,
    contextType: null,
    contextId: null,
    createdAt: NOW,
    ...overrides,
  };
}
