/**
 * The stored-XSS test's library documents (tests/e2e/xss.e2e.ts, issue 26), uploaded on the poisoned
 * trip by the nurse through the API: a text file whose title, tags, description and words carry the
 * payloads (the preview shows the file as text), and a CSV whose cells do (the preview draws a table).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { MARK, XSS } from "./xssPayloads";

/** What the text file's preview shows (its first line). */
export const DOCUMENT_TEXT = `document-${MARK} ${XSS.img}`;
/** A cell of the CSV's preview table. */
export const CSV_CELL = `cell-${MARK}`;

async function upload(
  page: Page,
  fields: Record<string, string>,
  file: { name: string; type: string; text: string },
): Promise<string> {
  const answer = await page.evaluate(
    async ([f, upload]) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(f)) form.append(k, v);
      form.append(
        "file",
        new Blob([upload.text], { type: upload.type }),
        upload.name,
      );
      const user = JSON.parse(sessionStorage.getItem("user") ?? "{}") as {
        userId?: string;
      };
      const res = await fetch("/api/documents/upload", {
        method: "POST",
        headers: {
          authorization: `Bearer ${sessionStorage.getItem("token")}`,
          "x-user-id": user.userId ?? "",
        },
        body: form,
      });
      return {
        status: res.status,
        json: (await res.json()) as { data?: { documentId: string } },
      };
    },
    [fields, file] as const,
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.data!.documentId;
}

/** Uploads both files on the trip; answers their ids (text first). */
export async function poisonDocuments(page: Page, tripId: string) {
  const on = { modelType: "trip", modelId: tripId };
  const text = await upload(
    page,
    {
      ...on,
      title: `Document ${XSS.svg}`,
      tags: `${XSS.quote}, tag-${MARK}`,
      description: `<p>${XSS.details}</p>${XSS.script}<p>${XSS.anchor}</p>`,
    },
    {
      name: `notes-${MARK}.txt`,
      type: "text/plain",
      text: `${DOCUMENT_TEXT}\n${XSS.iframe}\n`,
    },
  );
  const csv = await upload(
    page,
    { ...on, title: `Sheet ${XSS.img}` },
    {
      name: "sheet.csv",
      type: "text/csv",
      text: `name,note\n${CSV_CELL},"${XSS.svg.replace(/"/g, '""')}"\n"${XSS.script}",${XSS.img}\n`,
    },
  );
  return { text, csv };
}
