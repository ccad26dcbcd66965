import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { setMinimumVersion } from './versions.repository.ts';
import { compareVersions } from './versions.service.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ MIN_APP_VERSION_ANDROID: '2.0.0', MIN_APP_VERSION_IOS: '1.5.0' });
});
afterAll(() => api.close());

describe('GET /api/version/{id}/update', () => {
  it('asks apps older than the minimum version of their platform to update, without sign-in', async () => {
    expect((await api.request('GET', '/api/version/1.9.9/update?platform=android')).body).toEqual({
      success: true,
      data: { updateApp: true },
    });
    expect((await api.request('GET', '/api/version/2.0.0/update?platform=android')).body).toMatchObject({
      data: { updateApp: false },
    });
    const byHeader = await api.request('GET', '/api/version/1.10.0/update', {
      headers: { 'x-client-platform': 'ios' },
    });
    expect(byHeader.body).toMatchObject({ data: { updateApp: false } });
  });

  it('follows the minimum version kept in the database over the configured one', async () => {
    await setMinimumVersion(api.db, 'ios', '3.1.0');
    expect((await api.request('GET', '/api/version/3.0.9/update?platform=ios')).body).toMatchObject({
      data: { updateApp: true },
    });
  });

  it('refuses a version or platform it cannot read', async () => {
    expect(await api.request('GET', '/api/version/latest/update?platform=ios')).toMatchObject({
      status: 400,
      body: { error: 'Please send an app version like 1.4.0' },
    });
    expect(await api.request('GET', '/api/version/1.0.0/update')).toMatchObject({
      status: 400,
      body: { error: 'Please say which app this is: android or ios' },
    });
  });
});

describe('compareVersions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('0.9.12', '1.0.0')).toBe(-1);
  });
});
