import { CATALOG } from "./strategies/catalog";
import { KIND_CTA_ICONS } from "./copy/kind";
import { COPY_PACKS } from "./copy/packs";

/**
 * Every Font Awesome class string the text operations answer with: the strategy catalog's and the
 * calls to action's (all Font Awesome 6 free, checked against the package's metadata in
 * icons.test.ts). A remote model picks from this list too, so its icons are valid as well.
 */
export const ICON_CHOICES: readonly string[] = [
  ...new Set([
    ...CATALOG.map((entry) => entry.icon),
    ...Object.values(COPY_PACKS).flatMap((pack) => [
      ...Object.values(pack.ctas).flatMap((list) => list.map(([, icon]) => icon)),
      ...Object.values(pack.angleCtas).map(([, icon]) => icon),
      ...Object.values(pack.toneCtas).map(([, icon]) => icon),
    ]),
    ...KIND_CTA_ICONS,
  ]),
].sort();
