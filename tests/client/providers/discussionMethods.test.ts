/** Discussions' custom calls (issue 25): the read mark and the mentionable search, under the module's prefix. */
import { describe, expect, it } from "vitest";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import { stubClient } from "../../support/stubHttpClient";

const API = "http://api.test/api";
const ID = "d1500000-0000-4000-8000-000000000001";

describe("discussion methods", () => {
  it("marks a thread read with POST /discussions/{id}/read", async () => {
    const { client, calls } = stubClient({ data: { discussionId: ID } });
    await createAppDataProvider(API, client).markDiscussionRead(ID);
    expect(calls[0].url).toBe(`${API}/discussions/${ID}/read`);
    expect(calls[0].options).toMatchObject({ method: "POST" });
  });

  it("asks whom a thread's readers may mention, and answers the items", async () => {
    const item = { kind: "user", id: ID, label: "Dan Driver" };
    const { client, calls } = stubClient({ data: [item] });
    const found = await createAppDataProvider(
      API,
      client,
    ).discussionMentionable({ discussionId: ID, searchTerm: "da" });
    expect(found).toEqual([item]);
    expect(calls[0].url).toBe(`${API}/discussions/mentionable`);
    expect(calls[0].options).toMatchObject({
      method: "POST",
      body: { discussionId: ID, searchTerm: "da" },
    });
  });
});
