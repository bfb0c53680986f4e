import type { Locale } from "./messages";
import { translator } from "./messages";

/** Page-level words of the operator console, by accessible names, shared by the console's journeys. */

/** `operator.…` messages in a language: the console's own words. */
export const operatorT = (locale: Locale = "en") => translator(locale, "operator");

/** `admin.…` messages in a language: the sign-in, factor and account words the console shares with HR. */
export { adminT } from "./admin-pages";
