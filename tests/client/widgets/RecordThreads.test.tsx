/**
 * The discussion panel of the trip page (issue 25): the trip's latest thread with its posts and a post
 * box, "Start a discussion" when it has none, and nothing while feature-discussions is off.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import type { DiscussionStore } from "../../support/discussionFakes";
import {
  buildDiscussion,
  buildPost,
  createDiscussionStore,
  discussionHandlers,
  lastCallTo,
} from "../../support/discussionFakes";
import { stubEditorLayout, typeInEditor } from "../../support/richTextJsdom";
import { renderApp } from "../../support/AppWrapper";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import { tripHandlers } from "../../support/tripHandlers";
import { LOAD, TRIP, trip } from "../../support/tripShow";

beforeAll(stubEditorLayout);

const { fake, server, start } = setupFakeServer();

describe("RecordThreads on the trip page", () => {
  let store: DiscussionStore;

  const show = (fill: (s: DiscussionStore) => void, discussionsOn = true) => {
    store = createDiscussionStore({ userId: "", name: "Nina Nurse" });
    fill(store);
    signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api, discussionsOn ? [] : [FEATURES.discussions]);
    start();
    server.use(
      ...tripHandlers(fake.api, { trips: [trip], activities: [] }),
      ...driverStatusHandlers(fake.api, { online: [] }),
      ...discussionHandlers(store),
    );
    return renderApp(`/trip/${TRIP}`);
  };

  it("shows the trip's latest thread with its posts and a post box", async () => {
    show((s) => {
      const d = buildDiscussion({
        title: "Room change",
        modelType: "trip",
        modelId: TRIP,
      });
      s.discussions.push(d);
      s.posts.push(buildPost(d.discussionId, { body: "<p>Moved to 412</p>" }));
    });
    const panel = await screen.findByRole(
      "region",
      { name: "Discussion" },
      LOAD,
    );
    expect(
      await within(panel).findByText("Moved to 412", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole("heading", { name: "Room change" }),
    ).toBeInTheDocument();
    expect(
      lastCallTo(store, "POST", "/discussions/search")?.body,
    ).toMatchObject({
      modelType: "trip",
      modelId: TRIP,
    });
    expect(
      await within(panel).findByRole("textbox", { name: "Message" }, LOAD),
    ).toBeInTheDocument();
  });

  it("starts a discussion on the trip when it has none", async () => {
    const user = userEvent.setup();
    show(() => undefined);
    const panel = await screen.findByRole(
      "region",
      { name: "Discussion" },
      LOAD,
    );
    await user.click(
      await within(panel).findByRole(
        "button",
        { name: "Start a discussion" },
        LOAD,
      ),
    );
    const box = await within(panel).findByRole(
      "textbox",
      { name: "First post" },
      LOAD,
    );
    typeInEditor(box, "Patient moved");
    await user.click(within(panel).getByRole("button", { name: "Start" }));
    await waitFor(() =>
      expect(lastCallTo(store, "POST", "/discussions")?.body).toEqual({
        title: "Discussion on this Trip",
        modelType: "trip",
        modelId: TRIP,
        firstPost: "<p>Patient moved</p>",
      }),
    );
  });

  it("is hidden while feature-discussions is off", async () => {
    show(() => undefined, false);
    expect(
      await screen.findByText("Trip of Rosa Parks", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Discussion" })).toBeNull();
    expect(lastCallTo(store, "POST", "/discussions/search")).toBeUndefined();
  });
});
