/**
 * The transport reports page (issue 12) for its tests: the server's three reports over a period, and
 * the page mounted on its own with a data provider answering them. The tests fix the clock at NOW, so
 * the default period is always LAST_30.
 */
import { render } from "@testing-library/react";
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import { Route, Routes } from "react-router-dom";
import { vi } from "vitest";
import { TransportReportsPage } from "../../custom-pages/reports/TransportReportsPage";
import type {
  RatesReport,
  ReportKind,
  ReportPeriod,
  RevenueReport,
  TripsReport,
} from "../../domain/schemas/report";
import { i18nProvider } from "../../src/i18n/i18nProvider";
import { createQueryClient } from "../../src/queryClient";
import { buildUserWithRole, storeSession } from "./factories";

export const REPORTS_PATH = "/admin/transport/reports";
/** The reports tests' clock (fixClock): mid-March, the day after a 28-day February. */
export const NOW = "2026-03-18T12:00:00";
/** The default period at NOW: the last 30 days, today included. */
export const LAST_30: ReportPeriod = {
  fromDate: "2026-02-17",
  toDate: "2026-03-18",
};
const ALPHA = "a1a1a1a1-0000-4000-8000-000000000001";

export const tripsReport = (period: ReportPeriod): TripsReport => ({
  ...period,
  total: 4,
  byStatus: [
    { status: "pending", trips: 1 },
    { status: "confirmed", trips: 0 },
    { status: "in-progress", trips: 0 },
    { status: "completed", trips: 2 },
    { status: "delayed", trips: 0 },
    { status: "cancelled", trips: 1 },
  ],
  byBookingType: [
    { bookingType: "private", trips: 1 },
    { bookingType: "facility", trips: 3 },
    { bookingType: "hospital", trips: 0 },
  ],
  byFacility: [
    { facilityId: ALPHA, facilityName: "=HYPERLINK(1) Care", trips: 3 },
    { facilityId: null, facilityName: null, trips: 1 },
  ],
});

export const revenueReport = (period: ReportPeriod): RevenueReport => ({
  ...period,
  invoiced: {
    billedCents: 1_000_000,
    collectedCents: 45_005,
    outstandingCents: 30_000,
  },
  private: { billedCents: 705, collectedCents: 705, outstandingCents: 0 },
  total: {
    billedCents: 1_000_705,
    collectedCents: 45_710,
    outstandingCents: 30_000,
  },
  ageing: [
    { bucket: "0-30", invoices: 1, outstandingCents: 6000 },
    { bucket: "31-60", invoices: 0, outstandingCents: 0 },
    { bucket: "61-90", invoices: 1, outstandingCents: 16_000 },
    { bucket: "90+", invoices: 2, outstandingCents: 8000 },
  ],
});

export const ratesReport = (period: ReportPeriod): RatesReport => ({
  ...period,
  facilities: [
    {
      facilityId: ALPHA,
      facilityName: "=HYPERLINK(1) Care",
      trips: 3,
      noShows: 1,
      lateCancels: 2,
      noShowRate: 1 / 3,
      lateCancelRate: 2 / 3,
    },
  ],
});

export const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

export const ANSWERS = {
  trips: tripsReport,
  revenue: revenueReport,
  rates: ratesReport,
} as const;

/** Mounts the page alone as a signed-in administrator; returns the data provider's report spy. */
export function mountReportsPage(
  transportReport: (
    kind: ReportKind,
    period: ReportPeriod,
  ) => Promise<unknown> = (kind, period) =>
    Promise.resolve(ANSWERS[kind](period)),
) {
  storeSession(buildUserWithRole("systemadmin"));
  const spy = vi.fn(transportReport);
  render(
    <TestMemoryRouter initialEntries={[REPORTS_PATH]}>
      <AdminContext
        dataProvider={testDataProvider({ transportReport: spy } as never)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={createQueryClient()}
      >
        <Routes>
          <Route path={REPORTS_PATH} element={<TransportReportsPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return spy;
}
