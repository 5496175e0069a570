import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FEATURE_CODES } from "../../../domain/features";
import type { FeatureState } from "../../../domain/navigation";
import { isMenuGroup, MENU, visibleMenu } from "../../../domain/navigation";
import type { RoleCode } from "../../../domain/privileges";
import { ROLE_CODES } from "../../../domain/privileges";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, start } = setupFakeServer();
const ALL_ON: FeatureState = Object.fromEntries(
  FEATURE_CODES.map((c) => [c, true]),
);
const allPaths = (entries: readonly (typeof MENU)[number][]) =>
  new Set(
    entries.flatMap((e) =>
      isMenuGroup(e) ? e.items.map((i) => i.path) : [e.path],
    ),
  );

/**
 * Signs in as the role, opens every group and returns the menu's links and group names. Slow (2-5 s a
 * test): it mounts the whole app shell and clicks every group open, once per role.
 */
async function openMenu(role: RoleCode) {
  enableAllFeatures(fake.api);
  signInAs(fake.api, role);
  start();
  renderApp("/");
  const nav = await screen.findByRole("navigation", { name: "Main menu" });
  // Every role sees Documents once the toggles have arrived.
  await within(nav).findByRole("menuitem", { name: "Documents" });
  const user = userEvent.setup();
  // Re-query after each click: opening a group re-renders the menu.
  let closed = within(nav).queryAllByRole("menuitem", { name: /^Expand / });
  while (closed.length > 0) {
    await user.click(closed[0]);
    closed = within(nav).queryAllByRole("menuitem", { name: /^Expand / });
  }
  const hrefs = new Set(
    within(nav)
      .getAllByRole("menuitem")
      .map((a) => a.getAttribute("href"))
      .filter((href) => href !== null), // group headers are menu items without a link
  );
  const groups = within(nav)
    .queryAllByRole("menuitem", { name: /^Collapse / })
    .map((b) => b.textContent);
  return { nav, hrefs, groups };
}

describe("side menu per role (domain/navigation.ts)", () => {
  it.each(ROLE_CODES)(
    "%s sees exactly the entries of visibleMenu",
    async (role) => {
      const { hrefs } = await openMenu(role);
      const expected = allPaths(
        visibleMenu({ roles: [{ roleCode: role }] }, ALL_ON),
      );
      expect(hrefs).toEqual(expected);
      for (const path of allPaths(MENU)) {
        expect(hrefs.has(path)).toBe(expected.has(path));
      }
    },
  );

  it("a nurse has no System Admin group", async () => {
    const { groups } = await openMenu("nurse");
    expect(groups).not.toContain("System Admin");
    expect(screen.queryByText("System Admin")).not.toBeInTheDocument();
  });

  it("a data administrator sees Users under System Admin", async () => {
    const { nav, groups } = await openMenu("dataadmin");
    expect(groups).toContain("System Admin");
    expect(
      within(nav).getByRole("menuitem", { name: "Users" }),
    ).toHaveAttribute("href", "/admin/users");
  });

  it("a system administrator doesn't see Facility Users", async () => {
    const { nav, hrefs } = await openMenu("systemadmin");
    expect(hrefs.has("/admin/transport/facility-users")).toBe(false);
    expect(
      within(nav).queryByRole("menuitem", { name: "Facility Users" }),
    ).not.toBeInTheDocument();
    expect(
      within(nav).getByRole("menuitem", { name: "Features" }),
    ).toHaveAttribute("href", "/admin/features");
  });

  it("a module switched off leaves the menu", async () => {
    enableAllFeatures(fake.api, ["feature-documents", "feature-workspaces"]);
    signInAs(fake.api, "customer");
    start();
    renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(
      await within(nav).findByRole("menuitem", { name: "Discussions" }),
    ).toBeInTheDocument();
    expect(
      within(nav).queryByRole("menuitem", { name: "Documents" }),
    ).not.toBeInTheDocument();
    expect(
      within(nav).queryByRole("menuitem", { name: "Workspaces" }),
    ).not.toBeInTheDocument();
  });
});
