/**
 * Demo workspaces (issue 24): a discharge-planning workspace shared by the care home (its facility
 * admin and nurse) and the data admin, a dialysis standing-order workspace and an incident review;
 * members in every role and one pending request (the customer asking to join the discharges), and
 * 40 tasks across the four columns with due dates around today — overdue, today, tomorrow, the
 * weeks ahead — some assigned, with labels and priorities, one step (1024) apart in each column.
 * One insert per table, and one for the creations' activity rows; deterministic for a given day.
 */
import { addDays } from "../../../domain/expiry";
import type { RoleCode } from "../../../domain/privileges";
import { ROLES } from "../../../domain/privileges";
import type {
  TaskPriority,
  TaskStatus,
  WorkspaceRole,
} from "../../../domain/schemas/workspace";
import { diffRecords } from "../../activities/record";
import { POSITION_STEP } from "../../workspaces/positions";
import { activities, tasks, workspaceMembers, workspaces } from "../schema";
import { DEMO_ACCOUNTS } from "./accounts";
import type { Tx } from "./random";

interface Account {
  id: string;
  roles: string[];
}

interface DemoWorkspace {
  name: string;
  code: string;
  description: string;
  owner: RoleCode;
  /** Approved members besides the owner. */
  members: Partial<Record<RoleCode, WorkspaceRole>>;
  /** Users who asked to join and wait for an owner. */
  requests: RoleCode[];
  labels: string[];
  tasks: string[];
}

const R = ROLES;

const WORKSPACES: DemoWorkspace[] = [
  {
    name: "Discharge planning",
    code: "DISCHARGE",
    description:
      "Discharges from St. Vincent to Riverside Care Home: transport, equipment and hand-over.",
    owner: R.facilityadmin,
    members: { [R.nurse]: "editor", [R.dataadmin]: "editor" },
    requests: [R.customer],
    labels: ["transport", "equipment", "paperwork", "family", "medication"],
    tasks: [
      "Confirm wheelchair van for Mr. Alvarez",
      "Send discharge summary to Riverside",
      "Arrange home oxygen delivery",
      "Book follow-up dialysis transport",
      "Reconcile medications with the pharmacy",
      "Call the family about the pick-up time",
      "Verify the Medicaid transport authorization",
      "Schedule the physical therapy evaluation",
      "Order hospital bed delivery",
      "Confirm stretcher transport for Friday",
      "Update the care plan",
      "Collect the signed consent form",
      "Check insurance eligibility",
      "Arrange a Spanish interpreter",
      "Prepare the medication list for the care home",
      "Confirm an oxygen tank on the van",
      "Review the fall risk assessment",
      "Share wound-care instructions",
      "Confirm the bed at Riverside",
      "Close the discharge file",
    ],
  },
  {
    name: "Dialysis standing orders",
    code: "DIALYSIS",
    description:
      "Recurring dialysis rides: chair times, pick-up windows and authorizations.",
    owner: R.dataadmin,
    members: { [R.nurse]: "editor", [R.driver]: "viewer" },
    requests: [],
    labels: ["standing order", "authorization", "schedule", "vehicle"],
    tasks: [
      "Renew the Monday, Wednesday, Friday standing order",
      "Confirm chair time changes at the dialysis center",
      "Move pick-up windows for the holiday week",
      "Check the wheelchair lift on van 12",
      "Verify a patient's new address",
      "Review the missed-trip report",
      "Add a Saturday session",
      "Renew the prior authorization",
      "Tell drivers about the new entrance",
      "End the standing order of a discharged patient",
      "Audit last month's no-shows",
      "Coordinate with the nephrology clinic",
    ],
  },
  {
    name: "Incident review",
    code: "INCIDENTS",
    description: "Transport incidents and complaints, from report to closure.",
    owner: R.systemadmin,
    members: { [R.dataadmin]: "editor", [R.facilityadmin]: "viewer" },
    requests: [],
    labels: ["safety", "complaint", "training", "vehicle"],
    tasks: [
      "Review the late pick-up on route 7",
      "Collect the driver's statement",
      "Check wheelchair securement on van 4",
      "Answer the family's complaint",
      "Update the incident log",
      "Inspect the vehicle after the minor collision",
      "Refresh stretcher loading training",
      "Close the incident report",
    ],
  },
];

