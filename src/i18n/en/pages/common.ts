/** Text shared by several pages: common labels, form validation and role names (pages.{common,validation,roles}.*). */
export const commonMessages = {
  signIn: "Sign in",
  signUp: "Sign up",
  contact: "Contact us",
  signOut: "Sign out",
  email: "Email",
  password: "Password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  currentPassword: "Current password",
  firstName: "First name",
  lastName: "Last name",
  backToSignIn: "Back to sign in",
  unexpectedError: "An unexpected error occurred.",
  failure: "The request failed: %{message}",
  loading: "Loading…",
} as const;

export const validationMessages = {
  passwordMismatch: "The passwords do not match.",
} as const;

export const rolesMessages = {
  systemadmin: "System administrator",
  dataadmin: "Data administrator",
  facilityadmin: "Facility administrator",
  nurse: "Nurse",
  driver: "Driver",
  customer: "Customer",
  none: "No role",
} as const;
