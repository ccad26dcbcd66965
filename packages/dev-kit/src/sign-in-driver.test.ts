import { describe, expect, it } from 'vitest';
import { CookieJar, signInFormAction } from './sign-in-driver.ts';

describe('the sign-in driver', () => {
  it('keeps cookies as a browser would, and forgets the expired ones', () => {
    const jar = new CookieJar();
    const headers = new Headers();
    headers.append('set-cookie', '_session=abc; path=/; httponly');
    headers.append('set-cookie', '_interaction=xyz; path=/merit/interaction/1');
    jar.store(new Response(null, { headers }));
    expect(jar.header()).toBe('_session=abc; _interaction=xyz');

    const expiry = new Headers();
    expiry.append('set-cookie', '_interaction=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    jar.store(new Response(null, { headers: expiry }));
    expect(jar.header()).toBe('_session=abc');
  });

  it('finds the form that asks for a password, not the other ones', () => {
    const page = `<form method="post" action="/other"><button>x</button></form>
      <form method="post" action="/merit/interaction/u1/login?a=1&amp;b=2"><input type="password" name="password"></form>`;
    expect(signInFormAction(page, 'http://localhost:8080/merit/interaction/u1')).toBe(
      'http://localhost:8080/merit/interaction/u1/login?a=1&b=2',
    );
    expect(signInFormAction('<p>no form</p>', 'http://localhost')).toBeUndefined();
  });
});
