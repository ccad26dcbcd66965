import type { AppendFile, UploadBody } from '@ace/api-client';
import type { PickedFile } from './picked-file';

/** In the web build a picked file is a File (a Blob) and goes into the form as the web app sends it. */
export async function uploadBodyOf(file: PickedFile): Promise<UploadBody> {
  if (file.blob !== undefined) return file.blob;
  return (await fetch(file.uri)).blob();
}

/** The api-client's default: a Blob appended with its name. */
export const appendUpload: AppendFile | undefined = undefined;
