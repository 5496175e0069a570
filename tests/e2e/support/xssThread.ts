/**
 * The stored-XSS test's discussion (tests/e2e/xss.e2e.ts, issue 25): a thread on the poisoned trip
 * whose title and post bodies carry the payloads, saved through the API. One post holds the payloads
 * as markup (the server's sanitiser must drop them), escaped as text (the page must show them as
 * text), inside a link and in a mention's attributes; the mention of the driver makes a notification
 * whose message carries them too.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { MARK, XSS, escapeHtml } from "./xssPayloads";
import { apiPost } from "./sessionApi";

/** The text the thread shows when its post is drawn (a payload, escaped, so shown as text). */
export const THREAD_TEXT = `thread-${MARK} ${XSS.img}`;

/** Saves the thread and its posts as `page`'s user; `mentionUserId` is mentioned in the second. */
export async function poisonThread(
  page: Page,
  tripId: string,
  mentionUserId: string,
): Promise<void> {
  const thread = await apiPost<{ data: { discussionId: string } }>(
    page,
    "/discussions",
    {
      title: `Thread ${XSS.svg}`,
      modelType: "trip",
      modelId: tripId,
      firstPost: `<p>${XSS.details}</p>${XSS.script}<p>${XSS.anchor}</p>${XSS.iframe}`,
    },
  );
  expect(thread.status, JSON.stringify(thread.json)).toBe(201);
  const mention =
    `<span data-type="mention" class="mention" data-kind="user" data-id="${mentionUserId}"` +
    ` data-label="${escapeHtml(XSS.quote)}" onmouseover="alert('${MARK}-mention')">@${XSS.svg}</span>`;
  const post = await apiPost(page, "/discussion-posts", {
    discussionId: thread.json.data.discussionId,
    body: `<p>${escapeHtml(THREAD_TEXT)}</p><p>${XSS.img} ${mention}</p>`,
  });
  expect(post.status, JSON.stringify(post.json)).toBe(201);
}
