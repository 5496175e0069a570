/**
 * The signed-in user's mention email digest (issue 25), beside the profile calls of ./authApi.ts:
 *
 * | method                   | call                                   |
 * | ------------------------ | -------------------------------------- |
 * | `mentionDigest()`        | `GET /auth/profile/mention-digest`     |
 * | `setMentionDigest(after)`| `POST /auth/profile/mention-digest`    |
 */
import type { MentionDigestSetting } from "../domain/schemas/mentionDigest";
import type { Envelope } from "../domain/schemas/search";
import { apiRequest } from "./httpClient";

const PATH = "/auth/profile/mention-digest";

export const mentionDigest = () =>
  apiRequest<Envelope<MentionDigestSetting>>(PATH);

/** null turns the digest off. */
export const setMentionDigest = (
  afterMinutes: MentionDigestSetting["afterMinutes"],
) =>
  apiRequest<Envelope<MentionDigestSetting>>(PATH, {
    method: "POST",
    body: { afterMinutes },
  });
