import { basePort, startServer, templateDir } from './server';

/** Seeds the template database once (the workers copy it) and stops its server cleanly. */
export default async function globalSetup() {
  const server = await startServer(basePort(), templateDir(), true);
  await server.stop('clean');
}
