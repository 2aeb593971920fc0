import { APP_NAME } from '../config';
import { ROUTES } from '../routes';

/** The browser tab's title (app and public pages): the screen's title (an unknown path's is the 404's) and the app's name. */
export function tabTitle(title: string | undefined): string {
  return `${title || ROUTES['404'].title} | ${APP_NAME}`;
}
