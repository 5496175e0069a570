/**
 * POST /trips/fare-quote: the fare the booking form shows before saving, computed exactly as the
 * booking will be (same routing, same price list, same arithmetic; a round trip is both legs).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { tripsModule } from "../../domain/modules/trips";
import { envelopeSchema } from "../../domain/schemas/search";
import {
  fareQuoteBodySchema,
  fareQuoteSchema,
} from "../../domain/schemas/trip";
import { errorResponses } from "../crud/schemas";
import { computeTripFare } from "./fare";
import { routedTripColumns } from "../geo/tripRoute";

export function fareQuoteRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${tripsModule.api.prefix}/fare-quote`,
    {
      preParsing: base.authorize(tripsModule.access.write),
      schema: {
        body: fareQuoteBodySchema,
        response: { 200: envelopeSchema(fareQuoteSchema), ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      // The booking's own hook (issue 22): it geocodes and caches, so the booking then asks nothing.
      const routed = await routedTripColumns(
        { db: base.db, config: base.config, log: request.log },
        body.pickUpAddress,
        body.dropOffAddress,
      );
      const fare = await computeTripFare(
        base.db,
        {
          bookingType: body.bookingType,
          pickUpDatetime: new Date(body.pickUpDatetime),
          wheelchairTrip: body.wheelchairTrip,
          stretcherTrip: body.stretcherTrip,
          additionalWaitTimeInMinutes: body.additionalWaitTimeInMinutes,
          distanceInMiles: routed.distanceInMiles,
        },
        base.config.TRIP_TIME_ZONE,
        body.isRoundTrip,
      );
      return {
        code: 200,
        message: "OK",
        data: {
          distanceInMiles: routed.distanceInMiles,
          travelTimeInMinutes: routed.travelTimeInMinutes,
          distanceEstimated: routed.distanceEstimated,
          totalCents: fare.totalCents,
          totalCostDollars: fare.totalCostDollars,
          totalCostCents: String(fare.totalCostCents).padStart(2, "0"),
          legs: fare.legs,
        },
      };
    },
  );
}
