/**
 * The stored-XSS test's knowledge article (tests/e2e/xss.e2e.ts, issue 27), saved by the system
 * administrator through the API and published for everyone: its title, summary and tags carry the
 * payloads as text, its body as markup (the server's sanitiser must drop it) and escaped (the reader
 * must show it as text). It is required for drivers (My day lists it) and tied to the poisoned trip's
 * facility (the trip pages' related guidance lists it).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { MARK, XSS, escapeHtml } from "./xssPayloads";
import { apiPost } from "./sessionApi";

/** The article's title: shown as text in lists, My day and the trip's related guidance. */
export const ARTICLE_TITLE = `article-${MARK} ${XSS.svg}`;
/** A paragraph of its body: the payload escaped, so the reader shows it as text. */
export const ARTICLE_TEXT = `body-${MARK} ${XSS.img}`;

/** Saves the article; answers its id and slug. */
export async function poisonArticle(
  admin: Page,
  facilityId: string,
): Promise<{ articleId: string; slug: string }> {
  const saved = await apiPost<{ data: { articleId: string; slug: string } }>(
    admin,
    "/articles",
    {
      title: ARTICLE_TITLE,
      summary: `summary-${MARK} ${XSS.script}`,
      body: `<p>${escapeHtml(ARTICLE_TEXT)}</p>${XSS.script}<p>${XSS.anchor} ${XSS.details}</p>${XSS.iframe}<p>${XSS.img}</p>`,
      tags: [`tag-${MARK}`],
      status: "published",
      requiredForRoles: ["driver"],
      conditions: { facilityIds: [facilityId] },
    },
  );
  expect(saved.status, JSON.stringify(saved.json)).toBe(201);
  return saved.json.data;
}
