import { MAX_REPORT_DAYS } from "../../../../domain/reportLimits";

/** /admin/transport/reports (transport.reports.*). */
export const reportsMessages = {
  intro:
    "Trips, revenue and no-show rates over a period of calendar days in the operator's time zone. Trips count by their scheduled pick-up.",
  period: {
    label: "Period",
    from: "From",
    to: "To",
    presets: {
      last30: "Last 30 days",
      thisMonth: "This month",
      lastMonth: "Last month",
      last90: "Last 90 days",
    },
    order: "The start date must be on or before the end date.",
    tooLong: `A report covers at most ${MAX_REPORT_DAYS} days (three years).`,
    missing: "Choose both dates.",
  },
  loading: "Loading the report…",
  failed: "The report could not be loaded.",
  exportCsv: "Export CSV",
  chart: "Chart: %{name}",
  noFacility: "No facility (private)",
  total: "Total",
  trips: {
    title: "Trips",
    groupBy: "Group by",
    by: {
      status: "Status",
      bookingType: "Booking type",
      facility: "Facility",
    },
    columns: { group: "Group", trips: "Trips", share: "Share" },
    empty: "No trips in this period.",
    file: "trips",
  },
  revenue: {
    title: "Revenue",
    help: "Billed: facility and insurer invoices issued in the period. Collected: invoice payments received in the period. Outstanding: what those invoices still owed at the end of the period. Private trips are paid at checkout: their completed payments count as both billed and collected on the day they were paid, and are never outstanding. Void invoices count nowhere.",
    columns: {
      measure: "Measure",
      invoiced: "Invoices",
      private: "Private payments",
      total: "Total",
    },
    measures: {
      billed: "Billed",
      collected: "Collected",
      outstanding: "Outstanding",
    },
    empty: "No billing activity in this period.",
    file: "revenue",
  },
  ageing: {
    title: "Outstanding by age",
    help: "Invoices with a balance at the end of the period, by days from their issue date to the period's last day.",
    columns: {
      bucket: "Age",
      invoices: "Invoices",
      outstanding: "Outstanding",
    },
    buckets: {
      "0-30": "0–30 days",
      "31-60": "31–60 days",
      "61-90": "61–90 days",
      "90+": "Over 90 days",
    },
    empty: "Nothing was outstanding at the end of this period.",
    file: "outstanding-ageing",
  },
  rates: {
    title: "No-show and late-cancel rates",
    help: "Per facility: the share of its trips in the period recorded as a no-show or a late cancellation.",
    columns: {
      facility: "Facility",
      trips: "Trips",
      noShows: "No-shows",
      noShowRate: "No-show rate",
      lateCancels: "Late cancels",
      lateCancelRate: "Late-cancel rate",
    },
    percent: "%{value}%",
    empty: "No trips in this period.",
    file: "no-show-rates",
  },
};
