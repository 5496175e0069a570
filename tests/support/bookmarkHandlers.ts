/**
 * The bookmarks calls (§7, issue 25) over a FakeApi: search (the caller's own), create and delete,
 * with the §8 toasts. Each FakeApi holds its own list (`bookmarksOf(api)`), empty by default, so a
 * page that reads the bookmark ids (every record page's toggle) gets an answer in any test.
 */
import { http, HttpResponse } from "msw";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import type { Bookmark } from "../../domain/schemas/bookmark";
import type { FakeApi } from "./fakeApi";
import { envelope, failure, paginate } from "./mswHandlers";

const API = "/api/bookmarks";

export interface FakeBookmark extends Bookmark {
  /** The owner: the search answers only the caller's. */
  userId: string;
}

const lists = new WeakMap<FakeApi, FakeBookmark[]>();

/** The FakeApi's bookmarks, to seed and to inspect. */
export function bookmarksOf(api: FakeApi): FakeBookmark[] {
  let list = lists.get(api);
  if (!list) lists.set(api, (list = []));
  return list;
}

let next = 0;
export function buildBookmark(
  userId: string,
  overrides: Partial<FakeBookmark> = {},
): FakeBookmark {
  const id = `b0000000-0000-4000-8000-${String(++next).padStart(12, "0")}`;
  return {
    _id: id,
    id,
    bookmarkId: id,
    name: "A bookmark",
    modelType: "trip",
    modelId: "70000000-0000-4000-8000-000000000001",
    available: true,
    createdAt: "2026-03-18T12:00:00.000Z",
    updatedAt: "2026-03-18T12:00:00.000Z",
    userId,
    ...overrides,
  };
}

const callerOf = (api: FakeApi, request: Request) => {
  const token = request.headers.get("Authorization")?.replace(/^Bearer /, "");
  return token ? api.sessions.get(token) : undefined;
};

const body = async (request: Request) =>
  (await request.clone().json()) as Record<string, unknown>;

const rowOf = ({ userId: _owner, ...row }: FakeBookmark) => row;

export function bookmarkHandlers(api: FakeApi) {
  const record = async (request: Request) =>
    api.requests.push({
      method: request.method,
      path: new URL(request.url).pathname.replace("/api", ""),
      body: request.method === "DELETE" ? {} : await body(request),
      headers: request.headers,
    });
  return [
    http.post(`${API}/search`, async ({ request }) => {
      await record(request);
      const userId = callerOf(api, request);
      if (!userId) return failure(401);
      const mine = bookmarksOf(api).filter((b) => b.userId === userId);
      return HttpResponse.json(paginate(mine.map(rowOf), await body(request)));
    }),
    http.post(API, async ({ request }) => {
      await record(request);
      const userId = callerOf(api, request);
      if (!userId) return failure(401);
      // A forced failure of the create only (`api.failures.set("/bookmarks", 422)`): the search stays.
      const forced = api.failures.get("/bookmarks");
      if (forced) return failure(forced);
      const data = await body(request);
      if (typeof data.name !== "string" || !data.name.trim())
        return failure(422, "name: This field is required.", [
          { field: "name", message: "This field is required." },
        ]);
      const created = buildBookmark(userId, {
        name: data.name,
        modelType: String(data.modelType),
        modelId: String(data.modelId),
      });
      bookmarksOf(api).push(created);
      return envelope(rowOf(created), 201, SUCCESS_MESSAGES.bookmarkCreated);
    }),
    http.delete(`${API}/:id`, async ({ request, params }) => {
      await record(request);
      const userId = callerOf(api, request);
      if (!userId) return failure(401);
      const list = bookmarksOf(api);
      const at = list.findIndex(
        (b) => b.bookmarkId === params.id && b.userId === userId,
      );
      if (at < 0) return failure(404, "Bookmark not found.");
      const [removed] = list.splice(at, 1);
      return envelope(rowOf(removed), 200, SUCCESS_MESSAGES.bookmarkRemoved);
    }),
  ];
}