/** Repeating patterns: every column, due day and priority shows up in every workspace. */
const STATUSES: TaskStatus[] = ["todo", "in-progress", "todo", "blocked", "done", "in-progress", "todo", "done"]; // prettier-ignore
/** Days from today (null: no due date): overdue, today, tomorrow, the weeks ahead. */
const DUE: (number | null)[] = [-3, 0, 1, -1, 7, 2, 14, null, 0, 1, -6, 21, 3, 10, 5]; // prettier-ignore
const PRIORITIES: TaskPriority[] = ["normal", "high", "low", "urgent", "normal", "high"]; // prettier-ignore

const cycle = <T>(items: readonly T[], i: number): T => items[i % items.length];

const nameOf = (role: RoleCode) => {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  return a ? `${a.firstName} ${a.lastName}` : "System";
};

export async function seedWorkspaces(
  tx: Tx,
  accounts: readonly Account[],
  today: string,
): Promise<void> {
  const idOf = (role: RoleCode) => {
    const found = accounts.find((a) => a.roles[0] === role);
    if (!found) throw new Error(`No demo account for ${role}.`);
    return found.id;
  };
  const made = await tx
    .insert(workspaces)
    .values(
      WORKSPACES.map((w) => ({
        name: w.name,
        code: w.code,
        description: w.description,
        ownerId: idOf(w.owner),
      })),
    )
    .returning();
  const byCode = new Map(made.map((w) => [w.code, w]));

  await tx.insert(workspaceMembers).values(
    WORKSPACES.flatMap((w) => {
      const workspaceId = byCode.get(w.code)!.id;
      const approved = [
        [w.owner, "owner"] as const,
        ...(Object.entries(w.members) as [RoleCode, WorkspaceRole][]),
      ].map(([role, workspaceRole]) => ({
        workspaceId,
        userId: idOf(role),
        role: workspaceRole,
        status: "approved",
      }));
      const requested = w.requests.map((role) => ({
        workspaceId,
        userId: idOf(role),
        role: "viewer",
        status: "requested",
      }));
      return [...approved, ...requested];
    }),
  );

  let n = 0;
  const taskRows = WORKSPACES.flatMap((w) => {
    const workspaceId = byCode.get(w.code)!.id;
    // Who may be assigned: the approved members, owner first.
    const people = [w.owner, ...(Object.keys(w.members) as RoleCode[])];
    const columnSize = new Map<TaskStatus, number>();
    return w.tasks.map((title, i) => {
      const status = cycle(STATUSES, n);
      const due = cycle(DUE, n);
      const place = (columnSize.get(status) ?? 0) + 1;
      columnSize.set(status, place);
      n++;
      return {
        workspaceId,
        title,
        status,
        // Every third task waits for someone to take it.
        assigneeId: i % 3 === 2 ? null : idOf(cycle(people, i)),
        dueDate: due === null ? null : addDays(today, due),
        priority: cycle(PRIORITIES, n),
        labels: i % 4 === 3 ? [] : [cycle(w.labels, i), ...(i % 5 === 0 ? [cycle(w.labels, i + 1)] : [])], // prettier-ignore
        position: place * POSITION_STEP,
        createdById: idOf(w.owner),
      };
    });
  });
  await tx.insert(tasks).values(taskRows);

  // The workspaces' creation, so their activity pages start with who opened them.
  await tx.insert(activities).values(
    made.map((w) => {
      const owner = WORKSPACES.find((x) => x.code === w.code)!.owner;
      return {
        modelType: "workspace",
        modelId: w.id,
        action: "created",
        actorUserId: w.ownerId,
        actorName: nameOf(owner),
        changes: diffRecords(null, {
          name: w.name,
          code: w.code,
          description: w.description,
        }),
      };
    }),
  );
}
