import type { DiscussionPostRow } from "./discussionTypes";

export interface PlacedPost {
  post: DiscussionPostRow;
  depth: number;
}

/**
 * Posts in reading order: top-level posts oldest first, each followed by its replies (oldest first,
 * recursively) one step in. A reply whose parent is missing stands at the top level.
 */
export function placePosts(posts: readonly DiscussionPostRow[]): PlacedPost[] {
  const ids = new Set(posts.map((p) => p.discussionPostId));
  const children = new Map<string | null, DiscussionPostRow[]>();
  for (const post of posts) {
    const parent =
      post.parentPostId && ids.has(post.parentPostId)
        ? post.parentPostId
        : null;
    children.set(parent, [...(children.get(parent) ?? []), post]);
  }
  const placed: PlacedPost[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const post of children.get(parent) ?? []) {
      if (seen.has(post.discussionPostId)) continue;
      seen.add(post.discussionPostId);
      placed.push({ post, depth });
      walk(post.discussionPostId, depth + 1);
    }
  };
  walk(null, 0);
  return placed;
}
