import fs from 'node:fs';
import path from 'node:path';

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<version>/bin), if any. */
export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(base, versions[0], 'bin');
}

/**
 * The command line for one of those tools (initdb, pg_ctl, …). PostgreSQL refuses to run as root:
 * as root, the tool runs as the postgres user (on a data directory that user owns).
 */
export function postgresToolCommand(bin: string, tool: string, args: string[]): [string, ...string[]] {
  const command = path.join(bin, tool);
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', command, ...args] : [command, ...args];
}
