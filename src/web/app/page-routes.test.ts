import { describe, expect, it } from 'vitest';
import { isKnownPage, PAGE_ROUTE_PATTERNS } from '../../shared/domain/page-routes';
import { appPagePaths } from './router';

describe("the server's list of pages", () => {
  it('is exactly the routes the web app answers (add a page there, add it here)', () => {
    expect([...PAGE_ROUTE_PATTERNS].sort()).toEqual(appPagePaths());
  });

  it('matches parameters in one segment and nothing else', () => {
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/blog/my-post')).toBe(true);
    expect(isKnownPage('/admin/leads/')).toBe(true);
    expect(isKnownPage('/blog/')).toBe(true);
    expect(isKnownPage('/blog/a/b')).toBe(false);
    expect(isKnownPage('/no-such-page')).toBe(false);
  });
});
