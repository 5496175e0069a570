/**
 * The stored proof of service (server/trips/signature.ts): a drawn PNG becomes the trip's
 * "signature" document in the caller's transaction; anything else is a 422 that stores nothing, and
 * a failed or rolled-back write leaves no file.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../server/auth/authUser";
import { toAuthUser } from "../../server/auth/authUser";
import type { Db } from "../../server/db/client";
import { tripDocuments } from "../../server/db/schema";
import { AppError } from "../../server/errors";
import {
  discardTripSignatureFiles,
  storeTripSignature,
} from "../../server/trips/signature";
import { as, get } from "./support/api";
import { buildUser } from "./support/factories";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { PDF_BYTES, PNG_BYTES } from "./support/vehicleFactories";

const PNG_URL = `data:image/png;base64,${PNG_BYTES.toString("base64")}`;
const JPEG_BYTES = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);

let t: TestApp;
let user: AuthUser;
let tripId: string;
beforeAll(async () => {
  t = await buildTestApp();
  user = toAuthUser(await buildUser(t.db, { role: "driver" }), "session");
  tripId = (await insertTrip(t.db)).id;
});
afterAll(() => t.close());

function storedFiles(): string[] {
  if (!fs.existsSync(t.uploadDir)) return [];
  return fs
    .readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const store = (png: string, trip = tripId) =>
  t.db.transaction((tx: Db) => storeTripSignature(t.app, tx, trip, png, user));

/** Runs a failing store and checks that neither a row nor a file was left behind. */
async function expectNothingStored(run: () => Promise<unknown>) {
  const rows = (await t.db.select().from(tripDocuments)).length;
  const files = storedFiles();
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  expect((await t.db.select().from(tripDocuments)).length).toBe(rows);
  expect(storedFiles()).toEqual(files);
  return error;
}

describe("storeTripSignature", () => {
  it("stores the PNG as the trip's signature document and returns its id", async () => {
    const id = await store(PNG_URL);
    const [row] = await t.db
      .select()
      .from(tripDocuments)
      .where(eq(tripDocuments.id, id));
    expect(row).toMatchObject({
      tripId,
      documentType: "signature",
      fileName: "signature.png",
      contentType: "image/png",
      sizeBytes: PNG_BYTES.length,
      uploadedByUserId: user.userId,
    });
    // Served like any trip document.
    const admin = (await as(t, "dataadmin")).headers;
    const content = await get(t, `/api/trips/documents/${id}/content`, admin);
    expect(content.statusCode).toBe(200);
    expect(content.headers["content-type"]).toBe("image/png");
    expect(content.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it.each([
    [
      "a JPEG labelled as a PNG",
      `data:image/png;base64,${JPEG_BYTES.toString("base64")}`,
    ],
    [
      "a PDF labelled as a PNG",
      `data:image/png;base64,${PDF_BYTES.toString("base64")}`,
    ],
    ["bytes of nothing", "data:image/png;base64,AAAAAAAA"],
    [
      "another data URL",
      `data:image/jpeg;base64,${JPEG_BYTES.toString("base64")}`,
    ],
    ["no data URL at all", "not a signature"],
  ])("refuses %s with a 422 on the signature field", async (_name, url) => {
    const error = await expectNothingStored(() => store(url));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 422,
      message: "Draw the signature again.",
    });
  });

  it("removes the file when the row cannot be written", async () => {
    // No such trip: the foreign key refuses the row.
    await expectNothingStored(() => store(PNG_URL, randomUUID()));
  });

  it("lets the caller remove the file when its transaction rolls back later", async () => {
    let used: Db | null = null;
    await expectNothingStored(async () => {
      try {
        await t.db.transaction(async (tx: Db) => {
          used = tx;
          await storeTripSignature(t.app, tx, tripId, PNG_URL, user);
          throw new Error("a later step failed");
        });
      } catch (e) {
        if (used) await discardTripSignatureFiles(t.app, used);
        throw e;
      }
    });
  });
});
