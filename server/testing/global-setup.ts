// globalSetup of the server test project: on PGlite, build the cached demo snapshot once,
// before the test files (which run in parallel there) each load it.
import { pgliteSnapshot } from './snapshot';

export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) await pgliteSnapshot();
}
