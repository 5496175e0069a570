import { describe, expect, it } from "vitest";
import { requestStepPosition } from "../../../src/session/positionModel";

describe("requestStepPosition", () => {
  const fix = (coords: Partial<GeolocationCoordinates>): Geolocation =>
    ({
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords } as GeolocationPosition),
    }) as unknown as Geolocation;

  it("gives latitude, longitude and accuracy when the browser answers", async () => {
    await expect(
      requestStepPosition(fix({ latitude: 1, longitude: 2, accuracy: 30 })),
    ).resolves.toEqual({ latitude: 1, longitude: 2, accuracy: 30 });
  });

  it("never holds a step up: no browser, a refusal or silence all give none", async () => {
    await expect(requestStepPosition(undefined)).resolves.toBeUndefined();
    const refusing = {
      getCurrentPosition: (_ok: PositionCallback, no: PositionErrorCallback) =>
        no({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    await expect(requestStepPosition(refusing)).resolves.toBeUndefined();
    const silent = { getCurrentPosition: () => {} } as unknown as Geolocation;
    await expect(requestStepPosition(silent, 20)).resolves.toBeUndefined();
  });
});
