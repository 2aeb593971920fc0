// The database commands (`npm run db:backup`, `db:restore`, `db:move-to-postgres`), compiled with
// the server (dist-server/db-command.js) and run by scripts/db.mjs.
import { loadConfig } from '../config';
import { backupCommand, restoreCommand } from './backup';
import { DataDirBusyError } from './data-dir';
import { moveToPostgresCommand } from './move-to-postgres';
import { CommandError } from './shared';

const log = (m: string) => console.log(m);

async function run(command: string | undefined, args: string[]): Promise<void> {
  const config = loadConfig();
  if (command === 'backup') await backupCommand(config, args[0], log);
  else if (command === 'restore') await restoreCommand(config, args[0], log);
  else if (command === 'move-to-postgres') await moveToPostgresCommand(config, log);
  else throw new CommandError('Comandos: db:backup [ARCHIVO], db:restore ARCHIVO, db:move-to-postgres.');
}

const [command, ...args] = process.argv.slice(2);
run(command, args).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof DataDirBusyError) console.error(`${err.message} Detenelo antes de correr este comando.`);
    else if (err instanceof CommandError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
