import type { Face, FileFormat, FixtureKind, LayoutName, PageSize } from './receipt-document.ts';
import type { ProviderKey } from './providers.ts';
import {
  artClass,
  assessment,
  bookstore,
  campReceipt,
  campTuition,
  curriculumOrder,
  lessonReceiptBook,
  musicStatement,
  onlineCourse,
  therapyInvoice,
  tutoringMonthly,
  tutoringSessions,
} from './stories.ts';
import type { Story } from './stories.ts';

/** One fixture: what it tells (story, provider) and how it reaches the portal (kind, format, layout, page). */
export interface FixturePlan {
  slug: string;
  story: Story;
  provider: ProviderKey;
  kind: FixtureKind;
  format: FileFormat;
  layout: LayoutName;
  page: PageSize;
  face: Face;
  headFace?: Face;
  handwrittenDate?: boolean;
}

type Row = [string, Story, ProviderKey, LayoutName, Face, Face?];

const textPdfs: Row[] = [
  ['tutoring-invoice', tutoringSessions, 'brightMinds', 'classic', 'sans'],
  ['math-center-statement', tutoringMonthly, 'numberSense', 'centered', 'serif'],
  ['learning-center-invoice', tutoringSessions, 'sylvanRidge', 'right-head', 'sans', 'serif'],
  ['camp-invoice', campTuition, 'campWanakee', 'banner', 'sans'],
  ['day-camp-receipt', campReceipt, 'riverbendCamp', 'letter', 'serif'],
  ['music-lesson-statement', musicStatement, 'lakesideMusic', 'classic', 'serif'],
  ['violin-tuition-statement', musicStatement, 'allegroStrings', 'right-head', 'sans'],
  ['art-class-receipt', artClass, 'littleSprouts', 'letter', 'mono', 'serif'],
  ['bookstore-receipt', bookstore, 'bookNook', 'classic', 'sans', 'serif'],
  ['curriculum-order', curriculumOrder, 'homeschoolHarbor', 'order', 'sans'],
  ['speech-therapy-invoice', therapyInvoice, 'clearPath', 'banner', 'sans'],
  ['assessment-invoice', assessment, 'buckeyeAssessments', 'centered', 'serif'],
  ['online-course-receipt', onlineCourse, 'curioAcademy', 'order', 'sans'],
  ['coding-class-receipt', onlineCourse, 'codeSprout', 'classic', 'sans', 'mono'],
  ['reading-clinic-invoice', tutoringSessions, 'ohioValleyReading', 'right-head', 'serif'],
  ['stem-camp-receipt', campReceipt, 'summitStem', 'banner', 'sans'],
  ['piano-statement', musicStatement, 'harmonyHall', 'centered', 'serif'],
  ['tutoring-monthly-invoice', tutoringMonthly, 'brightMinds', 'classic', 'mono', 'sans'],
  ['bookstore-receipt', bookstore, 'chapterVerse', 'centered', 'serif'],
  ['camp-balance-invoice', campTuition, 'riverbendCamp', 'right-head', 'serif', 'sans'],
  ['therapy-invoice', therapyInvoice, 'clearPath', 'classic', 'sans'],
  ['curriculum-order', curriculumOrder, 'homeschoolHarbor', 'banner', 'serif'],
];

const scannedPdfs: Row[] = [
  ['scanned-tutoring-statement', tutoringMonthly, 'sylvanRidge', 'classic', 'sans'],
  ['scanned-camp-invoice', campTuition, 'campWanakee', 'centered', 'serif'],
  ['scanned-assessment-invoice', assessment, 'buckeyeAssessments', 'right-head', 'serif'],
  ['scanned-music-statement', musicStatement, 'lakesideMusic', 'centered', 'mono', 'serif'],
  ['scanned-reading-clinic-invoice', tutoringSessions, 'ohioValleyReading', 'classic', 'serif'],
];

type ImageRow = [string, Story, ProviderKey, LayoutName, Face, FileFormat];

