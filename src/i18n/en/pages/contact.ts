/** English messages of the contact form (pages.contact.*). */
export const contactMessages = {
  title: "Contact us",
  intro: "Send us a message and we will get back to you by email.",
  name: "Name",
  subject: "Subject",
  message: "Message",
  submit: "Send message",
  done: "Thank you. Your message has been sent.",
  failure: "The message could not be sent: %{message}",
} as const;
