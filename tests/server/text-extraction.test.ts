/**
 * The document library's text (issue 26): a PDF's or a text file's text extracted on a worker thread
 * (server/documents/textExtraction.ts), normalized for storage, "" whenever there is none to have;
 * and the UTF-8 rule a file sent as text must meet (server/documents/textRule.ts).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance as perfHooks } from "node:perf_hooks";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  configureExtractionThreads,
  extractText,
} from "../../server/documents/textExtraction";
import {
  MAX_TEXT_CHARS,
  normalizeText,
} from "../../server/documents/textNormalize";
import { isCleanText } from "../../server/documents/textRule";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "text-extraction-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A file in the test's folder. */
async function file(name: string, content: string | Buffer): Promise<string> {
  const filePath = path.join(dir, name);
  await writeFile(filePath, content);
  return filePath;
}

/** A PDF whose pages hold these texts ("" for a page without text; null for one with a drawing only). */
async function pdf(name: string, pages: (string | null)[]): Promise<string> {
  const doc = new PDFDocument({ size: "LETTER", margin: 50 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  pages.forEach((text, index) => {
    if (index > 0) doc.addPage();
    if (text === null) doc.rect(100, 100, 200, 100).fill("#336699");
    else if (text) doc.font("Helvetica").fontSize(10).text(text);
  });
  doc.end();
  return file(name, await done);
}

describe("extractText", () => {
  it("reads the text of every page of a PDF", async () => {
    const filePath = await pdf("three-pages.pdf", [
      "Ambulance",
      "",
      "Wheelchair",
    ]);
    const text = await extractText(filePath, "application/pdf");
    expect(text).toContain("Ambulance");
    expect(text).toContain("Wheelchair");
    expect(text.indexOf("Ambulance")).toBeLessThan(text.indexOf("Wheelchair"));
  });

  it("extracts a 200-page PDF off the main thread, which keeps turning", async () => {
    const line = "The quick brown fox jumps over the lazy dog near the depot. ";
    const pages = Array.from(
      { length: 200 },
      (_, i) => `Page${i + 1} ${line.repeat(40)}`,
    );
    const filePath = await pdf("long.pdf", pages);

    let ticks = 0;
    const interval = setInterval(() => ticks++, 10);
    const started = performance.now();
    const loopBefore = perfHooks.eventLoopUtilization();
    let text: string;
    try {
      text = await extractText(filePath, "application/pdf");
    } finally {
      clearInterval(interval);
    }
    const elapsed = performance.now() - started;
    const loop = perfHooks.eventLoopUtilization(loopBefore);

    expect(text).toContain("Page1 ");
    expect(text).toContain("Page200 ");
    // pdf.js takes seconds for these pages, and the timers kept firing meanwhile.
    expect(elapsed).toBeGreaterThan(200);
    expect(ticks).toBeGreaterThanOrEqual(20);
    // pdf.js yields between pages, so the ticks alone would not tell where it ran: the main loop's
    // busy share does (about 0.02 here; 0.9 with pdf.js on the main thread).
    expect(loop.utilization).toBeLessThan(0.5);
  });

  it("answers '' for a broken PDF, one without text, and a missing file", async () => {
    const broken = await file("broken.pdf", "%PDF-1.4 garbage");
    const drawing = await pdf("drawing.pdf", [null]);
    const log = { warn: vi.fn() };
    expect(await extractText(broken, "application/pdf", log)).toBe("");
    expect(await extractText(drawing, "application/pdf", log)).toBe("");
    expect(
      await extractText(path.join(dir, "absent.pdf"), "application/pdf", log),
    ).toBe("");
    // The broken one and the missing one failed, and said so by the kind of error only.
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]?.[0]).toEqual({
      failure: "InvalidPDFException",
      contentType: "application/pdf",
    });
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(dir);
  });

  it("reads a text or CSV file as UTF-8, whitespace folded", async () => {
    const filePath = await file(
      "notes.txt",
      "\uFEFF  Trip   notes:\r\n\r\n\tpick-up at 9\u00A0am — café  ",
    );
    expect(await extractText(filePath, "text/plain")).toBe(
      "Trip notes: pick-up at 9 am — café",
    );
    expect(await extractText(filePath, "text/plain; charset=utf-8")).toBe(
      "Trip notes: pick-up at 9 am — café",
    );
    const csv = await file("rows.csv", "name,city\nAda,Boston\n");
    expect(await extractText(csv, "text/csv")).toBe("name,city Ada,Boston");
  });

  it("removes control characters, the snippet marks among them", async () => {
    const filePath = await file(
      "controls.txt",
      "a\u0000b\u0002c\u0003d\u000Be\u000Cf\u001Fg\u007Fh\u0085i",
    );
    const text = await extractText(filePath, "text/plain");
    expect(text).toBe("abcd e fghi");
    // eslint-disable-next-line no-control-regex -- the characters that must not remain
    expect(text).not.toMatch(/[\u0000-\u001F]/);
  });

  it("caps the text at 500,000 characters", async () => {
    const filePath = await file("long.txt", "word ".repeat(150_000));
    const text = await extractText(filePath, "text/plain");
    expect(MAX_TEXT_CHARS).toBe(500_000);
    expect(text.length).toBe(499_999); // the cut falls on a space, trimmed
    expect(text.startsWith("word word")).toBe(true);
  });

  it("never cuts a surrogate pair in two, nor keeps a lone one", () => {
    expect(normalizeText("ab😀c", 3)).toBe("ab");
    expect(normalizeText("ab😀c", 4)).toBe("ab😀");
    expect(normalizeText("x\uD800y")).toBe("x\uFFFDy");
  });

  it("answers '' for another content type, without reading the file", async () => {
    const filePath = await file("picture.png", "not really a picture");
    expect(await extractText(filePath, "image/png")).toBe("");
    expect(await extractText(path.join(dir, "absent"), "image/png")).toBe("");
  });

  it("answers '' when the queue is full", async () => {
    const filePath = await file("queued.txt", "queued words");
    const log = { warn: vi.fn() };
    configureExtractionThreads({ concurrency: 1, maxWaiting: 0 });
    try {
      const [first, second] = await Promise.all([
        extractText(filePath, "text/plain", log),
        extractText(filePath, "text/plain", log),
      ]);
      expect(first).toBe("queued words");
      expect(second).toBe("");
      expect(log.warn).toHaveBeenCalledWith(
        { failure: "queue full", contentType: "text/plain" },
        "text extraction failed",
      );
    } finally {
      configureExtractionThreads({ concurrency: 1, maxWaiting: 32 });
    }
  });
});

