/**
 * Start-up configuration. Every variable is read and checked once; all problems are
 * reported together in one readable list, so a bad deployment fails before listening.
 */
import path from 'node:path';

/** The monorepo root, from this file's place (infra/api/src/config). */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absent: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  webRoot: string;
  /** Validated now, used once real-time fan-out lands. */
  redisUrl: string | null;
  logLevel: LogLevel;
  seed: boolean;
  /** Requests per minute per client address before 429. */
  rateLimitMax: number;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const int = (key: string, fallback: number, min: number, max: number): number => {
    const raw = text(env, key);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const url = (key: string, protocols: string[]): string | null => {
    const raw = text(env, key);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) problems.push(`${key} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
    } catch {
      problems.push(`${key} is not a valid URL`);
    }
    return raw;
  };

  const bool = (key: string, fallback: boolean): boolean => {
    const raw = text(env, key)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  };

  const dir = (key: string, fallback: string): string => path.resolve(text(env, key) ?? fallback);

  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const config: Config = {
    port: int('PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: dir('DATA_DIR', path.join(REPO_ROOT, '.data/pglite')),
    uploadDir: dir('UPLOAD_DIR', path.join(REPO_ROOT, '.data/uploads')),
    webRoot: dir('WEB_ROOT', REPO_ROOT),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    logLevel,
    seed: bool('SEED', true),
    rateLimitMax: int('RATE_LIMIT_MAX', 1000, 1, 1_000_000),
  };

  if (problems.length) throw new ConfigError(problems);
  return config;
}
