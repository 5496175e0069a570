/**
 * Issue 21: a "signature" trip document is only ever an image the signature step could have drawn
 * (domain/signatureImage.ts): a PNG by its bytes, within the size and the pad's dimensions, whether
 * it is drawn in the "complete" step, uploaded, or an existing document re-typed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SIGNATURE_FILE_MESSAGES as SM,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_HEIGHT_PX,
  SIGNATURE_MAX_WIDTH_PX,
} from "../../domain/signatureImage";
import type { AuthUser } from "../../server/auth/authUser";
import { toAuthUser } from "../../server/auth/authUser";
import type { Db } from "../../server/db/client";
import { storeTripSignature } from "../../server/trips/signature";
import type { Headers, Res } from "./support/api";
import { as, post } from "./support/api";
import { buildUser } from "./support/factories";
import { makePng } from "./support/pngFactory";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import type { UploadFile } from "./support/vehicleFactories";
import { multipartBody, PDF_BYTES } from "./support/vehicleFactories";

const JPEG_BYTES = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);

let t: TestApp;
let dispatch: Headers;
let user: AuthUser;
let tripId: string;

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = (await as(t, "dataadmin")).headers;
  user = toAuthUser(await buildUser(t.db, { role: "driver" }), "session");
  tripId = (await insertTrip(t.db)).id;
});
afterAll(() => t.close());

function upload(documentType: string, file: UploadFile): Promise<Res> {
  return multipartBody({ tripId, documentType }, file).then((body) =>
    t.app.inject({
      method: "POST",
      url: "/api/trips/documents/upload",
      headers: { ...dispatch, "content-type": body.contentType },
      payload: body.payload,
    }),
  );
}

const png = (bytes: Buffer, name = "signature.png"): UploadFile => ({
  name,
  type: "image/png",
  bytes,
});

/** The image the pad draws on a high-density phone: 2× its CSS size. */
const PAD_PNG = makePng(SIGNATURE_MAX_WIDTH_PX, SIGNATURE_MAX_HEIGHT_PX);

const expectRefused = (res: Res, message: string) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({
    code: 422,
    message,
    errors: [{ field: "file", message }],
  });
};

describe("an uploaded signature", () => {
  it("is taken when it is a PNG the pad could have drawn", async () => {
    const res = await upload("signature", png(PAD_PNG));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      documentType: "signature",
      contentType: "image/png",
    });
  });

  it("is refused as a PDF, a JPEG, or a PNG in a PDF's clothing", async () => {
    expectRefused(
      await upload("signature", {
        name: "s.pdf",
        type: "application/pdf",
        bytes: PDF_BYTES,
      }),
      SM.wrongType,
    );
    expectRefused(
      await upload("signature", {
        name: "s.jpg",
        type: "image/jpeg",
        bytes: JPEG_BYTES,
      }),
      SM.wrongType,
    );
    expectRefused(
      await upload("signature", png(PDF_BYTES, "s.png")),
      SM.wrongType,
    );
  });

  it("is refused larger than the pad or than its size bound", async () => {
    expectRefused(
      await upload(
        "signature",
        png(makePng(SIGNATURE_MAX_WIDTH_PX + 1, SIGNATURE_MAX_HEIGHT_PX)),
      ),
      SM.dimensions,
    );
    expectRefused(
      await upload("signature", png(makePng(100, SIGNATURE_MAX_HEIGHT_PX + 1))),
      SM.dimensions,
    );
    // Noise does not compress: a pad-sized image far heavier than any drawn signature.
    const heavy = makePng(
      SIGNATURE_MAX_WIDTH_PX,
      SIGNATURE_MAX_HEIGHT_PX,
      true,
    );
    expect(heavy.length).toBeGreaterThan(SIGNATURE_MAX_BYTES);
    expectRefused(await upload("signature", png(heavy)), SM.tooLarge);
  });

  it("leaves other document types as they were: a PDF receipt is taken", async () => {
    const res = await upload("receipt", {
      name: "r.pdf",
      type: "application/pdf",
      bytes: PDF_BYTES,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("re-typing a document as a signature", () => {
  it("is refused (422): a signature is drawn or uploaded as one", async () => {
    const receipt = await upload("receipt", {
      name: "r.pdf",
      type: "application/pdf",
      bytes: PDF_BYTES,
    });
    const id = receipt.json().data.tripDocumentId as string;
    const res = await post(
      t,
      "/api/trips/documents",
      { tripDocumentId: id, documentType: "signature", fileName: "r.pdf" },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "documentType", message: SM.retype },
    ]);
  });
});

describe("the drawn signature of the complete step", () => {
  const store = (bytes: Buffer) =>
    t.db.transaction((tx: Db) =>
      storeTripSignature(
        t.app,
        tx,
        tripId,
        `data:image/png;base64,${bytes.toString("base64")}`,
        user,
      ),
    );

  it("is refused larger than the pad, on the signature field", async () => {
    const error = await store(
      makePng(SIGNATURE_MAX_WIDTH_PX * 2, SIGNATURE_MAX_HEIGHT_PX),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      statusCode: 422,
      errors: [{ field: "signature", message: SM.dimensions }],
    });
  });

  it("is taken at the pad's size", async () => {
    await expect(store(PAD_PNG)).resolves.toEqual(expect.any(String));
  });
});
