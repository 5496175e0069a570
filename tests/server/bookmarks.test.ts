/**
 * Bookmarks (issue 25, §3, §7, §8): the four calls with their toasts, each user's own (someone
 * else's is 404), 401 without a session, 422 without a name or with an unknown kind, a record out of
 * reach refused. Bookmarks of records out of reach or gone: bookmarks-available.test.ts.
 */
import { describe, expect, it } from "vitest";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { BOOKMARK_MESSAGES } from "../../domain/schemas/bookmark";
import type { Headers } from "./support/api";
import { del, expectError, get, post, search } from "./support/api";
import { appWorld } from "./support/appWorld";
import { bookmarkAs, bookmarkWorld, LOOK_UP } from "./support/bookmarkWorld";

const w = appWorld(bookmarkWorld);
const lookUp = LOOK_UP;
const bookmark = (headers: Headers, body: Record<string, unknown>) =>
  bookmarkAs(w.t, headers, body);

describe("bookmarks", () => {
  it("creates, reads, searches by name and removes with the §8 toasts", async () => {
    const res = await post(
      w.t,
      "/api/bookmarks",
      { name: "Zed trip", modelType: "trip", modelId: w.tripA },
      w.nurse.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 201,
      message: SUCCESS_MESSAGES.bookmarkCreated,
      data: {
        name: "Zed trip",
        modelType: "trip",
        modelId: w.tripA,
        available: true,
      },
    });
    const id = res.json().data.bookmarkId as string;
    await bookmark(w.nurse.headers, {
      name: "Alpha patient",
      modelType: "patient",
      modelId: w.patientA,
    });
    const found = await get(w.t, `/api/bookmarks/${id}`, w.nurse.headers);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ bookmarkId: id, _id: id });
    const page = await search(w.t, "/bookmarks", w.nurse.headers, lookUp);
    expect(page.data.map((r) => r.name)).toEqual(["Alpha patient", "Zed trip"]);
    expect(page.data.every((r) => r.available === true)).toBe(true);

    const removed = await del(w.t, `/api/bookmarks/${id}`, w.nurse.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(SUCCESS_MESSAGES.bookmarkRemoved);
    const after = await search(w.t, "/bookmarks", w.nurse.headers, lookUp);
    expect(after.data.map((r) => r.name)).toEqual(["Alpha patient"]);
  });

  it("answers 401 without a session", async () => {
    expectError(await post(w.t, "/api/bookmarks/search", lookUp), 401);
    expectError(
      await post(w.t, "/api/bookmarks", {
        name: "x",
        modelType: "trip",
        modelId: w.tripA,
      }),
      401,
    );
    expectError(await del(w.t, `/api/bookmarks/${w.tripA}`), 401);
  });

  it("answers 422 without a name, with an unknown kind or a bad id", async () => {
    const noName = await post(
      w.t,
      "/api/bookmarks",
      { modelType: "trip", modelId: w.tripA },
      w.nurse.headers,
    );
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toContainEqual({
      field: "name",
      message: "This field is required.",
    });
    const blank = await post(
      w.t,
      "/api/bookmarks",
      { name: "  ", modelType: "trip", modelId: w.tripA },
      w.nurse.headers,
    );
    expect(blank.statusCode).toBe(422);
    const kind = await post(
      w.t,
      "/api/bookmarks",
      { name: "x", modelType: "spaceship", modelId: w.tripA },
      w.nurse.headers,
    );
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors).toContainEqual({
      field: "modelType",
      message: BOOKMARK_MESSAGES.modelType,
    });
    const id = await post(
      w.t,
      "/api/bookmarks",
      { name: "x", modelType: "trip", modelId: "nope" },
      w.nurse.headers,
    );
    expect(id.statusCode).toBe(422);
  });

  it("refuses a record out of reach or unknown alike (422, nothing leaks)", async () => {
    for (const modelId of [w.tripB, w.facilityB, crypto.randomUUID()]) {
      const res = await post(
        w.t,
        "/api/bookmarks",
        { name: "x", modelType: "trip", modelId },
        w.nurse.headers,
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual([
        { field: "modelId", message: BOOKMARK_MESSAGES.notFound },
      ]);
    }
  });

  it("the same record twice for one user updates its name: one bookmark", async () => {
    const body = { name: "Twice", modelType: "trip", modelId: w.tripA };
    const id = await bookmark(w.other.headers, body);
    const again = await post(
      w.t,
      "/api/bookmarks",
      { ...body, name: "Renamed" },
      w.other.headers,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      bookmarkId: id,
      name: "Renamed",
    });
    const mine = await search(w.t, "/bookmarks", w.other.headers, lookUp);
    expect(mine.data.filter((r) => r.modelId === w.tripA)).toHaveLength(1);
  });

  it("each user's bookmarks are their own: 404 for someone else's, search answers only one's own", async () => {
    const id = await bookmark(w.member.headers, {
      name: "Mine only",
      modelType: "workspace",
      modelId: w.workspace.id,
    });
    expect(
      (await get(w.t, `/api/bookmarks/${id}`, w.nurse.headers)).statusCode,
    ).toBe(404);
    expect(
      (await del(w.t, `/api/bookmarks/${id}`, w.nurse.headers)).statusCode,
    ).toBe(404);
    const update = await post(
      w.t,
      "/api/bookmarks",
      { bookmarkId: id, name: "Taken", modelType: "trip", modelId: w.tripA },
      w.nurse.headers,
    );
    expect(update.statusCode).toBe(404);
    const theirs = await search(w.t, "/bookmarks", w.nurse.headers, lookUp);
    expect(theirs.data.map((r) => r.bookmarkId)).not.toContain(id);
    const mine = await search(w.t, "/bookmarks", w.member.headers, lookUp);
    expect(mine.data.map((r) => r.bookmarkId)).toEqual([id]);
    // A body naming another user is ignored: the owner comes from the session.
    const forged = await post(
      w.t,
      "/api/bookmarks",
      {
        name: "Forged",
        modelType: "patient",
        modelId: w.patientA,
        userId: w.member.user.id,
      },
      w.other.headers,
    );
    expect(forged.statusCode, forged.body).toBe(201);
    const others = await search(w.t, "/bookmarks", w.other.headers, lookUp);
    expect(others.data.map((r) => r.name)).toContain("Forged");
    const still = await search(w.t, "/bookmarks", w.member.headers, lookUp);
    expect(still.data.map((r) => r.bookmarkId)).toEqual([id]);
  });
});
