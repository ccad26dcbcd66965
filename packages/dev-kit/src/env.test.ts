import { describe, expect, it } from 'vitest';
import { ConfigError, envBasePath, envFlag, envInteger, envPort, envText, envUrl } from './env.ts';

describe('environment parsers', () => {
  it('fall back to the default when a variable is unset or blank', () => {
    expect(envText({ A: '  ' }, 'A', 'x')).toBe('x');
    expect(envPort({}, 'PORT', 8080)).toBe(8080);
    expect(envFlag({}, 'DEV_MODE', true)).toBe(true);
  });

  it('read ports, flags and whole numbers, and refuse anything else naming the variable', () => {
    expect(envPort({ PORT: '9000' }, 'PORT', 1)).toBe(9000);
    expect(() => envPort({ PORT: '70000' }, 'PORT', 1)).toThrow(
      new ConfigError('PORT must be a whole number from 0 to 65535 (it is "70000").'),
    );
    expect(() => envInteger({ N: '1.5' }, 'N', 1)).toThrow(ConfigError);
    expect(envFlag({ F: 'No' }, 'F', true)).toBe(false);
    expect(() => envFlag({ F: 'maybe' }, 'F', true)).toThrow('F must be true or false (it is "maybe").');
  });

  it('take URLs without their trailing slash, and only http(s)', () => {
    expect(envUrl({ U: 'http://localhost:8080/' }, 'U', '')).toBe('http://localhost:8080');
    expect(() => envUrl({ U: 'ftp://x' }, 'U', '')).toThrow(ConfigError);
  });

  it('normalise base paths to one leading slash and none at the end', () => {
    expect(envBasePath({ B: 'merit/' }, 'B', '/x')).toBe('/merit');
    expect(envBasePath({ B: '/' }, 'B', '/x')).toBe('');
    expect(envBasePath({}, 'B', '/bank')).toBe('/bank');
    expect(() => envBasePath({ B: '/a b' }, 'B', '/x')).toThrow(ConfigError);
  });
});
