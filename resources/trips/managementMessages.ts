/** English messages of the driver's page (resources.trips/all.management.*). */
export const managementMessages = {
  title: "Trip steps",
  back: "All trips",
  tripPage: "Trip page",
  onBehalf:
    "You are recording these steps on the driver's behalf: the trip's history marks each one so.",
  refused: {
    title: "This trip is not yours to run",
    message:
      "Only the trip's assigned driver can record its steps (dispatch can record them on the driver's behalf).",
  },
  notFound: "This trip does not exist or is not one of yours.",
  sections: {
    pickUp: "Pick-up",
    dropOff: "Drop-off",
    patient: "Patient",
    details: "Equipment and seats",
    instructions: "Special instructions",
    behavior: "Behavior",
    milestones: "Steps",
  },
  fields: {
    pickUpTime: "Pick-up at %{time}",
    appointmentAt: "Appointment at %{time}",
    room: "Room %{room}",
    phone: "Phone",
    willCall: "Will-call return: picked up when the patient is ready",
  },
  equipment: {
    ambulatory: "Ambulatory",
    wheelchair: "Wheelchair",
    stretcher: "Stretcher",
    oxygen: "Oxygen",
    covid: "COVID-19 precautions",
  },
  seats: {
    attendants: "1 attendant |||| %{smart_count} attendants",
    guests: "1 guest |||| %{smart_count} guests",
    none: "No attendant or guest",
  },
  serviceLevels: {
    "curb-to-curb": "Curb to curb",
    "door-to-door": "Door to door",
    "door-through-door": "Door through door",
  },
  milestones: {
    tripStartedAt: "Trip begun",
    arrivedAtPickUpAt: "Arrived at pick-up",
    patientOnBoardAt: "Patient on board",
    arrivedAtDropOffAt: "Arrived at drop-off",
    tripEndedAt: "Completed",
    notYet: "Not yet",
  },
  steps: {
    begin: "Begin trip",
    arrived: "Arrived at pick-up",
    "on-board": "Patient on board",
    "arrived-dropoff": "Arrived at drop-off",
    complete: "Complete trip",
    delay: "Report a delay",
    resume: "Resume trip",
    "no-show": "No-show",
    cancel: "Cancel trip",
  },
  done: {
    begin: "Trip begun.",
    arrived: "Arrival at pick-up recorded.",
    "on-board": "Patient on board recorded.",
    "arrived-dropoff": "Arrival at drop-off recorded.",
    complete: "Trip completed.",
    delay: "Delay recorded.",
    resume: "Trip resumed.",
    "no-show": "No-show recorded.",
    cancel: "Trip cancelled.",
  },
  working: "Recording…",
  stale:
    "The trip had changed meanwhile: it was reloaded and now shows its current state.",
  delayed: "Delayed: %{reason}",
  finished: {
    completed: "This trip is completed: there are no more steps to record.",
    cancelled: "This trip was cancelled: there are no more steps to record.",
  },
  waiting: "No step to record right now.",
  directions: "Directions",
  call: "Call",
  location: {
    off: "Your position is not shared: steps are recorded without it.",
    insecure:
      "Positions need HTTPS: this page was opened over plain HTTP, and browsers give positions only to pages served over HTTPS. Your steps are recorded without a position; ask your administrator for the portal's https:// address.",
    sharing: "Sharing your location with dispatch while the trip is under way.",
    sharingSince: "Sharing your location · last sent at %{time}",
    liveOff:
      "Location permission is off: dispatch cannot follow the trip on the map.",
  },
  noShow: {
    countdown: "No-show possible in %{time}",
    countdownHint:
      "Wait at the pick-up: a no-show can be recorded %{minutes} minutes after arriving.",
    title: "Record a no-show?",
    message:
      "The patient did not come out: the trip will be cancelled as a no-show.",
    reason: "Note (optional)",
    cancelReturnLeg: "Also cancel the return leg",
    returnLegHint:
      "This trip has a return leg; without this patient it will not be needed.",
    submit: "Record no-show",
  },
  signature: {
    title: "Proof of service",
    instructions:
      "Ask the patient (or their representative) to sign below with a finger.",
    pad: "Signature area",
    clear: "Clear",
    unable: "Unable to sign",
    unableReason: "Why the patient cannot sign",
    unableHint:
      "For example: asleep, hands injured, no representative present.",
    required:
      "Have the patient sign, or enter why the patient is unable to sign.",
    submit: "Complete trip",
  },
  delay: {
    title: "Report a delay",
    reason: "Reason",
    hint: "Dispatch and the facility see it on the trip.",
    submit: "Report delay",
  },
  cancel: {
    title: "Cancel this trip?",
    reason: "Reason",
    party: "Cancelled by",
    parties: {
      patient: "Patient",
      facility: "Facility",
      provider: "Provider",
      dispatch: "Dispatch",
    },
    submit: "Cancel trip",
  },
  reasonRequired: "Enter the reason.",
  close: "Close",
  patientReady: {
    button: "Patient ready",
    title: "Is the patient ready to be picked up?",
    message:
      "The return leg gets this pick-up time and dispatch sends the driver.",
    pickUpAt: "Pick-up time",
    submit: "Patient ready",
    done: "The return leg is scheduled: the patient is ready.",
  },
};
