import { useDocumentTitle } from '@mantine/hooks';
import { useT } from '@ace/app-core/translator';

/** Each screen names itself in the browser tab and for screen readers. */
export function usePageTitle(title: string): void {
  const t = useT();
  useDocumentTitle(`${title} | ${t('app.productName')}`);
}
