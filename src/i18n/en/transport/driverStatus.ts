import { SUCCESS_MESSAGES } from "../../../../domain/errors";

const NO_DRIVER_RECORD =
  "Your account is not linked to a driver record yet. Ask a data administrator to link it.";

/** Driver status bar and /driver/set-status (transport.driverStatus.*). */
export const driverStatusMessages = {
  bar: {
    label: "Driver status",
    online: "Online",
    offline: "Offline",
    timeOnline: "Time Online: %{time}",
    goOnline: "Go Online",
    goOffline: "Go Offline",
    loading: "Checking your status…",
    unavailable: "Your status could not be loaded.",
    noDriverRecord: NO_DRIVER_RECORD,
  },
  // §8 toasts, word for word.
  notifications: {
    onlineCreated: SUCCESS_MESSAGES.onlineStatusAdded,
    influenceCreated: SUCCESS_MESSAGES.influenceStatusAdded,
  },
  setStatus: {
    title: "Go online",
    intro:
      "Before you go online we record where you are and your alcohol and drug statement.",
    noDriverRecord: NO_DRIVER_RECORD,
    location: {
      heading: "Your location",
      waiting: "Finding your location… Your browser may ask for permission.",
      located: "Location found: %{latitude}, %{longitude}.",
      denied:
        "Location access was denied. Allow this site to use your location in your browser settings, then try again.",
      unavailable:
        "Your location could not be determined. Check that location services are on, then try again.",
      timeout: "Finding your location took too long. Try again.",
      unsupported:
        "This browser cannot share your location, so you cannot go online from it.",
      insecure:
        "Positions need HTTPS: this page was opened over plain HTTP, and browsers give positions only to pages served over HTTPS. You can still go online; your trips' steps are recorded without a position. Ask your administrator for the portal's https:// address.",
      retry: "Try again",
    },
    attestation: {
      legend: "Alcohol and drug statement",
      help: "You must state truthfully whether you are under the influence of alcohol or drugs.",
      notUnder: "I am not under the influence of alcohol or drugs.",
      under: "I am under the influence of alcohol or drugs.",
    },
    submit: "Go Online",
    submitting: "Submitting…",
    underInfluence:
      "Your statement that you are under the influence of alcohol or drugs has been recorded. You have not been put online. Do not drive, and contact your dispatcher.",
  },
};
