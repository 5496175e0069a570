/**
 * The composition root of the data provider: contract mapping (dataProvider.ts), §8 failure
 * prefixes (failurePrefixes.ts) and the typed custom methods for non-CRUD calls.
 */
import type { DataProvider } from "react-admin";
import { createDataProvider } from "./dataProvider";
import type { CalendarMethods } from "./calendarMethods";
import { calendarMethods } from "./calendarMethods";
import type { DriverStatusMethods } from "./driverStatusMethods";
import { driverStatusMethods } from "./driverStatusMethods";
import { withFailurePrefixes } from "./failurePrefixes";
import type { FeatureMethods } from "./featureMethods";
import { featureMethods } from "./featureMethods";
import type { ApiRequest } from "./httpClient";
import { API_URL, apiFetch } from "./httpClient";
import type { InvoiceMethods } from "./invoiceMethods";
import { invoiceMethods } from "./invoiceMethods";
import type { ManifestMethods } from "./manifestMethods";
import { manifestMethods } from "./manifestMethods";
import type { PaymentMethods } from "./paymentMethods";
import { paymentMethods } from "./paymentMethods";
import type { ReportMethods } from "./reportMethods";
import { reportMethods } from "./reportMethods";
import type { TripDocumentMethods } from "./tripDocumentMethods";
import { tripDocumentMethods } from "./tripDocumentMethods";
import type { TripMethods } from "./tripMethods";
import { tripMethods } from "./tripMethods";
import type { UserSecurityMethods } from "./userSecurityMethods";
import { userSecurityMethods } from "./userSecurityMethods";
import type { VehicleDocumentMethods } from "./vehicleDocumentMethods";
import { vehicleDocumentMethods } from "./vehicleDocumentMethods";

export type AppDataProvider = DataProvider &
  FeatureMethods &
  VehicleDocumentMethods &
  DriverStatusMethods &
  TripMethods &
  TripDocumentMethods &
  ManifestMethods &
  InvoiceMethods &
  ReportMethods &
  PaymentMethods &
  UserSecurityMethods &
  CalendarMethods;

export function createAppDataProvider(
  apiUrl: string = API_URL,
  httpClient: ApiRequest = apiFetch,
): AppDataProvider {
  return {
    ...withFailurePrefixes(createDataProvider(apiUrl, httpClient)),
    ...featureMethods(apiUrl, httpClient),
    ...vehicleDocumentMethods(apiUrl, httpClient),
    ...driverStatusMethods(apiUrl, httpClient),
    ...tripMethods(apiUrl, httpClient),
    ...tripDocumentMethods(apiUrl, httpClient),
    ...manifestMethods(apiUrl, httpClient),
    ...invoiceMethods(apiUrl, httpClient),
    ...paymentMethods(apiUrl, httpClient),
    ...reportMethods(apiUrl, httpClient),
    ...userSecurityMethods(apiUrl, httpClient),
    ...calendarMethods(apiUrl, httpClient),
  };
}

export const dataProvider: AppDataProvider = createAppDataProvider();
