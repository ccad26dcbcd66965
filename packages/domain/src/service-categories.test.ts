import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import { isServiceCategory, serviceCategoriesFor, serviceCategoryLabelId } from './service-categories.ts';

describe('service categories', () => {
  it('offers all eight to homeschooled children', () => {
    expect(serviceCategoriesFor(true).map((category) => translate(serviceCategoryLabelId(category)))).toEqual([
      'Before/After school educational programs',
      'Day camps',
      'Curriculum and materials',
      'Field trips',
      'Instrument lessons',
      'Language classes',
      'Study skills services',
      'Tutoring',
    ]);
  });

  it('keeps Curriculum and materials from other children', () => {
    expect(serviceCategoriesFor(false)).not.toContain('curriculumAndMaterials');
    expect(serviceCategoriesFor(false)).toHaveLength(7);
  });

  it('knows its values', () => {
    expect(isServiceCategory('tutoring')).toBe(true);
    expect(isServiceCategory('Tutoring')).toBe(false);
  });
});
