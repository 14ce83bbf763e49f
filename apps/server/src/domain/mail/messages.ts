// The e-mails' words: English here, French in the server catalog
// (packages/i18n/src/catalogs/server/fr.po) under the same id. The site name is a value, `{brand}`.
export const mailText = Object.freeze({
  footerReason: /*i18n*/ {
    id: "mail.footer.reason",
    message: "You are receiving this message because you filled in a form on our website.",
  },
  // A signup's opt-in request.
  signupPreheader: /*i18n*/ { id: "mail.signup.preheader", message: "Confirm your signup with one click." },
  signupHeading: /*i18n*/ { id: "mail.signup.heading", message: "Please confirm your signup" },
  signupThanks: /*i18n*/ {
    id: "mail.signup.thanks",
    message: "Thank you for your interest in our product. Click the button below to confirm that you want to hear when it launches.",
  },
  signupNotYou: /*i18n*/ {
    id: "mail.signup.notYou",
    message: "If you did not ask for this, ignore this message: you will not hear from us again.",
  },
  signupConfirm: /*i18n*/ { id: "mail.signup.confirm", message: "Confirm my signup" },
  signupUnsubscribe: /*i18n*/ { id: "mail.signup.unsubscribe", message: "Unsubscribe" },
  signupSubject: /*i18n*/ { id: "mail.signup.subject", message: "Confirm your signup · {brand}" },
  // A contact message's or consultation request's acknowledgement.
  receivedPreheader: /*i18n*/ { id: "mail.received.preheader", message: "We have received your request." },
  thanksNamed: /*i18n*/ { id: "mail.received.thanksNamed", message: "Thank you, {name}" },
  thanks: /*i18n*/ { id: "mail.received.thanks", message: "Thank you" },
  consultationReceived: /*i18n*/ {
    id: "mail.consultation.received",
    message: "We have received your request for a free consultation.",
  },
  consultationNext: /*i18n*/ {
    id: "mail.consultation.next",
    message: "A consultant will contact you within 24 hours to schedule it.",
  },
  consultationSubject: /*i18n*/ { id: "mail.consultation.subject", message: "Your consultation request · {brand}" },
  contactReceived: /*i18n*/ {
    id: "mail.contact.received",
    message: "We have received your message and will get back to you soon.",
  },
  contactSubject: /*i18n*/ { id: "mail.contact.subject", message: "We received your message · {brand}" },
  // The staff notification, written in both languages.
  staffIntro: /*i18n*/ { id: "mail.staff.intro", message: "A new lead arrived on the website." },
  staffOpen: /*i18n*/ { id: "mail.staff.open", message: "Open in the admin" },
  fieldName: /*i18n*/ { id: "mail.field.name", message: "Name" },
  fieldEmail: /*i18n*/ { id: "mail.field.email", message: "E-mail" },
  fieldCompany: /*i18n*/ { id: "mail.field.company", message: "Company" },
  fieldSubject: /*i18n*/ { id: "mail.field.subject", message: "Subject" },
  fieldSource: /*i18n*/ { id: "mail.field.source", message: "Source" },
  fieldLanguage: /*i18n*/ { id: "mail.field.language", message: "Language" },
  fieldMessage: /*i18n*/ { id: "mail.field.message", message: "Message" },
  kindConsultation: /*i18n*/ { id: "mail.kind.consultation", message: "Consultation request" },
  kindContact: /*i18n*/ { id: "mail.kind.contact", message: "Contact message" },
  kindSignup: /*i18n*/ { id: "mail.kind.signup", message: "Launch signup" },
  // Repeated failed sign-ins on an admin account.
  alertHeading: /*i18n*/ { id: "mail.signInAlert.heading", message: "Repeated failed sign-ins" },
  alertWhat: /*i18n*/ {
    id: "mail.signInAlert.what",
    message: "Someone failed to sign in to the admin account “{username}” several times in a short while.",
  },
  alertAdvice: /*i18n*/ {
    id: "mail.signInAlert.advice",
    message:
      "If it was you, there is nothing to do. If not, someone may be guessing the password: each further attempt now waits a few seconds, and an address that keeps failing is blocked for 15 minutes. Make sure the password is long and used nowhere else, and turn on two-factor authentication in the admin's Settings.",
  },
  alertFailures: /*i18n*/ { id: "mail.signInAlert.failures", message: "Failed attempts (last 15 minutes)" },
  alertAddresses: /*i18n*/ { id: "mail.signInAlert.addresses", message: "Addresses" },
  alertSubject: /*i18n*/ { id: "mail.signInAlert.subject", message: "Repeated failed sign-ins on “{username}”" },
  // An invitation to the admin.
  inviteSubject: /*i18n*/ { id: "mail.invite.subject", message: "You are invited to the {brand} admin" },
  inviteHeading: /*i18n*/ { id: "mail.invite.heading", message: "Join the {brand} admin" },
  inviteWhat: /*i18n*/ {
    id: "mail.invite.what",
    message: "{inviter} invites you to work on the {brand} website as {role}. Choose your username and password to accept.",
  },
  inviteExpiry: /*i18n*/ {
    id: "mail.invite.expiry",
    message: "This link works once and expires in 7 days. If you did not expect it, ignore this message.",
  },
  inviteAccept: /*i18n*/ { id: "mail.invite.accept", message: "Accept the invitation" },
  roleAdministrator: /*i18n*/ { id: "mail.role.administrator", message: "an administrator" },
  roleEditor: /*i18n*/ { id: "mail.role.editor", message: "an editor" },
  roleAuthor: /*i18n*/ { id: "mail.role.author", message: "an author" },
  roleSales: /*i18n*/ { id: "mail.role.sales", message: "a member of the sales team" },
  // A lead assigned to a person.
  assignedSubject: /*i18n*/ { id: "mail.assigned.subject", message: "Lead assigned to you: {name}" },
  assignedHeading: /*i18n*/ { id: "mail.assigned.heading", message: "A lead was assigned to you" },
  assignedWhat: /*i18n*/ { id: "mail.assigned.what", message: "This lead is now yours to follow up." },
});
