/** English messages of the trip calendar (resources.calendar.*). */
export const messages = {
  name: "Calendar |||| Calendar",
  title: "Calendar",
  views: {
    month: "Month",
    week: "Week",
    day: "Day",
    agenda: "Agenda",
  },
  toolbar: {
    today: "Today",
    previous: "Back",
    next: "Next",
    date: "Date",
    time: "Time",
    event: "Trip",
    allDay: "All day",
    showMore: "+%{smart_count} more",
  },
  values: {
    patientNotFound: "<Patient not found>",
    willCall: "Will-call",
  },
  empty: "No trips in this range.",
  tooMany:
    "Showing the first %{shown} of %{total} trips in this range. Choose the week or day view to see them all.",
  failed: "The trips of this range could not be loaded.",
  legend: "Status colours",
};
