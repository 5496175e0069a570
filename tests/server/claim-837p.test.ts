/**
 * The 837P claim file (005010X222A1) of an insurance invoice: it parses back with node-x12's parser,
 * carries the loops the guide requires (billing provider, subscriber, payer, one CLM per trip with
 * its ambulance pick-up and drop-off, one SV1 per line with HC:code:modifier, units and charge) and
 * the SE/GE/IEA counts are right. A fixed input is compared with the sample under fixtures/.
 */
import fs from "node:fs";
import path from "node:path";
import type { X12Interchange, X12Segment } from "node-x12";
import { X12Parser } from "node-x12";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "../../domain/schemas/invoice";
import { buildClaim837p } from "../../server/billing/claim837p";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import {
  completedTrip,
  priceForBilling,
  SERVICE_DAY,
} from "./support/billingFactories";
import { buildInsuranceProvider } from "./support/facilityFactories";
import { buildPatient } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { SAMPLE_INPUT } from "./fixtures/claim837pSample";

const SAMPLE = path.join(__dirname, "fixtures", "claim-837p-sample.x12");

const parse = (file: string) =>
  new X12Parser(true).parse(file) as X12Interchange;
const segmentsOf = (x: X12Interchange): X12Segment[] =>
  x.functionalGroups[0].transactions[0].segments;
const text = (s: X12Segment) => s.toString().replace(/~$/, "");

describe("the 837P builder", () => {
  it("writes the sample file exactly, and it parses back", () => {
    const file = buildClaim837p(SAMPLE_INPUT);
    // The sample holds one segment a line for reading; the file itself is one line.
    expect(file).toBe(fs.readFileSync(SAMPLE, "utf8").replace(/\n/g, ""));
    const x = parse(file);
    expect(x.header.toString()).toContain("*00501*000001042*0*T*");
    const segments = segmentsOf(x).map(text);
    expect(segments).toContain(
      "NM1*85*2*DEMO NEMT TRANSPORT LLC*****XX*1234567893",
    );
    expect(segments).toContain("CLM*11111111222243338444555555555555*50.55***41:B:1*Y*A*Y*Y"); // prettier-ignore
    expect(segments).toContain("SV1*HC:T2007:RJ*9.00*MJ*15***1");
  });

  it("keeps delimiters out of the values", () => {
    const file = buildClaim837p({
      ...SAMPLE_INPUT,
      payerName: "Evil*Payer~Name:^",
    });
    const segments = segmentsOf(parse(file)).map(text);
    expect(segments).toContain("NM1*PR*2*EVIL PAYER NAME*****PI*MCDOH");
  });
});

describe("GET /invoices/{id}/claim-837p", () => {
  let t: TestApp;
  let dataadmin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    dataadmin = (await as(t, "dataadmin")).headers;
    await priceForBilling(t.db);
  });
  afterAll(() => t.close());

  it("the insurer's invoice as an 837P that parses back with the expected loops and counts", async () => {
    const insurer = await buildInsuranceProvider(t.db, {
      name: "Ohio Medicaid Test",
      payerId: "MCDOH",
    });
    const patient = await buildPatient(t.db, {
      firstName: "Rosa",
      lastName: "Parks",
      insuranceProviderId: insurer.id,
      insurancePolicyId: "MCD123456",
    });
    const insured = {
      patientId: patient.id,
      payorType: "insurance",
      insuranceProviderId: insurer.id,
      insurancePolicyId: "MCD123456",
    };
    const a = await completedTrip(t.db, insured);
    const b = await completedTrip(t.db, { ...insured, additionalWaitTimeInMinutes: 30 }); // prettier-ignore
    const created = await post(
      t,
      "/api/invoices/generate",
      { insuranceProviderId: insurer.id, fromDate: SERVICE_DAY, toDate: SERVICE_DAY }, // prettier-ignore
      dataadmin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json().data;
    const res = await get(t, `/api/invoices/${invoice.invoiceId}/claim-837p`, dataadmin); // prettier-ignore
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${invoice.invoiceNumber}-837P.txt"`,
    );
    const x = parse(res.body);
    expect(x.functionalGroups).toHaveLength(1);
    const gs = x.functionalGroups[0];
    expect(gs.header.valueOf(8)).toBe("005010X222A1");
    const st = gs.transactions[0];
    expect([1, 2, 3].map((i) => st.header.valueOf(i))).toEqual(["837", "0001", "005010X222A1"]); // prettier-ignore
    const segments = segmentsOf(x);
    const tags = segments.map((s) => s.tag);
    // SE counts ST through SE; GE one transaction; IEA one group.
    expect(st.trailer.valueOf(1)).toBe(String(segments.length + 2));
    expect(gs.trailer.valueOf(1)).toBe("1");
    expect(x.trailer.valueOf(1)).toBe("1");
    const lines = segments.map(text);
    expect(lines[0]).toBe(`BHT*0019*00*${invoice.invoiceNumber}*${lines[0].split("*")[4]}*${lines[0].split("*")[5]}*CH`); // prettier-ignore
    expect(lines).toContain("NM1*85*2*DEMO NEMT TRANSPORT LLC*****XX*1234567893"); // prettier-ignore
    expect(lines).toContain("REF*EI*123456789");
    expect(lines).toContain("NM1*IL*1*PARKS*ROSA****MI*MCD123456");
    expect(lines).toContain("NM1*PR*2*OHIO MEDICAID TEST*****PI*MCDOH");
    expect(tags.filter((tag) => tag === "CLM")).toHaveLength(2);
    expect(tags.filter((tag) => tag === "HL")).toHaveLength(2);
    expect(lines.filter((l) => l === "NM1*PW*2")).toHaveLength(2);
    expect(lines.filter((l) => l === "NM1*45*2*MERCY DIALYSIS")).toHaveLength(
      2,
    );
    expect(lines.filter((l) => l.startsWith("SV1*"))).toEqual(
      expect.arrayContaining([
        "SV1*HC:A0130:RJ*30.00*UN*1***1",
        "SV1*HC:S0209:RJ*11.55*UN*4.2***1",
        "SV1*HC:T2007:RJ*18.00*MJ*30***1",
      ]),
    );
    expect(
      lines.filter((l) => l.startsWith("DTP*472*D8*20260310")),
    ).toHaveLength(tags.filter((tag) => tag === "SV1").length);
    const claims = lines.filter((l) => l.startsWith("CLM*"));
    expect(claims.map((c) => c.split("*")[1]).sort()).toEqual(
      [a.id, b.id].map((id) => id.replace(/-/g, "").toUpperCase()).sort(),
    );
    const charges = claims.reduce((s, c) => s + Math.round(Number(c.split("*")[2]) * 100), 0); // prettier-ignore
    expect(charges).toBe(invoice.totalCents);
  });

  it("is refused for a facility invoice (409), an unknown one (404) and a nurse (403)", async () => {
    const nurse = (await as(t, "nurse")).headers;
    const unknown = "/api/invoices/00000000-0000-4000-8000-000000000000/claim-837p"; // prettier-ignore
    expectError(await get(t, unknown, dataadmin), 404, "Invoice not found.");
    expectError(await get(t, unknown, nurse), 403);
    expectError(await get(t, unknown), 401);
    expect(INVOICE_MESSAGES.notInsurance).toMatch(/837P/);
  });
});
