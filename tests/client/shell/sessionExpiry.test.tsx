import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { SESSION_KEYS } from "../../../domain/constants";
import { readSession } from "../../../providers/session";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";

const { fake, start } = setupFakeServer();

describe("session expiry (§8: 401)", () => {
  it("a 401 from a list clears the session and lands on /signin/?sessionexpired=true", async () => {
    signInAs(fake.api, "systemadmin");
    sessionStorage.setItem(SESSION_KEYS.disclaimerAcknowledged, "true");
    start();
    const app = renderApp("/");
    // The session is valid on load (GET /auth/user passes), then the server forgets it.
    await screen.findByRole("heading", { name: /Welcome/ });
    await waitFor(() =>
      expect(fake.api.requests.some((r) => r.path === "/auth/user")).toBe(true),
    );
    fake.api.sessions.clear();
    const [link] = await screen.findAllByRole("link", { name: "Features" });
    fireEvent.click(link);
    await waitFor(() => expect(app.location().pathname).toBe("/signin/"));
    expect(app.location().search).toBe("?sessionexpired=true");
    expect(readSession()).toBeNull();
    expect(
      sessionStorage.getItem(SESSION_KEYS.disclaimerAcknowledged),
    ).toBeNull();
    expect(fake.api.requests.some((r) => r.path === "/features/search")).toBe(
      true,
    );
    expect(
      await screen.findByRole("heading", { name: "Sign in" }),
    ).toBeInTheDocument();
  });

  it("a 401 outside react-admin's hooks (the notifications badge) does the same", async () => {
    fake.api.toggles[FEATURES.discussions] = true;
    signInAs(fake.api, "nurse");
    fake.api.sessions.clear();
    start();
    const app = renderApp("/user/bookmarks");
    await waitFor(() => expect(app.location().pathname).toBe("/signin/"));
    expect(app.location().search).toBe("?sessionexpired=true");
    expect(readSession()).toBeNull();
  });

  it("a reload with a revoked token is noticed at once: GET /auth/user answers 401", async () => {
    fake.api.toggles[FEATURES.discussions] = false; // no badge call: only the revalidation asks
    signInAs(fake.api, "customer");
    fake.api.sessions.clear();
    start();
    const app = renderApp("/user/profile");
    await waitFor(() => expect(app.location().pathname).toBe("/signin/"));
    expect(app.location().search).toBe("?sessionexpired=true");
    expect(fake.api.requests.some((r) => r.path === "/auth/user")).toBe(true);
    expect(readSession()).toBeNull();
  });
});
