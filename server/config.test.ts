import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('resolves the folders it is given from where the server starts, as @fastify/static needs them (a relative STATIC_DIR stopped the start)', () => {
    const config = loadConfig({ STATIC_DIR: 'dist', DATA_DIR: 'data' });
    expect(config.staticDir).toBe(path.resolve('dist'));
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(loadConfig({}).staticDir).toBeUndefined();
  });
});
