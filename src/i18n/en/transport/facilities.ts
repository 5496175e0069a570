/** English messages of the resource (resources.<name>.*). */
export const facilitiesMessages = {
  name: "Facility |||| Facilities",
  fields: {
    facilityName: "Name",
    facilityType: "Type",
  },
};
