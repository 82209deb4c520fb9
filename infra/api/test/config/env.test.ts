import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../../src/config/env';

describe('configuration', () => {
  it('refuses the local identity provider, SMS outbox and sandbox card gateway in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SOCIAL_MODE=local[\s\S]*SMS_PROVIDER=local[\s\S]*PAYMENT_GATEWAY=sandbox/);
    expect(() => loadConfig({})).not.toThrow();
  });

  it('has working defaults: PGlite in <repo>/.data, seeding on, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, '.data/pglite'),
      uploadDir: path.join(REPO_ROOT, '.data/uploads'),
      webRoot: REPO_ROOT,
      seed: true,
      redisUrl: null,
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'not a url', LOG_LEVEL: 'loud', SEED: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect((error as ConfigError).message).toMatch(/PORT[\s\S]*DATABASE_URL[\s\S]*REDIS_URL/);
  });

  it('accepts a PostgreSQL URL and turns SEED off', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/joy', SEED: 'false', PORT: '8080' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u@db:5432/joy', seed: false, port: 8080 });
  });
});
