export { DEFAULT_LANG, LANGS, isLang, type Lang } from "./langs";
export { articlePath, langRedirect, pagePath, stripLang, swapLang, withLang } from "./paths";
export { formatDateTime, formatLongDate } from "./dates";
