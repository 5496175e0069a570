/**
 * What the signature step draws (resources/trips/SignaturePadField.tsx) and so what a "signature"
 * trip document may be (issue 21): a PNG no larger than the pad. The pad is SIGNATURE_PAD.cssHeight
 * CSS pixels high and at most as wide as the step's dialog (MUI's "sm", 600 CSS pixels, or a phone's
 * screen narrower than that), drawn at a device pixel ratio of at most SIGNATURE_PAD.maxPixelRatio.
 * The same check guards the drawn signature of the "complete" step and an uploaded one, so a
 * "signature" is never a PDF, a photo or an oversized image. Zod-free: the client imports it.
 */

export const SIGNATURE_PAD = {
  cssHeight: 200,
  /** MUI's "sm" breakpoint: the dialog's widest, and a phone's full screen is narrower. */
  maxCssWidth: 600,
  /** Sharp on high-density phones, but capped: a 3x canvas triples the PNG for no legible gain. */
  maxPixelRatio: 2,
} as const;

export const SIGNATURE_MAX_WIDTH_PX =
  SIGNATURE_PAD.maxCssWidth * SIGNATURE_PAD.maxPixelRatio;
export const SIGNATURE_MAX_HEIGHT_PX =
  SIGNATURE_PAD.cssHeight * SIGNATURE_PAD.maxPixelRatio;
/**
 * A drawn signature on a white background compresses to tens of kilobytes; this bound is far above
 * it and well under the general document limit.
 */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

export const SIGNATURE_FILE_MESSAGES = {
  wrongType: "A signature must be a PNG image drawn in the signature step.",
  tooLarge: `A signature image must be at most ${SIGNATURE_MAX_BYTES / 1024} KB.`,
  retype:
    "A document cannot become a signature: upload the signature's image as one.",
  dimensions: `A signature image must be at most ${SIGNATURE_MAX_WIDTH_PX}×${SIGNATURE_MAX_HEIGHT_PX} pixels.`,
} as const;
export type SignatureProblem = Exclude<
  keyof typeof SIGNATURE_FILE_MESSAGES,
  "retype"
>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The width and height a PNG's first chunk declares (IHDR, which the format puts first), or null
 * when the bytes do not start as a PNG does.
 */
export function pngDimensions(
  head: Uint8Array,
): { width: number; height: number } | null {
  if (head.length < 24 || PNG_SIGNATURE.some((b, i) => head[i] !== b))
    return null;
  const ihdr = String.fromCharCode(...head.subarray(12, 16));
  if (ihdr !== "IHDR") return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * What keeps a file from being a signature, or null: `mime` is what the bytes were sniffed as (never
 * what the client claimed), `head` the file's first bytes, `sizeBytes` its whole size.
 */
export function signatureProblem(file: {
  mime: string | undefined;
  head: Uint8Array;
  sizeBytes: number;
}): SignatureProblem | null {
  const dimensions = pngDimensions(file.head);
  if (file.mime !== "image/png" || !dimensions) return "wrongType";
  if (file.sizeBytes > SIGNATURE_MAX_BYTES) return "tooLarge";
  const { width, height } = dimensions;
  if (
    width < 1 ||
    height < 1 ||
    width > SIGNATURE_MAX_WIDTH_PX ||
    height > SIGNATURE_MAX_HEIGHT_PX
  )
    return "dimensions";
  return null;
}
