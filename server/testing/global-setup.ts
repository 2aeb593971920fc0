// globalSetup of the server test project on PGlite: the cached demo snapshot, built once before
// the test files (which run in parallel) each load it.
import { pgliteSnapshot } from './snapshot';

export default async function setup() {
  await pgliteSnapshot();
}
