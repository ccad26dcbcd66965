/** A picked file's bytes: the web build's File when there is one, else read from its uri (file:, content:, blob:). */
export async function readFileBytes(file: { uri: string; blob?: Blob | undefined }): Promise<ArrayBuffer> {
  if (file.blob !== undefined) return file.blob.arrayBuffer();
  return (await fetch(file.uri)).arrayBuffer();
}
