/** English messages of the sign-up page (pages.signUp.*). */
export const signUpMessages = {
  title: "Sign up",
  submit: "Create account",
  done: "Thank you. If the address can be used, we have sent an email with a link to verify it. Please check your email.",
  haveAccount: "Already have an account? Sign in",
} as const;
