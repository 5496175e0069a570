import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CheckoutPage } from "../../../custom-pages/checkout/CheckoutPage";
import type {
  CheckoutAction,
  CheckoutView,
} from "../../../domain/schemas/paymentRecord";
import { toHttpError } from "../../../providers/httpClient";
import { messages as C } from "../../../custom-pages/checkout/messages";
import { renderPage } from "../../support/renderWithAdmin";

vi.mock("../../../providers/checkoutApi", () => ({
  fetchCheckout: vi.fn(),
  submitCheckout: vi.fn(),
}));
const api = await import("../../../providers/checkoutApi");

const TOKEN = "t".repeat(43);
const view = (overrides: Partial<CheckoutView> = {}): CheckoutView => ({
  status: "pending",
  amountCents: 4205,
  currency: "usd",
  tripDate: "2026-03-10T14:00:00.000Z",
  pickUpName: "Home",
  dropOffName: "Mercy Dialysis",
  provider: "builtin",
  paidAt: null,
  ...overrides,
});
const action = (
  step: CheckoutAction["step"],
  overrides: Partial<CheckoutView> = {},
) => ({
  code: 200,
  message: "OK",
  data: { ...view(overrides), step, redirectUrl: null },
});

// Mounted under another base so that /checkout/success (where a payment ends) is "elsewhere".
const open = () =>
  renderPage(<CheckoutPage />, {
    at: `/pay/${TOKEN}`,
    route: "/pay/:paymentId",
  });

describe("CheckoutPage (signed out)", () => {
  beforeEach(() => {
    vi.mocked(api.fetchCheckout).mockReset();
    vi.mocked(api.submitCheckout).mockReset();
  });

  it("shows the server's amount and route, confirms with the demo provider and goes to success", async () => {
    vi.mocked(api.fetchCheckout).mockResolvedValue({
      code: 200,
      message: "OK",
      data: view(),
    });
    vi.mocked(api.submitCheckout)
      .mockResolvedValueOnce(action("confirm"))
      .mockResolvedValueOnce(action("done", { status: "completed" }));
    open();
    expect(await screen.findByTestId("checkout-amount")).toHaveTextContent(
      "$42.05",
    );
    expect(screen.getByText("Mercy Dialysis")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: C.payDemo }));
    expect(api.submitCheckout).toHaveBeenCalledWith(TOKEN, {
      amountCents: 4205,
    });
    await user.click(await screen.findByRole("button", { name: C.confirm }));
    expect(api.submitCheckout).toHaveBeenLastCalledWith(TOKEN, {
      amountCents: 4205,
      confirm: true,
    });
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("says a link is not valid on 404", async () => {
    vi.mocked(api.fetchCheckout).mockRejectedValue(
      toHttpError(404, { message: "This payment link is not valid." }),
    );
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent(C.notFound);
  });

  it("shows a paid trip as paid, with no Pay button", async () => {
    vi.mocked(api.fetchCheckout).mockResolvedValue({
      code: 200,
      message: "OK",
      data: view({ status: "completed", paidAt: "2026-03-11T10:00:00.000Z" }),
    });
    open();
    expect(await screen.findByText(C.paid)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: C.payDemo })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    vi.mocked(api.fetchCheckout).mockResolvedValue({
      code: 200,
      message: "OK",
      data: view({ provider: "stripe" }),
    });
    vi.mocked(api.submitCheckout).mockRejectedValue(
      toHttpError(422, { message: "The amount does not match." }),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pay $42.05" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "The amount does not match.",
      ),
    );
  });
});
