/**
 * Discussions' calls beyond §7's four (issue 25), typed custom methods. Threads and posts themselves
 * go through the generic four ("discussions", "discussion-posts").
 *
 * | Method                | Call                                                                   |
 * |-----------------------|------------------------------------------------------------------------|
 * | markDiscussionRead    | POST /discussions/{id}/read                                            |
 * | discussionMentionable | POST /discussions/mentionable {discussionId?, modelType?, modelId?, searchTerm} |
 */
import { discussionsModule } from "../domain/modules/discussions";
import type { MentionItem } from "../domain/richText";
import type { MentionableRequest } from "../domain/schemas/discussion";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export type MentionableQuery = MentionableRequest;

export interface DiscussionMethods {
  /** Marks the thread read for the caller (its unread mark goes). */
  markDiscussionRead(discussionId: string): Promise<void>;
  /** Up to 20 users (and workspaces) the thread's readers may mention. */
  discussionMentionable(query: MentionableQuery): Promise<MentionItem[]>;
}

export function discussionMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): DiscussionMethods {
  const base = () => `${apiUrl}${discussionsModule.api.prefix}`;
  return {
    async markDiscussionRead(discussionId) {
      await httpClient<Envelope<unknown>>(
        `${base()}/${encodeURIComponent(discussionId)}/read`,
        { method: "POST", body: {} },
      );
    },
    async discussionMentionable(query) {
      const answer = await httpClient<Envelope<MentionItem[]>>(
        `${base()}/mentionable`,
        { method: "POST", body: query },
      );
      return answer.data;
    },
  };
}
