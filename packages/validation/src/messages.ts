// Every user-facing validation message, once. `message` is the spec's exact English (§5); the
// French lives only in the fr catalog, under the same id. The /*i18n*/ marker lets Lingui's
// extractor pick these descriptors up without a macro, so the server can load this file as is.
import type { Lang } from "@lumiere/i18n";
export const messages = Object.freeze({
  nameRequired: /*i18n*/ { id: "validation.nameRequired", message: "Name is required" },
  emailInvalid: /*i18n*/ { id: "validation.emailInvalid", message: "Invalid email address" },
  notifyEmailInvalid: /*i18n*/ {
    id: "validation.notifyEmailInvalid",
    message: "Please enter a valid email address",
  },
  firstNameRequired: /*i18n*/ { id: "validation.firstNameRequired", message: "First name is required" },
  lastNameRequired: /*i18n*/ { id: "validation.lastNameRequired", message: "Last name is required" },
  subjectRequired: /*i18n*/ { id: "validation.subjectRequired", message: "Subject is required" },
  messageRequired: /*i18n*/ { id: "validation.messageRequired", message: "Message is required" },
  usernameRequired: /*i18n*/ { id: "validation.usernameRequired", message: "Username is required" },
  passwordRequired: /*i18n*/ { id: "validation.passwordRequired", message: "Password is required" },
  // Not in the spec's list: messages for rules the spec states without a text, so a 400 still says something useful.
  tooLong: /*i18n*/ { id: "validation.tooLong", message: "This field is too long" },
  chatMessageEmpty: /*i18n*/ { id: "validation.chatMessageEmpty", message: "Please type a message" },
  chatMessageTooLong: /*i18n*/ {
    id: "validation.chatMessageTooLong",
    message: "Your message is too long (1000 characters at most)",
  },
  sessionIdInvalid: /*i18n*/ { id: "validation.sessionIdInvalid", message: "Invalid chat session" },
  temperatureRange: /*i18n*/ {
    id: "validation.temperatureRange",
    message: "Temperature must be between 0 and 1, in steps of 0.1",
  },
  maxLengthRange: /*i18n*/ {
    id: "validation.maxLengthRange",
    message: "Max response length must be a whole number of words between 10 and 2000",
  },
  modelInvalid: /*i18n*/ { id: "validation.modelInvalid", message: "Choose one of the listed models" },
  titleEnRequired: /*i18n*/ { id: "validation.titleEnRequired", message: "English title is required" },
  titleFrRequired: /*i18n*/ { id: "validation.titleFrRequired", message: "French title is required" },
  urlInvalid: /*i18n*/ { id: "validation.urlInvalid", message: "Enter a full URL (https://…) or a path starting with /" },
  settingsTypeInvalid: /*i18n*/ {
    id: "validation.settingsTypeInvalid",
    message: "Settings type must be site, seo, email or security",
  },
  smtpPortInvalid: /*i18n*/ { id: "validation.smtpPortInvalid", message: "SMTP port must be a number from 1 to 65535" },
  // The saved SMTP password is only sent to the server it was saved for.
  smtpPasswordReenter: /*i18n*/ {
    id: "validation.smtpPasswordReenter",
    message: "The SMTP host, port or username changed: enter the password again",
  },
  choiceInvalid: /*i18n*/ { id: "validation.choiceInvalid", message: "Choose one of the listed options" },
  totpCodeInvalid: /*i18n*/ { id: "validation.totpCodeInvalid", message: "Enter the 6-digit code from your app" },
  totpCodeRejected: /*i18n*/ {
    id: "validation.totpCodeRejected",
    message: "The code is not valid. Check your authenticator app and try again.",
  },
  // Changing two-factor asks the account holder to prove it: the code of the authenticator in use, or the password.
  twoFactorCurrentCodeRequired: /*i18n*/ {
    id: "validation.twoFactorCurrentCodeRequired",
    message: "Enter a code from the authenticator app you use now",
  },
  twoFactorPasswordRequired: /*i18n*/ {
    id: "validation.twoFactorPasswordRequired",
    message: "Enter your password to turn on two-factor authentication",
  },
  passwordWrong: /*i18n*/ { id: "validation.passwordWrong", message: "This password is not correct" },
  pageIdInvalid: /*i18n*/ { id: "validation.pageIdInvalid", message: "Unknown page" },
  invalidCharacter: /*i18n*/ { id: "validation.invalidCharacter", message: "This field contains an invalid character" },
  notANumber: /*i18n*/ { id: "validation.notANumber", message: "Enter a number" },
  idInvalid: /*i18n*/ { id: "validation.idInvalid", message: "Invalid id" },
  langInvalid: /*i18n*/ { id: "validation.langInvalid", message: "Language must be en or fr" },
  statusInvalid: /*i18n*/ { id: "validation.statusInvalid", message: "Choose one of the listed statuses" },
  dateInvalid: /*i18n*/ { id: "validation.dateInvalid", message: "Enter a date as YYYY-MM-DD" },
  httpsUrlInvalid: /*i18n*/ { id: "validation.httpsUrlInvalid", message: "Enter a full address starting with https://" },
  timeInvalid: /*i18n*/ { id: "validation.timeInvalid", message: "Enter a time as HH:MM (24-hour clock)" },
  closesBeforeOpens: /*i18n*/ { id: "validation.closesBeforeOpens", message: "Closing time must be after opening time" },
  countryCodeInvalid: /*i18n*/ { id: "validation.countryCodeInvalid", message: "Enter a two-letter country code, such as FR" },
  openingDaysRequired: /*i18n*/ { id: "validation.openingDaysRequired", message: "Choose at least one opening day" },
  recipientsInvalid: /*i18n*/ {
    id: "validation.recipientsInvalid",
    message: "Enter e-mail addresses separated by commas",
  },
  retentionMonthsRange: /*i18n*/ {
    id: "validation.retentionMonthsRange",
    message: "Keep leads for 1 to 120 months",
  },
  retentionDaysRange: /*i18n*/ {
    id: "validation.retentionDaysRange",
    message: "Keep chat transcripts for 1 to 3650 days",
  },
  tokenInvalid: /*i18n*/ { id: "validation.tokenInvalid", message: "This link is not valid" },
  knowledgeTopicRequired: /*i18n*/ { id: "validation.knowledgeTopicRequired", message: "Topic is required" },
  knowledgeAnswerEnRequired: /*i18n*/ { id: "validation.knowledgeAnswerEnRequired", message: "English answer is required" },
  knowledgeAnswerFrRequired: /*i18n*/ { id: "validation.knowledgeAnswerFrRequired", message: "French answer is required" },
  // Team profiles (the Team page and the author pages).
  profileSlugTaken: /*i18n*/ { id: "validation.profileSlugTaken", message: "Another profile already uses this address" },
  profileLinkInvalid: /*i18n*/ {
    id: "validation.profileLinkInvalid",
    message: "Enter a full secure address starting with https://",
  },
  profileUnknown: /*i18n*/ { id: "validation.profileUnknown", message: "Choose one of the listed profiles" },
  positionInvalid: /*i18n*/ { id: "validation.positionInvalid", message: "Enter a whole number from 0 to 1000" },
  // Editorial workflow: drafts, scheduling, review, redirects.
  slugInvalid: /*i18n*/ {
    id: "validation.slugInvalid",
    message: "Use lower-case letters, digits and hyphens only (for example my-article)",
  },
  slugTaken: /*i18n*/ { id: "validation.slugTaken", message: "Another article already uses this address" },
  categoryInvalid: /*i18n*/ { id: "validation.categoryInvalid", message: "Choose one of the listed categories" },
  // Article tags (tags.ts: at most MAX_TAGS of MAX_TAG_LENGTH characters each).
  tagsTooMany: /*i18n*/ { id: "validation.tagsTooMany", message: "Give 8 tags at most" },
  tagTooLong: /*i18n*/ { id: "validation.tagTooLong", message: "A tag has 32 characters at most" },
  tagInvalid: /*i18n*/ {
    id: "validation.tagInvalid",
    message: "A tag starts with a letter or digit and holds only letters, digits, spaces and - ' . + &",
  },
  publishAtInvalid: /*i18n*/ { id: "validation.publishAtInvalid", message: "Enter the date and time to publish at" },
  publishAtPast: /*i18n*/ { id: "validation.publishAtPast", message: "Choose a publication time in the future" },
  titleRequired: /*i18n*/ { id: "validation.titleRequired", message: "Enter a title in English or in French" },
  pictureRequired: /*i18n*/ { id: "validation.pictureRequired", message: "Choose a picture from the Media Library" },
  approvalRequired: /*i18n*/ {
    id: "editorial.approvalRequired",
    message: "This change needs an approval before it can be published",
  },
  notInReview: /*i18n*/ { id: "editorial.notInReview", message: "Only a change in review can be approved or sent back" },
  nothingToPublish: /*i18n*/ { id: "editorial.nothingToPublish", message: "There is no change to publish in this language" },
  notScheduled: /*i18n*/ { id: "editorial.notScheduled", message: "This change is not scheduled" },
  notPublished: /*i18n*/ { id: "editorial.notPublished", message: "This language is not published" },
  pageAlwaysPublished: /*i18n*/ {
    id: "editorial.pageAlwaysPublished",
    message: "The site's pages are always published: edit them instead",
  },
  nothingToPreview: /*i18n*/ { id: "editorial.nothingToPreview", message: "There is nothing to preview in this language yet" },
  redirectFromInvalid: /*i18n*/ {
    id: "validation.redirectFromInvalid",
    message: "Enter an address of this site starting with /en/ or /fr/",
  },
  redirectToInvalid: /*i18n*/ {
    id: "validation.redirectToInvalid",
    message: "Enter an address of this site starting with / or a full URL (https://…)",
  },
  redirectLoop: /*i18n*/ { id: "validation.redirectLoop", message: "This redirect would lead back to its own address" },
  redirectExists: /*i18n*/ { id: "validation.redirectExists", message: "This address already redirects elsewhere" },
  // People: invitations, accounts and roles.
  passwordTooShort: /*i18n*/ { id: "validation.passwordTooShort", message: "Use at least 8 characters" },
  roleInvalid: /*i18n*/ { id: "validation.roleInvalid", message: "Choose one of the listed roles" },
  sessionInvalid: /*i18n*/ { id: "validation.sessionInvalid", message: "Unknown session" },
  redirectLive: /*i18n*/ {
    id: "validation.redirectLive",
    message: "A published article uses this address: it cannot redirect",
  },
  // Webhooks (Settings → Integrations).
  webhookUrlPrivate: /*i18n*/ {
    id: "validation.webhookUrlPrivate",
    message: "This address leads to a private network: use an address reachable from the internet",
  },
  webhookUrlUnknownHost: /*i18n*/ { id: "validation.webhookUrlUnknownHost", message: "This address's server name cannot be found" },
  webhookKindsRequired: /*i18n*/ { id: "validation.webhookKindsRequired", message: "Choose at least one kind of lead" },
  promptRequired: /*i18n*/ { id: "validation.promptRequired", message: "Describe what the assistant should write" },
  enhanceTextRequired: /*i18n*/ { id: "validation.enhanceTextRequired", message: "Give the text to improve" },
  // Case studies, testimonials and client logos.
  clientRequired: /*i18n*/ { id: "validation.clientRequired", message: "Name the client" },
  industryInvalid: /*i18n*/ { id: "validation.industryInvalid", message: "Choose one of the listed industries" },
  serviceInvalid: /*i18n*/ { id: "validation.serviceInvalid", message: "Choose services from the list" },
  resultFigureRequired: /*i18n*/ { id: "validation.resultFigureRequired", message: "Enter the figure (for example -30 % or 3x)" },
  resultLabelRequired: /*i18n*/ {
    id: "validation.resultLabelRequired",
    message: "Say what the figure measures, in English and in French",
  },
  tooManyItems: /*i18n*/ { id: "validation.tooManyItems", message: "Too many items" },
  pictureAltRequired: /*i18n*/ {
    id: "validation.pictureAltRequired",
    message: "Describe what the picture shows, in English and in French",
  },
  quoteRequired: /*i18n*/ { id: "validation.quoteRequired", message: "Enter the quote in English and in French" },
  consentDateRequired: /*i18n*/ {
    id: "validation.consentDateRequired",
    message: "Enter the date the person agreed to be quoted before publishing",
  },
  caseStudySlugTaken: /*i18n*/ { id: "validation.caseStudySlugTaken", message: "Another case study already uses this address" },
  testimonialNotPublished: /*i18n*/ { id: "validation.testimonialNotPublished", message: "Choose a published testimonial" },
  // Landing pages (landing.ts).
  landingSlugTaken: /*i18n*/ { id: "validation.landingSlugTaken", message: "Another landing page already uses this address" },
  slugReserved: /*i18n*/ { id: "validation.slugReserved", message: "This address belongs to a page of the site: choose another" },
  blockTitleRequired: /*i18n*/ { id: "validation.blockTitleRequired", message: "Enter a title for this block" },
  blockTextRequired: /*i18n*/ { id: "validation.blockTextRequired", message: "Enter the text of this block" },
  blockItemsRequired: /*i18n*/ { id: "validation.blockItemsRequired", message: "Add or choose at least one item" },
  ctaLabelRequired: /*i18n*/ { id: "validation.ctaLabelRequired", message: "Give the button a label and an address" },
  pictureAltMissing: /*i18n*/ { id: "validation.pictureAltMissing", message: "Describe what the picture shows" },
});

export type MessageKey = keyof typeof messages;
export type MessageDescriptor = (typeof messages)[MessageKey];

/** The refusal naming a language's missing title, per language. */
export const titleRequiredIn: Record<Lang, MessageDescriptor> = { en: messages.titleEnRequired, fr: messages.titleFrRequired };

/** English text → descriptor, so a form can show a server- or zod-produced message in the visitor's language. */
export const descriptorByEnglish: ReadonlyMap<string, MessageDescriptor> = new Map(Object.values(messages).map((d) => [d.message, d]));

/** Message id → descriptor: server refusals carry the id (`data.messageId` on tRPC errors). */
export const descriptorById: ReadonlyMap<string, MessageDescriptor> = new Map(Object.values(messages).map((d) => [d.id, d]));
