import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PaymentRow } from "../../../resources/payment-ledger/paymentLedgerModel";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const LIST = "admin/transport/payment-ledger";
const TRIP = "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6";

const row = (overrides: Partial<PaymentRow>): PaymentRow => ({
  _id: "p1",
  id: "p1",
  paymentRecordId: "p1",
  tripId: TRIP,
  amountCents: 4205,
  method: "card",
  status: "completed",
  provider: "builtin",
  providerReference: "builtin_x",
  paidAt: "2026-03-10T15:00:00.000Z",
  refundedAt: null,
  failureReason: null,
  trip: {
    pickUpDatetime: "2026-03-10T14:00:00.000Z",
    originName: "Home",
    destinationName: "Mercy Dialysis",
  },
  createdAt: "2026-03-10T14:30:00.000Z",
  updatedAt: "2026-03-10T15:00:00.000Z",
  ...overrides,
});

const rows = [
  row({}),
  row({ _id: "p2", id: "p2", paymentRecordId: "p2", status: "pending", method: "cash", provider: "manual", paidAt: null, amountCents: 1000 }), // prettier-ignore
];

describe("PaymentLedgerList", () => {
  it("lists trip, amount, method, status and provider, newest first, with refund for completed ones", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    const refundPayment = vi
      .fn()
      .mockResolvedValue({ ...rows[0], status: "refunded" });
    renderAdmin({
      at: `/${LIST}`,
      dataProvider: { getList, refundPayment },
      resources: { [LIST]: RESOURCES[LIST] },
    });
    expect(await screen.findByText("$42.05")).toBeInTheDocument();
    expect(screen.getByText("$10.00")).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({ sort: { field: "createdAt", order: "DESC" } }),
    );
    const link = screen.getAllByRole("link", { name: /Home → Mercy Dialysis/ });
    expect(link[0]).toHaveAttribute("href", `/trip/${TRIP}`);
    expect(screen.getByText("Recorded by the office")).toBeInTheDocument();
    const [first, second] = screen.getAllByRole("row").slice(1);
    expect(within(second).queryByRole("button", { name: "Refund" })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(first).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Refund $42.05?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /confirm/i }));
    await waitFor(() => expect(refundPayment).toHaveBeenCalledWith("p1"));
  });

  it("shows the dashboard's paid-date filters as inputs, and sends them (issue 29)", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    const filter = {
      status: "completed",
      paidFrom: "2026-02-17",
      paidTo: "2026-03-18",
    };
    renderAdmin({
      at: `/${LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      dataProvider: { getList },
      resources: { [LIST]: RESOURCES[LIST] },
    });
    expect(await screen.findByText("$42.05")).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({ filter }),
    );
    expect(screen.getByRole("textbox", { name: "Paid from" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Paid to" })).toBeVisible();
  }, 30_000);
});
