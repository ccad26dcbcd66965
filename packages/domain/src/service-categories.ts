import type { PlainMessageId } from './messages/translate.ts';

export const SERVICE_CATEGORIES = [
  'beforeAfterSchool',
  'dayCamps',
  'curriculumAndMaterials',
  'fieldTrips',
  'instrumentLessons',
  'languageClasses',
  'studySkills',
  'tutoring',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

const homeschoolOnly: ReadonlySet<ServiceCategory> = new Set(['curriculumAndMaterials']);

export function isServiceCategory(value: unknown): value is ServiceCategory {
  return SERVICE_CATEGORIES.some((category) => category === value);
}

export function serviceCategoryLabelId(category: ServiceCategory): PlainMessageId {
  return `category.${category}`;
}

export function isCategoryAllowed(category: ServiceCategory, homeSchooled: boolean): boolean {
  return homeSchooled || !homeschoolOnly.has(category);
}

/** The categories a parent may choose for a child: Curriculum and materials only for homeschooled children. */
export function serviceCategoriesFor(homeSchooled: boolean): ServiceCategory[] {
  return SERVICE_CATEGORIES.filter((category) => isCategoryAllowed(category, homeSchooled));
}
