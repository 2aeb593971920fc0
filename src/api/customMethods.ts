// The app's own calls as custom methods of the data provider (src/api/dataPath.ts): each area's
// calls under `<area><Method>` (`negotiationsAccept`, `usersChoices`...). The login bundle's calls
// (src/api/auth.ts) and the public request form's (src/api/client-request.ts) run without
// react-admin and stay out.
import { campaignsApi } from './campaigns';
import { coverageLinksApi } from './coverage-links';
import { coveragesApi } from './coverages';
import { dashboardApi } from './dashboard';
import { providerMethods } from './dataPath';
import { documentsApi } from './documents';
import { jobsApi } from './jobs';
import { marketApi } from './market';
import { proposalsApi } from './proposals';
import { negotiationsApi } from './quotations';
import { ratesIoApi } from './rates';
import { referenceApi } from './reference';
import { settingsApi } from './settings';
import { simulatorApi } from './simulator';
import { usersApi } from './users';

export const customMethods = {
  ...providerMethods(campaignsApi),
  ...providerMethods(coverageLinksApi),
  ...providerMethods(coveragesApi),
  ...providerMethods(dashboardApi),
  ...providerMethods(documentsApi),
  ...providerMethods(jobsApi),
  ...providerMethods(marketApi),
  ...providerMethods(proposalsApi),
  ...providerMethods(negotiationsApi),
  ...providerMethods(ratesIoApi),
  ...providerMethods(referenceApi),
  ...providerMethods(settingsApi),
  ...providerMethods(simulatorApi),
  ...providerMethods(usersApi),
};
