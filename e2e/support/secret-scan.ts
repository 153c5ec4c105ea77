import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A JSON Web Token: three base64url parts, the first two JSON objects ("eyJ" is `{"` encoded). */
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;
/** Supabase's newer secret API keys. */
const SUPABASE_SECRET_KEY = /\bsb_secret_[A-Za-z0-9_-]{10,}/g;
/** Shorter values (ports, "production", "true", small paths) would match by accident and are not secrets. */
export const MIN_SECRET_LENGTH = 12;

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** Supabase service-role keys in a text: JWTs whose payload says role service_role, and sb_secret_ keys. */
export function findServiceRoleKeys(text: string): string[] {
  const jwts = [...text.matchAll(JWT)].map(([token]) => token).filter((token) => decodeJwtPayload(token)?.role === 'service_role');
  return [...jwts, ...[...text.matchAll(SUPABASE_SECRET_KEY)].map(([key]) => key)];
}

/** Variables npm sets when it runs a script (npm_package_name and the like): package metadata, not secrets. */
const NPM_RUNTIME = /^npm_/i;

/** Environment variables a browser must never see: everything not prefixed NEXT_PUBLIC_, long enough to be a secret. */
export function serverOnlyValues(env: Record<string, string | undefined>): { name: string; value: string }[] {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim().length >= MIN_SECRET_LENGTH)
    .filter(([name]) => !name.startsWith('NEXT_PUBLIC_') && !NPM_RUNTIME.test(name))
    .map(([name, value]) => ({ name, value: value.trim() }));
}

/** Names of the server-only variables whose values occur in a text. */
export function leakedNames(text: string, secrets: readonly { name: string; value: string }[]): string[] {
  return secrets.filter(({ value }) => text.includes(value)).map(({ name }) => name);
}

/** KEY=value lines of a dotenv file (comments and blanks skipped, surrounding quotes removed). */
export function parseDotenv(text: string): Record<string, string> {
  const entries = text
    .split(/\r?\n/)
    .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, name, raw]) => [name!, raw!.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/** Every file under a folder, recursively. */
export function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export const readText = (file: string) => readFileSync(file, 'utf8');
