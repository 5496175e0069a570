import { describe, expect, it } from "vitest";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { toPatientCsvRows } from "../../../resources/patients/patientExport";
import {
  buildPatientAddress,
  buildPatientRow,
} from "../../support/rowFactories";
import { parseOptionalId } from "../../../src/forms/parseOptionalId";
import { formatLineAddress as formatAddress } from "../../../src/widgets/address";
import {
  patientDefaults,
  patientName,
  toPatientForm,
} from "../../../resources/patients/patientModel";

const row = buildPatientRow({
  id: "p1",
  addresses: [
    buildPatientAddress(),
    buildPatientAddress({
      label: "Dialysis",
      line1: "400 W Broad St",
      line2: "Suite 2",
      postalCode: "43215-1234",
    }),
  ],
  insuranceProviderId: "ins1",
  insurancePolicyId: "POL-778",
});

describe("patientModel", () => {
  it("starts a new patient with one home address and the user's facility", () => {
    expect(toPatientForm(undefined, "fac1")).toEqual(patientDefaults("fac1"));
    expect(patientDefaults("fac1")).toMatchObject({
      facilityId: "fac1",
      wheelchair: false,
      stretcher: false,
      insuranceProviderId: null,
      addresses: [{ label: "Home", line1: "", city: "", postalCode: "" }],
    });
    expect(patientDefaults().facilityId).toBeNull();
  });

  it("maps a row onto the upsert body, nulls as empty inputs", () => {
    expect(toPatientForm(row, "ignored-for-existing")).toEqual({
      id: "p1",
      patientId: "p1",
      firstName: "Rosa",
      lastName: "Parks",
      dateOfBirth: "1948-02-04",
      phone: "(614) 555-0142",
      email: "",
      addresses: [{ ...row.addresses[0], line2: "" }, row.addresses[1]],
      wheelchair: true,
      stretcher: false,
      insuranceProviderId: "ins1",
      insurancePolicyId: "POL-778",
      facilityId: null,
      notes: "",
    });
  });

  it("names and addresses read as people write them", () => {
    expect(patientName(row)).toBe("Parks, Rosa");
    expect(formatAddress(row.addresses[0])).toBe(
      "12 Elm Street, Columbus, OH 43215",
    );
    expect(formatAddress(row.addresses[1])).toBe(
      "400 W Broad St, Suite 2, Columbus, OH 43215-1234",
    );
    expect(parseOptionalId("")).toBeNull();
    expect(parseOptionalId("f1")).toBe("f1");
  });

  it("exports flat CSV rows with readable headers and names, not ids", () => {
    const rows = toPatientCsvRows(
      [row, { ...row, id: "p2", insuranceProviderId: null, facilityId: "f9" }],
      {
        providers: { ins1: { id: "ins1", name: "Buckeye Health" } },
        facilities: { f9: { id: "f9", facilityName: "Riverside Care Home" } },
      },
      i18nProvider.translate,
    );
    expect(rows[0]).toEqual({
      "Last name": "Parks",
      "First name": "Rosa",
      "Date of birth": "1948-02-04",
      Phone: "(614) 555-0142",
      Email: "",
      Wheelchair: "Yes",
      Stretcher: "No",
      "Insurance provider": "Buckeye Health",
      "Policy number": "POL-778",
      Facility: "",
      Addresses:
        "Home: 12 Elm Street, Columbus, OH 43215; Dialysis: 400 W Broad St, Suite 2, Columbus, OH 43215-1234",
      Notes: "",
    });
    expect(rows[1]).toMatchObject({
      "Insurance provider": "",
      Facility: "Riverside Care Home",
    });
  });
});
