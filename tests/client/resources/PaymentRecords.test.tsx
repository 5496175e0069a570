import "../../support/datePicker";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { buildTripRow } from "../../support/tripRows";
import {
  BASE_BODY,
  paidTrip,
  setupPaymentRecords,
  SLOW,
} from "./paymentRecordsHarness";
import { fixClock } from "../../support/fixedClock";

// Expiries and "today" are the clock's: a fixed day, so the file holds on any date.
fixClock("2026-03-18T12:00:00");

const { lastBody, bodies, open, setRows } = setupPaymentRecords();

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, SLOW)).closest("tr")!;

describe("Payment Records", () => {
  it("first asks for private completed and confirmed trips by pick-up time, ascending (§7)", async () => {
    open("systemadmin", [paidTrip]);
    await rowOf("Rita Requester");
    expect(bodies[0]).toEqual(BASE_BODY);
  });

  it("shows §2's columns in order, sortable by requesting user and patient", async () => {
    open("systemadmin", [paidTrip]);
    await rowOf("Rita Requester");
    const headers = screen
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual([
      "Requesting User",
      "Patient",
      "Time and Addresses",
      "Requested On",
      "Total Cost",
      "Status",
      "Paid?",
      "Amount Paid",
      "Actions",
    ]);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole("button", { name: /Sort by requesting user/i }),
    );
    await waitFor(() =>
      expect(lastBody()).toMatchObject({ sortBy: "requesterName" }),
    );
    await user.click(screen.getByRole("button", { name: /Sort by patient/i }));
    await waitFor(() =>
      expect(lastBody()).toMatchObject({ sortBy: "patientName" }),
    );
    // Only those two sort.
    expect(
      screen.queryByRole("button", { name: /Sort by total cost/i }),
    ).not.toBeInTheDocument();
  });

  it("shows a paid trip's cells: time and places, requested on, cost, badge, Paid icon, amount", async () => {
    open("systemadmin", [paidTrip]);
    const row = await rowOf("Rita Requester");
    const local = dayjs(paidTrip.pickUpDatetime);
    for (const text of [
      "Pat Rider",
      `${local.format("HH:mm")} · ${local.format("YYYY-MM-DD")}`,
      "Pick up: Home",
      "Drop off: Mercy Dialysis",
      dayjs(paidTrip.createdAt).format("YYYY-MM-DD"),
      "$59.05",
      "Completed",
      "$12.50",
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByTitle("Paid")).toBeInTheDocument();
  });

  it("is not paid unless the payment record is completed; no patient reads '<Patient not found>'", async () => {
    const pendingPayment = buildTripRow({
      requesterName: "Pending Payer",
      tripStatus: "confirmed",
      patient: null,
      paymentRecord: {
        paymentRecordId: "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a12",
        status: "pending",
        amount: 305,
      },
    });
    const noPayment = buildTripRow({
      requesterName: "No Record",
      tripStatus: "confirmed",
    });
    open("systemadmin", [pendingPayment, noPayment]);
    const pending = await rowOf("Pending Payer");
    expect(
      within(pending).getByText("<Patient not found>"),
    ).toBeInTheDocument();
    expect(within(pending).getByTitle("Not paid")).toBeInTheDocument();
    expect(within(pending).getByText("$3.05")).toBeInTheDocument();
    expect(within(pending).getByText("Confirmed")).toBeInTheDocument();
    const none = await rowOf("No Record");
    expect(within(none).getByTitle("Not paid")).toBeInTheDocument();
    // No payment record: nothing paid to show.
    expect(within(none).getByText("—")).toBeInTheDocument();
  });

  // Slow-ish (several seconds): two MUI date pickers open and close in jsdom.
  it("sends the criteria in §7's shape: searchTerm, the day AFTER the end date, the equipment flag", async () => {
    open("systemadmin", [paidTrip]);
    await rowOf("Rita Requester");
    const user = userEvent.setup();

    await user.type(screen.getByLabelText("Search"), "Rita");
    await waitFor(() =>
      expect(lastBody()).toEqual({ ...BASE_BODY, searchTerm: "Rita" }),
    );

    // The pickers open on the current month: the 1st to its last day (the day after is next month).
    const month = dayjs().startOf("month");
    await user.click(screen.getByLabelText("Start Date"));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("gridcell", {
        name: "1",
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await user.click(screen.getByLabelText("End Date"));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("gridcell", {
        name: String(month.daysInMonth()),
      }),
    );
    await user.click(screen.getByLabelText("Trip Equipment"));
    await user.click(await screen.findByRole("option", { name: "Stretcher" }));

    await waitFor(() =>
      expect(lastBody()).toEqual({
        ...BASE_BODY,
        searchTerm: "Rita",
        dateFilterRequest: {
          fromDate: month.format("YYYY-MM-DD"),
          toDate: month.add(1, "month").format("YYYY-MM-DD"),
        },
        additionalBooleanFilters: { stretcherTrip: true },
      }),
    );
    expect(screen.getByLabelText("End Date")).toHaveValue(
      month.endOf("month").format("YYYY-MM-DD"),
    );
  });

  it("says no trips were found when there are none at all", async () => {
    open("systemadmin", []);
    expect(
      await screen.findByText("No trips were found.", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 results");
  });

  it("says the criteria found nothing when a criterion is set, and Reset clears them", async () => {
    open("systemadmin", [paidTrip]);
    await rowOf("Rita Requester");
    expect(screen.getByRole("status")).toHaveTextContent("1 result");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Trip Equipment"));
    setRows([]);
    await user.click(await screen.findByRole("option", { name: "Wheelchair" }));
    expect(
      await screen.findByText(
        "No payment record found using provided search criteria.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(lastBody()).toEqual({
      ...BASE_BODY,
      additionalBooleanFilters: { wheelchairTrip: true },
    });
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(
      await screen.findByText("No trips were found.", {}, SLOW),
    ).toBeInTheDocument();
    expect(lastBody()).toEqual(BASE_BODY);
  });

  it("pages by 10 with at most 5 page buttons", async () => {
    const many = Array.from({ length: 65 }, (_, i) =>
      buildTripRow({
        tripStatus: "completed",
        requesterName: `Requester ${String(i).padStart(2, "0")}`,
      }),
    );
    open("systemadmin", many);
    await rowOf("Requester 00");
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(
      11,
    );
    for (const page of [1, 2, 3, 4, 5])
      expect(
        screen.getByRole("button", { name: `Page ${page}` }),
      ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Page 6" }),
    ).not.toBeInTheDocument();
  });
});
