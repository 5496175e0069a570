/**
 * The user page's sign-in help (issue 21): unlocking a user's sign-in and resetting their second
 * factor, each after a confirmation, with the toast of the outcome (the server's refusal as is).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { toHttpError } from "../../../providers/httpClient";
import { buildUserRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

const row = buildUserRow({
  id: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
  firstName: "Nina",
  lastName: "Nurse",
  roles: [{ roleCode: "nurse" }],
});

function renderUserPage(methods: Record<string, unknown>) {
  renderAdmin({
    at: `/admin/users/upsert/${row.id}`,
    dataProvider: {
      getOne: vi.fn().mockResolvedValue({ data: row }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
      getMany: vi.fn().mockResolvedValue({ data: [] }),
      ...methods,
    },
  });
}

describe("/admin/users/upsert/:id: an administrator's sign-in help", () => {
  it("unlocks the user's sign-in after a confirmation", async () => {
    const unlockUserSignIn = vi.fn().mockResolvedValue(undefined);
    renderUserPage({ unlockUserSignIn });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Unlock sign-in" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText("Unlock the sign-in of Nina Nurse?"),
    ).toBeInTheDocument();
    expect(unlockUserSignIn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(unlockUserSignIn).toHaveBeenCalledWith(row.id));
    expect(await screen.findByText("Sign-in is unlocked.")).toBeInTheDocument();
  });

  it("resets the second factor, and shows the server's refusal as it is", async () => {
    const NOT_ON = "Two-factor authentication is not on.";
    const resetUserSecondFactor = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(toHttpError(409, { message: NOT_ON }));
    renderUserPage({ resetUserSecondFactor });
    const user = userEvent.setup();
    const reset = await screen.findByRole("button", {
      name: "Reset two-factor authentication",
    });
    await user.click(reset);
    let dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "Reset the two-factor authentication of Nina Nurse?",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("Two-factor authentication is reset."),
    ).toBeInTheDocument();
    expect(resetUserSecondFactor).toHaveBeenCalledWith(row.id);

    await user.click(reset);
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(NOT_ON)).toBeInTheDocument();
  });
});
