export { DEFAULT_LANG, LANGS, isLang, type Lang } from "./langs";
export { langRedirect, stripLang, swapLang, withLang } from "./paths";
export { formatLongDate } from "./dates";
