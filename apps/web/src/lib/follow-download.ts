/**
 * Lets the browser download what a link answers: a hidden link is clicked, so the file streams to disk under the
 * name the answer gives (Content-Disposition) and the page stays where it is.
 */
export function followDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
