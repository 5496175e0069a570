/**
 * HCPCS level-of-service codes of the billed trip components (issue 12). A price list may override
 * any of them (trip_prices.hcpcs_codes, keyed as HCPCS_KEYS); the defaults are the usual NEMT codes:
 *
 * | key                  | default | meaning                                                          |
 * | -------------------- | ------- | ---------------------------------------------------------------- |
 * | `ambulatory`         | A0100   | non-emergency transportation; taxi: an ambulatory trip (base)    |
 * | `wheelchair`         | A0130   | non-emergency transportation: wheelchair van (base, surcharge)   |
 * | `stretcher`          | T2005   | non-emergency transportation: stretcher van (base, surcharge)    |
 * | `mileage-ambulatory` | A0425   | ground mileage, per statute mile                                 |
 * | `mileage-wheelchair` | S0209   | wheelchair van, mileage, per mile                                |
 * | `mileage-stretcher`  | T2049   | non-emergency transportation; stretcher van, mileage; per mile   |
 * | `wait`               | T2007   | transportation waiting time (billed in minutes, unit MJ)         |
 * | `attendant`          | T2001   | non-emergency transportation; patient attendant/escort           |
 * | `no-show`            | T2003   | the trip's fee when the patient did not come (payers that accept |
 * | `late-cancel`        | T2003   | such fees take them under the trip code; override per list)      |
 */
import type { MobilityFlags } from "../mobility";
import { MOBILITIES, mobilityOf } from "../mobility";

export const LEVELS_OF_SERVICE = MOBILITIES;
export type LevelOfService = (typeof LEVELS_OF_SERVICE)[number];

/** The components an invoice line bills (invoice_lines.component). */
export const LINE_COMPONENTS = [
  "base",
  "mileage",
  "wheelchair",
  "stretcher",
  "wait",
  "attendant",
  "no-show",
  "late-cancel",
] as const;
export type LineComponent = (typeof LINE_COMPONENTS)[number];

export const HCPCS_KEYS = [
  "ambulatory",
  "wheelchair",
  "stretcher",
  "mileage-ambulatory",
  "mileage-wheelchair",
  "mileage-stretcher",
  "wait",
  "attendant",
  "no-show",
  "late-cancel",
] as const;
export type HcpcsKey = (typeof HCPCS_KEYS)[number];
export type HcpcsOverrides = Partial<Record<string, string>>;

export const DEFAULT_HCPCS: Record<HcpcsKey, string> = {
  ambulatory: "A0100",
  wheelchair: "A0130",
  stretcher: "T2005",
  "mileage-ambulatory": "A0425",
  "mileage-wheelchair": "S0209",
  "mileage-stretcher": "T2049",
  wait: "T2007",
  attendant: "T2001",
  "no-show": "T2003",
  "late-cancel": "T2003",
};

/** A HCPCS Level II code: a letter and four digits (or five digits for CPT). */
export const HCPCS_PATTERN = /^[A-Z0-9]\d{4}$/;

/** The level of service of a trip: its mobility (domain/mobility.ts). */
export const levelOfService: (trip: MobilityFlags) => LevelOfService =
  mobilityOf;

/** Which code key bills a component at a level of service. */
export function hcpcsKeyOf(
  component: LineComponent,
  level: LevelOfService,
): HcpcsKey {
  switch (component) {
    case "base":
    case "wheelchair":
    case "stretcher":
      return level;
    case "mileage":
      return `mileage-${level}`;
    default:
      return component;
  }
}

/** The code of a component: the price list's override when it has a valid one, else the default. */
export function hcpcsCodeFor(
  component: LineComponent,
  level: LevelOfService,
  overrides: HcpcsOverrides = {},
): string {
  const key = hcpcsKeyOf(component, level);
  const own = overrides[key]?.trim().toUpperCase();
  return own && HCPCS_PATTERN.test(own) ? own : DEFAULT_HCPCS[key];
}
