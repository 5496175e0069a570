/**
 * Every module's custom data-provider methods (its calls beyond §7's four), one line per module
 * (issue 23): the factory `(apiUrl, httpClient) => methods` of its providers/<name>Methods.ts, which
 * builds its URLs from the module's declared `api.prefix`. ./appDataProvider.ts spreads them all
 * into the data provider and takes its type from this list, so a module's calls are one line here.
 */
export { attributeMethods } from "./attributeMethods";
export { calendarMethods } from "./calendarMethods";
export { discussionMethods } from "./discussionMethods";
export { driverStatusMethods } from "./driverStatusMethods";
export { featureMethods } from "./featureMethods";
export { invoiceMethods } from "./invoiceMethods";
export { knowledgeMethods } from "./knowledgeMethods";
export { libraryDocumentMethods } from "./libraryDocumentMethods";
export { manifestMethods } from "./manifestMethods";
export { notificationMethods } from "./notificationMethods";
export { paymentMethods } from "./paymentMethods";
export { reportMethods } from "./reportMethods";
export { supportMethods } from "./supportMethods";
export { tripDocumentMethods } from "./tripDocumentMethods";
export { tripMethods } from "./tripMethods";
export { userSecurityMethods } from "./userSecurityMethods";
export { vehicleDocumentMethods } from "./vehicleDocumentMethods";
export { workspaceMethods } from "./workspaceMethods";
export { systemNotificationMethods } from "./systemNotificationMethods";
export { emailMethods } from "./emailMethods";
export { serviceMethods } from "./serviceMethods";
export { analyticsMethods } from "./analyticsMethods";
