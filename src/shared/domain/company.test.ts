import { describe, expect, it } from 'vitest';
import { companyFromDomain, emailDomain, isFreeMailDomain, roleGroup } from './company';

describe('company and role helpers', () => {
  it.each([
    ['Head of People at Brightline', 'Head of People'],
    ['  CEO   @ Acme ', 'CEO'],
    ['Sales  Director', 'Sales Director'],
    ['Chief Data Officer AT Big Co', 'Chief Data Officer'],
    ['Attache', 'Attache'],
  ])('roleGroup(%j) = %j', (input, group) => {
    expect(roleGroup(input)).toBe(group);
  });

  it('reads a company from a work domain and skips free-mail providers', () => {
    expect(emailDomain(' Priya@Brightline.co.uk ')).toBe('brightline.co.uk');
    expect(companyFromDomain('brightline.co.uk')).toBe('Brightline');
    expect(companyFromDomain('north-wind.example')).toBe('North Wind');
    expect(isFreeMailDomain('Gmail.com')).toBe(true);
    expect(isFreeMailDomain('acme.com')).toBe(false);
  });
});
