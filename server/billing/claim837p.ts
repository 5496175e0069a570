/**
 * The ANSI X12 837P (005010X222A1) claim file of an insurance invoice, built with node-x12's
 * generator (which writes SE, GE and IEA with their counts) and parsed back by its parser in the
 * tests. One claim (2300 CLM) per trip, grouped under its patient (2000B subscriber):
 *
 * ISA/GS/ST/BHT; 1000A submitter and 1000B receiver; 2000A HL*20 with 2010AA billing provider
 * (NM1*85 with NPI, N3, N4, REF*EI); per patient 2000B HL*22 with SBR, 2010BA subscriber (NM1*IL,
 * N3, N4, DMG) and 2010BB payer (NM1*PR); per trip 2300 CLM (total charge, place of service 41,
 * ambulance land), CR1 (transport distance), HI (a Z76.89 placeholder diagnosis: NEMT trips carry
 * none), 2310E pick-up (NM1*PW, N3, N4) and 2310F drop-off (NM1*45, N3, N4); per line 2400 LX, SV1
 * (HC:code:modifier, charge, UN or MJ and units) and DTP*472.
 */
import { JSEDINotation, X12Generator } from "node-x12";
import type { InvoiceLine } from "../../domain/schemas/invoice";

export interface ClaimAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}

export interface ClaimTrip {
  tripId: string;
  patientId: string;
  patientFirstName: string;
  patientLastName: string;
  dateOfBirth: string;
  policyId: string;
  patientAddress: ClaimAddress | null;
  pickUp: ClaimAddress;
  dropOff: ClaimAddress;
  distanceInMiles: number | null;
}

