/**
 * The discussion pages' tests (issue 25): an in-memory store of threads and posts and msw handlers
 * speaking CONTRACT25's "Discussions" over it. Every call is recorded in `calls` with its body;
 * `refuse` forces an answer ("METHOD path" → [status, message?]).
 */
import { http, HttpResponse } from "msw";
import type { JsonBodyType } from "msw";
import type { MentionItem } from "../../domain/richText";
import type {
  Discussion,
  DiscussionPost,
} from "../../domain/schemas/discussion";
import { envelope, failure, paginate } from "./mswHandlers";
import type { Body, CallLog, RecordedCall } from "./recordedCalls";
import { recorded } from "./recordedCalls";

const NOW = "2026-03-18T12:00:00.000Z";
let n = 500;
export const discussionUuid = () =>
  `d1500000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

export function buildDiscussion(
  overrides: Partial<Discussion> = {},
): Discussion {
  const discussionId = overrides.discussionId ?? discussionUuid();
  return {
    id: discussionId,
    discussionId,
    title: "Room change",
    modelType: null,
    modelId: null,
    createdById: null,
    createdByName: "Nina Nurse",
    lastPostAt: NOW,
    postCount: 1,
    unread: false,
    participantIds: [],
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildPost(
  discussionId: string,
  overrides: Partial<DiscussionPost> = {},
): DiscussionPost {
  const discussionPostId = overrides.discussionPostId ?? discussionUuid();
  return {
    id: discussionPostId,
    discussionPostId,
    discussionId,
    parentPostId: null,
    authorId: null,
    authorName: "Dan Driver",
    body: "<p>On my way</p>",
    edited: false,
    deleted: false,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export interface DiscussionStore {
  discussions: Discussion[];
  posts: DiscussionPost[];
  mentionable: MentionItem[];
  /** Who writes a new post (its authorId and authorName). */
  author: { userId: string; name: string };
  calls: RecordedCall[];
  refuse: CallLog["refuse"];
}

export const createDiscussionStore = (
  author: { userId: string; name: string } = { userId: "", name: "Me" },
): DiscussionStore => ({
  discussions: [],
  posts: [],
  mentionable: [],
  author,
  calls: [],
  refuse: new Map(),
});

export const callsTo = (store: DiscussionStore, method: string, path: string) =>
  store.calls.filter((c) => c.method === method && c.path === path);

export const lastCallTo = (
  store: DiscussionStore,
  method: string,
  path: string,
) => callsTo(store, method, path).at(-1);

/** The msw handlers over the store (install with server.use after start()). */
export function discussionHandlers(store: DiscussionStore) {
  const on = (
    handler: (
      body: Body,
      params: Record<string, string>,
    ) => Response | Promise<Response>,
  ) => recorded(store, handler);
  const page = (rows: unknown[], body: Body) =>
    HttpResponse.json(
      paginate(rows as Body[], { ...body, sortBy: null }) as JsonBodyType,
    );
  const thread = (id: string) =>
    store.discussions.find((d) => d.discussionId === id);

  return [
    http.post(
      "/api/discussions/search",
      on((body) =>
        page(
          [...store.discussions]
            .filter(
              (d) =>
                (!body.modelType || d.modelType === body.modelType) &&
                (!body.modelId || d.modelId === body.modelId),
            )
            .sort((a, b) => b.lastPostAt.localeCompare(a.lastPostAt)),
          body,
        ),
      ),
    ),
    http.post(
      "/api/discussions/mentionable",
      on(() => envelope(store.mentionable as unknown as JsonBodyType)),
    ),
    http.post(
      "/api/discussions/:id/read",
      on((_b, { id }) => {
        const found = thread(id);
        if (found) found.unread = false;
        return envelope({ discussionId: id, lastReadAt: NOW });
      }),
    ),
    http.get(
      "/api/discussions/:id",
      on((_b, { id }) => {
        const found = thread(id);
        return found ? envelope(found) : failure(404);
      }),
    ),
    http.post(
      "/api/discussions",
      on((body) => {
        const saved = buildDiscussion({
          title: String(body.title),
          modelType: (body.modelType as string | undefined) ?? null,
          modelId: (body.modelId as string | undefined) ?? null,
          participantIds: (body.participantIds as string[] | undefined) ?? [],
        });
        store.discussions.push(saved);
        if (typeof body.firstPost === "string")
          store.posts.push(
            buildPost(saved.discussionId, {
              body: body.firstPost,
              authorId: store.author.userId,
              authorName: store.author.name,
            }),
          );
        return envelope(saved, 201, "New Discussion created.");
      }),
    ),
    http.post(
      "/api/discussion-posts/search",
      on((body) => {
        const discussionId =
          body.discussionId ??
          (body.additionalStringFilters as Body | undefined)?.discussionId;
        if (!discussionId) return failure(422);
        return page(
          store.posts.filter((p) => p.discussionId === discussionId),
          body,
        );
      }),
    ),
    http.post(
      "/api/discussion-posts",
      on((body) => {
        const existing = store.posts.find(
          (p) => p.discussionPostId === body.discussionPostId,
        );
        if (existing) {
          Object.assign(existing, { body: body.body, edited: true });
          return envelope(existing, 200, "Post updated.");
        }
        const saved = buildPost(String(body.discussionId), {
          body: String(body.body),
          parentPostId: (body.parentPostId as string | undefined) ?? null,
          authorId: store.author.userId,
          authorName: store.author.name,
          createdAt: new Date().toISOString(),
        });
        store.posts.push(saved);
        return envelope(saved, 201, "New Post created.");
      }),
    ),
    http.delete(
      "/api/discussion-posts/:id",
      on((_b, { id }) => {
        const found = store.posts.find((p) => p.discussionPostId === id);
        if (!found) return failure(404);
        Object.assign(found, { body: "", deleted: true });
        return envelope(found, 200, "Post deleted.");
      }),
    ),
  ];
}
