/**
 * Who reads and changes library documents (issue 26): a workspace's documents are its approved
 * members' (403 to others, and absent from their search), uploads into a workspace need an editor,
 * a trip's documents follow the trip (their downloads recorded), a free-standing one its owner and
 * those it is shared with, and the whole module answers 404 while feature-documents is off.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities } from "../../server/db/schema";
import { as, del, expectError, get, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { enableDocuments, uploadDocument } from "./support/documentFactories";
import { buildFacility } from "./support/factories";
import { insertTrip } from "./support/tripFactories";
import { insertMember, twoWorkspaces } from "./support/workspaceFactories";

const text = (name: string, words: string) => ({
  name,
  bytes: Buffer.from(words),
});

const w = appWorld(async (t) => {
  await enableDocuments(t.db);
  const spaces = await twoWorkspaces(t);
  const facility = await buildFacility(t.db);
  const nurse = await as(t, "nurse", { facilityId: facility.id });
  const otherNurse = await as(t, "nurse", {
    facilityId: (await buildFacility(t.db)).id,
  });
  const colleague = await as(t, "nurse", { facilityId: facility.id });
  const trip = await insertTrip(t.db, { facilityId: facility.id });
  // The nurse is a viewer of workspace A: they may share their own documents with it.
  await insertMember(t.db, spaces.a.workspace.id, nurse.user.id, "viewer");
  return { ...spaces, nurse, otherNurse, colleague, trip };
});

const searchIds = async (headers: Record<string, string>, body = {}) => {
  const res = await post(
    w.t,
    "/api/documents/search",
    { pageNumber: 1, pageSize: 100, ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { documentId: string }[]).map((r) => r.documentId);
};

describe("a workspace's documents", () => {
  it("are uploaded by editors, read by members, refused (403) to others and absent from their search", async () => {
    const into = { modelType: "workspace", modelId: w.a.workspace.id };
    const viewerTry = await uploadDocument(
      w.t,
      w.a.viewer.headers,
      into,
      text("v.txt", "viewer"),
    );
    expectError(viewerTry, 403);
    const outsiderTry = await uploadDocument(
      w.t,
      w.outsider.headers,
      into,
      text("o.txt", "outsider"),
    );
    expectError(outsiderTry, 403);
    const res = await uploadDocument(
      w.t,
      w.a.editor.headers,
      into,
      text("rota.txt", "Night rota quarantine"),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.documentId as string;

    for (const member of [w.a.viewer, w.a.owner, w.admin]) {
      const read = await get(w.t, `/api/documents/${id}`, member.headers);
      expect(read.statusCode, read.body).toBe(200);
    }
    expect(
      (await get(w.t, `/api/documents/${id}`, w.a.viewer.headers)).json().data
        .canEdit,
    ).toBe(false);
    expect(
      (await get(w.t, `/api/documents/${id}`, w.a.owner.headers)).json().data
        .canEdit,
    ).toBe(true);
    for (const stranger of [w.b.owner, w.outsider, w.a.requester]) {
      expectError(
        await get(w.t, `/api/documents/${id}`, stranger.headers),
        403,
      );
      expectError(
        await get(w.t, `/api/documents/${id}/content`, stranger.headers),
        403,
      );
      expectError(
        await get(w.t, `/api/documents/${id}/versions`, stranger.headers),
        403,
      );
      expectError(
        await del(w.t, `/api/documents/${id}`, stranger.headers),
        403,
      );
      expect(
        await searchIds(stranger.headers, { searchTerm: "quarantine" }),
      ).toEqual([]);
      expect(await searchIds(stranger.headers)).not.toContain(id);
    }
    expect(
      await searchIds(w.a.viewer.headers, { searchTerm: "quarantine" }),
    ).toEqual([id]);
    expect(
      await searchIds(w.a.viewer.headers, {
        modelType: "workspace",
        modelId: w.a.workspace.id,
      }),
    ).toEqual([id]);

    // A viewer may not change it; its workspace's owner may, though not its uploader.
    const viewerEdit = await post(
      w.t,
      "/api/documents",
      { documentId: id, title: "Mine now" },
      w.a.viewer.headers,
    );
    expectError(
      viewerEdit,
      403,
      "Only the document's owner or an editor of its workspace may change it.",
    );
    const ownerEdit = await post(
      w.t,
      "/api/documents",
      { documentId: id, title: "Night rota" },
      w.a.owner.headers,
    );
    expect(ownerEdit.statusCode, ownerEdit.body).toBe(200);
    const share = await post(
      w.t,
      "/api/documents",
      {
        documentId: id,
        title: "Night rota",
        sharedUserIds: [w.outsider.user.id],
      },
      w.a.owner.headers,
    );
    expect(share.statusCode).toBe(422);
    expectError(
      await get(
        w.t,
        `/api/documents/${crypto.randomUUID()}`,
        w.a.owner.headers,
      ),
      404,
      "Document not found.",
    );
  });
});

describe("a trip's documents", () => {
  it("follow the trip, and their downloads are recorded", async () => {
    const into = { modelType: "trip", modelId: w.trip.id };
    const refused = await uploadDocument(
      w.t,
      w.otherNurse.headers,
      into,
      text("x.txt", "x"),
    );
    expectError(refused, 404, "Record not found.");
    const res = await uploadDocument(
      w.t,
      w.nurse.headers,
      into,
      text("consent.txt", "Consent"),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.documentId as string;
    expectError(
      await get(w.t, `/api/documents/${id}`, w.otherNurse.headers),
      404,
      "Document not found.",
    );
    const content = await get(
      w.t,
      `/api/documents/${id}/content`,
      w.nurse.headers,
    );
    expect(content.statusCode).toBe(200);
    const recorded = await w.t.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.modelId, w.trip.id),
          eq(activities.action, "download"),
        ),
      );
    expect(recorded.length).toBe(1);
  });
});

describe("a free-standing document", () => {
  it("is its owner's until shared with a colleague or one of their workspaces", async () => {
    const owner = w.nurse;
    const res = await uploadDocument(
      w.t,
      owner.headers,
      {},
      text("memo.txt", "Memo"),
    );
    const id = res.json().data.documentId as string;
    const share = (body: Record<string, unknown>, headers = owner.headers) =>
      post(
        w.t,
        "/api/documents",
        { documentId: id, title: "Memo", ...body },
        headers,
      );
    const read = (who: { headers: Record<string, string> }) =>
      get(w.t, `/api/documents/${id}`, who.headers);
    expect(await searchIds(w.colleague.headers)).not.toContain(id);
    expectError(await read(w.colleague), 404, "Document not found.");

    // The people the owner may pick: their circle (the facility's users), found by name.
    const people = await post(
      w.t,
      "/api/documents/shareable",
      { searchTerm: w.colleague.user.lastName },
      owner.headers,
    );
    expect(people.statusCode, people.body).toBe(200);
    expect(people.json().data.map((p: { id: string }) => p.id)).toContain(
      w.colleague.user.id,
    );
    const stranger = await post(
      w.t,
      "/api/documents/shareable",
      { searchTerm: w.outsider.user.lastName },
      owner.headers,
    );
    expect(stranger.json().data.map((p: { id: string }) => p.id)).not.toContain(
      w.outsider.user.id,
    );
    expectError(
      await share({ sharedUserIds: [w.outsider.user.id] }),
      422,
      "Choose people among those you work with.",
      [
        {
          field: "sharedUserIds",
          message: "Choose people among those you work with.",
        },
      ],
    );

    const toUser = await share({ sharedUserIds: [w.colleague.user.id] });
    expect(toUser.statusCode, toUser.body).toBe(200);
    expect(toUser.json().data.sharedUserIds).toEqual([w.colleague.user.id]);
    expect((await read(w.colleague)).statusCode).toBe(200);
    // Shared to read, not to change.
    expectError(
      await share({ title: "Taken" }, w.colleague.headers),
      403,
      "Only the document's owner or an editor of its workspace may change it.",
    );

    // Its owner may share only with workspaces they are a member of.
    expectError(
      await share({ sharedWorkspaceIds: [w.b.workspace.id] }),
      422,
      "Choose workspaces you are a member of.",
      [
        {
          field: "sharedWorkspaceIds",
          message: "Choose workspaces you are a member of.",
        },
      ],
    );
    const toWorkspace = await share({
      sharedUserIds: [],
      sharedWorkspaceIds: [w.a.workspace.id],
    });
    expect(toWorkspace.statusCode, toWorkspace.body).toBe(200);
    expectError(await read(w.colleague), 404, "Document not found.");
    expect((await read(w.a.editor)).statusCode).toBe(200);
    expect(
      await searchIds(w.a.editor.headers, { modelType: "none" }),
    ).toContain(id);
    expectError(await read(w.a.requester), 404, "Document not found.");
  });
});

describe("the toggle", () => {
  it("answers 404 for every call while feature-documents is off, 401 before that", async () => {
    const res = await uploadDocument(
      w.t,
      w.nurse.headers,
      {},
      text("t.txt", "toggle"),
    );
    const id = res.json().data.documentId as string;
    await enableDocuments(w.t.db, false);
    try {
      const off = "The Documents module is switched off.";
      expectError(
        await get(w.t, `/api/documents/${id}`, w.nurse.headers),
        404,
        off,
      );
      expectError(
        await post(w.t, "/api/documents/search", {}, w.nurse.headers),
        404,
        off,
      );
      expectError(
        await get(w.t, `/api/documents/${id}/content`, w.nurse.headers),
        404,
        off,
      );
      expectError(
        await uploadDocument(w.t, w.nurse.headers, {}, text("u.txt", "u")),
        404,
        off,
      );
      expectError(await get(w.t, `/api/documents/${id}`), 401);
    } finally {
      await enableDocuments(w.t.db, true);
    }
  });
});
