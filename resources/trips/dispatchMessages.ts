/** English messages of the trip page's office actions (resources.trips/all.dispatch.*). */
export const dispatchMessages = {
  steps: {
    confirm: "Confirm",
    delay: "Delay",
    resume: "Resume",
    cancel: "Cancel trip",
  },
  done: {
    confirm: "Trip confirmed.",
    delay: "Delay recorded.",
    resume: "Trip resumed.",
    cancel: "Trip cancelled.",
  },
  assign: {
    open: "Assign driver and vehicle",
    title: "Assign driver and vehicle",
    driver: "Driver",
    vehicle: "Vehicle",
    driverHint: "Active drivers; type a name to search.",
    vehicleHint: "Active vehicles; type a plate, make or model to search.",
    needs: "This trip needs: %{needs}",
    submit: "Save",
    saving: "Saving…",
  },
  vehicleOption: "%{plate} · %{make} %{model} (%{capabilities})",
  capabilities: {
    wheelchair: "wheelchair",
    stretcher: "stretcher",
    none: "no wheelchair or stretcher",
  },
  unassigned: "Not assigned",
  flagged:
    "Needs dispatch: since the trip changed, its assignment no longer passes the check.",
  stale:
    "The trip had changed meanwhile: it was reloaded and now shows its current state.",
};
