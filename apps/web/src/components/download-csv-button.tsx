import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@ace/app-core/i18n';
import { saveCsv } from '../lib/save-csv.ts';
import { showToast } from '../lib/toasts.ts';

/**
 * 'Download CSV' (or `label`): asks the API for the spreadsheet of what the screen lists, and saves it; a refusal is
 * a toast.
 */
export function DownloadCsvButton({
  load,
  filename,
  label,
}: {
  load: () => Promise<string>;
  filename: string;
  label?: string;
}) {
  const t = useT();
  const download = useMutation({
    mutationFn: load,
    onSuccess: (text) => {
      saveCsv(text, filename);
    },
    onError: (error) => {
      showToast('danger', error.message);
    },
  });
  return (
    <Button
      variant="default"
      size="sm"
      loading={download.isPending}
      onClick={() => {
        download.mutate();
      }}
    >
      {label ?? t('app.downloadCsv')}
    </Button>
  );
}
