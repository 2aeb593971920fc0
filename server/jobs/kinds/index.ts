// Every kind of job the workers run. A new kind is a file in this folder (a `defineJob`) and a line here.
import type { JobHandler } from '../handler';
import { advanceDueMailJob, advanceDueNotificationsJob } from './advance-due-notifications';
import { advanceMailJob } from './advance-mail';
import { passwordResetMailJob } from './password-reset-mail';
import { ratesImportJob } from './rates-import';
import { requestMailJob } from './request-mail';
import { tableUpkeepJob } from './table-upkeep';

export const JOB_HANDLERS: readonly JobHandler<any, any>[] = [
  ratesImportJob,
  requestMailJob,
  advanceMailJob,
  passwordResetMailJob,
  advanceDueNotificationsJob,
  advanceDueMailJob,
  tableUpkeepJob,
];
