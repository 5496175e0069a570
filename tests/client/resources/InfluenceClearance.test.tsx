/**
 * Issue 8: on a driver's show page, a data admin sees today's standing statement of being under the
 * influence and clears it with a required reason, through the data provider's custom method.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DataProvider } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { buildDriverRow } from "../../support/rowFactories";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";
import { fixClock } from "../../support/fixedClock";

// Expiries and "today" are the clock's: a fixed day, so the file holds on any date.
fixClock("2026-03-18T12:00:00");

const LIST = "admin/transport/drivers";
const INFLUENCE = "admin/transport/influence-status-records";
const ID = "7a1c2e3f-0000-4000-8000-000000000002";

const statement = (overrides: Record<string, unknown> = {}) => ({
  id: "i9",
  alcoholAndDrugStatusRecordId: "i9",
  driverId: ID,
  latitude: 39.96,
  longitude: -82.99,
  underTheInfluenceStatus: true,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

function mount(records: Record<string, unknown>[]) {
  let current = records;
  const clearInfluenceStatement = vi.fn(async () => {
    current = current.map((r) => ({
      ...r,
      clearance: { clearedAt: new Date().toISOString(), reason: "x" },
    }));
    return current;
  });
  const getList = vi.fn((resource: string) =>
    Promise.resolve(
      resource === INFLUENCE
        ? { data: current, total: current.length }
        : { data: [], total: 0 },
    ),
  );
  const dataProvider = {
    getOne: vi.fn().mockResolvedValue({ data: buildDriverRow({ id: ID }) }),
    getMany: vi.fn().mockResolvedValue({ data: [] }),
    getList: getList as unknown as DataProvider["getList"],
    getManyReference: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    clearInfluenceStatement,
  };
  renderAdmin({
    at: `/admin/transport/driver/${ID}`,
    dataProvider,
    role: "dataadmin",
    resources: { [LIST]: RESOURCES[LIST] },
  });
  return { clearInfluenceStatement, getList };
}

describe("clearing a statement of being under the influence", () => {
  it("shows today's standing statement and clears it with a required reason", async () => {
    const { clearInfluenceStatement, getList } = mount([statement()]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Clear statement" },
        { timeout: 5000 },
      ),
    );
    expect(getList).toHaveBeenCalledWith(
      INFLUENCE,
      expect.objectContaining({
        filter: { driverId: ID, underTheInfluenceStatus: true },
      }),
    );
    const dialog = await screen.findByRole("dialog");
    const confirm = screen.getAllByRole("button", { name: "Clear statement" });
    // The dialog's own button: the reason is required, so nothing is sent yet.
    await user.click(confirm[confirm.length - 1]);
    expect(
      await screen.findByText("Give the reason for clearing the statement."),
    ).toBeInTheDocument();
    expect(clearInfluenceStatement).not.toHaveBeenCalled();
    await user.type(
      screen.getByRole("textbox", { name: /Reason/ }),
      "Breath test negative",
    );
    await user.click(confirm[confirm.length - 1]);
    await waitFor(() =>
      expect(clearInfluenceStatement).toHaveBeenCalledWith(
        ID,
        "Breath test negative",
      ),
    );
    expect(await screen.findByText("Statement cleared.")).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.queryByRole("button", { name: "Clear statement" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("shows nothing for a cleared statement or one of an earlier day", async () => {
    const { getList } = mount([
      statement({ clearance: { clearedAt: new Date().toISOString() } }),
      statement({ id: "i8", createdAt: "2025-01-03T07:59:00.000Z" }),
    ]);
    expect(
      await screen.findByText(
        "No standing statement of being under the influence today.",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(INFLUENCE, expect.anything());
    expect(
      screen.queryByRole("button", { name: "Clear statement" }),
    ).not.toBeInTheDocument();
  });
});