const images: ImageRow[] = [
  ['photo-bookstore-receipt', bookstore, 'bookNook', 'thermal', 'mono', 'jpeg'],
  ['photo-tutoring-invoice', tutoringSessions, 'brightMinds', 'classic', 'sans', 'jpeg'],
  ['photo-camp-receipt', campReceipt, 'riverbendCamp', 'centered', 'serif', 'jpeg'],
  ['photo-art-receipt', artClass, 'littleSprouts', 'thermal', 'mono', 'png'],
  ['photo-piano-statement', musicStatement, 'harmonyHall', 'right-head', 'serif', 'jpeg'],
  ['photo-therapy-invoice', therapyInvoice, 'clearPath', 'banner', 'sans', 'jpeg'],
  ['photo-bookstore-receipt', bookstore, 'chapterVerse', 'thermal', 'mono', 'jpeg'],
  ['photo-online-course-receipt', onlineCourse, 'curioAcademy', 'order', 'sans', 'png'],
  ['photo-math-statement', tutoringMonthly, 'numberSense', 'centered', 'sans', 'jpeg'],
  ['photo-camp-invoice', campTuition, 'summitStem', 'classic', 'sans', 'jpeg'],
  ['photo-bookstore-receipt', bookstore, 'bookNook', 'thermal', 'mono', 'png'],
  ['photo-violin-statement', musicStatement, 'allegroStrings', 'classic', 'serif', 'jpeg'],
  ['photo-assessment-invoice', assessment, 'buckeyeAssessments', 'right-head', 'serif', 'jpeg'],
  ['photo-stem-camp-receipt', campReceipt, 'summitStem', 'thermal', 'mono', 'jpeg'],
  ['photo-coding-class-receipt', onlineCourse, 'codeSprout', 'banner', 'sans', 'png'],
];

type HandRow = [string, Story, ProviderKey, LayoutName, FileFormat, boolean];

const handwritten: HandRow[] = [
  ['handwritten-piano-receipt', lessonReceiptBook, 'harmonyHall', 'receipt-book', 'jpeg', true],
  ['handwritten-tutoring-receipt', lessonReceiptBook, 'brightMinds', 'receipt-book', 'png', true],
  ['handwritten-art-invoice', artClass, 'littleSprouts', 'classic', 'jpeg', true],
  ['handwritten-music-statement', musicStatement, 'lakesideMusic', 'centered', 'jpeg', false],
  ['handwritten-reading-invoice', tutoringSessions, 'ohioValleyReading', 'right-head', 'jpeg', true],
];

function pageFor(layout: LayoutName, fallback: PageSize): PageSize {
  if (layout === 'thermal') return 'thermal';
  if (layout === 'receipt-book') return 'receipt-book';
  return fallback;
}

export const fixturePlans: FixturePlan[] = [
  ...textPdfs.map(([slug, story, provider, layout, face, headFace]) => ({
    slug,
    story,
    provider,
    kind: 'text-pdf' as const,
    format: 'pdf' as const,
    layout,
    page: 'letter' as const,
    face,
    headFace,
  })),
  ...scannedPdfs.map(([slug, story, provider, layout, face, headFace]) => ({
    slug,
    story,
    provider,
    kind: 'scanned-pdf' as const,
    format: 'pdf' as const,
    layout,
    page: 'letter' as const,
    face,
    headFace,
  })),
  ...images.map(([slug, story, provider, layout, face, format]) => ({
    slug,
    story,
    provider,
    kind: 'image' as const,
    format,
    layout,
    page: pageFor(layout, 'half-letter'),
    face,
  })),
  ...handwritten.map(([slug, story, provider, layout, format, handwrittenDate]) => ({
    slug,
    story,
    provider,
    kind: 'handwritten' as const,
    format,
    layout,
    page: pageFor(layout, 'half-letter'),
    face: 'sans' as const,
    handwrittenDate,
  })),
];
