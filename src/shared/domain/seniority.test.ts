import { describe, expect, it } from 'vitest';
import { explainSeniority, SENIORITY_LABELS, SENIORITY_LEVELS, SENIORITY_RULES, seniorityOf, type Seniority } from './seniority';

describe('seniorityOf', () => {
  it.each<[string, Seniority]>([
    ['CEO', 'c_level'],
    ['Chief Marketing Officer', 'c_level'],
    ['Co-founder', 'c_level'],
    ['Managing Director', 'c_level'],
    ['Geschäftsführerin', 'c_level'],
    ['Directrice générale', 'c_level'],
    ['Owner', 'c_level'],
    ['创始人兼首席执行官', 'c_level'],
    ['代表取締役社長', 'c_level'],
    ['VP of Sales', 'vp'],
    ['Senior Vice President, People', 'vp'],
    ['Vice-President Engineering', 'vp'],
    ['Vizepräsident Vertrieb', 'vp'],
    ['Head of People', 'director'],
    ['Director of Student Affairs', 'director'],
    ['Executive Director', 'director'],
    ['Vertriebsleiter', 'director'],
    ['Abteilungsleiterin Personal', 'director'],
    ['Directeur commercial', 'director'],
    ['Direttore vendite', 'director'],
    ['市场总监', 'director'],
    ['Engineering Manager', 'manager'],
    ['Student Success Manager', 'manager'],
    ['Team Lead', 'manager'],
    ['Teamleiter Support', 'manager'],
    ['Responsable marketing', 'manager'],
    ['Gerente de ventas', 'manager'],
    ['销售经理', 'manager'],
    ['マネージャー', 'manager'],
    ['PhD Student', 'student'],
    ['Marketing Intern', 'student'],
    ['Werkstudentin', 'student'],
    ['Étudiante en master', 'student'],
    ['Senior Software Engineer', 'individual'],
    ['Product Owner', 'individual'],
    ['Account Executive', 'individual'],
    ['HR Business Partner', 'individual'],
    ['Data Analyst', 'individual'],
    ['Entwicklerin', 'individual'],
    ['Ingénieur logiciel', 'individual'],
    ['软件工程师', 'individual'],
    ['Speaker', 'other'],
    ['Volunteer', 'other'],
    ['', 'other'],
  ])('%j reads as %s', (title, level) => {
    expect(seniorityOf(title)).toBe(level);
  });

  it('matches whole words: "Leadership Coach" is not a lead, "Directory Editor" not a director', () => {
    expect(seniorityOf('Leadership Coach')).toBe('other');
    expect(explainSeniority('Directory Editor')).toEqual({ level: 'individual', keyword: 'editor' });
  });

  it('says which keyword decided, and none for Other', () => {
    expect(explainSeniority('Head of Sales at Brightline')).toEqual({ level: 'director', keyword: 'head' });
    expect(explainSeniority('Dreamer')).toEqual({ level: 'other', keyword: null });
  });

  it('uses only the levels it names, each with a rule except Other', () => {
    const ruled = new Set(SENIORITY_RULES.map((r) => r.level));
    expect(SENIORITY_LEVELS.filter((l) => !ruled.has(l))).toEqual(['other']);
    expect(Object.keys(SENIORITY_LABELS)).toEqual([...SENIORITY_LEVELS]);
  });
});
