/** English messages of the trip price lists (resources.admin/transport/trip-prices.*). */
export const messages = {
  name: "Trip Price |||| Trip Prices",
  fields: {
    bookingType: "Booking type",
    baseFareCents: "Base fare",
    perMileCents: "Per mile",
    wheelchairSurchargeCents: "Wheelchair surcharge",
    stretcherSurchargeCents: "Stretcher surcharge",
    waitTimePerMinuteCents: "Wait time per minute",
    effectiveFrom: "Effective from",
    status: "Status",
    notes: "Notes",
    createdAt: "Added",
    q: "Search",
  },
  status: {
    inEffect: "In effect",
    scheduled: "Scheduled",
    superseded: "Superseded",
  },
  helpers: {
    dollars: "In dollars, e.g. 25.00",
    effectiveFrom:
      "The latest list started on or before a trip's day prices that trip.",
  },
  tabs: {
    label: "Booking types",
  },
  preview: {
    title: "Fare preview",
    help: "Try this price list on a trip before saving it.",
    distanceInMiles: "Distance, one way (miles)",
    additionalWaitTimeInMinutes: "Wait time (minutes)",
    wheelchairTrip: "Wheelchair",
    stretcherTrip: "Stretcher",
    isRoundTrip: "Round trip",
    baseFare: "Base fare",
    mileage: "Mileage",
    wheelchairSurcharge: "Wheelchair surcharge",
    stretcherSurcharge: "Stretcher surcharge",
    waitTime: "Wait time",
    total: "Total (one way) |||| Total (round trip)",
    stretcherOnly:
      "Wheelchair and stretcher: charged the stretcher surcharge only.",
    incomplete:
      "Enter every amount above and a distance and wait time of 0 or more to see the fare.",
  },
  empty: "No price lists for this booking type yet.",
  invite: "Add a price list: base fare, mileage, surcharges and wait time.",
  notifications: {
    created: "New Trip Price added.",
    updated: "Trip Price updated.",
    deleted: "Trip Price deleted. |||| %{smart_count} trip prices deleted.",
  },
};
