/**
 * The linked records of the stored-XSS test (xss.e2e.ts), saved through the API with the payloads: the
 * nurse's facility, a patient of it, the driver account's record and a trip of both.
 */
import type { Page } from "playwright-core";
import type { Row } from "./xssPayloads";
import { FORMULA, XSS, poison } from "./xssPayloads";

export interface LinkedIds {
  facility: string;
  patient: string;
  driver: string;
  trip: string;
}

export async function poisonLinkedRecords(admin: Page, ids: LinkedIds) {
  await poison(admin, "/facilities", ids.facility, (f) => ({
    ...f,
    facilityName: `Riverside ${XSS.img}`,
    addressLine2: XSS.svg,
    billingContactName: FORMULA.hyperlink,
  }));
  await poison(admin, "/patients", ids.patient, (p) => ({
    ...p,
    firstName: XSS.script,
    lastName: FORMULA.at,
    notes: `${XSS.iframe} ${XSS.details}`,
    addresses: (p.addresses as Row[]).map((a, i) =>
      i === 0 ? { ...a, line2: XSS.quote } : a,
    ),
  }));
  await poison(admin, "/drivers", ids.driver, (d) => ({
    ...d,
    firstName: XSS.svg,
    lastName: FORMULA.plus,
  }));
  await poison(admin, "/trips", ids.trip, (t) => ({
    ...t,
    specialInstructions: XSS.img,
    behaviorIssues: XSS.anchor,
    requesterName: FORMULA.minus,
    caseManagerName: XSS.details,
    pickUpRoomNumber: XSS.quote.slice(0, 50),
    pickUpAddress: { ...(t.pickUpAddress as Row), name: XSS.script },
  }));
}
