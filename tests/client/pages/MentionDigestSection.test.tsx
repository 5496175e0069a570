/**
 * The mention email digest on the profile page (issue 25): hidden while discussions are off; off by
 * default; a new choice is saved and said so; a failure is said with the server's message.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Notification } from "react-admin";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { MentionDigestSection } from "../../../custom-pages/profile/MentionDigestSection";
import { FeatureContext } from "../../../src/features/FeatureContext";
import { apiCalls } from "../../support/authHandlers";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderWithAdmin } from "../../support/renderWithAdmin";

type AfterMinutes = 15 | 60 | 240 | 1440 | null;
const DIGEST = "/auth/profile/mention-digest";
const { server } = setupFakeServer();

/** The user's setting starts at `saved`; a save answers `onSave` (by default, it is stored). */
function answer(saved: AfterMinutes, onSave?: () => Response) {
  const api = apiCalls();
  let current = saved;
  server.use(
    api.on("get", DIGEST, () => envelope({ afterMinutes: current })),
    api.on("post", DIGEST, (body) => {
      if (onSave) return onSave();
      current = body.afterMinutes as AfterMinutes;
      return envelope({ afterMinutes: current });
    }),
  );
  return api;
}

function renderSection(discussionsOn = true) {
  renderWithAdmin(
    <FeatureContext.Provider
      value={{
        features: { [FEATURES.discussions]: discussionsOn },
        loaded: true,
        refresh: async () => undefined,
      }}
    >
      <MentionDigestSection />
      <Notification />
    </FeatureContext.Provider>,
  );
}

describe("MentionDigestSection", () => {
  it("is hidden while discussions are off", async () => {
    const api = answer(null);
    renderSection(false);
    expect(screen.queryByText("Email about unread mentions")).toBeNull();
    // A request reaches msw a few ticks after the effect that sends it: give it time to show up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.sent).toEqual([]);
  });

  it("is off by default and saves a new choice", async () => {
    const api = answer(null);
    renderSection();
    const select = await screen.findByRole("combobox", { name: "Email me" });
    await waitFor(() => expect(select).toHaveTextContent("Never"));
    const save = screen.getByRole("button", { name: "Save email setting" });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(select);
    await user.click(
      within(await screen.findByRole("listbox")).getByRole("option", {
        name: "After 1 hour unread",
      }),
    );
    await user.click(save);
    expect(
      await screen.findByText("Mention email setting saved."),
    ).toBeInTheDocument();
    expect(api.bodies("post", DIGEST)).toEqual([{ afterMinutes: 60 }]);
  });

  it("says why a save failed", async () => {
    const api = answer(15, () =>
      failure(422, "Choose off, 15 minutes, 1 hour, 4 hours or 1 day."),
    );
    renderSection();
    const select = await screen.findByRole("combobox", { name: "Email me" });
    await waitFor(() =>
      expect(select).toHaveTextContent("After 15 minutes unread"),
    );
    const user = userEvent.setup();
    await user.click(select);
    await user.click(
      within(await screen.findByRole("listbox")).getByRole("option", {
        name: "Never",
      }),
    );
    await user.click(
      screen.getByRole("button", { name: "Save email setting" }),
    );
    expect(
      await screen.findByText(
        "The mention email setting could not be saved: Choose off, 15 minutes, 1 hour, 4 hours or 1 day.",
      ),
    ).toBeInTheDocument();
    expect(api.bodies("post", DIGEST)).toEqual([{ afterMinutes: null }]);
  });
});
