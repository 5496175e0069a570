import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../domain/expiry";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post } from "./support/api";
import { buildFacility } from "./support/factories";
import {
  buildInsuranceProvider,
  buildPatient,
  patientBody,
} from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, headers = dataadmin) =>
  post(t, "/api/patients", body, headers);

describe("the generic calls", () => {
  it("create 201 (normalised), get, update 200, delete 200 then 404", async () => {
    const provider = await buildInsuranceProvider(t.db);
    const facility = await buildFacility(t.db);
    const created = await create(
      patientBody({
        firstName: " Rosa ",
        lastName: "Parks",
        phone: "1 614 555 0142",
        email: "Rosa@Example.ORG",
        insuranceProviderId: provider.id,
        insurancePolicyId: "POL-778",
        facilityId: facility.id,
        notes: "Hard of hearing",
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Patient added.",
      data: {
        _id: data.patientId,
        id: data.patientId,
        patientId: data.patientId,
        firstName: "Rosa",
        lastName: "Parks",
        dateOfBirth: "1948-02-04",
        phone: "(614) 555-0142",
        email: "rosa@example.org",
        addresses: [
          {
            label: "Home",
            line1: "12 Elm Street",
            line2: null,
            city: "Columbus",
            state: "OH",
            postalCode: "43215",
            // Its ZIP code's centroid: no geocoder in tests (issue 22).
            latitude: 39.9671,
            longitude: -83.0044,
          },
        ],
        wheelchair: true,
        stretcher: false,
        insuranceProviderId: provider.id,
        insurancePolicyId: "POL-778",
        facilityId: facility.id,
        notes: "Hard of hearing",
        // No attribute defined: the values of issue 28 are an empty object.
        attributes: {},
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect(
      (await get(t, `/api/patients/${data.patientId}`, dataadmin)).json(),
    ).toEqual({ code: 200, message: "OK", data });

    const updated = await create(
      patientBody({
        patientId: data.patientId,
        firstName: "Rosa",
        lastName: "Parks",
        stretcher: true,
        addresses: [
          ...data.addresses,
          {
            label: "Dialysis",
            line1: "400 W Broad St",
            line2: "Suite 2",
            city: "Columbus",
            state: "OH",
            postalCode: "432151234",
          },
        ],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Patient updated.",
      data: {
        patientId: data.patientId,
        stretcher: true,
        insuranceProviderId: null,
        insurancePolicyId: null,
        facilityId: null,
        addresses: [
          { label: "Home" },
          { label: "Dialysis", line2: "Suite 2", postalCode: "43215-1234" },
        ],
      },
    });

    const deleted = await del(t, `/api/patients/${data.patientId}`, dataadmin);
    expect(deleted.json()).toMatchObject({
      code: 200,
      message: "Patient deleted.",
      data: { patientId: data.patientId },
    });
    for (const res of [
      await get(t, `/api/patients/${data.patientId}`, dataadmin),
      await del(t, `/api/patients/${data.patientId}`, dataadmin),
      await create(patientBody({ patientId: data.patientId })),
    ])
      expectError(res, 404, "Patient not found.");
  });

  it("404 for unknown and malformed ids", async () => {
    for (const id of [randomUUID(), "not-an-id"]) {
      expectError(
        await get(t, `/api/patients/${id}`, dataadmin),
        404,
        "Patient not found.",
      );
      expectError(
        await del(t, `/api/patients/${id}`, dataadmin),
        404,
        "Patient not found.",
      );
    }
  });
});

describe("validation (422 with the field)", () => {
  const fieldErrors = async (body: Record<string, unknown>) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors as { field: string; message: string }[];
  };

  it.each([
    [
      "an impossible date",
      { dateOfBirth: "1950-02-30" },
      "Enter a date as YYYY-MM-DD.",
    ],
    [
      "a date in the future",
      { dateOfBirth: addDays(todayIso(), 1) },
      "A date of birth cannot be in the future.",
    ],
    [
      "a date before 1900",
      { dateOfBirth: "1899-12-31" },
      "Enter a date of birth from 1900-01-01 on.",
    ],
    ["no date", { dateOfBirth: undefined }, "This field is required."],
  ])("dateOfBirth: %s", async (_name, override, message) => {
    expect(await fieldErrors(patientBody(override))).toEqual([
      { field: "dateOfBirth", message },
    ]);
  });

  it("names every bad field of the body and of an address", async () => {
    expect(
      await fieldErrors(
        patientBody({
          firstName: "",
          phone: "555-0100",
          email: "nope",
          addresses: [
            {
              label: "",
              line1: "1 Main",
              city: "X",
              state: "ZZ",
              postalCode: "123",
            },
          ],
        }),
      ),
    ).toEqual([
      { field: "firstName", message: "This field is required." },
      { field: "phone", message: "Enter a 10-digit US phone number." },
      { field: "email", message: "Enter a valid email address." },
      { field: "addresses.0.label", message: "This field is required." },
      {
        field: "addresses.0.state",
        message: "Enter a 2-letter US state code.",
      },
      {
        field: "addresses.0.postalCode",
        message: "Enter a 5-digit ZIP code or ZIP+4.",
      },
    ]);
  });

  it("needs one to ten addresses", async () => {
    expect(await fieldErrors(patientBody({ addresses: [] }))).toEqual([
      { field: "addresses", message: "Add at least one address." },
    ]);
    const eleven = Array.from({ length: 11 }, () => patientBody().addresses[0]);
    expect(await fieldErrors(patientBody({ addresses: eleven }))).toEqual([
      { field: "addresses", message: "Add at most 10 addresses." },
    ]);
  });

  it("a provider needs a policy number and a policy a provider", async () => {
    const provider = await buildInsuranceProvider(t.db);
    expect(
      await fieldErrors(patientBody({ insuranceProviderId: provider.id })),
    ).toEqual([
      {
        field: "insurancePolicyId",
        message: "Enter the policy number for the chosen insurance provider.",
      },
    ]);
    expect(
      await fieldErrors(patientBody({ insurancePolicyId: "POL-1" })),
    ).toEqual([
      {
        field: "insuranceProviderId",
        message: "Choose the insurance provider of this policy.",
      },
    ]);
  });

  it("an unknown insurance provider or facility is a field error", async () => {
    const missing = randomUUID();
    expectError(
      await create(
        patientBody({ insuranceProviderId: missing, insurancePolicyId: "P-1" }),
      ),
      422,
      "insuranceProviderId: This insurance provider does not exist.",
      [
        {
          field: "insuranceProviderId",
          message: "This insurance provider does not exist.",
        },
      ],
    );
    expectError(
      await create(patientBody({ facilityId: missing })),
      422,
      "facilityId: This facility does not exist.",
      [{ field: "facilityId", message: "This facility does not exist." }],
    );
  });

  it("an inactive provider stays on its patients but is given to no one new", async () => {
    const provider = await buildInsuranceProvider(t.db, { active: false });
    const insured = await buildPatient(t.db, {
      insuranceProviderId: provider.id,
      insurancePolicyId: "OLD-1",
    });
    expectError(
      await create(
        patientBody({
          insuranceProviderId: provider.id,
          insurancePolicyId: "N-1",
        }),
      ),
      422,
      "insuranceProviderId: This insurance provider is no longer active.",
      [
        {
          field: "insuranceProviderId",
          message: "This insurance provider is no longer active.",
        },
      ],
    );
    const kept = await create(
      patientBody({
        patientId: insured.id,
        insuranceProviderId: provider.id,
        insurancePolicyId: "OLD-2",
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.insurancePolicyId).toBe("OLD-2");
  });
});
