// What the server tells the admin besides validation messages: upload refusals, two-factor codes,
// e-mail settings. The same rule as messages.ts: the English once, here (the API's `message`), the
// French only in the admin catalog under the same id. Errors carry the id (`messageId`, with
// `messageValues`), so the admin shows the text for the id and never parses the English back.
export const serverMessages = Object.freeze({
  twoFactorCodeWrong: /*i18n*/ { id: "server.twoFactorCodeWrong", message: "Invalid two-factor code" },
  signInWaitSeconds: /*i18n*/ {
    id: "server.signInWaitSeconds",
    message: "Too many failed sign-in attempts. Please try again in {seconds} seconds.",
  },
  signInWaitMinutes: /*i18n*/ {
    id: "server.signInWaitMinutes",
    message: "Too many failed sign-in attempts. Please try again in {minutes} minutes.",
  },
  uploadTooLarge: /*i18n*/ { id: "server.uploadTooLarge", message: "File too large (limit {limit} MB)" },
  uploadUnsupported: /*i18n*/ {
    id: "server.uploadUnsupported",
    message: "Unsupported file type: upload an image, video, audio, PDF, DOC or DOCX file",
  },
  uploadUnreadable: /*i18n*/ {
    id: "server.uploadUnreadable",
    message: "This image cannot be read: the file is damaged or incomplete",
  },
  mediaStorageUnavailable: /*i18n*/ {
    id: "server.mediaStorageUnavailable",
    message: "The media storage cannot be reached: nothing was stored. Please try again shortly.",
  },
  mediaStorageDeleteFailed: /*i18n*/ {
    id: "server.mediaStorageDeleteFailed",
    message: "The media storage cannot be reached: nothing was deleted. Please try again shortly.",
  },
  smtpNotConfigured: /*i18n*/ { id: "server.smtpNotConfigured", message: "No SMTP server is configured" },
  leadNotFound: /*i18n*/ { id: "server.leadNotFound", message: "Lead not found" },
  forbidden: /*i18n*/ { id: "server.forbidden", message: "You do not have permission to do this." },
  twoFactorRequired: /*i18n*/ {
    id: "server.twoFactorRequired",
    message: "Two-factor authentication is required: set it up in your account to continue.",
  },
  twoFactorStaysOn: /*i18n*/ {
    id: "server.twoFactorStaysOn",
    message: "Two-factor authentication is required on this site: it cannot be turned off.",
  },
  invitationExpired: /*i18n*/ { id: "server.invitationExpired", message: "This invitation has expired. Ask for a new one." },
  invitationUsed: /*i18n*/ { id: "server.invitationUsed", message: "This invitation has already been used." },
  invitationRevoked: /*i18n*/ { id: "server.invitationRevoked", message: "This invitation has been withdrawn." },
  invitationNotFound: /*i18n*/ { id: "server.invitationNotFound", message: "This invitation link is not valid." },
  invitationInviterLost: /*i18n*/ {
    id: "server.invitationInviterLost",
    message: "This invitation is no longer valid: the person who sent it can no longer invite people. Ask for a new one.",
  },
  ownApproval: /*i18n*/ { id: "server.ownApproval", message: "You cannot approve your own change." },
  lastAdministrator: /*i18n*/ {
    id: "server.lastAdministrator",
    message: "The last administrator cannot be removed or given another role.",
  },
  removeSelf: /*i18n*/ { id: "server.removeSelf", message: "You cannot remove yourself." },
  emailTaken: /*i18n*/ { id: "server.emailTaken", message: "This e-mail address is already used by another person." },
  usernameTaken: /*i18n*/ { id: "server.usernameTaken", message: "This username is already taken." },
  personNotFound: /*i18n*/ { id: "server.personNotFound", message: "Person not found" },
  sessionNotFound: /*i18n*/ { id: "server.sessionNotFound", message: "Session not found" },
  notOwnArticle: /*i18n*/ { id: "server.notOwnArticle", message: "You can only change the articles you created." },
  notOwnCaseStudy: /*i18n*/ { id: "server.notOwnCaseStudy", message: "You can only change the case studies you created." },
  webhookNotFound: /*i18n*/ { id: "server.webhookNotFound", message: "Webhook endpoint not found" },
  aiNotConfigured: /*i18n*/ {
    id: "server.aiNotConfigured",
    message: "No AI provider is configured: set its key (OPENAI_API_KEY) on the server first.",
  },
  aiFailed: /*i18n*/ { id: "server.aiFailed", message: "The AI provider did not answer: nothing was changed. Please try again shortly." },
  aiEmpty: /*i18n*/ { id: "server.aiEmpty", message: "The AI provider returned no text: nothing was changed." },
  aiTruncated: /*i18n*/ {
    id: "server.aiTruncated",
    message: "The AI provider stopped before the end of the translation: nothing was saved. Try again, or translate a shorter text.",
  },
  aiSourceChanged: /*i18n*/ {
    id: "server.aiSourceChanged",
    message: "The text changed while it was being translated: nothing was saved. Translate it again.",
  },
  aiNothingToTranslate: /*i18n*/ { id: "server.aiNothingToTranslate", message: "This language has no text to translate yet." },
});

export type ServerMessage = (typeof serverMessages)[keyof typeof serverMessages];
export type MessageValues = Record<string, string | number>;

/** The English text of a server message, its `{placeholders}` filled in. */
export function serverText(message: ServerMessage, values: MessageValues = {}): string {
  return message.message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** Message id → descriptor, for the admin. */
export const serverMessageById: ReadonlyMap<string, ServerMessage> = new Map(Object.values(serverMessages).map((m) => [m.id, m]));