export interface BillingProvider {
  name: string;
  npi: string;
  taxId: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface ClaimInput {
  invoiceNumber: string;
  payerName: string;
  payerId: string;
  provider: BillingProvider;
  trips: ClaimTrip[];
  lines: InvoiceLine[];
  createdAt: Date;
  /** P in production, T for a test file. */
  usage?: "P" | "T";
}

export const X12_OPTIONS = {
  elementDelimiter: "*",
  segmentTerminator: "~",
  subElementDelimiter: ":",
  repetitionDelimiter: "^",
};

/** Characters the delimiters use cannot appear in a value; X12 text is upper case by convention. */
export const x12Text = (value: string, max = 60) =>
  value
    .toUpperCase()
    .replace(/[*~:^]/g, " ")
    .replace(/[^\x20-\x7E]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);

const money = (cents: number) => (cents / 100).toFixed(2);
const digits = (value: string) => value.replace(/\D/g, "");
const ymd = (day: string) => day.replace(/-/g, "");
const pad = (value: string, width: number) =>
  value.slice(0, width).padEnd(width, " ");

function stamp(at: Date) {
  const iso = at.toISOString();
  return {
    ccyymmdd: iso.slice(0, 10).replace(/-/g, ""),
    yymmdd: iso.slice(2, 10).replace(/-/g, ""),
    hhmm: iso.slice(11, 16).replace(":", ""),
  };
}

/** The claim filing indicator of SBR09 from the payer's name (Medicaid MC, Medicare MB, else CI). */
export function claimFilingIndicator(payerName: string): string {
  if (/medicaid/i.test(payerName)) return "MC";
  if (/medicare/i.test(payerName)) return "MB";
  return "CI";
}

export function buildClaim837p(input: ClaimInput): string {
  const { provider } = input;
  const when = stamp(input.createdAt);
  const control = digits(input.invoiceNumber).slice(-9).padStart(9, "0");
  const sender = x12Text(provider.taxId, 15);
  const receiver = x12Text(input.payerId, 15);
  const jsen = new JSEDINotation(
    [
      "00",
      pad("", 10),
      "00",
      pad("", 10),
      "ZZ",
      pad(sender, 15),
      "ZZ",
      pad(receiver, 15),
      when.yymmdd,
      when.hhmm,
      "^",
      "00501",
      control,
      "0",
      input.usage ?? "P",
      ":",
    ],
    X12_OPTIONS,
  );
  const group = jsen.addFunctionalGroup([
    "HC",
    sender,
    receiver,
    when.ccyymmdd,
    when.hhmm,
    String(Number(control)),
    "X",
    "005010X222A1",
  ]);
  const st = group.addTransaction(["837", "0001", "005010X222A1"]);
  const seg = (tag: string, ...elements: string[]) =>
    st.addSegment(tag, elements);
  const place = (a: ClaimAddress) => {
    seg("N3", x12Text(a.line1, 55), ...(a.line2 ? [x12Text(a.line2, 55)] : []));
    seg("N4", x12Text(a.city, 30), a.state, digits(a.postalCode));
  };

  seg("BHT", "0019", "00", input.invoiceNumber, when.ccyymmdd, when.hhmm, "CH");
  // 1000A submitter, 1000B receiver.
  seg("NM1", "41", "2", x12Text(provider.name), "", "", "", "", "46", sender);
  seg("PER", "IC", "BILLING OFFICE", "TE", digits(provider.phone));
  seg(
    "NM1",
    "40",
    "2",
    x12Text(input.payerName),
    "",
    "",
    "",
    "",
    "46",
    receiver,
  );
  // 2000A billing provider.
  let hl = 1;
  seg("HL", "1", "", "20", "1");
  seg(
    "NM1",
    "85",
    "2",
    x12Text(provider.name),
    "",
    "",
    "",
    "",
    "XX",
    provider.npi,
  );
  place({ name: provider.name, line1: provider.address, city: provider.city, state: provider.state, postalCode: provider.zip }); // prettier-ignore
  seg("REF", "EI", provider.taxId);

  const linesOf = new Map<string, InvoiceLine[]>();
  for (const line of input.lines)
    linesOf.set(line.tripId, [...(linesOf.get(line.tripId) ?? []), line]);
  const byPatient = new Map<string, ClaimTrip[]>();
  for (const trip of input.trips)
    if (linesOf.has(trip.tripId))
      byPatient.set(trip.patientId, [
        ...(byPatient.get(trip.patientId) ?? []),
        trip,
      ]);

  for (const patientTrips of byPatient.values()) {
    const p = patientTrips[0];
    hl += 1;
    // 2000B subscriber (the patient is the insured), 2010BA, 2010BB.
    seg("HL", String(hl), "1", "22", "0");
    seg(
      "SBR",
      "P",
      "18",
      "",
      "",
      "",
      "",
      "",
      "",
      claimFilingIndicator(input.payerName),
    );
    seg("NM1", "IL", "1", x12Text(p.patientLastName, 60), x12Text(p.patientFirstName, 35), "", "", "", "MI", x12Text(p.policyId, 80)); // prettier-ignore
    if (p.patientAddress) place(p.patientAddress);
    seg("DMG", "D8", ymd(p.dateOfBirth), "U");
    seg(
      "NM1",
      "PR",
      "2",
      x12Text(input.payerName),
      "",
      "",
      "",
      "",
      "PI",
      receiver,
    );
    for (const trip of patientTrips) {
      const lines = linesOf.get(trip.tripId) ?? [];
      const charge = lines.reduce((s, l) => s + l.amountCents, 0);
      seg("CLM", trip.tripId.replace(/-/g, "").toUpperCase(), money(charge), "", "", "41:B:1", "Y", "A", "Y", "Y"); // prettier-ignore
      if (trip.distanceInMiles !== null)
        seg("CR1", "", "", "", "A", "DH", trip.distanceInMiles.toFixed(1));
      seg("HI", "ABK:Z7689");
      seg("NM1", "PW", "2");
      place(trip.pickUp);
      seg("NM1", "45", "2", x12Text(trip.dropOff.name));
      place(trip.dropOff);
      lines.forEach((line, i) => {
        seg("LX", String(i + 1));
        const procedure = ["HC", line.hcpcsCode, ...(line.modifier ? [line.modifier] : [])].join(":"); // prettier-ignore
        seg("SV1", procedure, money(line.amountCents), line.component === "wait" ? "MJ" : "UN", String(line.units), "", "", "1"); // prettier-ignore
        seg("DTP", "472", "D8", ymd(line.serviceDate));
      });
    }
  }
  return new X12Generator(jsen, X12_OPTIONS).toString();
}
