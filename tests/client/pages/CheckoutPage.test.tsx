import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CheckoutPage } from "../../../custom-pages/checkout/CheckoutPage";
import type {
  CheckoutAction,
  CheckoutView,
} from "../../../domain/schemas/paymentRecord";
import { messages as C } from "../../../custom-pages/checkout/messages";
import { apiCalls, inTurn } from "../../support/authHandlers";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderPage } from "../../support/renderWithAdmin";

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
) => envelope({ ...view(overrides), step, redirectUrl: null });

// Mounted under another base so that /checkout/success (where a payment ends) is "elsewhere".
const open = () =>
  renderPage(<CheckoutPage />, {
    at: `/pay/${TOKEN}`,
    route: "/pay/:paymentId",
  });

describe("CheckoutPage (signed out)", () => {
  const { server } = setupFakeServer();
  const CHECKOUT = `/checkout/${TOKEN}`;
  /** The link's checkout answers `read`, and a payment step answers `submit`. */
  const answer = (read: () => Response, submit?: () => Response) => {
    const api = apiCalls();
    server.use(
      api.on("get", "/checkout/:paymentId", read),
      ...(submit ? [api.on("post", "/checkout/:paymentId", submit)] : []),
    );
    return api;
  };

  it("shows the server's amount and route, confirms with the demo provider and goes to success", async () => {
    const api = answer(
      () => envelope(view()),
      inTurn(
        () => action("confirm"),
        () => action("done", { status: "completed" }),
      ),
    );
    open();
    expect(await screen.findByTestId("checkout-amount")).toHaveTextContent(
      "$42.05",
    );
    expect(screen.getByText("Mercy Dialysis")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: C.payDemo }));
    await user.click(await screen.findByRole("button", { name: C.confirm }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: CHECKOUT, body: { amountCents: 4205 } },
      {
        method: "POST",
        path: CHECKOUT,
        body: { amountCents: 4205, confirm: true },
      },
    ]);
  });

  it("says a link is not valid on 404", async () => {
    answer(() => failure(404, "This payment link is not valid."));
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent(C.notFound);
  });

  it("shows a paid trip as paid, with no Pay button", async () => {
    answer(() =>
      envelope(
        view({ status: "completed", paidAt: "2026-03-11T10:00:00.000Z" }),
      ),
    );
    open();
    expect(await screen.findByText(C.paid)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: C.payDemo })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    answer(
      () => envelope(view({ provider: "stripe" })),
      () => failure(422, "The amount does not match."),
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
