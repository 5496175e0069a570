/**
 * The list rows' on/off switch (src/widgets/ActiveSwitch.tsx), shared by the feature toggles and
 * the system notifications: disabled while its call runs, a click never reaches the row, and what
 * re-reads after a switch runs only once the call succeeded.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ActiveSwitch } from "../../../src/widgets/ActiveSwitch";
import { renderWithAdmin } from "../../support/renderWithAdmin";

function renderSwitch(
  onToggle: (active: boolean) => Promise<unknown>,
  afterToggle = vi.fn(),
) {
  const onRowClick = vi.fn();
  renderWithAdmin(
    <div onClick={onRowClick}>
      <ActiveSwitch
        checked={false}
        label="Switch it"
        onToggle={onToggle}
        success={{ message: "Done." }}
        afterToggle={afterToggle}
      />
    </div>,
  );
  return { onRowClick, afterToggle };
}

describe("ActiveSwitch", () => {
  it("calls with the new state, stays disabled while the call runs, and never opens the row", async () => {
    let finish: () => void = () => {};
    const onToggle = vi.fn(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const { onRowClick, afterToggle } = renderSwitch(onToggle);
    const toggle = screen.getByRole("switch", { name: "Switch it" });
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(toggle).toBeDisabled();
    expect(onRowClick).not.toHaveBeenCalled();
    expect(afterToggle).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(afterToggle).toHaveBeenCalledTimes(1);
  });

  it("re-reads nothing more when the call fails, and can be used again", async () => {
    const onToggle = vi.fn().mockRejectedValue(new Error("Failed: no."));
    const { afterToggle } = renderSwitch(onToggle);
    const toggle = screen.getByRole("switch", { name: "Switch it" });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(afterToggle).not.toHaveBeenCalled();
  });
});
