/** English messages of the forgot-password page (pages.forgotPassword.*). */
export const forgotPasswordMessages = {
  title: "Forgot password",
  intro:
    "Enter your email address and we will send you a link to reset your password.",
  submit: "Send reset link",
  done: "If an account exists for this address, we have sent an email with a link to reset the password. Please check your email.",
} as const;
