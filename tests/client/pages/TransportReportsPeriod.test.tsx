/**
 * The reports page's period (issue 12): the last 30 days first, then a preset or the days chosen in the
 * pickers; a period the wrong way round is said and not sent. The clock is fixed (NOW), so the presets'
 * days are known.
 */
import "../../support/datePicker";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixClock } from "../../support/fixedClock";
import { LAST_30, mountReportsPage, NOW } from "../../support/transportReports";

fixClock(NOW);

describe("the reports page's period", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the last 30 days first, then the preset or days chosen", async () => {
    const spy = mountReportsPage();
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Trips" });
    expect(
      spy.mock.calls.map(([kind, period]) => [kind, period]).sort(),
    ).toEqual([
      ["rates", LAST_30],
      ["revenue", LAST_30],
      ["trips", LAST_30],
    ]);
    expect(
      screen.getByRole("button", { name: "Last 30 days" }),
    ).toHaveAttribute("aria-pressed", "true");
    spy.mockClear();
    await user.click(screen.getByRole("button", { name: "Last month" }));
    // February 2026: 28 days.
    const lastMonth = { fromDate: "2026-02-01", toDate: "2026-02-28" };
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    expect(
      spy.mock.calls.every(
        ([, p]) => JSON.stringify(p) === JSON.stringify(lastMonth),
      ),
    ).toBe(true);
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue(
      lastMonth.fromDate,
    );
  });

  it("says what is wrong with a period and does not send it", async () => {
    const spy = mountReportsPage();
    await screen.findByRole("table", { name: "Trips" });
    spy.mockClear();
    const user = userEvent.setup();
    // To: the 1st of the month before last, at least 59 days ago; From stays 29 days ago.
    await user.click(screen.getByRole("textbox", { name: "To" }));
    const dialog = await screen.findByRole("dialog");
    for (let i = 0; i < 2; i++)
      await user.click(
        within(dialog).getByRole("button", { name: "Previous month" }),
      );
    // Until the months' slides have ended, several months show (each has a "1").
    const first = await waitFor(
      () => within(dialog).getByRole("gridcell", { name: "1" }),
      { timeout: 5000 },
    );
    await user.click(first);
    expect(
      await screen.findAllByText(
        "The start date must be on or before the end date.",
      ),
    ).not.toHaveLength(0);
    expect(spy).not.toHaveBeenCalled();
  });
});
