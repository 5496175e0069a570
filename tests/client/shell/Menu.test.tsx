import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FEATURE_CODES } from "../../../domain/features";
import type { FeatureState } from "../../../domain/navigation";
import { isMenuGroup, MENU, visibleMenu } from "../../../domain/navigation";
import type { RoleCode } from "../../../domain/privileges";
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

describe("side menu (domain/navigation.ts)", () => {
  // The menu renders visibleMenu's entries for the signed-in user; which entries each role gets is
  // asserted role by role in tests/domain/navigation.test.ts ("%s sees exactly the §2/§6 menu") and
  // tests/domain/menuAccess.test.ts. Here, one role with every kind of entry and group: a system
  // administrator.
  it("shows a system administrator exactly the entries of visibleMenu, in their groups", async () => {
    const { nav, hrefs, groups } = await openMenu("systemadmin");
    const expected = allPaths(
      visibleMenu({ roles: [{ roleCode: "systemadmin" }] }, ALL_ON),
    );
    expect(hrefs).toEqual(expected);
    for (const path of allPaths(MENU)) {
      expect(hrefs.has(path)).toBe(expected.has(path));
    }
    expect(groups).toContain("System Admin");
    // Two links read "Users" for an administrator: the analytics page and the accounts under System Admin.
    expect(
      within(nav)
        .getAllByRole("menuitem", { name: "Users" })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/analytics/users", "/admin/users"]);
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
