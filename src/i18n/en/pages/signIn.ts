/** English messages of the sign-in page (pages.signIn.*). */
export const signInMessages = {
  title: "Sign in",
  submit: "Sign in",
  sessionExpired: "Your session has expired. Please sign in again.",
  forgotPassword: "Forgot your password?",
  noAccount: "No account yet? Sign up",
  needHelp: "Need help? Contact us",
} as const;