describe("isCleanText", () => {
  // A read stream's chunks are 64 KiB.
  const CHUNK = 64 * 1024;

  it("accepts ASCII and a UTF-8 BOM", async () => {
    expect(
      await isCleanText(await file("ascii.txt", "plain, old text\n")),
    ).toBe(true);
    expect(
      await isCleanText(await file("bom.txt", Buffer.from("\uFEFFwith a BOM"))),
    ).toBe(true);
  });

  it("accepts a multi-byte character split across two chunks", async () => {
    for (const [name, char] of [
      ["two-bytes.txt", "é"],
      ["three-bytes.txt", "€"],
      ["four-bytes.txt", "😀"],
    ]) {
      // The character's first byte is the first chunk's last.
      const bytes = Buffer.concat([
        Buffer.alloc(CHUNK - 1, "a"),
        Buffer.from(`${char}${"b".repeat(1000)}`),
      ]);
      expect(await isCleanText(await file(name, bytes))).toBe(true);
    }
  });

  it("refuses invalid UTF-8, even at the end or past the first chunk", async () => {
    const invalid = Buffer.from([0x61, 0xc3, 0x28, 0x62]);
    expect(await isCleanText(await file("invalid.txt", invalid))).toBe(false);
    const unfinished = Buffer.from([0x61, 0xe2, 0x82]);
    expect(await isCleanText(await file("unfinished.txt", unfinished))).toBe(
      false,
    );
    const late = Buffer.concat([Buffer.alloc(CHUNK + 10, "a"), invalid]);
    expect(await isCleanText(await file("late.txt", late))).toBe(false);
  });

  it("refuses a NUL byte", async () => {
    expect(
      await isCleanText(await file("nul.txt", Buffer.from([0x61, 0x00, 0x62]))),
    ).toBe(false);
    const late = Buffer.concat([
      Buffer.alloc(CHUNK * 2, "a"),
      Buffer.from([0]),
    ]);
    expect(await isCleanText(await file("late-nul.txt", late))).toBe(false);
  });
});
