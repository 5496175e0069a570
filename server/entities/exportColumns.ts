/**
 * The CSV columns of the transport admin lists (POST {prefix}/export), the columns and readable
 * values the screens' own exporters wrote: labels for codes, Yes/No, days, money in dollars, names
 * of referenced records (batch-loaded: server/entities/csvNames.ts), no ids. Headers are field keys
 * the client labels (resources.<resource>.fields.<key>).
 */
import { formatAddress, formatLineAddress } from "../../domain/address";
import {
  BOOKING_TYPE_LABELS,
  CREDENTIALS_STATE_LABELS,
  DRIVER_STATUS_LABELS,
  FACILITY_TYPE_LABELS,
  ROLE_LABELS,
  VEHICLE_STATUS_LABELS,
} from "../../domain/exportLabels";
import { isoDay, labelOf, yesNo } from "../../domain/exportValues";
import { formatCents } from "../../domain/money";
import type { Driver } from "../../domain/schemas/driver";
import type { Facility } from "../../domain/schemas/facility";
import type { FacilityUser } from "../../domain/schemas/facilityUser";
import type { InsuranceProvider } from "../../domain/schemas/insuranceProvider";
import type { Patient } from "../../domain/schemas/patient";
import type { TripPrice } from "../../domain/schemas/tripPrice";
import { TRIP_PRICE_MONEY_FIELDS } from "../../domain/schemas/tripPrice";
import type { Vehicle } from "../../domain/schemas/vehicle";
import { displayName } from "../../domain/users";
import { rowCsvColumns } from "../crud/csvColumns";
import {
  accountNames,
  facilityNames,
  insuranceProviderNames,
} from "./csvNames";

export const VEHICLE_CSV_COLUMNS = rowCsvColumns<Vehicle>([
  "licensePlate",
  "vin",
  "make",
  "model",
  "year",
  "capacity",
  { header: "wheelchairAccessible", value: (v) => yesNo(v.wheelchairAccessible) }, // prettier-ignore
  { header: "stretcherCapable", value: (v) => yesNo(v.stretcherCapable) },
  "insuranceExpiresOn",
  "registrationExpiresOn",
  { header: "status", value: (v) => labelOf(VEHICLE_STATUS_LABELS, v.status) },
]);

export const DRIVER_CSV_COLUMNS = rowCsvColumns<Driver>([
  "firstName",
  "lastName",
  "email",
  "phone",
  "licenseNumber",
  "licenseState",
  "licenseClass",
  "licenseExpiresOn",
  "cprCertifiedUntil",
  "wheelchairCertifiedUntil",
  "credentialsExpireOn",
  {
    header: "credentialsState",
    value: (d) => labelOf(CREDENTIALS_STATE_LABELS, d.credentialsState),
  },
  "hireDate",
  { header: "status", value: (d) => labelOf(DRIVER_STATUS_LABELS, d.status) },
  // The linked account as "First Last <email>".
  { header: "userId", value: (d) => d.userId, lookup: accountNames },
]);

export const FACILITY_CSV_COLUMNS = rowCsvColumns<Facility>([
  "facilityName",
  {
    header: "facilityType",
    value: (f) => labelOf(FACILITY_TYPE_LABELS, f.facilityType),
  },
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
  "phone",
  "billingContactName",
  "billingContactEmail",
  "billingContactPhone",
  { header: "createdAt", value: (f) => isoDay(f.createdAt) },
]);

export const FACILITY_USER_CSV_COLUMNS = rowCsvColumns<FacilityUser>([
  { header: "name", value: (u) => displayName(u) },
  "email",
  { header: "roleCode", value: (u) => labelOf(ROLE_LABELS, u.roleCode) },
  {
    header: "facilityId",
    value: (u) => u.facilityUserDetail.facilityId,
    lookup: facilityNames,
  },
  { header: "active", value: (u) => yesNo(u.active) },
  { header: "requirePasswordReset", value: (u) => yesNo(u.requirePasswordReset) }, // prettier-ignore
  { header: "createdAt", value: (u) => isoDay(u.createdAt) },
]);

export const INSURANCE_PROVIDER_CSV_COLUMNS = rowCsvColumns<InsuranceProvider>([
  "name",
  "payerId",
  "phone",
  "email",
  { header: "address", value: (p) => formatAddress(p) },
  { header: "active", value: (p) => yesNo(p.active) },
  { header: "createdAt", value: (p) => isoDay(p.createdAt) },
]); // prettier-ignore

export const PATIENT_CSV_COLUMNS = rowCsvColumns<Patient>([
  "lastName",
  "firstName",
  "dateOfBirth",
  "phone",
  "email",
  { header: "wheelchair", value: (p) => yesNo(p.wheelchair) },
  { header: "stretcher", value: (p) => yesNo(p.stretcher) },
  {
    header: "insuranceProviderId",
    value: (p) => p.insuranceProviderId,
    lookup: insuranceProviderNames,
  },
  "insurancePolicyId",
  { header: "facilityId", value: (p) => p.facilityId, lookup: facilityNames },
  // Every address in one cell, labelled: "Home: 12 Elm Street, Columbus, OH 43215; Dialysis: …".
  {
    header: "addressList",
    value: (p) =>
      p.addresses.map((a) => `${a.label}: ${formatLineAddress(a)}`).join("; "),
  },
  "notes",
]);

export const TRIP_PRICE_CSV_COLUMNS = rowCsvColumns<TripPrice>([
  {
    header: "bookingType",
    value: (p) => labelOf(BOOKING_TYPE_LABELS, p.bookingType),
  },
  "effectiveFrom",
  ...TRIP_PRICE_MONEY_FIELDS.map((field) => ({
    header: field,
    value: (p: TripPrice) => formatCents(p[field]),
  })),
  "notes",
]);
