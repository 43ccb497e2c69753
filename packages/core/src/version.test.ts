import { describe, expect, it } from 'vitest';
import { VERSION } from './version';

describe('VERSION', () => {
  it('is the version the settings screen shows', () => {
    expect(VERSION).toBe('1.29.0');
  });
});
