import { domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyFromDomain, emailDomain, isFreeMailDomain, mostTypedForm, roleGroup } from './company';

describe('company and role helpers', () => {
  it.each([
    ['Head of People at Brightline', 'Head of People'],
    ['  CEO   @ Acme ', 'CEO'],
    ['Sales  Director', 'Sales Director'],
    ['Chief Data Officer AT Big Co', 'Chief Data Officer'],
    ['Attache', 'Attache'],
    ['Directrice RH', 'Directrice RH'],
  ])('roleGroup(%j) = %j', (input, group) => {
    expect(roleGroup(input)).toBe(group);
  });

  it('reads a company from a work domain as the domain spells it, and skips free-mail providers', () => {
    expect(emailDomain(' Priya@Brightline.co.uk ')).toBe('brightline.co.uk');
    expect(companyFromDomain('brightline.co.uk')).toBe('brightline');
    expect(companyFromDomain('gulf-hr.ae')).toBe('gulf-hr');
    expect(companyFromDomain('stahlwerk-ag.de')).toBe('stahlwerk-ag');
    expect(companyFromDomain('north_wind.example')).toBe('north_wind');
    // Internationalised domains arrive in Punycode; the company is the label as its people wrote it.
    expect(companyFromDomain('xn--bcher-kva.de')).toBe('bücher');
    expect(companyFromDomain('XN--MNCHEN-3YA.de')).toBe('münchen');
    expect(companyFromDomain('xn--fiqs8s.cn')).toBe(domainToUnicode('xn--fiqs8s.cn').split('.')[0]);
    expect(companyFromDomain('xn--mgbh0fb.example')).toBe(domainToUnicode('xn--mgbh0fb.example').split('.')[0]);
    expect(companyFromDomain('xn--!!.de')).toBe('xn--!!');
    expect(isFreeMailDomain('Gmail.com')).toBe(true);
    expect(isFreeMailDomain('acme.com')).toBe(false);
  });

  it.each<[string[], string]>([
    [['Directrice RH'], 'Directrice RH'],
    [['directrice rh', 'Directrice RH', 'Directrice RH'], 'Directrice RH'],
    [['CEO', 'ceo', 'ceo'], 'ceo'],
    [['iOS Lead', 'IOS lead'], 'IOS lead'],
    [['IOS lead', 'iOS Lead'], 'IOS lead'],
    [['Co-founder'], 'Co-founder'],
    [['Stahlwerk AG Einkäuferin', 'stahlwerk ag einkäuferin'], 'Stahlwerk AG Einkäuferin'],
  ])('mostTypedForm(%j) = %j: a form someone typed, the most frequent, ties the same whatever the order', (forms, label) => {
    const counts = new Map<string, number>();
    for (const f of forms) counts.set(f, (counts.get(f) ?? 0) + 1);
    expect(mostTypedForm(counts)).toBe(label);
  });
});
