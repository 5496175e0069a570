/**
 * English messages of the shell (src/), under the `app` namespace: menu labels for every
 * domain/navigation.ts key, top bar, banner, error screens, widgets and toasts. Spec strings (§1, §8)
 * come from domain/ so they stay word for word.
 */
import { ERROR_CATALOGUE } from "../../../domain/errors";
import { CLASSIFICATION_BANNER_TEXT } from "../../../domain/features";
import { richTextMessages } from "../../widgets/richText/messages";

export const appMessages = {
  app: {
    title: "NEMT Portal",
    /** The browser tab: the page's title, then the app's. */
    documentTitle: "%{page} · %{app}",
    menu: {
      label: "Main menu",
      home: "Home",
      analytics: "Analytics",
      analyticsUsers: "Users",
      analyticsReports: "Reports",
      knowledge: "Knowledge Management",
      knowledgeSearch: "Search",
      articleCollections: "Article Collections",
      calendar: "Calendar",
      allTrips: "All Trips",
      trips: "Trips",
      tripsInProgress: "Trips In Progress",
      dispatch: "Dispatch Board",
      standingOrders: "Standing Orders",
      documents: "Documents",
      discussions: "Discussions",
      workspaces: "Workspaces",
      transportAdmin: "Transport Admin",
      invoices: "Invoices",
      tripPrices: "Trip Prices",
      drivers: "Drivers",
      vehicles: "Vehicles",
      facilities: "Facilities",
      facilityUsers: "Facility Users",
      patients: "Patients",
      insuranceProviders: "Insurance Providers",
      paymentRecords: "Payment Records",
      paymentLedger: "Payment Ledger",
      reports: "Reports",
      systemAdmin: "System Admin",
      activities: "Activities",
      attributes: "Attributes",
      features: "Features",
      systemNotifications: "Notifications",
      support: "Support",
      users: "Users",
      services: "Services",
      adminArticles: "Articles",
      adminArticleCollections: "Article Collections",
      emails: "Emails",
      expand: "Expand %{group}",
      collapse: "Collapse %{group}",
    },
    topBar: {
      support: "Support",
      supportRequest: "Request Support",
      supportRequests: "My Support Requests",
      notifications: "Notifications",
      notificationsCount: "Notifications (%{count} unread)",
      bookmarks: "Bookmarks",
      userMenu: "Account",
      profile: "Profile",
      signOut: "Sign out",
    },
    banner: {
      classification: CLASSIFICATION_BANNER_TEXT,
    },
    loading: "Loading…",
    errorFallback: {
      title: "Something went wrong",
      renderingError: "The application hit a rendering error.",
      refresh: "Please refresh the page.",
      address: "Page address: %{address}",
      contact:
        "If refreshing does not fix the problem, please contact the team.",
      home: "Home",
    },
    forbidden: {
      title: ERROR_CATALOGUE[403].title,
      text: ERROR_CATALOGUE[403].message,
      home: "Home",
    },
    notFound: {
      title: ERROR_CATALOGUE[404].title,
      text: ERROR_CATALOGUE[404].message,
      home: "Home",
    },
    notYetAvailable: {
      text: "This module is not available yet.",
      home: "Home",
      titles: {
        driverStatus: "Driver Status",
        checkout: "Checkout",
      },
    },
    toast: {
      close: "Close",
      undo: "Undo",
    },
    widgets: {
      activityLink: "Activity",
      richText: richTextMessages,
      date: {
        openPicker: "Choose date",
        placeholder: "YYYY-MM-DD",
      },
      pagination: {
        page: "Page %{page}",
        first: "First page",
        previous: "Previous page",
        next: "Next page",
        last: "Last page",
      },
      relativeTime: {
        now: "just now",
        seconds: "%{smart_count} second ago |||| %{smart_count} seconds ago",
        minutes: "%{smart_count} minute ago |||| %{smart_count} minutes ago",
        hours: "%{smart_count} hour ago |||| %{smart_count} hours ago",
        days: "%{smart_count} day ago |||| %{smart_count} days ago",
        months: "%{smart_count} month ago |||| %{smart_count} months ago",
        years: "%{smart_count} year ago |||| %{smart_count} years ago",
        future: {
          seconds: "in %{smart_count} second |||| in %{smart_count} seconds",
          minutes: "in %{smart_count} minute |||| in %{smart_count} minutes",
          hours: "in %{smart_count} hour |||| in %{smart_count} hours",
          days: "in %{smart_count} day |||| in %{smart_count} days",
          months: "in %{smart_count} month |||| in %{smart_count} months",
          years: "in %{smart_count} year |||| in %{smart_count} years",
        },
      },
      avatar: "Avatar of %{name}",
      findings: {
        checking: "Checking the assignment…",
        clear: "No conflicts found.",
        blocked: "Refused",
        warning: "Warning",
        note: "Note",
        overrideReason: "Reason to assign anyway",
        overrideHint:
          "Warnings need a reason; it is kept in the trip's history.",
        quickReasons: {
          attestation: "Driver attests at shift start",
          confirmed: "Confirmed with the driver by phone",
          patient: "Patient's other trip is being rebooked",
        },
      },
      export: {
        progress: "Exporting %{rows} of %{total} rows…",
        progressUnknown: "Exporting %{rows} rows…",
        cancel: "Cancel export",
        incomplete:
          "The export stopped early: %{rows} of %{total} rows were saved.",
      },
    },
  },
} as const;
