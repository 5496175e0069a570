/** Vehicle documents through the generic calls: search, re-type, delete (with its file), 404s. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VehicleDocument } from "../../domain/schemas/vehicleDocument";
import { vehicleDocuments } from "../../server/db/schema";
import {
  cleanFileName,
  contentDispositionHeader,
} from "../../server/storage/contentDisposition";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import {
  buildVehicle,
  PDF_BYTES,
  PNG_BYTES,
  upload,
} from "./support/vehicleFactories";

let t: TestApp;
let dataadmin: Headers;
let driver: Headers;
let vehicleA: string;
let vehicleB: string;
let all: VehicleDocument[];

const PREFIX = "/vehicles/documents";

beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
  driver = (await as(t, "driver")).headers;
  vehicleA = (await buildVehicle(t.db)).id;
  vehicleB = (await buildVehicle(t.db)).id;
  const files: [string, string, string][] = [
    [vehicleA, "registration", "b-registration.pdf"],
    [vehicleA, "insurance_card", "d-card.png"],
    [vehicleA, "inspection", "a-inspection.pdf"],
    [vehicleB, "registration", "c-registration.pdf"],
    [vehicleB, "other", "e-photo.png"],
  ];
  for (const [vehicleId, documentType, name] of files) {
    const png = name.endsWith(".png");
    const res = await upload(
      t,
      dataadmin,
      { vehicleId, documentType },
      { name, bytes: png ? PNG_BYTES : PDF_BYTES },
    );
    expect(res.statusCode, res.body).toBe(201);
  }
  all = (await search<VehicleDocument>(t, PREFIX, dataadmin, { pageSize: 100 }))
    .data;
});
afterAll(() => t.close());

const ids = (rows: VehicleDocument[]) =>
  rows.map((d) => d.vehicleDocumentId).sort();

const fileOf = async (id: string) => {
  const [row] = await t.db
    .select()
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.id, id));
  const key = row.storageKey;
  return path.join(t.uploadDir, "files", key.slice(0, 2), key);
};

describe("search", () => {
  it("filters by vehicle and by document type", async () => {
    const ofA = await search<VehicleDocument>(t, PREFIX, dataadmin, {
      vehicleId: vehicleA,
    });
    expect(ids(ofA.data)).toEqual(
      ids(all.filter((d) => d.vehicleId === vehicleA)),
    );
    expect(ofA.total).toBe(3);
    const registrations = await search<VehicleDocument>(t, PREFIX, dataadmin, {
      documentType: "registration",
    });
    expect(registrations.data.map((d) => d.fileName).sort()).toEqual([
      "b-registration.pdf",
      "c-registration.pdf",
    ]);
    const both = await search<VehicleDocument>(t, PREFIX, dataadmin, {
      vehicleId: vehicleB,
      documentType: "registration",
    });
    expect(both.data.map((d) => d.fileName)).toEqual(["c-registration.pdf"]);
    const term = await search<VehicleDocument>(t, PREFIX, dataadmin, {
      searchTerm: "PHOTO",
    });
    expect(term.data.map((d) => d.fileName)).toEqual(["e-photo.png"]);
  });

  it("sorts by fileName, documentType and createdAt, both ways", async () => {
    const order = async (sortBy: string, sortDescending: boolean) =>
      (
        await search<VehicleDocument>(t, PREFIX, dataadmin, {
          sortBy,
          sortDescending,
        })
      ).data.map((d) => d.fileName);
    const byName = [
      "a-inspection.pdf",
      "b-registration.pdf",
      "c-registration.pdf",
      "d-card.png",
      "e-photo.png",
    ];
    expect(await order("fileName", false)).toEqual(byName);
    expect(await order("fileName", true)).toEqual([...byName].reverse());
    const byType = [...all]
      .sort(
        (a, b) =>
          a.documentType.localeCompare(b.documentType) ||
          (a.vehicleDocumentId < b.vehicleDocumentId ? -1 : 1),
      )
      .map((d) => d.fileName);
    expect(await order("documentType", false)).toEqual(byType);
    expect(await order("documentType", true)).toEqual([...byType].reverse());
    const byCreated = [...all]
      .sort(
        (a, b) =>
          a.createdAt.localeCompare(b.createdAt) ||
          (a.vehicleDocumentId < b.vehicleDocumentId ? -1 : 1),
      )
      .map((d) => d.fileName);
    expect(await order("createdAt", false)).toEqual(byCreated);
    expect(await order("createdAt", true)).toEqual([...byCreated].reverse());
  });

  it("is readable by a driver, refused to a nurse, 401 without a session", async () => {
    const first = all[0].vehicleDocumentId;
    expect((await get(t, `/api${PREFIX}/${first}`, driver)).statusCode).toBe(
      200,
    );
    await search(t, PREFIX, driver, { vehicleId: vehicleA });
    const nurse = (await as(t, "nurse")).headers;
    expectError(await post(t, `/api${PREFIX}/search`, {}, nurse), 403);
    expectError(await get(t, `/api${PREFIX}/${first}/content`, nurse), 403);
    expectError(await get(t, `/api${PREFIX}/${first}/content`), 401);
    expectError(await post(t, `/api${PREFIX}/search`, {}), 401);
  });
});

describe("re-typing and renaming", () => {
  it("updates type and name of an uploaded document; never creates one", async () => {
    const doc = all.find((d) => d.fileName === "e-photo.png")!;
    const res = await post(
      t,
      `/api${PREFIX}`,
      {
        vehicleDocumentId: doc.vehicleDocumentId,
        documentType: "inspection",
        fileName: "Inspection photo.png",
      },
      dataadmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: "Vehicle Document updated.",
      data: {
        documentType: "inspection",
        fileName: "Inspection photo.png",
        sha256: doc.sha256,
      },
    });
    expectError(
      await post(
        t,
        `/api${PREFIX}`,
        { documentType: "other", fileName: "x.pdf" },
        dataadmin,
      ),
      422,
      "vehicleDocumentId: This field is required.",
      [{ field: "vehicleDocumentId", message: "This field is required." }],
    );
    expectError(
      await post(
        t,
        `/api${PREFIX}`,
        {
          vehicleDocumentId: randomUUID(),
          documentType: "other",
          fileName: "x",
        },
        dataadmin,
      ),
      404,
      "Vehicle Document not found.",
    );
    expectError(
      await post(
        t,
        `/api${PREFIX}`,
        {
          vehicleDocumentId: doc.vehicleDocumentId,
          documentType: "other",
          fileName: "x",
        },
        driver,
      ),
      403,
    );
  });
});

describe("delete", () => {
  it("removes the row and the file; a driver may not", async () => {
    const doc = all.find((d) => d.fileName === "d-card.png")!;
    const file = await fileOf(doc.vehicleDocumentId);
    expect(fs.existsSync(file)).toBe(true);
    expectError(
      await del(t, `/api${PREFIX}/${doc.vehicleDocumentId}`, driver),
      403,
    );
    const res = await del(
      t,
      `/api${PREFIX}/${doc.vehicleDocumentId}`,
      dataadmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: "Vehicle Document deleted.",
    });
    expect(fs.existsSync(file)).toBe(false);
    expectError(
      await get(t, `/api${PREFIX}/${doc.vehicleDocumentId}`, dataadmin),
      404,
      "Vehicle Document not found.",
    );
    expectError(
      await get(t, `/api${PREFIX}/${doc.vehicleDocumentId}/content`, dataadmin),
      404,
      "Vehicle Document not found.",
    );
    expectError(
      await del(t, `/api${PREFIX}/${doc.vehicleDocumentId}`, dataadmin),
      404,
      "Vehicle Document not found.",
    );
  });

  it("404 for content whose file went missing, or a malformed id", async () => {
    const doc = all.find((d) => d.fileName === "a-inspection.pdf")!;
    fs.rmSync(await fileOf(doc.vehicleDocumentId));
    expectError(
      await get(t, `/api${PREFIX}/${doc.vehicleDocumentId}/content`, dataadmin),
      404,
      "The file of this vehicle document is missing.",
    );
    expectError(
      await get(t, `/api${PREFIX}/nope/content`, dataadmin),
      404,
      "Vehicle Document not found.",
    );
  });
});

describe("file names", () => {
  it("cleanFileName keeps the base name without control characters or quotes", () => {
    expect(cleanFileName("C:\\scans\\card.png")).toBe("card.png");
    expect(cleanFileName('../x/\u0007a"b.pdf ')).toBe("ab.pdf");
    expect(cleanFileName("")).toBe("document");
    expect(cleanFileName("a".repeat(300))).toHaveLength(255);
  });

  it("contentDispositionHeader keeps a Latin-1 name, and adds the exact UTF-8 name when needed", () => {
    expect(
      contentDispositionHeader("attachment", "Führerschein (neu).pdf"),
    ).toBe(`attachment; filename="Führerschein (neu).pdf"`);
    expect(contentDispositionHeader("inline", "../検査 報告.pdf")).toBe(
      `inline; filename="?? ??.pdf"; filename*=UTF-8''%E6%A4%9C%E6%9F%BB%20%E5%A0%B1%E5%91%8A.pdf`,
    );
  });
});
