import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CLASSIFICATION_BANNER_TEXT, FEATURES } from "../../../domain/features";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";

const { fake, start } = setupFakeServer();

async function expectBanners() {
  const top = await screen.findByTestId("classification-banner-top");
  const bottom = screen.getByTestId("classification-banner-bottom");
  expect(top).toHaveTextContent(CLASSIFICATION_BANNER_TEXT);
  expect(bottom).toHaveTextContent(CLASSIFICATION_BANNER_TEXT);
  // Above and below the page: the top one first in the document, the bottom one last.
  expect(
    top.compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
}

describe("classification banner (§1)", () => {
  it("shows above and below the landing page when the toggle is on", async () => {
    fake.api.toggles[FEATURES.classificationBanner] = true;
    start();
    renderApp("/");
    await expectBanners();
  });

  it("shows above and below the sign-in page", async () => {
    fake.api.toggles[FEATURES.classificationBanner] = true;
    start();
    renderApp("/signin");
    await expectBanners();
  });

  it("shows above and below the signed-in pages", async () => {
    fake.api.toggles[FEATURES.classificationBanner] = true;
    signInAs(fake.api, "nurse");
    start();
    // A page the nurse is refused (service organisations): the shared refusal, inside the layout.
    renderApp("/service/organizations/1");
    await expectBanners();
    expect(
      await screen.findByText(
        "Your account is not permitted to access this resource.",
      ),
    ).toBeInTheDocument();
  });

  it("is absent while the toggle is off", async () => {
    signInAs(fake.api, "nurse");
    start();
    renderApp("/");
    expect(
      await screen.findByRole("navigation", { name: "Main menu" }),
    ).toBeInTheDocument();
    await screen.findByText("Calendar");
    expect(
      screen.queryByTestId("classification-banner-top"),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByTestId("classification-banner-bottom"),
    ).not.toBeInTheDocument();
  });
});
