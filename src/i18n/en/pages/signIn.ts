/** English messages of the sign-in page (pages.signIn.*). */
export const signInMessages = {
  title: "Sign in",
  submit: "Sign in",
  sessionExpired: "Your session has expired. Please sign in again.",
  forgotPassword: "Forgot your password?",
  noAccount: "No account yet? Sign up",
  needHelp: "Need help? Contact us",
  /** The second step, for an account with two-factor authentication (issue 11). */
  secondFactor: {
    intro: "Enter the 6-digit code from your authenticator app.",
    code: "Authentication code",
    recoveryIntro: "Enter one of the recovery codes you saved.",
    recoveryCode: "Recovery code",
    submit: "Verify",
    useRecoveryCode: "Use a recovery code instead",
    useApp: "Use your authenticator app instead",
    startOver: "Back to sign in",
  },
} as const;
