/**
 * /analytics/users (issue 29): an administrator sees the accounts' figures; a data administrator,
 * who holds view-analytics but is not an administrator, is refused the page and asks nothing.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixClock } from "../../support/fixedClock";
import { callsTo, NOW, setupAnalyticsPages } from "./analyticsFake";

fixClock(NOW);

const LOAD = { timeout: 10_000 };
const USERS = "/analytics/users";
const open = setupAnalyticsPages();

describe("the users' analytics", () => {
  it("shows an administrator the active users by role, sign-ins, and the accounts to watch", async () => {
    const { store } = open(USERS);
    const roles = await screen.findByRole(
      "table",
      { name: "Active users by role" },
      LOAD,
    );
    expect(within(roles).getByRole("row", { name: "Nurse 7" }));
    expect(
      within(roles).getByRole("row", { name: "Facility administrator 3" }),
    );
    const tile = (label: string) => screen.getByText(label).parentElement;
    expect(tile("Active users")).toHaveTextContent(/^Active users 33$/);
    expect(tile("Never signed in")).toHaveTextContent(/^Never signed in 4$/);
    expect(tile("With a second factor")).toHaveTextContent(
      /^With a second factor 6$/,
    );
    expect(tile("Locked now")).toHaveTextContent(/^Locked now 1$/);
    expect(
      screen.getByRole("img", {
        name: "Chart: sign-ins per day over the last 30 days",
      }),
    ).toBeInTheDocument();
    expect(callsTo(store, "/analytics/users")).toHaveLength(1);
  });

  it("is refused to a data administrator, who asks nothing", async () => {
    const { store } = open(USERS, "dataadmin");
    expect(
      await screen.findByRole(
        "heading",
        { name: "Authorization Error", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(callsTo(store, "/analytics/users")).toHaveLength(0);
  });
});
