/**
 * The text extractor's thread (issue 26): pdf.js (through unpdf's serverless build, which runs
 * pdf.js without a worker of its own) parses a 200-page PDF for seconds, which on the main thread
 * would stop every other request. One request in, one answer out, in order. Started by
 * ./textExtraction.ts; the file is read here, so its bytes never cross threads.
 */
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";
import type { ExtractionAnswer, ExtractionRequest } from "./textExtraction";
import { MAX_TEXT_CHARS, normalizeText } from "./textNormalize";

const port = parentPort;
if (!port) throw new Error("The text extractor runs in a worker thread.");

/** Page by page, stopping once the cap is reached: a 5,000-page PDF need not be read to its end. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  // Verbosity 0: pdf.js's warnings about a broken file would go to the console, with its content.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // As unpdf's own extractText joins them: pdf.js gives the spaces between words as text.
      const pageText = normalizeText(
        content.items
          .map((item) =>
            "str" in item ? item.str + (item.hasEOL ? "\n" : "") : "",
          )
          .join(""),
      );
      page.cleanup();
      if (!pageText) continue;
      pages.push(pageText);
      length += pageText.length + 1;
      if (length > MAX_TEXT_CHARS) break;
    }
    return normalizeText(pages.join(" "));
  } finally {
    await pdf.destroy();
  }
}

async function extract({
  filePath,
  kind,
}: ExtractionRequest): Promise<ExtractionAnswer> {
  try {
    const bytes = await readFile(filePath);
    if (kind === "text")
      // Not fatal: the upload's UTF-8 rule (./textRule.ts) already refused a file that is not.
      return { text: normalizeText(new TextDecoder("utf-8").decode(bytes)) };
    return { text: await pdfText(new Uint8Array(bytes)) };
  } catch (error) {
    // The error's name only (InvalidPDFException, PasswordException...): a message may quote the file.
    return { text: "", failure: error instanceof Error ? error.name : "error" };
  }
}

port.on("message", (request: ExtractionRequest) => {
  void extract(request).then((answer) => port.postMessage(answer));
});
