/**
 * English messages of the custom pages (custom-pages/*), under the `pages` namespace. Spec strings
 * (§2, §8) are kept word for word.
 */
export const pagesMessages = {
  pages: {
    common: {
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
    },
    validation: {
      passwordMismatch: "The passwords do not match.",
    },
    landing: {
      title: "NEMT Portal",
      tagline:
        "Non-emergency medical transport and collaboration, in one place.",
      description:
        "Book and manage patient transport trips with drivers, vehicles and facilities, and work together through knowledge articles, documents, discussions and shared workspaces.",
      transportTitle: "Transport",
      transportText:
        "Request trips, follow them live, and manage drivers, vehicles, facilities, prices and invoices.",
      collaborationTitle: "Collaboration",
      collaborationText:
        "Share knowledge, documents and discussions, and run workspaces with task boards and calendars.",
      navLabel: "Account",
    },
    signIn: {
      title: "Sign in",
      submit: "Sign in",
      sessionExpired: "Your session has expired. Please sign in again.",
      forgotPassword: "Forgot your password?",
      noAccount: "No account yet? Sign up",
      needHelp: "Need help? Contact us",
    },
    signUp: {
      title: "Sign up",
      submit: "Create account",
      done: "Thank you. If the address can be used, we have sent an email with a link to verify it. Please check your email.",
      haveAccount: "Already have an account? Sign in",
    },
    forgotPassword: {
      title: "Forgot password",
      intro:
        "Enter your email address and we will send you a link to reset your password.",
      submit: "Send reset link",
      done: "If an account exists for this address, we have sent an email with a link to reset the password. Please check your email.",
    },
    resetPassword: {
      title: "Reset password",
      intro: "Choose a new password for your account.",
      submit: "Reset password",
      done: "Your password has been reset. You can now sign in with your new password.",
      missingToken:
        "This reset link is incomplete. Please use the link from your email.",
      failure: "The password could not be reset: %{message}",
    },
    setup: {
      title: "Set up access",
      inviteIntro:
        "Welcome. Choose a password to finish setting up your account.",
      inviteSubmit: "Set password",
      firstAdminIntro:
        "Create the first system administrator account for this portal.",
      firstAdminSubmit: "Create administrator",
      complete: "Setup is complete. Please sign in with your account.",
      failure: "Setup failed: %{message}",
      statusFailure: "Could not check the setup status: %{message}",
    },
    verifyEmail: {
      title: "Verify email address",
      pending: "Verifying your email address…",
      success: "Your email address has been verified. You can now sign in.",
      failure: "Failed to verify the User's email address: %{message}",
      missingToken:
        "This verification link is incomplete. Please use the link from your email.",
    },
    contact: {
      title: "Contact us",
      intro: "Send us a message and we will get back to you by email.",
      name: "Name",
      subject: "Subject",
      message: "Message",
      submit: "Send message",
      done: "Thank you. Your message has been sent.",
      failure: "The message could not be sent: %{message}",
    },
    resetOnly: {
      title: "Reset your password",
      intro: "You must choose a new password before you can continue.",
      submit: "Change password",
      failure: "The password could not be changed: %{message}",
    },
    home: {
      title: "Home",
      greeting: "Welcome, %{name}",
      role: "Role: %{role}",
      quickLinks: "Quick links",
    },
    profile: {
      title: "Profile",
      details: "Your details",
      edit: "Edit your name",
      save: "Save",
      saved: "Profile updated.",
      failure: "The profile could not be updated: %{message}",
      email: "Email",
      roles: "Roles",
      facility: "Facility",
      noFacility: "None",
      credentials: "Change password",
    },
    credentials: {
      title: "Change password",
      submit: "Change password",
      done: "Your password has been changed.",
      failure: "The password could not be changed: %{message}",
      backToProfile: "Back to profile",
    },
    userProfile: {
      title: "User profile",
      notFound: "This user was not found.",
      failure: "The profile could not be loaded: %{message}",
    },
    roles: {
      systemadmin: "System administrator",
      dataadmin: "Data administrator",
      facilityadmin: "Facility administrator",
      nurse: "Nurse",
      driver: "Driver",
      customer: "Customer",
      none: "No role",
    },
  },
} as const;
