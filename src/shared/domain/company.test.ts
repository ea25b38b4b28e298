import { describe, expect, it } from 'vitest';
import { companyFromDomain, emailDomain, isFreeMailDomain, roleGroup, roleLabel } from './company';

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

  it.each([
    ['ceo', 'CEO'],
    ['Ceo', 'CEO'],
    ['head of people', 'Head of People'],
    ['HEAD OF PEOPLE', 'Head of People'],
    ['vp sales', 'VP Sales'],
    ['director of l&d', 'Director of L&D'],
    ['co-founder', 'Co-Founder'],
    ['of counsel', 'Of Counsel'],
  ])('roleLabel(%j) = %j, the same for every spelling', (group, label) => {
    expect(roleLabel(group)).toBe(label);
  });
});
