// Sizes and times of the screens: list pages, search debounce, toasts, cut text, fixed fetches (docs/rules/ui.md).

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_LINKS = 10;
export const SEARCH_DEBOUNCE_MS = 1200;
export const TOAST_MS = 3000;
/** Long text is cut at this many characters, with an ellipsis. */
export const TEXT_CUT = 40;
/** Page sizes of fixed fetches. */
export const FETCH_SIZES = {
  coverages: 50,
  userModules: 50,
  notificationSettings: 50,
  simulatorSettings: 100,
  futures: 100,
  settingsFutures: 13,
} as const;

export const SIDEBAR_LINK_HEIGHT = 65;
