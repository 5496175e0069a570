/** The discussion resources' names and row types (domain/schemas/discussion.ts) as the widgets use them. */
export type {
  Discussion as DiscussionRow,
  DiscussionPost as DiscussionPostRow,
  DiscussionUpsert,
} from "../../../domain/schemas/discussion";

export const DISCUSSIONS = "discussions";
export const DISCUSSION_POSTS = "discussion-posts";
