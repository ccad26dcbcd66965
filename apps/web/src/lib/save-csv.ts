/**
 * Hands a spreadsheet the API answered to the browser as a download. The API wants the bearer token, so a plain
 * link cannot fetch it: the text arrives through the api-client and is saved from memory under `filename`.
 */
export function saveCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has started reading the file by then.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
