import { APP_NAME } from '../config';
import { ROUTES, routeTitle } from '../routes';

/**
 * The browser tab's title of a path (app and public pages): the screen's (`own`, when the page
 * names itself; an unknown path's is the 404's) and the app's name.
 */
export function tabTitle(pathname: string, own?: string): string {
  return `${own || routeTitle(pathname) || ROUTES['404'].title} | ${APP_NAME}`;
}
