import { readCookie, serializeCookie } from '../cookies';

describe('cookies', () => {
  it('reads one cookie by exact name', () => {
    const jar = 'authcheck=1; clipboard=abc%20def; authcheck2=0';
    expect(readCookie('authcheck', jar)).toBe('1');
    expect(readCookie('clipboard', jar)).toBe('abc def');
    expect(readCookie('auth', jar)).toBeNull();
  });

  it('writes a 30-day SameSite=Lax cookie', () => {
    expect(serializeCookie('cookie_consent', 'all', { maxAgeDays: 30 })).toBe('cookie_consent=all; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(serializeCookie('a', 'b', { maxAgeDays: 1, secure: true })).toMatch(/; Secure$/);
  });
});
