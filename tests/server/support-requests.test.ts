/**
 * Support requests (issue 28): a requester reads only their own (404 on another's, absent from
 * every search whatever the filters), the staff read all; the triage rules (status, priority and
 * assignee are the staff's; an assignee must be staff); the generic calls' answers; activities.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUPPORT_MESSAGES as M } from "../../domain/schemas/support";
import { activities, supportRequests } from "../../server/db/schema";
import { as, del, expectError, get, post, search } from "./support/api";
import { appWorld } from "./support/appWorld";
import { csvRecords } from "./support/csv";
import { requestBody, saveRequest } from "./support/supportFactories";

const w = appWorld(async (t) => {
  const nurse = await as(t, "nurse");
  const customer = await as(t, "customer");
  const staff = await as(t, "dataadmin", { firstName: "Sam" });
  const admin = await as(t, "systemadmin");
  const create = async (who: typeof nurse, subject: string) => {
    const res = await saveRequest(t, who.headers, requestBody({ subject }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Record<string, unknown> & {
      supportRequestId: string;
      number: number;
    };
  };
  const nurseRequest = await create(nurse, "Printer jams on manifests");
  const customerRequest = await create(customer, "Refund for a cancelled ride");
  return { nurse, customer, staff, admin, nurseRequest, customerRequest };
});

const url = (id: string) => `/api/support-requests/${id}`;

describe("create", () => {
  it("files a request as the caller: new, normal, a number from 1001, sanitised, indexed", async () => {
    const res = await saveRequest(
      w.t,
      w.nurse.headers,
      requestBody({
        subject: "Wheelchair flag",
        description: "<p>The <b>flag</b> is lost<script>alert(1)</script></p>",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("New Support Request added.");
    const row = res.json().data;
    expect(row).toMatchObject({
      requesterUserId: w.nurse.user.id,
      requesterName: `${w.nurse.user.firstName} ${w.nurse.user.lastName}`,
      subject: "Wheelchair flag",
      category: "booking",
      description: "<p>The <b>flag</b> is lost</p>",
      pageUrl: "/trips",
      status: "new",
      priority: "normal",
      assigneeUserId: null,
      solved: null,
      replyCount: 0,
      attachments: [],
    });
    expect(row.number).toBeGreaterThanOrEqual(1001);
    expect(row._id).toBe(row.supportRequestId);
    const [stored] = await w.t.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, row.supportRequestId));
    expect(stored.searchText).toBe(
      `wheelchair flag #${row.number} the flag is lost`,
    );
    const [activity] = await w.t.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.modelType, "support-request"),
          eq(activities.modelId, row.supportRequestId),
        ),
      );
    expect(activity.action).toBe("created");
  });

  it("refuses a requester who sets the status, priority or assignee (403 staffOnly)", async () => {
    for (const extra of [
      { status: "resolved" },
      { priority: "urgent" },
      { assigneeUserId: w.staff.user.id },
    ])
      expectError(
        await saveRequest(w.t, w.nurse.headers, requestBody(extra)),
        403,
        M.staffOnly,
      );
  });

  it("answers 422 on a missing subject and an unknown category, 401 without a session", async () => {
    const res = await saveRequest(
      w.t,
      w.nurse.headers,
      requestBody({ subject: "", category: "weather" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: "category", message: M.category },
        expect.objectContaining({ field: "subject" }),
      ]),
    );
    expect(
      (await post(w.t, "/api/support-requests", requestBody(), {})).statusCode,
    ).toBe(401);
  });
});

describe("reach", () => {
  it("a requester reads their own; another's is 404", async () => {
    const own = await get(
      w.t,
      url(w.nurseRequest.supportRequestId),
      w.nurse.headers,
    );
    expect(own.statusCode).toBe(200);
    expectError(
      await get(w.t, url(w.customerRequest.supportRequestId), w.nurse.headers),
      404,
      "Support Request not found.",
    );
  });

  it("a requester's search holds only their own, whatever the filters", async () => {
    for (const filters of [
      {},
      { requesterUserId: w.customer.user.id },
      { supportRequestId: w.customerRequest.supportRequestId },
      { searchTerm: "refund" },
      { statuses: ["new", "in-progress"] },
      { additionalArrayFilters: { requesterUserId: [w.customer.user.id] } },
    ]) {
      const found = await search<{ requesterUserId: string }>(
        w.t,
        "/support-requests",
        w.nurse.headers,
        filters,
      );
      expect(
        found.data.every((r) => r.requesterUserId === w.nurse.user.id),
        JSON.stringify(filters),
      ).toBe(true);
      expect(JSON.stringify(found.data)).not.toContain("Refund");
    }
  });

  it("the staff read every request, and filter and search them", async () => {
    for (const who of [w.staff, w.admin]) {
      const ids = (
        await search<{ supportRequestId: string }>(
          w.t,
          "/support-requests",
          who.headers,
          { pageSize: 100 },
        )
      ).data.map((r) => r.supportRequestId);
      expect(ids).toEqual(
        expect.arrayContaining([
          w.nurseRequest.supportRequestId,
          w.customerRequest.supportRequestId,
        ]),
      );
    }
    const byNumber = await search<{ supportRequestId: string }>(
      w.t,
      "/support-requests",
      w.staff.headers,
      { searchTerm: `#${w.customerRequest.number}` },
    );
    expect(byNumber.data.map((r) => r.supportRequestId)).toEqual([
      w.customerRequest.supportRequestId,
    ]);
    const byRequester = await search<{ supportRequestId: string }>(
      w.t,
      "/support-requests",
      w.staff.headers,
      { requesterUserId: w.customer.user.id },
    );
    expect(byRequester.data.map((r) => r.supportRequestId)).toEqual([
      w.customerRequest.supportRequestId,
    ]);
  });

  it("an update of someone else's request is 404 and changes nothing", async () => {
    const res = await saveRequest(
      w.t,
      w.nurse.headers,
      requestBody({
        supportRequestId: w.customerRequest.supportRequestId,
        subject: "Mine now",
      }),
    );
    expectError(res, 404, "Support Request not found.");
  });
});

describe("triage", () => {
  it("the staff set status, priority and assignee; unassigned and assignee filters", async () => {
    const created = await saveRequest(
      w.t,
      w.customer.headers,
      requestBody({ subject: "Triage me" }),
    );
    const id = created.json().data.supportRequestId as string;
    const unassigned = await search<{ supportRequestId: string }>(
      w.t,
      "/support-requests",
      w.staff.headers,
      { assigneeUserId: "none", pageSize: 100 },
    );
    expect(unassigned.data.map((r) => r.supportRequestId)).toContain(id);
    const res = await saveRequest(
      w.t,
      w.staff.headers,
      requestBody({
        supportRequestId: id,
        subject: "Triage me",
        status: "waiting-for-requester",
        priority: "high",
        assigneeUserId: w.staff.user.id,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "waiting-for-requester",
      priority: "high",
      assigneeUserId: w.staff.user.id,
      assigneeName: `Sam ${w.staff.user.lastName}`,
    });
    const mine = await search<{ supportRequestId: string }>(
      w.t,
      "/support-requests",
      w.staff.headers,
      { assigneeUserId: w.staff.user.id, status: "waiting-for-requester" },
    );
    expect(mine.data.map((r) => r.supportRequestId)).toEqual([id]);
  });

  it("an assignee must be support staff (422 on assigneeUserId)", async () => {
    expectError(
      await saveRequest(
        w.t,
        w.staff.headers,
        requestBody({
          supportRequestId: w.nurseRequest.supportRequestId,
          assigneeUserId: w.customer.user.id,
        }),
      ),
      422,
      M.assignee,
      [{ field: "assigneeUserId", message: M.assignee }],
    );
  });

  it("a requester edits their own subject, but not its status (403)", async () => {
    const id = w.nurseRequest.supportRequestId;
    const res = await saveRequest(
      w.t,
      w.nurse.headers,
      requestBody({ supportRequestId: id, subject: "Printer jams daily" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subject).toBe("Printer jams daily");
    expectError(
      await saveRequest(
        w.t,
        w.nurse.headers,
        requestBody({ supportRequestId: id, status: "closed" }),
      ),
      403,
      M.staffOnly,
    );
    const actions = await w.t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.modelId, id));
    expect(actions.map((a) => a.action)).toEqual(["created", "updated"]);
  });

  it("the staff list answers active staff to the staff, 403 to anyone else", async () => {
    const res = await post(
      w.t,
      "/api/support-requests/staff",
      {},
      w.staff.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as { id: string; label: string }[]).map(
      (s) => s.id,
    );
    expect(ids).toEqual(
      expect.arrayContaining([w.staff.user.id, w.admin.user.id]),
    );
    expect(ids).not.toContain(w.nurse.user.id);
    expectError(
      await post(w.t, "/api/support-requests/staff", {}, w.nurse.headers),
      403,
    );
  });

  it("deletes are the staff's: 403 to the requester, 200 to the staff", async () => {
    const created = await saveRequest(
      w.t,
      w.customer.headers,
      requestBody({ subject: "Delete me" }),
    );
    const id = created.json().data.supportRequestId as string;
    expectError(await del(w.t, url(id), w.customer.headers), 403);
    const res = await del(w.t, url(id), w.staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    expectError(
      await get(w.t, url(id), w.staff.headers),
      404,
      "Support Request not found.",
    );
  });
});

describe("export", () => {
  it("exports the staff's queue with readable columns, the requester's own only", async () => {
    const rows = csvRecords(
      await post(
        w.t,
        "/api/support-requests/export",
        { requesterUserId: w.customer.user.id },
        w.staff.headers,
      ),
    );
    expect(rows.map((r) => r.subject)).toContain("Refund for a cancelled ride");
    expect(Object.keys(rows[0])).toEqual([
      "number",
      "subject",
      "category",
      "status",
      "priority",
      "requesterName",
      "assigneeName",
      "replyCount",
      "createdAt",
      "updatedAt",
      "resolvedAt",
    ]);
    const own = csvRecords(
      await post(w.t, "/api/support-requests/export", {}, w.nurse.headers),
    );
    expect(own.map((r) => r.subject)).not.toContain(
      "Refund for a cancelled ride",
    );
  });
});
