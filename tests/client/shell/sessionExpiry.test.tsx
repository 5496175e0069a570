import { screen, waitFor } from "@testing-library/react";
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
    fake.api.sessions.clear(); // the server forgot the session: every call now answers 401
    start();
    const app = renderApp("/admin/features");
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
    const app = renderApp("/calendar");
    await waitFor(() => expect(app.location().pathname).toBe("/signin/"));
    expect(app.location().search).toBe("?sessionexpired=true");
    expect(readSession()).toBeNull();
  });
});
