import { describe, expect, it } from "vitest";
import {
  formatCoordinate,
  GEOLOCATION_OPTIONS,
  located,
  positionFailure,
} from "../../../src/session/positionModel";

describe("set-status position model", () => {
  it("maps GeolocationPositionError codes onto the page's states", () => {
    expect(positionFailure(1)).toBe("denied");
    expect(positionFailure(2)).toBe("unavailable");
    expect(positionFailure(3)).toBe("timeout");
    expect(positionFailure(99)).toBe("unavailable");
  });

  it("keeps only latitude and longitude of a fix", () => {
    expect(
      located({ latitude: 1.5, longitude: -2.25, accuracy: 10 } as never),
    ).toEqual({
      status: "located",
      position: { latitude: 1.5, longitude: -2.25 },
    });
  });

  it("asks with a timeout, and shows coordinates to 5 decimals", () => {
    expect(GEOLOCATION_OPTIONS.timeout).toBe(20_000);
    expect(formatCoordinate(-82.9988765)).toBe("-82.99888");
  });
});
