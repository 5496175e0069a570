import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

const discussions = { feature: FEATURES.discussions };
const signedIn = { read: {}, write: {} } as const;

/** Discussions (§2, issue 25): threads on records or free-standing, their posts and mentions. */
export const discussionsModule = defineModule({
  name: "discussions",
  feature: FEATURES.discussions,
  menu: [
    {
      key: "discussions",
      path: "/discussions",
      position: 70,
      gate: discussions,
    },
  ],
  // The workspace's threads go with this module's toggle too (the tab hides with it).
  moduleGates: {
    "/discussion": discussions,
    "/discussions": discussions,
    "/workspace/discussion": discussions,
    "/workspace/discussions": discussions,
  },
  pagesFolder: "discussions",
  pages: {
    list: { path: "/discussions", component: "DiscussionsPage" },
    byType: {
      path: "/discussions/:modelType",
      component: "DiscussionsByTypePage",
    },
    thread: {
      path: "/discussion/:modelType/:discussionId/:modelId?",
      component: "DiscussionPage",
    },
    workspaceList: {
      path: "/workspace/discussions/:workspaceId",
      component: "WorkspaceDiscussionsPage",
    },
    workspaceThread: {
      path: "/workspace/discussion/:workspaceId/:discussionId",
      component: "WorkspaceDiscussionPage",
    },
  },
  api: {
    prefix: "/discussions",
    idField: "discussionId",
    entity: "Discussion",
  },
  // Any signed-in user; inside, record reach decides which threads (server/discussions/reach.ts).
  access: signedIn,
});

/** A thread's posts (issue 25): /discussion-posts, searched by discussionId, oldest first. */
export const discussionPostsApiModule = defineModule({
  name: "discussion-posts",
  feature: FEATURES.discussions,
  api: {
    prefix: "/discussion-posts",
    idField: "discussionPostId",
    entity: "Post",
  },
  access: signedIn,
});
