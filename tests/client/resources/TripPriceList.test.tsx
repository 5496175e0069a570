/**
 * Slow (several seconds a file) because each test mounts the whole admin shell in jsdom and types and
 * clicks through MUI inputs with user-event, as a person would; the list and form behaviour under test
 * lives in that shell, so a lighter mount would test something else.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GetListParams } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { addDays, todayIso } from "../../../domain/expiry";
import tripPrices from "../../../resources/trip-prices";
import type { TripPriceRow } from "../../../resources/trip-prices/tripPriceModel";
import { buildTripPriceRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";
import { fixClock } from "../../support/fixedClock";

// Expiries and "today" are the clock's: a fixed day, so the file holds on any date.
fixClock("2026-03-18T12:00:00");

const R = "admin/transport/trip-prices";
const SLOW = { timeout: 5000 };
const today = todayIso();

const buildPrice = (overrides: Partial<TripPriceRow> = {}) =>
  buildTripPriceRow({
    id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01",
    effectiveFrom: addDays(today, -30),
    ...overrides,
  });

const current = buildPrice();
const rows = [
  buildPrice({
    id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e02",
    effectiveFrom: addDays(today, 30),
    baseFareCents: 2800,
  }),
  current,
  buildPrice({
    id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e03",
    effectiveFrom: addDays(today, -400),
    baseFareCents: 2200,
  }),
];

/** The list query gets this booking type's rows; the in-effect query (one row) gets `current`. */
function provider(byType: Record<string, TripPriceRow[]>) {
  return {
    getList: vi
      .fn()
      .mockImplementation((_r: string, { filter }: GetListParams) => {
        const data = byType[filter.bookingType] ?? [];
        if (filter.effectiveOnOrBefore) {
          const started = data.filter(
            (p) => p.effectiveFrom <= filter.effectiveOnOrBefore,
          );
          return Promise.resolve({
            data: started.slice(0, 1),
            total: started.length,
          });
        }
        return Promise.resolve({ data, total: data.length });
      }),
    getOne: vi
      .fn()
      .mockImplementation(() => Promise.resolve({ data: current })),
    update: vi
      .fn()
      .mockImplementation((_r: string, { data }: { data: object }) =>
        Promise.resolve({ data: { ...current, ...data } }),
      ),
  };
}

const open = (
  at: string,
  byType: Record<string, TripPriceRow[]> = { private: rows },
) => {
  const dataProvider = provider(byType);
  renderAdmin({
    at,
    dataProvider,
    role: "dataadmin",
    resources: { [R]: tripPrices },
  });
  return { dataProvider, user: userEvent.setup() };
};

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, SLOW)).closest("tr")!;

describe("Trip prices by booking type", () => {
  it("opens Private / Community, newest first, with the list in effect marked", async () => {
    const { dataProvider } = open(`/${R}`);
    const currentRow = await rowOf(current.effectiveFrom);
    expect(
      screen.getByRole("tab", { name: "Private / Community" }),
    ).toHaveAttribute("aria-selected", "true");
    expect(within(currentRow).getByText("In effect")).toBeInTheDocument();
    for (const amount of ["$25.00", "$2.75", "$15.00", "$45.00", "$0.50"])
      expect(within(currentRow).getByText(amount)).toBeInTheDocument();
    expect(
      within(await rowOf(rows[0].effectiveFrom)).getByText("Scheduled"),
    ).toBeInTheDocument();
    expect(
      within(await rowOf(rows[2].effectiveFrom)).getByText("Superseded"),
    ).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      R,
      expect.objectContaining({
        filter: { bookingType: "private" },
        sort: { field: "effectiveFrom", order: "DESC" },
      }),
    );
  });

  it("switches to a booking type's own page, with an empty state", async () => {
    const { dataProvider, user } = open(`/${R}/community`);
    await rowOf(current.effectiveFrom);
    await user.click(screen.getByRole("tab", { name: "Hospital" }));
    expect(
      await screen.findByText(
        "No price lists for this booking type yet.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Hospital" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      R,
      expect.objectContaining({ filter: { bookingType: "hospital" } }),
    );
  });

  it("creates from a tab with its booking type chosen, and checks amounts next to the field", async () => {
    const { user } = open(`/${R}/facility`, {
      facility: [buildPrice({ bookingType: "facility" })],
    });
    await rowOf(current.effectiveFrom);
    await user.click(screen.getByRole("link", { name: "Create" }));
    expect(
      await screen.findByRole("combobox", { name: "Booking type" }, SLOW),
    ).toHaveTextContent("Facility");
    await user.type(screen.getByLabelText("Base fare"), "-5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Base fare")).toHaveAccessibleDescription(
        "Enter an amount of $0.00 or more.",
      ),
    );
    expect(screen.getByLabelText("Per mile")).toHaveAccessibleDescription(
      "This field is required.",
    );
  });

  it("edits amounts in dollars, saves cents, and previews the fare", async () => {
    const { dataProvider, user } = open(`/${R}/upsert/${current.id}`);
    const base = await screen.findByDisplayValue("25.00", {}, SLOW);
    expect(screen.getByLabelText("Per mile")).toHaveValue(2.75);
    // Preview: 10 mi, wheelchair: $25.00 + 10 × $2.75 + $15.00 = $67.50
    // While an amount is cleared there is no fare (and no table): query it afresh each time.
    const totalShown = (amount: string) =>
      waitFor(() =>
        expect(
          within(screen.getByRole("table", { name: "Fare preview" })).getByText(
            amount,
          ),
        ).toBeInTheDocument(),
      );
    await totalShown("$67.50");

    await user.clear(base);
    expect(screen.getByText(/Enter every amount above/)).toBeInTheDocument();
    await user.type(base, "27.5");
    // $27.50 + $27.50 + $15.00 = $70.00
    await totalShown("$70.00");
    await user.click(screen.getByLabelText("Round trip"));
    // Two legs: 2 × ($27.50 + $27.50 + $15.00) = $140.00
    await totalShown("$140.00");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Trip Price updated.", {}, SLOW),
    ).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      R,
      expect.objectContaining({
        id: current.id,
        data: expect.objectContaining({
          tripPriceId: current.id,
          baseFareCents: 2750,
          perMileCents: 275,
          bookingType: "private",
        }),
      }),
    );
  }, 60_000);
});
