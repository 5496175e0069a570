/**
 * The rule a file sent as text (.txt, .csv...) must meet (issue 26): valid UTF-8 throughout and no
 * NUL byte, so a binary renamed .txt is refused (422 notText) instead of stored and served as text.
 * Read as a stream: a 25 MB file is never held whole, and a character split across two chunks is
 * decoded whole (the decoder keeps the bytes of an unfinished one for the next chunk). A UTF-8 BOM
 * is fine: it is valid UTF-8.
 */
import { createReadStream } from "node:fs";

/** The decoder's error for bytes that are not UTF-8. */
const NOT_UTF8 = "ERR_ENCODING_INVALID_ENCODED_DATA";

/** Whether the file is valid UTF-8 without a NUL byte. A file that cannot be read rejects. */
export async function isCleanText(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const stream = createReadStream(filePath);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    // The end: a character left unfinished by the last byte is invalid too.
    decoder.decode();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_UTF8) return false;
    throw error;
  } finally {
    stream.destroy();
  }
}
