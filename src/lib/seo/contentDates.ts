import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A file's last change, by its path under the content folder; `undefined` where no one can tell (see below). */
export type ContentDates = ReadonlyMap<string, Date | undefined>;

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 << 20,
  });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

const modified = (dir: string, file: string) => statSync(path.join(dir, file)).mtime;

/**
 * When each file under `dir` last changed: its last commit's date, from one `git log`. A file changed since (edited,
 * not yet committed, or new) has its modification time. Where git history is absent, it is known only so far: with
 * no repository at all (an unpacked archive keeps its files' times) each file has its modification time; in a
 * shallow clone (CI's `fetch-depth: 1`, where every file's last commit looks like the clone's one commit) a file
 * last changed in the oldest commit fetched has no date, rather than the clone's.
 */
export function contentDates(dir: string): ContentDates {
  const files = filesUnder(dir);
  const present = new Set(files);
  let root: string;
  try {
    root = git(dir, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return new Map(files.map((f) => [f, modified(dir, f)]));
  }
  const prefix = path.relative(root, dir).split(path.sep).join('/');
  const under = (name: string) => (prefix ? name.slice(prefix.length + 1) : name);
  const shallowFile = git(dir, ['rev-parse', '--git-path', 'shallow']).trim();
  const shallowPath = path.resolve(dir, shallowFile);
  const boundary = new Set(
    existsSync(shallowPath) ? readFileSync(shallowPath, 'utf8').split('\n').filter(Boolean) : [],
  );

  const dates = new Map<string, Date | undefined>();
  // Newest first: the first commit naming a file is its last change.
  const log = git(root, ['log', '--format=%x00%H %cI', '--name-only', '--no-renames', '--', prefix || '.']);
  for (const commit of log.split('\0').slice(1)) {
    const [head = '', ...names] = commit.split('\n');
    const [hash = '', date = ''] = head.split(' ');
    for (const name of names.filter(Boolean)) {
      const file = under(name);
      if (present.has(file) && !dates.has(file))
        dates.set(file, boundary.has(hash) ? undefined : new Date(date));
    }
  }
  const changed = git(root, ['status', '--porcelain', '--no-renames', '-uall', '--', prefix || '.'])
    .split('\n')
    .filter(Boolean)
    .map((line) => under(line.slice(3)));
  for (const file of changed) if (present.has(file)) dates.set(file, modified(dir, file));
  for (const file of files) if (!dates.has(file)) dates.set(file, modified(dir, file));
  return dates;
}

/**
 * A page's last content change: the latest of its source files' dates (a source ending in `/` is every file in that
 * folder), or `undefined` when one of them has no known date or none exists.
 */
export function lastChanged(sources: readonly string[], dates: ContentDates): Date | undefined {
  const shown = [...dates].filter(([file]) =>
    sources.some((source) => (source.endsWith('/') ? file.startsWith(source) : file === source)),
  );
  if (!shown.length || shown.some(([, date]) => date === undefined)) return undefined;
  return new Date(Math.max(...shown.map(([, date]) => date!.getTime())));
}
