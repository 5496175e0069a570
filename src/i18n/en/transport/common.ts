/** Strings shared by the transport screens (transport.common.*): expiry flags, options. */
export const transportCommonMessages = {
  expiry: {
    expired: "Expired",
    expiringSoon: "Expires within 30 days",
  },
  bookingTypes: {
    private: "Private / Community",
    facility: "Facility",
    hospital: "Hospital",
  },
  facilityTypes: {
    community: "Community",
    facility: "Facility",
    hospital: "Hospital",
  },
};
