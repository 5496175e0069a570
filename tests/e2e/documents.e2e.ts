/**
 * The document library in a real browser (issue 26): the nurse uploads three files at once into the
 * discharge workspace over a slowed upload link (each file's progress shown), finds one by a word
 * that is only inside its PDF (the snippet marks it), previews the PDF, uploads a second version and
 * downloads the first, whose bytes are the ones uploaded.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as M } from "../../custom-pages/documents/messages";
import { pagePath } from "../../domain/modules/defineModule";
import { documentsModule } from "../../domain/modules/documents";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP } from "./support/contexts";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiPost } from "./support/sessionApi";
import { SLOW, waitForText } from "./support/tripSteps";

/** A word no demo file holds: found only inside the uploaded PDF. */
const WORD = "zephyrine";
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [k, v]) => out.replace(`%{${k}}`, String(v)),
    text,
  );

function pdfWith(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 50 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica").fontSize(12).text(text);
  doc.end();
  return done;
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let nurse: Page;
let workspaceId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
  nurse = await context.newPage();
  await signInThroughApi(nurse, server.url, "nurse@example.com");
  const found = await apiPost<{ data: { workspaceId: string } }>(
    nurse,
    "/workspaces/get-workspace-by-code",
    { workspaceCode: "DISCHARGE" },
  );
  expect(found.status).toBe(200);
  workspaceId = found.json.data.workspaceId;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the document library", () => {
  it("uploads three files into a workspace, finds one by a word inside it, previews it, and keeps its first version", async () => {
    const first = await pdfWith(
      `Wound care hand-over: keep the ${WORD} dressing dry for two days.`,
    );
    // The large file makes the progress visible on the slowed link.
    const large = Buffer.from("Discharge checklist\n".repeat(60_000));
    const rota = Buffer.from("date,coordinator\n2026-12-01,Nora Nurse\n");

    await nurse.goto(
      server.url +
        pagePath(documentsModule.pages.workspace.path, { workspaceId }),
    );
    await nurse.getByRole("tab", { name: "Documents", selected: true }).waitFor(SLOW); // prettier-ignore
    // About 1 MB of uploads at 300 kB/s: each file's bar moves through its percentages.
    const cdp = await context.newCDPSession(nurse);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });

    await nurse.getByRole("button", { name: M.uploadButton }).first().click(); // prettier-ignore
    const dialog = nurse.getByRole("dialog", { name: M.upload.titleInto });
    await dialog.getByLabel(M.upload.choose).setInputFiles([
      { name: "wound-care.pdf", mimeType: "application/pdf", buffer: first },
      { name: "checklist.txt", mimeType: "text/plain", buffer: large },
      { name: "rota.csv", mimeType: "text/csv", buffer: rota },
    ]);
    await dialog.getByRole("button", { name: M.upload.submit, exact: true }).click(); // prettier-ignore
    const bar = dialog.getByRole("progressbar", {
      name: fill(M.upload.progressOf, { name: "checklist.txt" }),
    });
    // Part of the way: neither nothing nor all of it.
    await expect
      .poll(
        async () => Number((await bar.getAttribute("aria-valuenow")) ?? 0),
        SLOW,
      ) // prettier-ignore
      .toBeGreaterThan(0);
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    await waitForText(nurse, fill(M.upload.done.split(" |||| ")[1], { smart_count: 3 })); // prettier-ignore
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Found by the word inside the PDF, the word marked in the snippet.
    await nurse.getByRole("searchbox", { name: M.filters.search }).fill(WORD);
    const table = nurse.getByRole("table", { name: M.listLabel });
    await table.locator("mark", { hasText: WORD }).waitFor(SLOW);
    expect(await table.getByRole("row").count()).toBe(2); // header + the one match
    await table.getByRole("link", { name: "wound-care" }).click();

    // The preview: the PDF in the page, its first version listed.
    await nurse.locator(`iframe[title="${fill(M.preview.label, { name: "wound-care" })}"]`).waitFor(SLOW); // prettier-ignore
    const second = await pdfWith("Wound care hand-over, revised.");
    await nurse.getByLabel(M.newVersion.button).setInputFiles({
      name: "wound-care-v2.pdf",
      mimeType: "application/pdf",
      buffer: second,
    });
    await waitForText(nurse, M.newVersion.done);
    const versions = nurse.getByRole("table", { name: M.versions.title });
    await versions.getByRole("row").nth(2).waitFor(SLOW);
    // The page re-reads the document and its new file: the first version's button once it settles.
    await versions
      .getByRole("cell", { name: "wound-care-v2.pdf" })
      .waitFor(SLOW);
    await nurse.waitForLoadState("networkidle");
    const firstVersion = versions.getByRole("button", {
      name: fill(M.versions.download, { version: 1 }),
    });
    await firstVersion.scrollIntoViewIfNeeded();

    const [download] = await Promise.all([
      nurse.waitForEvent("download", SLOW),
      firstVersion.click(),
    ]);
    expect(download.suggestedFilename()).toBe("wound-care.pdf");
    const bytes = fs.readFileSync((await download.path())!);
    expect(sha256(bytes)).toBe(sha256(first));
  });
});
