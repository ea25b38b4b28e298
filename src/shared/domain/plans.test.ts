import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, entitlement, isIncluded, planRequiredMessage, planThatUnlocks } from './plans';

describe('what each plan includes', () => {
  it('Free has the free QR page only; Lite adds the five features and 3 reports; PRO adds insights', () => {
    expect(PLAN_FEATURES.filter((f) => isIncluded('free', f))).toEqual(['freeQrPage']);
    expect(PLAN_FEATURES.filter((f) => isIncluded('lite', f))).toEqual([
      'freeQrPage',
      'leadCollection',
      'customLogo',
      'testimonialGraphics',
      'hotLeadsCsv',
      'thankYouEmails',
      'assessmentReports',
    ]);
    expect(PLAN_FEATURES.filter((f) => isIncluded('pro', f))).toEqual([...PLAN_FEATURES]);
    expect(entitlement('lite', 'assessmentReports')).toBe(3);
    expect(entitlement('free', 'assessmentReports')).toBe(0);
    expect(entitlement('lite', 'customLogo')).toBe(Infinity);
  });

  it('names the cheapest plan that unlocks a feature, in the words a speaker reads', () => {
    expect(planThatUnlocks('freeQrPage')).toBe('free');
    expect(planThatUnlocks('testimonialGraphics')).toBe('lite');
    expect(planThatUnlocks('insights')).toBe('pro');
    expect(planRequiredMessage('customLogo')).toBe('Custom logo branding is part of Lite.');
    expect(planRequiredMessage('insights')).toBe('Deeper audience insights are part of PRO.');
  });
});
