/** English messages of /trips/in-progress (resources.trips/in-progress.*). */
export const messages = {
  name: "Trip in progress |||| Trips in progress",
  fields: {
    q: "Search",
    patient: "Patient",
    driverId: "Driver",
    route: "From → to",
    pickUpDatetime: "Pick-up time",
    lastMilestone: "Last step",
    links: "Open",
  },
  milestones: {
    begun: "Trip begun",
    arrivedAtPickUp: "Arrived at pick-up",
    patientOnBoard: "Patient on board",
    arrivedAtDropOff: "Arrived at drop-off",
    none: "No step recorded yet",
  },
  action: {
    open: "Trip",
    manage: "Steps",
  },
  empty: "No trip is in progress right now.",
  map: {
    caption:
      "%{smart_count} of %{total} trips on the map (those whose drivers have reported a position). |||| %{smart_count} of %{total} trips on the map (those whose drivers have reported a position).",
  },
};
