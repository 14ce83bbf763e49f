export { DEFAULT_LANG, LANGS, LOCALES, isLang, type Lang, type LangKey, langColumn, langFields, otherLang, type PageCopy } from "./langs";
export {
  articlePath,
  feedPath,
  caseStudyPath,
  landingPath,
  langRedirect,
  matchPath,
  pagePath,
  SIGNUP_STATES,
  type SignupState,
  signupLinkPath,
  signupPagePath,
  stripLang,
  swapLang,
  teamPath,
  withLang,
} from "./paths";
export { formatDateTime, formatLongDate } from "./dates";
export { PAGE_QUERY_PARAMS } from "./page-query";
