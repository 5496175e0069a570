/** Stored upload names drop bidirectional controls, which can disguise an extension (issue 8). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanFileName } from "../../server/storage/contentDisposition";
import type { Headers } from "./support/api";
import { as } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { buildVehicle, PDF_BYTES, upload } from "./support/vehicleFactories";

const BIDI = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
];

let t: TestApp;
let dataadmin: Headers;
let vehicleId: string;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
  vehicleId = (await buildVehicle(t.db)).id;
});
afterAll(() => t.close());

describe("upload file names", () => {
  it("are stored without the right-to-left override", async () => {
    const res = await upload(
      t,
      dataadmin,
      { vehicleId, documentType: "registration" },
      {
        name: "invoice\u202Efdp.exe",
        type: "application/pdf",
        bytes: PDF_BYTES,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.fileName).toBe("invoicefdp.exe");
  });

  it("fields named like built-in properties never cause a 500", async () => {
    for (const name of [
      "__proto__",
      "constructor",
      "toString",
      "hasOwnProperty",
    ]) {
      const res = await upload(
        t,
        dataadmin,
        { [name]: "x", vehicleId, documentType: "registration" },
        { name: "scan.pdf", type: "application/pdf", bytes: PDF_BYTES },
      );
      // @fastify/multipart refuses such field names itself (400); never a 500.
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
    }
  });

  it("lose every bidirectional control character, and keep other letters", () => {
    for (const c of BIDI)
      expect(cleanFileName(`a${c}b${c}.pdf`), JSON.stringify(c)).toBe("ab.pdf");
    expect(cleanFileName("تقرير سنوي.pdf")).toBe("تقرير سنوي.pdf");
  });
});
