/**
 * The stored-XSS test's support request (tests/e2e/xss.e2e.ts, issue 28), filed by the nurse and
 * answered by the data administrator through the API: the subject carries a payload as text, the
 * description and the reply carry them as markup (the server's sanitiser must drop it) and escaped
 * (the request page must show them as text).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { MARK, XSS, escapeHtml } from "./xssPayloads";
import { apiPost } from "./sessionApi";

/** The request's subject: shown as text in the queue and the requester's list. */
export const SUPPORT_SUBJECT = `support-${MARK} ${XSS.svg}`;
/** A paragraph of the staff reply: the payload escaped, so the request page shows it as text. */
export const SUPPORT_REPLY_TEXT = `reply-${MARK} ${XSS.img}`;

/** Files the request as `requester` and answers it as `staff`; answers its id. */
export async function poisonSupportRequest(
  requester: Page,
  staff: Page,
): Promise<string> {
  const filed = await apiPost<{ data: { supportRequestId: string } }>(
    requester,
    "/support-requests",
    {
      subject: SUPPORT_SUBJECT,
      category: "other",
      description: `<p>description-${MARK}</p>${XSS.script}<p>${XSS.anchor} ${XSS.details}</p>${XSS.iframe}`,
      pageUrl: `/trips/all?${MARK}=${encodeURIComponent(XSS.quote)}`,
    },
  );
  expect(filed.status, JSON.stringify(filed.json)).toBe(201);
  const id = filed.json.data.supportRequestId;
  const reply = await apiPost(staff, "/support-replies", {
    supportRequestId: id,
    body: `<p>${escapeHtml(SUPPORT_REPLY_TEXT)}</p><p>${XSS.img}</p>`,
  });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return id;
}
